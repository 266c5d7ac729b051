// Lazy evaluation of formula cells for the fake spreadsheet.
//
// Supported: expressions built from registered custom functions `=NAME(arg, ...)` (nesting allowed),
// number / "string" / TRUE / FALSE literals, + - * / between them (#DIV/0!, #VALUE!), cell and range references (sheet-qualified, quoted
// sheet names, open-ended like A2:A) and named ranges; a bare `=A1` or `=Ships!A1:B3` also works.
// Array literals `{a, b; c, d}` (https://support.google.com/docs/answer/6208276: a comma puts the next
// value or range to the right, a semicolon below; ranges of other sizes than their neighbours' give
// #VALUE!), and of the built-in functions only ARRAY_CONSTRAIN(range, rows, cols)
// (https://support.google.com/docs/answer/3267036).
// Anything else (other operators, other built-in functions such as SUM or IF) evaluates to ''.
//
// A custom function is called again only when its arguments changed (Sheets caches its results too).
// A test's stand-in for a custom function marked `ignoresArguments` is called with no argument read (an
// error in one, such as an unknown sheet, is then not reported).
// Results: a 2D array spills down/right (a 1D array is one column); a blocked or oversized spill,
// a cycle or an unknown sheet gives '#REF!', a throwing function '#ERROR!', an unknown function or
// range name '#NAME?'. Messages are kept in `errors`, keyed like 'Sheet1!B2'.
// Known gap: while a formula is being evaluated, cells its own (future) spill would cover read as ''.

import {
  a1Of,
  Cell,
  cellA1,
  copyDate,
  hasContent,
  isDate,
  isCheckbox,
  mapRef,
  parseA1,
  peek,
  RangeRef,
  SheetModel,
  splitSheetPrefix,
  tabMemo,
} from './grid';
import type { Workbook } from './workbook';

/**
 * A custom function of the script, or a test's stand-in for one. A stand-in marked `ignoresArguments`
 * answers the same whatever it is given: it is called without its arguments being read.
 */
export type CustomFunction = ((...args: unknown[]) => unknown) & { ignoresArguments?: boolean };

interface Evaluated {
  value: unknown;
  spill?: unknown[][];
}

/** Thrown when evaluation reaches a formula cell that is already being evaluated. */
class Cycle {
  constructor(readonly origin: string) {}
}

class FormulaError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

/** The formula is outside the supported subset; it evaluates to ''. */
class Unsupported {}

/** Common Sheets functions: not evaluated (''), but not reported as unknown either. */
const BUILT_INS = new Set(
  (
    'SUM SUMIF SUMIFS SUMPRODUCT COUNT COUNTA COUNTIF COUNTIFS AVERAGE MIN MAX ROUND ROUNDUP ROUNDDOWN ABS IF IFS ' +
    'IFERROR IFNA AND OR NOT ISBLANK ISNUMBER ISTEXT ISERROR VLOOKUP HLOOKUP XLOOKUP INDEX MATCH FILTER SORT UNIQUE ' +
    'QUERY ARRAYFORMULA INDIRECT OFFSET ROW ROWS COLUMN COLUMNS LEN TRIM UPPER LOWER CONCATENATE JOIN TEXTJOIN SPLIT ' +
    'TEXT VALUE TODAY NOW DATE HYPERLINK REGEXMATCH REGEXEXTRACT REGEXREPLACE SUBSTITUTE LEFT RIGHT MID'
  ).split(' '),
);

/** The built-in functions the fake does evaluate. */
const EVALUATED = new Set(['ARRAY_CONSTRAIN']);

/** A cell's error text (#REF!, #DIV/0!, #NAME? ...): passed on by whatever reads it. */
const ERROR = /^#[A-Z0-9/]+[!?]$/;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The last row and column of a tab's own content (getLastRow's sense: hasContent), spills aside. */
const storedExtent = tabMemo((sheet) => {
  let lastRow = 0;
  let lastCol = 0;
  // Each row's last cell with content, found from its end (most rows end in one).
  sheet.grid.forEach((cells = [], i) => {
    for (let j = cells.length - 1; j >= 0; j--)
      if (hasContent(cells[j])) {
        lastRow = i + 1;
        lastCol = Math.max(lastCol, j + 1);
        return;
      }
  });
  return { lastRow, lastCol };
});

/**
 * Values kept for reading again (keptValues): never handed out as they are, since a formula's result or
 * a custom function's arguments may be changed by whoever gets them (handOut gives a copy).
 */
const kept = new WeakSet<unknown[][]>();
/** The kept values holding a Date (copied when handed out). */
const dated = new WeakSet<unknown[][]>();

function keep(grid: unknown[][]): unknown[][] {
  kept.add(grid);
  if (grid.some((row) => row.some(isDate))) dated.add(grid);
  return grid;
}

/** A fresh copy of kept values (Dates copied too), anything else as it is. */
function handOut(v: unknown): unknown {
  if (!Array.isArray(v) || !kept.has(v)) return v;
  return dated.has(v) ? v.map((row: unknown[]) => row.map((x) => (isDate(x) ? copyDate(x) : x))) : v.map((row: unknown[]) => row.slice());
}

/** A tab's rectangles of its own cells' values (ownValues), kept while the tab is unchanged. */
const ownValuesKept = tabMemo(() => new Map<string, unknown[][]>());

/**
 * The values of a rectangle no formula reaches (none in it, none above and left of a cell of it that could
 * spill there): its cells' own, kept until the tab changes. Null when a formula may reach it.
 */
function keptValues(ref: RangeRef): unknown[][] | null {
  const lastRow = ref.row + ref.numRows - 1;
  const lastCol = ref.col + ref.numCols - 1;
  if (!formulasOf(ref.sheet).every(([row, col]) => row > lastRow || col > lastCol)) return null;
  const known = ownValuesKept(ref.sheet);
  const k = `${ref.row}:${ref.col}:${ref.numRows}:${ref.numCols}`;
  let grid = known.get(k);
  if (!grid) known.set(k, (grid = keep(mapRef(ref, (r, c) => ownValue(peek(ref.sheet, r, c)) ?? ''))));
  return grid;
}

/** A cell's own value (a copy of a Date; false for an empty checkbox), undefined when it has none. */
function ownValue(cell: Cell | undefined): unknown {
  if (cell && cell.value !== '') return isDate(cell.value) ? copyDate(cell.value) : cell.value;
  return isCheckbox(cell) ? false : undefined;
}

/** A tab's formula cells: row, column and formula text. */
const formulasOf = tabMemo((sheet) => {
  const found: [number, number, string][] = [];
  sheet.grid.forEach((cells, i) => cells?.forEach((cell, j) => cell?.formula && found.push([i + 1, j + 1, cell.formula])));
  return found as readonly [number, number, string][];
});

export class Evaluator {
  readonly errors: Record<string, string> = {};
  private stamp = -1;
  private readonly cache = new Map<string, Evaluated>();
  private readonly extents = new Map<SheetModel, { edits: number; lastRow: number; lastCol: number }>();
  private readonly inProgress = new Set<string>();
  /** Each custom function's last answers, oldest first, with the arguments it was given (kept values, or copies). */
  private readonly answers = new WeakMap<CustomFunction, { args: unknown[]; value?: unknown; error?: string }[]>();
  /** Array literals of kept values, by the formula's tab and text: kept while their parts are the same. */
  private readonly literals = new Map<string, { parts: unknown[]; grid: unknown[][] }>();

  constructor(private readonly wb: Workbook) {}

  /** The computed value of any cell: formula result, spilled value or stored literal ('' if empty). */
  value(sheet: SheetModel, row: number, col: number): unknown {
    const cell = peek(sheet, row, col);
    if (cell?.formula) return this.evaluate(sheet, row, col, cell.formula).value;
    return ownValue(cell) ?? this.spilledInto(sheet, row, col) ?? '';
  }

  /** Last row and column holding content, spilled results included (0 when empty). */
  extent(sheet: SheetModel): { lastRow: number; lastCol: number } {
    this.sync();
    // Kept until the workbook or the tab may have changed (as the formulas' results are), and only when
    // worked out with no formula in progress (one in progress does not count its own spill).
    const edits = sheet.edits ?? 0;
    const known = this.inProgress.size === 0 ? this.extents.get(sheet) : undefined;
    if (known && known.edits === edits) return { lastRow: known.lastRow, lastCol: known.lastCol };
    let { lastRow, lastCol } = storedExtent(sheet);
    const include = (row: number, col: number) => {
      lastRow = Math.max(lastRow, row);
      lastCol = Math.max(lastCol, col);
    };
    for (const [row, col, formula] of this.formulas(sheet)) {
      if (this.inProgress.has(key(sheet, row, col))) continue;
      const spill = this.evaluate(sheet, row, col, formula).spill;
      if (spill) include(row + spill.length - 1, col + spill[0].length - 1);
    }
    if (this.inProgress.size === 0) this.extents.set(sheet, { edits, lastRow, lastCol });
    return { lastRow, lastCol };
  }

  /** Evaluates every formula of the workbook and returns the error messages found. */
  allErrors(): Record<string, string> {
    for (const sheet of this.wb.sheets) for (const [row, col, formula] of this.formulas(sheet)) this.evaluate(sheet, row, col, formula);
    return { ...this.errors };
  }

  /** Drops cached results when the workbook changed since they were computed. */
  private sync(): void {
    if (this.stamp === this.wb.version) return;
    this.stamp = this.wb.version;
    this.cache.clear();
    this.extents.clear();
    for (const k of Object.keys(this.errors)) delete this.errors[k];
  }

  private formulas(sheet: SheetModel): readonly [number, number, string][] {
    return formulasOf(sheet);
  }

  private evaluate(sheet: SheetModel, row: number, col: number, formula: string): Evaluated {
    this.sync();
    const k = key(sheet, row, col);
    const cached = this.cache.get(k);
    if (cached) return cached;
    if (this.inProgress.has(k)) throw new Cycle(k);
    this.inProgress.add(k);
    let result: Evaluated;
    try {
      result = this.place(sheet, row, col, this.compute(formula.slice(1), sheet));
    } catch (e) {
      if (e instanceof Cycle) {
        result = this.fail(sheet, row, col, '#REF!', 'Circular dependency detected.');
        if (e.origin !== k) {
          this.cache.set(k, result);
          throw e;
        }
      } else if (e instanceof FormulaError) {
        result = this.fail(sheet, row, col, e.code, e.message);
      } else if (e instanceof Unsupported) {
        result = { value: '' };
      } else {
        throw e;
      }
    } finally {
      this.inProgress.delete(k);
    }
    this.cache.set(k, result);
    return result;
  }

  /** `keeps`: a range or array literal may come back as kept values (an argument of a custom function). */
  private compute(expr: string, sheet: SheetModel, keeps = false): unknown {
    const text = expr.trim();
    if (text === '') return '';
    const str = /^"((?:[^"]|"")*)"$/.exec(text);
    if (str) return str[1].replace(/""/g, '"');
    if (NUMBER.test(text)) return Number(text);
    if (/^(true|false)$/i.test(text)) return text.toUpperCase() === 'TRUE';
    if (text.startsWith('{') && closingBrace(text) === text.length - 1) {
      return this.arrayLiteral(text.slice(1, -1), sheet, keeps);
    }
    const op = splitOperator(text);
    if (op) return arithmetic(op.operator, this.compute(op.left, sheet), this.compute(op.right, sheet));
    const call = /^([A-Za-z_][\w.]*)\s*\(([\s\S]*)\)$/.exec(text);
    return call ? this.call(call[1], call[2], sheet) : this.reference(text, sheet, keeps);
  }

  /**
   * `{a, b; c, d}`: the values and ranges of each row side by side (all as tall as each other), the rows
   * one below the other (all as wide as each other), as Sheets builds an array literal. With `keeps`, kept
   * values when all its parts are kept values or plain values, built again only when a part changed.
   */
  private arrayLiteral(inner: string, sheet: SheetModel, keeps: boolean): unknown[][] {
    const rows = splitTop(inner, ';');
    if (!rows) throw new Unsupported();
    const parts: unknown[][] = [];
    let width = -1;
    for (const rowText of rows) {
      const texts = splitTop(rowText, ',');
      if (!texts || texts.some((p) => p.trim() === '')) throw new Unsupported();
      const values = texts.map((p) => this.compute(p, sheet, keeps));
      const shapes = values.map((v) => (Array.isArray(v) ? gridShape(v) : null) ?? { height: 1, width: 1 });
      const height = shapes[0].height;
      if (shapes.some((g) => g.height !== height)) {
        throw new FormulaError('#VALUE!', `Function ARRAY_ROW parameter 2 has mismatched row size. Expected: ${height}.`);
      }
      const rowWidth = shapes.reduce((n, g) => n + g.width, 0);
      if (width >= 0 && rowWidth !== width) {
        throw new FormulaError('#VALUE!', 'In ARRAY_LITERAL, an Array Literal was missing values for one or more rows.');
      }
      width = rowWidth;
      parts.push(values);
    }
    return keeps ? this.keptLiteral(`${sheet.id}:${inner}`, parts) : literalOf(parts);
  }

  private keptLiteral(k: string, rows: unknown[][]): unknown[][] {
    const parts = rows.flat();
    if (!parts.every((p) => (Array.isArray(p) ? kept.has(p) : typeof p !== 'object'))) return literalOf(rows.map((r) => r.map(handOut)));
    const known = this.literals.get(k);
    if (known && known.parts.length === parts.length && known.parts.every((p, i) => p === parts[i])) return known.grid;
    const grid = keep(literalOf(rows));
    this.literals.set(k, { parts, grid });
    return grid;
  }

  /** ARRAY_CONSTRAIN, the one built-in function the fake evaluates (see the header comment). */
  private builtIn(name: string, args: unknown[]): unknown {
    const error = args.find((a) => typeof a === 'string' && ERROR.test(a)) as string | undefined;
    if (error) throw new FormulaError(error, `${name}: an argument is an error: ${error}`);
    const [input, rows, cols] = [args[0], Math.trunc(Number(args[1])), Math.trunc(Number(args[2]))];
    if (!(rows >= 1) || !(cols >= 1)) throw new FormulaError('#NUM!', `${name} needs at least one row and one column.`);
    // More rows or columns than the input has gives the input's (Google's page does not say; docs/fake-limits.md).
    return (Array.isArray(input) ? (toGrid(input) ?? [['']]) : [[input]]).slice(0, rows).map((r) => r.slice(0, cols));
  }

  private call(name: string, argText: string, sheet: SheetModel): unknown {
    const args = splitTop(argText, ',');
    if (!args) throw new Unsupported();
    const fns = this.wb.functions;
    const fn = fns[name] ?? fns[Object.keys(fns).find((n) => n.toUpperCase() === name.toUpperCase()) ?? ''];
    if (!fn && EVALUATED.has(name.toUpperCase()))
      return this.builtIn(
        name.toUpperCase(),
        args.map((a) => this.compute(a, sheet)),
      );
    if (!fn && BUILT_INS.has(name.toUpperCase())) throw new Unsupported();
    if (!fn) throw new FormulaError('#NAME?', `Unknown function: '${name}'.`);
    const values = fn.ignoresArguments ? [] : args.map((a) => this.compute(a, sheet, true));
    // Called again only when an argument changed, as Sheets caches a custom function's results.
    let known = this.answers.get(fn);
    if (!known) this.answers.set(fn, (known = []));
    let answer = known.find((a) => sameArguments(a.args, values));
    // The same values kept afresh (their tab was written elsewhere) are compared at once next time.
    if (answer) answer.args = answer.args.map((a, i) => (kept.has(values[i] as unknown[][]) ? values[i] : a));
    if (!answer) {
      // Copied before the call: the function may change the arrays it is given (kept values are not handed out).
      const args = values.map((v) => (kept.has(v as unknown[][]) ? v : copyArgument(v)));
      try {
        answer = { args, value: fn(...values.map(handOut)) };
      } catch (e) {
        // Duck-typed: errors thrown inside a vm context are not instances of this realm's Error.
        const message = (e as { message?: unknown } | null)?.message;
        answer = { args, error: typeof message === 'string' ? message : String(e) };
      }
      if (known.length >= ANSWERS_KEPT) known.shift();
      known.push(answer);
    }
    if (answer.error !== undefined) throw new FormulaError('#ERROR!', answer.error);
    return answer.value;
  }

  private reference(text: string, sheet: SheetModel, keeps: boolean): unknown {
    const { sheetName, ref } = splitSheetPrefix(text);
    const target = sheetName === null ? sheet : this.wb.sheets.find((s) => s.name === sheetName);
    if (!target) throw new FormulaError('#REF!', `Unresolved sheet name '${sheetName}'.`);
    const area = parseA1(ref, target.maxRows, target.maxCols);
    if (area) return this.read({ sheet: target, ...area }, keeps);
    const named = sheetName === null ? this.wb.findNamedRange(text) : undefined;
    if (named) return this.read(named[1], keeps);
    if (/^[A-Za-z_][\w.]*$/.test(text)) throw new FormulaError('#NAME?', `Unknown range name: '${text}'.`);
    throw new Unsupported();
  }

  /** A single cell reads as a scalar, anything larger as a 2D array (kept values with `keeps`, when it has). */
  private read(ref: RangeRef, keeps: boolean): unknown {
    if (ref.numRows === 1 && ref.numCols === 1) return this.value(ref.sheet, ref.row, ref.col);
    const values = keptValues(ref);
    if (values) return keeps ? values : handOut(values);
    return mapRef(ref, (r, c) => this.value(ref.sheet, r, c));
  }

  /** Places a function result: scalars stay in the cell, arrays spill if the area is free. */
  private place(sheet: SheetModel, row: number, col: number, out: unknown): Evaluated {
    const rows = Array.isArray(out) ? toGrid(out) : null;
    if (!rows) return { value: Array.isArray(out) ? '' : blankIfMissing(out) };
    const area: RangeRef = { sheet, row, col, numRows: rows.length, numCols: rows[0].length };
    if (row + area.numRows - 1 > sheet.maxRows || col + area.numCols - 1 > sheet.maxCols) {
      return this.fail(
        sheet,
        row,
        col,
        '#REF!',
        `Result was not automatically expanded, please insert more rows or columns (${a1Of(area)}).`,
      );
    }
    for (let i = 0; i < area.numRows; i++) {
      for (let j = 0; j < area.numCols; j++) {
        if ((i || j) && hasContent(peek(sheet, row + i, col + j))) {
          return this.fail(
            sheet,
            row,
            col,
            '#REF!',
            `Array result was not expanded because it would overwrite data in ${cellA1(row + i, col + j)}.`,
          );
        }
      }
    }
    return { value: rows[0][0], spill: rows };
  }

  private spilledInto(sheet: SheetModel, row: number, col: number): unknown {
    for (const [fr, fc, formula] of this.formulas(sheet)) {
      if (fr > row || fc > col || this.inProgress.has(key(sheet, fr, fc))) continue;
      const spill = this.evaluate(sheet, fr, fc, formula).spill;
      if (spill && row - fr < spill.length && col - fc < spill[0].length) return spill[row - fr][col - fc];
    }
    return undefined;
  }

  private fail(sheet: SheetModel, row: number, col: number, code: string, message: string): Evaluated {
    this.errors[`${sheet.name}!${cellA1(row, col)}`] = message;
    return { value: code };
  }
}

/**
 * The four operators on numbers, as Sheets computes them: a blank counts as 0, text that is not a
 * number gives #VALUE!, division by zero gives #DIV/0! and an error operand passes its error on.
 * The cell then reads back as its error text (Range.getValues returns what the cell displays).
 */
function arithmetic(operator: string, a: unknown, b: unknown): number {
  const num = (v: unknown): number => {
    if (typeof v === 'string' && ERROR.test(v)) throw new FormulaError(v, `Operand is an error: ${v}`);
    if (v === '' || v === null) return 0;
    const n = typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : NUMBER.test(String(v).trim()) ? Number(v) : NaN;
    if (Number.isNaN(n))
      throw new FormulaError(
        '#VALUE!',
        `Function ${operator} parameter expects number values. But '${String(v)}' is a text and cannot be coerced to a number.`,
      );
    return n;
  };
  const [x, y] = [num(a), num(b)];
  if (operator === '/' && y === 0) throw new FormulaError('#DIV/0!', 'Function DIVIDE parameter 2 cannot be zero.');
  return operator === '+' ? x + y : operator === '-' ? x - y : operator === '*' ? x * y : x / y;
}

/** The last top-level + or - (else * or /) outside quotes and brackets; null when there is none. */
function splitOperator(text: string): { left: string; operator: string; right: string } | null {
  for (const ops of ['+-', '*/']) {
    let depth = 0;
    let quote = '';
    for (let i = text.length - 1; i > 0; i--) {
      const ch = text[i];
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === ')' || ch === '}') depth++;
      else if (ch === '(' || ch === '{') depth--;
      else if (depth === 0 && ops.includes(ch) && !/[eE(,+\-*/]/.test(text[i - 1].trim() ? text[i - 1] : '(')) {
        return { left: text.slice(0, i), operator: ch, right: text.slice(i + 1) };
      }
    }
  }
  return null;
}

/** How many answers of each custom function are kept (the live checks of a few states of the campaign). */
const ANSWERS_KEPT = 4;

/**
 * Whether a function could tell two arguments apart: the same type and value (a Date by its time, a
 * number or other value by its text), each array the same elements in order (holes skipped, as forEach
 * skips them). Compared in place, as a live check's ranges are thousands of cells.
 */
function sameArguments(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a === 'string') return false;
  const arrays = Array.isArray(a);
  if (arrays !== Array.isArray(b)) return false;
  if (arrays) {
    const x = a as unknown[];
    const y = b as unknown[];
    let i = 0;
    let j = 0;
    for (;;) {
      while (i < x.length && !(i in x)) i++;
      while (j < y.length && !(j in y)) j++;
      if (i === x.length || j === y.length) return i === x.length && j === y.length;
      if (!sameArguments(x[i++], y[j++])) return false;
    }
  }
  const dates = isDate(a);
  if (dates !== isDate(b)) return false;
  return dates ? String((a as Date).getTime()) === String((b as Date).getTime()) : String(a) === String(b);
}

/** An argument as it is now, for sameArguments: arrays and Dates copied (holes left out). */
function copyArgument(v: unknown): unknown {
  if (!Array.isArray(v)) return isDate(v) ? copyDate(v) : v;
  const out: unknown[] = [];
  for (let i = 0; i < v.length; i++) if (i in v) out.push(copyArgument(v[i]));
  return out;
}

function key(sheet: SheetModel, row: number, col: number): string {
  return `${sheet.id}:${row}:${col}`;
}

function blankIfMissing(v: unknown): unknown {
  return v === null || v === undefined ? '' : v;
}

/** A 2D array padded to a rectangle; a 1D array becomes one column; null when empty. */
function toGrid(out: unknown[]): unknown[][] | null {
  const shape = gridShape(out);
  return shape && shape.rows.map((r) => Array.from({ length: shape.width }, (_, j) => blankIfMissing(r[j])));
}

/** The rows toGrid pads and their size; null when empty. */
function gridShape(out: unknown[]): { rows: unknown[][]; height: number; width: number } | null {
  const rows = out.every(Array.isArray) ? (out as unknown[][]) : out.map((v) => [v]);
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.length === 0 || width === 0 ? null : { rows, height: rows.length, width };
}

/** An array literal of these parts (checked by Evaluator.arrayLiteral), row by row. */
function literalOf(parts: unknown[][]): unknown[][] {
  return parts.flatMap((values) => {
    const grids = values.map((v) => (Array.isArray(v) ? (toGrid(v) ?? [['']]) : [[blankIfMissing(v)]]));
    return grids[0].map((_, i) => grids.flatMap((g) => g[i]));
  });
}

/** Splits text at each `separator` outside quotes, brackets and braces; null when they don't balance. */
function splitTop(text: string, separator: string): string[] | null {
  if (text.trim() === '') return [];
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(' || ch === '{') {
      depth++;
    } else if (ch === ')' || ch === '}') {
      if (--depth < 0) return null;
    } else if (ch === separator && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quote) return null;
  args.push(text.slice(start));
  return args;
}

/** Where the brace opening `text` closes (-1 when it does not). */
function closingBrace(text: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{' || ch === '(') depth++;
    else if ((ch === '}' || ch === ')') && --depth === 0) return ch === '}' ? i : -1;
  }
  return -1;
}
