// A VBAM-SFB turn (`VBAM Sequence of Play`): Income → Orders → Tech (turns 6 and 12) → Intel →
// Movement → Supply, encounters and battles → Construction Completion → Update Assets → End Turn.
// Each phase is a step in phases/; the turn pauses for battles and for rulings, and goes on from there.

import type { StepEnd, TurnOutcome, TurnStep } from '../../core/game';
import { runSteps, TurnRefused } from '../../core/game';
import { nextTurn, stamp } from '../../core/calendar';
import type { Campaign } from '../../core/model';
import type { Dice } from '../../core/dice';
import type { OrderResult } from '../../core/plotting';
import { World } from '../../core/world';
import { applyAnswers, pendingRulings, rulingsRefusal } from '../../core/rulings';
import { readinessRefusal } from '../../core/readiness';
import { storeVbam, VbamState, vbamState } from './state';
import { plotOrders } from './phases/orders';
import { VBAM_CALENDAR } from './calendar';

/** What a turn's phases share while it runs. */
export interface VbamTurn {
  w: World;
  v: VbamState;
  /** Per empire id: each order row and what became of it. */
  results: Map<string, OrderResult[]>;
  /** Each empire's Total Domestic Product this turn (`VBAM Income`), which the Tech phase needs. */
  tdp: Map<string, number>;
}

export function newTurn(w: World): VbamTurn {
  return { w, v: vbamState(w.c), results: new Map(), tdp: new Map() };
}

/** The turn's number in its year, 1 to 12 (`VBAM Tech` rolls at 6 and 12). */
export function turnOfYear(c: Campaign): number {
  return Number(/\d+/.exec(c.settings.season)?.[0] ?? 0);
}

type Step = TurnStep<VbamTurn>;
const step = (name: string, run: (t: VbamTurn) => StepEnd | void): Step => ({ name, run: (_w, t) => run(t) });

/** The steps up to the battles. */
export const TURN_STEPS: readonly Step[] = [step('Orders', (t) => plotOrders(t))];

/** The turn waits in the phase Rulings while any ruling is unanswered; Apply rulings goes on from the step after. */
function rulingsPause(t: VbamTurn): StepEnd | void {
  if (!pendingRulings(t.w.c).length) return;
  t.w.c.settings.phase = 'Rulings';
  return 'pause';
}

/** `VBAM End Turn`: the next turn by the calendar (twelve a year). */
function endTurn(t: VbamTurn): void {
  const s = t.w.c.settings;
  const next = nextTurn(VBAM_CALENDAR, { year: s.year, turn: s.season });
  [s.year, s.season] = [next.year, next.turn];
  s.phase = 'Orders';
}

/** The steps after the battles. */
export const CLOSE_STEPS: readonly Step[] = [step('Rulings', rulingsPause), step('End turn', endTurn)];

/** Why the turn cannot be processed now, if it cannot. */
export function turnRefusal(c: Campaign): string | undefined {
  const now = stamp(c.settings.year, c.settings.season);
  if (c.settings.phase === 'Rulings') return `${now} waits for rulings: answer them in the Rulings tab, then Apply rulings.`;
  if (c.settings.phase !== 'Orders') return `The campaign is in the ${c.settings.phase} phase, not Orders: finish it first.`;
  if (c.settings.lastProcessed === now) return `${now} was already processed. Undo the last processing to run it again.`;
  const pending = c.battles.filter((b) => b.status !== 'Resolved');
  if (pending.length)
    return `${pending.length} battle(s) are still pending (${pending.map((b) => b.id).join(', ')}): enter their results first.`;
  return readinessRefusal(c);
}

function outcome(t: VbamTurn, closed: boolean): TurnOutcome {
  const { w } = t;
  storeVbam(w.c, t.v);
  w.flushRolls(0);
  return {
    campaign: { ...w.c, ledger: [...w.c.ledger, ...w.newLedger], diplomacy: [...w.c.diplomacy, ...w.newDiplomacy] },
    results: t.results,
    log: w.newLog,
    battles: w.c.battles.filter((b) => b.season === w.season && b.status !== 'Resolved'),
    reports: w.reports,
    closed,
  };
}

/** The steps after the battles, from `from`; false when they paused. */
export function closeTurn(t: VbamTurn, from = 0): boolean {
  return runSteps(CLOSE_STEPS, t.w, t, from).pausedAt === undefined;
}

export function processTurn(c: Campaign, dice: Dice, seed: string): TurnOutcome {
  const why = turnRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = new World(c, dice);
  w.log('Turn', '', `Processing ${w.season}`, `dice seed "${seed}"`);
  const t = newTurn(w);
  const closed = runSteps(TURN_STEPS, w, t).pausedAt === undefined && closeTurn(t);
  w.c.settings.lastProcessed = w.season;
  for (const e of w.c.empires) e.ready = false;
  return outcome(t, closed);
}

/** Apply rulings: each answer takes effect, and the turn goes on from the step after its Rulings pause. */
export function resumeTurn(c: Campaign, dice: Dice): TurnOutcome {
  const why = rulingsRefusal(c);
  if (why) throw new TurnRefused(why);
  const t = newTurn(new World(c, dice));
  applyAnswers(t.w);
  return outcome(t, closeTurn(t, CLOSE_STEPS.findIndex((s) => s.name === 'Rulings') + 1));
}

/** Every roll a success: checking settles no chance. */
const CHECK_DICE: Dice = { rolls: [], roll: (count) => count };

/** Check orders: the Orders step on a copy; nothing changes. */
export function checkTurn(c: Campaign): Map<string, OrderResult[]> {
  const t = newTurn(new World(c, CHECK_DICE));
  plotOrders(t);
  return t.results;
}

/** Each empire's orders checked alone (ORDER_CHECKS): another empire's orders never show in its checks. */
export function checkEachAlone(c: Campaign, empires: string[]): Map<string, OrderResult[]> {
  return new Map(
    empires.map((e) => {
      const t = newTurn(new World({ ...c, orders: { [e]: c.orders[e] ?? [] } }, CHECK_DICE));
      plotOrders(t, e);
      return [e, t.results.get(e) ?? []];
    }),
  );
}
