// GC D1.10: a ship's strategic hexes a turn from its best tactical speed; D1.40: the segments of a turn
// in which a squadron of each speed moves; D6.90: bogged-down squadrons move less.

/** GC D1.10: how a ship's engines limit its strategic speed. */
export const PROPULSIONS = ['Warp', 'First generation', 'Freighter', 'Fast transport'] as const;
export type Propulsion = (typeof PROPULSIONS)[number];

/** GC D1.10: the most strategic hexes a turn of each kind of ship (a freighter or first-generation ship 2, a fast transport 3). */
const CAP: Record<Propulsion, number> = { Warp: 4, 'First generation': 2, Freighter: 2, 'Fast transport': 3 };

/** A movement cost as the SSD writes it: "1/3", "2/3", "1", "0.5"; undefined when it is none. */
export function parseMoveCost(text: string): number | undefined {
  const [n, d = '1'] = text.trim().split('/');
  const cost = Number(n) / Number(d);
  return n.trim() && Number.isFinite(cost) && cost > 0 ? cost : undefined;
}

/** GC D1.10: the tactical speed, (warp boxes + 1 for the impulse engines) ÷ move cost, rounded to the nearest (the E4T's 19.5 is 20). */
export function tacticalSpeed(warpBoxes: number, moveCost: number): number {
  return Math.round((warpBoxes + 1) / moveCost);
}

/** GC D1.10 chart: strategic hexes a turn for a tactical speed (35 and up is 4 only with HPM, D3.10), capped by the ship's kind. */
export function strategicHexes(tactical: number, propulsion: Propulsion, hpm = false): number {
  const hexes = tactical <= 0 ? 0 : tactical < 15 ? 1 : tactical < 25 ? 2 : tactical < 35 || !hpm ? 3 : 4;
  return Math.min(hexes, CAP[propulsion]);
}

/** GC D1.40, the segment movement chart: for each speed (1-12), the segments its moves are made in. */
export const SEGMENT_CHART: Readonly<Record<number, readonly number[]>> = {
  0: [],
  1: [12],
  2: [6, 12],
  3: [4, 8, 12],
  4: [3, 6, 9, 12],
  5: [3, 5, 8, 10, 12],
  6: [2, 4, 6, 8, 10, 12],
  7: [2, 4, 5, 7, 9, 11, 12],
  8: [2, 3, 5, 6, 8, 9, 11, 12],
  9: [2, 3, 4, 6, 7, 8, 10, 11, 12],
  10: [2, 3, 4, 5, 6, 8, 9, 10, 11, 12],
  11: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  12: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

/** GC D6.90: a squadron that ended the last turn in a stack of more than 15 command slots moves half (more than 25: a quarter), rounded down. */
export function boggedSpeed(speed: number, stackSlots: number): number {
  return stackSlots > 25 ? Math.floor(speed / 4) : stackSlots > 15 ? Math.floor(speed / 2) : speed;
}
