// What a processed season writes, tab by tab, as plain rows: state tabs rewritten (keeping columns
// the GM added), the Treasury ledger and the Log appended, each Orders tab cleared with its results,
// each Report tab rewritten. Pure: the gateway writes these with one setValues per tab.

import { SeasonOutcome } from '../engine/season';
import { OrderResult } from '../engine/plotting';
import { key } from '../engine/ids';
import { findTab, ORDERS_TAB } from '../../sheets-templates/schema';
import {
  battleCells, fleetCells, ledgerCells, logCells, rowsFor, settingCells, shipCells, systemCells,
} from './records';
import { Cell, isBlank, normalizeHeader } from './tables';

export interface TabWrite {
  tab: string;
  /** 'replace': the tab's data columns from row 1; 'append': rows added after the last row. */
  mode: 'replace' | 'append';
  rows: Cell[][];
}

/** The setting that carries post-combat work across a Battles phase (EaW 4b). */
export const PENDING_SETTING = 'Pending post-combat';

/** Columns the add-on writes: everything left of the first computed column. */
export function dataWidth(tab: string, header: Cell[]): number {
  const spec = findTab(tab) ?? (tab.startsWith('Orders') ? ORDERS_TAB : undefined);
  const computed = new Set(spec?.columns.filter((c) => c.formula).map((c) => normalizeHeader(c.header)));
  const first = header.findIndex((h) => computed.has(normalizeHeader(h)));
  return first < 0 ? header.length : first;
}

function cut(tab: string, rows: Cell[][]): Cell[][] {
  const width = dataWidth(tab, rows[0] ?? []);
  return rows.map((r) => r.slice(0, width));
}

export function seasonWrites(original: Map<string, Cell[][]>, out: SeasonOutcome, season: string): TabWrite[] {
  const c = out.campaign;
  const tab = (name: string) => original.get(name) ?? [[]];
  const writes: TabWrite[] = [
    { tab: 'Campaign', mode: 'replace', rows: campaignRows(tab('Campaign'), out) },
    { tab: 'Systems', mode: 'replace', rows: cut('Systems', rowsFor(tab('Systems'), c.systems, 'System', systemCells)) },
    { tab: 'Fleets', mode: 'replace', rows: cut('Fleets', rowsFor(tab('Fleets'), c.fleets, 'Fleet', fleetCells)) },
    { tab: 'Ships', mode: 'replace', rows: cut('Ships', rowsFor(tab('Ships'), c.ships, 'Ship', shipCells)) },
    { tab: 'Battles', mode: 'replace', rows: cut('Battles', rowsFor(tab('Battles'), c.battles, 'Battle', battleCells)) },
  ];
  const ledgerBefore = tab('Treasury').slice(1).filter((r) => !r.every(isBlank)).length;
  const newLedger = c.ledger.slice(ledgerBefore);
  if (newLedger.length) writes.push({ tab: 'Treasury', mode: 'append', rows: rowsFor(tab('Treasury'), newLedger, undefined, ledgerCells).slice(1) });
  if (out.log.length) writes.push({ tab: 'Log', mode: 'append', rows: rowsFor(tab('Log'), out.log, undefined, logCells).slice(1) });
  for (const e of c.empires) {
    const orders = `Orders ${e.id}`;
    if (original.has(orders)) writes.push({ tab: orders, mode: 'replace', rows: ordersRows(tab(orders), out.results.get(key(e.id)) ?? [], season) });
    const lines = out.reports.get(key(e.id)) ?? [];
    writes.push({ tab: `Report ${e.id}`, mode: 'replace', rows: [['Section', 'Text'], ...lines.map((l) => [l.section, l.text])] });
  }
  return writes.filter((w) => w.mode === 'append' || changed(original.get(w.tab), w.rows));
}

/** Whether rows differ from a tab's data columns as read (cells compared as text). */
function changed(before: Cell[][] | undefined, rows: Cell[][]): boolean {
  if (!before) return true;
  const text = (t: Cell[][], width: number) => t.filter((r) => !r.every(isBlank)).map((r) => r.slice(0, width).map((c) => String(c ?? '')).join('\u0001')).join('\n');
  const width = Math.max(...rows.map((r) => r.length), 0);
  return text(before, width) !== text(rows, width);
}

function campaignRows(rows: Cell[][], out: SeasonOutcome): Cell[][] {
  const values: Record<string, Cell> = {
    ...settingCells(out.campaign.settings),
    [PENDING_SETTING]: out.pending.length ? JSON.stringify(out.pending) : '',
  };
  const copy = rows.map((r) => [...r]);
  const valueCol = Math.max(1, (copy[0] ?? []).findIndex((h) => normalizeHeader(h) === 'value'));
  for (const [name, v] of Object.entries(values)) {
    const row = copy.find((r) => normalizeHeader(r[0]) === normalizeHeader(name));
    if (row) row[valueCol] = v;
    else if (v !== '') {
      const added: Cell[] = [name];
      added[valueCol] = v;
      copy.push(added);
    }
  }
  return copy;
}

/**
 * An Orders tab after processing: each order row is emptied for the next season, and its Result
 * keeps what was ordered and what became of it, so the same orders can never run twice.
 */
function ordersRows(rows: Cell[][], results: OrderResult[], season: string): Cell[][] {
  const header = rows[0] ?? [];
  const width = dataWidth('Orders tab', header);
  const resultCol = header.findIndex((h) => normalizeHeader(h) === 'result');
  const orderCols = header.map((_, i) => i).filter((i) => i < width && i !== resultCol);
  return rows.map((r, i) => {
    const row = r.slice(0, width);
    const result = results.find((x) => x.row === i + 1);
    if (i === 0 || !result) return row;
    const order = orderCols.map((j) => r[j]).filter((v) => !isBlank(v)).join(' ');
    for (const j of orderCols) row[j] = '';
    if (resultCol >= 0) row[resultCol] = `${season}: ${order} → ${result.ok ? '' : 'NOT DONE: '}${result.text}`;
    return row;
  });
}
