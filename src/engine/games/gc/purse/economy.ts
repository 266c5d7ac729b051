// GC B1, B11, B12: each empire's treasury for the turn by the B11.15 procedure, as far as the base
// economic value goes: its systems' values (B1.40, B1.50, core economics B11.20) after damage (C7.31,
// C7.40, in the C7.45 order), halved when crippled (B11.11) or its homeworld rubbled (B1.30), the
// percentages of step a (command rating cuts B12.110-B12.115, economic exhaustion B12.40), then its
// mobility (B12.70). Each step is a Treasury row. And the A11 score, counted from the same systems.

import { basicsMissing, miningIncome } from '../commerce/colonies';
import type { Campaign } from '../../../core/model';
import { inPlay } from '../../../core/model';
import type { World } from '../../../core/world';
import { commandCut, CONTESTED, Damage, extraRow, Mobility } from '../base/rows';
import { heldSystems, HeldSystem, inExhaustion, isCrippled, mobilityOf } from '../base/holdings';
import { surrenderDeductions } from './surrender';
import { linkedToHomeworld } from '../base/tradeRoutes';
import { convoyShortfall } from './convoyValue';
import { mrrPercent } from '../commerce/mrr';
import { qcbEconomics } from '../commerce/commercialBases';
import { INTERNAL_INCOME, severedBy, severedHomeworld } from '../worlds/blockades';
import { pactSteps } from '../commerce/tradingPactPools';

/** GC B1.40: what the 1st, 2nd … 8th major system gained is worth (the 8th and every later one 100 EPs). */
export const SYSTEM_VALUES = [13, 18, 21, 25, 38, 53, 75, 100] as const;
/** GC B1.50: a minor colony's flat worth. */
const MINOR_COLONY = 10;

const MOBILITY: Record<Mobility, { factor: number; name: string }> = {
  FW: { factor: 2, name: 'full war' },
  LW: { factor: 1.5, name: 'limited war' },
  PT: { factor: 1, name: 'peacetime' },
  RB: { factor: 0.5, name: 'restoration' },
};
/** GC C7.31, C7.40: the share of its worth a damaged system keeps; A11.20 counts it so too. */
const KEPT: Record<Damage, number> = { Decimated: 0.5, Rubbled: 0.25 };

/**
 * GC B1.40, C7.45: the worth of `majors` major systems (cumulative), the damaged taking the highest places
 * first in the example's order, decimated then rubbled: an eight-system empire that lost one, with two
 * rubbled and one decimated, loses the 8th (100), half the 7th (75), and 75% of the 6th (53) and 5th (38).
 */
export function majorsWorth(majors: number, rubbled: number, decimated: number): number {
  const worth = Array.from({ length: majors }, (_, i) => SYSTEM_VALUES[Math.min(i, SYSTEM_VALUES.length - 1)]).reverse();
  return worth.reduce((sum, v, i) => sum + v * (i < decimated ? KEPT.Decimated : i < decimated + rubbled ? KEPT.Rubbled : 1), 0);
}

/** GC B11.15's steps for one empire: each an amount in EPs with its rule, the total its treasury for the turn. */
export function treasurySteps(c: Campaign, empire: string): { amount: number; reason: string; rule: string }[] {
  // B1.60: a system the GM ruled contested produces nothing (rule option GC101). C12.90: one blockaded the
  // whole last turn is severed: treated as lost, its internal income kept there (GC131).
  const owned = heldSystems(c, empire);
  const severed = owned.filter((s) => severedBy(c, s.id));
  const yielding = owned.filter((s) => extraRow(c, 'Systems', s.id)[CONTESTED] !== true && !severedBy(c, s.id));
  // B3.45: a system an MRR made yields once its basics stand (GC156).
  const waiting = yielding.map((s) => ({ s, missing: basicsMissing(c, s) })).filter((x) => x.missing.length);
  const held = yielding.filter((s) => !waiting.some((x) => x.s === s));
  const contested = owned.length - yielding.length - severed.length;
  const row = extraRow(c, 'Empires', empire);
  const home = owned.find((s) => s.kind === 'Homeworld');
  // B1.40: a major counts when the empire's trade routes link it to the homeworld (rule option GC90).
  const linked = linkedToHomeworld(c, empire, home?.id);
  const counted = held.filter((s) => s.kind === 'Minor colony' || !linked || linked.has(s.id));
  const unlinked = held.length - counted.length;
  const majors = counted.filter((s) => s.kind !== 'Minor colony');
  const minors = held.filter((s) => s.kind === 'Minor colony');
  const count = (list: HeldSystem[], d: Damage) => list.filter((s) => s.damage === d).length;
  const core = home && !severedBy(c, home.id) ? Number(row['Core economics']) || 0 : 0;
  const systems =
    majorsWorth(majors.length, count(majors, 'Rubbled'), count(majors, 'Decimated')) +
    minors.reduce((sum, s) => sum + MINOR_COLONY * (s.damage ? KEPT[s.damage] : 1), 0) +
    core;
  const steps = [
    {
      amount: systems,
      reason: `${majors.length} major system(s), ${minors.length} minor colonies, core economics ${core}${unlinked ? `; ${unlinked} major(s) no trade route links to the homeworld` : ''}${contested ? `; ${contested} contested, producing nothing` : ''}`,
      rule: `GC B11.15b, B1.40, B1.50, B11.20${contested ? ', B1.60' : ''}`,
    },
  ];
  if (severed.length)
    steps.push({
      amount: 0,
      reason: `blockaded, severed: ${severed.map((s) => `${s.id} (${s.kind === 'Minor colony' ? INTERNAL_INCOME.colony : INTERNAL_INCOME.major} EPs internal income kept there)`).join(', ')}`,
      rule: 'GC C12.90',
    });
  if (waiting.length)
    steps.push({
      amount: 0,
      reason: `made by MRR, yielding nothing yet: ${waiting.map((x) => `${x.s.id} (wants ${x.missing.join(', ')})`).join('; ')}`,
      rule: 'GC B3.45',
    });
  let bev = systems;
  const add = (amount: number, reason: string, rule: string) => {
    if (!amount) return;
    steps.push({ amount, reason, rule });
    bev += amount;
  };
  add(
    qcbEconomics(
      c,
      held.map((s) => ({ id: s.id, kept: s.damage ? KEPT[s.damage] : 1 })),
    ),
    "QCBs' core economics (twice the morale)",
    'GC B4.20b, B11.20, C7.31',
  );
  for (const d of surrenderDeductions(c, empire)) add(-d.amount, `${d.from}'s surrender`, 'GC B11.15b, B14.201');
  const crippled = isCrippled(c, empire);
  if (crippled) add(-bev / 2, home?.damage === 'Rubbled' ? 'homeworld rubbled: BEV halved' : 'crippled: BEV halved', 'GC B1.30, B11.11');
  const cut = commandCut(c, empire);
  const exhausted = inExhaustion(c, empire);
  const mobility = mobilityOf(c, empire);
  // B13.10: on restoration the command rating drops with no increase in income.
  const percent = (mobility === 'RB' ? 0 : cut >= 5 ? 40 : cut >= 3 ? 25 : 0) - (exhausted ? 50 : 0);
  add(
    (bev * percent) / 100,
    `${percent > 0 ? '+' : ''}${percent}%: ${[cut && `command rating -${cut}`, exhausted && 'economic exhaustion'].filter(Boolean).join(', ')}`,
    'GC B11.15a, B11.15c, B12.40, B12.110',
  );
  const mrr = mrrPercent(c, empire);
  // C30.20: trading pacts earn in MRR's step, on the same BEV.
  const pacts = pactSteps(c, empire, bev);
  add((bev * mrr) / 100, `+${mrr}%: mineral resource runs`, 'GC B3.40, B11.15a');
  for (const p of pacts) add(p.amount, p.reason, p.rule);
  // C12.95b: with its homeworld severed the empire's systems yield their base EPs whatever its mobility.
  if (severedHomeworld(c, empire))
    steps.push({ amount: 0, reason: `homeworld severed: ${MOBILITY[mobility].name} mobility does not apply`, rule: 'GC C12.95b' });
  else add(bev * (MOBILITY[mobility].factor - 1), `${MOBILITY[mobility].name} mobility`, 'GC B11.15d, B12.70');
  add(miningIncome(c, empire, held), 'mining stations (EEM)', 'GC B3.100, B11.15e');
  const convoys = convoyShortfall(c, empire);
  if (convoys) add((-bev * convoys.percent) / 100, convoys.words, 'GC E1.30, E1.35');
  add(Math.round(bev) - bev, 'rounded to a whole EP', 'GC B11.15');
  return steps;
}

/** Each empire's turnTreasury, found once for a World. */
const treasuries = new WeakMap<World, Map<string, number>>();
/** GC B10.55: the treasury "as on the status sheet": the turn's B11.15 total (rule option GC42). */
export function turnTreasury(w: World, empire: string): number {
  let t = treasuries.get(w);
  if (!t) treasuries.set(w, (t = new Map()));
  if (!t.has(empire))
    t.set(
      empire,
      Math.max(
        0,
        treasurySteps(w.c, empire).reduce((sum, s) => sum + s.amount, 0),
      ),
    );
  return t.get(empire) ?? 0;
}

/** GC B11.15 at the start of a turn: each empire's steps credited to the Treasury. */
export function creditTreasuries(w: World): void {
  for (const e of w.c.empires.filter(inPlay)) for (const s of treasurySteps(w.c, e.id)) w.addLedger(e.id, s.amount, s.reason, s.rule);
}

/** GC A11.20: systems counted, a minor colony as 1/2, a rubbled system 1/4 of its worth, a decimated one 1/2. */
export const systemsCounted = (held: readonly HeldSystem[]): number =>
  held.reduce((sum, s) => sum + (s.kind === 'Minor colony' ? 0.5 : 1) * (s.damage ? KEPT[s.damage] : 1), 0);

/** GC A11.10: (systems now - systems at the start) / systems at the start x 100, x 0.9 under economic exhaustion; one decimal. */
export function victoryScore(now: number, atStart: number, exhausted: boolean): number {
  if (!atStart) return 0;
  return Math.round(((now - atStart) / atStart) * 100 * (exhausted ? 0.9 : 1) * 10) / 10;
}

/** Each empire's A11 score as its VP (the Standings), at the end of a turn. */
export function scoreEmpires(c: Campaign): void {
  for (const e of c.empires) {
    const atStart = Number(extraRow(c, 'Empires', e.id)['Systems at start']) || 0;
    e.vp = victoryScore(systemsCounted(heldSystems(c, e.id)), atStart, inExhaustion(c, e.id));
  }
}
