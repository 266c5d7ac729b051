// GC A6 and D6: a squadron is a fleet whose code names its empire, number and fleet (K12B; the strategic
// reserve's fleet code is SR); its size is bounded by its command ship's command rating (D6.10), one ship
// of each command-ship hull (D6.40), and troop ships and maulers fill at most half its slots (A10.41).

/** GC A6.10: empire code, a two- or three-digit squadron number, the fleet code (a letter, or SR). */
const CODE = /^([A-Z])(\d{2,3})([A-Z]|SR)$/;

/** Why a squadron code is not one by A6.10 for an empire of code `empire`, or undefined. */
export function codeProblem(code: string, empire: string): string | undefined {
  const m = CODE.exec(code);
  if (!m)
    return `${code} is no squadron code: empire code, a 2- or 3-digit number, then a fleet letter or SR, e.g. ${empire}12B (GC A6.10)`;
  if (m[1] !== empire) return `${code} does not start with its empire's code ${empire} (GC A6.10)`;
  if (m[3] === empire) return `${code}: the fleet code may not be the empire code (GC A6.10)`;
  return undefined;
}

/** GC D6.40: the command-ship hulls, of which a squadron holds one ship each (variants count as the base hull). */
export const COMMAND_HULLS = ['BB', 'DN', 'BCH', 'CC', 'NCC', 'CWL', 'HDW-C', 'DDL', 'DWL', 'FFL'] as const;

/** A ship as the squadron rules see it. */
export interface SquadronShip {
  readonly id: string;
  readonly hull: string;
  readonly commandRating: number;
  /** A10.40c: a mauler; A10.40g: a troop ship. */
  readonly maulerOrTroops: boolean;
  /** An escort assigned to a carrier: its slot is not "available" (A10.41). */
  readonly escort: boolean;
}

/** The command ship: the highest command rating, the first listed on a tie. */
export const commandShip = (ships: readonly SquadronShip[]): SquadronShip | undefined =>
  ships.reduce<SquadronShip | undefined>((best, s) => (!best || s.commandRating > best.commandRating ? s : best), undefined);

/**
 * GC A10.41: the most troop ships and maulers a squadron may hold: half its available slots (each ship a
 * slot, less the carriers' escorts), rounded down. A troop or mauler command ship does not count.
 */
export function maulerLimit(ships: readonly SquadronShip[]): number {
  return Math.floor(ships.filter((s) => !s.escort).length / 2);
}

/** Every A6 / D6 / A10.41 rule a squadron's ships break, in words. */
export function squadronProblems(code: string, ships: readonly SquadronShip[]): string[] {
  const lead = commandShip(ships);
  if (!lead) return [];
  const out: string[] = [];
  if (ships.length > lead.commandRating + 1)
    out.push(
      `${code} has ${ships.length} ships; its command ship ${lead.id} (command rating ${lead.commandRating}) commands itself and ${lead.commandRating} more (GC D6.10)`,
    );
  for (const hull of COMMAND_HULLS) {
    const n = ships.filter((s) => s.hull.toUpperCase() === hull).length;
    if (n > 1) out.push(`${code} has ${n} ${hull}s: one ship of each command-ship hull (GC D6.40)`);
  }
  const special = ships.filter((s) => s.maulerOrTroops && s !== lead).length;
  const limit = maulerLimit(ships);
  if (special > limit)
    out.push(
      `${code} has ${special} troop ships and maulers; its ${ships.filter((s) => !s.escort).length} available slots allow ${limit} (GC A10.41)`,
    );
  return out;
}
