// Rule option J50: the last look for edits before an action writes (J1) reads again only the Orders tabs
// (where admirals type) while the change trigger says no person changed the GM's spreadsheet since the
// action began; any change it reports, or no trigger, and every tab the action writes is read again.
import { join } from 'path';
import { loadAddOn, AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import { FakeRange } from './fake/range';
import { cells, lastAlert } from './support/journal';
import { pooled } from './support/pooled';

const DIST = join(__dirname, '../dist');

/** How many times each tab of the GM's spreadsheet was read by getValues during `fn`. */
function readsDuring(fake: FakeHandle, fn: () => void): Map<string, number> {
  const out = new Map<string, number>();
  const original = FakeRange.prototype.getValues;
  const spy = jest.spyOn(FakeRange.prototype, 'getValues').mockImplementation(function (this: FakeRange) {
    if (this.wb.id === fake.spreadsheet.getId()) out.set(this.ref.sheet.name, (out.get(this.ref.sheet.name) ?? 0) + 1);
    return original.apply(this);
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return out;
}

/** New campaign: sample, for this test alone (support/pooled.ts). */
const sample = pooled((): { addOn: AddOn; fake: FakeHandle } => {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  return loaded;
});

const unwatched = (fake: FakeHandle) => {
  const i = fake.drive.triggers.findIndex((t) => t.handler === 'onCampaignChange');
  expect(i).toBeGreaterThanOrEqual(0);
  fake.drive.triggers.splice(i, 1);
};

describe('the last look for edits before writing (rule options J1, J50)', () => {
  it('New campaign makes the change trigger; with no change reported, Process Season reads the GM tabs once and the Orders tabs again', () => {
    const { addOn, fake } = sample();
    expect(fake.drive.triggers.filter((t) => t.handler === 'onCampaignChange' && t.source === fake.spreadsheet.getId())).toHaveLength(1);
    const reads = readsDuring(fake, () => addOn.menuProcessSeason());
    expect(lastAlert(fake).title).toBe('Process Season');
    for (const tab of ['Ships', 'Fleets', 'Systems']) expect([tab, reads.get(tab)]).toEqual([tab, 1]);
    expect(reads.get('Orders KLI')).toBe(2);
  });

  it('without the change trigger, every tab it writes is read again (as before J50), and the season is the same', () => {
    const watched = sample();
    const plain = sample();
    unwatched(plain.fake);
    const reads = readsDuring(plain.fake, () => plain.addOn.menuProcessSeason());
    watched.addOn.menuProcessSeason();
    expect(reads.get('Ships')).toBe(2);
    expect(reads.get('Fleets')).toBe(2);
    expect(cells(plain.fake)).toEqual(cells(watched.fake));
  });

  it('Refresh protections makes the trigger again: a campaign made before J50 gets it', () => {
    const { addOn, fake } = sample();
    unwatched(fake);
    addOn.menuRefreshProtections();
    expect(readsDuring(fake, () => addOn.menuProcessSeason()).get('Ships')).toBe(1);
  });

  it("the GM's edit of a tab it writes, made while it adjudicates, is reported by the trigger: all is read again, nothing written", () => {
    const { addOn, fake } = sample();
    const before = cells(fake);
    fake.ui.whenToast('Adjudicating…', () => fake.type('Fleets', 'A40', 'GM-NOTE'));
    const reads = readsDuring(fake, () => addOn.menuProcessSeason());
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Fleets changed/);
    expect(reads.get('Ships')).toBe(2);
    const after = cells(fake);
    expect(after.Fleets.some((r) => r[0] === 'GM-NOTE')).toBe(true);
    expect({ ...after, Fleets: [] }).toEqual({ ...before, Fleets: [] });
  });

  it('an order typed while it adjudicates is seen in the Orders tab read again, the trigger or not', () => {
    const { addOn, fake } = sample();
    // The trigger is gone before the order, so only the Orders tab's second read can see it.
    fake.ui.whenToast('Adjudicating…', () => {
      unwatched(fake);
      fake.type('Orders KLI', 'A5', 'KLI-2');
    });
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Orders KLI changed/);
    expect(fake.sheetValues('Orders KLI')[4][0]).toBe('KLI-2');
  });
});
