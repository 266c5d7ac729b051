// History (issue 12, item 1): every season's report is kept in a Report history tab per empire,
// newest first, with the battle lines added when battles are resolved; the Log has a filter over all
// its rows, so the GM can filter it by Season and Empire.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { sampleAfterMeeting } from './support/mapCampaigns';
import { col, setCell } from './support/bundle';

const DIST = join(__dirname, '../dist');
type Fake = ReturnType<typeof loadAddOn>['fake'];

/** Spring, Summer with two battles (auto-resolved and resolved: test/support/mapCampaigns.ts), then Fall. */
function threeSeasons() {
  const loaded = sampleAfterMeeting();
  const { addOn, fake } = loaded;
  for (let i = 0; i < 5 && fake.sheetValues('Campaign').find((r) => r[0] === 'Phase')![1] !== 'Orders'; i++) {
    for (const b of fake.sheetValues('Battles').slice(1))
      if (b[col(fake.sheetValues('Battles'), 'Status')] === 'Pending') setCell(fake, 'Battles', (r) => r[0] === b[0], 'Status', 'Auto');
    addOn.menuAutoResolve();
    addOn.menuResolveBattles();
  }
  addOn.menuProcessSeason();
  return loaded;
}

let fake: Fake;
beforeAll(() => {
  fake = threeSeasons().fake;
});

describe('Report history', () => {
  it('keeps three seasons of reports, newest first, each as its Report tab held it', () => {
    expect(fake.sheetValues('Campaign').find((r) => r[0] === 'Last processed')![1]).toBe('Y165 Fall');
    const history = fake.sheetValues('Report history KLI');
    expect(history[0]).toEqual(['Season', 'Section', 'Text']);
    // Newest first, each season in one block.
    const blocks = history
      .slice(1)
      .map((r) => r[0])
      .filter((s, i, all) => i === 0 || s !== all[i - 1]);
    expect(blocks).toEqual(['Y165 Fall', 'Y165 Summer', 'Y165 Spring']);
    // The latest season is the Report tab, line for line.
    const report = fake
      .sheetValues('Report KLI')
      .slice(1)
      .filter((r) => r.some((c) => c !== ''));
    expect(
      history
        .slice(1)
        .filter((r) => r[0] === 'Y165 Fall')
        .map((r) => r.slice(1)),
    ).toEqual(report);
    // Spring is kept as it was: the order lines of the sample's first season.
    expect(
      history
        .filter((r) => r[0] === 'Y165 Spring')
        .map((r) => r[2])
        .join('\n'),
    ).toMatch(/Jump S04 > S18/);
    // Summer holds the lines added when its battles were resolved.
    expect(
      history
        .filter((r) => r[0] === 'Y165 Summer')
        .map((r) => `${r[1]} ${r[2]}`)
        .join('\n'),
    ).toMatch(/Battle/);
  });

  it('is an admiral tab: GM only, like the report', () => {
    expect(fake.canEdit('kli.admiral@example.com', 'Report history KLI', 2, 1)).toBe(false);
  });

  it('goes back with Undo', () => {
    const { addOn, fake: f } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    addOn.menuProcessSeason();
    const before = f.sheetValues('Report history KLI');
    addOn.menuProcessSeason();
    expect(f.sheetValues('Report history KLI')).not.toEqual(before);
    addOn.menuUndoProcessing();
    expect(f.sheetValues('Report history KLI')).toEqual(before);
  });
});

describe('The Log', () => {
  it('has a filter over every row and column, kept whole as the Log grows', () => {
    const log = fake.spreadsheet.getSheetByName('Log')!;
    const range = log.getFilter()!.getRange();
    expect([range.getRow(), range.getColumn(), range.getNumRows()]).toEqual([1, 1, log.getMaxRows()]);
    expect(range.getNumColumns()).toBe(log.getLastColumn());
    const header = fake.sheetValues('Log')[0];
    expect(header).toEqual(expect.arrayContaining(['Season', 'Empire']));
    expect(fake.sheetValues('Log').length).toBeGreaterThan(1);
  });
});
