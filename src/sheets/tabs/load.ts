// Reading the whole campaign: one getValues per tab, then rows to records with every problem named.

import { Campaign, Order } from '../../engine/core/model';
import { key } from '../../engine/core/ids';
import { findTab, gameTabSpec, LATER_TABS, ORDER_COLUMNS, ordersTabOf, RULINGS_TAB, TABS } from '../../../sheets-templates/schema';
import { rolesOf, type Game } from '../../engine/core/game';
import { gameOrDefault, GAMES } from '../../engine/games';
import { readTabs, tabsOf } from './gateway';
import { settingValue } from './access';
import { Cell, describe, normalizeHeader, Problem, Row, Table } from './tables';
import {
  readBattle,
  readBattleShip,
  readClass,
  readDeferredRow,
  readEmpire,
  readLegendaryOfficer,
  readRuling,
  readFleet,
  readLane,
  readLedgerEntry,
  readOrder,
  readDiplomaticEvent,
  readRelation,
  readGameOptions,
  readSettings,
  readShip,
  readSystem,
} from './records';
import { empireIds } from './workbook';
import { gameRow, readExtras } from './extras';
import { DeferredRow, readDeferred } from '../../engine/core/deferred';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Loaded {
  campaign: Campaign;
  /** Every problem found reading the tabs, as "Tab row N, column "X": ..." sentences. */
  problems: string[];
  /** The same problems as data: the tab, row and column each is in. */
  found: Problem[];
  /**
   * Cells of the Orders tabs whose order will be refused as written (too long, a line break in an id,
   * Ready not yes or no): for Check workbook to name. They stop nothing but their own order (K12).
   */
  orderCells: Problem[];
}

/** The column that names each record of a tab: an id used twice would make two things one. */
export const ID_COLUMNS: Readonly<Record<string, string>> = {
  Empires: 'Empire',
  Systems: 'System',
  Fleets: 'Fleet',
  Ships: 'Ship',
  Classes: 'Class',
  Battles: 'Battle',
  Rulings: 'Ruling',
};

/** Ids used twice; with `within`, an id may repeat under different values of that column (a class of each race). */
function duplicates(t: Table, header: string, within?: string): Problem[] {
  const first = new Map<string, number>();
  const out: Problem[] = [];
  for (const r of t.rows) {
    const id = key(r.raw(header));
    if (!id) continue;
    const scope = within ? key(r.raw(within)) : '';
    const seen = first.get(`${scope}|${id}`);
    if (seen)
      out.push({
        tab: t.name,
        row: r.number,
        column: header,
        message: `"${String(r.raw(header)).trim()}" is already used in row ${seen}${within ? ` for ${String(r.raw(within)).trim()}` : ''}`,
      });
    else first.set(`${scope}|${id}`, r.number);
  }
  return out;
}

/**
 * An Orders tab's order columns that are not found by their header (rule option K12): a renamed Fleet
 * or Order header would drop every order of the tab silently, a renamed Target misread each one.
 */
function missingOrderColumns(tab: string, header: Cell[]): Problem[] {
  const have = new Set(header.map(normalizeHeader));
  return ORDER_COLUMNS.filter((h) => !have.has(normalizeHeader(h))).map((h) => ({
    tab,
    row: 1,
    column: h,
    message: `no column headed "${h}" (columns are found by their header: retype it)`,
  }));
}

/** The state tabs, which every campaign has; per-empire tabs are read once Empires is known. */
const STATE_TABS = TABS.filter((t) => !t.name.includes('{empire}')).map((t) => t.name);

/** Tabs beyond the shared ones, read when the workbook has them: those made when first needed (Rulings), and those a game adds. */
export function extraTabs(present: string[]): string[] {
  return [...LATER_TABS, ...GAMES.flatMap((g) => g.tabs)].map((t) => t.name).filter((n) => present.includes(n));
}

export function loadCampaign(ss: Spreadsheet): Loaded {
  const present = [...tabsOf(ss).keys()];
  return parseCampaign(readTabs(ss, [...STATE_TABS, ...extraTabs(present), ...present.filter((n) => n.startsWith('Orders '))]));
}

/** Tab values (header row first) to the campaign; pure. */
export function parseCampaign(values: Map<string, Cell[][]>, played?: Game): Loaded {
  const problems: Problem[] = [];
  // The game the Campaign tab names (its Ruleset row, checked with the other settings below): its calendar reads every stamp.
  const game = played ?? gameOrDefault(settingValue(values.get('Campaign'), 'Ruleset'));
  const { calendar } = game;
  // An Orders tab's Order is read against the game's kinds (the dropdown it offers).
  const orders = ordersTabOf(game);
  const tab = (name: string): Table => {
    const v = values.get(name);
    if (!v) problems.push({ tab: name, row: 0, column: '', message: 'tab is missing (create it, or start a New campaign)' });
    const spec = findTab(name) ?? orders;
    return new Table(spec, name, v ?? [spec.columns.map((c) => c.header)], 1, calendar);
  };
  /** Each tab's sheet rows, in the order of its records: where a record's problem is. */
  const rowNumbers = new Map<string, number[]>();
  /** Rows of a tab; `rowProblems` false for Orders tabs, whose rows the order parser judges one by one. */
  const orderCells: Problem[] = [];
  const rows = <T>(name: string, read: (r: Row) => T, rowProblems = true): T[] => {
    const t = tab(name);
    const items = t.rows.map(read);
    rowNumbers.set(
      name,
      t.rows.map((r) => r.number),
    );
    problems.push(...t.problems.filter((p) => rowProblems || p.row === 0));
    if (!rowProblems) orderCells.push(...t.problems.filter((p) => p.row > 0));
    const idHeader = ID_COLUMNS[name];
    if (idHeader) problems.push(...duplicates(t, idHeader, name === 'Classes' && game.classesByRace ? 'Race' : undefined));
    return items;
  };
  const settingsTable = tab('Campaign');
  const settings = readSettings(settingsTable);
  // The game's own options, read once.
  const options = readGameOptions(settingsTable, game.options);
  problems.push(...settingsTable.problems);
  const classProblems: Problem[] = [];
  // A class's Roles are read against the game's (its Roles column's note lists them).
  const roles = rolesOf(game);
  const campaign: Campaign = {
    settings,
    empires: rows('Empires', readEmpire),
    systems: rows('Systems', readSystem),
    lanes: rows('Lanes', readLane),
    fleets: rows('Fleets', readFleet),
    ships: rows('Ships', readShip),
    classes: rows('Classes', (r) => readClass(r, roles, classProblems)),
    ledger: rows('Treasury', readLedgerEntry),
    treaties: rows('Treaties', (r) => readRelation(r, classProblems)),
    diplomacy: rows('Diplomacy', readDiplomaticEvent),
    battles: [],
    battleShips: rows('Battle ships', readBattleShip),
    deferred: {},
    orders: {},
    // A workbook made before the Legendary officers tab has no table: the year-end roll is not made.
    legendaryOfficers: values.has('Legendary officers') ? rows('Legendary officers', readLegendaryOfficer) : [],
    // Created by the first ruling (issue 21).
    ...(values.has(RULINGS_TAB.name) ? { rulings: rows(RULINGS_TAB.name, readRuling) } : {}),
  };
  // The tabs the game adds (issue 21), read by their columns' types like every other tab.
  if (Object.keys(game.options).length) campaign.options = options;
  if (game.tabs.length) campaign.tables = {};
  for (const t of game.tabs) {
    const read = new Table(gameTabSpec(t), t.name, values.get(t.name) ?? [t.columns.map((c) => c.header)], 1, calendar);
    if (!values.has(t.name))
      problems.push({ tab: t.name, row: 0, column: '', message: 'tab is missing (create it, or start a New campaign)' });
    campaign.tables![t.name] = read.rows.map((r) => gameRow(r, t.columns));
    problems.push(...read.problems);
  }
  // The columns the game adds to the shared tabs, read the same way, by row id.
  if (game.columns) {
    const read = readExtras(values, game.columns, calendar);
    campaign.extras = read.extras;
    problems.push(...read.problems);
  }
  const systemIds = new Set(campaign.systems.map((s) => key(s.id)));
  campaign.battles = rows('Battles', (r) => readBattle(r, (id) => systemIds.has(key(id))));
  // A row holding only last season's Result is history, not an order; one holding only a Fleet is an unused template row (orderTemplate.ts).
  const given = (o: Order) => !!(o.kind || o.target || o.ships.length || o.buildClass || o.extras);
  for (const e of empireIds(values.get('Empires'))) {
    if (values.has(`Orders ${e}`)) problems.push(...missingOrderColumns(`Orders ${e}`, values.get(`Orders ${e}`)![0] ?? []));
    const tab = rows(`Orders ${e}`, (r) => ({ order: readOrder(r), ready: r.bool('Ready') }), false);
    campaign.orders[e] = tab.map((x) => x.order).filter(given);
    const empire = campaign.empires.find((x) => key(x.id) === key(e));
    if (empire) empire.ready = tab.some((x) => x.ready);
  }
  // Each Deferred row read by the game's kind that names it, its class in the Classes tab's spelling (as a
  // ship's). A workbook made before the Deferred tab existed has nothing deferred; the first write adds the tab.
  const deferred = values.has('Deferred') ? rows('Deferred', readDeferredRow) : [];
  canonicalize(campaign, deferred);
  campaign.deferred = readDeferred(deferred, game.deferred ?? []);
  // A reference that resolves to nothing is a problem of its tab, unless the tab cannot be read at all
  // (missing, or a column missing): then that is the problem to fix first, not one per row.
  const unreadable = new Set(problems.filter((p) => p.row === 0).map((p) => p.tab));
  for (const b of game.brokenReferences(campaign).filter((x) => !unreadable.has(x.tab)))
    problems.push({ tab: b.tab, row: rowNumbers.get(b.tab)?.[b.record] ?? 0, column: b.column, message: b.text });
  const found = [...problems, ...classProblems];
  return { campaign, problems: found.map(describe), found, orderCells };
}

/**
 * The typed boundary (issue 9): what the engine receives is canonical, so it compares with `===`.
 * Ids (empires, systems, fleets, ships: the schema's `id` columns) are read trimmed and in capitals.
 * A name that refers to a row of another tab takes that row's own spelling: a battle of Battle ships
 * its Battles id ("y165-spring-s18-1" is "Y165-Spring-S18-1"), a race its Classes spelling, a class
 * its Classes name (a Build class typed "d7" is "D7"). A name that matches no row is left as typed,
 * for the engine to refuse by name.
 */
function canonicalize(c: Campaign, deferred: DeferredRow[]): void {
  const spelling = (names: string[]) => {
    const byKey = new Map(names.map((n) => [key(n), n]));
    return (typed: string) => byKey.get(key(typed)) ?? typed;
  };
  const battle = spelling(c.battles.map((b) => b.id));
  const race = spelling(c.classes.map((k) => k.race));
  const shipClass = spelling(c.classes.map((k) => k.name));
  for (const r of c.battleShips) r.battle = battle(r.battle);
  for (const k of c.classes) k.race = race(k.race);
  for (const e of c.empires) e.race = race(e.race);
  for (const s of c.ships) s.shipClass = shipClass(s.shipClass);
  for (const d of deferred) d.shipClass = shipClass(d.shipClass);
  for (const list of Object.values(c.orders)) for (const o of list) o.buildClass = shipClass(o.buildClass);
}

/** Every tab a campaign action reads: the fixed tabs, the game's own, and each empire's Orders and Report tabs. */
export function campaignTabNames(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): string[] {
  const fixed = TABS.filter((t) => !t.name.includes('{empire}')).map((t) => t.name);
  const present = [...tabsOf(ss).keys()];
  return [...fixed, ...extraTabs(present), ...present.filter((n) => n.startsWith('Orders ') || n.startsWith('Report '))];
}
