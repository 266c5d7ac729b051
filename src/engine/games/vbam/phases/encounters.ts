// `VBAM Encounters`, the step: fleets of powers that may fight meet (meetings.ts), each fleet's standing
// order decides what the meeting gives (scenarios.ts: a Deep space, Defensive or Pursuit scenario, a
// refusal, or nothing), and a scenario becomes a pending battle with its card (scenarioBattle.ts); the
// turn pauses until Resolve battles. Deep space (deepSpace.ts) is met first, and each fleet still there
// afterwards continues its move or returns (VB71).
//
// A trade fleet met on its route (tradeMeetings.ts) is an encounter of the first round too (VB91).
//
// Rounds (VB74): each sector's encounters are taken one pair of powers after another (the Empires tab's
// order); a sector gives at most one scenario a round, and the sectors with a scenario are taken in a
// random order (the turn's dice). After Resolve battles the next round takes each sector's next
// encounter with the ships as they now stand, until none is left.

import type { StepEnd } from '../../../core/game';
import { Battle, BattlePlace, placeText, sideFleets } from '../../../core/model';
import type { World } from '../../../core/world';
import type { VbamTurn } from '../turnState';
import type { EncounterOutcome, Scenario } from '../scenarios';
import { GROUND_COMBAT_MAP } from '../ground';
import { groupBy } from '../../../core/ids';
import {
  colonyOf,
  inSpace,
  laneMeetings,
  Meeting,
  byRank,
  outcomeOf,
  pairRank,
  pairs,
  sideWords,
  tell,
  tradeFleetMeetings,
} from './meetings';
import { startBattle } from './scenarioBattle';
import { deepSpace } from './deepSpace';

/** Per place, the pairs of powers that have had a scenario there this turn (`VBAM Encounters`), by their ranks. */
function fought(w: World): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  const rows = groupBy(w.c.battleShips, (r) => r.battle); // once: a battle's rows, not a search of all per battle
  for (const b of w.c.battles.filter((x) => x.season === w.season && x.map !== GROUND_COMBAT_MAP)) {
    const empire = (side: 'A' | 'B') => rows.get(b.id)?.find((r) => r.side === side)?.empire;
    const [p, q] = [empire('A'), empire('B')];
    if (p && q) out.set(placeText(b.place), [...(out.get(placeText(b.place)) ?? []), pairRank(w, p, q)]);
  }
  return out;
}

/** A sector's encounter that gives no scenario: told to both powers. */
function noScenario(t: VbamTurn, m: Meeting, o: EncounterOutcome): void {
  const at = placeText(m.where);
  const colony = m.where.kind === 'system' ? colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]) : undefined;
  if (o.refusedBy)
    tell(
      t,
      m,
      () =>
        `Encounter at ${at}: ${o.refusedBy} refused the defensive scenario at ${colony!.system}; no battle, and no invasion of ${colony!.system} by ${colony!.owner === m.a[0].empire ? m.b[0].empire : m.a[0].empire} this turn (VBAM Encounters, VB72).`,
    );
  else
    tell(
      t,
      m,
      (viewer) =>
        `Encounter at ${at} between ${sideWords(m.a, viewer)} and ${sideWords(m.b, viewer)}: no fleet demanded a scenario; no battle (VBAM Encounters).`,
    );
}

/** `items` in a random order by the turn's dice (1D(n), 1D(n-1) … : a Fisher-Yates shuffle); one item rolls nothing. */
function inRandomOrder<T>(w: World, items: T[], purpose: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = w.dice.roll(1, i + 1, purpose) - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * One round of encounters (VB74). The first round meets deep space and every sector; a later one (after
 * Resolve battles) the sectors with a scenario this turn, for their next encounter, and the fleets that
 * continued there after deep space.
 */
function encounterRound(t: VbamTurn, first: boolean): StepEnd | void {
  const { w } = t;
  const made: Battle[] = [];
  for (const m of first ? laneMeetings(t) : []) {
    const b = deepSpace(t, m);
    if (b) made.push(b);
  }
  const due: { m: Meeting; s: Scenario; refusedBy?: string }[] = [];
  const fights = first ? new Map<string, [number, number][]>() : fought(w);
  for (const sector of t.v.map.sectors) {
    const where: BattlePlace = { kind: 'system', system: sector.id };
    const done = fights.get(sector.id) ?? [];
    const last = done.reduce<[number, number] | undefined>((x, y) => (!x || byRank(x, y) <= 0 ? y : x), undefined);
    const open = pairs(w, where, inSpace(w, w.fleetsAt(sector.id))).filter((m) => {
      const r = pairRank(w, m.a[0].empire, m.b[0].empire);
      if (first) return true;
      if (done.some((d) => d[0] === r[0] && d[1] === r[1])) return false;
      return (!!last && byRank(r, last) > 0) || [...m.a, ...m.b].some((f) => t.continued.has(f.id));
    });
    for (const m of open) {
      const o = outcomeOf(t, m);
      if (o.refusedBy && o.scenario) noScenario(t, m, { back: [], refusedBy: o.refusedBy });
      if (o.scenario) {
        due.push({ m, s: o.scenario, ...(o.refusedBy ? { refusedBy: o.refusedBy } : {}) });
        break;
      }
      noScenario(t, m, o);
    }
  }
  // VB91: the trade fleets met on their routes, in the first round, each beside its sector's own
  // encounter; a fleet already given a scenario this round fights that one only (one battle at a time).
  const busy = new Set([
    ...made.flatMap((b) => [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)]),
    ...due.flatMap((d) => [...d.s.a, ...d.s.b]),
  ]);
  for (const { m, o } of first ? tradeFleetMeetings(t) : []) {
    const fleets = [...m.a, ...m.b];
    if (o.scenario && fleets.some((f) => busy.has(f.id))) {
      tell(
        t,
        m,
        () => `Trade fleet ${m.trade} at ${placeText(m.where)}: not fought, a fleet of the meeting has another scenario this round (VB91).`,
      );
      continue;
    }
    if (!o.scenario) noScenario(t, m, o);
    else {
      due.push({ m, s: o.scenario });
      for (const f of fleets) busy.add(f.id);
    }
  }
  for (const d of inRandomOrder(w, due, 'VBAM Combat: the order of the systems with a scenario (VB74)'))
    made.push(startBattle(t, d.m, d.s, d.refusedBy));
  if (!made.length) return;
  w.c.settings.phase = 'Battles';
  return 'pause';
}

/** The Encounters step of the turn: its first round. */
export const encountersPhase = (t: VbamTurn): StepEnd | void => encounterRound(t, true);

/** The Encounters step after Resolve battles: the next round, if any encounter is left. */
export const laterEncounters = (t: VbamTurn): StepEnd | void => encounterRound(t, false);
