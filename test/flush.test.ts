// Every read before the first write. Sheets batches an action's writes and applies them only when the
// script ends, flushes, or reads a cell: a read after a write forces the pending writes out first
// (https://developers.google.com/apps-script/guides/support/best-practices#use_batch_operations). So each
// action reads everything it needs, decides, then writes; the fake notes every read made after a write.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { autoMarked, SCENARIOS } from './support/scenarios';
import { privateCampaign } from './support/journal';
import { admiralEmail } from './support/admiralEmails';

describe.each(SCENARIOS)('$name', ({ setup, run }) => {
  it('makes every read before its first write', () => {
    const { addOn, fake } = setup();
    fake.resetCalls();
    run(addOn);
    expect(fake.count('Range.setValues')).toBeGreaterThan(0);
    expect(fake.readsAfterFirstWrite()).toEqual([]);
  });
});

describe.each([
  ['Auto-resolve battles', 'menuAutoResolve'],
  ['Refresh protections', 'menuRefreshProtections'],
] as const)('%s', (_, item) => {
  it('makes every read before its first write', () => {
    const loaded = autoMarked();
    loaded.fake.resetCalls();
    loaded.addOn[item]();
    expect(loaded.fake.count('Range.setValues')).toBeGreaterThan(0);
    expect(loaded.fake.readsAfterFirstWrite()).toEqual([]);
  });
});

describe('New campaign', () => {
  it('makes every read before its first write, the sample as a blank spreadsheet gets it', () => {
    const { addOn, fake } = loadAddOn(join(__dirname, '../dist'));
    fake.resetCalls();
    addOn.menuNewSampleCampaign();
    expect(fake.spreadsheet.getSheetByName('Sheet1')).toBeNull();
    expect(fake.count('Range.setValues')).toBeGreaterThan(10);
    expect(fake.readsAfterFirstWrite()).toEqual([]);
  });
});

// Issue 31, finding 7: "call SpreadsheetApp.flush() before releasing the lock"
// (developers.google.com/apps-script/reference/lock/lock#releaseLock()): another execution taking the
// lock next must read what this one wrote, not cells Sheets has not applied yet.
describe('every lock let go with no write pending', () => {
  const privately = (run: (l: ReturnType<typeof privateCampaign>) => void) => () => {
    const loaded = privateCampaign();
    loaded.fake.resetCalls();
    run(loaded);
    return loaded.fake;
  };
  it.each([
    ...SCENARIOS.map(
      ({ name, setup, run }) =>
        [
          `${name} (shared)`,
          () => {
            const { addOn, fake } = setup();
            fake.resetCalls();
            run(addOn);
            return fake;
          },
        ] as const,
    ),
    ...(['menuAutoResolve', 'menuRefreshProtections'] as const).map(
      (item) =>
        [
          item,
          () => {
            const { addOn, fake } = autoMarked();
            fake.resetCalls();
            addOn[item]();
            return fake;
          },
        ] as const,
    ),
    ['Process Season (private)', privately(({ addOn }) => addOn.menuProcessSeason())] as const,
    ['Create / update (private)', privately(({ addOn }) => addOn.menuAdmiralWorkbooks())] as const,
    [
      "an admiral's edit checked live (private)",
      privately(({ fake }) => {
        const empires = fake.sheetValues('Empires');
        const id = String(empires.find((r) => r[0] === 'KLI')![empires[0].indexOf('Workbook id')]);
        fake.drive.userEdit(admiralEmail('KLI'), id, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
      }),
    ] as const,
  ])('%s', (_, go) => {
    const fake = go();
    expect(fake.count('Lock.releaseLock')).toBeGreaterThan(0);
    expect(fake.releasesBeforeFlush()).toEqual([]);
  });
});

describe('the fake', () => {
  it('notes a read made after a write, and forgets it with the calls', () => {
    const { fake } = loadAddOn(join(__dirname, '../dist'));
    const sheet = fake.spreadsheet.getSheets()[0];
    sheet.getRange('A1').getValues();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    sheet.getRange('A1').setValues([['x']]);
    sheet.getLastRow();
    sheet.getRange('A1').getValues();
    expect(fake.readsAfterFirstWrite()).toEqual(['Sheet.getLastRow', 'Range.getValues']);
    fake.resetCalls();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
  });
});
