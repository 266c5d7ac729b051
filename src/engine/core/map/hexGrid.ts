// A hex map: which hexes there are, the terrain of each, the hexes no unit may enter (Staley BB3.3's
// border hexes; GC A200's unnavigable space, until navigated) and the hex sides no unit may cross (GC
// A5.20's edge of the arm, drawn between hexes), and whether it wraps east to west (GC A5.10: MM17 to
// MM77 is one move). Adjacency comes from the geometry (hex.ts): no Lanes rows to keep by hand.

import { axialOf, HEX_DIRECTIONS, hexDistance, HexPlace, hexRing, parseHexId, placeOf } from './hex';
import type { DenseAdjacency, Neighbours } from './paths';

/** A hex map as a game describes it: each hex by id ("0304") with its terrain, and its place where the id does not give it (GC A5.10's "MM17"). */
export interface HexMapSpec {
  readonly hexes: readonly { readonly id: string; readonly terrain: string; readonly place?: HexPlace }[];
  /** Terrains no unit may enter. */
  readonly impassable?: readonly string[];
  /** Hex sides no unit may cross, each named by the two hexes it parts. */
  readonly walls?: readonly (readonly [string, string])[];
  /** The east and west edges meet (the columns must then be even in number, for the shifted columns to match up). */
  readonly wrap?: boolean;
}

export class HexGrid {
  /** Each hex by index, in the spec's order (issue 29: the searches go by index, paths.ts DenseAdjacency). */
  private readonly ids: string[] = [];
  private readonly index = new Map<string, number>();
  /** Each hex's place and whether it is impassable, by index. */
  private readonly at: HexPlace[] = [];
  private readonly closed: boolean[] = [];
  private readonly terrains: string[] = [];
  private terrainById?: Map<string, string>;
  private placeById?: Map<string, HexPlace>;
  /** Sides no unit may cross, each by the two hexes it parts. */
  readonly walls: readonly (readonly [string, string])[];
  /** Each wall as the pair of its hexes' cells (a number: no string is made per look). */
  private readonly wallSides: ReadonlySet<number>;
  /** The map's bounding box, and the index of the hex in each of its cells (-1: none), a typed list, not a hash. */
  private readonly box = { col: 0, row: 0, columns: 0, rows: 0 };
  private readonly cells: Int32Array;
  private readonly wrap: boolean;
  private joined?: Map<string, string[]>;
  private byIndex?: DenseAdjacency;

  constructor(spec: HexMapSpec) {
    const impassable = new Set(spec.impassable ?? []);
    for (const { id, terrain, place } of spec.hexes) {
      const p = place ?? parseHexId(id);
      if (!p) continue;
      const i = this.index.get(id) ?? this.ids.push(id) - 1;
      this.index.set(id, i);
      this.at[i] = p;
      this.closed[i] = impassable.has(terrain);
      this.terrains[i] = terrain;
    }
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of this.at)
      [left, right, top, bottom] = [Math.min(left, p.col), Math.max(right, p.col), Math.min(top, p.row), Math.max(bottom, p.row)];
    if (this.ids.length) Object.assign(this.box, { col: left, row: top, columns: right - left + 1, rows: bottom - top + 1 });
    this.cells = new Int32Array(this.box.columns * this.box.rows).fill(-1);
    this.wrap = !!spec.wrap;
    this.at.forEach((p, i) => (this.cells[this.cell(p)!] = i));
    this.walls = spec.walls ?? [];
    const cellOf = (id: string) => {
      const i = this.index.get(id);
      return i === undefined ? undefined : this.cell(this.at[i]);
    };
    const sides = new Set<number>();
    for (const [a, b] of this.walls) {
      const [x, y] = [cellOf(a), cellOf(b)];
      if (x !== undefined && y !== undefined) sides.add(this.side(x, y));
    }
    this.wallSides = sides;
  }

  /** Each hex's terrain by id, made when first asked for (the searches never need it). */
  get terrain(): Map<string, string> {
    return (this.terrainById ??= new Map(this.ids.map((id, i) => [id, this.terrains[i]])));
  }

  /** Each hex's place by id, in the spec's order, made when first asked for. */
  get places(): Map<string, HexPlace> {
    return (this.placeById ??= new Map(this.ids.map((id, i) => [id, this.at[i]])));
  }

  passable(id: string): boolean {
    const i = this.index.get(id);
    return i !== undefined && !this.closed[i];
  }

  /** A place's index in the bounding box, the column taken round the map when it wraps; undefined outside it. */
  private cell(p: HexPlace): number | undefined {
    return this.cellAt(p.col, p.row);
  }

  private cellAt(column: number, row: number): number | undefined {
    const { col, columns, rows } = this.box;
    let c = column - col;
    if (this.wrap) c = ((c % columns) + columns) % columns;
    const r = row - this.box.row;
    return c >= 0 && c < columns && r >= 0 && r < rows ? c * rows + r : undefined;
  }

  /** The side between two cells, as one number whichever way it is named. */
  private side(x: number, y: number): number {
    return x < y ? x * this.cells.length + y : y * this.cells.length + x;
  }

  /** The hexes a unit may step to from `id`: passable, across no wall; by index too (paths.ts searches by it). */
  neighbours: Neighbours = Object.assign((id: string): readonly string[] => this.adjacency().get(id) ?? [], {
    dense: () => this.dense(),
  });

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
    if (this.byIndex) return this.byIndex;
    const n = this.ids.length;
    const start = new Int32Array(n + 1);
    const links = new Int32Array(6 * n);
    let k = 0;
    for (let i = 0; i < n; i++) {
      start[i] = k;
      if (this.closed[i]) continue;
      const p = this.at[i];
      const here = this.cell(p)!;
      const [q, r] = [p.col, p.row - (p.col - (p.col & 1)) / 2]; // axialOf, with no object made
      for (const d of HEX_DIRECTIONS) {
        const col = q + d.q;
        const at = this.cellAt(col, r + d.r + (col - (col & 1)) / 2); // placeOf
        const j = at === undefined ? -1 : this.cells[at];
        if (j >= 0 && j !== i && !this.closed[j] && !(this.wallSides.size && this.wallSides.has(this.side(here, at!)))) links[k++] = j;
      }
    }
    start[n] = k;
    return (this.byIndex = { ids: this.ids, index: this.index, start, links: links.subarray(0, k) });
  }

  /**
   * The hexes within `radius` of `id` as the crow flies, `id` first, round the wrap, impassable ones
   * included (a sensor sees across the border, Staley EE1.4; GC C5.10): a look-up per hex of the disc.
   */
  around(id: string, radius: number): string[] {
    const i = this.index.get(id);
    if (i === undefined) return [];
    const out = new Set<string>();
    for (let r = 0; r <= radius; r++)
      for (const h of hexRing(axialOf(this.at[i]), r)) {
        const at = this.cell(placeOf(h));
        const j = at === undefined ? -1 : this.cells[at];
        if (j >= 0) out.add(this.ids[j]);
      }
    return [...out];
  }

  /** Hexes between two hexes as the crow flies, round the wrap if shorter; walls and impassable hexes ignored (paths.ts honours them). */
  distance(a: string, b: string): number {
    const [i, j] = [this.index.get(a), this.index.get(b)];
    if (i === undefined || j === undefined) return Infinity;
    const [p, q] = [this.at[i], this.at[j]];
    const width = this.box.columns;
    const shifts = this.wrap ? [-width, 0, width] : [0];
    return Math.min(...shifts.map((s) => hexDistance(axialOf(p), axialOf({ col: q.col + s, row: q.row }))));
  }
}
