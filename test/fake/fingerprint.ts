// A digest of everything a script can read back from the fake: two states with the same fingerprint
// answer every call the same way, so a deterministic action run from either does the same thing.
// The fault sweeps (test/support/journal.ts) use it to run Recover and the action once per distinct
// half-written state rather than once per write point.

import { createHash } from 'crypto';
import { Cell, DEFAULT_NUMBER_FORMAT, isDate, isShared, SheetModel, tabMemo } from './grid';
import type { Drive } from './drive';
import type { ChartModel } from './chart';
import type { Workbook } from './workbook';

/**
 * Validation rules are shared between the cells they were set on: each is serialised once, and stands in
 * a row's text as the number of its text among all rules met (a dropdown's list is long, and a tab of
 * dropdowns is digested at each write point of a sweep).
 */
const ruleText = new WeakMap<object, string>();
const ruleNumbers = new Map<string, string>();

function rule(v: object): string {
  let text = ruleText.get(v);
  if (text === undefined) {
    const json = JSON.stringify(v, (_, x: unknown) => (x && typeof x === 'object' && 'grid' in x ? `sheet:${(x as SheetModel).name}` : x));
    text = ruleNumbers.get(json);
    if (text === undefined) ruleNumbers.set(json, (text = String(ruleNumbers.size)));
    ruleText.set(v, text);
  }
  return text;
}

const ref = (r: { sheet: SheetModel; row: number; col: number; numRows: number; numCols: number } | null | undefined) =>
  r ? [r.sheet.name, r.row, r.col, r.numRows, r.numCols] : null;

/** A tab's own settings and charts (a chart's id left out: Sheets numbers them afresh in each run), then its cells. */
function sheetText(s: SheetModel): string {
  const charts = ((s as SheetModel & { charts?: ChartModel[] }).charts ?? []).map((c) => ({ ...c, id: 0, ranges: c.ranges.map(ref) }));
  const parts: string[] = [
    JSON.stringify([s.name, s.maxRows, s.maxCols, s.frozenRows, s.frozenCols, s.tabColor, s.hidden, s.colWidths, ref(s.filter), charts]),
  ];
  // Plain loops over the sparse grid (holes skipped, as forEach skips them): the sweeps digest every tab an action touched.
  const grid = s.grid;
  for (let i = 0; i < grid.length; i++) {
    const cells = grid[i];
    if (!cells) continue;
    const text = rowText(cells);
    if (text) parts.push(`${i}\u0003${text}`);
  }
  return parts.join('\u0001');
}

/** A shared row's text (grid.ts: never changed), kept. */
const sharedRowText = new WeakMap<readonly (Cell | undefined)[], string>();

/** A row's cells with anything set, each with its column. */
function rowText(cells: readonly (Cell | undefined)[]): string {
  let text = sharedRowText.get(cells);
  if (text !== undefined) return text;
  const parts: string[] = [];
  for (let j = 0; j < cells.length; j++) {
    const c = cells[j];
    if (!c) continue;
    const formatted = hasKeys(c.format);
    // A cell a getter made and nothing set is as empty as one never made.
    if (isBlankCell(c, formatted)) continue;
    const v = c.value;
    const value = typeof v === 'string' ? `S${v}` : isDate(v) ? `D${v.getTime()}` : `${typeof v}${String(v)}`;
    const format = formatted ? JSON.stringify(c.format) : '';
    parts.push(
      `${j}\u0000${value}\u0000${c.formula}\u0000${c.note}\u0000${c.numberFormat}\u0000${c.validation ? rule(c.validation) : ''}\u0000${format}`,
    );
  }
  text = parts.join('\u0002');
  if (isShared(cells)) sharedRowText.set(cells, text);
  return text;
}

function hasKeys(o: object): boolean {
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) return true;
  return false;
}

const isBlankCell = (c: Cell, formatted: boolean) =>
  c.value === '' && !c.formula && !c.note && c.numberFormat === DEFAULT_NUMBER_FORMAT && !c.validation && !formatted;

/** Each tab's digest. */
const sheetDigest = tabMemo((s) => createHash('sha1').update(sheetText(s)).digest('hex'));

/**
 * A tab's stored cells as text (a formula as its text, a Date as ISO text), each row trimmed of its empty
 * cells at the end, the empty rows below the last with content dropped, and rows never made (holes of
 * the sparse grid) left out: FakeHandle.contents. Frozen, as every caller shares it until the tab changes.
 */
export const tabRows = tabMemo((sheet): readonly (readonly string[])[] => {
  const rows: (readonly string[])[] = [];
  let kept = 0;
  for (let i = 0; i < sheet.grid.length; i++) {
    if (!(i in sheet.grid)) continue;
    const r = rowCells(sheet.grid[i] ?? []);
    rows.push(r);
    if (r.length) kept = rows.length;
  }
  return Object.freeze(rows.slice(0, kept));
});

/** A shared row's cells as tabRows gives them, kept. */
const sharedRowCells = new WeakMap<readonly (Cell | undefined)[], readonly string[]>();

function rowCells(cells: readonly (Cell | undefined)[]): readonly string[] {
  const known = sharedRowCells.get(cells);
  if (known) return known;
  // Most cells hold text: taken as it is, no Date test made of it.
  const r = cells.map((c) => {
    if (!c) return '';
    const v = c.value;
    return c.formula || (typeof v === 'string' ? v : isDate(v) ? v.toISOString() : String(v));
  });
  while (r.length && r[r.length - 1] === '') r.pop();
  Object.freeze(r);
  if (isShared(cells)) sharedRowCells.set(cells, r);
  return r;
}

function fileText(wb: Workbook): string {
  return JSON.stringify([
    wb.name,
    wb.owner,
    [...wb.editors].sort(),
    [...wb.viewers].sort(),
    wb.deleted,
    wb.activeSheet.name,
    [...wb.namedRanges].map(([n, r]) => [n, ref(r)]),
    wb.protections.map((p) => ({ ...p, sheet: p.sheet.name, ref: ref(p.ref), unprotected: p.unprotected.map(ref) })),
  ]);
}

/** One spreadsheet: its name, owner, editors, named ranges, protections, then each tab with its cells and charts. */
export function fileFingerprint(wb: Workbook): string {
  return [fileText(wb), ...wb.sheets.map(sheetText)].join('\u0002');
}

/**
 * Every spreadsheet of the drive (tabs, cells with their formats, notes and validation, named ranges,
 * protections, editors), the property stores, the installable triggers, the mail quota and the clock.
 * `normalise` may rewrite the property stores first (e.g. to leave out a wall-clock time the script
 * only shows).
 */
export function fingerprint(
  drive: Drive,
  root: Workbook,
  normalise: (properties: Workbook['properties']) => Workbook['properties'] = (p) => p,
): string {
  const h = createHash('sha1');
  for (const [id, wb] of drive.files) {
    h.update(`\u0002${id}\u0002${fileText(wb)}`);
    for (const s of wb.sheets) h.update(sheetDigest(s));
  }
  h.update(JSON.stringify(normalise(JSON.parse(JSON.stringify(root.properties)) as Workbook['properties'])));
  h.update(JSON.stringify(drive.triggers.map((t) => ({ ...t, uid: '' }))));
  // The script cache is left out: what it holds changes what a run reads, never what it writes (a check
  // uses only the tabs cached for the campaign's current generation, src/sheets/run/checkCache.ts).
  h.update(JSON.stringify([root.mail.quota, root.clock]));
  return h.digest('hex');
}
