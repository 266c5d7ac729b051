// Galactic Conquest's live check in private workbooks, by its calls (issue 31, item 6): the cache of the
// GM's tabs is filled with no more metadata calls than value calls (J76), and a check gets it in few
// pieces (J75), answering as a check that reads every tab by name.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { restoreWhole, saveWhole } from './fake/whole';
import { GC_HOLD, gcBenchTexts } from '../scripts/bench-gc';
import { METADATA_CALLS, VALUE_CALLS } from '../scripts/bench-actions';

const DIST = join(__dirname, '../dist');
/** A quarter of the Galactic Conquest benchmark campaign (scripts/bench-gc.ts). */
const SCALE = 0.25;

type Fake = ReturnType<typeof loadAddOn>['fake'];

/** The GC campaign in Private workbooks mode, workbooks made and one season processed. */
function processed(): ReturnType<typeof loadAddOn> {
  const loaded = loadAddOn(DIST, { stillClock: true });
  const { addOn, fake } = loaded;
  addOn.importCampaignCsv_(gcBenchTexts(SCALE));
  const rows = fake.sheetValues('Campaign');
  const at = rows.findIndex((r) => r[0] === 'Play mode');
  fake.spreadsheet
    .getSheetByName('Campaign')!
    .getRange(at + 1, 1, 1, 2)
    .setValues([['Play mode', 'Private workbooks']]);
  addOn.menuAdmiralWorkbooks();
  addOn.menuProcessSeason();
  return loaded;
}

const sum = (fake: Fake, methods: string[]) => methods.reduce((n, m) => n + fake.count(m), 0);

/** The second admiral holds their first fleet's hex (the bench's live check); their Orders tab after the check. */
function typeOrder(fake: Fake): unknown[][] {
  const [header, , row] = fake.sheetValues('Empires');
  const id = String(row[header.indexOf('Workbook id')]);
  const fleet = fake.sheetValues('Fleets').find((r) => r[1] === row[0])!;
  fake.drive.userEdit(String(row[header.indexOf('Email')]), id, 'Orders', 'A2', [GC_HOLD(fleet)]);
  return fake.valuesOf(id, 'Orders');
}

describe("Galactic Conquest's live check, by its calls (issue 31, item 6)", () => {
  // One campaign processed, kept whole (fake/whole.ts): the second test puts it back as processed to read it by name.
  const wide = processed();
  const asProcessed = saveWhole(wide.fake);

  it('fills its cache, once Google dropped it, with no more metadata calls than value calls (J76)', () => {
    const { addOn, fake } = wide;
    fake.cache.clear();
    fake.resetCalls();
    addOn.fillCheckCache();
    // One range a tab, named with its tab, and its values: no lookup by name, no data range.
    expect(fake.count('Spreadsheet.getSheetByName')).toBe(0);
    expect(fake.count('Sheet.getDataRange')).toBe(0);
    // The 14 state tabs and Galactic Conquest's 7 (J77); none of another game's, absent (J76).
    expect(fake.count('Spreadsheet.getRange')).toBe(21);
    expect(fake.count('Range.getValues')).toBe(21);
    expect(sum(fake, METADATA_CALLS)).toBeLessThanOrEqual(sum(fake, VALUE_CALLS));
  });

  it('gets the cached tabs in one piece at this size, and answers as a check that reads every tab by its name (J75)', () => {
    const { fake } = wide;
    const gen = fake.properties.script['SFB check generation'];
    expect(Number(fake.cache.get(`SFB check tabs ${gen}`)?.value)).toBe(1);
    fake.resetCalls();
    const cached = typeOrder(fake);
    // The GM's tabs come from the cache: two cache calls, no call on the GM's spreadsheet.
    expect(fake.count('Cache.get') + fake.count('Cache.getAll')).toBe(2);
    expect(fake.count('SpreadsheetApp.openById')).toBe(0);
    // The same campaign as processed, its cache and the widths kept gone: the check looks each tab up and reads its data range.
    const byName = wide;
    restoreWhole(byName.fake, asProcessed);
    byName.fake.cache.clear();
    delete byName.fake.properties.script['SFB check widths'];
    byName.fake.resetCalls();
    const read = typeOrder(byName.fake);
    expect(byName.fake.count('Spreadsheet.getSheetByName')).toBeGreaterThanOrEqual(21);
    expect(cached).toEqual(read);
    const check = read[0].indexOf('Order check');
    expect(String(read[1][check])).toMatch(/^OK/);
  });
});
