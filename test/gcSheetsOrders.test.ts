// Galactic Conquest's Build orders and captain's-discretion rulings in a spreadsheet (the real bundle,
// the in-memory fake): a Build order's live result and Construction row (GC B11.40), and a squadron's
// RX CD ruling pausing Process Season at its segment until Apply rulings goes on (GC A9.10, D2.10).
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { col, lastAlert, setCell, setting } from './support/bundle';

const DIST = join(__dirname, '../dist');

describe('Galactic Conquest orders in the workbook', () => {
  it('books a Build for the next turn, asks the GM what a captain does with his RX CD, and goes on once answered', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewGcSampleCampaign();
    // K02A, moved next to the Kzinti home H11, holds there with a reactionary move left to its captain;
    // K01A's sample Move takes it to H11 in segment 12.
    setCell(fake, 'Fleets', (r) => r[0] === 'K02A', 'Location', 'H10');
    fake.spreadsheet
      .getSheetByName('Orders KLI')!
      .getRange(3, 1, 2, 6)
      .setValues([
        ['K02A', 'Move', 'H10', '', '', 'RX CD'],
        ['', 'Build', 'I8', '', 'F5', ''],
      ]);
    addOn.menuProcessSeason();
    const orders = fake.sheetValues('Orders KLI');
    expect(orders[3][col(orders, 'Result')]).toMatch(/Build F5 at I8 in its SC4SY: EPV 71, paid as Y150 Turn 2 starts/);
    const builds = fake.sheetValues('Construction');
    expect(builds.slice(1).map((r) => [r[col(builds, 'Class')], r[col(builds, 'Status')], r[col(builds, 'Starts')]])).toEqual([
      ['F5', 'Ordered', 'Y150 Turn 2'],
    ]);
    expect(setting(fake, 'Phase')).toBe('Rulings');
    const rulings = fake.sheetValues('Rulings');
    expect(rulings[1][col(rulings, 'About')]).toBe("Captain's discretion: K02A");
    expect(rulings[1][col(rulings, 'Choices')]).toBe('Carry on, Strategic stop, Bottleneck Z01A');
    expect(setting(fake, 'Tick')).toBe(1);

    setCell(fake, 'Rulings', (r) => r[0] === 'R1', 'Answer', 'Carry on');
    addOn.menuApplyRulings();
    expect(lastAlert(fake).prompt).toMatch(/Applied ruling\(s\) R1/);
    // The turn went on from segment 2: K01A reaches H11 in segment 12, where the sample's battle waits.
    expect([setting(fake, 'Phase'), setting(fake, 'Tick')]).toEqual(['Battles', 12]);
  });
});
