// A Staley turn (Annex AAA): the orders of the turn are plotted, then each of the eight phases runs the
// sequence of play: 1 repairs (KK) and builds, 2 moves, 2a detection, 2b the fast fleets' second hex
// and what it changes, 2c minesweepers find minefields (BB4), 3 encounters and supply (JJ), 4 scenarios (the turn pauses at the phase until
// Resolve battles, and for the GM's word on hexes agreed on, agreements.ts), 5 disengaged moves, claims
// and a capital's fall (AA4.1), 6 strategic moves (DD5, phase 8), 7 finished builds placed, 8 income and
// the race for AA4.2 (phase 8), 9 the GM's intelligence report (phase 8: the turn waits for Apply
// rulings, intelligence.ts). After the eighth phase the next turn begins.

import type { BattlesOutcome, StepEnd, TurnOutcome, TurnStep } from '../../core/game';
import { runTicks, TurnRefused } from '../../core/game';
import { nextTurn } from '../../core/calendar';
import type { Campaign, TickPause } from '../../core/model';
import type { Dice } from '../../core/dice';
import type { OrderResult } from '../../core/plotting';
import { World } from '../../core/world';
import { groupBy } from '../../core/ids';
import { processRefusal } from '../../core/readiness';
import { STALEY_CALENDAR, LAST_PHASE } from './calendar';
import { STALEY_LAYOUT } from './map';
import { plotOrders } from './orders';
import { moveRound } from './movement';
import { DETECTIONS_TAB, detectionStep, secondDetectionStep } from './detection';
import { claimStep, encounterStep, scenariosStep } from './engagement';
import { applyBattle, disengagedStep } from './battles';
import { buildStep, placeStep } from './construction';
import { refitsDoneStep, refitStep } from './refits';
import { claimsWithProspectors, prospectorsStep } from './prospectors';
import { incomeStep } from './income';
import { intelligenceStep, sendIntelligence } from './intelligence';
import { agreementsStep, settleHexes } from './agreements';
import { applyAnswers, rulingsRefusal } from '../../core/rulings';
import { capitalStep } from './capital';
import { supplyStep } from './supply';
import { sweepStep } from './minefields';
import { repairStep } from './repairs';
import { strategicStep } from './strategic';
import { espionageStep } from './espionage';
import { endYearStep, lastStandingStep, raceStep, staleyOver } from './victory';

/** What a phase's steps share: the phase that runs. */
export interface StaleyTurn {
  tick: number;
}

const step = (name: string, run: (w: World, t: StaleyTurn) => StepEnd | void): TurnStep<StaleyTurn> => ({ name, run });

export const PHASE_STEPS: readonly TurnStep<StaleyTurn>[] = [
  step('Repairs', repairStep),
  step('Builds', buildStep),
  step('Refits', refitStep),
  step('Prospectors', (w, t) => prospectorsStep(w, t.tick)),
  step('Move', (w, t) => void moveRound(w, 1, t.tick)),
  step('Detection', detectionStep),
  step('Second move', (w, t) => void moveRound(w, 2, t.tick)),
  step('Second detection', secondDetectionStep),
  step('Minesweeping', sweepStep),
  step('Encounters', encounterStep),
  step('Supply', supplyStep),
  step('Scenarios', scenariosStep),
  step('Agreements', agreementsStep),
  step('Disengaged', disengagedStep),
  step('Claims', (w) => claimsWithProspectors(w, claimStep)),
  step('Capitals', (w) => (capitalStep(w), lastStandingStep(w))),
  step('Strategic', (w, t) => (t.tick === LAST_PHASE ? strategicStep(w) : undefined)),
  step('Place builds', placeStep),
  step('Refits done', refitsDoneStep),
  step('Income', (w, t) => (t.tick === LAST_PHASE ? incomeStep(w) : undefined)),
  step('The end', (w, t) => (t.tick === LAST_PHASE ? (raceStep(w), endYearStep(w)) : undefined)),
  step('Espionage', (w, t) => espionageStep(w, t.tick === LAST_PHASE)),
  step('Intelligence', (w, t) => intelligenceStep(w, t.tick)),
];

/** A World on the hex map (its adjacency from the hexes, BB3.3). */
export const staleyWorld = (c: Campaign, dice: Dice) => new World(c, dice, undefined, STALEY_LAYOUT);

/** Runs the phases from the turn's first, or from just after its pause; after the eighth, the next turn. */
function runPhases(w: World, from?: TickPause): boolean {
  const done = runTicks(STALEY_CALENDAR, PHASE_STEPS, w, { tick: 0 }, from);
  if (done) {
    const s = w.c.settings;
    const next = nextTurn(STALEY_CALENDAR, { year: s.year, turn: s.season });
    [s.year, s.season, s.phase] = [next.year, next.turn, 'Orders'];
  }
  return done;
}

function outcome(w: World, results: Map<string, OrderResult[]>, closed: boolean): TurnOutcome {
  w.flushRolls(0);
  return {
    campaign: { ...w.c, ledger: [...w.c.ledger, ...w.newLedger] },
    results,
    log: w.newLog,
    battles: w.c.battles.filter((b) => b.status !== 'Resolved'),
    reports: w.reports,
    closed,
  };
}

export const staleyRefusal = (c: Campaign) => processRefusal(c, staleyOver);

export function processTurn(c: Campaign, dice: Dice, seed: string): TurnOutcome {
  const why = staleyRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = staleyWorld(c, dice);
  w.log('Turn', '', `Processing ${w.season}`, `dice seed "${seed}"`);
  (w.c.tables ??= {})[DETECTIONS_TAB.name] = []; // the last turn's detections give way to this turn's
  const results = plotOrders(w);
  const closed = runPhases(w);
  w.c.settings.lastProcessed = w.season;
  for (const e of w.c.empires) e.ready = false;
  return outcome(w, results, closed);
}

/** Resolve battles: the results applied; once none is pending, the turn goes on from the phase it paused in. */
export function resolveBattles(c: Campaign, dice: Dice): BattlesOutcome {
  const w = staleyWorld(c, dice);
  const from = w.c.settings.pausedAt;
  if (!from) throw new TurnRefused('No turn is paused in a phase: the Campaign tab has no Tick and Paused step.');
  const byBattle = groupBy(w.c.battleShips, (r) => r.battle);
  const ready = w.c.battles.filter((b) => b.status !== 'Resolved' && (byBattle.get(b.id) ?? []).every((r) => r.result));
  if (!ready.length)
    throw new TurnRefused("No battle has every ship's result: enter them in Battle ships (or auto-resolve), then Resolve battles.");
  for (const b of ready) applyBattle(w, b, byBattle.get(b.id) ?? []);
  const before = new Set(w.c.battles.map((b) => b.id));
  const pending = w.c.battles.some((b) => b.status !== 'Resolved');
  if (!pending) w.c.settings.phase = 'Orders';
  const closed = !pending && runPhases(w, from);
  const out = outcome(w, new Map(), closed);
  return {
    campaign: out.campaign,
    log: out.log,
    reports: out.reports,
    resolved: ready.map((b) => b.id),
    created: out.battles.filter((b) => !before.has(b.id)),
    closed,
    orderNotes: [],
  };
}

/** Apply rulings: the intelligence reports sent and any other answer applied; the turn goes on from its pause. */
export function applyRulings(c: Campaign, dice: Dice): TurnOutcome {
  const why = rulingsRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = staleyWorld(c, dice);
  const from = w.c.settings.pausedAt;
  if (!from) throw new TurnRefused('No turn is paused in a phase: the Campaign tab has no Tick and Paused step.');
  sendIntelligence(w);
  settleHexes(w);
  applyAnswers(w);
  w.c.settings.phase = 'Orders';
  return outcome(w, new Map(), runPhases(w, from));
}

/** Check orders: the orders plotted on a copy; nothing changes. */
export function checkTurn(c: Campaign, only?: readonly string[]): Map<string, OrderResult[]> {
  return plotOrders(staleyWorld(c, { rolls: [], roll: (count) => count }), only);
}
