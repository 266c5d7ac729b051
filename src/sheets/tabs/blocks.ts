// Writing an admiral workbook only where it changed (issue 19 item 1). A workbook is a set of blocks:
// each tab from A1, and on the Map tab its title, chart data and system table as separate ranges. What
// the GM's script last wrote into each block is recorded, as a digest and a height, in a script property
// per workbook; a block whose digest is unchanged is not written, and nothing is read back to tell.
// Script properties, not document ones: the edit trigger that checks orders runs outside the GM's
// spreadsheet and must read the record too (PropertiesService.getScriptProperties: "a property store
// that all users can access within this script"; getDocumentProperties is for the current document only,
// developers.google.com/apps-script/reference/properties/properties-service). A value holds at most 9 KB
// (developers.google.com/apps-script/guides/services/quotas): a record is 16 short entries.

import { ensureSize, formatAdded, HEADROOM, knownRows, maxRows, rangeAt, rangesAt, rangesIfHeld, roomFor, RowFormat } from './gateway';
import { Cell } from './tables';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Cells written from (row, col) of a tab, `width` columns wide. */
export interface Block {
  /** The tab name for a whole tab; "Map chart" and the like for a range of the Map tab. */
  key: string;
  tab: string;
  row: number;
  col: number;
  width: number;
  rows: Cell[][];
}

/** What was last written into a workbook: each block's digest and height. */
export type Written = Record<string, [digest: string, rows: number]>;

const WRITTEN = 'SFB book written ';

/** The record of a workbook, or an empty one when none was kept (then every block is written). */
export function writtenOf(bookId: string): Written {
  const raw = PropertiesService.getScriptProperties().getProperty(WRITTEN + bookId);
  try {
    return raw ? (JSON.parse(raw) as Written) : {};
  } catch {
    return {};
  }
}

export function recordWritten(bookId: string, written: Written): void {
  PropertiesService.getScriptProperties().setProperty(WRITTEN + bookId, JSON.stringify(written));
}

/** Forgets what was written into a workbook (it is about to be rewritten in full, or it is no longer ours). */
export function forgetWritten(bookId: string): void {
  PropertiesService.getScriptProperties().deleteProperty(WRITTEN + bookId);
}

/** The raw record, as a token that changes with every write into the workbook (the live check compares it). */
export function writtenToken(bookId: string): string {
  return PropertiesService.getScriptProperties().getProperty(WRITTEN + bookId) ?? '';
}

/** A short digest of rows (MD5 as hex; Utilities.computeDigest gives signed bytes). */
export function rowsDigest(rows: Cell[][]): string {
  // A Date is written as its ISO text (Date.prototype.toJSON), with no copy of the rows made first.
  const text = JSON.stringify(rows);
  return Utilities.computeDigest(Utilities.DigestAlgorithm.MD5, text, Utilities.Charset.UTF_8)
    .map((b) => (b & 0xff).toString(16).padStart(2, '0'))
    .join('');
}

/**
 * A write costs about as much as this many cells: two calls (getRange, then setValues) at ~30 ms each,
 * a cell at ~0.05 ms (README, "Benchmark").
 */
export const CELLS_PER_WRITE = 1200;

/**
 * What the script knows of one tab's size in a workbook it writes, each way: at least `rows` × `cols`
 * (it wrote that far), or exactly so once looked up (getMaxRows / getMaxColumns) or grown by the script
 * itself. Each is asked only when a block goes past it (issue 31: a getMaxRows and getMaxColumns pair
 * per block that grew a tab one way).
 */
export interface Extent {
  rows: number;
  cols: number;
  exactRows: boolean;
  exactCols: boolean;
  /** Its rows are the workbook record's (rule option J20), not asked this run: trusted until a write fails. */
  recorded?: boolean;
}

/** The record's key for a tab's rows (rule option J20); its digest is never empty (bookRecovery.ts reads an empty one as half-written). */
const TAB_ROWS = 'Tab rows ';
const ROWS_KNOWN = 'rows';

/**
 * Rule option J20: the rows of each tab as the GM's script last knew them exactly (asked, or grown by
 * itself), from the workbook's record, trusted for a write that fits them and for growing the tab
 * (fitExtent, rule option J70). A person who added rows since leaves the tab taller than this: harmless.
 * One who deleted rows leaves it shorter: the write or the rows inserted past its end are refused
 * (Sheets refuses a range outside a sheet's size), and writeBook asks the tab's size and writes again.
 */
export function recordedExtents(written: Written): Map<string, Extent> {
  const out = new Map<string, Extent>();
  for (const [key, [known, rows]] of Object.entries(written))
    if (key.startsWith(TAB_ROWS) && known === ROWS_KNOWN && rows > 0)
      out.set(key.slice(TAB_ROWS.length), { rows, cols: 0, exactRows: true, exactCols: false, recorded: true });
  return out;
}

/** Records the rows of every tab whose rows the run knows exactly (rule option J20). */
export function recordExtents(written: Written, extents: Map<string, Extent>): void {
  for (const [tab, e] of extents) if (e.exactRows) written[TAB_ROWS + tab] = [ROWS_KNOWN, e.rows];
}

/**
 * Grows a tab so rows × cols fit (with HEADROOM rows to spare, room to type orders in), asking Sheets
 * its rows, or its columns, only when what is known of them does not already cover the block (Sheets
 * refuses a range outside a sheet's size). Unlike the GM's tabs (gateway.ts ensureSize) no format is copied
 * into the rows added: an admiral workbook's tabs hold no formulas, and Create / update sets the Orders
 * dropdowns over every row.
 */
export function fitExtent(sheet: Sheet, extents: Map<string, Extent>, tab: string, rows: number, cols: number): Extent {
  const e = extents.get(tab) ?? { rows: 0, cols: 0, exactRows: false, exactCols: false };
  if (rows > e.rows && !e.exactRows) Object.assign(e, { rows: sheet.getMaxRows(), exactRows: true, recorded: false });
  // Rows from the record (J20) grow the tab unasked (rule option J70): a tab shorter than recorded
  // refuses rows inserted past its end (Sheets refuses them, as it refuses a range past it), and
  // writeBook then asks its size; one taller gets its rows among its blank ones. The rows stay the
  // record's, grown (`recorded`), so a write refused later is still asked again.
  if (rows > e.rows) {
    sheet.insertRowsAfter(e.rows, rows - e.rows + HEADROOM);
    e.rows = rows + HEADROOM;
  }
  if (cols > e.cols && !e.exactCols) Object.assign(e, { cols: sheet.getMaxColumns(), exactCols: true });
  if (cols > e.cols) {
    sheet.insertColumnsAfter(e.cols, cols - e.cols);
    e.cols = cols;
  }
  extents.set(tab, e);
  return e;
}

/** The tab's rows exactly, asked (getMaxRows) only when not known yet this run; its columns are not asked. */
export function exactRows(sheet: Sheet, extents: Map<string, Extent>, tab: string): number {
  const e = extents.get(tab);
  if (e?.exactRows && !e.recorded) return e.rows;
  const rows = sheet.getMaxRows();
  extents.set(tab, { cols: 0, exactCols: false, ...e, rows, exactRows: true, recorded: false });
  return rows;
}

/** Records that a tab is at least rows × cols (it held that much when last written). */
export function atLeast(extents: Map<string, Extent>, tab: string, rows: number, cols: number): void {
  const e = extents.get(tab);
  if (!e) extents.set(tab, { rows, cols, exactRows: false, exactCols: false });
  else {
    if (!e.exactRows) e.rows = Math.max(e.rows, rows);
    if (!e.exactCols) e.cols = Math.max(e.cols, cols);
  }
}

/**
 * Writes a block, blanking the rows it held before (`previousRows`) below its new ones, within its own
 * columns only: with one setValues over its rectangle, or, when that would send many blanks, column by
 * column, whichever the cost model prices lower (CELLS_PER_WRITE): each mostly blank column (a chart's
 * data: one value column per series, each filled in its own rows; a Systems column known of a few
 * systems) over the runs of rows it fills, and each span of neighbouring filled columns as one
 * rectangle, after one clearContent of what the block held before. Range.clearContent empties the
 * values of a range and leaves its formats (developers.google.com/apps-script/reference/spreadsheet/range#clearContent()).
 */
export function writeBlock(sheet: Sheet, b: Block, previousRows: number, fit: (rows: number, cols: number) => void): void {
  const height = Math.max(b.rows.length, previousRows, 1);
  fit(b.row - 1 + height, b.col - 1 + b.width);
  const { spans, runs } = columnPlan(b);
  const cost =
    (previousRows > 0 ? CELLS_PER_WRITE : 0) +
    spans.reduce((n, [from, to]) => n + (to - from) * b.rows.length + CELLS_PER_WRITE, 0) +
    runs.reduce((n, [, from, to]) => n + to - from + CELLS_PER_WRITE, 0);
  if (cost < height * b.width + CELLS_PER_WRITE) {
    if (previousRows > 0) sheet.getRange(b.row, b.col, previousRows, b.width).clearContent();
    for (const [from, to] of spans) {
      const grid = b.rows.map((r) => Array.from({ length: to - from }, (_, j) => r[from + j] ?? ''));
      sheet.getRange(b.row, b.col + from, grid.length, to - from).setValues(grid as unknown[][]);
    }
    for (const [j, from, to] of runs) {
      const column = Array.from({ length: to - from }, (_, i) => [b.rows[from + i]?.[j] ?? '']);
      sheet.getRange(b.row + from, b.col + j, column.length, 1).setValues(column as unknown[][]);
    }
    return;
  }
  const grid = Array.from({ length: height }, (_, i) => Array.from({ length: b.width }, (_, j) => b.rows[i]?.[j] ?? ''));
  sheet.getRange(b.row, b.col, height, b.width).setValues(grid as unknown[][]);
}

/**
 * How a block goes column by column: the spans [from, to) of neighbouring columns sent whole (over the
 * block's rows), and the runs [column, from, to) of the other columns, each column sent in runs when
 * that costs less than sending it whole.
 */
function columnPlan(b: Block): { spans: [number, number][]; runs: [number, number, number][] } {
  const spans: [number, number][] = [];
  const runs: [number, number, number][] = [];
  for (let j = 0; j < b.width; j++) {
    const own = filledRuns(b, j);
    // Whole, a column costs its cells, and another write unless it joins the span of the column before.
    const joins = spans.length > 0 && spans[spans.length - 1][1] === j;
    const whole = b.rows.length + (joins ? 0 : CELLS_PER_WRITE);
    if (!own.length || own.reduce((n, [, from, to]) => n + to - from + CELLS_PER_WRITE, 0) < whole) runs.push(...own);
    else if (joins) spans[spans.length - 1][1] = j + 1;
    else spans.push([j, j + 1]);
  }
  return { spans, runs };
}

/**
 * Column j's runs of rows [j, from, to) that hold values; two runs are one when the blanks between
 * them cost fewer cells than another write would.
 */
function filledRuns(b: Block, j: number): [number, number, number][] {
  const runs: [number, number, number][] = [];
  let run: [number, number, number] | undefined;
  b.rows.forEach((r, i) => {
    const c = r[j];
    if (c === '' || c === null || c === undefined) return;
    if (run && i - run[2] <= CELLS_PER_WRITE) run[2] = i + 1;
    else runs.push((run = [j, i, i + 1]));
  });
  return runs;
}

/**
 * Writes a GM tab's rows from A1 over `width` columns only where they differ from `before`, what the tab
 * holds now (read before anything was written, and compared again since: process.ts, changedSince):
 * each run of changed rows with one setValues, two runs joined when the unchanged rows between them cost
 * fewer cells than another write (CELLS_PER_WRITE), rows the tab held below the new ones blanked. Its size
 * is asked only when the rows go past what it held. A season moves few ships: the Ships tab is no longer
 * rewritten whole.
 */
export function writeChangedRows(sheet: Sheet, before: Cell[][], rows: Cell[][], width: number, format?: RowFormat): void {
  const height = Math.max(rows.length, before.length, 1);
  const row = (i: number) => Array.from({ length: width }, (_, j) => rows[i]?.[j] ?? '');
  const runs = changedRowRuns(before, rows, width);
  if (!runs.length) return;
  // Its rows all written in one run from row 2 (a tab read with its header alone grows below it, J11).
  const fills = runs.length === 1 && runs[0][0] === 1 && runs[0][1] >= height;
  // Its size asked only when Sheets refuses the ranges past what it held (rule option J26), and not even
  // then when its rows' formats are given (J88).
  const end = runs[runs.length - 1][1];
  // The runs' ranges found together (rangesAt, J60): one call pair, not a getRange a run.
  const { added, got } = roomFor(
    sheet,
    end,
    width,
    () =>
      rangesAt(
        sheet,
        runs.map(([from, to]) => [from + 1, 1, to - from, width]),
      ),
    format,
    fills,
  );
  runs.forEach(([from, to], k) => {
    formatAdded(added, format, got[k], from + 1, to, width);
    got[k].setValues(Array.from({ length: to - from }, (_, i) => row(from + i)) as unknown[][]);
  });
}

/**
 * The runs [from, to) of rows writeChangedRows writes: the rows of `rows` that differ from `before` over
 * `width` columns (rows `before` held below the new ones included), two runs joined when the unchanged
 * rows between them cost fewer cells than another write (CELLS_PER_WRITE).
 */
export function changedRowRuns(before: Cell[][], rows: Cell[][], width: number): [number, number][] {
  const height = Math.max(rows.length, before.length, 1);
  const runs: [number, number][] = [];
  for (let i = 0; i < height; i++) {
    let same = true;
    for (let j = 0; j < width && same; j++) same = sameCell(rows[i]?.[j] ?? '', before[i]?.[j] ?? '');
    if (same) continue;
    const last = runs[runs.length - 1];
    if (last && (i - last[1]) * width < CELLS_PER_WRITE) last[1] = i + 1;
    else runs.push([i, i + 1]);
  }
  return runs;
}

/**
 * Writes rows [from, to) of each run of `rows` from A1 over `width` columns (rows past `rows` blanked),
 * one setValues a run: Undo and Recover putting back the rows an action wrote (rule option J25). Rows
 * past the tab's end hold nothing to blank and are not written; its rows are asked only when Sheets
 * refuses a run's range (rule option J26: before, whenever a run went past what this run knew of them).
 */
export function writeRowRuns(sheet: Sheet, rows: Cell[][], runs: [number, number][], width: number): void {
  if (!runs.length) return;
  const block = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => Array.from({ length: width }, (_, j) => rows[from + k]?.[j] ?? '')) as unknown[][];
  // The runs' ranges got first, together (rangesAt, J60), its size not asked (rule option J26): ranges got prove the tab holds every run.
  const filled = runs.filter(([from, to]) => to > from);
  const got = rangesIfHeld(
    sheet,
    filled.map(([from, to]) => [from + 1, 1, to - from, width]),
  );
  if (got) {
    filled.forEach(([from, to], k) => got[k].setValues(block(from, to)));
    return;
  }
  const end = Math.max(...runs.map(([, to]) => to));
  const known = knownRows(sheet);
  const have = end > known.rows && !known.exact ? maxRows(sheet) : known.rows;
  ensureSize(sheet, Math.max(Math.min(end, have), rows.length, 1), width);
  const tall = Math.max(have, rows.length);
  for (const [from, upTo] of runs) {
    const to = Math.min(upTo, tall);
    if (to <= from) continue;
    rangeAt(sheet, from + 1, 1, to - from, width).setValues(block(from, to));
  }
}

/** A cell as read equals the cell about to be written (blank however it is given; a date by its time). */
export function sameCell(a: Cell, b: Cell): boolean {
  if (a === b) return true;
  const blank = (c: Cell) => c === '' || c === null || c === undefined;
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

// An admiral workbook's blocks against what it was last given (books/admirals.ts, writeBook): the rows,
// then the columns, that changed.

/**
 * The row ranges [from, to) where `rows` differ from `old` (a row gone is blanked), two ranges merged
 * when the equal rows between them cost fewer cells than another write (getRange and setValues) would.
 */
export function changedRuns(old: Cell[][], rows: Cell[][], width: number): [number, number][] {
  const gap = Math.max(1, Math.floor(CELLS_PER_WRITE / Math.max(width, 1)));
  const runs: [number, number][] = [];
  for (let i = 0; i < Math.max(old.length, rows.length); i++) {
    if (sameTexts(old[i], rows[i])) continue;
    const last = runs[runs.length - 1];
    if (last && i - last[1] <= gap) last[1] = i + 1;
    else runs.push([i, i + 1]);
  }
  return runs;
}

const cellText = (c: Cell) => (c instanceof Date ? c.toISOString() : String(c ?? ''));
/** Two cells read the same as text; the same value (the common case) without making either text. */
const sameText = (a: Cell, b: Cell) => a === b || cellText(a) === cellText(b);

/**
 * Whether two rows' cells read the same as text, cell for cell (a hole in a sparse row only as a hole):
 * as the JSON of their texts would compare, with no text made of the whole row.
 */
function sameTexts(a: Cell[] | undefined, b: Cell[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  if (x === y) return true;
  if (x.length !== y.length) return false;
  for (let k = 0; k < x.length; k++) {
    const hole = !(k in x);
    if (hole !== !(k in y)) return false;
    if (!hole && !sameText(x[k], y[k])) return false;
  }
  return true;
}

/**
 * The spans of columns [first, last) where rows [from, to) of `rows` differ from `old` (all `width` when
 * none do), two spans one when the unchanged cells between them cost fewer than a write (CELLS_PER_WRITE).
 * The first column, each row's id, is always written with them: a row rewritten never shows one row's
 * id beside another's cells, whatever was done to the workbook by hand.
 */
export function changedColumns(old: Cell[][], rows: Cell[][], from: number, to: number, width: number): [number, number][] {
  const spans: [number, number][] = [[0, 1]];
  let any = false;
  for (let j = 0; j < width; j++) {
    let differs = false;
    for (let i = from; i < to && !differs; i++) differs = !sameText(old[i]?.[j], rows[i]?.[j]);
    any ||= differs;
    if (!differs || j === 0) continue;
    const last = spans[spans.length - 1];
    if (last && (j - last[1]) * (to - from) < CELLS_PER_WRITE) last[1] = j + 1;
    else spans.push([j, j + 1]);
  }
  return any ? spans : [[0, width]];
}
