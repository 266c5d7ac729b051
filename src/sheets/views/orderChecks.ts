// The shared live check (ORDER_CHECKS_TAB in the schema): one ORDER_CHECKS call on the hidden Order
// checks tab answers every Orders tab's Order check, Fleet check and Build cost, a block of columns per
// empire; each Orders tab shows its own block through ARRAY_CONSTRAIN, down to its last order.

import { ORDER_CHECKS_TAB, ORDERS_TAB, tabName } from '../../../sheets-templates/schema';
import { fitRows, HEADROOM, knownRows, maxRows, tabsOf } from '../tabs/gateway';
import { placedFormula } from '../tabs/layout';
import { wroteCampaign } from '../tabs/held';
import { Cell, normalizeHeader } from '../tabs/tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Keeps the Order checks tab HEADROOM rows taller than the tallest Orders tab: its answer reaches the
 * last order of any tab, and a spill needs the rows (Sheets refuses to spill past a sheet's end). An
 * Orders tab this run read, and neither made nor grew, counts as tall as its last order (its size is not
 * asked: issue 31, a getMaxRows per Orders tab each action), and then the Order checks tab only grows.
 * An admiral who adds more rows than that to an Orders tab and fills them is checked again once the GM
 * runs any campaign action (or Refresh protections).
 */
export function fitOrderChecks(ss: Spreadsheet): void {
  const checks = tabsOf(ss).get(ORDER_CHECKS_TAB.name) ?? ss.getSheetByName(ORDER_CHECKS_TAB.name);
  if (!checks) return;
  const orders = [...tabsOf(ss)].filter(([n]) => n.startsWith(tabName(ORDERS_TAB, ''))).map(([, s]) => s);
  const known = orders.map((s) => (knownRows(s).rows > 0 ? knownRows(s) : { rows: maxRows(s), exact: true }));
  const rows = Math.max(0, ...known.map((k) => k.rows)) + HEADROOM;
  if (known.every((k) => k.exact) || rows > maxRows(checks)) fitRows(checks, rows);
}

/**
 * Points each empire's Orders tab at its block of the Order checks tab: the blocks follow the order of
 * the Empires tab, which may have changed (an empire added, removed or moved). `tabs` give each Orders
 * tab's header as it stands.
 */
export function linkOrderChecks(ss: Spreadsheet, empires: string[], tabs: Map<string, Cell[][]>): void {
  const check = ORDERS_TAB.columns.find((c) => c.formula)!;
  for (const e of empires) {
    const name = tabName(ORDERS_TAB, e);
    const sheet = ss.getSheetByName(name);
    const col = (tabs.get(name)?.[0] ?? []).findIndex((h) => normalizeHeader(h) === normalizeHeader(check.header));
    if (sheet && col >= 0) sheet.getRange(2, col + 1).setFormula(placedFormula(check.formula!, e, empires));
    wroteCampaign();
  }
}
