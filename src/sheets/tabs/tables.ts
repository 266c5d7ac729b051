// Reading a tab's values (a 2D array with a header row) by the schema: columns are found by header
// name, cells are coerced to their column type, and every problem names tab, row and column.
// Pure: it sees arrays, never a Range.

import { ColumnSpec, isComputed, TabSpec } from '../../../sheets-templates/schema';
import { Calendar, parseMoment, parseStamp, parseYear, SEASON_CALENDAR, stampOf } from '../../engine/core/calendar';
import { key } from '../../engine/core/ids';
import { ORDER_CELL_LIMIT } from '../../engine/core/model';

export type Cell = string | number | boolean | Date | null | undefined;

/**
 * Sheets holds at most 50,000 characters in a cell: a longer write fails with "Your input contains more
 * than the maximum of 50000 characters in a single cell" (the Sheets API's error, quoted in
 * https://qiita.com/koshilife/items/5aff56c1bb9e5d31067f and github.com/qeet/importjsonapi/issues/10;
 * test/fake/grid.ts enforces it). What the add-on writes is cut to fit (save.ts).
 */
export const MAX_CELL_CHARS = 50000;
const CUT_MARK = ' … [cut: a cell holds 50,000 characters]';

/** A value as it can be written: text longer than a cell holds is cut, and says so. */
export function fitCell(v: Cell): Cell {
  return typeof v === 'string' && v.length > MAX_CELL_CHARS ? v.slice(0, MAX_CELL_CHARS - CUT_MARK.length) + CUT_MARK : v;
}

/**
 * The most characters a data cell (not an order) may hold (rule option K12): the engine's own texts are
 * under 1,000 (a battle's Setup), and a report line or Log row quoting a few cells must stay under
 * MAX_CELL_CHARS. Orders have their own, smaller limit (ORDER_CELL_LIMIT), refused per order.
 */
export const DATA_CELL_LIMIT = 5000;
/** The most a number in a tab may be (K12): more is a slip (1e308 makes sums infinite), not a campaign quantity. */
export const MAX_NUMBER = 1e9;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** "1,250" and "12,500.5": commas between groups of three digits, as Sheets' US locale shows them. */
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
/** "12,5" or "1.250,5": a decimal comma, as a European locale writes it. */
const DECIMAL_COMMA = /^[+-]?\d{1,3}(\.\d{3})*,\d+$|^[+-]?\d+,\d+$/;

/**
 * A cell as a number, or why it is not one (rule option K12): a plain decimal, or commas grouping
 * thousands; a decimal comma ("12,5") is never guessed at, and a number beyond MAX_NUMBER is refused.
 */
export function parseNumber(v: Cell): number | string {
  // A number cell (most are) is taken as it is, with no text made of it unless it is out of range (or NaN).
  if (typeof v === 'number' && v >= -MAX_NUMBER && v <= MAX_NUMBER) return v;
  const text = String(v).trim();
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && PLAIN_NUMBER.test(text)) n = Number(text);
  else if (typeof v === 'string' && GROUPED.test(text)) n = Number(text.replace(/,/g, ''));
  else if (typeof v === 'string' && DECIMAL_COMMA.test(text))
    return `"${text}" has a decimal comma: write it with a point (${text.replace(/\./g, '').replace(',', '.')}), as the add-on reads numbers`;
  else return `"${text}" is not a number`;
  if (!Number.isFinite(n) || Math.abs(n) > MAX_NUMBER) return `${text} is out of range (at most ${MAX_NUMBER.toLocaleString('en-US')})`;
  return n;
}

export interface Problem {
  tab: string;
  /** 1-based sheet row, 0 for a problem with the whole tab. */
  row: number;
  column: string;
  message: string;
}

export function describe(p: Problem): string {
  if (p.row === 0 && !p.column) return `${p.tab}: ${p.message}`;
  if (p.row === 0) return `${p.tab}, column "${p.column}": ${p.message}`;
  return `${p.tab} row ${p.row}${p.column ? `, column "${p.column}"` : ''}: ${p.message}`;
}

/** Header text as the add-on compares it: case, spaces and punctuation spacing do not matter. */
export function normalizeHeader(h: unknown): string {
  const text = typeof h === 'string' ? h : String(h ?? '');
  let n = normalized.get(text);
  if (n === undefined) normalized.set(text, (n = text.trim().replace(/\s+/g, ' ').toLowerCase()));
  return n;
}
/** Headers seen so far, normalised: every cell read names its column, and the headers are few. */
const normalized = new Map<string, string>();

/** A tab spec's columns by normalised header (the last of a header named twice), made once per spec. */
export function specColumns(spec: TabSpec): ReadonlyMap<string, ColumnSpec> {
  let cols = specColumnMaps.get(spec);
  if (!cols) specColumnMaps.set(spec, (cols = new Map(spec.columns.map((c) => [normalizeHeader(c.header), c]))));
  return cols;
}
const specColumnMaps = new WeakMap<TabSpec, ReadonlyMap<string, ColumnSpec>>();

/** Each header of a header row, normalised, to its column (the first of a header named twice). */
export function headerIndex(header: readonly Cell[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    const k = normalizeHeader(h);
    if (k && !index.has(k)) index.set(k, i);
  });
  return index;
}

/** A column as the code names it: where the tab holds it, and its spec (none when the schema has no such column). */
interface Field {
  readonly at: number | undefined;
  readonly spec: ColumnSpec | undefined;
}

export class Table {
  readonly rows: Row[] = [];
  readonly problems: Problem[] = [];
  private readonly index: ReadonlyMap<string, number>;
  /** The most characters a cell of this tab may hold (an Orders tab's are orders). */
  readonly cellLimit = this.spec.kind === 'orders' ? ORDER_CELL_LIMIT : DATA_CELL_LIMIT;

  /** `values[0]` is the header row; sheet row numbers start at `firstRow` (1 for a whole tab). */
  constructor(
    readonly spec: TabSpec,
    readonly name: string,
    values: Cell[][],
    firstRow = 1,
    /** The campaign game's calendar, which its stamps (season columns) are written in. */
    readonly calendar: Calendar = SEASON_CALENDAR,
  ) {
    this.index = headerIndex(values[0] ?? []);
    for (const col of spec.columns) {
      if (!isComputed(col) && col.required && !this.index.has(normalizeHeader(col.header))) {
        this.problems.push({ tab: name, row: 0, column: col.header, message: 'column is missing (columns are found by their header)' });
      }
    }
    for (let i = 1; i < values.length; i++) {
      const cells = values[i] ?? [];
      if (cells.every(isBlank)) continue;
      this.rows.push(new Row(this, cells, firstRow + i));
    }
  }

  has(header: string): boolean {
    return this.field(header).at !== undefined;
  }

  /** Each header as the code names it, to its column: every cell read asks, so it is normalised once. */
  private readonly fields = new Map<string, Field>();

  field(header: string): Field {
    let f = this.fields.get(header);
    if (f === undefined) {
      const k = normalizeHeader(header);
      this.fields.set(header, (f = { at: this.index.get(k), spec: specColumns(this.spec).get(k) }));
    }
    return f;
  }

  columnIndex(header: string): number | undefined {
    return this.field(header).at;
  }

  column(header: string, f = this.field(header)): ColumnSpec {
    if (!f.spec) throw new Error(`schema of ${this.spec.name} has no column "${header}"`);
    return f.spec;
  }
}

export function isBlank(v: Cell): boolean {
  return v === '' || v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** One data row; each accessor validates its cell by the column's spec and records problems on the table. */
export class Row {
  constructor(
    private readonly table: Table,
    private readonly cells: Cell[],
    readonly number: number,
  ) {}

  raw(header: string): Cell {
    const i = this.table.field(header).at;
    return i === undefined ? '' : this.cells[i];
  }

  /** Records a problem with this row's cell. */
  problem(header: string, message: string): void {
    this.table.problems.push({ tab: this.table.name, row: this.number, column: header, message });
  }

  private present(header: string, f = this.table.field(header)): Cell | undefined {
    const v = f.at === undefined ? '' : this.cells[f.at];
    const limit = this.table.cellLimit;
    if (typeof v === 'string' && v.length > limit)
      this.problem(
        header,
        `holds ${v.length.toLocaleString('en-US')} characters, more than the ${limit.toLocaleString('en-US')} a cell may hold here`,
      );
    if (!isBlank(v)) return v;
    if (this.table.column(header, f).required && f.at !== undefined) this.problem(header, 'is blank');
    return undefined;
  }

  text(header: string): string {
    const f = this.table.field(header);
    const v = this.present(header, f);
    if (v === undefined) return '';
    const s = typeof v === 'string' ? v.trim() : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim();
    const col = this.table.column(header, f);
    if (col.id) {
      // In an order, a line break is the engine's to read (a path "S04⏎S18" is two systems): elsewhere an id is one line.
      if (/[\r\n]/.test(s) && this.table.spec.kind !== 'orders')
        this.problem(header, `"${s.replace(/\s+/g, ' ')}" holds a line break: an id is one line`);
      return key(s);
    }
    const allowed = col.values;
    if (!allowed) return s;
    const match = allowed.find((a) => a.toLowerCase() === s.toLowerCase());
    if (match === undefined) this.problem(header, `"${s}" is not one of: ${allowed.join(', ')}`);
    return match ?? s;
  }

  num(header: string): number {
    const f = this.table.field(header);
    const v = this.present(header, f);
    if (v === undefined) return 0;
    const n = parseNumber(v);
    if (typeof n === 'string') {
      this.problem(header, n);
      return 0;
    }
    if (this.table.column(header, f).type === 'int' && !Number.isInteger(n)) {
      this.problem(header, `${n} is not a whole number`);
      return Math.round(n);
    }
    return n;
  }

  year(header: string): number {
    const v = this.present(header);
    if (v === undefined) return 0;
    const y = parseYear(v);
    if (Number.isNaN(y)) this.problem(header, `"${String(v)}" is not a year (write 165 or Y165)`);
    return Number.isNaN(y) ? 0 : y;
  }

  bool(header: string): boolean {
    const v = this.present(header);
    if (v === undefined) return false;
    if (typeof v === 'boolean') return v;
    const s = String(v).trim().toLowerCase();
    if (['yes', 'y', 'true', '1', 'x'].includes(s)) return true;
    if (['no', 'n', 'false', '0'].includes(s)) return false;
    this.problem(header, `"${String(v)}" is not yes or no`);
    return false;
  }

  list(header: string): string[] {
    const v = this.present(header);
    if (v === undefined) return [];
    const items = String(v)
      .split(/[,;\r\n]/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
    return this.table.column(header).id ? items.map(key) : items;
  }

  /**
   * A stamp of the table's calendar such as "Y165 Summer" or "Y165 Turn 3 Phase 5" (or a Setup or New
   * Year); kept as typed when valid, normalised.
   */
  season(header: string): string {
    const v = this.present(header);
    if (v === undefined) return '';
    const cal = this.table.calendar;
    const st = parseStamp(v);
    if (st && (cal === SEASON_CALENDAR || st.season === 'Setup' || st.season === 'New Year')) return `Y${st.year} ${st.season}`;
    const m = cal === SEASON_CALENDAR ? undefined : parseMoment(cal, v);
    if (m) return stampOf(cal, m);
    this.problem(header, `"${String(v)}" is not a ${cal.turnWord} like "Y165 ${cal.turns[0]}"`);
    return String(v).trim();
  }
}
