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
  /** D6.25: a size-class-4 or DW ship of a squadron that uses EFO, three of which take two slots. */
  readonly efo?: boolean;
  /** C20.20, C20.70 (attrition.ts): gunboats and fighter spaces aboard that take command slots; a true PFT. */
  readonly gunboats?: number;
  readonly fighterSpaces?: number;
  readonly pft?: boolean;
}

/** C20.20: gunboats a command slot holds; C20.70: fighter spaces a slot holds (a part group a whole slot, rule option GC232). */
const GUNBOATS_A_SLOT = 6;
const FIGHTER_SPACES_A_SLOT = 12;
/** C20.20: the most true PFTs in a squadron. */
const PFTS_A_SQUADRON = 3;

/** C20.20, C20.70: the command slots a squadron's attrition units take. */
export function attritionSlots(ships: readonly SquadronShip[]): number {
  const sum = (k: 'gunboats' | 'fighterSpaces') => ships.reduce((n, s) => n + (s[k] ?? 0), 0);
  return Math.ceil(sum('gunboats') / GUNBOATS_A_SLOT) + Math.ceil(sum('fighterSpaces') / FIGHTER_SPACES_A_SLOT);
}

/** D6.10, D6.25: the command slots a squadron's ships take: one each, but three EFO ships take two. */
export const shipSlots = (ships: readonly SquadronShip[]): number => ships.length - Math.floor(ships.filter((s) => s.efo).length / 3);

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
  const slots = attritionSlots(ships);
  const own = shipSlots(ships);
  if (own + slots > lead.commandRating + 1)
    out.push(
      `${code} has ${ships.length} ships${own < ships.length ? ` taking ${own} slots by EFO (GC D6.25)` : ''}${slots ? ` and its gunboats and unescorted fighters take ${slots} slot${slots === 1 ? '' : 's'} more (six gunboats or 12 fighter spaces a slot)` : ''}; its command ship ${lead.id} (command rating ${lead.commandRating}) commands itself and ${lead.commandRating} more (GC D6.10${slots ? ', C20.20, C20.70' : ''})`,
    );
  const pfts = ships.filter((s) => s.pft).length;
  if (pfts > PFTS_A_SQUADRON) out.push(`${code} has ${pfts} PFTs carrying gunboats: at most ${PFTS_A_SQUADRON} a squadron (GC C20.20)`);
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
