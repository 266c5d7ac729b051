// The only code that reads and writes cell values: one getValues per tab read, one setValues per tab
// written, whatever the number of rows.

import { Cell } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Every tab's values (header row first) by tab name; a tab that does not exist is absent. */
export function readTabs(ss: Spreadsheet, names: string[]): Map<string, Cell[][]> {
  const wanted = new Set(names);
  const out = new Map<string, Cell[][]>();
  for (const sheet of ss.getSheets()) {
    const name = sheet.getName();
    if (wanted.has(name)) out.set(name, sheet.getDataRange().getValues() as Cell[][]);
  }
  return out;
}

/** Grows a sheet so rows × cols fit; Sheets refuses ranges outside a sheet's size. */
export function ensureSize(sheet: Sheet, rows: number, cols: number): void {
  const maxRows = sheet.getMaxRows();
  if (rows > maxRows) sheet.insertRowsAfter(maxRows, rows - maxRows);
  const maxCols = sheet.getMaxColumns();
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

/** The formulas of tabs ('' where a cell holds a plain value), one getFormulas per tab. */
export function readFormulas(ss: Spreadsheet, names: string[]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const name of names) {
    const sheet = ss.getSheetByName(name);
    if (sheet) out.set(name, sheet.getDataRange().getFormulas());
  }
  return out;
}

/** insertSheet leaves the new tab active: the GM is given back the tab they were on. */
export function insertTab(ss: Spreadsheet, name: string, index?: number): Sheet {
  const active = ss.getActiveSheet();
  const sheet = index === undefined ? ss.insertSheet(name) : ss.insertSheet(name, index);
  ss.setActiveSheet(active);
  return sheet;
}
