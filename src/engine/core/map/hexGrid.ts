// A hex map: which hexes there are, the terrain of each, the hexes no unit may enter (Staley's border
// hexes; GC's unnavigable space, until navigated) and the hex sides no unit may cross (GC's edge of the
// arm, drawn between hexes), and whether it wraps east to west (GC: MM17 to MM77 is one move). Each
// game's folder cites its rules. Adjacency comes from the geometry (hex.ts): no Lanes rows to keep by hand.
//
// Issue 29: the grid keeps each hex by index in typed lists and finds a hex by the column and row its id
// spells ("0304"), read digit by digit: no hash table keyed by id, whose cost per entry grows with the map
// once it outgrows the caches. Only ids that do not spell their place (GC's "MM17") sit in a small table.

import { axialOf, HEX_DIRECTIONS, hexDistance, HexPlace, parseHexId } from './hex';
import type { DenseAdjacency, Neighbours } from './paths';

/** A hex map as a game describes it: each hex by id ("0304") with its terrain, and its place where the id does not give it (GC's "MM17"). */
export interface HexMapSpec {
  readonly hexes: readonly { readonly id: string; readonly terrain: string; readonly place?: HexPlace }[];
  /** Terrains no unit may enter. */
  readonly impassable?: readonly string[];
  /** Hex sides no unit may cross, each named by the two hexes it parts. */
  readonly walls?: readonly (readonly [string, string])[];
  /** The east and west edges meet (the columns must then be even in number, for the shifted columns to match up). */
  readonly wrap?: boolean;
}

/** The six directions' axial steps (hex.ts HEX_DIRECTIONS), as numbers: the searches make no object. */
const STEP_Q = Int8Array.from(HEX_DIRECTIONS, (d) => d.q);
const STEP_R = Int8Array.from(HEX_DIRECTIONS, (d) => d.r);

/** The value of `id`'s digits from `from` to `to`, or -1 if any is not a digit. */
function digits(id: string, from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) {
    const d = id.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Each row's place, its id read once (1 in `placed`: placed; 2: where its id's digits say, so found by
 * them; 0: no place), and their bounding box, [left, right, top, bottom]. The loops here and in HexGrid
 * have nothing after them: V8 compiles a long loop while it runs, and code after it that has not yet run
 * would undo that each call.
 */
function readPlaces(hexes: HexMapSpec['hexes']) {
  const n = hexes.length;
  const out = {
    cols: new Int32Array(n),
    rows: new Int32Array(n),
    placed: new Uint8Array(n),
    bounds: Float64Array.of(Infinity, -Infinity, Infinity, -Infinity),
  };
  const { cols, rows, placed, bounds } = out;
  for (let s = 0; s < n; s++) {
    const { id, place } = hexes[s];
    const half = id.length >> 1;
    let col = place || id.length & 1 || half < 2 ? -1 : digits(id, 0, half);
    let row = col < 0 ? -1 : digits(id, half, id.length);
    placed[s] = row < 0 ? 1 : 2;
    if (row < 0) {
      const p = place ?? parseHexId(id);
      if (!p) {
        placed[s] = 0;
        continue;
      }
      col = p.col;
      row = p.row;
    }
    cols[s] = col;
    rows[s] = row;
    bounds[0] = Math.min(bounds[0], col);
    bounds[1] = Math.max(bounds[1], col);
    bounds[2] = Math.min(bounds[2], row);
    bounds[3] = Math.max(bounds[3], row);
  }
  return out;
}

export class HexGrid {
  /** Each hex by index, in the spec's order (the searches go by index, paths.ts DenseAdjacency). */
  private readonly ids: string[] = [];
  /** Each hex's column and row, whether it is impassable, and its terrain, by index. */
  private readonly cols: Int32Array;
  private readonly rows: Int32Array;
  private readonly closed: Uint8Array;
  private readonly terrains: string[] = [];
  /** The hexes an id's digits do not find (an id such as "MM17", or one whose place a later hex took), by id. */
  private readonly others = new Map<string, number>();
  private terrainById: Map<string, string> | undefined = undefined;
  private placeById: Map<string, HexPlace> | undefined = undefined;
  /** Sides no unit may cross, each by the two hexes it parts. */
  readonly walls: readonly (readonly [string, string])[];
  /** Each hex's walled sides, a bit per direction (HEX_DIRECTIONS' order): no look-up per step. */
  private readonly walled: Uint8Array;
  /** The map's bounding box, and the index of the hex in each of its cells (-1: none), a typed list, not a hash. */
  private readonly box = { col: 0, row: 0, columns: 0, rows: 0 };
  private readonly cells: Int32Array;
  private readonly wrap: boolean;
  private joined: Map<string, string[]> | undefined = undefined;
  /** Made when first asked for; every field is set in the constructor, so that all grids share one shape (V8 keeps the searches optimised). */
  private byIndex: DenseAdjacency | undefined = undefined;

  constructor(spec: HexMapSpec) {
    const n = spec.hexes.length;
    this.cols = new Int32Array(n);
    this.rows = new Int32Array(n);
    this.closed = new Uint8Array(n);
    this.walled = new Uint8Array(n);
    this.walls = spec.walls ?? [];
    this.wrap = !!spec.wrap;
    const read = readPlaces(spec.hexes);
    const [left, right, top, bottom] = read.bounds;
    if (left <= right) Object.assign(this.box, { col: left, row: top, columns: right - left + 1, rows: bottom - top + 1 });
    this.cells = new Int32Array(this.box.columns * this.box.rows).fill(-1);
    this.file(spec, read);
    this.wallUp();
  }

  /** Each hex given its index, place and terrain, in the spec's order: a repeated id moves its hex (K20). */
  private file(spec: HexMapSpec, { cols, rows, placed }: ReturnType<typeof readPlaces>): void {
    const impassable = new Set(spec.impassable ?? []);
    for (let s = 0; s < placed.length; s++) {
      if (!placed[s]) continue;
      const { id, terrain } = spec.hexes[s];
      const at = this.cellAt(cols[s], rows[s])!;
      const spelt = placed[s] === 2;
      const mine = spelt && this.cells[at] >= 0 && this.ids[this.cells[at]] === id;
      let i = mine ? this.cells[at] : spelt && !this.others.size ? undefined : this.indexOf(id);
      if (i === undefined) i = this.ids.push(id) - 1;
      else {
        const was = this.cellAt(this.cols[i], this.rows[i])!;
        if (this.cells[was] === i) this.cells[was] = -1;
      }
      this.cols[i] = cols[s];
      this.rows[i] = rows[s];
      this.closed[i] = impassable.has(terrain) ? 1 : 0;
      this.terrains[i] = terrain;
      const before = this.cells[at];
      if (before >= 0 && before !== i) this.others.set(this.ids[before], before);
      this.cells[at] = i;
      if (!spelt) this.others.set(id, i);
    }
  }

  /** Each wall marked on the sides of both its hexes. */
  private wallUp(): void {
    const wall = (i: number, j: number) => {
      const there = this.cellAt(this.cols[j], this.rows[j]);
      for (let d = 0; d < 6; d++) if (this.stepCell(i, d) === there) this.walled[i] |= 1 << d;
    };
    for (const [a, b] of this.walls) {
      const i = this.indexOf(a);
      const j = this.indexOf(b);
      if (i !== undefined && j !== undefined) {
        wall(i, j);
        wall(j, i);
      }
    }
  }

  /** A hex's index by its id, undefined if the map has none such: the cell its digits spell, else the table of others. */
  indexOf = (id: string): number | undefined => {
    if (this.others.size) {
      const i = this.others.get(id);
      if (i !== undefined) return i;
    }
    const at = this.cellOf(id);
    const i = at === undefined ? -1 : this.cells[at];
    return i >= 0 && this.ids[i] === id ? i : undefined;
  };

  /** The cell an id's digits spell ("0304": column 3, row 4), read without making a string; undefined if none. */
  private cellOf(id: string): number | undefined {
    const len = id.length;
    if (len < 4 || len & 1) return undefined;
    const col = digits(id, 0, len >> 1);
    const row = col < 0 ? -1 : digits(id, len >> 1, len);
    return row < 0 ? undefined : this.cellAt(col, row);
  }

  /** Each hex's terrain by id, made when first asked for (the searches never need it). */
  get terrain(): Map<string, string> {
    return (this.terrainById ??= new Map(this.ids.map((id, i) => [id, this.terrains[i]])));
  }

  /** Each hex's place by id, in the spec's order, made when first asked for. */
  get places(): Map<string, HexPlace> {
    return (this.placeById ??= new Map(this.ids.map((id, i) => [id, { col: this.cols[i], row: this.rows[i] }])));
  }

  passable(id: string): boolean {
    const i = this.indexOf(id);
    return i !== undefined && !this.closed[i];
  }

  /** A place's index in the bounding box, the column taken round the map when it wraps; undefined outside it. */
  private cellAt(column: number, row: number): number | undefined {
    const { col, columns, rows } = this.box;
    let c = column - col;
    if (this.wrap) c = ((c % columns) + columns) % columns;
    const r = row - this.box.row;
    return c >= 0 && c < columns && r >= 0 && r < rows ? c * rows + r : undefined;
  }

  /** The hex in the cell at axial (q, r), -1 if none (placeOf, with no object made). */
  private hexAtAxial(q: number, r: number): number {
    const at = this.cellAt(q, r + (q - (q & 1)) / 2);
    return at === undefined ? -1 : this.cells[at];
  }

  /** The cell one step from hex i in direction d (cellAt(placeOf(a step))), -1 off the map: a step moves one column at most. */
  private stepCell(i: number, d: number): number {
    const { col: left, row: top, columns, rows } = this.box;
    const q = this.cols[i] + STEP_Q[d];
    let x = q - left;
    if (this.wrap) x = x < 0 ? x + columns : x >= columns ? x - columns : x;
    const y = this.rows[i] - (this.cols[i] - (this.cols[i] & 1)) / 2 + STEP_R[d] + (q - (q & 1)) / 2 - top; // axialOf, placeOf
    return x < 0 || x >= columns || y < 0 || y >= rows ? -1 : x * rows + y;
  }

  /** The hexes a unit may step to from `id`: passable, across no wall; by index too (paths.ts searches by it). */
  neighbours: Neighbours = Object.assign(
    (id: string): readonly string[] => {
      const i = this.indexOf(id);
      if (i === undefined || this.closed[i]) return [];
      const { ids, start, links } = this.dense();
      return Array.from(links.subarray(start[i], start[i + 1]), (k) => ids[k]);
    },
    { dense: () => this.dense() },
  );

  /** Every passable hex's neighbours, as ids. */
  adjacency(): Map<string, string[]> {
    if (this.joined) return this.joined;
    const { ids, start, links } = this.dense();
    const joined = new Map<string, string[]>();
    ids.forEach((id, i) => {
      if (!this.closed[i])
        joined.set(
          id,
          Array.from(links.subarray(start[i], start[i + 1]), (k) => ids[k]),
        );
    });
    return (this.joined = joined);
  }

  /** Every passable hex's neighbours by index, worked out once: six looks a hex, none by a string. */
  dense(): DenseAdjacency {
    return (this.byIndex ??= this.link());
  }

  /** The links of every hex, in one loop with nothing after it (readPlaces); `links` past the last start unused. */
  private link(): DenseAdjacency {
    const { ids, indexOf, closed, cells, walled } = this;
    const n = ids.length;
    const out = { ids, indexOf, start: new Int32Array(n + 1), links: new Int32Array(6 * n) };
    const { start, links } = out;
    let k = 0;
    for (let i = 0; i <= n; i++) {
      start[i] = k;
      if (i === n || closed[i]) continue;
      for (let d = 0; d < 6; d++) {
        const at = this.stepCell(i, d);
        const j = at < 0 ? -1 : cells[at];
        if (j >= 0 && j !== i && !closed[j] && !(walled[i] & (1 << d))) links[k++] = j;
      }
    }
    return out;
  }

  /**
   * The hexes within `radius` of `id` as the crow flies, `id` first, round the wrap, impassable ones
   * included (a sensor sees across the border, in Staley and GC alike): a look-up per hex of the disc,
   * each ring walked from the hex `radius` steps south-west (hex.ts hexRing), with no object made per hex.
   */
  around(id: string, radius: number): string[] {
    const i = this.indexOf(id);
    if (i === undefined) return [];
    const { q: cq, r: cr } = axialOf({ col: this.cols[i], row: this.rows[i] });
    const out = new Set<string>([id]);
    for (let ring = 1; ring <= radius; ring++) {
      let [q, r] = [cq + STEP_Q[4] * ring, cr + STEP_R[4] * ring];
      for (let d = 0; d < 6; d++)
        for (let step = 0; step < ring; step++) {
          const j = this.hexAtAxial(q, r);
          if (j >= 0) out.add(this.ids[j]);
          [q, r] = [q + STEP_Q[d], r + STEP_R[d]];
        }
    }
    return [...out];
  }

  /** Hexes between two hexes as the crow flies, round the wrap if shorter; walls and impassable hexes ignored (paths.ts honours them). */
  distance(a: string, b: string): number {
    const [i, j] = [this.indexOf(a), this.indexOf(b)];
    if (i === undefined || j === undefined) return Infinity;
    const from = axialOf({ col: this.cols[i], row: this.rows[i] });
    const across = (shift: number) => hexDistance(from, axialOf({ col: this.cols[j] + shift, row: this.rows[j] }));
    const width = this.box.columns;
    return this.wrap ? Math.min(across(-width), across(0), across(width)) : across(0);
  }
}
