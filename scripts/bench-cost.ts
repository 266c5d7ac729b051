// The benchmark's cost model (issue 19, item 2): what an action's Sheets calls would take in real Sheets,
// estimated from what the probe counted (bench-probe.ts): a price per call, per cell read, per cell
// written, and per openById / create / addEditor, each low / central / high. Sources and assumptions:
// README, "Benchmark"; the prices live in test/fake/cost.ts, which the fake's clock charges too.
// Google's own guide says only that calls are slow and batching them is fast
// (https://developers.google.com/apps-script/guides/support/best-practices#use_batch_operations); the
// per-call and per-cell figures are the published measurements cited there; the Drive calls are assumed.
import { Call, kindOf } from './bench-probe';
import { TIME_BUDGET_MS } from '../src/sheets/run/budget';
import { Band, CACHE_CALL, COSTS, DRIVE_CALLS as DRIVE } from '../test/fake/cost';

export type { Band } from '../test/fake/cost';

/** Half of Google's 6-minute execution limit: every action must fit in it at the central values. */
export const ACTION_AIM_MS = 3 * 60 * 1000;

/** What one spreadsheet (or all of them) was asked for. */
export interface Tally {
  calls: number;
  byKind: Map<string, number>;
  cellsRead: number;
  cellsWritten: number;
  openById: number;
  create: number;
  copy: number;
  addEditor: number;
  /** Calls to the script cache, and the items they got or put (each priced as a call). */
  cacheCalls: number;
  cacheItems: number;
}

export function tally(calls: Call[]): Tally {
  const t: Tally = {
    calls: 0,
    byKind: new Map(),
    cellsRead: 0,
    cellsWritten: 0,
    openById: 0,
    create: 0,
    copy: 0,
    addEditor: 0,
    cacheCalls: 0,
    cacheItems: 0,
  };
  for (const c of calls) {
    t.calls++;
    const drive = DRIVE[c.method];
    const cache = CACHE_CALL.test(c.method);
    if (cache) {
      t.cacheCalls++;
      t.cacheItems += c.cells;
    }
    const kind: string = drive ?? (cache ? 'cache' : kindOf(c.method));
    t.byKind.set(kind, (t.byKind.get(kind) ?? 0) + 1);
    if (drive) t[drive]++;
    t.cellsRead += c.read;
    if (kind === 'value writes' || kind === 'notes') t.cellsWritten += c.cells;
  }
  return t;
}

/**
 * The model's estimate: every call at the call price, Drive calls (openById, create, copy, addEditor) at
 * their own price instead, a cache call at the call price per item, plus the cells.
 */
export function estimate(t: Tally): Band {
  const at = (k: keyof Band) => {
    const drive = t.openById + t.create + t.copy + t.addEditor;
    return (
      (t.calls - drive - t.cacheCalls + t.cacheItems) * COSTS.call[k] +
      t.cellsRead * COSTS.cellRead[k] +
      t.cellsWritten * COSTS.cellWritten[k] +
      t.openById * COSTS.openById[k] +
      t.create * COSTS.create[k] +
      t.copy * COSTS.copy[k] +
      t.addEditor * COSTS.addEditor[k]
    );
  };
  return { low: at('low'), central: at('central'), high: at('high') };
}

const count = (n: number) => n.toLocaleString('en-US');
export const secs = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** Google ends an execution at 6 minutes (developers.google.com/apps-script/guides/services/quotas). */
export const EXECUTION_LIMIT_MS = 6 * 60 * 1000;

/**
 * The longest one execution of the action can be at the high prices: the whole action, or, as it hands
 * the admiral workbooks still to write to a follow-up run at its time budget (budget.ts), the GM's part
 * (with the Drive calls of no workbook: openById, create) and the costliest single workbook's step, since
 * each run writes at least one: its writes and the Drive calls made on it (its addEditor, and a copy made
 * of it for the next admiral, newBooks.ts).
 */
export function longestRun(calls: Call[], gmBook: string): number {
  const gm = estimate(tally(calls.filter((c) => c.book === gmBook || !c.book))).high;
  const books = new Map<string, Call[]>();
  for (const c of calls) if (c.book && c.book !== gmBook) books.set(c.book, [...(books.get(c.book) ?? []), c]);
  return Math.min(estimate(tally(calls)).high, gm + Math.max(0, ...[...books.values()].map((b) => estimate(tally(b)).high)));
}

/** One line per spreadsheet: the GM's, then the admiral workbooks together (their count given). */
export function costLines(calls: Call[], gmBook: string): { lines: string[]; total: Band; all: Tally } {
  const line = (label: string, t: Tally) =>
    `    ${label}: ${count(t.calls)} calls (${[...t.byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${count(n)}`)
      .join(', ')}); cells read ${count(t.cellsRead)}, written ${count(t.cellsWritten)}`;
  // Drive calls (openById, create) belong to no spreadsheet yet: they are counted with the admiral workbooks.
  const gm = calls.filter((c) => c.book === gmBook && !DRIVE[c.method]);
  const books = calls.filter((c) => !(c.book === gmBook && !DRIVE[c.method]));
  const ids = new Set(books.map((c) => c.book).filter((b) => b));
  const all = tally(calls);
  const total = estimate(all);
  const lines = [line("GM's spreadsheet", tally(gm))];
  if (books.length) lines.push(line(`${ids.size} admiral workbook${ids.size === 1 ? '' : 's'}`, tally(books)));
  // Past one execution's budget the action goes on in follow-up runs (src/sheets/run/budget.ts): about this many in all.
  const runs = Math.ceil(total.central / TIME_BUDGET_MS);
  const longest = longestRun(calls, gmBook);
  lines.push(
    `    estimated in real Sheets: ${secs(total.low)} / ${secs(total.central)} / ${secs(total.high)} (low / central / high): ` +
      `${total.central <= ACTION_AIM_MS ? 'within' : 'OVER'} the 3-minute aim at central` +
      (runs > 1 ? `; about ${runs} executions of ${TIME_BUDGET_MS / 60000} minutes (it continues in follow-up runs)` : '') +
      (total.high <= EXECUTION_LIMIT_MS
        ? ''
        : longest <= EXECUTION_LIMIT_MS
          ? `; past 6 minutes at high it continues in follow-up runs, each at most ${secs(longest)}`
          : `; OVER Google's 6 minutes at high, and one run may need ${secs(longest)}`),
  );
  return { lines, total, all };
}
