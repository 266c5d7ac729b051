// The map in Sheets: menu Map shows the GM everything and an admiral only their own view (EaW 1b); a
// stranger gets a plain refusal; an admiral's workbook holds their map as a scatter chart over data that
// names nothing their view does not (mapBlocks, written by writeBook).
import { EAW_VIEW } from '../src/engine/games/eaw';
import { createFakeServices } from './fake/spreadsheet';
import { chartsOf } from './fake/chart';
import { mapViewFor } from '../src/sheets/views/map';
import { bookTarget, writeBook } from '../src/sheets/books/admirals';
import { CHART_SERIES } from '../src/engine/core/map/chart';
import { gmView, viewFor } from '../src/engine/core/view';
import { sampleAfterMeeting, spring, summer } from './support/mapCampaigns';

const dialog = (f: ReturnType<typeof sampleAfterMeeting>['fake']) => f.ui.dialogs[f.ui.dialogs.length - 1];

describe('menu Map', () => {
  const { addOn, fake } = sampleAfterMeeting();

  it('shows the GM the whole map in a printable dialog with its title', () => {
    fake.setActiveUser('gm@example.com');
    addOn.menuMap();
    const d = dialog(fake);
    expect(d.kind).toBe('modal');
    expect(d.title).toBe('Sample: The Marches: map, Y165 Fall');
    expect((d.html as { getTitle(): string }).getTitle()).toBe(d.title);
    expect(d.content).toMatch(/<svg [^>]*class="sfb-map"/);
    expect(d.content).toMatch(/id="print"/);
    // Two turns processed (Spring, Summer): a map of each, the latest shown, the turn selector to step back.
    expect(d.content.match(/<g class="system /g)).toHaveLength(2 * 32);
    expect(d.content.match(/<option>[^<]*<\/option>/g)).toEqual([
      '<option>Y165 Summer (latest)</option>',
      '<option>Y165 Spring moves and battles</option>',
    ]);
    for (const id of ['KLI-1', 'KZI-1', 'LYR-1', 'HYD-1']) expect(d.content).toContain(`data-fleet="${id}"`);
  });

  it("shows an admiral (the active user's e-mail in Empires) only their own view", () => {
    fake.setActiveUser('KZI.Admiral@example.com');
    addOn.menuMap();
    const d = dialog(fake);
    expect(d.title).toBe('Sample: The Marches: map, Y165 Fall (KZI)');
    expect(d.content).toMatch(/Admiral&#39;s view: KZI/);
    expect(d.content).toContain('data-fleet="KZI-1"');
    for (const id of ['KLI-1', 'LYR-1', 'HYD-1', 'HYD-FRD']) expect(d.content).not.toContain(`data-fleet="${id}"`);
  });

  it('refuses someone who is neither the GM nor an admiral, in plain words', () => {
    const before = fake.ui.dialogs.length;
    fake.setActiveUser('stranger@example.com');
    addOn.menuMap();
    expect(fake.ui.dialogs).toHaveLength(before);
    expect(fake.ui.alerts[fake.ui.alerts.length - 1]).toMatchObject({
      title: 'Map',
      prompt: expect.stringMatching(/stranger@example.com is neither the GM nor the admiral/),
    });
    fake.setActiveUser('');
    addOn.menuMap();
    expect(fake.ui.alerts[fake.ui.alerts.length - 1].prompt).toMatch(/did not tell the add-on who you are/);
  });
});

describe('mapViewFor', () => {
  it('the owner is the GM too; e-mails compare without case', () => {
    expect(mapViewFor(spring, 'owner@example.com', 'Owner@Example.com')).toEqual(gmView(EAW_VIEW, spring));
    expect(mapViewFor(spring, 'LYR.admiral@example.com', 'owner@example.com')).toEqual(viewFor(EAW_VIEW, spring, 'LYR'));
  });
});

describe('The Map tab of a private admiral workbook (no script needed)', () => {
  const { fake, globals } = createFakeServices({ owner: 'gm@example.com' });
  Object.assign(globalThis, globals);
  const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
  const writeMap = (v: ReturnType<typeof viewFor>) => writeBook(bookTarget(ss, ss.getId()), { tabs: new Map(), view: v });

  it('writes the title, the chart data and the table as three unpadded ranges, and one scatter chart over the data', () => {
    const v = viewFor(EAW_VIEW, spring, 'KLI');
    fake.resetCalls();
    writeMap(v);
    expect(fake.count('Range.setValues')).toBe(3);
    const rows = fake.sheetValues('Map');
    expect(rows[0][0]).toBe('Sample: The Marches: map, Y165 Summer (KLI)');
    expect(rows[3].slice(0, 9)).toEqual(['X', ...CHART_SERIES]);
    const table = rows
      .slice(3)
      .map((r) => r.slice(10, 20))
      .filter((r) => r[0] !== '');
    // Only the systems where something is (KLI's fleets, the fleet it sees): the Systems tab lists every system.
    expect(table.map((r) => r[0])).toEqual(['System', 'S01', 'S02', 'S17', 'S18', 'S20']);
    expect(table.find((r) => r[0] === 'S17')).toEqual(['S17', 'Northgate', 50, 8, 'Unknown', '', '', 'no', 'a fleet (235)', '']);
    const model = chartsOf(fake.spreadsheet.getSheetByName('Map')!.model);
    expect(model).toHaveLength(1);
    expect(model[0]).toMatchObject({ type: 'SCATTER', numHeaders: 1, position: { row: 4, column: 1 } });
    expect(model[0].ranges[0]).toMatchObject({ row: 4, col: 1, numCols: 9 });
    expect(model[0].options['vAxis.direction']).toBe(-1);
    // Systems plotted once each, in their planet type's column; lanes as pairs with a blank y after.
    const data = rows.slice(4, 4 + model[0].ranges[0].numRows - 1);
    for (const [i, t] of ['Life', 'Mineral', 'Dead', 'Unknown'].entries()) {
      expect(data.filter((r) => r[1 + i] !== '').length).toBe(v.systems.filter((s) => s.planet === t).length);
    }
  });

  it('keeps its chart when written again, and holds nothing the view does not', () => {
    const chart = chartsOf(fake.spreadsheet.getSheetByName('Map')!.model)[0].id;
    const v = viewFor(EAW_VIEW, summer, 'LYR');
    writeMap(v);
    const sheet = fake.spreadsheet.getSheetByName('Map')!;
    expect(chartsOf(sheet.model).map((c) => c.id)).toEqual([chart]);
    const text = JSON.stringify(fake.sheetValues('Map'));
    expect(text).toContain('Y165 Summer (LYR)');
    for (const f of summer.fleets.filter((x) => x.empire !== 'LYR')) {
      if (!v.battles.some((b) => b.fleetA === f.id || b.fleetB === f.id)) expect(text).not.toContain(`"${f.id}`);
    }
    // A system the admiral has not seen is plotted as Unknown only, and named so wherever the table lists one.
    const unknown = v.systems.filter((x) => x.planet === 'Unknown');
    expect(unknown.length).toBeGreaterThan(0);
    const map = fake.sheetValues('Map');
    expect(map.slice(4).filter((r) => r[1 + CHART_SERIES.indexOf('Unknown')] !== '').length).toBe(unknown.length);
    for (const row of map.filter((r) => unknown.some((x) => x.id === r[10]))) expect(row[14]).toBe('Unknown');
  });
});
