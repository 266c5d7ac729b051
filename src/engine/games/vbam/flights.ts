// Where flights land (`VBAM Movement`: flights "need to find a place to land"; `VBAM Invasion`): in the
// fighter or PF boxes of their carriers (the Unit list's Basing column, VB81), else at a colony of their
// empire in the sector (twice its utilized Productivity, ground.ts flightBasing, VB29); the rest are lost.

/** Boxes by kind: single-space fighters, heavy (double-space) fighters, and super-heavy fighters or PFs. */
export type BoxKind = 'fighter' | 'heavy' | 'pf';
export type Boxes = Record<BoxKind, number>;

const SUFFIX: Record<string, BoxKind> = { '': 'fighter', H: 'heavy', SH: 'pf' };
const PART = /^(\d+)(H|SH)?$/i;

export const noBoxes = (): Boxes => ({ fighter: 0, heavy: 0, pf: 0 });

/**
 * A Unit list Basing cell as boxes: "12" is 12 fighter boxes, "6H" 6 heavy fighter boxes, "12+6SH" 12
 * fighter and 6 PF boxes; blank is none. Undefined when it is none of these (Check workbook names it).
 */
export function boxesOf(basing: string): Boxes | undefined {
  const boxes = noBoxes();
  const text = basing.replace(/\s+/g, '');
  if (!text) return boxes;
  for (const part of text.split('+')) {
    const m = PART.exec(part);
    if (!m) return undefined;
    boxes[SUFFIX[(m[2] ?? '').toUpperCase()]] += Number(m[1]);
  }
  return boxes;
}

/** VB81: the boxes a flight of a hull may take, in order: a light fighter a fighter box, else a heavy one. */
const FITS: Record<string, BoxKind[]> = { LF: ['fighter', 'heavy'], HF: ['heavy'], SHF: ['pf'] };

/** Takes a box for a flight of `hull` from `boxes`, if one is free. */
function takeBox(boxes: Boxes, hull: string): boolean {
  const kind = (FITS[hull.toUpperCase()] ?? FITS.LF).find((k) => boxes[k] > 0);
  if (kind) boxes[kind]--;
  return !!kind;
}

/** A fleet of one empire in the sector: the boxes of its carriers, and its flights in Ships order. */
export interface FlightFleet<T> {
  boxes: Boxes;
  flights: { flight: T; hull: string }[];
}

export interface Landing<T> {
  /** In a carrier's box: of their own fleet, else a spare box of another fleet in the sector. */
  aboard: T[];
  /** At the empire's colonies in the sector. */
  based: T[];
  lost: T[];
}

/**
 * VB81: an empire's flights in one sector land first in their own fleet's carriers, then in the spare
 * boxes of its other fleets there, then at its colonies (`basing` places, any kind of flight); the
 * rest are lost, the last in Ships order first.
 */
export function landFlights<T>(fleets: FlightFleet<T>[], basing: number): Landing<T> {
  const spare = fleets.map((f) => ({ ...f.boxes }));
  const aboard: T[] = [];
  const waiting: FlightFleet<T>['flights'] = [];
  fleets.forEach((f, i) => f.flights.forEach((x) => (takeBox(spare[i], x.hull) ? aboard.push(x.flight) : waiting.push(x))));
  const based: T[] = [];
  const lost: T[] = [];
  for (const x of waiting) {
    if (spare.some((b) => takeBox(b, x.hull))) aboard.push(x.flight);
    else if (based.length < basing) based.push(x.flight);
    else lost.push(x.flight);
  }
  return { aboard, based, lost };
}
