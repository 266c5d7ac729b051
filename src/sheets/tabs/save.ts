// What a change to the campaign writes, tab by tab, as plain rows: state tabs rewritten (keeping
// columns the GM added), the Treasury ledger, the Diplomacy log and the Log appended, Orders tabs
// cleared with their results (or a waiting order's outcome filled in), Report tabs rewritten or added
// to. Pure: the gateway writes each changed tab with one setValues.

import { OrderResult, OrderStatus, resultWords } from '../../engine/core/plotting';
import { gameOrDefault } from '../../engine/games';
import { Campaign, inPlay, LogEntry } from '../../engine/core/model';
import { ReportLine } from '../../engine/core/world';
import type { RecordRow } from '../../engine/core/turnRecord';
import { isTurnSummaryLine } from '../../engine/core/summary';
import { key, sameName } from '../../engine/core/ids';
import { findTab, isComputed, ORDERS_TAB, perEmpireSpec, TabSpec } from '../../../sheets-templates/schema';
import {
  battleCells,
  battleShipCells,
  deferredCells,
  diplomaticEventCells,
  empireCells,
  relationCells,
  rulingCells,
  fleetCells,
  gameRowCells,
  ledgerCells,
  logCells,
  rowsFor,
  rowsKept,
  settingCells,
  shipCells,
  systemCells,
} from './recordCells';
import { Cell, fitCell, isBlank, normalizeHeader } from './tables';
import { ORDER_CELL_LIMIT } from '../../engine/core/model';
import { deferredRows } from '../../engine/core/deferred';
import { STANDINGS_TAB, standingsRows } from './standings';
import { orderTemplate } from './orderTemplate';
import { withExtras } from './extras';
import type { RowTab } from '../../engine/core/game';

export const SUMMARY_TAB = 'Summary';
export const RECORD_TAB = 'Turn record';

export interface TabWrite {
  tab: string;
  /** 'replace': the tab's data columns from row 1; 'append': rows added after the last row. */
  mode: 'replace' | 'append';
  rows: Cell[][];
  /**
   * The columns whose cells a row may keep from the tab as read (the GM's own; recordCells.ts rowsKept):
   * the only ones where a formula of the GM's is read and written back (rule option J45). Every column
   * when not given.
   */
  kept?: number[];
}

/** Columns the add-on writes: everything left of the first computed column. */
export function dataWidth(tab: string, header: Cell[]): number {
  const spec = findTab(tab) ?? perEmpireSpec(tab) ?? (tab.startsWith('Orders') ? ORDERS_TAB : undefined);
  const computed = spec ? computedHeaders(spec) : new Set<string>();
  const first = header.findIndex((h) => computed.has(normalizeHeader(h)));
  return first < 0 ? header.length : first;
}

/** A spec's computed columns by normalised header, found once per spec. */
function computedHeaders(spec: TabSpec): ReadonlySet<string> {
  let set = computedOf.get(spec);
  if (!set) computedOf.set(spec, (set = new Set(spec.columns.filter(isComputed).map((c) => normalizeHeader(c.header)))));
  return set;
}
const computedOf = new WeakMap<TabSpec, ReadonlySet<string>>();

/** A tab's header as the schema lays it out (its data columns). */
export function headerOf(tab: string): Cell[][] {
  return [
    findTab(tab)!
      .columns.filter((c) => !isComputed(c))
      .map((c) => c.header),
  ];
}

function cut(tab: string, rows: Cell[][]): Cell[][] {
  const width = dataWidth(tab, rows[0] ?? []);
  return rows.map((r) => r.slice(0, width));
}

/** A change to the campaign, as the engine returns it: the new state, log rows, report lines, order results. */
export interface Change {
  campaign: Campaign;
  log: LogEntry[];
  reports: Map<string, ReportLine[]>;
  /** A processed season rewrites each report; resolving battles adds to it. */
  reportMode: 'replace' | 'append';
  /** Season processing: every order row is emptied, its Result keeping what became of it. */
  orders?: { season: string; results: Map<string, OrderResult[]> };
  /** Later outcomes of orders that waited (post-combat after battles), by empire and row. */
  orderNotes?: { empire: string; row: number; status: OrderStatus; text: string }[];
  /** The GM's turn summary of this step: the Summary tab, rewritten by a season, added to by battles. */
  summary?: string[];
  /** The GM's whole record of this step (core/turnRecord.ts): the Turn record tab, rewritten or added to as the summary is. */
  record?: RecordRow[];
}

const summaryLine = (r: Cell[]) => r[0] === 'Summary' && isTurnSummaryLine(String(r[1] ?? ''));

/** A report with its turn summary replaced by the new one among `lines`: the title, the new summary, the rest, the new lines. */
function resummarized(before: Cell[][], lines: Cell[][]): Cell[][] {
  const kept = before.filter((r) => !summaryLine(r));
  const title = kept.findIndex((r) => r[0] === 'Summary');
  const head = title === 0 ? kept.slice(0, 1) : [];
  return [...head, ...lines.filter(summaryLine), ...kept.slice(head.length), ...lines.filter((r) => !summaryLine(r))];
}

/** The writes of a change: each tab whose data changed, once. */
export function changeWrites(original: Map<string, Cell[][]>, change: Change): TabWrite[] {
  const c = change.campaign;
  const tab = (name: string) => original.get(name) ?? [[]];
  const state = <T>(name: string, records: T[], id: string, cells: (r: T) => Record<string, Cell>): TabWrite => {
    const { rows, kept } = rowsKept(tab(name), records, id, cells);
    return { tab: name, mode: 'replace', rows: cut(name, rows), kept };
  };
  const rowState = <T extends { id: string }>(name: RowTab, records: T[], id: string, cells: (r: T) => Record<string, Cell>) =>
    state(
      name,
      records,
      id,
      withExtras(cells, c.extras?.[name], (r) => r.id),
    );
  const writes: TabWrite[] = [
    { tab: 'Campaign', mode: 'replace', rows: campaignRows(tab('Campaign'), c) },
    // Each beside the game's own columns on it (campaign.extras), if it has any.
    rowState('Empires', c.empires, 'Empire', empireCells),
    rowState('Systems', c.systems, 'System', systemCells),
    rowState('Fleets', c.fleets, 'Fleet', fleetCells),
    rowState('Ships', c.ships, 'Ship', shipCells),
    state('Battles', c.battles, 'Battle', battleCells),
    {
      tab: 'Battle ships',
      mode: 'replace',
      rows: cut('Battle ships', rowsFor(tab('Battle ships'), c.battleShips, undefined, battleShipCells)),
    },
    { tab: 'Treaties', mode: 'replace', rows: cut('Treaties', rowsFor(tab('Treaties'), c.treaties, undefined, relationCells)) },
    {
      tab: 'Deferred',
      mode: 'replace',
      rows: rowsFor(
        original.get('Deferred') ?? headerOf('Deferred'),
        deferredRows(c.deferred, gameOrDefault(c.settings.ruleset).deferred ?? [], c.settings.lastProcessed),
        undefined,
        deferredCells,
      ),
    },
  ];
  // The Rulings tab is written once the campaign has one (its first ruling creates it).
  if (c.rulings?.length || original.has('Rulings'))
    writes.push({
      tab: 'Rulings',
      mode: 'replace',
      rows: rowsFor(original.get('Rulings') ?? headerOf('Rulings'), c.rulings ?? [], 'Ruling', rulingCells),
    });
  // The tabs the game adds (issue 21): rewritten when their rows changed.
  for (const [name, rows] of Object.entries(c.tables ?? {}))
    writes.push({
      tab: name,
      mode: 'replace',
      rows: rowsFor(tab(name), rows, undefined, gameRowCells),
    });
  // The append-only tabs: the records past the rows the tab holds are appended.
  const appendNew = <T>(name: string, records: T[], cells: (r: T) => Record<string, Cell>) => {
    const before = tab(name)
      .slice(1)
      .filter((r) => !r.every(isBlank)).length;
    const fresh = records.slice(before);
    if (fresh.length) writes.push({ tab: name, mode: 'append', rows: rowsFor(tab(name), fresh, undefined, cells).slice(1) });
  };
  appendNew('Diplomacy', c.diplomacy, diplomaticEventCells);
  appendNew('Treasury', c.ledger, ledgerCells);
  writes.push({ tab: STANDINGS_TAB, mode: 'replace', rows: standingsRows(c) });
  if (change.summary?.length)
    writes.push(
      change.reportMode === 'replace'
        ? { tab: SUMMARY_TAB, mode: 'replace', rows: [['Text'], ...change.summary.map((t) => [t])] }
        : { tab: SUMMARY_TAB, mode: 'append', rows: change.summary.map((t) => [t]) },
    );
  if (change.record?.length) {
    const rows = change.record.map((r) => [r.season, r.section, r.empire, r.what, r.result]);
    writes.push(
      change.reportMode === 'replace'
        ? { tab: RECORD_TAB, mode: 'replace', rows: [headerOf(RECORD_TAB)[0], ...rows] }
        : { tab: RECORD_TAB, mode: 'append', rows },
    );
  }
  if (change.log.length) writes.push({ tab: 'Log', mode: 'append', rows: rowsFor(tab('Log'), change.log, undefined, logCells).slice(1) });
  const pending = gameOrDefault(c.settings.ruleset).pendingWords;
  for (const e of c.empires) {
    const orders = `Orders ${e.id}`;
    const notes = change.orderNotes?.filter((n) => sameName(n.empire, e.id)) ?? [];
    const rows = change.orders
      ? ordersRows(tab(orders), change.orders.results.get(key(e.id)) ?? [], change.orders.season, pending)
      : notes.length
        ? notedRows(tab(orders), notes, pending)
        : undefined;
    // The season closed (processed with no battle, or its last battle resolved): the tab becomes the next one's template.
    const opens = (change.orders || change.orderNotes) && c.settings.phase === 'Orders' && inPlay(e);
    const fleets = c.fleets.filter((f) => sameName(f.empire, e.id)).map((f) => f.id);
    const base = rows ?? cut(orders, tab(orders));
    if (original.has(orders) && (rows || opens))
      writes.push({
        tab: orders,
        mode: 'replace',
        rows: opens ? orderTemplate(base, dataWidth(orders, base[0] ?? []), fleets, c.settings.lastProcessed) : base,
      });
    const lines = (change.reports.get(key(e.id)) ?? []).map((l) => [l.section, l.text]);
    const report = `Report ${e.id}`;
    // An empire out of play has no report this season: its last one stays.
    const reported = change.reports.has(key(e.id));
    const before = tab(report)
      .slice(1)
      .filter((r) => !r.every(isBlank));
    // A new turn summary (Resolve battles) takes the place of the one the report holds (battles pending).
    const resummed = change.reportMode === 'append' && lines.some(summaryLine);
    const full = change.reportMode === 'replace' ? lines : resummed ? resummarized(before, lines) : [...before, ...lines];
    if ((change.reportMode === 'replace' && reported) || resummed)
      writes.push({ tab: report, mode: 'replace', rows: [['Section', 'Text'], ...full] });
    else if (lines.length) writes.push({ tab: report, mode: 'append', rows: lines });
    if ((change.reportMode === 'replace' && reported) || lines.length) {
      const history = `Report history ${e.id}`;
      writes.push({ tab: history, mode: 'replace', rows: historyRows(tab(history), c.settings.lastProcessed, full) });
    }
  }
  return writes
    .filter((w) => w.mode === 'append' || changed(original.get(w.tab), w.rows))
    .map((w) => ({ ...w, rows: w.rows.map((r) => r.map(fitCell)) }));
}

/**
 * The Report history after a report was written: the season's report on top (as the Report tab now
 * holds it), then every other season as it was, newest first.
 */
function historyRows(before: Cell[][], season: string, report: Cell[][]): Cell[][] {
  const older = before
    .slice(1)
    .filter((r) => !r.every(isBlank) && String(r[0] ?? '') !== season)
    .map((r) => r.slice(0, 3));
  return [['Season', 'Section', 'Text'], ...report.map((r) => [season, r[0], r[1]]), ...older];
}

/** Whether rows differ from a tab's data columns as read (cells compared as text). */
function changed(before: Cell[][] | undefined, rows: Cell[][]): boolean {
  if (!before) return true;
  const width = Math.max(...rows.map((r) => r.length), 0);
  // Most tabs a step rewrites are as they were: found so cell by cell, with no text made of them. Rows the
  // same cell for cell make the same text; past the first rows that are not, the texts are compared.
  const at = firstDifference(before, rows, width);
  return at !== undefined && !sameText(before, at.i, rows, at.j, width, at.joined);
}

/**
 * Where the non-blank rows of `a` and `b` first differ in a cell's text among the first `width` columns
 * (or in row length): each one's row, and whether rows came before (`joined`). Undefined when they do not.
 */
function firstDifference(a: Cell[][], b: Cell[][], width: number): { i: number; j: number; joined: boolean } | undefined {
  let i = 0;
  let j = 0;
  let joined = false;
  for (; ; joined = true, i++, j++) {
    while (i < a.length && a[i].every(isBlank)) i++;
    while (j < b.length && b[j].every(isBlank)) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length ? undefined : { i, j, joined };
    const r = a[i];
    const q = b[j];
    const n = Math.min(r.length, width);
    if (n !== Math.min(q.length, width)) return { i, j, joined };
    for (let k = 0; k < n; k++) if (r[k] !== q[k] && String(r[k] ?? '') !== String(q[k] ?? '')) return { i, j, joined };
  }
}

/**
 * Whether the text of a's non-blank rows from row `i` on is b's from row `j` on: each row its first `width`
 * cells joined by one separator, rows by another (before the first too when `joined`). Row by row, so
 * two texts that differ are told apart at the first row that differs, with none of the rest made.
 */
function sameText(a: Cell[][], i: number, b: Cell[][], j: number, width: number, joined: boolean): boolean {
  const rowText = (r: Cell[]) =>
    r
      .slice(0, width)
      .map((c) => String(c ?? ''))
      .join('\u0001');
  // Each text's part not yet compared.
  let x = '';
  let y = '';
  let joinA = joined;
  let joinB = joined;
  for (;;) {
    for (; x === '' && i < a.length; i++) {
      if (a[i].every(isBlank)) continue;
      x = (joinA ? '\n' : '') + rowText(a[i]);
      joinA = true;
    }
    for (; y === '' && j < b.length; j++) {
      if (b[j].every(isBlank)) continue;
      y = (joinB ? '\n' : '') + rowText(b[j]);
      joinB = true;
    }
    // One text ended: the other must have too.
    if (x === '' || y === '') return x === y;
    if (x.length <= y.length) {
      if (!y.startsWith(x)) return false;
      y = y.slice(x.length);
      x = '';
    } else {
      if (!x.startsWith(y)) return false;
      x = x.slice(y.length);
      y = '';
    }
  }
}

function campaignRows(rows: Cell[][], c: Campaign): Cell[][] {
  const values = settingCells(c.settings);
  const copy = rows.map((r) => [...r]);
  const valueCol = Math.max(
    1,
    (copy[0] ?? []).findIndex((h) => normalizeHeader(h) === 'value'),
  );
  // Each setting's row (the first of its name), found once, not a search of the rows per setting.
  const rowOf = new Map<string, Cell[]>();
  const add = (r: Cell[]) => {
    const k = normalizeHeader(r[0]);
    if (!rowOf.has(k)) rowOf.set(k, r);
  };
  copy.forEach(add);
  for (const [name, v] of Object.entries(values)) {
    const row = rowOf.get(normalizeHeader(name));
    if (row) row[valueCol] = v;
    else if (v !== '') {
      const added: Cell[] = [name];
      added[valueCol] = v;
      copy.push(added);
      add(added);
    }
  }
  return copy;
}

/** Characters of an over-long order cell quoted in its Result. */
const ECHOED = 40;

/**
 * An Orders tab after processing: each order row is emptied for the next season, and its Result
 * keeps what was ordered and what became of it, so the same orders can never run twice.
 */
function ordersRows(rows: Cell[][], results: OrderResult[], season: string, pending: string): Cell[][] {
  const header = rows[0] ?? [];
  const width = dataWidth('Orders tab', header);
  const resultCol = header.findIndex((h) => normalizeHeader(h) === 'result');
  const readyCol = header.findIndex((h) => normalizeHeader(h) === 'ready');
  const orderCols = header.map((_, i) => i).filter((i) => i < width && i !== resultCol && i !== readyCol);
  return rows.map((r, i) => {
    const row = r.slice(0, width);
    if (i > 0 && readyCol >= 0) row[readyCol] = ''; // Ready is for one season's orders
    const result = results.find((x) => x.row === i + 1);
    if (i === 0 || !result) return row;
    // A cell longer than an order may hold is refused (ORDER_CELL_LIMIT), and only its start is echoed.
    const order = orderCols
      .map((j) => r[j])
      .filter((v) => !isBlank(v))
      .map((v) => (String(v).length > ORDER_CELL_LIMIT ? `${String(v).slice(0, ECHOED)}…` : v))
      .join(' ');
    for (const j of orderCols) row[j] = '';
    if (resultCol >= 0) row[resultCol] = `${season}: ${order} → ${resultWords(result, pending)}`;
    return row;
  });
}

/** The Result of each order that waited for post-combat gets its outcome, in place of the words that said it waits. */
function notedRows(rows: Cell[][], notes: { row: number; status: OrderStatus; text: string }[], pending: string): Cell[][] {
  const header = rows[0] ?? [];
  const width = dataWidth('Orders tab', header);
  const resultCol = header.findIndex((h) => normalizeHeader(h) === 'result');
  return rows.map((r, i) => {
    const row = r.slice(0, width);
    const note = notes.find((n) => n.row === i + 1);
    if (note && resultCol >= 0) {
      const was = String(row[resultCol] ?? '');
      row[resultCol] = `${was.endsWith(pending) ? was.slice(0, -pending.length) : was}: ${resultWords(note, pending)}`;
    }
    return row;
  });
}
