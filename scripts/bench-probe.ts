// What an action asks of Sheets, measured in the in-memory fake for the benchmark (scripts/bench.ts):
// every call in order with the tab it touched, the cells sent in per-cell arrays, the longest cell
// written, and what one full recalculation of the custom-function formulas costs (executions and the
// argument cells Sheets hands them). Wraps the fake's facade prototypes; the add-on is not touched.

import { performance } from 'perf_hooks';
import { FakeHandle } from '../test/fake/spreadsheet';
import { FakeRange, FakeRangeList } from '../test/fake/range';
import { FakeSheet, FakeSpreadsheet, FakeNamedRange } from '../test/fake/sheet';
import { FakeProtection } from '../test/fake/protection';
import { FakeSpreadsheetApp } from '../test/fake/services';
import { FakeCache } from '../test/fake/cache';
import { CACHE_CALL } from '../test/fake/cost';
import type { AddOn } from '../test/fake/addon';
import { isWriteCall, READ_CALLS } from '../test/fake/base';

export interface Call {
  /** 'Range.setValues', 'Sheet.getDataRange', ... */
  method: string;
  /** The tab the call touched ('' for spreadsheet-wide calls). */
  tab: string;
  /** The id of the spreadsheet it touched ('' for SpreadsheetApp's own calls: openById, create). */
  book: string;
  /** Cells in the 2D array the call sent (0 for calls that send none). */
  cells: number;
  /** Cells a read handed back (0 for any other call). */
  read: number;
}

/** The kind a call is reported under. */
export function kindOf(method: string): string {
  const name = method.slice(method.indexOf('.') + 1);
  if (READ_CALLS.has(method)) return 'reads';
  if (/^set(Values|Value|Formulas|Formula)$/.test(name)) return 'value writes';
  if (/DataValidation/.test(name)) return 'validation';
  if (/NumberFormat/.test(name)) return 'number formats';
  if (/Note/.test(name)) return 'notes';
  if (/NamedRange/.test(name) && isWriteCall(method)) return 'named ranges';
  if (method.startsWith('Protection.') || name === 'protect') return 'protection';
  if (/^(insert|delete)|^clear$|^clearContents?$/.test(name)) return 'structure';
  if (isWriteCall(method)) return 'other formatting';
  return 'lookups';
}

interface FunctionCost {
  executions: number;
  argumentCells: number;
  ms: number;
}

export interface Recalculation {
  executions: number;
  argumentCells: number;
  ms: number;
  byFunction: Map<string, FunctionCost>;
  /** Formula errors, keyed like 'Fleets!C2'. */
  errors: Record<string, string>;
}

/** Cells Sheets passes for one argument: a range is its rows × columns, anything else one cell. */
function cellsOf(arg: unknown): number {
  if (!Array.isArray(arg)) return 1;
  return arg.reduce((n: number, row) => n + (Array.isArray(row) ? row.length : 1), 0);
}

const DATA_SETTERS = new Set(['setValues', 'setValue', 'setFormulas', 'setFormula', 'setNotes', 'setNote']);

export class SheetsProbe {
  readonly calls: Call[] = [];
  /** Where the script flushed (SpreadsheetApp.flush): the number of calls recorded before each. */
  private readonly flushes: number[] = [];
  longest = { length: 0, where: '' };
  private recording = false;
  private counting = false;
  private readonly costs = new Map<string, FunctionCost>();

  constructor(
    private readonly fake: FakeHandle,
    addOn: AddOn,
  ) {
    const classes: [{ prototype: object }, string][] = [
      [FakeRange, 'Range'],
      [FakeRangeList, 'RangeList'],
      [FakeSheet, 'Sheet'],
      [FakeSpreadsheet, 'Spreadsheet'],
      [FakeNamedRange, 'NamedRange'],
      [FakeProtection, 'Protection'],
      [FakeSpreadsheetApp, 'SpreadsheetApp'],
      [FakeCache, 'Cache'],
    ];
    for (const [cls, name] of classes) this.wrap(cls.prototype as Record<string, unknown>, name);
    const custom = Object.keys(addOn).filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k) && typeof addOn[k] === 'function');
    fake.setFunctions(
      Object.fromEntries(
        custom.map((k) => [
          k,
          (...args: unknown[]) => {
            const t0 = performance.now();
            try {
              return this.counting ? '' : addOn[k](...args);
            } finally {
              const c = this.costs.get(k) ?? { executions: 0, argumentCells: 0, ms: 0 };
              this.costs.set(k, {
                executions: c.executions + 1,
                argumentCells: c.argumentCells + args.reduce((n: number, a) => n + cellsOf(a), 0),
                ms: c.ms + performance.now() - t0,
              });
            }
          },
        ]),
      ),
    );
  }

  private wrap(proto: Record<string, unknown>, className: string): void {
    const onCall = (method: string, tab: string, book: string, name: string, args: unknown[], out: unknown): void => {
      if (!this.recording) return;
      if (method === 'SpreadsheetApp.flush') this.flushes.push(this.calls.length);
      else this.record(method, tab, book, name, args, out);
    };
    // Of SpreadsheetApp's own calls only those that reach Drive (the rest, getActive, newDataValidation, stay in the script).
    const spreadsheetApp = className === 'SpreadsheetApp';
    for (const name of Object.getOwnPropertyNames(proto)) {
      const original = proto[name];
      if (name === 'constructor' || typeof original !== 'function') continue;
      if (spreadsheetApp && !/^(openById|openByUrl|create|flush)$/.test(name)) continue;
      const method = `${className}.${name}`;
      proto[name] = function (
        this: { ref?: { sheet: { name: string } }; model?: { name: string }; wb?: { id: string } },
        ...args: unknown[]
      ) {
        const out = (original as (...a: unknown[]) => unknown).apply(this, args);
        onCall(method, this.ref?.sheet.name ?? this.model?.name ?? '', spreadsheetApp ? '' : (this.wb?.id ?? ''), name, args, out);
        return out;
      };
    }
  }

  private record(method: string, tab: string, book: string, name: string, args: unknown[], out: unknown): void {
    const data = args[0];
    // A cache call's cells are the items it gets or puts (each priced as a call, test/fake/cost.ts).
    const cells = CACHE_CALL.test(method)
      ? Math.max(1, Array.isArray(data) ? data.length : name === 'putAll' ? Object.keys(data as object).length : 1)
      : Array.isArray(data) && data.every(Array.isArray)
        ? cellsOf(data)
        : 0;
    // A read hands back its cells (a 2D array, or one value); getDataRange and getLastRow hand back none.
    const read = !READ_CALLS.has(method)
      ? 0
      : Array.isArray(out)
        ? cellsOf(out)
        : /^get(Value|DisplayValue|Formula|Note|DataValidation)$/.test(name)
          ? 1
          : 0;
    this.calls.push({ method, tab, book, cells, read });
    if (!DATA_SETTERS.has(name)) return;
    const values = Array.isArray(data) ? (data as unknown[][]).flat() : [data];
    for (const v of values) {
      const length = String(v ?? '').length;
      if (length > this.longest.length) this.longest = { length, where: `${tab} (${method})` };
    }
  }

  /** Runs `fn`, recording every call it makes. */
  action<T>(fn: () => T): { value: T; ms: number } {
    this.calls.length = 0;
    this.flushes.length = 0;
    this.longest = { length: 0, where: '' };
    this.fake.resetCalls();
    this.recording = true;
    const t0 = performance.now();
    try {
      return { value: fn(), ms: performance.now() - t0 };
    } finally {
      this.recording = false;
    }
  }

  /**
   * Runs `fn` with the custom functions counted (executions, argument cells) but not run: each answers
   * ''. For what does not need their answers (an action's own work, which Sheets does not spend
   * recalculating; the data columns of a tab), and to count a recalculation too large to run.
   */
  countingOnly<T>(fn: () => T): T {
    this.counting = true;
    this.fake.setFunctions({}); // drops the fake's cached results
    try {
      return fn();
    } finally {
      this.counting = false;
      this.fake.setFunctions({});
    }
  }

  /**
   * Every formula of the workbook evaluated once, as Sheets does on a full recalculation (run, or only
   * counted). Native formulas (each Orders tab's ARRAY_CONSTRAIN of its block of the Order checks tab)
   * are evaluated too but cost no execution: Sheets hands argument cells only to custom functions.
   */
  recalculate(run = true): Recalculation {
    // Counted only, every custom function answered '': the formulas that read those answers fail, which says nothing.
    if (!run) return { ...this.countingOnly(() => this.recalculate()), errors: {} };
    this.fake.setFunctions({}); // drops the fake's cached results
    this.costs.clear();
    const t0 = performance.now();
    const errors = this.fake.formulaErrors();
    const ms = performance.now() - t0;
    const all = [...this.costs.values()];
    return {
      executions: all.reduce((n, c) => n + c.executions, 0),
      argumentCells: all.reduce((n, c) => n + c.argumentCells, 0),
      ms,
      byFunction: new Map(this.costs),
      errors,
    };
  }

  /**
   * Reads made after a write the script has not flushed: each makes Sheets apply the pending writes
   * before it answers. A read after SpreadsheetApp.flush() waits for nothing (the fake's flow does the
   * same, test/fake/services.ts).
   */
  readsAfterFirstWrite(): Call[] {
    const flushed = new Set(this.flushes);
    let pending = false;
    return this.calls.filter((c, i) => {
      if (flushed.has(i)) pending = false;
      if (isWriteCall(c.method)) pending = true;
      return pending && READ_CALLS.has(c.method);
    });
  }

  /** Calls and cells sent, by kind. */
  byKind(): Map<string, { calls: number; cells: number }> {
    const out = new Map<string, { calls: number; cells: number }>();
    for (const c of this.calls) {
      const k = kindOf(c.method);
      const v = out.get(k) ?? { calls: 0, cells: 0 };
      out.set(k, { calls: v.calls + 1, cells: v.cells + c.cells });
    }
    return out;
  }

  /** Calls of one method, per tab. */
  perTab(methods: string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const c of this.calls) if (methods.includes(c.method)) out.set(c.tab, (out.get(c.tab) ?? 0) + 1);
    return out;
  }
}
