// `VBAM Encounters`: who meets whom. Powers whose relation lets them fight (Hostilities or War) meet
// where their fleets in space end the Movement phase in one sector, or stopped each other head-on between
// two (VB52); each pair of powers is one encounter, its sides all their fleets there (VB55). What an
// encounter gives is scenarios.ts's, from each fleet's standing order (VB54) and the place: a colony of
// either power is a fixed defensive point (VB72).

import { BattlePlace, Fleet, placeText } from '../../../core/model';
import type { World } from '../../../core/world';
import type { VbamTurn } from '../turnState';
import { fixedUnit } from '../battles';
import { NO_STANDING_ORDER, StandingOrder } from '../model';
import { EncounterOutcome, EncounterPlace, EncounterSide, encounterOutcome } from '../scenarios';
import { coloniesIn, groundKind } from '../units';
import { standingIn } from '../fleets';

/** Two powers' fleets meeting at a place. */
export interface Meeting {
  where: BattlePlace;
  a: Fleet[];
  b: Fleet[];
  /** A trade fleet met on its route (VB91): its unit id; its fleet (it and its Sentries) is a side. */
  trade?: string;
}

/** Fleets holding a unit that fights in space (landed ground units never do). */
export const inSpace = (w: World, fleets: Fleet[]) => fleets.filter((f) => w.shipsOf(f.id).some((s) => !groundKind(s)));

export const standingOf = (t: VbamTurn, f: Fleet): StandingOrder => t.v.standing.get(f.id) ?? NO_STANDING_ORDER;

/** The powers' order (the Empires tab's) in which a sector's encounters are taken one after another. */
const rank = (w: World, power: string) => w.c.empires.findIndex((e) => e.id === power);
export const pairRank = (w: World, p: string, q: string): [number, number] => {
  const [x, y] = [rank(w, p), rank(w, q)];
  return x < y ? [x, y] : [y, x];
};
/** Pairs of ranks in that order: negative when `x` comes first. */
export const byRank = (x: [number, number], y: [number, number]) => x[0] - y[0] || x[1] - y[1];

/**
 * Every pair of powers that may fight among `fleets`, each with its fleets there, in the Empires tab's
 * order. VB105: powers allied to one of the pair (an Alliance or Co-Belligerence, VB95) that may fight the
 * other join its side as one combined fleet (`VBAM Fleet composition`), the pair's own fleets first; their
 * own pairs are then met already.
 */
export function pairs(w: World, where: BattlePlace, fleets: Fleet[]): Meeting[] {
  const powers = [...new Set(fleets.map((f) => f.empire))];
  const standing = standingIn(w.c);
  const side = (p: string, foe: string) => [p, ...powers.filter((r) => r !== p && standing.allied(p, r) && w.hostile(r, foe))];
  const fleetsOf = (side: string[]) => side.flatMap((p) => fleets.filter((f) => f.empire === p));
  const met = new Set<string>();
  const meetings = powers.flatMap((p, i) =>
    powers.slice(i + 1).flatMap((q) => {
      if (!w.hostile(p, q) || met.has(`${p}|${q}`)) return [];
      const [a, b] = [side(p, q), side(q, p)];
      for (const x of a) for (const y of b) met.add(`${x}|${y}`).add(`${y}|${x}`);
      return [{ where, a: fleetsOf(a), b: fleetsOf(b) }];
    }),
  );
  const order = (m: Meeting) => pairRank(w, m.a[0].empire, m.b[0].empire);
  return meetings.sort((m, n) => byRank(order(m), order(n)));
}

/** The meetings on the edges where fleets stopped each other head-on (`VBAM Movement`, VB52). */
export function laneMeetings(t: VbamTurn): Meeting[] {
  const { w } = t;
  const edges = new Map<string, { where: BattlePlace; fleets: Fleet[] }>();
  for (const [id, stop] of t.stopped) {
    const f = w.fleet(id)!;
    const [a, b] = [f.location, stop.toward].sort();
    const e = edges.get(`${a}-${b}`) ?? { where: { kind: 'lane' as const, a, b }, fleets: [] };
    edges.set(`${a}-${b}`, { ...e, fleets: [...e.fleets, f] });
  }
  return [...edges.values()].flatMap((e) => pairs(w, e.where, inSpace(w, e.fleets)));
}

/** The colony at `sector` of one of the two powers: the fixed defensive point of their encounter. */
export function colonyOf(t: VbamTurn, sector: string, powers: string[]) {
  return coloniesIn(t, sector).find((c) => c.owner && powers.includes(c.owner));
}

function placeOf(t: VbamTurn, m: Meeting): EncounterPlace {
  if (m.where.kind === 'lane') return { kind: 'deep space' };
  const colony = colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]);
  return colony ? { kind: 'colony', owner: colony.owner } : { kind: 'sector' };
}

function sideOf(t: VbamTurn, fleets: Fleet[]): EncounterSide {
  return {
    power: fleets[0].empire,
    fleets: fleets.map((f) => ({
      id: f.id,
      order: standingOf(t, f),
      mobile: t.w.shipsOf(f.id).some((s) => !groundKind(s) && !fixedUnit(t.w, t.v, s)),
    })),
  };
}

export const outcomeOf = (t: VbamTurn, m: Meeting): EncounterOutcome => encounterOutcome(placeOf(t, m), sideOf(t, m.a), sideOf(t, m.b));

/**
 * VB91: each trade fleet met on its route (tradeMeetings.ts, the 1D6 of VB24 chose the sector) is an
 * encounter there between the fleet that met it and the fleet holding the trade fleet and its Sentries,
 * when their powers may fight. It is met as in a sector with no colony (the trade fleet is not a fixed
 * defensive point): Refuse counts as Accept, and a demand makes a scenario. A trade fleet whose fleet
 * stands in that sector is met there by the sector's own encounter instead.
 */
export function tradeFleetMeetings(t: VbamTurn): { m: Meeting; o: EncounterOutcome }[] {
  const { w } = t;
  return t.tradeMeetings.flatMap((tm) => {
    const raider = w.fleet(tm.fleet);
    const holder = w.fleet(w.ship(tm.tradeFleet)?.fleet ?? '');
    if (!raider || !holder || holder.location === tm.sector || !w.hostile(raider.empire, holder.empire)) return [];
    const [a, b] = rank(w, raider.empire) < rank(w, holder.empire) ? [raider, holder] : [holder, raider];
    const m: Meeting = { where: { kind: 'system', system: tm.sector }, a: [a], b: [b], trade: tm.tradeFleet };
    return [{ m, o: encounterOutcome({ kind: 'sector' }, sideOf(t, m.a), sideOf(t, m.b)) }];
  });
}

/**
 * VB72: whether `invader`'s invasion of `owner`'s colony at `sector` is stopped this turn: their encounter
 * there is refused (by either side) as their fleets now stand.
 */
export function invasionRefused(t: VbamTurn, sector: string, invader: string, owner: string): boolean {
  const { w } = t;
  const fleets = inSpace(w, w.fleetsAt(sector));
  const m = pairs(w, { kind: 'system', system: sector }, fleets).find((x) =>
    [x.a[0].empire, x.b[0].empire].every((p) => p === invader || p === owner),
  );
  return !!m && !!outcomeOf(t, m).refusedBy;
}

/**
 * A side of an encounter as `viewer` is told of it (the GM: undefined): its own fleets by id, another
 * power's as "a fleet of KLI". With no battle fought, which fleets met stays secret (VB59).
 */
export function sideWords(side: Fleet[], viewer?: string): string {
  const own = side.filter((f) => viewer === undefined || f.empire === viewer).map((f) => f.id);
  const others = side.filter((f) => viewer !== undefined && f.empire !== viewer);
  const powers = [...new Set(others.map((f) => f.empire))].join(' and ');
  return [...own, ...(others.length ? [`${others.length === 1 ? 'a fleet' : `${others.length} fleets`} of ${powers}`] : [])].join(', ');
}

/** Tells both powers of a meeting (their Battles report) and the GM (the Log). */
export function tell(t: VbamTurn, m: Meeting, text: (viewer?: string) => string): void {
  const powers = [...new Set([...m.a, ...m.b].map((f) => f.empire))];
  for (const e of powers) t.w.report(e, 'Battles', text(e));
  t.w.log('Encounter', powers[0], `${powers.join(' and ')} at ${placeText(m.where)}`, text());
}
