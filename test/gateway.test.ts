// The gateway grows tabs as the add-on writes them: with HEADROOM rows to spare, and the rows it adds
// keep the column formats and validation lists a tab was created with (one copy each, not per cell).
import { createFakeServices } from './fake';
import { ensureSize, fitHeight, HEADROOM } from '../src/sheets/tabs/gateway';

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
});
