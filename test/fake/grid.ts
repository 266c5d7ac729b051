// Cell storage, A1 notation and value conversion shared by the fake Apps Script services.
// Everything here is internal data: scripts only ever see the facade classes built on top of it.

export interface ValidationSpec {
  criteria: string;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string | null;
}

export interface Cell {
  /** Literal content; '' when empty or when the cell holds a formula. */
  value: unknown;
  /** Formula text such as '=SUM(A1:A3)', '' for plain cells. */
  formula: string;
  note: string;
  numberFormat: string;
  validation: ValidationSpec | null;
  /** Visual formatting (background, fontWeight, ...) keyed by property name. */
  format: Record<string, unknown>;
}

export interface SheetModel {
  id: number;
  name: string;
  maxRows: number;
  maxCols: number;
  /** Sparse rows of sparse cells, 0-based; holes are empty cells. */
  grid: (Array<Cell | undefined> | undefined)[];
  frozenRows: number;
  frozenCols: number;
  tabColor: string | null;
  hidden: boolean;
  colWidths: Record<number, number>;
  /** The sheet's basic filter (at most one per sheet), if any. */
  filter?: RangeRef;
  /** Bumped by every call that may change the tab (markEdited): its fingerprint (fingerprint.ts) is kept until then. */
  edits?: number;
  /** Set once the tab is deleted: a Sheet or Range object still held on it refuses every call (base.ts). */
  deleted?: true;
}

export function markEdited(sheet: SheetModel): void {
  sheet.edits = (sheet.edits ?? 0) + 1;
}

/**
 * A value worked out from a tab's cells and settings alone, kept while nothing may have changed the tab
 * (its `edits` count, bumped before and after every call that may, base.ts); a tab put back by
 * restoreState takes the value of the saved tab it was copied from, once that is known.
 */
export function tabMemo<T>(compute: (s: SheetModel) => T): (s: SheetModel) => T {
  const known = new WeakMap<SheetModel, { edits: number; value: T }>();
  const origins = new WeakMap<SheetModel, SheetModel>();
  copyHooks.push((copy, saved) => {
    const k = known.get(saved);
    if (k && k.edits === (saved.edits ?? 0)) known.set(copy, { edits: copy.edits ?? 0, value: k.value });
    else origins.set(copy, saved);
  });
  return (s) => {
    const edits = s.edits ?? 0;
    const k = known.get(s);
    if (k && k.edits === edits) return k.value;
    const value = compute(s);
    known.set(s, { edits, value });
    const saved = origins.get(s);
    if (saved && (saved.edits ?? 0) === edits) known.set(saved, { edits, value });
    return value;
  };
}

const copyHooks: ((copy: SheetModel, saved: SheetModel) => void)[] = [];

/** restoreState: `copy` is a fresh copy of the saved tab `saved`. */
export function copiedFrom(copy: SheetModel, saved: SheetModel): void {
  for (const hook of copyHooks) hook(copy, saved);
}

/** A rectangle on a sheet, 1-based like Apps Script. */
export interface RangeRef {
  sheet: SheetModel;
  row: number;
  col: number;
  numRows: number;
  numCols: number;
}

/** What Range.getNumberFormat() reports for a cell left on the automatic format. */
export const DEFAULT_NUMBER_FORMAT = '0.###############';

export function newSheetModel(id: number, name: string, maxRows = 1000, maxCols = 26): SheetModel {
  return { id, name, maxRows, maxCols, grid: [], frozenRows: 0, frozenCols: 0, tabColor: null, hidden: false, colWidths: {} };
}

export function peek(sheet: SheetModel, row: number, col: number): Cell | undefined {
  return sheet.grid[row - 1]?.[col - 1];
}

/** The cell to write, made if need be (its row made the tab's own first: ownRow). */
export function cellAt(sheet: SheetModel, row: number, col: number): Cell {
  const cells = ownRow(sheet, row - 1) ?? (sheet.grid[row - 1] = []);
  return (cells[col - 1] ??= { value: '', formula: '', note: '', numberFormat: DEFAULT_NUMBER_FORMAT, validation: null, format: {} });
}

/**
 * Rows a saved state holds (saveState), never changed again: a tab restoreState puts back shares them
 * (copy on write) and copies a row only when a call writes to it (cellAt, ownRows), so a restore costs the
 * rows the last run changed, not the whole tab; and what is worked out from a shared row holds for good.
 * Not frozen: a frozen cell would slow every read of the fake.
 */
const sharedRows = new WeakSet<readonly (Cell | undefined)[]>();

export const isShared = (cells: readonly (Cell | undefined)[]) => sharedRows.has(cells);

/** A tab's rows shared from now on: every write to the tab goes through ownRow first. */
export function shareRows(sheet: SheetModel): void {
  for (const cells of sheet.grid) if (cells) sharedRows.add(cells);
}

/** Row `i` (0-based) of the tab, its own to change: a shared row copied first. */
function ownRow(sheet: SheetModel, i: number): (Cell | undefined)[] | undefined {
  const cells = sheet.grid[i];
  if (cells && sharedRows.has(cells)) return (sheet.grid[i] = cells.map((c) => c && copyCell(c)));
  return cells;
}

/** Every row of the tab its own, before a call that changes cells of any row (clear, insert or delete columns, loadTab). */
export function ownRows(sheet: SheetModel): void {
  for (let i = 0; i < sheet.grid.length; i++) ownRow(sheet, i);
}

/** A cell copied to be changed apart from the original. */
export const copyCell = (c: Cell): Cell => ({
  value: isDate(c.value) ? new Date(c.value.getTime()) : c.value,
  formula: c.formula,
  note: c.note,
  numberFormat: c.numberFormat,
  validation: c.validation,
  format: { ...c.format },
});

export interface ClearParts {
  contents?: boolean;
  formats?: boolean;
  notes?: boolean;
  validations?: boolean;
}
export const CLEAR_ALL: ClearParts = { contents: true, formats: true, notes: true, validations: true };

export function clearCell(cell: Cell, parts: ClearParts): void {
  if (parts.contents) cell.value = cell.formula = '';
  if (parts.formats) {
    cell.format = {};
    cell.numberFormat = DEFAULT_NUMBER_FORMAT;
  }
  if (parts.notes) cell.note = '';
  if (parts.validations) cell.validation = null;
}

export function isCheckbox(cell: Cell | undefined): boolean {
  return cell?.validation?.criteria === 'CHECKBOX';
}

/** Content in the sense of getLastRow(): a value, a formula, or a checkbox. */
export function hasContent(cell: Cell | undefined): boolean {
  return !!cell && (cell.value !== '' || cell.formula !== '' || isCheckbox(cell));
}

export function forEachCell(ref: RangeRef, fn: (row: number, col: number) => void): void {
  for (let r = ref.row; r < ref.row + ref.numRows; r++) for (let c = ref.col; c < ref.col + ref.numCols; c++) fn(r, c);
}

/** fn of every cell of the rectangle, row by row (plain loops: every getValues of a test goes through here). */
export function mapRef<T>(ref: RangeRef, fn: (row: number, col: number) => T): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ref.numRows; i++) {
    const row: T[] = [];
    for (let j = 0; j < ref.numCols; j++) row.push(fn(ref.row + i, ref.col + j));
    out.push(row);
  }
  return out;
}

export function containsCell(ref: RangeRef, row: number, col: number): boolean {
  return row >= ref.row && row < ref.row + ref.numRows && col >= ref.col && col < ref.col + ref.numCols;
}

// ---- A1 notation -------------------------------------------------------------------------------

export function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

export function cellA1(row: number, col: number): string {
  return columnLetters(col) + row;
}

export function a1Of(ref: RangeRef): string {
  const start = cellA1(ref.row, ref.col);
  return ref.numRows === 1 && ref.numCols === 1 ? start : `${start}:${cellA1(ref.row + ref.numRows - 1, ref.col + ref.numCols - 1)}`;
}

/** Sheet name as written in a reference: quoted unless it is a plain identifier. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Splits "'Orders KLI'!A2:B" into the sheet name (null when absent) and the cell part. */
export function splitSheetPrefix(text: string): { sheetName: string | null; ref: string } {
  const quoted = /^'((?:[^']|'')+)'!(.*)$/s.exec(text);
  if (quoted) return { sheetName: quoted[1].replace(/''/g, "'"), ref: quoted[2] };
  const bang = text.lastIndexOf('!');
  return bang < 0 ? { sheetName: null, ref: text } : { sheetName: text.slice(0, bang), ref: text.slice(bang + 1) };
}

const A1_PART = /^\$?([A-Za-z]{0,3})\$?(\d*)$/;

function parsePart(text: string): { col?: number; row?: number } | null {
  const m = A1_PART.exec(text.trim());
  if (!m || (!m[1] && !m[2]) || m[2] === '0') return null;
  return { col: m[1] ? columnNumber(m[1]) : undefined, row: m[2] ? Number(m[2]) : undefined };
}

/**
 * Parses the cell part of an A1 reference: "B3", "A1:C3", open-ended "A2:A" or "A:C" (to the last
 * row), whole rows "2:5" (to the last column). Returns null when the text is not A1 notation.
 */
export function parseA1(text: string, maxRows: number, maxCols: number): Omit<RangeRef, 'sheet'> | null {
  const parts = text.split(':');
  if (parts.length > 2) return null;
  const a = parsePart(parts[0]);
  const b = parts.length === 2 ? parsePart(parts[1]) : a;
  if (!a || !b || (parts.length === 1 && (a.col === undefined || a.row === undefined))) return null;
  const r1 = a.row ?? 1,
    c1 = a.col ?? 1,
    r2 = b.row ?? maxRows,
    c2 = b.col ?? maxCols;
  return { row: Math.min(r1, r2), col: Math.min(c1, c2), numRows: Math.abs(r2 - r1) + 1, numCols: Math.abs(c2 - c1) + 1 };
}

/** Throws the errors Apps Script gives for a rectangle that does not fit the sheet. */
export function checkBounds(sheet: SheetModel, row: number, col: number, numRows: number, numCols: number): void {
  if (row < 1) throw new Error('The starting row of the range is too small.');
  if (col < 1) throw new Error('The starting column of the range is too small.');
  if (numRows < 1) throw new Error('The number of rows in the range must be at least 1.');
  if (numCols < 1) throw new Error('The number of columns in the range must be at least 1.');
  if (row + numRows - 1 > sheet.maxRows || col + numCols - 1 > sheet.maxCols) {
    throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
  }
}

// ---- values ------------------------------------------------------------------------------------

/** Works across vm realms, unlike instanceof. */
export function isDate(v: unknown): v is Date {
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

/** A copy in the Date's own realm, so stored dates can't be mutated through values handed out. */
export function copyDate(d: Date): Date {
  return new (d.constructor as DateConstructor)(d.getTime());
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** Date-like text Sheets turns into a date: 2026-03-01, 2026/3/1, 3/1/2026 (US locale). */
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Sheets holds at most 50,000 characters in a cell; a longer write fails with this message
 * (Sheets API error "Your input contains more than the maximum of 50000 characters in a single cell").
 */
export const MAX_CELL_CHARS = 50000;

function dateOf(text: string): Date | null {
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 ? date : null;
}

/**
 * Stores a value the way Sheets treats setValue(s) input and typing (Range.setValues: "if the value
 * is a string starting with '=', it is interpreted as a formula"): numeric, TRUE/FALSE and date-like
 * text is parsed, unless the cell is formatted as plain text '@'; a leading apostrophe forces text.
 * Text over 50,000 characters throws.
 */
export function writeInput(cell: Cell, input: unknown): void {
  if (typeof input === 'string' && input.length > MAX_CELL_CHARS) {
    throw new Error(`Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`);
  }
  cell.value = '';
  cell.formula = '';
  if (input === null || input === undefined) return;
  if (typeof input !== 'string') {
    cell.value = isDate(input) ? copyDate(input) : typeof input === 'object' ? String(input) : input;
  } else if (cell.numberFormat === '@') {
    cell.value = input;
  } else if (input.length > 1 && input.startsWith('=')) {
    cell.formula = input;
  } else if (input.startsWith("'")) {
    cell.value = input.slice(1);
  } else if (NUMERIC.test(input)) {
    cell.value = Number(input);
  } else if (dateOf(input.trim())) {
    cell.value = dateOf(input.trim());
  } else {
    cell.value = /^(true|false)$/i.test(input) ? input.toLowerCase() === 'true' : input;
  }
}

/** Minimal rendering of a value as Sheets displays it: fixed-decimal formats, booleans, dates. */
export function displayValue(v: unknown, numberFormat: string): string {
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') {
    const fixed = /^0(?:\.(0+))?$/.exec(numberFormat);
    return fixed ? v.toFixed(fixed[1]?.length ?? 0) : String(Number(v.toPrecision(15)));
  }
  if (isDate(v)) {
    const midnight = v.getUTCHours() + v.getUTCMinutes() + v.getUTCSeconds() === 0;
    return formatDate(v, midnight ? 'M/d/yyyy' : 'M/d/yyyy H:mm:ss');
  }
  return String(v);
}

/** SimpleDateFormat subset (yyyy yy MM M dd d HH H mm ss, 'quoted text'), always in UTC. */
export function formatDate(date: Date, pattern: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    yyyy: String(date.getUTCFullYear()),
    yy: pad(date.getUTCFullYear() % 100),
    MM: pad(date.getUTCMonth() + 1),
    M: String(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    d: String(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    H: String(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
    ss: pad(date.getUTCSeconds()),
  };
  return pattern.replace(/yyyy|yy|MM|M|dd|d|HH|H|mm|ss|'[^']*'/g, (t) => (t.startsWith("'") ? t.slice(1, -1) : parts[t]));
}
