// The only code that reads and writes cell values: one getValues per tab read, one setValues per tab
// written, whatever the number of rows.

import { Cell } from './tables';
import { heldRead, wroteCampaign } from './held';
import { columnLetter } from './layout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/**
 * The spreadsheet's tabs by name, their names read once per action (getSheets, then getName on each):
 * an action holds its own Spreadsheet object, and the tabs it adds or removes through insertTab and
 * deleteTab keep the list current. Once listed, a name not in the list is no tab (rule option J56).
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
 * Names whose insertTab began but did not end: a failure there may leave the tab made but not listed, so
 * it is asked of Sheets by name (Recover and a kept Undo tab must find it), list or no list.
 */
const unsure = new WeakMap<Spreadsheet, Set<string>>();

/**
 * A tab by name: from the tab list when this run has listed its tabs (none when it is not there, rule
 * option J56), or else asked of Sheets (getSheetByName) without listing them (issue 31: a lookup per
 * tab each time it was asked for).
 */
export function tabNamed(ss: Spreadsheet, name: string): Sheet | null {
  const tabs = tabLists.get(ss);
  return tabs && !unsure.get(ss)?.has(name) ? (tabs.get(name) ?? null) : lookedUp(ss, name);
}

/**
 * Names this run asked Sheets for and found no tab, not asked again (rule option J41): the Undo tab is
 * read, then written, in one Process Season, and a Rulings tab not made yet was asked for three times
 * in one (its formulas, its read, its write). A tab the run inserts is in the list (insertTab).
 */
const absent = new WeakMap<Spreadsheet, Set<string>>();

/** A tab not in the run's list, asked of Sheets by name once a run when it is not there (getSheetByName). */
function lookedUp(ss: Spreadsheet, name: string): Sheet | null {
  if (absent.get(ss)?.has(name)) return null;
  const sheet = ss.getSheetByName(name);
  if (!sheet) {
    if (!absent.has(ss)) absent.set(ss, new Set());
    absent.get(ss)!.add(name);
  }
  return sheet;
}

/**
 * After a failure: the tabs this run listed that are gone now (a person deleted them while it ran: a call
 * on a deleted tab's Sheet fails, rule option J80), and the run's list forgotten, so that what puts the
 * tabs back asks Sheets for each by name and makes a deleted one again. One listing, on failure only.
 */
export function tabsGoneMeanwhile(ss: Spreadsheet): string[] {
  const listed = tabLists.get(ss);
  tabLists.delete(ss);
  absent.delete(ss);
  const now = tabList(ss);
  return listed ? [...listed.keys()].filter((name) => !now.has(name)) : [];
}

/**
 * Every tab's values (header row first) by tab name; a tab that does not exist is absent. `few`: these
 * are a few of the spreadsheet's tabs (the live check), each looked up by its name rather than every
 * tab listed with its name (a call a tab).
 */
export function readTabs(ss: Spreadsheet, names: string[], few = false): Map<string, Cell[][]> {
  const listed = !few || tabLists.has(ss);
  const tabs = few ? new Map(tabLists.get(ss)) : tabList(ss);
  const out = new Map<string, Cell[][]>();
  for (const name of new Set(names)) {
    const sheet = tabs.get(name) ?? (listed && !unsure.get(ss)?.has(name) ? null : lookedUp(ss, name));
    if (!sheet) continue;
    tabs.set(name, sheet);
    const started = Date.now();
    const range = sheet.getDataRange();
    const rows = range.getValues() as Cell[][];
    readTimes.set(name, Date.now() - started);
    atLeastSize(sheet, rows.length, rows[0]?.length ?? 0);
    dataRanges.set(sheet, range);
    out.set(name, rows);
  }
  if (!few) heldRead(out, tabs.keys());
  return out;
}

/**
 * The widest this run knows each of these tabs of its own spreadsheet to be (at least the columns it
 * read or grew it to, sizeOf), for those it read or wrote, and 0 for those its tab list lacks (absent):
 * what a later run reads them by (readTabsWide).
 */
export function knownWidths(ss: Spreadsheet, names: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  const tabs = tabLists.get(ss);
  if (!tabs) return out;
  for (const name of names) {
    const sheet = tabs.get(name);
    const cols = sheet ? sizes.get(sheet)?.cols : unsure.get(ss)?.has(name) ? undefined : 0;
    if (cols !== undefined) out[name] = cols;
  }
  return out;
}

/**
 * readTabs for a few tabs (`few`), each of those of known width (`widths`, knownWidths; 0: absent) read through one
 * Spreadsheet.getRange of its columns A to its width, every row ("'Fleets'!A1:K"), rather than looked up
 * by name and then its data range found (rule option J76: a getSheetByName and a getDataRange a tab, two
 * metadata calls to one value call). The blank rows and columns after the last value are left off, as
 * getDataRange leaves them. A range Sheets refuses (the tab gone or narrower, a tab name changed) is
 * read as readTabs reads it.
 */
export function readTabsWide(ss: Spreadsheet, names: string[], widths: Readonly<Record<string, number>>): Map<string, Cell[][]> {
  const out = new Map<string, Cell[][]>();
  const rest: string[] = [];
  for (const name of new Set(names)) {
    const cols = widths[name];
    if (cols === 0) continue; // absent
    let rows: Cell[][] | undefined;
    try {
      if (cols) rows = trimmed(ss.getRange(`'${name.replace(/'/g, "''")}'!A1:${columnLetter(cols)}`).getValues() as Cell[][]);
    } catch {
      // read as readTabs reads it
    }
    if (rows) out.set(name, rows);
    else rest.push(name);
  }
  for (const [name, rows] of readTabs(ss, rest, true)) out.set(name, rows);
  return new Map(names.filter((n) => out.has(n)).map((n) => [n, out.get(n)!]));
}

/** Rows without the blank rows and columns after the last value (at least one cell, as getDataRange gives A1). */
function trimmed(rows: Cell[][]): Cell[][] {
  const filled = (c: Cell) => c !== '' && c !== null && c !== undefined;
  let height = rows.length;
  while (height > 1 && !rows[height - 1].some(filled)) height--;
  let width = 1;
  for (const r of rows.slice(0, height)) for (let j = r.length - 1; j >= width; j--) if (filled(r[j])) width = j + 1;
  return rows.slice(0, height).map((r) => r.slice(0, width));
}

/** How long the last read of each tab took this run (readTabs), by tab name. */
const readTimes = new Map<string, number>();

/**
 * How long reading these tabs again is expected to take (ms): as long as their last reads this run
 * took; undefined when one of them was not read this run.
 */
export function rereadTime(names: readonly string[]): number | undefined {
  let ms = 0;
  for (const name of names) {
    const t = readTimes.get(name);
    if (t === undefined) return undefined;
    ms += t;
  }
  return ms;
}

/**
 * The range of each tab's last read this run (readTabs): the formulas of the cells it read are read
 * through it (readFormulas), not through another getDataRange (issue 31: a lookup per tab).
 */
const dataRanges = new WeakMap<Sheet, GoogleAppsScript.Spreadsheet.Range>();

/**
 * What this run knows of each tab's size (issue 31: an action asked Sheets for sizes more often than it
 * read or wrote values): at least the rows and columns it read, or exactly what Sheets said when first
 * asked (getMaxRows, getMaxColumns), kept current by the script's own inserts and deletes (ensureSize,
 * fitHeight, fitRows). A Sheet object is the run's own (tabsOf), so what is known of it ends with the run.
 * A person adding rows meanwhile leaves the tab larger than known (rows are then added that were not
 * needed); one deleting rows the script is about to write makes that write fail, as it did when the
 * size was asked just before (rule option J1: an action refuses edits that land while it runs).
 */
interface Size {
  rows: number;
  cols: number;
  exactRows: boolean;
  exactCols: boolean;
}
const sizes = new WeakMap<Sheet, Size>();

function sizeOf(sheet: Sheet): Size {
  let size = sizes.get(sheet);
  if (!size) sizes.set(sheet, (size = { rows: 0, cols: 0, exactRows: false, exactCols: false }));
  return size;
}

/** The tab holds at least rows × cols (they were read from it). */
function atLeastSize(sheet: Sheet, rows: number, cols: number): void {
  const size = sizeOf(sheet);
  if (!size.exactRows) size.rows = Math.max(size.rows, rows);
  if (!size.exactCols) size.cols = Math.max(size.cols, cols);
}

/** The tab's rows (Sheet.getMaxRows), asked once a run. */
export function maxRows(sheet: Sheet): number {
  const size = sizeOf(sheet);
  if (!size.exactRows) Object.assign(size, { rows: sheet.getMaxRows(), exactRows: true });
  return size.rows;
}

/** What this run knows of the tab's rows without asking: exactly, or at least (its last row of data read). */
export function knownRows(sheet: Sheet): { rows: number; exact: boolean } {
  const size = sizeOf(sheet);
  return { rows: size.rows, exact: size.exactRows };
}

/** The tab's columns (Sheet.getMaxColumns), asked once a run. */
export function maxColumns(sheet: Sheet): number {
  const size = sizeOf(sheet);
  if (!size.exactCols) Object.assign(size, { cols: sheet.getMaxColumns(), exactCols: true });
  return size.cols;
}

/** Makes the tab exactly `rows` tall (its first `rows` kept), with the rows added taking nothing (the Order checks tab). */
export function fitRows(sheet: Sheet, rows: number): void {
  const have = maxRows(sheet);
  if (have < rows) sheet.insertRowsAfter(have, rows - have);
  else if (have > rows) sheet.deleteRows(rows + 1, have - rows);
  sizeOf(sheet).rows = rows;
  if (have !== rows) wroteCampaign();
}

/** Deletes a tab, and forgets it. */
export function deleteTab(ss: Spreadsheet, sheet: Sheet, name: string): void {
  ss.deleteSheet(sheet);
  wroteCampaign();
  tabLists.get(ss)?.delete(name);
}

/**
 * Blank rows kept below a tab's data, for the GM and the admirals to type into. The live checks read
 * each tab open-ended, down to its last row, so every row of a sheet is an argument cell of every
 * recalculation: a tab is kept this much taller than its data, not Sheets' default 1000 rows.
 */
export const HEADROOM = 100;

/**
 * Grows a sheet so rows × cols fit (with HEADROOM rows to spare); Sheets refuses ranges outside a
 * sheet's size, which is asked only when what this run knows of the tab may not hold rows × cols. The
 * rows added take the number formats and validation lists of the last row (text columns stay plain
 * text, dropdowns stay): one copy of each, whatever the number of rows.
 */
export function ensureSize(sheet: Sheet, rows: number, cols: number): void {
  const size = sizeOf(sheet);
  if (rows > size.rows && rows > maxRows(sheet)) {
    const had = size.rows;
    const added = rows - had + HEADROOM;
    sheet.insertRowsAfter(had, added);
    size.rows = had + added;
    // Whole rows in A1 notation ("7:7"): every column, without asking the tab's width (issue 31).
    if (had > 1) likeRowAbove(sheet.getRange(`${had}:${had}`), sheet.getRange(`${had + 1}:${had + added}`));
  }
  // A sheet has at least one column (Sheets refuses to delete them all; the fake too): one is not asked.
  if (cols > Math.max(size.cols, 1) && cols > maxColumns(sheet)) {
    sheet.insertColumnsAfter(size.cols, cols - size.cols);
    size.cols = cols;
  }
}

/**
 * The number formats and dropdowns a tab's data rows take as New campaign lays them out (workbook.ts
 * rowFormat), given by a caller that writes rows past what the tab may hold: the rows roomFor inserts
 * unasked take them through the write's own range (formatAdded), no range more found.
 */
export interface RowFormat {
  /** The one number format of every column, none with a dropdown (a Report tab's plain text, J11). */
  readonly plain?: string;
  /** Sets the formats and dropdowns over `range`, `rows` × `cols` from column A. */
  apply(range: Range, rows: number, cols: number): void;
}

/**
 * The ranges `get` makes for a write reaching row `rows` and column `cols` (rule option J26): got first,
 * the tab's size not asked, where what this run knows of the tab does not cover them; only when Sheets
 * refuses them (a range outside the sheet's size, as J20 and fitExtent assume) is the tab grown, and they
 * are got again (any other failure recurs there and is thrown). Ranges got prove the tab that large.
 *
 * How it grows: a tab this run read with its header alone (a Report tab before its first season:
 * nothing to copy from), about to be filled from row 2 in one write (`fills`) of one number format
 * (`format.plain`), grows right below its header by the rows the write fills, unasked and untried (rule
 * option J11; the header row just read lies within the sheet: "after the given row position",
 * Sheet.insertRowsAfter, developers.google.com/apps-script/reference/spreadsheet/sheet#insertRowsAfter(Integer,Integer)).
 * A tab refused the write whose data rows' formats the caller gives (`format`) grows right after its last
 * row this run knows (read or got) by the rows the write needs past it, its size not asked (rule option
 * J88): the blank rows it had stay below. Either way its blank rows stay as many as they were, and the
 * caller gives the rows added their formats through the write's ranges (`added`: the last row before
 * them; formatAdded). Any other tab is grown as ensureSize grows it, its size asked, formats copied.
 */
export function roomFor<T>(
  sheet: Sheet,
  rows: number,
  cols: number,
  get: () => T,
  format?: RowFormat,
  fills = false,
): { added?: number; got: T } {
  const size = sizeOf(sheet);
  if (fills && format?.plain !== undefined && !size.exactRows && size.rows === 1 && rows > 1) {
    sheet.insertRowsAfter(1, rows - 1);
    size.rows = rows;
    ensureSize(sheet, rows, cols);
    return { added: 1, got: get() };
  }
  const unknown = (rows > size.rows && !size.exactRows) || (cols > Math.max(size.cols, 1) && !size.exactCols);
  if (unknown) {
    try {
      const got = get();
      atLeastSize(sheet, rows, cols);
      return { got };
    } catch {
      // Refused: grown below.
    }
  }
  if (format && !size.exactRows && size.rows >= 1 && rows > size.rows) {
    const had = size.rows;
    sheet.insertRowsAfter(had, rows - had);
    size.rows = rows;
    ensureSize(sheet, rows, cols);
    return { added: had, got: get() };
  }
  ensureSize(sheet, rows, cols);
  return { got: get() };
}

/**
 * Gives the rows roomFor inserted after row `added` the formats of the tab's data rows (`format`),
 * through `to`, a range of the write that fills them: rows `first` to `last`, `cols` wide from column A.
 */
export function formatAdded(
  added: number | undefined,
  format: RowFormat | undefined,
  to: Range,
  first: number,
  last: number,
  cols: number,
): void {
  if (added === undefined || !format || last <= added) return;
  if (format.plain !== undefined) to.setNumberFormat(format.plain);
  else format.apply(to, last - first + 1, cols);
}

/**
 * Copies the number formats and dropdowns of `row` over `to`, the rows below it, as many columns wide
 * (a destination larger than the source repeats it: Range.copyTo,
 * developers.google.com/apps-script/reference/spreadsheet/range#copyTo(Range,CopyPasteType,Boolean)).
 */
function likeRowAbove(row: Range, to: Range): void {
  row.copyTo(to, SpreadsheetApp.CopyPasteType.PASTE_FORMAT, false);
  row.copyTo(to, SpreadsheetApp.CopyPasteType.PASTE_DATA_VALIDATION, false);
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
  wroteCampaign();
}

/**
 * The range of a tab at (row, col), rows × cols, got once a run (getRange): the rows an action reads
 * formulas from are the rows it writes, through the same range (issue 31: metadata calls at most the
 * value calls; formulaRows.ts, blocks.ts writeChangedRows). A range stays where it is when rows are
 * added below the data (ensureSize), the only rows an action inserts before it writes.
 */
export function rangeAt(sheet: Sheet, row: number, col: number, rows: number, cols: number): Range {
  return rangesAt(sheet, [[row, col, rows, cols]])[0];
}

/** A range's place: its first row and column, its rows and columns (as Sheet.getRange takes them). */
export type Box = [row: number, col: number, rows: number, cols: number];

/**
 * The ranges of a tab at `boxes`, each got once a run as rangeAt gets it; those not got yet found with
 * one call pair, not a getRange each (rule option J60): Sheet.getRangeList takes "a non-empty list of A1
 * notations" of "ranges in the same sheet", and RangeList.getRanges "returns a list of one or more Range
 * instances in the same sheet" (developers.google.com/apps-script/reference/spreadsheet/sheet#getRangeList(String),
 * .../range-list#getRanges()). A single range is got alone (one call, not two). Sheets refuses a list
 * holding a range outside the sheet's size, as it refuses that range alone (roomFor, J26).
 */
export function rangesAt(sheet: Sheet, boxes: readonly Box[]): Range[] {
  let got = rangesGot.get(sheet);
  if (!got) rangesGot.set(sheet, (got = new Map()));
  const missing = new Map<string, Box>();
  for (const box of boxes) if (!got.has(box.join(','))) missing.set(box.join(','), box);
  const todo = [...missing];
  if (todo.length === 1) {
    const [at, [row, col, rows, cols]] = todo[0];
    got.set(at, sheet.getRange(row, col, rows, cols));
  } else if (todo.length > 1) {
    const a1 = todo.map(([, [row, col, rows, cols]]) => `${columnLetter(col)}${row}:${columnLetter(col + cols - 1)}${row + rows - 1}`);
    sheet
      .getRangeList(a1)
      .getRanges()
      .forEach((r, k) => got.set(todo[k][0], r));
  }
  return boxes.map((b) => got.get(b.join(','))!);
}

/**
 * rangeAt, or nothing where Sheets refuses the range as outside the sheet's size (rule option J26): the
 * tab's size not asked; a range got proves the tab that large.
 */
export function rangeIfHeld(sheet: Sheet, row: number, col: number, rows: number, cols: number): Range | undefined {
  try {
    const range = rangeAt(sheet, row, col, rows, cols);
    atLeastSize(sheet, row + rows - 1, col + cols - 1);
    return range;
  } catch {
    return undefined;
  }
}

/** rangesAt, or nothing where Sheets refuses them (a range outside the sheet's size, J26): ranges got prove the tab that large. */
export function rangesIfHeld(sheet: Sheet, boxes: readonly Box[]): Range[] | undefined {
  try {
    const ranges = rangesAt(sheet, boxes);
    for (const [row, col, rows, cols] of boxes) atLeastSize(sheet, row + rows - 1, col + cols - 1);
    return ranges;
  } catch {
    return undefined;
  }
}

const rangesGot = new WeakMap<Sheet, Map<string, Range>>();

/**
 * The formulas of tabs ('' where a cell holds a plain value), one getFormulas per tab (found in the tab
 * list), over the cells its last read this run read: what Undo and Recover lay over those values (the
 * callers write nothing between the two).
 */
export function readFormulas(ss: Spreadsheet, names: string[]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const name of names) {
    const sheet = tabList(ss).get(name) ?? ss.getSheetByName(name);
    if (sheet) out.set(name, (dataRanges.get(sheet) ?? sheet.getDataRange()).getFormulas());
  }
  return out;
}

/** insertSheet leaves the new tab active: the GM is given back the tab they were on. */
export function insertTab(ss: Spreadsheet, name: string, index?: number): Sheet {
  // Asked for by name again until it is listed: a failure below may leave the tab made but not listed.
  absent.get(ss)?.delete(name);
  if (!unsure.has(ss)) unsure.set(ss, new Set());
  unsure.get(ss)!.add(name);
  const active = ss.getActiveSheet();
  const sheet = index === undefined ? ss.insertSheet(name) : ss.insertSheet(name, index);
  ss.setActiveSheet(active);
  tabLists.get(ss)?.set(name, sheet);
  unsure.get(ss)!.delete(name);
  wroteCampaign();
  return sheet;
}

/**
 * Makes a tab being laid out its rows plus HEADROOM tall: a new sheet has 1000 rows, all of them read by
 * the live checks. Done before its formats are set, a tab grown here needs no formats copied (J57).
 */
export function fitHeight(sheet: Sheet, rows: number): void {
  fitRows(sheet, Math.max(rows, 1) + HEADROOM);
}
