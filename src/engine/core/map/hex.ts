// Hex geometry, after Red Blob Games' guide to hexagonal grids: axial coordinates (q, r; the cube's third
// s = -q - r), distance, neighbours, rings and lines, and the offset coordinates a printed map numbers
// its hexes by. Our maps are flat-topped hexes in columns, odd columns shifted half a hex down ("odd-q"
// on the written column numbers, as VBAM-SFB's hex sectors are); a hex is named by its column then its
// row, two digits each ("0304", as Staley and GC number their hexes).

/** A hex in axial coordinates. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A hex as the map numbers it: column and row. */
export interface HexPlace {
  readonly col: number;
  readonly row: number;
}

/** The six directions, as a flat-topped map shows them: south-east, north-east, north, north-west, south-west, south. */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d));
}

/** The hexes exactly `radius` away, going round from the one `radius` steps south-west (Red Blob's ring). */
export function hexRing(centre: Hex, radius: number): Hex[] {
  if (radius === 0) return [centre];
  const out: Hex[] = [];
  let h = { q: centre.q + HEX_DIRECTIONS[4].q * radius, r: centre.r + HEX_DIRECTIONS[4].r * radius };
  for (const d of HEX_DIRECTIONS)
    for (let i = 0; i < radius; i++) {
      out.push(h);
      h = hexAdd(h, d);
    }
  return out;
}

/** The hex holding the fractional point (cube rounding). */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let [rq, rr] = [Math.round(q), Math.round(r)];
  const rs = Math.round(s);
  const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 }; // + 0: no -0
}

/** The hexes a straight line from a to b crosses, both ends included (nudged off the edges between hexes). */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const [aq, ar, bq, br] = [a.q + 1e-6, a.r + 1e-6, b.q + 1e-6, b.r + 1e-6];
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = n ? i / n : 0;
    return hexRound(aq + (bq - aq) * t, ar + (br - ar) * t);
  });
}

/** Axial coordinates of a column and row (odd columns shifted down). */
export function axialOf(p: HexPlace): Hex {
  return { q: p.col, r: p.row - (p.col - (p.col & 1)) / 2 };
}

/** Column and row of a hex (odd columns shifted down). */
export function placeOf(h: Hex): HexPlace {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

/** "0304": column 3, row 4 (wider numbers take more digits, column and row alike: "101202"). */
export function formatHexId(p: HexPlace): string {
  const width = Math.max(2, String(p.col).length, String(p.row).length);
  return String(p.col).padStart(width, '0') + String(p.row).padStart(width, '0');
}

/** The column and row of a hex id, its digits split in half ("0304": column 3, row 4); undefined if it is none. */
export function parseHexId(id: string): HexPlace | undefined {
  const t = id.trim();
  if (!/^\d+$/.test(t) || t.length < 4 || t.length % 2) return undefined;
  return { col: Number(t.slice(0, t.length / 2)), row: Number(t.slice(t.length / 2)) };
}

/** A flat-topped hex's centre in units of its outer radius (Red Blob's flat layout). */
export function hexCentre(p: HexPlace): { x: number; y: number } {
  return { x: 1.5 * p.col, y: Math.sqrt(3) * (p.row + (p.col & 1 ? 0.5 : 0)) };
}

/** The corners of a flat-topped hex of outer radius `size` centred at (x, y). */
export function hexCorners(x: number, y: number, size: number): { x: number; y: number }[] {
  return Array.from({ length: 6 }, (_, i) => ({ x: x + size * Math.cos((Math.PI / 3) * i), y: y + size * Math.sin((Math.PI / 3) * i) }));
}
