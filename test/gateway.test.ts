// The gateway grows tabs as the add-on writes them: with HEADROOM rows to spare, and the rows it adds
// keep the column formats and validation lists a tab was created with (one copy each, not per cell).
import { createFakeServices } from './fake';
import {
  ensureSize,
  fitHeight,
  fitRows,
  HEADROOM,
  insertTab,
  knownRows,
  maxColumns,
  maxRows,
  rangeIfHeld,
  readTabs,
  roomFor,
  tabNamed,
  tabsOf,
} from '../src/sheets/tabs/gateway';

const { globals, fake } = createFakeServices();
Object.assign(globalThis, { SpreadsheetApp: globals.SpreadsheetApp });
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

describe('growing and fitting a tab', () => {
  it('keeps a new tab HEADROOM rows taller than its data, and grows it with HEADROOM to spare', () => {
    const sheet = fake.spreadsheet.insertSheet('Ledger') as unknown as Sheet;
    fitHeight(sheet, 10);
    expect(sheet.getMaxRows()).toBe(10 + HEADROOM);
    ensureSize(sheet, 10 + HEADROOM + 1, 2);
    expect(sheet.getMaxRows()).toBe(10 + 2 * HEADROOM + 1);
  });

  it('gives the rows it adds the number formats and validation of the last row', () => {
    const ss = fake.spreadsheet;
    const sheet = ss.insertSheet('Ships') as unknown as Sheet;
    fitHeight(sheet, 3);
    const rule = SpreadsheetApp.newDataValidation().requireValueInList(['OK', 'Crippled'], true).build();
    sheet.getRange(2, 1, sheet.getMaxRows() - 1, 1).setNumberFormat('@');
    sheet.getRange(2, 2, sheet.getMaxRows() - 1, 1).setDataValidation(rule);
    const before = sheet.getMaxRows();
    fake.resetCalls();
    ensureSize(sheet, before + 5, 2);
    expect(fake.count('Range.copyTo')).toBe(2);
    expect(sheet.getRange(sheet.getMaxRows(), 1).getNumberFormat()).toBe('@');
    expect(
      sheet
        .getRange(before + 1, 2)
        .getDataValidation()!
        .getCriteriaValues()[0],
    ).toEqual(['OK', 'Crippled']);
    sheet.getRange(sheet.getMaxRows(), 1).setValue('165');
    expect(sheet.getRange(sheet.getMaxRows(), 1).getValue()).toBe('165'); // still plain text
  });

  it('asks a tab its size at most once a run, and keeps what it knows current through its own inserts and deletes (issue 31)', () => {
    const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
    fake.spreadsheet
      .insertSheet('Fleets')
      .getRange(1, 1, 3, 2)
      .setValues([
        ['Fleet', 'At'],
        ['F1', 'S1'],
        ['F2', 'S2'],
      ]);
    // The run's own Sheet objects (tabsOf), as an action reads and writes through them.
    const sheet = tabsOf(ss).get('Fleets')!;
    fake.resetCalls();
    // What was read is at least there: nothing is asked to write within it.
    const read = readTabs(ss, ['Fleets']).get('Fleets')!;
    ensureSize(sheet, read.length, 2);
    expect(fake.count('Sheet.getMaxRows') + fake.count('Sheet.getMaxColumns')).toBe(0);
    // Past it, asked once; then grown and fitted by the script itself, never asked again.
    ensureSize(sheet, 2000, 3);
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getMaxColumns')]).toEqual([1, 1]);
    expect([maxRows(sheet), maxColumns(sheet)]).toEqual([sheet.getMaxRows(), sheet.getMaxColumns()]);
    fitHeight(sheet, 10);
    fitRows(sheet, 50);
    ensureSize(sheet, 60, 3);
    expect(maxRows(sheet)).toBe(60 + HEADROOM);
    expect(fake.count('Sheet.getMaxRows')).toBe(2); // the two above, by the test
    expect(sheet.getMaxRows()).toBe(60 + HEADROOM);
  });

  it('gets the range a write needs before asking any size: one Sheets gives proves the tab that large, one it refuses grows it (J26)', () => {
    const sheet = fake.spreadsheet.insertSheet('Turn record') as unknown as Sheet;
    sheet.getRange(1, 1, 2, 2).setValues([
      ['Season', 'Done'],
      ['Y1', 'yes'],
    ]);
    fake.resetCalls();
    // Within the blank rows: got, nothing asked, and the tab is now known to hold them.
    expect(rangeIfHeld(sheet, 3, 1, 500, 2)).toBeDefined();
    expect(knownRows(sheet)).toEqual({ rows: 502, exact: false });
    expect(roomFor(sheet, 900, 2, () => sheet.getRange(503, 1, 398, 2)).added).toBeUndefined();
    expect([fake.count('Sheet.getMaxRows'), fake.count('Sheet.getMaxColumns'), fake.count('Sheet.getRange')]).toEqual([0, 0, 2]);
    // Past its 1000 rows: refused (Apps Script's error, test/fake/grid.ts), not grown by rangeIfHeld; roomFor asks and grows.
    expect(rangeIfHeld(sheet, 901, 1, 200, 2)).toBeUndefined();
    expect(sheet.getMaxRows()).toBe(1000);
    const { got } = roomFor(sheet, 1100, 2, () => sheet.getRange(901, 1, 200, 2));
    got.setValues(Array.from({ length: 200 }, () => ['Y2', 'no']));
    expect(fake.count('Sheet.getMaxRows')).toBe(2); // one by roomFor, one by the test above
    expect(sheet.getMaxRows()).toBe(1100 + HEADROOM);
  });
});

describe('a tab looked up by name (J41, J56)', () => {
  type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
  const withFleets = () => {
    const own = createFakeServices().fake;
    own.spreadsheet
      .insertSheet('Fleets')
      .getRange(1, 1, 2, 1)
      .setValues([['Fleet'], ['F1']]);
    own.resetCalls();
    return { own, ss: own.spreadsheet as unknown as Spreadsheet };
  };

  it('asks Sheets once a run for a name not there, when the run has not listed its tabs (J41)', () => {
    const { own, ss } = withFleets();
    expect(tabNamed(ss, 'Rulings')).toBeNull();
    expect(tabNamed(ss, 'Rulings')).toBeNull();
    expect(own.count('Spreadsheet.getSheetByName')).toBe(1);
  });

  it('asks Sheets for no name once the run has listed its tabs: one not listed is no tab, one the run inserts is found (J56)', () => {
    const { own, ss } = withFleets();
    expect([...tabsOf(ss).keys()]).toContain('Fleets');
    expect(tabNamed(ss, 'Rulings')).toBeNull();
    expect([...readTabs(ss, ['Rulings', 'Fleets']).keys()]).toEqual(['Fleets']);
    expect([...readTabs(ss, ['Rulings'], true).keys()]).toEqual([]);
    const made = insertTab(ss, 'Rulings');
    expect(tabNamed(ss, 'Rulings')).toBe(made);
    expect(own.count('Spreadsheet.getSheetByName')).toBe(0);
  });

  it('finds by name a tab whose insert failed after the tab was made, though the run has listed its tabs (J56; faults.test.ts)', () => {
    const { own, ss } = withFleets();
    tabsOf(ss);
    // The first write call makes the tab; the second, giving the GM back their tab, fails.
    own.failWrite(2);
    expect(() => insertTab(ss, 'Undo')).toThrow();
    expect(tabNamed(ss, 'Undo')?.getName()).toBe('Undo');
    expect(own.count('Spreadsheet.getSheetByName')).toBe(1);
  });
});
