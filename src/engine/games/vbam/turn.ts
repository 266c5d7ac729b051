// A VBAM-SFB turn (`VBAM Sequence of Play`): Income → Orders → Tech (turns 6 and 12) → Intel →
// Movement → Supply, encounters and battles → Construction Completion → Update Assets → End Turn.
// Each phase is a step in phases/; the turn pauses for battles and for rulings, and goes on from there.

import type { StepEnd, TurnOutcome, TurnStep } from '../../core/game';
import { runSteps, TurnRefused } from '../../core/game';
import { nextTurn } from '../../core/calendar';
import type { Campaign } from '../../core/model';
import type { Dice } from '../../core/dice';
import type { OrderResult } from '../../core/plotting';
import { World } from '../../core/world';
import { orderLines, reportTitle, sectioned } from '../../core/report';
import { applyAnswers, pendingRulings, rulingsRefusal } from '../../core/rulings';
import { processRefusal } from '../../core/readiness';
import { storeVbam } from './state';
import { newTurn, type VbamTurn } from './turnState';
import { plotOrders } from './phases/orders';
import { VBAM_CALENDAR } from './calendar';
import { incomeStep } from './phases/income';
import { techStep } from './phases/tech';
import { constructionStep } from './phases/construction';
import { productivityStep } from './phases/assets';
import { commerce } from './phases/commerce';
import { meetTradeFleets } from './phases/tradeMeetings';
import { civilianFleets } from './phases/civilianFleets';
import { cargoLosses } from './phases/cargoLosses';
import { invasion } from './phases/invasion';
import { flightBasing } from './phases/flightBasing';
import { raids, applyRaidRulings } from './phases/raids';
import { randomEvents } from './phases/randomEvents';
import { colonisation } from './phases/colonisation';
import { morale } from './phases/morale';
import { censusGrowth } from './phases/censusGrowth';
import { victory, vbamOver } from './phases/victory';
import { checkIntel, intelPhase } from './phases/intel';
import { movementPhase } from './phases/movement';
import { controlPhase } from './phases/control';
import { supplyPhase } from './phases/supply';
import { outOfSupply } from './fleets';
import { encountersPhase, laterEncounters } from './phases/encounters';
import { contactPhase } from './phases/contact';
import { releaseInterned } from './treaties';

/** Said after an order whose work waits for the battles (Game.pendingWords); no VBAM order does. */
export const VBAM_PENDING = ': waits for the battles';

type Step = TurnStep<VbamTurn>;
const step = (name: string, run: (t: VbamTurn) => StepEnd | void): Step => ({ name, run: (_w, t) => run(t) });

/** The steps up to the battles. */
export const TURN_STEPS: readonly Step[] = [
  step('Income', incomeStep),
  step('Commerce', commerce),
  step('Orders', (t) => plotOrders(t)),
  step('Tech', techStep),
  step('Intel', intelPhase),
  step('Movement', movementPhase),
  step('Control', controlPhase),
  step('Contact', contactPhase),
  step('Trade fleets met', meetTradeFleets),
  step('Supply', supplyPhase),
  step('Encounters', encountersPhase),
];

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
export const CLOSE_STEPS: readonly Step[] = [
  step('Civilian fleets', civilianFleets),
  step('Cargo losses', cargoLosses),
  step('Invasion', invasion),
  step('Flight basing', flightBasing),
  step('Raids', raids),
  step('Construction Completion', constructionStep),
  step('Update Assets', productivityStep),
  step('Colonisation', colonisation),
  step('Morale', morale),
  step('Census growth', censusGrowth),
  step('Victory', victory),
  step('Random events', randomEvents),
  step('Rulings', rulingsPause),
  step('Release interned', (t) => releaseInterned(t.w)),
  step('End turn', endTurn),
];

/** Why the turn cannot be processed now, if it cannot (also once a victory goal ended the campaign). */
export const turnRefusal = (c: Campaign): string | undefined => processRefusal(c, vbamOver);

/** What a turn (or Resolve battles) gives back: the typed state written into the campaign, and what to tell. */
export function vbamOutcome(t: VbamTurn, closed: boolean): TurnOutcome {
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

/**
 * Once Resolve battles leaves none pending: the next round of encounters (VB74), with the fleets out of
 * supply as the Supply step found them, then, if it makes no battle, the close steps; false when paused.
 */
export function afterBattles(t: VbamTurn): boolean {
  for (const f of outOfSupply(t.w, t.v)) t.outOfSupply.add(f.id);
  return runSteps([step('Encounters', laterEncounters), ...CLOSE_STEPS], t.w, t).pausedAt === undefined;
}

export function processTurn(c: Campaign, dice: Dice, seed: string): TurnOutcome {
  const why = turnRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = new World(c, dice);
  w.log('Turn', '', `Processing ${w.season}`, `dice seed "${seed}"`);
  const t = newTurn(w);
  const closed = runSteps(TURN_STEPS, w, t).pausedAt === undefined && closeTurn(t);
  for (const e of w.c.empires) {
    const lines = w.reports.get(e.id);
    if (lines) w.reports.set(e.id, sectioned([reportTitle(w, e), ...orderLines(t.results.get(e.id) ?? [], VBAM_PENDING), ...lines]));
  }
  w.c.settings.lastProcessed = w.season;
  for (const e of w.c.empires) e.ready = false;
  return vbamOutcome(t, closed);
}

/** Apply rulings: each answer takes effect, and the turn goes on from the step after its Rulings pause. */
export function resumeTurn(c: Campaign, dice: Dice): TurnOutcome {
  const why = rulingsRefusal(c);
  if (why) throw new TurnRefused(why);
  const t = newTurn(new World(c, dice));
  applyRaidRulings(t, applyAnswers(t.w));
  return vbamOutcome(t, closeTurn(t, CLOSE_STEPS.findIndex((s) => s.name === 'Rulings') + 1));
}

/** Every roll a success: checking settles no chance. */
const CHECK_DICE: Dice = { rolls: [], roll: (count) => count };

/**
 * Check orders: the Income, Orders and Intel steps on a copy (orders spend this turn's income; the
 * diplomatic rows are worded by their chances); nothing changes.
 */
export function checkTurn(c: Campaign): Map<string, OrderResult[]> {
  const t = newTurn(new World(c, CHECK_DICE));
  incomeStep(t);
  plotOrders(t);
  checkIntel(t, c);
  return t.results;
}

/**
 * Each empire's orders checked alone (ORDER_CHECKS): another empire's orders never show in its checks.
 * The campaign is copied once; each empire's check works on a fork of that copy (World: only that
 * empire's fleets and ships are its own), not on a whole copy of its own.
 */
export function checkEachAlone(c: Campaign, empires: string[]): Map<string, OrderResult[]> {
  const base = new World({ ...c, orders: {} }, CHECK_DICE);
  return new Map(
    empires.map((e) => {
      const t = newTurn(new World({ ...c, orders: { [e]: c.orders[e] ?? [] } }, CHECK_DICE, base));
      incomeStep(t);
      plotOrders(t, e);
      checkIntel(t, c);
      return [e, t.results.get(e) ?? []];
    }),
  );
}
