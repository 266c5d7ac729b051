// Custom functions for live checks. Each takes the ranges it reads as arguments (Sheets recalculates a
// custom function only when an argument changes), finds columns by header name, accepts one value or a
// column of values and answers in the same shape. Problems come back as readable text in the cell.

import { Catalog } from '../../engine/core/catalog';
import { Calendar, parseTurn, parseYear, stampOf } from '../../engine/core/calendar';
import { diplomaticRefusalText } from '../../engine/core/diplomacy/refusal';
import { balance } from '../../engine/core/ledger';
import { groupBy, key, sameName } from '../../engine/core/ids';
import { DiplomaticEvent, Fleet, LedgerEntry, Relation, Ship, ShipClass, Status } from '../../engine/core/model';
import { declareChance, parseStatus, relationOf } from '../../engine/core/diplomacy';
import { Cell, describe, isBlank, normalizeHeader, Problem, Row, Table } from '../tabs/tables';
import { parseCampaign } from '../tabs/load';
import { tableReference } from '../tabs/layout';
import { ORDER_COLUMNS, tabsOf } from '../../../sheets-templates/schema';
import { settingValue } from '../tabs/access';
import { gameOrDefault } from '../../engine/games';
import { rolesOf, type Game } from '../../engine/core/game';
import { checkWords, OrderResult } from '../../engine/core/plotting';
import { readClass, readDiplomaticEvent, readFleet, readLedgerEntry, readRelation, readShip, table } from '../tabs/records';

export type Arg = Cell | Cell[][];
export type Out = Cell | Cell[][];

/** A readable failure shown in the cell instead of a result. */
class CellMessage extends Error {}

/** Calls `fn` for one value or each value of a column, keeping the input's shape; blanks stay blank. */
function perValue(arg: Arg, fn: (v: Cell) => Cell | Cell[]): Out {
  if (!Array.isArray(arg)) return flat(isBlank(arg) ? '' : fn(arg));
  // Answer down to the last value given, not the end of an open range such as A2:A, so the result
  // does not stretch the tab with blank cells.
  let last = arg.length;
  while (last > 1 && isBlank(arg[last - 1]?.[0])) last--;
  return arg.slice(0, last).map((row) => {
    const out = isBlank(row[0]) ? '' : fn(row[0]);
    return Array.isArray(out) ? out : [out];
  });
}

function flat(v: Cell | Cell[]): Out {
  return Array.isArray(v) ? [v] : v;
}

/** Runs a custom function body, turning any failure into a message rather than a stack trace. */
function guarded(fn: () => Out): Out {
  try {
    return fn();
  } catch (e) {
    return e instanceof CellMessage ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Parses a whole-table argument (header row included) into records, or throws a CellMessage. */
function records<T>(tab: string, arg: Arg, read: (r: Row) => T): { items: T[]; table: Table } {
  if (!Array.isArray(arg) || arg.length === 0) {
    throw new CellMessage(`${tab}: pass the whole ${tab} table, header row included (e.g. ${tableReference(tab)})`);
  }
  const t = table(tab, arg);
  const headerProblem = t.problems.find((p) => p.row === 0);
  if (headerProblem) throw new CellMessage(describe(headerProblem));
  return { items: t.rows.map(read), table: t };
}

function rowProblem(t: Table, rows: number[]): string | undefined {
  const p = t.problems.find((x) => rows.includes(x.row));
  return p && describe(p);
}

interface Navy {
  ships: Ship[];
  shipRows: Map<Ship, number>;
  shipsTable: Table;
  catalog: Catalog;
  classProblem?: string;
}

/** The ships and classes passed, the classes' Roles read against the game's roles. */
function navy(ships: Arg, classes: Arg, game: Game): Navy {
  const roles = rolesOf(game);
  const roleProblems: Problem[] = [];
  const c = records<ShipClass>('Classes', classes, (r) => readClass(r, roles, roleProblems));
  const rows = new Map<Ship, number>();
  const s = records('Ships', ships, (r) => {
    const ship = readShip(r);
    rows.set(ship, r.number);
    return ship;
  });
  const problem = c.table.problems[0] ?? roleProblems[0];
  const classProblem = problem && describe(problem);
  return { ships: s.items, shipRows: rows, shipsTable: s.table, catalog: new Catalog(c.items), classProblem };
}

function yearArg(v: Arg, what: string): number {
  const y = parseYear(Array.isArray(v) ? v[0]?.[0] : v);
  if (Number.isNaN(y)) throw new CellMessage(`${what} "${String(v)}" is not a year (write 165 or Y165)`);
  return y;
}

/** The fleet's ships and a message if any of their rows, or the catalog, has a problem. */
function fleetShips(n: Navy, byFleet: Map<string, Ship[]>, fleetId: Cell): { ships: Ship[]; problem?: string } {
  const ships = byFleet.get(key(fleetId)) ?? [];
  if (ships.length === 0) return { ships, problem: `no ship is in fleet "${String(fleetId).trim()}"` };
  const problem =
    rowProblem(
      n.shipsTable,
      ships.map((s) => n.shipRows.get(s)!),
    ) ?? n.classProblem;
  return { ships, problem };
}

/** The game the Ruleset cell names (absent in a workbook made before it was passed, or blank: the default game). */
function gameArg(ruleset: Arg | undefined): Game {
  return gameOrDefault(String(single(ruleset ?? '') ?? ''));
}

/**
 * FLEET_CBPV: each fleet's combat strength, as the Ruleset cell's game counts it (the default game's
 * without one), or what the fleet is where that is no warship's strength (a VBAM civilian fleet, VB112).
 */
export function fleetCbpv(fleetIds: Arg, ships: Arg, classes: Arg, ruleset?: Arg): Out {
  return guarded(() => {
    const game = gameArg(ruleset);
    const { formulas } = game;
    const n = navy(ships, classes, game);
    const byFleet = groupBy(n.ships, (s) => s.fleet);
    return perValue(fleetIds, (id) => {
      const f = fleetShips(n, byFleet, id);
      if (f.problem) return f.problem;
      const unknown = f.ships.find((s) => !n.catalog.get(s.shipClass));
      if (unknown) return `ship ${unknown.id}: unknown class "${unknown.shipClass}"`;
      return formulas.fleetKind?.(f.ships) ?? formulas.fleetCbpv(f.ships, n.catalog);
    });
  });
}

/** FLEET_LIMIT: [cap, sub-limit] of the default game's fleets for a year. */
export function fleetLimitFn(year: Arg, startYear: Arg): Out {
  return guarded(() => {
    const game = gameArg(undefined);
    const limit = game.formulas.fleetLimit;
    if (!limit) throw new CellMessage(`${game.name} limits no fleet by year`);
    const start = yearArg(startYear, 'start year');
    return perValue(year, (y) => {
      const n = parseYear(y);
      if (Number.isNaN(n)) return `"${String(y)}" is not a year (write 165 or Y165)`;
      return limit(n, start);
    });
  });
}

/** FLEET_CHECK: "OK" or every fleet rule the Ruleset cell's game finds broken, with its number; every fleet needs ships. */
export function fleetCheck(fleetIds: Arg, ships: Arg, classes: Arg, year: Arg, startYear: Arg, season?: Arg, ruleset?: Arg): Out {
  return guarded(() => {
    const game = gameArg(ruleset);
    const n = navy(ships, classes, game);
    const y = yearArg(year, 'year');
    const judge = game.formulas.fleetJudge(n.catalog, y, yearArg(startYear, 'start year'), String(single(season ?? '') ?? ''));
    const byFleet = groupBy(n.ships, (sh) => sh.fleet);
    return perValue(fleetIds, (id) => {
      const f = fleetShips(n, byFleet, id);
      return f.problem ?? judge(f.ships);
    });
  });
}

/** MOVE_POINTS: an empire's movement points this turn, as the Ruleset cell's game counts them (0: it has no pool). */
export function movePointsFn(empire: Arg, fleets: Arg, ships: Arg, classes: Arg, ruleset?: Arg): Out {
  return guarded(() => {
    const game = gameArg(ruleset);
    const { formulas } = game;
    const n = navy(ships, classes, game);
    const f = records<Fleet>('Fleets', fleets, readFleet);
    return perValue(empire, (e) => formulas.movePoints(key(e), f.items, n.ships, n.catalog));
  });
}

/** BUILD_COST: the default game's price of each class listed, each build counting toward the next. */
export function buildCost(shipClass: Arg, empire: Arg, ships: Arg, classes: Arg): Out {
  return guarded(() => {
    const game = gameArg(undefined);
    const n = navy(ships, classes, game);
    const who = key(Array.isArray(empire) ? empire[0]?.[0] : empire);
    if (!who) throw new CellMessage('name the empire that builds');
    const names = Array.isArray(shipClass) ? shipClass.map((r) => r[0]) : [shipClass];
    const price = buildPrices(game, names, who, n.ships, n.catalog);
    let next = 0;
    return perValue(shipClass, () => price(next++));
  });
}

/** The price of each class named, blanks skipped, in order, as the game prices it: call with the index of each one (blank where it prices none). */
function buildPrices(game: Game, names: Cell[], who: string, ships: Ship[], catalog: Catalog): (i: number) => Cell {
  const prices = game.formulas.buildPrices?.(names.filter((c) => !isBlank(c)).map(String), who, ships, catalog) ?? [];
  return (i) => prices[i] ?? '';
}

/**
 * TREASURY: an empire's balance, the sum of its ledger rows. Its Season column is the campaign game's
 * calendar ("Y165 Spring", "Y168 Turn 1"), which the formula does not know: the sum needs
 * only Empire and Amount, so only their problems are said.
 */
export function treasury(empire: Arg, ledger: Arg): Out {
  return guarded(() => {
    const l = records<LedgerEntry>('Treasury', ledger, readLedgerEntry);
    const problem = l.table.problems.find((p) => p.column !== 'Season');
    if (problem) throw new CellMessage(describe(problem));
    return perValue(empire, (e) => balance(key(e), l.items));
  });
}

/** A calendar's turns as a message names them: "Spring, Summer, Fall, Winter"; "Turn 1 to Turn 12". */
function turnNames(cal: Calendar): string {
  return cal.turns.length > 6 ? `${cal.turns[0]} to ${cal.turns[cal.turns.length - 1]}` : cal.turns.join(', ');
}

/** The value of one cell of an argument: a single cell or the first cell of a range. */
function single(v: Arg): Cell {
  return Array.isArray(v) ? v[0]?.[0] : v;
}

function relations(treaties: Arg): Relation[] {
  return records<Relation>('Treaties', treaties, (r) => readRelation(r)).items;
}

function statusArg(v: Arg): Status {
  return parseStatus(single(v)) ?? 'War';
}

/** Pairs each value of `first` with the value on the same row of `second` (or its single value). */
function paired(first: Arg, second: Arg, fn: (a: Cell, b: Cell) => Cell): Out {
  const other = (i: number) => (Array.isArray(second) ? second[i]?.[0] : second);
  if (!Array.isArray(first)) return isBlank(first) || isBlank(other(0)) ? '' : fn(first, other(0));
  let i = 0;
  return perValue(first, (a) => {
    const b = other(i++);
    return isBlank(b) ? '' : fn(a, b);
  });
}

/** RELATION: the status of two empires and the treaties in force (VBAM). */
export function relationFn(empireA: Arg, empireB: Arg, treaties: Arg, defaultRelation?: Arg): Out {
  return guarded(() => {
    const rel = relations(treaties);
    const fallback = defaultRelation === undefined ? 'War' : statusArg(defaultRelation);
    return paired(empireA, empireB, (a, b) => {
      if (sameName(a, b)) return 'the same empire';
      const r = relationOf(rel, key(a), key(b), fallback);
      return r.treaties.length ? `${r.status}; ${r.treaties.join(', ')}` : r.status;
    });
  });
}

/**
 * DECLARE_CHANCE: the d100 chance an empire would roll against to declare hostilities or war, with its
 * parts (VBAM diplomacy), now: `season` is a turn of the calendar of the game the Ruleset cell names
 * (the default game's when it is not given), which also ages the Diplomacy log's events.
 */
export function declareChanceFn(
  empire: Arg,
  target: Arg,
  treaties: Arg,
  diplomacy: Arg,
  year: Arg,
  season: Arg,
  kind?: Arg,
  defaultRelation?: Arg,
  ruleset?: Arg,
): Out {
  return guarded(() => {
    const rel = relations(treaties);
    const events = records<DiplomaticEvent>('Diplomacy', diplomacy, readDiplomaticEvent).items;
    const what = /hostil/i.test(String(single(kind ?? 'war'))) ? 'hostilities' : 'war';
    const y = yearArg(year, 'year');
    const cal = gameArg(ruleset).calendar;
    const turn = parseTurn(cal, single(season));
    if (!turn) throw new CellMessage(`"${String(single(season))}" is not a ${cal.turnWord} (${turnNames(cal)})`);
    const now = stampOf(cal, { year: y, turn });
    const fallback = defaultRelation === undefined ? 'War' : statusArg(defaultRelation);
    return paired(empire, target, (a, b) => {
      if (sameName(a, b)) return '';
      const c = declareChance(rel, events, key(a), key(b), now, what, fallback, cal);
      if (c.impossible) return `impossible: ${diplomaticRefusalText(c.impossible, cal)}`;
      return `${c.percent}% (${c.parts.map((p) => `${p.label} ${p.value >= 0 ? '+' : ''}${p.value}`).join(', ')})`;
    });
  });
}

/** The tables ORDER_CHECKS reads, in the order of its arguments after the orders; the campaign game's own tabs follow (schema orderChecksSpec). */
const CHECKED_TABLES = ['Campaign', 'Empires', 'Systems', 'Lanes', 'Fleets', 'Ships', 'Classes', 'Treasury', 'Treaties'];

/**
 * ORDER_CHECKS: every order of every Orders tab checked as Process Season would check it now — what
 * is spent counted row by row, each order against the state at that moment — with, beside it, the
 * check of the fleet the row names and the price of the ship it builds, as the campaign's game judges
 * them (Game.formulas). `empireIds` names the empires, `orders` is their Orders tabs' order columns with
 * their header rows, stacked in the same order ({'Orders KLI'!A1:F; 'Orders KZI'!A1:F}). The answer is
 * a block of three columns per empire (order check, fleet check, build cost): its first row says how
 * many rows of the block the Orders tab shows (down to its last order), then row for row with the
 * Orders tab from its first order down. One call for every tab, so a recalculation hands over each
 * table once.
 */
export function orderChecksFn(empireIds: Arg, orders: Arg, ...tables: Arg[]): Out {
  return guarded(() => {
    const who = (Array.isArray(empireIds) ? empireIds.flat() : [empireIds]).map(key).filter((v) => v);
    if (!who.length) throw new CellMessage('name the empires whose orders these are, e.g. {"KLI";"KZI"}');
    const blocks = orderBlocks(orders, who);
    // A game not playable is a problem of the Campaign table (below); its tabs are the default game's meanwhile.
    const game = gameOrDefault(settingValue(Array.isArray(tables[0]) ? tables[0] : undefined, 'Ruleset'));
    const reference = (tab: string) =>
      tableReference(
        tab,
        tabsOf(game).find((t) => t.name === tab),
      );
    const checked = [...CHECKED_TABLES, ...game.tabs.map((t) => t.name)];
    checked.forEach((tab, i) => {
      if (!Array.isArray(tables[i]))
        throw new CellMessage(`${tab}: pass the whole ${tab} table, header row included (e.g. ${reference(tab)})`);
    });
    const tabs = who.map((e) => `Orders ${e}`);
    const loaded = parseCampaign(
      new Map<string, Cell[][]>([
        ...checked.map((tab, i) => [tab, tables[i] as Cell[][]] as const),
        ...tabs.map((t, i) => [t, blocks[i]] as const),
      ]),
      game,
    );
    const problemIn = (names: string[]) => {
      const p = loaded.found.find((x) => names.includes(x.tab));
      return p && describe(p);
    };
    const shared = problemIn(checked);
    const own = tabs.map((t) => shared ?? problemIn([t]));
    const c = loaded.campaign;
    // Each empire's orders are checked alone, as its own Orders tab always was: another empire's orders
    // (a treaty it signs this season, say) never show in this empire's checks.
    const results = game.checkEach(
      c,
      who.filter((_, i) => !own[i]),
    );
    const resultsOf = (e: string) => results.get(e) ?? [];
    const catalog = new Catalog(c.classes);
    const judge = game.formulas.fleetJudge(catalog, c.settings.year, c.settings.startYear, c.settings.season);
    const byFleet = groupBy(c.ships, (sh) => sh.fleet);

    const answers = who.map((e, i) =>
      own[i]
        ? [[`fix the workbook first: ${own[i]}`, '', '']]
        : empireChecks(
            blocks[i],
            resultsOf(e),
            (rows) => buildPrices(game, rows, e, c.ships, catalog),
            (fleet) => {
              const ships = byFleet.get(key(fleet)) ?? [];
              return ships.length ? judge(ships) : `no ship is in fleet "${String(fleet).trim()}"`;
            },
          ),
    );
    // First how many rows of its block each Orders tab shows (down to its last order), then the blocks.
    const height = Math.max(...answers.map((a) => a.length));
    return [
      answers.flatMap((a) => [a.length, '', '']),
      ...Array.from({ length: height }, (_, r) => answers.flatMap((a) => a[r] ?? ['', '', ''])),
    ];
  });
}

/** The orders argument cut at each header row into one Orders tab each (header first), as many as empires named. */
function orderBlocks(orders: Arg, who: string[]): Cell[][][] {
  const headers = new Set(ORDER_COLUMNS.map(normalizeHeader));
  const isHeader = (row: Cell[]) => {
    const cells = row.filter((v) => !isBlank(v)).map(normalizeHeader);
    return cells.length === headers.size && cells.every((h) => headers.has(h));
  };
  const starts = Array.isArray(orders) ? orders.map((r, i) => (isHeader(r) ? i : -1)).filter((i) => i >= 0) : [];
  if (!Array.isArray(orders) || starts[0] !== 0 || starts.length !== who.length) {
    throw new CellMessage(
      `pass the order columns of ${who.map((e) => `Orders ${e}`).join(', ')} with their header rows (${ORDER_COLUMNS.join(', ')}), stacked in that order`,
    );
  }
  return starts.map((at, i) => (orders as Cell[][]).slice(at, starts[i + 1] ?? orders.length));
}

/** An empire's three check columns, row for row with its Orders tab from the first order down to its last. */
function empireChecks(
  tab: Cell[][],
  results: OrderResult[],
  prices: (classes: Cell[]) => (i: number) => Cell,
  fleetCheck: (fleet: Cell) => string,
): Cell[][] {
  const byRow = new Map(results.map((r) => [r.row, r]));
  const column = (header: string) => tab[0].findIndex((h) => normalizeHeader(h) === normalizeHeader(header));
  const [fleetCol, classCol] = [column('Fleet'), column('Build class')];
  const cell = (row: Cell[], col: number) => (col < 0 ? '' : row[col]);
  const rows = tab.slice(1);
  const price = prices(rows.map((r) => cell(r, classCol)));
  let built = 0;
  let last = rows.length;
  while (last > 1 && (rows[last - 1] ?? []).every(isBlank)) last--;
  return rows.slice(0, last).map((row, i) => {
    const r = byRow.get(i + 2);
    const fleet = cell(row, fleetCol);
    return [r ? checkWords(r) : '', isBlank(fleet) ? '' : fleetCheck(fleet), isBlank(cell(row, classCol)) ? '' : price(built++)];
  });
}
