// The GM's formulas read on the rows an action writes (src/sheets/tabs/formulaRows.ts, rule options J25,
// J45, J60): one getFormulas a run of rows written, the runs' ranges found together.
import { createFakeServices } from './fake/spreadsheet';
import { formulasWhereWritten } from '../src/sheets/tabs/formulaRows';
import { readTabs } from '../src/sheets/tabs/gateway';
import { Cell } from '../src/sheets/tabs/tables';

const { fake, globals } = createFakeServices({ owner: 'gm@example.com' });
Object.assign(globalThis, globals);
const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;

describe('formulasWhereWritten', () => {
  it("finds the ranges of the runs it reads formulas from with one getRangeList, in the GM's own column alone (J45, J60)", () => {
    const sheet = ss.insertSheet('Ships');
    const rows: Cell[][] = [
      ['Ship', 'Fleet', 'Location', 'Notes'],
      ...Array.from({ length: 3000 }, (_, i) => [`S${i}`, 'F1', `L${i}`, '']),
    ];
    sheet.insertRowsAfter(sheet.getMaxRows(), rows.length);
    sheet.getRange(1, 1, rows.length, 4).setValues(rows);
    // Six ships 500 rows apart move; each has a formula of the GM's in Notes, one ship that stays has one too.
    const moved = (i: number) => i > 0 && (i - 8) % 500 === 0;
    rows.forEach((_, i) => moved(i) && sheet.getRange(i + 1, 4).setFormula(`="note ${i}"`));
    sheet.getRange(3, 4).setFormula('="kept"');
    const first = readTabs(ss, ['Ships']);
    fake.resetCalls();
    const { original, writes, written } = formulasWhereWritten(ss, first, (tabs) => [
      {
        tab: 'Ships',
        mode: 'replace',
        rows: tabs.get('Ships')!.map((r, i) => (moved(i) ? [r[0], r[1], 'Moved', r[3]] : r)),
        kept: [3],
      },
    ]);
    expect(['Sheet.getRangeList', 'RangeList.getRanges', 'Sheet.getRange', 'Range.getFormulas'].map((m) => fake.count(m))).toEqual([
      1, 1, 0, 6,
    ]);
    expect(written.Ships).toEqual(Array.from({ length: 6 }, (_, k) => [500 * k + 8, 500 * k + 9]));
    // Each row written carries its formula, to be written back and put back by Undo; the row not written keeps its own unread.
    const ships = original.get('Ships')!;
    expect(ships[508][3]).toBe('="note 508"');
    expect(ships[2][3]).toBe('kept');
    expect(writes[0].rows[2508]).toEqual(['S2507', 'F1', 'Moved', '="note 2508"']);
  });
});
