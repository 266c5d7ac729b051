// A season (EaW 2.0, 4.0-4d): orders are plotted in row order, fleets move, battles are found; once
// no battle is pending, post-combat resolution runs (4b), and after Winter the New Year (3.0).
// (state, orders, dice) -> (new state, order results, log, battles, reports).

import { fleetCbpv, fleetProblemsNow } from './fleets';
import { Battle, Campaign, inPlay, placeText, Season } from '../../core/model';
import { Dice } from '../../core/dice';
import { nextTurn, SEASON_CALENDAR, stamp } from '../../core/calendar';
import { runSteps, StepEnd, TurnOutcome, TurnRefused, TurnStep } from '../../core/game';
import { Command, DiplomaticKind, isDiplomatic, parseOrder } from './orders';
import { applyAnswers, pendingRulings, rulingsRefusal } from '../../core/rulings';
import { checkedDiplomacy, DiplomaticOrder, encounterEvent, makeContacts, OrderOutcome, settleDiplomacy } from '../../core/diplomacy';
import { carriedOut, OrderStatus } from '../../core/plotting';
import { OrderResult, plotOrders, Plotting, PostCombatAction, recordDone } from './plotting';
import { RULES } from './orders/rules';
import { lost, refuse, Refusal, refusalText } from './orders/refusal';
import type { Done } from './orders/outcome';
import { Movement, Mover, resolveMovement } from './movement';
import { battleShips, contactPlaces, fleetsInPlay, nextEngagement, Place } from './battles';
import { resolvePostCombat } from './postcombat';
import { yearIncome } from './income';
import { visionLines } from './vision';
import { EAW_WAR_DOUBLING, finishConversions, orionBarred } from './staley';
import { declareWarDoubling, doubleWarIncome } from '../../core/warDoubling';
import { ReportLine, World } from '../../core/world';
import { orderLines, reportTitle, sectioned } from '../../core/report';
import { processRefusal } from '../../core/readiness';
import { concludeSeason, overRefusal } from './victory';
import { legendaryOfficerRoll } from './yearEnd';
import { rulesetOf } from './ruleset';
import { CREDITS, POST_COMBAT } from './deferred';

/** Said of an order whose work waits for post-combat (EaW 4b): its Result and report line. */
export const PENDING_WORDS = ': waits for post-combat, after the battles (EaW 4b)';

/** A season's outcome: a turn's (core/game.ts). */
export type SeasonOutcome = TurnOutcome<OrderResult>;

/** Why the campaign cannot be processed now, if it cannot (EaW 1.0: also once it is over). */
export const refusal = (c: Campaign): string | undefined => processRefusal(c, overRefusal);

/**
 * Check orders: diplomacy and plotting on a copy; nothing changes. Diplomatic rolls are not made: every
 * roll counts as a success here (a declaration or break shows its d100 chance instead), and a signature
 * waiting for the other side is legal, so only orders refused outright are reported.
 */
export function checkOrders(c: Campaign): Map<string, OrderResult[]> {
  return checkIn(c, World.checking(c, CHECK_DICE));
}

/**
 * Each empire's orders checked alone, as checkOrders checks a campaign holding only that empire's
 * orders: another empire's orders (a treaty it signs this season, say) never show in its checks. The
 * campaign is copied once; each empire's check works on a fork of that copy, and stops after that
 * empire's orders (what a later empire does cannot change them).
 */
export function checkEachAlone(c: Campaign, empires: string[]): Map<string, OrderResult[]> {
  const base = new World({ ...c, orders: {} }, CHECK_DICE);
  return new Map(
    empires.map((e) => [e, checkIn(c, new World({ ...c, orders: { [e]: c.orders[e] ?? [] } }, CHECK_DICE, base), e).get(e) ?? []]),
  );
}

/** Every roll a success: checking settles no chance. */
const CHECK_DICE: Dice = { rolls: [], roll: (count) => count };

/** `c` is the campaign as read: a declaration or break shows its odds from it (core/diplomacy/check.ts). */
function checkIn(c: Campaign, w: World, upTo?: string): Map<string, OrderResult[]> {
  const diplomacy = checkedDiplomacy(c, diplomaticOrders(w), diplomaticStep(w), SEASON_CALENDAR);
  const results = plotOrders(w, RULES, upTo).results;
  mergeResults(results, diplomacy);
  return results;
}

function mergeResults(
  results: Map<string, OrderResult[]>,
  extra: { empire: string; row: number; status: OrderStatus; text: string; refusal?: Refusal }[],
): void {
  for (const o of extra) {
    const list = results.get(o.empire) ?? [];
    list.push({ row: o.row, status: o.status, text: o.text, ...(o.refusal ? { refusal: o.refusal } : {}) });
    list.sort((a, b) => a.row - b.row);
    results.set(o.empire, list);
  }
}

/** What the steps of a season hand on to each other. */
interface SeasonState {
  diplomacy: OrderOutcome<Refusal>[];
  plotting: Plotting;
  movement: Movement;
  /** Fleets stopped by enemies on the way, by id. */
  stopped: Map<string, Mover>;
  battles: Battle[];
  engaged: Set<string>;
}

/** EaW 4.0: the season's sequence of play, up to its battles (4a); it pauses there while any is pending. */
export const SEASON_STEPS: readonly TurnStep<SeasonState>[] = [
  { name: 'Release interned', run: (w) => releaseInterned(w) },
  { name: 'Diplomacy', run: (w, t) => void (t.diplomacy = diplomaticStep(w)) },
  {
    name: 'Plot orders',
    run: (w, t) => {
      t.plotting = plotOrders(w, RULES);
      mergeResults(t.plotting.results, t.diplomacy);
    },
  },
  {
    name: 'Movement',
    run: (w, t) => {
      t.movement = resolveMovement(w, t.plotting.plots);
      t.stopped = new Map(t.movement.movers.filter((m) => m.stopped).map((m) => [m.plan.fleet, m]));
    },
  },
  { name: 'Contact', run: (w) => makeContacts(w) },
  { name: 'After movement', run: afterMovement },
  { name: 'Battles', run: battlesStep },
];

export function processSeason(c: Campaign, dice: Dice, seed: string): SeasonOutcome {
  const why = refusal(c);
  if (why) throw new TurnRefused(why);
  const w = new World(c, dice);
  w.log('Season', '', `Processing ${w.season}`, `dice seed "${seed}"`);
  const t = { battles: [] as Battle[] } as SeasonState;
  const closed =
    runSteps(SEASON_STEPS, w, t).pausedAt === undefined && closeSeason(w, t.plotting.postCombat, t.engaged, t.plotting.results);
  w.c.settings.lastProcessed = w.season;
  for (const e of w.c.empires) e.ready = false; // the orders are in: next season's must be marked again
  summarize(
    w,
    t.plotting.plots.map((p) => ({ empire: p.empire, used: p.mpUsed, mp: p.mp })),
    t.plotting.results,
  );
  w.flushRolls(0);
  return {
    campaign: { ...w.c, ledger: [...w.c.ledger, ...w.newLedger], diplomacy: [...w.c.diplomacy, ...w.newDiplomacy] },
    results: t.plotting.results,
    log: w.newLog,
    battles: t.battles,
    reports: w.reports,
    closed,
  };
}

/** Each mover's route reported and logged; refused jumps; orders that waited for their fleets carried out or lost (EaW 19a). */
function afterMovement(w: World, t: SeasonState): void {
  for (const m of t.movement.movers) {
    const route = [m.start, ...m.plan.path.slice(0, m.done)];
    const done = m.done ? `moved ${route.join(' > ')}` : `did not leave ${m.start}`;
    const why = m.stopped && refusalText(m.stopped);
    w.report(m.empire, 'Movement', `${m.plan.fleet} ${done}${why ? `; ${why}` : ''}.`);
    w.log('Move', m.empire, `${m.plan.fleet}: ${route.join(' > ')}`, why ?? 'arrived');
  }
  refuseJumps(t.movement.movers, t.plotting.results);
  for (const plot of t.plotting.plots) {
    for (const a of plot.afterMove) {
      const m = a.fleets.map((f) => t.stopped.get(f)).find(Boolean);
      if (m)
        Object.assign(a.result, {
          status: 'lost',
          refusal: m.stopped,
          text: `${a.result.text}: lost, ${m.plan.fleet} ${refusalText(m.stopped!)}${CITES_ITS_LOSS.has(m.stopped!.code) ? '' : ' (EaW 19a)'}`,
        });
      else recordDone(a.result, a.apply());
    }
  }
}

/** EaW 4a-4b: battles start where fleets met; while any is pending the season pauses, keeping what waits for them. */
function battlesStep(w: World, t: SeasonState): StepEnd | void {
  const { plotting } = t;
  t.battles = startBattles(w, contactPlaces(w, t.movement));
  t.engaged = new Set([...t.stopped.keys(), ...w.c.fleets.filter((f) => f.status === 'Pinned').map((f) => f.id)]);
  if (t.battles.length === 0) return;
  w.c.settings.phase = 'Battles';
  const waiting = plotting.postCombat.filter((a) => !t.engaged.has(a.fleet));
  // EaW 4b, 9.0: what waits for the battles is kept as state, so it survives until Resolve battles.
  w.c.deferred = { ...w.c.deferred, [POST_COMBAT.key]: waiting, [CREDITS.key]: [...w.laterLedger] };
  const note = noting(plotting.results);
  for (const a of plotting.postCombat)
    note(a, t.engaged.has(a.fleet) ? lost(refuse({ code: 'stopped-by-enemies', fleet: a.fleet })) : { status: 'pending' });
  return 'pause';
}

/**
 * Stops whose words already give the rule by which an order waiting for the fleet is lost: a jump
 * refused (EaW 17a, not a loss to the enemy) and enemies met where the fleet arrived (19a itself).
 * Every other stop loses the waiting order by EaW 19a.
 */
const CITES_ITS_LOSS: ReadonlySet<Refusal['code']> = new Set(['system-full', 'enemy-present']);

/**
 * EaW 17a: a jump into a system already holding three of the admiral's fleets is refused. Each Jump row
 * whose lanes the fleet did not fly says so and counts as not done; the movement points stay spent, as
 * they were committed when the orders were plotted, before anything moved (rule option K4).
 */
function refuseJumps(movers: Mover[], results: Map<string, OrderResult[]>): void {
  for (const m of movers.filter((x) => x.stopped?.code === 'system-full')) {
    const rows = new Set(m.plan.pathRows.slice(m.done));
    for (const r of (results.get(m.empire) ?? []).filter((x) => rows.has(x.row))) {
      Object.assign(r, {
        status: 'refused',
        refusal: m.stopped,
        text: `${r.text}: refused, ${m.plan.fleet} ${refusalText(m.stopped!)}; the movement points stay spent`,
      });
    }
  }
}

/** Fleets interned last season are let go as this one starts (VBAM Non-Aggression: held for a time). */
function releaseInterned(w: World): void {
  for (const f of w.c.fleets.filter((x) => x.status === 'Interned')) {
    f.status = fleetProblemsNow(w, f.id).length ? 'Non-compliant' : 'Ready';
    w.report(f.empire, 'Movement', `${f.id} is released from internment at ${f.location} and may move again.`);
  }
}

/** The diplomatic rows of every empire in play. */
function diplomaticOrders(w: World): DiplomaticOrder[] {
  return w.c.empires.filter(inPlay).flatMap((e) =>
    (w.c.orders[e.id] ?? [])
      .map(parseOrder)
      .filter((cmd): cmd is Command & { kind: DiplomaticKind } => !('refusal' in cmd) && isDiplomatic(cmd.kind))
      .map((cmd) => ({ row: cmd.row, empire: e.id, action: cmd.kind, target: cmd.target, treaty: cmd.extras })),
  );
}

/**
 * Diplomatic orders (VBAM) take effect at the start of the season, before anything moves, so a war
 * declared this season is fought this season. Their rolls and outcomes are logged; each empire hears
 * what the rules let it know.
 */
function diplomaticStep(w: World): OrderOutcome<Refusal>[] {
  const orders = diplomaticOrders(w);
  const doubling = rulesetOf(w.c).staley.warDoubling;
  const barred = orders.map((o) => (doubling && o.action === 'Declare war' ? orionBarred(w, o.empire, o.target) : undefined));
  const res = settleDiplomacy(
    w,
    orders.filter((_, i) => !barred[i]),
  );
  if (doubling)
    for (const e of res.events.filter((x) => x.action === 'Declare war' && x.outcome === 'Declared'))
      declareWarDoubling(w, EAW_WAR_DOUBLING, e.empire, e.target);
  const refused = orders.flatMap((o, i) =>
    barred[i]
      ? [
          {
            row: o.row,
            empire: o.empire,
            status: 'refused' as const,
            refusal: barred[i],
            text: `Declare war ${o.target}: rejected: ${refusalText(barred[i]!)}`,
          },
        ]
      : [],
  );
  return [...res.outcomes, ...refused];
}

/**
 * Notes what became of post-combat work on its order's result (its row's first): its status, and what
 * happened added to its words. Each empire's results are indexed by row at the first note, so a season's
 * notes cost one pass over the results, not one search each.
 */
function noting(results: Map<string, OrderResult[]>) {
  const byRow = new Map<string, Map<number, OrderResult>>();
  const resultOf = (a: PostCombatAction) => {
    let rows = byRow.get(a.empire);
    if (!rows) {
      byRow.set(a.empire, (rows = new Map()));
      for (const r of results.get(a.empire) ?? []) if (!rows.has(r.row)) rows.set(r.row, r);
    }
    return rows.get(a.row);
  };
  return (a: PostCombatAction, outcome: { status: OrderStatus; text?: string; refusal?: Refusal; done?: Done }): void => {
    const r = resultOf(a);
    const { status, text, refusal, done } = outcome;
    if (r) Object.assign(r, { status, refusal, done, text: !text ? r.text : r.text ? `${r.text}: ${text}` : text });
  };
}

/**
 * The first battle at each place of contact (EaW 19.0, 26.0-26a), with its ship rows; every fleet
 * there is pinned until the battles are over.
 */
function startBattles(w: World, places: Place[]): Battle[] {
  const battles: Battle[] = [];
  for (const place of places) {
    const battle = nextEngagement(w, place, 1);
    if (!battle) continue;
    battles.push(battle);
    w.c.battles.push(battle);
    w.c.battleShips.push(...battleShips(w, battle));
    const where = place.where;
    const at = placeText(where);
    const fleets = where.kind === 'lane' ? [...place.heading!.keys()].map((id) => w.fleet(id)!) : fleetsInPlay(w, where.system);
    for (const f of fleets) if (f.status !== 'Trapped') f.status = 'Pinned';
    for (const f of fleets) {
      const fighting = f.id === battle.fleetA || f.id === battle.fleetB;
      const foe = w.fleet(f.id === battle.fleetA ? battle.fleetB : battle.fleetA)!;
      w.report(
        f.empire,
        'Battles',
        fighting
          ? `Battle ${battle.id} pending at ${at}: your ${f.id} against ${foe.id} (${foe.empire}, ${fleetCbpv(w, foe.id)} CBPV) (EaW 19.0; fleet composition is public in battle, EaW 1e).`
          : `Your ${f.id} waits at ${at} while battle ${battle.id} is fought; the survivor meets the next fleet (EaW 26.0-26b).`,
      );
    }
    w.log('Battle', w.fleet(battle.fleetA)!.empire, `Battle ${battle.id} pending at ${at}: ${battle.fleetA} vs ${battle.fleetB}`);
    // VBAM: a fleet that moved into the meeting generated the encounter against the other empire.
    const [fa, fb] = [w.fleet(battle.fleetA)!, w.fleet(battle.fleetB)!];
    for (const [by, against] of [
      [fa, fb],
      [fb, fa],
    ])
      if (by.arrivedIn === w.season) w.newDiplomacy.push(encounterEvent(w.season, by.empire, against.empire, `battle ${battle.id}`));
  }
  return battles;
}

/** What the closing steps of a season share. */
interface Closing {
  actions: PostCombatAction[];
  engaged: Set<string>;
  results: Map<string, OrderResult[]>;
}

/** EaW 4b-4d: the season's close, once no battle is pending; the campaign may end (1.0) before the next season. */
export const CLOSE_STEPS: readonly TurnStep<Closing>[] = [
  {
    name: 'Post-combat',
    run: (w, t) => {
      const note = noting(t.results);
      for (const r of resolvePostCombat(w, t.actions, t.engaged)) note(r.action, r);
    },
  },
  { name: 'Credits', run: (w) => w.laterLedger.forEach((e) => w.addLedger(e.empire, e.amount, e.reason, e.reference)) },
  // Issue 21: the season waits here while any ruling is unanswered; Apply rulings goes on from the next step.
  { name: 'Rulings', run: rulingsPause },
  { name: 'Staley conversions', run: (w) => void (rulesetOf(w.c).staley.conversions && finishConversions(w)) },
  { name: 'Staley war doubling', run: (w) => void (rulesetOf(w.c).staley.warDoubling && doubleWarIncome(w, EAW_WAR_DOUBLING)) },
  { name: 'Vision', run: (w) => w.c.empires.forEach((e) => visionLines(w, e.id).forEach((line) => w.report(e.id, 'Vision', line))) },
  { name: 'Victory', run: (w) => (concludeSeason(w) ? 'end' : undefined) }, // EaW 1.0: eliminations, and the campaign's end
  { name: 'Next season', run: nextSeason },
];

/** The season pauses in the phase Rulings while any ruling waits for its answer. */
function rulingsPause(w: World): StepEnd | void {
  if (!pendingRulings(w.c).length) return;
  w.c.settings.phase = 'Rulings';
  return 'pause';
}

/**
 * Post-combat resolution, the season's end, and the New Year after Winter. Exported for the battles
 * module. False when the season paused for rulings.
 */
export function closeSeason(w: World, actions: PostCombatAction[], engaged: Set<string>, results: Map<string, OrderResult[]>): boolean {
  return runSteps(CLOSE_STEPS, w, { actions, engaged, results }).pausedAt === undefined;
}

/** Apply rulings (issue 21): each answer takes effect, and the season goes on from the step after its Rulings pause. */
export function applyRulings(c: Campaign, dice: Dice): SeasonOutcome {
  const why = rulingsRefusal(c);
  if (why) throw new TurnRefused(why);
  const w = new World(c, dice);
  applyAnswers(w);
  const after = CLOSE_STEPS.findIndex((s) => s.name === 'Rulings') + 1;
  const closed = runSteps(CLOSE_STEPS, w, { actions: [], engaged: new Set<string>(), results: new Map() }, after).pausedAt === undefined;
  w.flushRolls(0);
  return {
    campaign: { ...w.c, ledger: [...w.c.ledger, ...w.newLedger] },
    results: new Map(),
    log: w.newLog,
    battles: [],
    reports: w.reports,
    closed,
  };
}

/** The next season by the calendar (EaW 2.0), the New Year between Winter and Spring (3.0). */
function nextSeason(w: World): void {
  const s = w.c.settings;
  const next = nextTurn(SEASON_CALENDAR, { year: s.year, turn: s.season });
  if (next.newYear) newYear(w);
  [s.year, s.season] = [next.year, next.turn as Season];
  s.phase = 'Orders';
  // Compliance (EaW 17g) by the caps of the season now starting (17.0 raises them at start +10 and +20).
  for (const f of w.c.fleets) {
    if (['Pinned', 'Ready', 'Non-compliant'].includes(f.status)) f.status = fleetProblemsNow(w, f.id).length ? 'Non-compliant' : 'Ready';
  }
}

/** EaW 3.0: income (3c, 12a, 14.0, 10i), resupply (3b, 15a), then the year advances (4d). */
function newYear(w: World): void {
  const s = w.c.settings;
  const ended = s.year;
  legendaryOfficerRoll(w, ended);
  const when = stamp(ended + 1, 'New Year');
  // EaW 3.0 #2: ships that disengaged during the year reappear, their fleets ready again.
  for (const f of w.c.fleets.filter((x) => x.status === 'Disengaged')) {
    f.status = 'Ready';
    w.report(f.empire, 'New Year', `${f.id} reappears at ${f.location} (EaW 3.0).`);
  }
  for (const e of w.c.empires.filter(inPlay)) {
    const trappedEnemyAt = (system: string) => w.fleetsAt(system).some((f) => f.status === 'Trapped' && f.empire !== e.id);
    const lines = yearIncome(e.id, ended, w.c, trappedEnemyAt);
    for (const l of lines) {
      w.addLedger(e.id, l.amount, `Income Y${ended}: ${l.why}`, l.system, when);
      w.report(e.id, 'New Year', `${l.system}: +${l.amount} BPV (${l.why}).`);
    }
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    w.log('Income', e.id, `New Year Y${ended + 1}: income for Y${ended}`, `${total} BPV`);
    w.report(
      e.id,
      'New Year',
      w.systemsWithRole(e.id, 'FRD').length
        ? `Y${ended + 1} begins: income ${total} BPV; every fleet is resupplied where it stands (EaW 3b).`
        : `Y${ended + 1} begins: income ${total} BPV; without an FRD there is no New Year resupply (EaW 15a).`,
    );
  }
}

function summarize(w: World, mp: { empire: string; used: number; mp: number }[], results: Map<string, OrderResult[]>): void {
  for (const e of w.c.empires.filter((x) => w.reports.has(x.id))) {
    const m = mp.find((x) => x.empire === e.id)!;
    const lines = w.reports.get(e.id)!;
    const spent = w.newLedger.filter((l) => l.empire === e.id);
    const rows = results.get(e.id) ?? [];
    const head: ReportLine[] = [
      reportTitle(w, e),
      {
        section: 'Summary',
        text: `Movement points used: ${m.used} of ${m.mp} (EaW 5.0). Orders: ${rows.filter(carriedOut).length} carried out, ${rows.filter((r) => !carriedOut(r)).length} rejected or lost.`,
      },
      ...orderLines(rows, PENDING_WORDS),
      ...spent.map((l) => ({
        section: 'Treasury' as const,
        text: `${l.amount > 0 ? '+' : ''}${l.amount} BPV: ${l.reason}${l.reference ? ` [${l.reference}]` : ''}`,
      })),
      { section: 'Treasury', text: `Balance: ${w.treasury(e.id)} BPV.` },
    ];
    w.reports.set(e.id, sectioned([...head, ...lines]));
  }
}
