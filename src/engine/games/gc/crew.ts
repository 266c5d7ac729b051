// GC C9 (special crew), C16 (shock) and C23 (crippled units): what they change off the SFB map. A ship's
// Crew, Special crew and Shock columns (the owner's status sheet, C16.30) and its Condition (Crippled) set its BPV on the
// battle record (C9.10, C9.40a, C9.51a), its command rating (C9.40d, C9.51d), its squadron's speed
// (C9.51c, C23.30), whether the squadron may use reactionary movement (C9.40c, C23.20h) or enter
// unsurveyed space (C23.20e); a shocked ship is overhauled at its own starbase, FRD or shipyard (C16.10a).

import type { RowColumn } from '../../core/game';
import type { Campaign, Crew, Fleet, Ship } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import type { StandingOrders } from './standing';
import { commandShip, SquadronShip } from './squadrons';
import { extraRow, LEGENDARY_ADMIRAL, setExtra } from './rows';
import { SHIPYARDS } from './shipyards';
import { UNSURVEYED } from './mrr';

export const SPECIAL_CREW = 'Special crew';
export const SHOCK = 'Shock';
/** GC C9.60, C9.10: the crews beyond the Ships tab's Crew (Normal, Poor, Outstanding). */
export const SPECIAL_CREWS = ['Green', 'Computer'] as const;
/** GC C9: a ship's crew, its Crew column or its Special crew. Computer: a computer-operated ship (C9.10). */
export type GcCrew = Crew | (typeof SPECIAL_CREWS)[number];

export const CREW_SHIP_COLUMNS: readonly RowColumn[] = [
  {
    header: SPECIAL_CREW,
    type: 'text',
    values: SPECIAL_CREWS,
    seenBy: 'owner',
    note: 'GC C9.60: Green (bought 15% cheaper, treated as a poor crew: BPV -30%, command rating -1, C9.40); C9.10: Computer (computer-operated: as an outstanding crew, but BPV +67%). Leave Crew Normal with either.',
  },
  {
    header: SHOCK,
    type: 'bool',
    seenBy: 'owner',
    note: "GC C16.10, C16.30: suffering from shock: effectively a poor crew until overhauled at its empire's starbase, FRD or shipyard (the turn's end there clears it).",
  },
];

/** A ticked bool cell (true, or yes / x as typed). */
export const yes = (v: unknown): boolean => v === true || /^(true|yes|x)$/i.test(String(v ?? '').trim());

/** The ship's crew: its Special crew, else its Crew. */
export function crewOf(c: Campaign, ship: Ship): GcCrew {
  const cell = String(extraRow(c, 'Ships', ship.id)[SPECIAL_CREW] ?? '').trim();
  return SPECIAL_CREWS.find((k) => k.toLowerCase() === cell.toLowerCase()) ?? ship.crew;
}

export const shocked = (c: Campaign, ship: Ship): boolean => yes(extraRow(c, 'Ships', ship.id)[SHOCK]);

/** GC C9.41, C9.60, C16.10c: a poor, green or shocked crew counts as poor. */
export const poorLike = (c: Campaign, ship: Ship): boolean => shocked(c, ship) || ['Poor', 'Green'].includes(crewOf(c, ship));

/** GC C9.51, C9.10: an outstanding or computer-operated crew (not shocked). */
export const outstanding = (c: Campaign, ship: Ship): boolean =>
  !poorLike(c, ship) && ['Outstanding', 'Computer'].includes(crewOf(c, ship));

/** GC C9.40a (-30%), C9.51a (+50%), C9.10 (+67%): the ship's BPV on the battle record, rounded to a whole point (rule option GC170). */
export function crewBpv(c: Campaign, ship: Ship, bpv: number): number {
  const percent = poorLike(c, ship) ? -30 : crewOf(c, ship) === 'Computer' ? 67 : crewOf(c, ship) === 'Outstanding' ? 50 : 0;
  return Math.round((bpv * (100 + percent)) / 100);
}

/** GC C9.40d, C9.51d: the command rating one lower for a poor crew (never below 1), one higher for an outstanding one. */
export function crewRating(c: Campaign, ship: Ship, rating: number): number {
  if (!rating) return rating;
  return poorLike(c, ship) ? Math.max(1, rating - 1) : outstanding(c, ship) ? rating + 1 : rating;
}

const crippled = (s: Ship): boolean => s.condition === 'Crippled';

/**
 * GC C23.30: a squadron with a crippled ship moves one hex a turn at most; C9.51c: one whose every ship has
 * an outstanding or computer crew moves one hex more (rule option GC171).
 */
export function crewSpeed(w: World, f: Fleet, speed: number): number {
  const ships = w.shipsOf(f.id);
  if (ships.some(crippled)) return Math.min(speed, 1);
  return ships.length && ships.every((s) => outstanding(w.c, s)) ? speed + 1 : speed;
}

/** Why a squadron may not follow its Move order's course and clauses: C9.40c, C23.20h (reactionary movement), C23.20e (unsurveyed space). */
export function crewMoveProblem(
  w: World,
  f: Fleet,
  standing: StandingOrders,
  course: readonly string[],
  ships: readonly SquadronShip[],
): string | undefined {
  const mine = w.shipsOf(f.id);
  if (standing.rx.length) {
    if (mine.some((s) => poorLike(w.c, s)) && mine.every((s) => poorLike(w.c, s)))
      return `${f.id} has only poor, green or shocked crews: reactionary movement needs a ship with a normal crew along (GC C9.40c, C16.10c)`;
    const lead = mine.find((s) => s.id === commandShip(ships)?.id);
    if (lead && crippled(lead))
      return `${f.id}'s command ship ${lead.id} is crippled: no reactionary movement unless an uncrippled ship commands (GC C23.20h)`;
  }
  const hex = mine.some(crippled) ? course.find((h) => yes(extraRow(w.c, 'Systems', h)[UNSURVEYED])) : undefined;
  return hex ? `${f.id} has crippled ships: they may not enter unsurveyed ${hex} (GC C23.20e)` : undefined;
}

/** GC C9.11, C9.20: a computer-operated ship with a legendary officer or any special crew on a base, in words. */
export function crewProblems(w: World): string[] {
  const out: string[] = [];
  for (const s of w.c.ships) {
    const crew = crewOf(w.c, s);
    if (crew !== s.crew && s.crew !== 'Normal')
      out.push(`Ships: ${s.id} has a ${crew} crew: its Crew is Normal, not ${s.crew} (GC C9.11, C9.42).`);
    if (crew === 'Computer' && (yes(extraRow(w.c, 'Ships', s.id)[LEGENDARY_ADMIRAL]) || s.lo))
      out.push(`Ships: ${s.id} is computer-operated: it carries no legendary officer (GC C9.11).`);
    if (crew !== 'Normal' && hasRole(w.classOf(s), 'base')) out.push(`Ships: ${s.id} is a base: bases have no special crew (GC C9.20).`);
  }
  return out;
}

/** GC C16.10a: a ship that overhauls a shocked ship of its empire: a starbase (hull SB) or an FRD (rule option GC172). */
const overhauls = (w: World, s: Ship): boolean => hasRole(w.classOf(s), 'FRD') || /^SB$/i.test(w.classOf(s)?.hull ?? '');

/** GC C16.10a: at the turn's end each shocked ship at its empire's shipyard, starbase or FRD is overhauled (shock cleared). */
export function overhaulShocked(w: World): void {
  for (const s of w.c.ships.filter((x) => shocked(w.c, x))) {
    const f = w.fleet(s.fleet);
    if (!f) continue;
    const sys = w.system(f.location);
    const yard = sys?.owner === s.empire && String(extraRow(w.c, 'Systems', f.location)[SHIPYARDS] ?? '').trim() !== '';
    const base = w
      .fleetsAt(f.location)
      .filter((g) => g.empire === s.empire)
      .some((g) => w.shipsOf(g.id).some((x) => x !== s && overhauls(w, x)));
    if (!yard && !base) continue;
    setExtra(w.c, 'Ships', s.id, { [SHOCK]: '' });
    w.log('Overhaul', s.empire, `${s.id} overhauled at ${f.location}: no longer shocked`, 'GC C16.10a');
    w.report(s.empire, 'Movement', `${s.id} is overhauled at ${f.location} and recovers from shock (GC C16.10a).`);
  }
}

/** GC C9, C16, C23: what a side's special crews, shock and crippled ships bring to its battle, for the battle's card. */
export function crewCard(w: World, ships: readonly Ship[]): string[] {
  const named = (test: (s: Ship) => boolean) => ships.filter(test).map((s) => s.id);
  const lines: [string[], string][] = [
    [
      named((s) => crewOf(w.c, s) === 'Computer' && !shocked(w.c, s)),
      'computer-operated: before the battle each rolls 2d6, on 2-3 it joins the other side or self-destructs (even chances) (GC C9.10)',
    ],
    [named((s) => crewOf(w.c, s) === 'Outstanding' && !shocked(w.c, s)), 'outstanding crew (GC C9.51)'],
    [named((s) => ['Poor', 'Green'].includes(crewOf(w.c, s)) && !shocked(w.c, s)), 'poor or green crew (GC C9.40, C9.60)'],
    [named((s) => shocked(w.c, s)), 'shocked: poor crew, no disengagement by acceleration, no special abilities (GC C16.10c)'],
    [named(crippled), 'crippled: no disengagement by acceleration, no special attack forms (GC C23.20b, C23.20c)'],
  ];
  return lines.filter(([ids]) => ids.length).map(([ids, words]) => `${ids.join(', ')} ${words}.`);
}
