// A game is a value the kernel runs (boardgame.io's `Game`): a campaign names it on its Campaign tab's
// Ruleset row, and every action goes through it. The kernel keeps what all games share (the order
// pipeline, ledger, dice, Log, view, Undo, private workbooks, map, Battles loop, diplomacy and both
// statistical combats); a game brings its calendar, tabs, order kinds, codes, sequence of play, view
// rules, setup checks, income, victory test, sample campaign and options.

import type { Calendar } from './calendar';
import type { Battle, BattleShip, Campaign, Fleet, LogEntry, Ship, TickPause } from './model';
import { KERNEL_ROLES } from './model';
import type { Dice } from './dice';
import type { OrderResult, OrderStatus } from './plotting';
import type { ReportLine, World } from './world';
import type { ViewRules } from './view';
import type { BattlesUpdate } from './combat/update';
import type { CombatChoice } from './combat/autoresolve';
import type { Catalog } from './catalog';
import type { DeferredKind } from './deferred';
import { TurnRefused } from './refusal';
export { TurnRefused };
import type { GameColumns, GameTab } from './gameTabs';
export { ROW_TABS } from './gameTabs';
export type { GameColumn, GameColumns, GameRow, GameTab, RowColumn, RowExtras, RowTab, TabSeenBy } from './gameTabs';

/** What a turn's processing gives back: the new state and what to write and tell (`R`: the game's results). */
export interface TurnOutcome<R extends OrderResult = OrderResult> {
  campaign: Campaign;
  /** Per empire id (upper case): each order row and what became of it. */
  results: Map<string, R[]>;
  log: LogEntry[];
  battles: Battle[];
  reports: Map<string, ReportLine[]>;
  /** False while the turn is paused (battles pending): the rest of the sequence waits. */
  closed: boolean;
}

/** One step of a sequence of play: it runs, and may pause the turn (battles to fight) or end the sequence. */
export interface TurnStep<S> {
  readonly name: string;
  run(w: World, turn: S): StepEnd | void;
}
/**
 * pause: the turn waits for the GM (battles, rulings; the rest runs when resumed); orders: it waits for
 * these empires' admirals to choose (a mid-turn choice, given as orders: Process Season goes on from
 * there); end: nothing after this step runs.
 */
export type StepEnd = 'pause' | OrdersWanted | 'end';
/** A pause for orders: the empires (ids) whose admirals choose before the turn goes on. */
export interface OrdersWanted {
  readonly ordersFrom: readonly string[];
}

/** Runs a sequence from one step on; returns the step it paused at, if it paused. */
export function runSteps<S>(steps: readonly TurnStep<S>[], w: World, turn: S, from = 0): { pausedAt?: string } {
  for (const step of steps.slice(from)) {
    const end = step.run(w, turn);
    if (end === 'end') return {};
    if (end) return { pausedAt: step.name };
  }
  return {};
}

/**
 * A turn's steps run once per tick of its calendar (Staley's 8 phases, GC's 12 segments), tick by tick,
 * from the turn's first tick or from just after a pause (`from`: the step after the one that paused, in
 * the same tick). A step that pauses leaves the turn there: the tick and the step are kept in the
 * settings (`pausedAt`, the Campaign tab's Tick, Paused step and Orders from rows), for a resume to go on
 * from exactly there. While a tick runs, the world stamps what it records with it (World.atTick).
 * Answers whether the ticks ran to the end (false: paused, or a step ended the sequence).
 */
export function runTicks<S extends { tick: number }>(
  cal: Calendar,
  steps: readonly TurnStep<S>[],
  w: World,
  turn: S,
  from?: TickPause,
): boolean {
  const after = from ? steps.findIndex((s) => s.name === from.step) : -1;
  if (from && (after < 0 || from.tick < 1 || from.tick > cal.ticks.count))
    throw new TurnRefused(`The turn paused at ${cal.ticks.name} ${from.tick}, step "${from.step}": this game has no such step or tick.`);
  delete w.c.settings.pausedAt;
  for (let tick = from?.tick ?? 1; tick <= cal.ticks.count; tick++) {
    turn.tick = tick;
    w.atTick(cal, tick);
    for (const step of steps.slice(from && tick === from.tick ? after + 1 : 0)) {
      const end = step.run(w, turn);
      if (end && end !== 'end')
        w.c.settings.pausedAt = { tick, step: step.name, ...(end === 'pause' ? {} : { ordersFrom: [...end.ordersFrom] }) };
      if (end) return false;
    }
  }
  w.atTick(cal);
  return true;
}

/** What Resolve battles gives back: the battles' results applied, and the turn gone on if none is left. */
export interface BattlesOutcome {
  campaign: Campaign;
  log: LogEntry[];
  /** New report lines per empire (upper case), to add to the turn's report. */
  reports: Map<string, ReportLine[]>;
  resolved: string[];
  /** Battles created by the results: the next of a series, or where an open-space winner went on. */
  created: Battle[];
  /** The turn closed (false: battles still pending, or it paused again). */
  closed: boolean;
  /** What became of the orders that waited for the battles (by empire and row). */
  orderNotes: { empire: string; row: number; status: OrderStatus; text: string }[];
}

/**
 * A game's order kinds: the list its Orders dropdown offers, those the kernel settles (diplomacy, To GM
 * rulings), and the module of every other kind (the compiler holds the table total over them).
 */
export interface OrderTable<K extends string, D extends K, R> {
  readonly kinds: readonly K[];
  readonly kernel: readonly D[];
  readonly rules: { readonly [k in Exclude<K, D>]: R };
}

/** A Campaign-tab option of a game: setting name, default, allowed values, note (today's Staley and GC switches). */
export type GameOption = readonly [name: string, fallback: string, allowed: readonly string[], note: string];

/** What an admiral may choose for a fleet, or for the navy as a whole (the Orders tab's dropdowns). */
export interface Choices {
  kinds: string[];
  targets: string[];
  buildClasses: string[];
}

/**
 * What a game's custom formulas count for a navy (FLEET_CBPV, FLEET_LIMIT, FLEET_CHECK, MOVE_POINTS,
 * BUILD_COST, and ORDER_CHECKS' fleet and price columns), from the tabs the formula is handed.
 */
export interface NavyFormulas {
  /** A fleet's combat strength. */
  fleetCbpv(ships: Ship[], catalog: Catalog): number;
  /** What a fleet is where its CBPV is no combat strength (a VBAM civilian fleet, VB112); undefined for warships. Absent: always warships. */
  fleetKind?(ships: Ship[]): string | undefined;
  /** The fleet cap and sub-limit of a year; absent when the game limits no fleet by year. */
  fleetLimit?(year: number, startYear: number): [cap: number, subLimit: number];
  /** A judge of fleets for the turn (`turn` as the Campaign tab writes it): "OK" or every rule a fleet's ships break. */
  fleetJudge(catalog: Catalog, year: number, startYear: number, turn: string): (ships: Ship[]) => string;
  /** An empire's movement points for the turn (0 where the game has no pool of them). */
  movePoints(empire: string, fleets: Fleet[], ships: Ship[], catalog: Catalog): number;
  /** The price of each class named, in order, each build counting toward the next; or why it cannot be built, in words. Absent: the game prices builds only when processing. */
  buildPrices?(classes: string[], empire: string, ships: Ship[], catalog: Catalog): (number | string)[];
}

export interface Game {
  /** As the Campaign's Ruleset row writes it. */
  readonly name: string;
  /** The rule document it plays (seeds/). */
  readonly document: string;
  readonly calendar: Calendar;
  /** Class names repeat across races (VBAM-SFB): a class is named by race and name (Catalog.ofRace), not by name alone. */
  readonly classesByRace: boolean;
  /** Tabs it adds to the shared ones. */
  readonly tabs: readonly GameTab[];
  /**
   * Tabs whose first season writes more rows than a new campaign's blank ones, by the tabs whose rows
   * bound them (a row of `Ships` each): a new campaign makes them that room (rule option J72). None: no tab.
   */
  readonly firstSeasonRows?: Readonly<Record<string, readonly string[]>>;
  /** Columns it adds to the shared tabs (none: the tabs as the schema lays them out). */
  readonly columns?: GameColumns;
  /**
   * The ship roles its rules read beyond the kernel's (KERNEL_ROLES), as its Classes tab's Roles column
   * names them, in the order the column's note lists them (the kernel's may be among them, in their
   * place). Absent: the kernel's alone.
   */
  readonly roles?: readonly string[];
  /** The kinds of work it keeps for later as rows of the hidden Deferred tab, in the tab's order (core/deferred.ts); none: it keeps none. */
  readonly deferred?: readonly DeferredKind<unknown>[];
  readonly orders: OrderTable<string, string, unknown>;
  /** Its sequence of play: the steps of a turn, and those that close it once no battle is pending. */
  readonly sequence: { readonly turn: readonly TurnStep<never>[]; readonly close: readonly TurnStep<never>[] };
  /** What waits for the battles, in the game's words with its rule (the GM is told it when battles are pending). */
  readonly battlesWait: string;
  /** Said after an order whose work waits for the battles (its Result, its report line): ": waits for ...". */
  readonly pendingWords: string;
  /** The Log kinds the GM's turn summary names one by one (raids, rebellions, declarations …: core/turnRecord.ts). */
  readonly summaryEvents?: readonly string[];
  /** The ship rows a battle's sides give as they stand (Battle ships), each ship's CBPV as the game counts it. */
  battleShips(w: World, b: Battle): BattleShip[];
  /** Why the entered battle results cannot be applied yet (Resolve battles refuses while there are any). */
  checkResults(c: Campaign): string[];
  /** Resolve battles: applies the entered results; once none is pending, the turn goes on with the game's close steps. */
  resolveBattles(c: Campaign, dice: Dice): BattlesOutcome;
  /** The statistical combat Auto-resolve battles fights its battles with. */
  combat(c: Campaign): CombatChoice;
  /** Update battles: the pending battles whose sides the GM changed get new ship rows and cards (core/combat/update.ts), or the reasons they cannot. */
  updateBattles(c: Campaign): BattlesUpdate;
  /** What its view decides: move points, sightings, a fleet's strength and problems (core/view.ts). */
  readonly view: ViewRules;
  /** What its custom formulas count (src/sheets/views/functions.ts). */
  readonly formulas: NavyFormulas;
  /** Its options, as Campaign-tab rows (read into the campaign's Ruleset). */
  readonly options: Readonly<Record<string, GameOption>>;
  /** The sample campaign New campaign offers (a folder of sheets-templates/). */
  readonly sample: string;
  /**
   * The global functions its two New campaign menu items call (src/sheets/views/menu.ts): the sample, the
   * empty template. The build makes each one a top-level function of the bundle (scripts/build.mjs).
   */
  readonly menu: { readonly sample: string; readonly empty: string };
  /** Why the campaign cannot be processed now, if it cannot. */
  refusal(c: Campaign): string | undefined;
  /** Process the turn. */
  process(c: Campaign, dice: Dice, seed: string): TurnOutcome;
  /** Goes on with a turn paused for rulings, from the step after its pause, once the GM answered them. */
  resume(c: Campaign, dice: Dice): TurnOutcome;
  /** Check orders: the turn's plotting on a copy; nothing changes. */
  check(c: Campaign): Map<string, OrderResult[]>;
  /** Each of `empires`' orders checked alone, as `check` checks a campaign holding only that empire's (ORDER_CHECKS). */
  checkEach(c: Campaign, empires: string[]): Map<string, OrderResult[]>;
  /** The choices open to each empire's navy (Orders dropdowns, options()), by empire id; a list past `limit` items may stop there. */
  choices(c: Campaign, limit?: number): Map<string, Choices>;
  /** Setup checks: findings for Check workbook. */
  setupChecks(c: Campaign): string[];
  /** References that resolve to nothing (a fleet at no system, a ship of no class): each a problem of its tab, which stops every action. */
  brokenReferences(c: Campaign): BrokenReference[];
  /** The victory test: why the campaign is over, if it is. */
  over(c: Campaign): string | undefined;
}

/** The roles a game's Classes tab accepts (its Roles column's note lists them, a class naming another is refused): its own, then the kernel's it did not list. */
export function rolesOf(game: Pick<Game, 'roles'>): readonly string[] {
  const own = game.roles ?? [];
  return [...own, ...KERNEL_ROLES.filter((r) => !own.includes(r))];
}

/**
 * A reference in the campaign's state that resolves to nothing, or a row that contradicts another: the
 * tab, the record (its position among the tab's records, which the sheet layer turns into a row) and
 * the column it stands on.
 */
export interface BrokenReference {
  tab: 'Systems' | 'Lanes' | 'Fleets' | 'Ships' | 'Treasury' | 'Treaties' | 'Battles';
  record: number;
  column: string;
  text: string;
}
