// A GC turn (A7.10, D1.40): the Move orders plot each squadron's course and keep its standing orders
// (A9.10), then the twelve segments run through the kernel's tick stepper: squadrons move in the segments
// their speed gives, squadrons of empires at war that meet fight (the turn pauses at that segment until
// the battles are resolved, then goes on from there), and reactionary clauses fire on what each squadron
// sees (D2); what is left to a captain's discretion becomes a ruling that pauses the turn (A9.10). After
// segment 12 the turn closes (D6.90 bog-down noted, the next turn).

import { xConversionOrder } from './construction/xConversions';
import { destroyTechsOrder } from './forces/foreignTech';
import { runTicks, TurnOutcome, TurnRefused, TurnStep, BattlesOutcome } from '../../core/game';
import type { Campaign, Fleet, Order } from '../../core/model';
import { ORDER_CELL_LIMIT } from '../../core/model';
import type { Dice } from '../../core/dice';
import type { OrderResult } from '../../core/plotting';
import { World } from '../../core/world';
import { nextTurn } from '../../core/calendar';
import { processRefusal } from '../../core/readiness';
import { GC_CALENDAR } from './base/calendar';
import { GC_MAP } from './base/map';
import { courseWords, plotCourse } from './movement/movement';
import { courseText, parseCourse } from './base/course';
import { codeProblem, squadronProblems } from './base/squadrons';
import { mixedCommandProblem } from './forces/mixedSquadrons';
import { BOTTLENECK, empireCode, extraRow, setExtra } from './base/rows';
import { applyResults, gcResultProblems, meetings } from './combat/battles';
import { squadronShips } from './forces/attrition';
import { parseStanding, rxCost, standingText } from './base/standing';
import { REACTIONS_STEP, STANDING_ORDERS } from './movement/reactions';
import { scoreEmpires } from './purse/economy';
import { closePurse, closePurseTurn, isPurseKind, openPurse, PURSE_KINDS, PURSE_RULES } from './purse/purse';
import { immobile } from './purse/mothball';
import { applySurrenders, SURRENDER_STEP } from './purse/surrender';
import { build, deliverBuilds, startBuilds } from './construction/construction';
import { routeOrder } from './base/tradeRoutes';
import { deliverCarried, RAID_STEP, raidOrder } from './commerce/raids';
import { closeDecimation, DECIMATE_STEP, decimateOrder } from './combat/civilianTargets';
import { applyDiscretion, DISCRETION_STEP } from './movement/discretion';
import {
  applyEspionage,
  askMissions,
  counterspyOrder,
  espionageRefusal,
  rateNewSpies,
  spyOrder,
  spySchoolOrder,
} from './knowledge/espionage';
import { propagandaOrder } from './knowledge/propagandaDivision';
import { escapePrimeTeams, primeTeamOrder, teamsAboard, trainPrimeTeams } from './knowledge/primeTeams';
import { preferredPartnerOrder } from './knowledge/preferredPartners';
import { closeSurveys, surveyOrder } from './commerce/survey';
import { settleBasics } from './commerce/colonies';
import { applyResearch, researchOrder, researchRefusal, rollResearch } from './knowledge/research';
import { applyMrrs, mrrOrder, runMrrs } from './commerce/mrr';
import { BLOCKADE_STEP, blockadeOrder, closeBlockades } from './worlds/blockades';
import { supplyStep } from './worlds/supply';
import { ANNEX_STEP, annexOrder } from './commerce/annexing';
import { RUN_BLOCKADE_STEP } from './combat/blockadeRunning';
import { applyJudgements, askJudgements } from './gmRulings';
import { freeYards } from './construction/freeYards';
import { homeworldMoveOrder } from './worlds/homeworldMove';
import { orionsOrder } from './orions';
import { techTradeOrder } from './knowledge/techTrades';
import { closePacts, tradingPactOrder } from './commerce/tradingPactPools';
import { closeSearches, SEARCH_STEP, searchOrder } from './sensors/searches';
import { applyConvoys, closeConvoys, CONVOY_STEP, convoyDutyOrder, convoyRaidOrder, offOnConvoyDuty } from './commerce/convoys';
import { applyLegendary, askLegendary } from './combat/legendary';
import { applyContested, contestedStep } from './commerce/contested';
import { sensorStep } from './sensors/sensoring';
import { moraleStep } from './worlds/morale';
import { applyAnswers, rulingsRefusal } from '../../core/rulings';
import { crewMoveProblem, overhaulShocked } from './forces/crew';
import { fusionBombOrder } from './forces/fusionBombs';
import { alertOrder } from './forces/specialForces';
import { closeTraining, trainOrder } from './forces/training';
import { clearHighSpeed, HIGH_SPEED, orderMode } from './movement/specialMovement';
import { closeReserve, mmStatusOrder, reserveMoveProblem } from './commerce/reserve';
import { closeSpecialty } from './commerce/specialty';
import { expeditionOrder, markExpeditions } from './forces/expeditions';
import { reserveOrder } from './combat/battleReserve';
import { attritionOrder } from './forces/attrition';
import { deathRiderOrder } from './combat/deathRider';
import { finishBaseConversions } from './construction/xBases';
import { yardRefitOrder } from './construction/x2Yards';
import { clearHyperwarp, hyperwarpOrder } from './movement/hyperwarp';

export interface GcTurn {
  tick: number;
  /** The hexes squadrons entered in the segment that runs. */
  entered: Set<string>;
}

const newWorld = (c: Campaign, dice: Dice) => new World(c, dice, undefined, GC_MAP.layout);

/** A Move order: the squadron's course scheduled and kept on its Course column, or why not. */
export function move(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Move ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (o.kind !== 'Move')
    return { row: o.row, status: 'refused', text: `"${o.kind}" is no order of Galactic Conquest: write one of ${GC_KINDS.join(', ')}` };
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const illegal = [codeProblem(f.id, empireCode(w.c, empire)), ...squadronProblems(f.id, squadronShips(w, f)), immobile(w, f.id)].filter(
    Boolean,
  );
  if (offOnConvoyDuty(w, f)) illegal.push(`${f.id} is on convoy duty, off the map (GC B2.60): recall it first`);
  const reserve = reserveMoveProblem(w.c, f);
  if (reserve) return refused(reserve);
  if (illegal.length) return refused(illegal.join('; '));
  const standing = parseStanding(o.extras);
  if (typeof standing === 'string') return refused(standing);
  const steps = plotCourse(
    w,
    f,
    o,
    standing.rx.reduce((sum, c) => sum + rxCost(c), 0),
  );
  if (typeof steps === 'string') return refused(steps);
  // C22.30: a mixed squadron may not go where none of its ships may command it whole.
  const uncommanded = steps.map((s) => mixedCommandProblem(w, f, squadronShips(w, f), s.place)).find(Boolean);
  if (uncommanded) return refused(uncommanded);
  const crew = crewMoveProblem(
    w,
    f,
    standing,
    steps.map((s) => s.place),
    squadronShips(w, f),
  );
  if (crew) return refused(crew);
  const early = standing.rx.find((c) => c.trigger === 'segment' && Number(c.target) < (steps[0]?.tick ?? 13));
  if (early) return refused(`RX SS at ${early.target}: a squadron stops only once it has moved a hex (GC D2.36)`);
  setExtra(w.c, 'Fleets', f.id, {
    Course: courseText(steps),
    [STANDING_ORDERS]: standingText(standing),
    [HIGH_SPEED]: orderMode(o, f.location),
  });
  const rx = standing.rx.length ? `; ${standingText(standing)}` : '';
  return { row: o.row, status: 'done', text: `${f.id} ${f.location} > ${courseWords(steps)}${rx}` };
}

type OrderRule = (w: World, empire: string, o: Order) => OrderResult;
/** The rule of an order besides Move and the purse's, by kind. */
export const OTHER_RULES = new Map<string, OrderRule>([
  ['Build', build],
  ['Route', routeOrder],
  ['Raid', raidOrder],
  ['Decimate', decimateOrder],
  ['Convoy raid', convoyRaidOrder],
  ['Convoy duty', convoyDutyOrder],
  ['Spy', spyOrder],
  ['Counterspy', counterspyOrder],
  ['Propaganda', propagandaOrder],
  ['Spy school', spySchoolOrder],
  ['Research', researchOrder],
  ['MRR', mrrOrder],
  ['Search', searchOrder],
  ['Blockade', blockadeOrder],
  ['Annex', annexOrder],
  ['Move homeworld', homeworldMoveOrder],
  ['Orions', orionsOrder],
  ['Tech trade', techTradeOrder],
  ['Trading pact', tradingPactOrder],
  ['Prime team', primeTeamOrder],
  ['Preferred partner', preferredPartnerOrder],
  ['Survey', surveyOrder],
  ['Fusion bomb', fusionBombOrder],
  ['Alert levels', alertOrder],
  ['Train', trainOrder],
  ['MM status', mmStatusOrder],
  ['X conversion', xConversionOrder],
  ['Destroy techs', destroyTechsOrder],
  ['Expedition', expeditionOrder],
  ['Battle reserve', reserveOrder],
  ['Attrition', attritionOrder],
  ['Yard refit', yardRefitOrder],
  ['Hyperwarp', hyperwarpOrder],
  ['Death rider', deathRiderOrder],
]);

/** GC order kinds: Move plots a squadron's exact course (D1.60); Build orders a ship for the next turn (B11.40); Route lays a trade route (B1.20); Raid raids a foe's system (B1.70); Decimate decimates or annihilates one (C7.30, C7.51); Convoy raid and Convoy duty hunt and guard convoys (B2); Spy, Counterspy, Propaganda and Spy school are espionage (C14); Research funds R & D (C17); MRR mines unsurveyed hexes (B3); Search hunts cloaked and hidden squadrons (C6.30, C8.30); Blockade severs a foe's system or wears down its open-space base (C12); Annex takes a foe's hex of space (C13.30); Tech trade gives or accepts a tech (C17.70); Move homeworld asks the GM to move it (B11.90); Orions buys the Orion Pirates' services (B15.10); Prime team, Preferred partner and Survey are C14.50, C17.75 and B3.15; Fusion bomb builds an FBGB (A13); Alert levels turns ALT on or off (C40.20); Train trains an outstanding crew (C9.50); X conversion converts a ship to its X-ship class (C19.10); Destroy techs has a ship destroy its special technology before capture (C10.20); Expedition pays an expeditionary fleet's fee (C22.40); Attrition buys fighters, PFs or interceptors for a carrier (C20.10) or trains top guns (C20.300); Death rider flies a squadron's fighters and gunboats at the enemy bases in its hex (C20.500); Yard refit makes an SC3SY or SC4SY a second-generation X-ship yard (C21.20); Hyperwarp jumps an X-squadron along a trade route between bases (C21.50); Battle reserve names the ships a squadron holds in reserve in its battles (A10.40a, D7.0); the rest are the empire's purse (purse.ts). Every kind with a rule is in the Orders dropdown. */
export const GC_KINDS: readonly string[] = ['Move', ...OTHER_RULES.keys(), ...PURSE_KINDS];

/** Rule option K12: a row with a cell longer than an order may hold is refused unread, so no Result echoes the flood. */
function overLong(o: Order): OrderResult | undefined {
  const cells = {
    Fleet: o.fleet,
    Order: o.kind,
    Target: o.target,
    Ships: o.ships.join(', '),
    'Build class': o.buildClass,
    Extras: o.extras,
  };
  const long = Object.entries(cells).find(([, text]) => text.length > ORDER_CELL_LIMIT);
  if (!long) return undefined;
  const text = `its ${long[0]} cell holds ${long[1].length} characters, more than the ${ORDER_CELL_LIMIT} an order cell may hold: shorten it`;
  return { row: o.row, status: 'refused', text };
}

/** Each empire's orders (those of `only`, when given) and what became of them; courses set on `w`. */
export function plotOrders(w: World, only?: string): Map<string, OrderResult[]> {
  const out = new Map<string, OrderResult[]>();
  const rule = (o: Order) => (isPurseKind(o.kind) ? PURSE_RULES[o.kind] : (OTHER_RULES.get(o.kind) ?? move));
  for (const [empire, orders] of Object.entries(w.c.orders))
    if (!only || empire === only)
      out.set(
        empire,
        orders.map((o) => overLong(o) ?? rule(o)(w, empire, o)),
      );
  return out;
}

/** The segment's moves: each squadron whose course reaches a hex in this segment enters it (D1.40). */
const MOVE_STEP: TurnStep<GcTurn> = {
  name: 'Move',
  run: (w, t) => {
    t.entered = new Set();
    for (const f of w.c.fleets) {
      const step = parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? '')).find((s) => s.tick === t.tick);
      if (!step) continue;
      w.log('Move', f.empire, `${f.id} ${f.location} > ${step.place}`, 'GC D1.40');
      w.travel(f, [step.place]);
      t.entered.add(step.place);
    }
  },
};

/**
 * Squadrons of empires at war meeting in a hex entered this segment fight (A1.10); a side with a legendary
 * admiral first sees the set-up and may decline (A1.10): its ruling pauses the turn here.
 */
const MEETINGS_STEP: TurnStep<GcTurn> = {
  name: 'Meetings',
  run: (w, t) => {
    if (!askLegendary(w, meetings(w, t.tick, t.entered), t.tick)) return;
    w.c.settings.phase = 'Rulings';
    return 'pause';
  },
};

/** Pending battles pause the turn here (A1.10). */
const BATTLES_STEP: TurnStep<GcTurn> = {
  name: 'Battles',
  run: (w) => {
    if (!w.c.battles.some((b) => b.status !== 'Resolved')) return;
    w.c.settings.phase = 'Battles';
    return 'pause';
  },
};

export const SEGMENT_STEPS: readonly TurnStep<GcTurn>[] = [
  SURRENDER_STEP,
  RUN_BLOCKADE_STEP,
  MOVE_STEP,
  MEETINGS_STEP,
  BATTLES_STEP,
  REACTIONS_STEP,
  DISCRETION_STEP,
  RAID_STEP,
  DECIMATE_STEP,
  CONVOY_STEP,
  SEARCH_STEP,
  BLOCKADE_STEP,
  ANNEX_STEP,
];

/**
 * After segment 12: the builds done delivered (B8.50) and two-turn X-base conversions finished (C19.20), the free CWSY/DWSY (B8.41), raided EPs carried home (B1.25), blockades held
 * (C12.90) and supply behind enemy lines (C13) settled, shocked ships overhauled (C16.10a), courses cleared,
 * D6.90 bog-down noted for the next turn's movement, the A11 score, the C5.30 sensor readings, the spies'
 * missions (C14), the R & D rolls (C17), the mineral resource runs (B3), the B5 morale checks; then the turn ends (endTurn), unless any of
 * those asked rulings: the turn waits in the phase
 * Rulings, and Apply rulings ends it. False while it waits.
 */
function closeTurn(w: World): boolean {
  deliverBuilds(w);
  finishBaseConversions(w);
  freeYards(w);
  deliverCarried(w);
  closeDecimation(w);
  closeConvoys(w);
  closeSearches(w);
  closeBlockades(w);
  closePacts(w);
  closeSurveys(w);
  settleBasics(w);
  supplyStep(w);
  overhaulShocked(w);
  closeTraining(w);
  clearHighSpeed(w);
  clearHyperwarp(w);
  for (const f of w.c.fleets as Fleet[]) {
    const slots = w.shipsOf(f.id).length;
    setExtra(w.c, 'Fleets', f.id, { Course: '', [STANDING_ORDERS]: '', [BOTTLENECK]: '', Bogged: slots > 15 ? slots : '' });
  }
  scoreEmpires(w.c);
  sensorStep(w);
  const missions = askMissions(w);
  const research = rollResearch(w);
  const runs = runMrrs(w);
  closeSpecialty(w);
  closeReserve(w);
  // Each asks its rulings before the turn waits for them (B5, B1.60, C14, C17, B3; C11, B11.90, B15).
  const morale = moraleStep(w);
  const contested = contestedStep(w);
  const judged = askJudgements(w);
  if (morale || contested || missions || research || runs || judged) {
    w.c.settings.phase = 'Rulings';
    return false;
  }
  endTurn(w);
  return true;
}

/** The turn's end: exhaustion and crew (B12), the next turn. */
function endTurn(w: World): void {
  closePurseTurn(w);
  const s = w.c.settings;
  const next = nextTurn(GC_CALENDAR, { year: s.year, turn: s.season });
  [s.year, s.season, s.phase] = [next.year, next.turn, 'Orders'];
}

/** Runs the segments from the first, or from just after a pause; closes the turn after the twelfth. */
function runSegments(w: World): boolean {
  const from = w.c.settings.pausedAt;
  const done = runTicks(GC_CALENDAR, SEGMENT_STEPS, w, { tick: 0, entered: new Set() }, from);
  return done && closeTurn(w);
}

function outcome(w: World, results: Map<string, OrderResult[]>, closed: boolean): TurnOutcome {
  w.c.ledger.push(...w.newLedger);
  return { campaign: w.c, results, log: w.newLog, battles: w.c.battles.filter((b) => b.status !== 'Resolved'), reports: w.reports, closed };
}

export const gcRefusal = (c: Campaign): string | undefined => processRefusal(c, () => undefined);

export function processGcTurn(c: Campaign, dice: Dice, seed: string): TurnOutcome {
  const why = gcRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = newWorld(c, dice);
  w.log('Turn', '', `Processing ${w.season}`, `dice seed "${seed}"`);
  openPurse(w);
  trainPrimeTeams(w);
  const results = plotOrders(w);
  markExpeditions(w);
  rateNewSpies(w);
  closePurse(w);
  startBuilds(w);
  const closed = runSegments(w);
  w.c.settings.lastProcessed = w.season;
  for (const e of w.c.empires) e.ready = false;
  return outcome(w, results, closed);
}

/** Resolve battles: the results applied; once none is pending, the turn goes on from the segment it paused in. */
export function resolveGcBattles(c: Campaign, dice: Dice): BattlesOutcome {
  const w = newWorld(c, dice);
  const problems = gcResultProblems(w);
  if (problems.length) throw new TurnRefused(problems.join('\n'));
  const ready = w.c.battles.filter((b) => b.status !== 'Resolved');
  const aboard = teamsAboard(w);
  for (const b of ready) applyResults(w, b);
  escapePrimeTeams(w, aboard);
  const closed = !!w.c.settings.pausedAt && runSegments(w);
  return {
    campaign: w.c,
    log: w.newLog,
    reports: w.reports,
    resolved: ready.map((b) => b.id),
    created: w.c.battles.filter((b) => b.status !== 'Resolved'),
    closed,
    orderNotes: [],
  };
}

/**
 * Apply rulings: the answers taken (a surrender's division, B14.10; the captains' discretion, A9.10; morale,
 * B5.20, B5.40); the turn goes on from the segment it paused at, or, paused by morale after segment 12, ends.
 */
export function resumeGcTurn(c: Campaign, dice: Dice): TurnOutcome {
  const why = rulingsRefusal(c) ?? espionageRefusal(c.rulings ?? []) ?? researchRefusal(c.rulings ?? []);
  if (why) throw new TurnRefused(why);
  const w = newWorld(c, dice);
  const answered = applyAnswers(w);
  applySurrenders(w, answered);
  applyDiscretion(w, answered);
  applyConvoys(w, answered);
  applyEspionage(w, answered);
  applyResearch(w, answered);
  applyMrrs(w, answered);
  applyLegendary(w, answered);
  applyContested(w, answered);
  applyJudgements(w, answered);
  w.c.settings.phase = 'Orders';
  if (w.c.settings.pausedAt) return outcome(w, new Map(), runSegments(w));
  endTurn(w);
  return outcome(w, new Map(), true);
}

/** Check orders: the courses plotted and the purse's orders checked on a copy, its treasury credited; nothing changes. */
export function checkGcTurn(c: Campaign): Map<string, OrderResult[]> {
  const w = newWorld(c, { rolls: [], roll: (n) => n });
  openPurse(w);
  return plotOrders(w);
}

/** Each empire's orders checked alone (ORDER_CHECKS). */
export function checkGcEach(c: Campaign, empires: string[]): Map<string, OrderResult[]> {
  const w = newWorld(c, { rolls: [], roll: (n) => n });
  openPurse(w);
  return new Map(empires.map((e) => [e, plotOrders(w, e).get(e) ?? []]));
}
