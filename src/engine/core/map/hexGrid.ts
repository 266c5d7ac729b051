// A hex map: which hexes there are, the terrain of each, the hexes no unit may enter (Staley BB3.3's
// border hexes; GC A200's unnavigable space, until navigated) and the hex sides no unit may cross (GC
// A5.20's edge of the arm, drawn between hexes), and whether it wraps east to west (GC A5.10: MM17 to
// MM77 is one move). Adjacency comes from the geometry (hex.ts): no Lanes rows to keep by hand.

import { axialOf, HEX_DIRECTIONS, hexAdd, hexDistance, HexPlace, parseHexId, placeOf } from './hex';

/** A hex map as a game describes it: each hex by id ("0304") with its terrain. */
export interface HexMapSpec {
  readonly hexes: readonly { readonly id: string; readonly terrain: string }[];
  /** Terrains no unit may enter. */
  readonly impassable?: readonly string[];
  /** Hex sides no unit may cross, each named by the two hexes it parts. */
  readonly walls?: readonly (readonly [string, string])[];
  /** The east and west edges meet (the columns must then be even in number, for the shifted columns to match up). */
  readonly wrap?: boolean;
}

const sideOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export class HexGrid {
  /** Each hex's place by id, in the spec's order. */
  readonly places = new Map<string, HexPlace>();
  readonly terrain = new Map<string, string>();
  private readonly byPlace = new Map<string, string>();
  /** Sides no unit may cross, each by the two hexes it parts. */
  readonly walls: readonly (readonly [string, string])[];
  private readonly blocked: ReadonlySet<string>;
  private readonly wallSides: ReadonlySet<string>;
  /** Columns of the map, for the wrap; 0 when it does not wrap. */
  private readonly width: number;
  private readonly firstColumn: number;
  private joined?: Map<string, string[]>;

  constructor(spec: HexMapSpec) {
    const impassable = new Set(spec.impassable ?? []);
    const blocked = new Set<string>();
    let [first, last] = [Infinity, -Infinity];
    for (const { id, terrain } of spec.hexes) {
      const p = parseHexId(id);
      if (!p) continue;
      this.places.set(id, p);
      this.byPlace.set(`${p.col},${p.row}`, id);
      this.terrain.set(id, terrain);
      if (impassable.has(terrain)) blocked.add(id);
      [first, last] = [Math.min(first, p.col), Math.max(last, p.col)];
    }
    this.blocked = blocked;
    this.walls = spec.walls ?? [];
    this.wallSides = new Set(this.walls.map(([a, b]) => sideOf(a, b)));
    this.firstColumn = first;
    this.width = spec.wrap && this.places.size ? last - first + 1 : 0;
  }

  passable(id: string): boolean {
    return this.places.has(id) && !this.blocked.has(id);
  }

  /** The hex at a column and row, the column taken round the map when it wraps. */
  private at(p: HexPlace): string | undefined {
    const col = this.width ? this.firstColumn + ((((p.col - this.firstColumn) % this.width) + this.width) % this.width) : p.col;
    return this.byPlace.get(`${col},${p.row}`);
  }

  /** The hexes a unit may step to from `id`: passable, across no wall. */
  neighbours = (id: string): readonly string[] => this.adjacency().get(id) ?? [];

  /** Every passable hex's neighbours, worked out once: six looks a hex. */
  adjacency(): Map<string, string[]> {
    if (this.joined) return this.joined;
    const joined = new Map<string, string[]>();
    for (const [id, p] of this.places) {
      if (this.blocked.has(id)) continue;
      const h = axialOf(p);
      const next = HEX_DIRECTIONS.map((d) => this.at(placeOf(hexAdd(h, d))));
      joined.set(
        id,
        next.filter((n): n is string => n !== undefined && n !== id && this.passable(n) && !this.wallSides.has(sideOf(id, n))),
      );
    }
    return (this.joined = joined);
  }

  /** Hexes between two hexes as the crow flies, round the wrap if shorter; walls and impassable hexes ignored (paths.ts honours them). */
  distance(a: string, b: string): number {
    const [p, q] = [this.places.get(a), this.places.get(b)];
    if (!p || !q) return Infinity;
    const shifts = this.width ? [-this.width, 0, this.width] : [0];
    return Math.min(...shifts.map((s) => hexDistance(axialOf(p), axialOf({ col: q.col + s, row: q.row }))));
  }
}
