// The only code that reads and writes cell values: one getValues per tab read, one setValues per tab
// written, whatever the number of rows.

import { Cell } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * The spreadsheet's tabs by name, their names read once per action (getSheets, then getName on each):
 * an action holds its own Spreadsheet object, and the tabs it adds or removes through insertTab and
 * deleteTab keep the list current. A tab inserted another way is found by name when asked for (readTabs).
 */
const tabLists = new WeakMap<Spreadsheet, Map<string, Sheet>>();

export function tabsOf(ss: Spreadsheet): ReadonlyMap<string, Sheet> {
  return tabList(ss);
}

function tabList(ss: Spreadsheet): Map<string, Sheet> {
  let tabs = tabLists.get(ss);
  if (!tabs) tabLists.set(ss, (tabs = new Map(ss.getSheets().map((s) => [s.getName(), s]))));
  return tabs;
}

/**
 * Every tab's values (header row first) by tab name; a tab that does not exist is absent. `few`: these
 * are a few of the spreadsheet's tabs (the live check), each looked up by its name rather than every
 * tab listed with its name (a call a tab).
 */
export function readTabs(ss: Spreadsheet, names: string[], few = false): Map<string, Cell[][]> {
  const tabs = few ? new Map(tabLists.get(ss)) : tabList(ss);
  const out = new Map<string, Cell[][]>();
  for (const name of new Set(names)) {
    const sheet = tabs.get(name) ?? ss.getSheetByName(name);
    if (!sheet) continue;
    tabs.set(name, sheet);
    out.set(name, sheet.getDataRange().getValues() as Cell[][]);
  }
  return out;
}

/** Deletes a tab, and forgets it. */
export function deleteTab(ss: Spreadsheet, sheet: Sheet, name: string): void {
  ss.deleteSheet(sheet);
  tabLists.get(ss)?.delete(name);
}

/**
 * Blank rows kept below a tab's data, for the GM and the admirals to type into. The live checks read
 * each tab open-ended, down to its last row, so every row of a sheet is an argument cell of every
 * recalculation: a tab is kept this much taller than its data, not Sheets' default 1000 rows.
 */
export const HEADROOM = 100;

/**
 * Grows a sheet so rows × cols fit (with HEADROOM rows to spare); Sheets refuses ranges outside a sheet's
 * size. The rows added take the number formats and validation lists of the last row (text columns stay
 * plain text, dropdowns stay): one copy of each, whatever the number of rows.
 */
export function ensureSize(sheet: Sheet, rows: number, cols: number): void {
  const maxRows = sheet.getMaxRows();
  const maxCols = sheet.getMaxColumns();
  if (rows > maxRows) {
    const added = rows - maxRows + HEADROOM;
    sheet.insertRowsAfter(maxRows, added);
    if (maxRows > 1) {
      const last = sheet.getRange(maxRows, 1, 1, maxCols);
      const below = sheet.getRange(maxRows + 1, 1, added, maxCols);
      last.copyTo(below, SpreadsheetApp.CopyPasteType.PASTE_FORMAT, false);
      last.copyTo(below, SpreadsheetApp.CopyPasteType.PASTE_DATA_VALIDATION, false);
    }
  }
  if (cols > maxCols) sheet.insertColumnsAfter(maxCols, cols - maxCols);
}

/**
 * Writes rows from A1 over `width` columns in one call, blanking what remains of the old rows in those
 * columns so a shorter table leaves nothing stale. Columns right of `width` (computed ones) are untouched.
 */
export function writeTab(sheet: Sheet, rows: Cell[][], width: number, previousRows = sheet.getLastRow()): void {
  const height = Math.max(rows.length, previousRows, 1);
  ensureSize(sheet, height, width);
  const block: Cell[][] = [];
  for (let i = 0; i < height; i++) {
    const r = rows[i] ?? [];
    block.push(Array.from({ length: width }, (_, j) => r[j] ?? ''));
  }
  sheet.getRange(1, 1, height, width).setValues(block as unknown[][]);
}

/** The formulas of tabs ('' where a cell holds a plain value), one getFormulas per tab (found in the tab list). */
export function readFormulas(ss: Spreadsheet, names: string[]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const name of names) {
    const sheet = tabList(ss).get(name) ?? ss.getSheetByName(name);
    if (sheet) out.set(name, sheet.getDataRange().getFormulas());
  }
  return out;
}

/** insertSheet leaves the new tab active: the GM is given back the tab they were on. */
export function insertTab(ss: Spreadsheet, name: string, index?: number): Sheet {
  const active = ss.getActiveSheet();
  const sheet = index === undefined ? ss.insertSheet(name) : ss.insertSheet(name, index);
  ss.setActiveSheet(active);
  tabLists.get(ss)?.set(name, sheet);
  return sheet;
}

/** Shrinks a new tab to its rows plus HEADROOM (a new sheet has 1000 rows, all of them read by the live checks). */
export function fitHeight(sheet: Sheet, rows: number): void {
  const keep = Math.max(rows, 1) + HEADROOM;
  const maxRows = sheet.getMaxRows();
  if (maxRows > keep) sheet.deleteRows(keep + 1, maxRows - keep);
}

/** Tab values with each formula cell of the replaced tabs written as its formula. */
export function withFormulas(
  ss: Spreadsheet,
  values: Map<string, Cell[][]>,
  writes: readonly { tab: string; mode: string }[],
): Map<string, Cell[][]> {
  const formulas = readFormulas(
    ss,
    writes.filter((w) => w.mode === 'replace').map((w) => w.tab),
  );
  const out = new Map(values);
  for (const [tab, grid] of formulas) {
    if (!grid.some((r) => r.some((f) => f))) continue;
    out.set(
      tab,
      (values.get(tab) ?? []).map((r, i) => r.map((v, j) => grid[i]?.[j] || v)),
    );
  }
  return out;
}
