// A hex map: which hexes there are, the terrain of each, the hexes no unit may enter (Staley BB3.3's
// border hexes; GC A200's unnavigable space, until navigated) and the hex sides no unit may cross (GC
// A5.20's edge of the arm, drawn between hexes), and whether it wraps east to west (GC A5.10: MM17 to
// MM77 is one move). Adjacency comes from the geometry (hex.ts): no Lanes rows to keep by hand.

import { axialOf, HEX_DIRECTIONS, hexDistance, HexPlace, hexRing, parseHexId, placeOf } from './hex';

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
  /** Each hex's place by id, in the spec's order. */
  readonly places = new Map<string, HexPlace>();
  readonly terrain = new Map<string, string>();
  /** Sides no unit may cross, each by the two hexes it parts. */
  readonly walls: readonly (readonly [string, string])[];
  private readonly blocked = new Set<string>();
  /** Each wall as the pair of its hexes' cells (a number: no string is made per look). */
  private readonly wallSides: ReadonlySet<number>;
  /** The map's bounding box, and the id of each hex in it by `cell` (a list, not a hash: the look-up of six neighbours a hex). */
  private readonly box = { col: 0, row: 0, columns: 0, rows: 0 };
  private cells: (string | undefined)[] = [];
  private readonly wrap: boolean;
  private joined?: Map<string, string[]>;

  constructor(spec: HexMapSpec) {
    const impassable = new Set(spec.impassable ?? []);
    for (const { id, terrain, place } of spec.hexes) {
      const p = place ?? parseHexId(id);
      if (!p) continue;
      this.places.set(id, p);
      this.terrain.set(id, terrain);
      if (impassable.has(terrain)) this.blocked.add(id);
    }
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of this.places.values())
      [left, right, top, bottom] = [Math.min(left, p.col), Math.max(right, p.col), Math.min(top, p.row), Math.max(bottom, p.row)];
    if (this.places.size) Object.assign(this.box, { col: left, row: top, columns: right - left + 1, rows: bottom - top + 1 });
    // Filled to its length first: an array written out of order with gaps falls back to a hash table.
    this.cells = new Array<string | undefined>(this.box.columns * this.box.rows).fill(undefined);
    for (const [id, p] of this.places) this.cells[this.cell(p)!] = id;
    this.wrap = !!spec.wrap;
    this.walls = spec.walls ?? [];
    const cellOf = (id: string) => {
      const p = this.places.get(id);
      return p && this.cell(p);
    };
    const sides = new Set<number>();
    for (const [a, b] of this.walls) {
      const [x, y] = [cellOf(a), cellOf(b)];
      if (x !== undefined && y !== undefined) sides.add(this.side(x, y));
    }
    this.wallSides = sides;
  }

  passable(id: string): boolean {
    return this.places.has(id) && !this.blocked.has(id);
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

  /** The hexes a unit may step to from `id`: passable, across no wall. */
  neighbours = (id: string): readonly string[] => this.adjacency().get(id) ?? [];

  /** Every passable hex's neighbours, worked out once: six looks a hex. */
  adjacency(): Map<string, string[]> {
    if (this.joined) return this.joined;
    const joined = new Map<string, string[]>();
    for (const [id, p] of this.places) {
      if (this.blocked.has(id)) continue;
      const here = this.cell(p)!;
      const list: string[] = [];
      const [q, r] = [p.col, p.row - (p.col - (p.col & 1)) / 2]; // axialOf, with no object made
      for (const d of HEX_DIRECTIONS) {
        const col = q + d.q;
        const at = this.cellAt(col, r + d.r + (col - (col & 1)) / 2); // placeOf
        const n = at === undefined ? undefined : this.cells[at];
        if (n !== undefined && n !== id && !this.blocked.has(n) && !(this.wallSides.size && this.wallSides.has(this.side(here, at!))))
          list.push(n);
      }
      joined.set(id, list);
    }
    return (this.joined = joined);
  }

  /**
   * The hexes within `radius` of `id` as the crow flies, `id` first, round the wrap, impassable ones
   * included (a sensor sees across the border, Staley EE1.4; GC C5.10): a look-up per hex of the disc.
   */
  around(id: string, radius: number): string[] {
    const p = this.places.get(id);
    if (!p) return [];
    const out = new Set<string>();
    for (let r = 0; r <= radius; r++)
      for (const h of hexRing(axialOf(p), r)) {
        const at = this.cell(placeOf(h));
        const n = at === undefined ? undefined : this.cells[at];
        if (n !== undefined) out.add(n);
      }
    return [...out];
  }

  /** Hexes between two hexes as the crow flies, round the wrap if shorter; walls and impassable hexes ignored (paths.ts honours them). */
  distance(a: string, b: string): number {
    const [p, q] = [this.places.get(a), this.places.get(b)];
    if (!p || !q) return Infinity;
    const width = this.box.columns;
    const shifts = this.wrap ? [-width, 0, width] : [0];
    return Math.min(...shifts.map((s) => hexDistance(axialOf(p), axialOf({ col: q.col + s, row: q.row }))));
  }
}
