// The GM's own formulas on the rows an action writes (issue 31: Process Season at 16× read every
// replaced tab's formulas, 1.5 M cells, so that Undo could put them back). Only the rows the action
// writes are read for formulas: a row it does not write keeps its formulas untouched, and the undo
// snapshot names the rows it wrote, the only ones Undo and Recover write back (rule option J25).

import { changedRowRuns } from './blocks';
import { knownRows, maxRows, rangeAt, rangeIfHeld, rangesAt, tabNamed } from './gateway';
import { TabWrite } from './save';
import { Cell } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Row runs [from, to) of each tab, counted from its header row (0). */
export type RowRuns = Record<string, [number, number][]>;

/**
 * The writes of `plan` over the tabs as read (`first`), with each formula cell of the rows they write
 * written back as its formula (`original`: the values read, a formula laid over each formula cell of
 * those rows), and the rows of each replaced tab they write (`written`). The rows a write changes are
 * read for formulas (one getFormulas a run, over the columns a row may keep from the tab as read, J45:
 * through the range that writes them when that is every column, gateway.ts rangeAt), the writes planned again
 * over what was found, until every row they write was read: a record placed by id keeps the cells of its
 * row as read (recordCells.ts rowsFor), formulas included, so the rows written are those that changed.
 */
export function formulasWhereWritten(
  ss: Spreadsheet,
  first: Map<string, Cell[][]>,
  plan: (original: Map<string, Cell[][]>) => TabWrite[],
): { original: Map<string, Cell[][]>; writes: TabWrite[]; written: RowRuns } {
  const read = new Map<string, boolean[]>();
  const formulas = new Map<string, string[][]>();
  let original = first;
  for (;;) {
    const writes = plan(original);
    let more = false;
    for (const w of writes) {
      if (w.mode !== 'replace') continue;
      const before = original.get(w.tab) ?? [];
      const done = read.get(w.tab) ?? [];
      read.set(w.tab, done);
      const missing: [number, number][] = [];
      const wide = Math.max(...w.rows.map((r) => r.length), 1);
      for (const [from, to] of changedRowRuns(before, w.rows, wide)) {
        for (let i = from; i < to; i++) {
          if (done[i]) continue;
          done[i] = true;
          const last = missing[missing.length - 1];
          if (last && last[1] === i) last[1] = i + 1;
          else missing.push([i, i + 1]);
        }
      }
      if (!missing.length) continue;
      const sheet = tabNamed(ss, w.tab);
      // The columns written, within those read (a column the write adds holds no formula yet).
      const width = Math.min(wide, first.get(w.tab)?.[0]?.length ?? 0);
      // Only a column whose cells a row keeps from the tab as read gets a formula written back (J45).
      const cols = w.kept ? w.kept.filter((j) => j < width) : width ? [0, width - 1] : [];
      if (!sheet || !cols.length) continue;
      more = true;
      const left = Math.min(...cols);
      const span = Math.max(...cols) + 1 - left;
      const grid = formulas.get(w.tab) ?? [];
      formulas.set(w.tab, grid);
      // The runs within the rows known to be there found together (gateway.ts rangesAt, J60), the others one by one.
      const known = knownRows(sheet).rows;
      const inside = missing.filter(([, upTo]) => upTo <= known);
      const found = new Map(
        rangesAt(
          sheet,
          inside.map(([from, upTo]) => [from + 1, left + 1, upTo - from, span]),
        ).map((r, k) => [inside[k], r]),
      );
      for (const run of missing)
        (found.get(run) ?? formulaRange(sheet, before.length, run[0], run[1], left, span))?.getFormulas().forEach((r, k) => {
          const row = (grid[run[0] + k] ??= []);
          r.forEach((f, j) => (row[left + j] = f));
        });
    }
    if (!more) return { original, writes, written: runsOf(read) };
    const laid = new Map(first);
    let found = false;
    for (const [tab, grid] of formulas) {
      if (!grid.some((r) => r?.some((f) => f))) continue;
      found = true;
      laid.set(
        tab,
        (first.get(tab) ?? []).map((r, i) => (grid[i] ? r.map((v, j) => grid[i][j] || v) : r)),
      );
    }
    // No formula found (the first round: it read the tabs as read): planned again over the same tabs, the
    // writes would be these, every row they write already read. The plan is not made twice.
    if (!found) return { original: laid, writes, written: runsOf(read) };
    original = laid;
  }
}

/**
 * The range a formula read of rows [from, end) covers: the rows below the data hold no formula, but a
 * run written past it is read whole where the tab has the rows, so that it is written through the range
 * read (the tab's rows asked only when Sheets refuses that range, as writeChangedRows does; not of a tab
 * read with its header alone, which it grows without asking, J11).
 */
function formulaRange(sheet: GoogleAppsScript.Spreadsheet.Sheet, read: number, from: number, end: number, left: number, width: number) {
  const known = knownRows(sheet);
  const past = end > known.rows && !known.exact && read > 1;
  // The run's range got first, the tab's rows asked only when Sheets refuses it (rule option J26).
  const whole = past ? rangeIfHeld(sheet, from + 1, left + 1, end - from, width) : undefined;
  if (whole) return whole;
  const to = Math.min(end, past ? maxRows(sheet) : known.rows);
  return to > from ? rangeAt(sheet, from + 1, left + 1, to - from, width) : undefined;
}

/** The runs [from, to) of rows marked true, tab by tab. */
export function runsOf(rows: Map<string, boolean[]>): RowRuns {
  const out: RowRuns = {};
  for (const [tab, marked] of rows) {
    const runs: [number, number][] = [];
    marked.forEach((on, i) => {
      if (!on) return;
      const last = runs[runs.length - 1];
      if (last && last[1] === i) last[1] = i + 1;
      else runs.push([i, i + 1]);
    });
    out[tab] = runs;
  }
  return out;
}
