// Writing an admiral workbook's blocks (src/sheets/tabs/blocks.ts, issue 19): a tab's size is asked of Sheets
// only when a write may not fit what is known of it, and a block with mostly blank columns (the map's
// chart data, a Systems tab's owners) is sent column by column, leaving the sheet exactly as one
// setValues over its rectangle would.
import { createFakeServices } from './fake/spreadsheet';
import {
  CELLS_PER_WRITE,
  changedColumns,
  changedRuns,
  exactRows,
  Extent,
  fitExtent,
  writeBlock,
  writeChangedRows,
  writeRowRuns,
} from '../src/sheets/tabs/blocks';
import { HEADROOM, readTabs, RowFormat, tabsOf } from '../src/sheets/tabs/gateway';
import { Cell } from '../src/sheets/tabs/tables';

const { fake, globals } = createFakeServices({ owner: 'gm@example.com' });
Object.assign(globalThis, globals);
const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
/** An action's own Spreadsheet object: each run lists the tabs once (gateway.ts tabsOf, rule option J56). */
const runOwn = () => SpreadsheetApp.getActiveSpreadsheet();

/** A chart's data: a header, then the points, each series filled in its own third of the rows. */
function chartRows(points: number): Cell[][] {
  const rows: Cell[][] = [['X', 'A', 'B', 'C']];
  for (let i = 0; i < points; i++) {
    const r: Cell[] = [i, '', '', ''];
    r[1 + Math.floor((3 * i) / points)] = i * 2;
    rows.push(r);
  }
  return rows;
}

describe('writeBlock', () => {
  it('sends a mostly blank block column by column, and the sheet holds what one rectangle would', () => {
    const sheet = ss.insertSheet('Sparse');
    const extents = new Map<string, Extent>();
    const rows = chartRows(6000);
    fake.resetCalls();
    writeBlock(sheet, { key: 'Sparse', tab: 'Sparse', row: 4, col: 2, width: 4, rows }, 0, (r, c) =>
      fitExtent(sheet, extents, 'Sparse', r, c),
    );
    // X in one run; A's third touches the header row; B's and C's are farther from it than a write's
    // worth of blanks (CELLS_PER_WRITE), so each goes in two runs.
    expect(fake.count('Range.setValues')).toBe(6);
    const held = fake
      .sheetValues('Sparse')
      .slice(3, 3 + rows.length)
      .map((r) => r.slice(1, 5));
    expect(held).toEqual(rows);
  });

  it('written again shorter, clears what the block held first: nothing stale is left', () => {
    const sheet = ss.getSheetByName('Sparse')!;
    const extents = new Map<string, Extent>();
    const rows = chartRows(4800);
    writeBlock(sheet, { key: 'Sparse', tab: 'Sparse', row: 4, col: 2, width: 4, rows }, 6001, (r, c) =>
      fitExtent(sheet, extents, 'Sparse', r, c),
    );
    const held = fake
      .sheetValues('Sparse')
      .slice(3)
      .map((r) => r.slice(1, 5));
    expect(held.slice(0, rows.length)).toEqual(rows);
    expect(
      held
        .slice(rows.length)
        .flat()
        .every((c) => c === ''),
    ).toBe(true);
  });

  it('a table with a few mostly blank columns: the filled columns in one rectangle each span, the blank ones in runs', () => {
    // As an admiral's Systems tab: id, name and coordinates for every system; an owner for two of them.
    const sheet = ss.insertSheet('Mixed');
    const extents = new Map<string, Extent>();
    const rows: Cell[][] = [['System', 'X', 'Owner', 'Y']];
    for (let i = 0; i < 5000; i++) rows.push([`S${i}`, i % 40, i === 7 || i === 4000 ? 'KLI' : '', Math.floor(i / 40)]);
    fake.resetCalls();
    writeBlock(sheet, { key: 'Mixed', tab: 'Mixed', row: 1, col: 1, width: 4, rows }, 0, (r, c) =>
      fitExtent(sheet, extents, 'Mixed', r, c),
    );
    // System and X in one rectangle, Y in another; Owner's header and its first owner in one run, the
    // other owner (farther than a write's worth of blanks) in its own: 4 writes, 15,013 cells, not 20,004.
    expect(fake.count('Range.setValues')).toBe(4);
    expect(
      fake
        .sheetValues('Mixed')
        .slice(0, rows.length)
        .map((r) => r.slice(0, 4)),
    ).toEqual(rows);
  });

  it('a dense block goes in one setValues', () => {
    const sheet = ss.insertSheet('Dense');
    const extents = new Map<string, Extent>();
    const rows = Array.from({ length: 50 }, (_, i) => [i, `S${i}`, i * 3]);
    fake.resetCalls();
    writeBlock(sheet, { key: 'Dense', tab: 'Dense', row: 1, col: 1, width: 3, rows }, 0, (r, c) =>
      fitExtent(sheet, extents, 'Dense', r, c),
    );
    expect(fake.count('Range.setValues')).toBe(1);
    expect(fake.sheetValues('Dense').slice(0, 50)).toEqual(rows);
  });
});

describe('fitExtent', () => {
  it('asks a tab its size once, grows it with headroom, and asks nothing while writes fit what is known', () => {
    const sheet = ss.insertSheet('Grown');
    const extents = new Map<string, Extent>();
    fake.resetCalls();
    fitExtent(sheet, extents, 'Grown', 10, 3);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getMaxColumns'), fake.count('Sheet.insertRowsAfter')]).toEqual([1, 1, 0]);
    const rows = sheet.getMaxRows() + 5;
    fake.resetCalls();
    fitExtent(sheet, extents, 'Grown', rows, 3);
    fitExtent(sheet, extents, 'Grown', rows + HEADROOM, 3);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.insertRowsAfter')]).toEqual([0, 1]);
    expect(sheet.getMaxRows()).toBe(rows + HEADROOM);
  });

  it('a tab known only to hold at least so much is asked its size before it is grown', () => {
    const sheet = ss.getSheetByName('Grown')!;
    const extents = new Map<string, Extent>([['Grown', { rows: 20, cols: 3, exactRows: false, exactCols: false }]]);
    fake.resetCalls();
    fitExtent(sheet, extents, 'Grown', 20, 3);
    expect(fake.count('Sheet.getMaxRows')).toBe(0);
    const size = sheet.getMaxRows();
    fake.resetCalls();
    fitExtent(sheet, extents, 'Grown', size + 1, 3);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.insertRowsAfter')]).toEqual([1, 1]);
    expect(sheet.getMaxRows()).toBe(size + 1 + HEADROOM);
  });

  it('asks only the way a block goes past what is known: rows, not columns (issue 31: a getMaxRows and getMaxColumns pair a block)', () => {
    const sheet = ss.getSheetByName('Grown')!;
    const extents = new Map<string, Extent>([['Grown', { rows: 20, cols: 3, exactRows: false, exactCols: false }]]);
    const past = sheet.getMaxRows() + 1;
    fake.resetCalls();
    fitExtent(sheet, extents, 'Grown', past, 3);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getMaxColumns')]).toEqual([1, 0]);
    const grown = sheet.getMaxRows();
    fake.resetCalls();
    expect(exactRows(sheet, extents, 'Grown')).toBe(grown);
    expect(fake.count('Sheet.getMaxRows') + fake.count('Sheet.getMaxColumns')).toBe(0);
  });
});

describe('writeChangedRows (a GM tab, issue 31)', () => {
  const ships = (n: number, moved: (i: number) => boolean = () => false): Cell[][] => [
    ['Ship', 'Fleet', 'Location'],
    ...Array.from({ length: n }, (_, i) => [`S${i}`, `F${i % 7}`, moved(i) ? 'Moved' : `L${i}`]),
  ];

  it('writes only the runs of changed rows, asks no size, and leaves the tab as one whole write would', () => {
    const sheet = ss.insertSheet('Ships');
    const before = ships(3000);
    sheet.insertRowsAfter(sheet.getMaxRows(), before.length);
    sheet.getRange(1, 1, before.length, 3).setValues(before);
    // Three ships far apart move, two of them a few rows apart: two writes.
    const after = ships(3000, (i) => i === 10 || i === 14 || i === 2500);
    fake.resetCalls();
    writeChangedRows(sheet, before, after, 3);
    expect(fake.count('Range.setValues')).toBe(2);
    expect(fake.count('Sheet.getMaxRows') + fake.count('Sheet.getMaxColumns')).toBe(0);
    expect(fake.sheetValues('Ships').slice(0, after.length)).toEqual(after);
    // The two runs are 2,486 rows apart: more cells than a write costs.
    expect((2500 - 15) * 3).toBeGreaterThan(CELLS_PER_WRITE);
  });

  it('finds the ranges of many runs with one getRangeList and its getRanges, not a getRange a run; Undo puts them back the same way (J60)', () => {
    const sheet = ss.insertSheet('Fleet ships');
    const before = ships(3000);
    sheet.insertRowsAfter(sheet.getMaxRows(), before.length);
    sheet.getRange(1, 1, before.length, 3).setValues(before);
    // Six ships 500 rows apart move: six runs (1,500 cells apart, more than a write costs), each its own write.
    const after = ships(3000, (i) => i % 500 === 7);
    fake.resetCalls();
    writeChangedRows(sheet, before, after, 3);
    const found = () => ['Sheet.getRangeList', 'RangeList.getRanges', 'Sheet.getRange', 'Range.setValues'].map((m) => fake.count(m));
    expect(found()).toEqual([1, 1, 0, 6]);
    expect(fake.sheetValues('Fleet ships').slice(0, after.length)).toEqual(after);
    // Undo, a run of its own: the runs' ranges found together again on its own Sheet object.
    const runs: [number, number][] = Array.from({ length: 6 }, (_, k) => [500 * k + 8, 500 * k + 9]);
    fake.resetCalls();
    writeRowRuns(ss.getSheetByName('Fleet ships')!, before, runs, 3);
    expect(found()).toEqual([1, 1, 0, 6]);
    expect(fake.sheetValues('Fleet ships').slice(0, before.length)).toEqual(before);
    // A list holding a run past the tab is refused whole, as Sheets refuses that range alone: the size asked once, the run clipped.
    const tall = sheet.getMaxRows();
    const first = ships(3000, (i) => i < 3);
    fake.resetCalls();
    writeRowRuns(
      ss.getSheetByName('Fleet ships')!,
      first,
      [
        [1, 4],
        [tall - 5, tall + 50],
      ],
      3,
    );
    expect([fake.count('Sheet.getRangeList'), fake.count('RangeList.getRanges'), fake.count('Sheet.getMaxRows')]).toEqual([1, 0, 1]);
    expect(sheet.getMaxRows()).toBe(tall);
    expect(fake.sheetValues('Fleet ships').slice(0, first.length)).toEqual(first);
  });

  it('grows a tab with data, its formats not given, past its blank rows at its end, HEADROOM to spare, every row added formatted like its last row (issue 31)', () => {
    const run = runOwn();
    const sheet = ss.insertSheet('Turns');
    const before: Cell[][] = [['Season', 'Section'], ...Array.from({ length: 30 }, (_, i) => [`Y${i}`, 'Orders'])];
    sheet.getRange(2, 1, sheet.getMaxRows() - 1, 2).setNumberFormat('@');
    sheet
      .getRange(2, 2, sheet.getMaxRows() - 1, 1)
      .setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(['Orders', 'Battles'], true).build());
    sheet.getRange(1, 1, before.length, 2).setValues(before);
    expect(readTabs(run, ['Turns']).get('Turns')).toEqual(before);
    // The run's own Sheet object, as an action writes through it (gateway.ts, tabsOf).
    const read = tabsOf(run).get('Turns')!;
    const after: Cell[][] = [...before, ...Array.from({ length: 1000 }, (_, i) => [`1-${i}`, 'Battles'])];
    fake.resetCalls();
    writeChangedRows(read, before, after, 2);
    // The write's range got first and refused (the tab is shorter, rule option J26), then its size asked
    // once (it holds data: not grown below its header); the last row copied over the rows added.
    expect([fake.count('Sheet.getMaxRows'), fake.count('Range.setValues'), fake.count('Sheet.getRange')]).toEqual([1, 1, 4]);
    expect(fake.sheetValues('Turns').slice(0, after.length)).toEqual(after);
    expect(sheet.getMaxRows()).toBe(after.length + HEADROOM);
    const added = sheet.getRange(before.length + 1, 1, sheet.getMaxRows() - before.length, 2);
    expect(new Set(added.getNumberFormats().flat())).toEqual(new Set(['@']));
    expect(added.getDataValidations().every((r) => r[0] === null && r[1] !== null)).toBe(true);
  });

  it("grows a tab with data, its rows' formats given, right after its last row: its size not asked, no range more, the blank rows it had kept below (J88)", () => {
    const run = runOwn();
    const sheet = ss.insertSheet('Repairs');
    sheet.deleteRows(41, sheet.getMaxRows() - 40);
    const before: Cell[][] = [['Ship', 'Kind', 'Phases'], ...Array.from({ length: 30 }, (_, i) => [`S${i}`, 'D9.4', 2])];
    sheet.getRange(1, 1, before.length, 3).setValues(before);
    readTabs(run, ['Repairs']);
    const after: Cell[][] = [...before, ...Array.from({ length: 50 }, (_, i) => [`T${i}`, 'Crippled', 4])];
    const rule = SpreadsheetApp.newDataValidation().requireValueInList(['Crippled', 'D9.4'], true).build();
    const format: RowFormat = {
      apply(range, rows, cols) {
        expect([rows, cols]).toEqual([50, 3]);
        range.setNumberFormats(Array.from({ length: rows }, () => ['@', '@', '0']));
        range.setDataValidations(Array.from({ length: rows }, () => [null, rule, null]));
      },
    };
    fake.resetCalls();
    writeChangedRows(tabsOf(run).get('Repairs')!, before, after, 3, format);
    // The write's range refused (J26), the rows inserted after row 31, the range got again: no size asked, no copy.
    expect([
      fake.count('Sheet.getMaxRows'),
      fake.count('Range.copyTo'),
      fake.count('Sheet.getRange'),
      fake.count('Range.setValues'),
    ]).toEqual([0, 0, 2, 1]);
    expect(fake.sheetValues('Repairs').slice(0, after.length)).toEqual(after);
    expect(sheet.getMaxRows()).toBe(after.length + 9);
    const added = sheet.getRange(before.length + 1, 1, 50, 3);
    expect(new Set(added.getNumberFormats().map((r) => r.join()))).toEqual(new Set(['@,@,0']));
    expect(added.getDataValidations().every((r) => r[0] === null && r[1] !== null && r[2] === null)).toBe(true);
  });

  it('writes past the data a tab held into its blank rows without asking its size: the range Sheets gives proves them (J26)', () => {
    const run = runOwn();
    const sheet = ss.insertSheet('Log');
    const before: Cell[][] = [['Season', 'Text'], ...Array.from({ length: 30 }, (_, i) => [`Y${i}`, 'old'])];
    sheet.getRange(1, 1, before.length, 2).setValues(before);
    readTabs(run, ['Log']);
    const read = tabsOf(run).get('Log')!;
    const after: Cell[][] = [...before, ...Array.from({ length: 50 }, (_, i) => [`1-${i}`, 'new'])];
    fake.resetCalls();
    writeChangedRows(read, before, after, 2);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getRange'), fake.count('Range.setValues')]).toEqual([0, 1, 1]);
    expect(fake.sheetValues('Log').slice(0, after.length)).toEqual(after);
    expect(sheet.getMaxRows()).toBe(1000);
  });

  it('puts back rows past the data it read without asking the size, the ranges Sheets gives proving them; a run past the tab clipped after asking once (Undo, writeRowRuns, J25, J26)', () => {
    const run = runOwn();
    const sheet = ss.insertSheet('Turn record');
    const snapshot: Cell[][] = [['Turn', 'Text'], ...Array.from({ length: 80 }, (_, i) => [`T${i}`, 'before'])];
    // The action being undone left 30 rows; the snapshot holds 80, the rows it wrote.
    sheet.getRange(1, 1, 31, 2).setValues(snapshot.slice(0, 31).map((r, i) => (i ? [r[0], 'after'] : r)));
    readTabs(run, ['Turn record']);
    const read = tabsOf(run).get('Turn record')!;
    fake.resetCalls();
    writeRowRuns(read, snapshot, [[1, 81]], 2);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getRange'), fake.count('Range.setValues')]).toEqual([0, 1, 1]);
    expect(fake.sheetValues('Turn record')).toEqual(snapshot);
    // A run reaching past the tab's 1000 rows: refused, the size asked once, and rows past the tab not written.
    const longer: Cell[][] = [['Turn', 'Text'], ...Array.from({ length: 1099 }, (_, i) => [`L${i}`, 'x'])];
    fake.resetCalls();
    writeRowRuns(read, longer.slice(0, 901), [[1, 1100]], 2);
    expect(fake.count('Sheet.getMaxRows')).toBe(1);
    expect(sheet.getMaxRows()).toBe(1000);
    expect(fake.sheetValues('Turn record')).toEqual(longer.slice(0, 901));
  });

  it('grows a tab read with its header alone right below it when its rows take one format, the blank rows below kept (a Report tab, issue 31)', () => {
    const run = runOwn();
    const sheet = ss.insertSheet('Report KLI');
    sheet.getRange(2, 1, sheet.getMaxRows() - 1, 2).setNumberFormat('@');
    sheet.getRange(1, 1, 1, 2).setValues([['Section', 'Text']]);
    const size = sheet.getMaxRows();
    const before = readTabs(run, ['Report KLI']).get('Report KLI')!;
    const report: Cell[][] = [['Section', 'Text'], ...Array.from({ length: size + 50 }, (_, i) => ['Moves', `1-${i}`])];
    fake.resetCalls();
    const plain: RowFormat = { plain: '@', apply: () => expect('no formats but its plain one').toBe('') };
    writeChangedRows(tabsOf(run).get('Report KLI')!, before, report, 2, plain);
    expect(fake.count('Sheet.getMaxRows') + fake.count('Sheet.getMaxColumns')).toBe(0);
    expect([fake.count('Range.setValues'), fake.count('Sheet.getRange')]).toEqual([1, 1]);
    expect(fake.sheetValues('Report KLI').slice(0, report.length)).toEqual(report);
    expect(sheet.getMaxRows()).toBe(size + report.length - 1);
    // "1-3" stays text: the rows added are plain text, as are the blank rows below them.
    expect(
      new Set(
        sheet
          .getRange(2, 1, sheet.getMaxRows() - 1, 2)
          .getNumberFormats()
          .flat(),
      ),
    ).toEqual(new Set(['@']));
  });

  it('blanks the rows a shorter tab no longer holds, and grows the tab for a longer one', () => {
    const sheet = ss.getSheetByName('Ships')!;
    const before = fake.sheetValues('Ships').slice(0, 3001) as Cell[][];
    const shorter = ships(2990);
    writeChangedRows(sheet, before, shorter, 3);
    expect(fake.sheetValues('Ships')).toEqual(shorter);
    const longer = ships(3200);
    writeChangedRows(sheet, shorter, longer, 3);
    expect(fake.sheetValues('Ships').slice(0, longer.length)).toEqual(longer);
    expect(sheet.getMaxRows()).toBeGreaterThanOrEqual(longer.length + HEADROOM);
  });
});

describe("an admiral's tab rewritten where it changed (admirals.ts changedRuns, changedColumns; issue 31)", () => {
  // A Systems tab of 1,000 systems, 16 columns, of which a season changes two columns ("Known as",
  // "Fortified") of 60 systems spread over the tab, as the benchmark's seasons do.
  const width = 16;
  const old: Cell[][] = Array.from({ length: 1000 }, (_, i) =>
    Array.from({ length: width }, (_, j) => (j === 0 ? `S${i}` : j < 5 ? i * j : '')),
  );
  const now = old.map((r, i) => (i % 17 === 3 ? r.map((c, j) => (j === 5 ? 'seen' : j === 8 ? 'Y' : c)) : r));

  it("writes the runs of changed rows only in the columns that changed, with each row's id, and leaves the tab as the new rows", () => {
    const sheet = old.map((r) => [...r]);
    let cells = 0;
    let writes = 0;
    for (const [from, to] of changedRuns(old, now, width))
      for (const [first, last] of changedColumns(old, now, from, to, width)) {
        writes++;
        for (let i = from; i < to; i++)
          for (let j = first; j < last; j++) {
            sheet[i][j] = now[i][j];
            cells++;
          }
        expect(first === 0 || last - first < width).toBe(true);
      }
    expect(sheet).toEqual(now);
    const runs = changedRuns(old, now, width);
    const rowsInRuns = runs.reduce((n, [from, to]) => n + to - from, 0);
    // The id column, Known as and Fortified, each its own write (the two columns between them, over
    // the run's rows, cost more cells than a write): 3 of 16 columns of the rows in the runs.
    expect(cells).toBe(rowsInRuns * 3);
    expect(writes).toBe(runs.length * 3);
  });

  it('writes a run whole when it finds no column that differs (rows of another length)', () => {
    expect(changedColumns([['a', 'b']], [['a', 'b', '']], 0, 1, 2)).toEqual([[0, 2]]);
  });
});
