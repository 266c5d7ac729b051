// The add-on in a spreadsheet: the real dist/Code.js run by gas-local against the in-memory fake,
// driven by the menu handlers a GM clicks.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { TABS, ORDER_KINDS, ORDERS_TAB, isComputed } from '../sheets-templates/schema';
import { Cell, formatCsv } from '../src/sheets/tabs/csv';
import { CREWS } from '../src/engine/core/model';
import { generateCampaign, scaledCampaign } from '../scripts/bench-campaign';
import { staleyBenchTexts } from '../scripts/bench-staley';
import { FakeSheet } from './fake/sheet';
import { FakeRange } from './fake/range';
import { pooled } from './support/pooled';

const DIST = join(__dirname, '../dist');
const GM = 'gm@example.com';
const KLI = 'kli.admiral@example.com';

function newSampleWorkbook() {
  const loaded = loadAddOn(DIST, { owner: GM });
  loaded.addOn.menuNewSampleCampaign();
  return loaded;
}

/** New campaign: sample, for this test alone (support/pooled.ts). */
const sampleWorkbook = pooled(newSampleWorkbook);

/** The sample after the GM filled in the admirals' e-mails and ran Refresh protections, for this test alone. */
const sampleWithAdmirals = pooled(() => {
  const loaded = newSampleWorkbook();
  const mails = ['kli', 'kzi', 'lyr', 'hyd'].map((e) => [`${e}.admiral@example.com`]);
  loaded.fake.spreadsheet.getSheetByName('Empires')!.getRange('D2:D5').setValues(mails);
  loaded.addOn.menuRefreshProtections();
  return loaded;
});

/** A season played, the rows its tabs had before (header aside), the Max rows of some, and the calls it made by tab. */
interface StaleySeason {
  own: ReturnType<typeof loadAddOn>['fake'];
  before: (tab: string) => number;
  maxRows: Map<string, number>;
  calls: { tab: string; method: string }[];
}

const headerOf = (values: unknown[][]) => values[0].map(String);
const col = (values: unknown[][], header: string) => values.slice(1).map((r) => r[headerOf(values).indexOf(header)]);

describe('New campaign: sample', () => {
  const { fake } = sampleWorkbook();
  const ss = fake.spreadsheet;
  const names = ss.getSheets().map((s) => s.getName());

  it('creates every tab of the schema, one Orders and one Report tab per empire, and drops the empty Sheet1', () => {
    for (const t of TABS.filter((x) => !x.name.includes('{empire}'))) expect(names).toContain(t.name);
    for (const e of ['KLI', 'KZI', 'LYR', 'HYD']) expect(names).toEqual(expect.arrayContaining([`Orders ${e}`, `Report ${e}`]));
    expect(names).not.toContain('Sheet1');
  });

  it('writes headers with notes, frozen, in schema order with computed columns last', () => {
    const fleets = ss.getSheetByName('Fleets')!;
    expect(headerOf(fake.sheetValues('Fleets'))).toEqual(TABS.find((t) => t.name === 'Fleets')!.columns.map((c) => c.header));
    expect(fleets.getFrozenRows()).toBe(1);
    expect(fleets.getRange(1, headerOf(fake.sheetValues('Fleets')).indexOf('CBPV') + 1).getNote()).toMatch(/Combat BPV/);
  });

  it('sets validation lists and number formats by column', () => {
    const ships = ss.getSheetByName('Ships')!;
    const crew = ships.getRange(2, headerOf(fake.sheetValues('Ships')).indexOf('Crew') + 1).getDataValidation()!;
    expect(crew.getCriteriaValues()[0]).toEqual([...CREWS]);
    const orders = ss.getSheetByName('Orders KLI')!;
    expect(orders.getRange('B5').getDataValidation()!.getCriteriaValues()[0]).toEqual([...ORDER_KINDS]);
    expect(orders.getRange('A5').getDataValidation()!.getCriteriaValues()[0]).toEqual([
      'KLI-1',
      'KLI-2',
      'KLI-3',
      'KLI-4',
      'KLI-5',
      'KLI-6',
      'KLI-FRD',
    ]);
    expect(ships.getRange('A2').getNumberFormat()).toBe('@');
  });

  it("makes each Orders tab a row per fleet of its empire taller than its orders and 100 blank rows, so the first season's template fits unasked (J40)", () => {
    const { addOn, fake: own } = sampleWorkbook();
    const fleets = own.sheetValues('Fleets');
    const tabs = ['KLI', 'KZI', 'LYR', 'HYD'].map((e) => ({
      sheet: own.spreadsheet.getSheetByName(`Orders ${e}`)!,
      fleets: col(fleets, 'Empire').filter((x) => x === e).length,
      rows: own.sheetValues(`Orders ${e}`).length,
    }));
    for (const t of tabs) expect(t.sheet.getMaxRows()).toBe(t.rows + t.fleets + 100);
    addOn.menuProcessSeason();
    for (const t of tabs) {
      // A template row per fleet above the season's results (orderTemplate.ts), written within the rows New campaign made.
      expect(own.sheetValues(t.sheet.getName()).length).toBeGreaterThan(t.fleets);
      expect(t.sheet.getMaxRows()).toBe(t.rows + t.fleets + 100);
    }
  });

  it("makes the Standings chart and the Turn record's first-season rows with their tabs, so the first season adds neither (J55, J57)", () => {
    const { addOn, fake: own } = sampleWorkbook();
    const standings = own.spreadsheet.getSheetByName('Standings')!;
    const charts = standings.getCharts();
    expect(charts).toHaveLength(1);
    expect(charts[0].getRanges().map((r) => r.getA1Notation())).toEqual(['B1:B5', 'E1:E5']);
    // A row per fleet and a row per system besides the header and 100 blank rows (J57).
    const record = own.spreadsheet.getSheetByName('Turn record')!;
    const room = 1 + (own.sheetValues('Fleets').length - 1) + (own.sheetValues('Systems').length - 1) + 100;
    expect(record.getMaxRows()).toBe(room);
    own.resetCalls();
    addOn.menuProcessSeason();
    expect(own.count('Sheet.newChart') + own.count('Sheet.insertChart')).toBe(0);
    expect(standings.getCharts()).toHaveLength(1);
    expect(own.sheetValues('Turn record').length).toBeGreaterThan(1);
    expect(record.getMaxRows()).toBe(room);
  });

  it("makes Battle ships a row per ship and Deferred a row per fleet and per system taller, so the bench campaign's first season grows neither (J67)", () => {
    // The bench campaign at 1x: its first season writes 218 Battle ships rows and 204 Deferred rows, past HEADROOM (100).
    const { addOn, fake: own } = loadAddOn(DIST, { owner: GM });
    addOn.importCampaignCsv_(generateCampaign(scaledCampaign(1)).texts);
    const data = (tab: string) => own.sheetValues(tab).length - 1;
    const tabs = [
      { sheet: own.spreadsheet.getSheetByName('Battle ships')!, room: 1 + data('Ships') + 100 },
      { sheet: own.spreadsheet.getSheetByName('Deferred')!, room: 1 + data('Fleets') + data('Systems') + 100 },
    ];
    for (const t of tabs) expect(t.sheet.getMaxRows()).toBe(t.room);
    addOn.menuProcessSeason();
    for (const t of tabs) {
      expect(own.sheetValues(t.sheet.getName()).length).toBeGreaterThan(101);
      expect(t.sheet.getMaxRows()).toBe(t.room);
    }
  });

  /**
   * The Staley bench campaign at 1x, its first season processed once for the two tests below: its Detections
   * tab cut to 3 blank rows first (J88; the tabs J71 and J72 watch are left as New campaign made them), and
   * the sheet and range calls of the season recorded with the tab each was made on.
   */
  function playedStaleySeason(): StaleySeason {
    const { addOn, fake: own } = loadAddOn(DIST, { owner: GM });
    addOn.importCampaignCsv_(staleyBenchTexts(1));
    const rows = new Map(['Intelligence', 'Treasury', 'Ships', 'Fleets', 'Detections'].map((t) => [t, own.sheetValues(t).length]));
    const maxRows = new Map(['Intelligence', 'Treasury'].map((t) => [t, own.spreadsheet.getSheetByName(t)!.getMaxRows()]));
    const detections = own.spreadsheet.getSheetByName('Detections')!;
    detections.deleteRows(rows.get('Detections')! + 4, detections.getMaxRows() - rows.get('Detections')! - 3);
    const calls: { tab: string; method: string }[] = [];
    const spy = (proto: object, method: string, tab: (self: never) => string) => {
      const original = (proto as Record<string, (...a: unknown[]) => unknown>)[method];
      return jest.spyOn(proto as Record<string, (...a: unknown[]) => unknown>, method).mockImplementation(function (
        this: never,
        ...args: unknown[]
      ) {
        calls.push({ tab: tab(this), method });
        return original.apply(this, args);
      });
    };
    const spies = [
      spy(FakeSheet.prototype, 'getMaxRows', (s: FakeSheet) => s.getName()),
      spy(FakeSheet.prototype, 'getRange', (s: FakeSheet) => s.getName()),
      spy(FakeSheet.prototype, 'getRangeList', (s: FakeSheet) => s.getName()),
      spy(FakeSheet.prototype, 'insertRowsAfter', (s: FakeSheet) => s.getName()),
      spy(FakeRange.prototype, 'copyTo', (r: FakeRange) => r.ref.sheet.name),
      spy(FakeRange.prototype, 'setValues', (r: FakeRange) => r.ref.sheet.name),
    ];
    try {
      addOn.menuProcessSeason();
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    return { own, before: (tab) => rows.get(tab)! - 1, maxRows, calls };
  }
  let staley: StaleySeason | undefined;
  const staleySeason = (): StaleySeason => (staley ??= playedStaleySeason());

  it("makes Staley's Intelligence a row per ship and Treasury a row per fleet taller, and leaves the Log's filter as it is, so the bench campaign's first season asks none of them its size (J71, J72)", () => {
    // The Staley bench campaign at 1x: its first season writes 2,514 Intelligence rows, 603 Treasury rows and 1,404 Log rows, past HEADROOM (100).
    const { own, before, maxRows, calls } = staleySeason();
    const data = (tab: string) => own.sheetValues(tab).length - 1;
    const sheet = (tab: string) => own.spreadsheet.getSheetByName(tab)!;
    const rooms = [
      { tab: 'Intelligence', room: 1 + before('Intelligence') + before('Ships') + 100 },
      { tab: 'Treasury', room: 1 + before('Treasury') + before('Fleets') + 100 },
    ];
    for (const t of rooms) expect(maxRows.get(t.tab)).toBe(t.room);
    const asked = calls.filter((c) => c.method === 'getMaxRows').map((c) => c.tab);
    expect(own.ui.alerts.at(-1)!.prompt).toMatch(/processed/);
    for (const t of [...rooms.map((r) => r.tab), 'Log']) expect(data(t)).toBeGreaterThan(100);
    for (const t of rooms) expect(sheet(t.tab).getMaxRows()).toBe(t.room);
    expect(asked.filter((t) => ['Intelligence', 'Treasury', 'Log'].includes(t))).toEqual([]);
    // The Log grew below its header, inside its filter, which widened with it: still every row.
    const filter = sheet('Log').getFilter()!.getRange();
    expect([filter.getRow(), filter.getNumRows()]).toEqual([1, sheet('Log').getMaxRows()]);
  });

  it("grows Staley's Detections, outgrown by its first season, right after its last row: its size not asked, its formats set through the write's range (J88)", () => {
    // The bench campaign at 1x, its Detections tab cut to 3 blank rows: the first season's detections outgrow
    // them, as Detections (281 rows) and Repairs (721) outgrow their HEADROOM at 4x.
    const { own, before, calls } = staleySeason();
    const sheet = own.spreadsheet.getSheetByName('Detections')!;
    const had = before('Detections') + 1;
    expect(own.ui.alerts.at(-1)!.prompt).toMatch(/processed/);
    const rows = own.sheetValues('Detections');
    expect(rows.length).toBeGreaterThan(had + 3);
    // The write's range refused (J26), then found again once grown, one value call: no size asked, no
    // format-copy ranges (before: getMaxRows, and two ranges for the copies).
    expect(calls.filter((c) => c.tab === 'Detections').map((c) => c.method)).toEqual([
      'getRange',
      'insertRowsAfter',
      'getRange',
      'setValues',
    ]);
    // The blank rows it had stay below its data; the rows added take the formats of the rows New campaign laid out.
    expect(sheet.getMaxRows()).toBe(rows.length + 3);
    const formats = (row: number) => sheet.getRange(row, 1, 1, rows[0].length).getNumberFormats()[0];
    expect(formats(rows.length)).toEqual(formats(rows.length + 1));
    expect(formats(rows.length)).toContain('@');
  });

  it('offers each rule module of the Campaign tab as a dropdown of its values', () => {
    const rows = fake.sheetValues('Campaign');
    const at = (setting: string) => rows.findIndex((r) => r[0] === setting) + 1;
    const campaign = ss.getSheetByName('Campaign')!;
    expect(campaign.getRange(at('Auto-resolve system'), 2).getDataValidation()!.getCriteriaValues()[0]).toEqual([
      'VBAM',
      'Galactic Conquest',
    ]);
    expect(campaign.getRange(at('Staley war doubling'), 2).getDataValidation()!.getCriteriaValues()[0]).toEqual(['yes', 'no']);
    expect(campaign.getRange(at('Campaign name'), 2).getDataValidation()).toBeNull();
  });

  it('names the settings the formulas read, and no table: a named range would not grow with its tab', () => {
    const named = ss
      .getNamedRanges()
      .map((n) => n.getName())
      .sort();
    expect(named).toEqual(['CurrentSeason', 'CurrentYear', 'DefaultRelation', 'Ruleset', 'StartYear']);
    expect(ss.getRangeByName('StartYear')!.getValue()).toBe(165);
  });

  it('puts live-check formulas where an admiral or GM wants them, reading the tables open-ended, and they evaluate without error', () => {
    expect(
      ss
        .getSheetByName('Fleets')!
        .getRange(2, headerOf(fake.sheetValues('Fleets')).indexOf('CBPV') + 1)
        .getFormula(),
    ).toBe('=FLEET_CBPV(A2:A, Ships!A:R, Classes!A:T, Ruleset)');
    // One custom-function call checks every Orders tab; each tab shows its own block of it (KZI the second).
    expect(ss.getSheetByName('Order checks')!.getRange('A2').getFormula()).toBe(
      '=ORDER_CHECKS({"KLI";"KZI";"LYR";"HYD"}, {\'Orders KLI\'!A1:F;\'Orders KZI\'!A1:F;\'Orders LYR\'!A1:F;\'Orders HYD\'!A1:F}, ' +
        'Campaign!A:C, Empires!A:J, Systems!A:R, Lanes!A:B, Fleets!A:J, Ships!A:R, Classes!A:T, Treasury!A:E, Treaties!A:E)',
    );
    expect(
      ss
        .getSheetByName('Orders KZI')!
        .getRange(2, headerOf(fake.sheetValues('Orders KZI')).indexOf('Order check') + 1)
        .getFormula(),
    ).toBe("=ARRAY_CONSTRAIN('Order checks'!D3:F, 'Order checks'!D2, 3)");
    expect(fake.formulaErrors()).toEqual({});
    const fleets = fake.sheetValues('Fleets');
    expect(col(fleets, 'CBPV').slice(0, 2)).toEqual([366, 384]);
    expect(
      col(fleets, 'Check')
        .filter((c) => c !== '')
        .every((c) => c === 'OK'),
    ).toBe(true);
    expect(col(fake.sheetValues('Empires'), 'Treasury')).toEqual([174, 156, 217, 231]);
    expect(col(fake.sheetValues('Empires'), 'Move points')).toEqual([3, 3, 3, 3]);
    const build = fake.sheetValues('Orders KLI');
    expect(col(build, 'Build cost').filter((c) => c !== '')).toEqual([55]); // the sample builds one E4
  });

  it('writes each tab with one setValues', () => {
    expect(fake.count('Range.setValues')).toBe(names.length);
  });
});

describe('Protections', () => {
  it("makes the runner the GM and leaves the admirals' e-mails blank with a note to fill them in", () => {
    const { addOn, fake } = loadAddOn(DIST, { owner: 'gm@example.org' });
    addOn.menuNewSampleCampaign(); // the runner (here the owner: only they may start a campaign) becomes its GM
    expect(fake.sheetValues('Campaign').find((r) => r[0] === 'GM email')![1]).toBe('gm@example.org');
    expect(col(fake.sheetValues('Empires'), 'Email')).toEqual(['', '', '', '']);
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(
      /Write each admiral's e-mail in the Empires tab \(column Email\), then run Refresh protections/,
    );
    const editors = fake.spreadsheet.getProtections('SHEET' as never).flatMap((p) => p.getEditors().map((u) => u.getEmail()));
    expect(editors.some((e) => /example\.com$/.test(e))).toBe(false);
    expect(fake.canEdit('gm@example.org', 'Ships', 2, 1)).toBe(true);
    expect(fake.canEdit('kli.admiral@example.com', 'Orders KLI', 2, 1)).toBe(false);
  });

  it('protects the result and check columns as whole columns, not rows 1..N', () => {
    const { fake } = sampleWithAdmirals();
    const gm = fake.spreadsheet.getProtections('RANGE' as never).find((p) => p.getDescription() === 'SFB: results and checks of KLI')!;
    const sheet = fake.spreadsheet.getSheetByName('Orders KLI')!;
    expect(gm.getRange().getRow()).toBe(1);
    expect(gm.getRange().getNumRows()).toBe(sheet.getMaxRows());
  });

  it('refuses an admiral who types into a protected cell or runs an action that writes GM tabs', () => {
    const { addOn, fake } = sampleWithAdmirals();
    const result = String.fromCharCode(65 + fake.sheetValues('Orders KLI')[0].indexOf('Result'));
    expect(() => fake.type('Orders KLI', `${result}2`, 'done', KLI)).toThrow(/protected/);
    fake.type('Orders KLI', 'A20', 'KLI-2', KLI);
    fake.actAs(KLI);
    const before = fake.sheetValues('Fleets');
    addOn.menuProcessSeason();
    expect(fake.ui.alerts.at(-1)!.title).toBe('Process Season: nothing was changed');
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(
      /^Only the GM \(the Campaign "GM email"\) or the spreadsheet's owner may do this; you are signed in as kli.admiral@example.com/,
    );
    expect(fake.sheetValues('Fleets')).toEqual(before);
  });

  it('lets an admiral edit only their own Orders tab, not its header, result or check columns; the GM edits everything', () => {
    const { fake } = sampleWithAdmirals();
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 1)).toBe(true);
    expect(fake.canEdit(KLI, 'Orders KLI', 40, 6)).toBe(true);
    expect(fake.canEdit(KLI, 'Orders KLI', 1, 1)).toBe(false); // header
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 7)).toBe(true); // Ready
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 8)).toBe(false); // Result
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 9)).toBe(false); // Order check
    expect(fake.canEdit(KLI, 'Orders KZI', 2, 1)).toBe(false);
    for (const tab of ['Ships', 'Fleets', 'Treasury', 'Campaign', 'Report KLI', 'Log']) expect(fake.canEdit(KLI, tab, 2, 1)).toBe(false);
    for (const tab of ['Ships', 'Orders KLI', 'Orders KZI']) expect(fake.canEdit(GM, tab, 2, 7)).toBe(true);
    expect(fake.canEdit('stranger@example.com', 'Orders KLI', 2, 1)).toBe(false);
  });

  it('follows a changed e-mail after Refresh protections, and creates the tabs of a new empire', () => {
    const { addOn, fake } = sampleWithAdmirals();
    const empires = fake.spreadsheet.getSheetByName('Empires')!;
    empires.getRange('D2').setValue('new.kli@example.com');
    empires.getRange('A6:F6').setValues([['ORI', 'Orion Daven', 'Admiral Vex', 'ori@example.com', 'Active', 0]]);
    addOn.menuRefreshProtections();
    expect(fake.canEdit('new.kli@example.com', 'Orders KLI', 2, 1)).toBe(true);
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 1)).toBe(false);
    expect(fake.canEdit('ori@example.com', 'Orders ORI', 2, 1)).toBe(true);
    expect(fake.spreadsheet.getSheetByName('Report ORI')).not.toBeNull();
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(/Created Orders ORI, Report ORI/);
  });

  it("leaves the GM's own protections alone and does not stack duplicates on refresh", () => {
    const { addOn, fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName('Lanes')!.getRange('A1:B3').protect().setDescription('my own');
    const count = () => fake.spreadsheet.getProtections('RANGE' as never).length + fake.spreadsheet.getProtections('SHEET' as never).length;
    const before = count();
    addOn.menuRefreshProtections();
    addOn.menuRefreshProtections();
    expect(count()).toBe(before);
    expect(fake.spreadsheet.getProtections('RANGE' as never).some((p) => p.getDescription() === 'my own')).toBe(true);
  });

  it('warns when an admiral has no valid e-mail', () => {
    const { addOn, fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName('Empires')!.getRange('D3').setValue('not an email');
    addOn.menuRefreshProtections();
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(/KZI has no valid admiral e-mail in Empires: only the GM can edit Orders KZI/);
    expect(fake.canEdit('not an email', 'Orders KZI', 2, 1)).toBe(false);
  });
});

describe('Refresh protections with a tab renamed in case (issue 31 item 8)', () => {
  it.each([
    ['Orders KLI', 'orders kli'],
    ['Fleets', 'FLEETS'],
    ['Empires', 'empires'],
  ])('"%s" renamed "%s": a plain message naming both names, and nothing changed', (name, renamed) => {
    const { addOn, fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName(name)!.setName(renamed);
    const before = fake.fingerprint();
    expect(() => addOn.menuRefreshProtections()).not.toThrow();
    const alert = fake.ui.alerts.at(-1)!;
    expect(alert.title).toBe('Refresh protections: nothing was changed');
    expect(alert.prompt).toBe(
      `The tab "${renamed}" must be named "${name}" exactly (the add-on finds its tabs by name, capitals included): rename it, then run Refresh protections again.`,
    );
    expect(fake.fingerprint()).toBe(before);
  });
});

describe('New campaign over an existing one', () => {
  it('asks first, and answering No changes nothing', () => {
    const { addOn, fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName('Ships')!.getRange('E2').setValue('Renamed');
    fake.resetCalls();
    fake.ui.queueResponse('NO');
    addOn.menuNewEmptyCampaign();
    expect(fake.ui.alerts.at(-1)!.title).toBe('Replace the campaign?');
    expect(fake.count('Range.setValues') + fake.count('Range.setValue')).toBe(0);
    expect(fake.spreadsheet.getSheetByName('Ships')!.getRange('E2').getValue()).toBe('Renamed');
  });

  it('replaces it with an empty template when the GM says Yes', () => {
    const { addOn, fake } = sampleWorkbook();
    fake.ui.queueResponse('YES');
    addOn.menuNewEmptyCampaign();
    expect(fake.sheetValues('Ships')).toHaveLength(1);
    expect(fake.sheetValues('Campaign').find((r) => r[0] === 'GM email')![1]).toBe(GM);
  });

  it("makes a VBAM-SFB template with that game's tabs, starting at its first turn (issue 22)", () => {
    const { addOn, fake } = loadAddOn(DIST, { owner: GM });
    addOn.menuNewVbamEmptyCampaign();
    const setting = (k: string) => fake.sheetValues('Campaign').find((r) => r[0] === k)![1];
    expect([setting('Ruleset'), setting('Season')]).toEqual(['VBAM-SFB', 'Turn 1']);
    for (const tab of ['Sectors', 'Colonies', 'Tech', 'Unit list', 'Construction']) expect(fake.sheetValues(tab)).toHaveLength(1);
    addOn.menuCheckWorkbook();
    expect(fake.ui.alerts.at(-1)!.prompt).not.toMatch(/Season/);
  });

  it('refuses while another campaign action holds the lock', () => {
    const { addOn, fake } = loadAddOn(DIST);
    fake.lock.heldElsewhere = true;
    addOn.menuNewSampleCampaign();
    expect(fake.ui.alerts.at(-1)!.title).toBe('Campaign busy');
    expect(fake.spreadsheet.getSheetByName('Ships')).toBeNull();
  });
});

describe('Check workbook', () => {
  it('reads each tab once and writes nothing', () => {
    const { addOn, fake } = sampleWorkbook();
    fake.resetCalls();
    addOn.menuCheckWorkbook();
    expect(fake.ui.alerts.at(-1)!.title).toBe('Campaign check: all clear');
    expect(fake.count('Range.getValues')).toBe(22); // 18 state tabs (Deferred, Legendary officers, Standings, Summary, Turn record included) + 4 Orders tabs
    expect(fake.count('Range.setValues') + fake.count('Range.setValue')).toBe(0);
  });

  it('names tab, row and column of bad input, and survives a renamed header and a deleted tab', () => {
    const { addOn, fake } = sampleWorkbook();
    const ss = fake.spreadsheet;
    ss.getSheetByName('Ships')!.getRange('D1').setValue('Klass');
    ss.getSheetByName('Ships')!.getRange('M3').setValue('many');
    ss.getSheetByName('Fleets')!.getRange('D3').setValue('S99');
    ss.deleteSheet(ss.getSheetByName('Treaties')!);
    addOn.menuCheckWorkbook();
    const prompt = fake.ui.alerts.at(-1)!.prompt;
    expect(prompt).toMatch(/Ships, column "Class": column is missing/);
    expect(prompt).toMatch(/Ships row 3, column "Fighters": "many" is not a number/);
    expect(prompt).toMatch(/Treaties: tab is missing/);
    expect(prompt).toMatch(/Fleet KLI-2: unknown system "S99"/);
  });

  it('accepts numbers typed as text, stray spaces and blank rows', () => {
    const { addOn, fake } = sampleWorkbook();
    const ships = fake.spreadsheet.getSheetByName('Ships')!;
    ships.getRange('A2:Q2').setNumberFormat('@');
    ships.getRange('H2').setValue(' 0 ');
    ships.getRange('C2').setValue('  KLI-1 ');
    ships.insertRowsAfter(5, 3);
    addOn.menuCheckWorkbook();
    expect(fake.ui.alerts.at(-1)!.title).toBe('Campaign check: all clear');
  });
});

describe('Order check column (ORDER_CHECKS on the Order checks tab)', () => {
  it('answers Order check, Fleet check and Build cost of every order row, with no custom function on the Orders tab', () => {
    const { fake } = sampleWorkbook();
    const rows = fake.sheetValues('Orders KLI');
    const check = headerOf(rows).indexOf('Order check');
    expect(headerOf(rows).slice(check)).toEqual(['Order check', 'Fleet check', 'Build cost']);
    expect(rows.at(-1)!.slice(check)).toEqual(['OK: built KLI-22 (E4) into KLI-1 (1 MP, 55 BPV)', 'OK', 55]);
    expect(col(rows, 'Fleet check')).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'OK']);
    const sheet = fake.spreadsheet.getSheetByName('Orders KLI')!;
    expect(sheet.getRange(2, check + 1).getFormula()).toBe("=ARRAY_CONSTRAIN('Order checks'!A3:C, 'Order checks'!A2, 3)");
    expect(sheet.getRange(2, check + 2, 1, 2).getFormulas()).toEqual([['', '']]); // filled by the Order check formula
  });

  it('checks every order live, as processing would, with movement points spent row by row (EaW 5.0)', () => {
    const { fake } = sampleWorkbook();
    fake.spreadsheet
      .getSheetByName('Orders KLI')!
      .getRange('A8:F9')
      .setValues([
        ['KLI-2', 'Jump', 'S01 > S02', '', '', ''],
        ['KLI-9', 'Stay', '', '', '', ''],
      ]);
    const checks = col(fake.sheetValues('Orders KLI'), 'Order check');
    expect(checks[1]).toBe('OK: Jump S04 > S18 (1 MP)');
    expect(checks.slice(6, 8)).toEqual(['rejected: needs 1 MP, 0 left (EaW 5.0)', 'rejected: no fleet "KLI-9"']);
    expect(fake.canEdit(KLI, 'Orders KLI', 2, 10)).toBe(false); // a GM-only column
  });

  it('shows a treaty signature waiting for the other empire as legal, one that cannot stand as rejected (VBAM signing)', () => {
    const { fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName('Treaties')!.getRange('C3').setValue('Normal'); // KLI-LYR
    fake.spreadsheet
      .getSheetByName('Orders KLI')!
      .getRange('A8:F9')
      .setValues([
        ['', 'Sign', 'LYR', '', '', 'Non-Aggression'],
        ['', 'Sign', 'KZI', '', '', 'Peace'],
      ]);
    const checks = col(fake.sheetValues('Orders KLI'), 'Order check');
    expect(checks[6]).toMatch(/^OK: .*LYR did not sign Non-Aggression/);
    expect(checks[7]).toMatch(/^Sign Peace with KZI: rejected: .*an armistice must come first/);
  });

  it('says what to fix when a table it reads is broken', () => {
    const { fake } = sampleWorkbook();
    fake.spreadsheet.getSheetByName('Ships')!.getRange('M3').setValue('many');
    expect(col(fake.sheetValues('Orders KLI'), 'Order check')[0]).toBe(
      'fix the workbook first: Ships row 3, column "Fighters": "many" is not a number',
    );
  });
});

describe('The shared live check (one ORDER_CHECKS on the Order checks tab)', () => {
  type Fake = ReturnType<typeof sampleWorkbook>['fake'];
  /** An order typed by the admiral in a row added below the tab's last one. */
  function orderBelow(fake: Fake, tab: string, rowsAdded: number, order: unknown[]): number {
    const sheet = fake.spreadsheet.getSheetByName(tab)!;
    sheet.insertRowsAfter(sheet.getMaxRows(), rowsAdded);
    const row = sheet.getMaxRows();
    sheet.getRange(row, 1, 1, order.length).setValues([order]);
    return row;
  }
  const checkAt = (fake: Fake, tab: string, row: number) => {
    const values = fake.sheetValues(tab);
    const at = headerOf(values).indexOf('Order check');
    return values[row - 1].slice(at, at + 3);
  };

  it("shows each Orders tab its own empire's checks, also in rows appended past the tab's size; no custom function on an Orders tab", () => {
    const { fake } = sampleWorkbook();
    const kli = orderBelow(fake, 'Orders KLI', 3, ['KLI-2', 'Stay']);
    const kzi = orderBelow(fake, 'Orders KZI', 5, ['KLI-2', 'Stay']); // not KZI's fleet
    const lyr = orderBelow(fake, 'Orders LYR', 1, ['', 'Build', '', '', 'E4']);
    expect(checkAt(fake, 'Orders KLI', kli)).toEqual(['OK: KLI-2 stays at S01', 'OK', '']);
    expect(checkAt(fake, 'Orders KZI', kzi)[0]).toMatch(/^rejected: .*KLI-2/);
    expect(checkAt(fake, 'Orders LYR', lyr)[2]).toMatch(/not .*LYR|race|Lyran/i); // another race's class (EaW 2b)
    expect(fake.formulaErrors()).toEqual({});
    // The one custom-function call of the Orders tabs is on the hidden, GM-only Order checks tab.
    const custom = /^=(ORDER_CHECKS|FLEET_|MOVE_|BUILD_|TREASURY|RELATION|DECLARE_)/;
    const formulas = (tab: string) =>
      fake.spreadsheet
        .getSheetByName(tab)!
        .getDataRange()
        .getFormulas()
        .flat()
        .filter((f) => f);
    for (const e of ['KLI', 'KZI', 'LYR', 'HYD']) expect(formulas(`Orders ${e}`).filter((f) => custom.test(f))).toEqual([]);
    expect(formulas('Order checks')).toEqual([expect.stringMatching(/^=ORDER_CHECKS\(/)]);
    const checks = fake.spreadsheet.getSheetByName('Order checks')!;
    expect(checks.isSheetHidden()).toBe(true);
    expect(fake.canEdit(KLI, 'Order checks', 3, 1)).toBe(false);
    // Each Orders tab's used area ends at its last order, as it did when each tab had its own call.
    expect(fake.spreadsheet.getSheetByName('Orders HYD')!.getLastRow()).toBe(
      fake.sheetValues('Orders HYD').filter((r) => r[0] !== '' || r[1] !== '').length,
    );
  });

  it('checks rows added past the Order checks tab once the GM runs an action, and follows the empires after Refresh protections', () => {
    const { addOn, fake } = sampleWithAdmirals();
    const checks = fake.spreadsheet.getSheetByName('Order checks')!;
    const far = orderBelow(fake, 'Orders KLI', checks.getMaxRows(), ['KLI-2', 'Stay']);
    expect(checkAt(fake, 'Orders KLI', far)[0]).toBe('');
    addOn.menuRefreshProtections();
    expect(checkAt(fake, 'Orders KLI', far)[0]).toBe('OK: KLI-2 stays at S01');
    // An empire added, and KLI and KZI swapped on Empires: every tab still shows its own checks.
    const kziChecks = checkAt(fake, 'Orders KZI', 2);
    const empires = fake.spreadsheet.getSheetByName('Empires')!;
    const [kliRow, kziRow] = [empires.getRange('A2:F2').getValues(), empires.getRange('A3:F3').getValues()];
    empires.getRange('A2:F2').setValues(kziRow);
    empires.getRange('A3:F3').setValues(kliRow);
    empires.getRange('A6:F6').setValues([['ORI', 'Orion Daven', 'Admiral Vex', 'ori@example.com', 'Active', 0]]);
    addOn.menuRefreshProtections();
    fake.type('Orders ORI', 'A2', 'ORI-1', 'ori@example.com');
    fake.type('Orders ORI', 'B2', 'Stay', 'ori@example.com');
    expect(checkAt(fake, 'Orders ORI', 2)[0]).toBe('rejected: no fleet "ORI-1"');
    expect(checkAt(fake, 'Orders KLI', far)[0]).toBe('OK: KLI-2 stays at S01');
    expect(checkAt(fake, 'Orders KZI', 2)).toEqual(kziChecks);
    expect(kziChecks[0]).toBe('OK: Develop a colony at S11 (free with a small freighter, EaW 13a)');
    expect(headerOf(fake.sheetValues('Order checks'))).toEqual(
      ['KZI', 'KLI', 'LYR', 'HYD', 'ORI'].flatMap((e) => [`${e} Order check`, `${e} Fleet check`, `${e} Build cost`]),
    );
    expect(fake.formulaErrors()).toEqual({});
  });
});

describe('Live checks as tabs grow (issue 8)', () => {
  // Rows written below a tab's first size, as processing or the GM adds them once the rows the tab was
  // created with are used up: the sheet is grown first (Sheets refuses a range outside it).
  function appendPast(fake: ReturnType<typeof sampleWorkbook>['fake'], tab: string, rows: unknown[][]): void {
    const sheet = fake.spreadsheet.getSheetByName(tab)!;
    const width = fake.sheetValues(tab)[0].length;
    const at = sheet.getMaxRows() + 1;
    sheet.insertRowsAfter(sheet.getMaxRows(), rows.length);
    sheet.getRange(at, 1, rows.length, width).setValues(rows.map((r) => Array.from({ length: width }, (_, j) => r[j] ?? '')));
  }

  /** Every computed column of every tab, row by row for the rows holding data (blank rows left out). */
  function computedColumns(fake: ReturnType<typeof sampleWorkbook>['fake']): Record<string, unknown[][]> {
    const out: Record<string, unknown[][]> = {};
    for (const sheet of fake.spreadsheet.getSheets()) {
      const name = sheet.getName();
      const spec = TABS.find((t) => t.name === name) ?? (name.startsWith('Orders ') ? ORDERS_TAB : undefined);
      const computed = spec?.columns.filter(isComputed).map((c) => c.header) ?? [];
      if (computed.length === 0) continue;
      const [header, ...rows] = fake.sheetValues(name);
      const at = computed.map((h) => header.indexOf(h));
      const data = header.map((_, i) => i).filter((i) => !at.includes(i));
      out[name] = rows.filter((r) => data.some((i) => r[i] !== '')).map((r) => at.map((i) => r[i]));
    }
    return out;
  }

  it('sees every row added past the first size: each computed column equals that of a campaign created with those rows', () => {
    const { fake } = sampleWorkbook();
    const before = computedColumns(fake);
    const ledger = fake.sheetValues('Treasury').length - 1;
    appendPast(
      fake,
      'Treasury',
      Array.from({ length: 150 }, () => ['Y165 Spring', 'KLI', 2, 'grown ledger']),
    );
    appendPast(fake, 'Fleets', [
      ['KLI-9', 'KLI', 'Grown 9', 'S01', 'Ready'],
      ['KLI-10', 'KLI', 'Grown 10', 'S01', 'Ready'],
    ]);
    appendPast(fake, 'Ships', [
      ['KLI-901', 'KLI', 'KLI-1', 'C8'],
      ['KLI-902', 'KLI', 'KLI-9', 'D7'],
      ['KLI-903', 'KLI', 'KLI-9', 'D7'],
      ['KLI-904', 'KLI', 'KLI-10', 'D7'],
      ['KLI-905', 'KLI', 'KLI-10', 'D7'],
    ]);
    appendPast(fake, 'Diplomacy', [['Y165 Setup', 'KZI', 'KLI', 'Declare war', '', 40, 91, 'Failed', 'grown log']]);
    appendPast(fake, 'Orders KLI', [
      ['KLI-9', 'Stay'],
      ['KLI-1', 'Build', '', '', 'D7'],
    ]);
    expect(fake.sheetValues('Treasury').length - 1).toBeGreaterThan(ledger + 150); // past the tab's first size

    const grown = computedColumns(fake);
    const fresh = loadAddOn(DIST, { owner: GM });
    const csv = Object.fromEntries(
      fake.spreadsheet.getSheets().map((s) => [s.getName(), formatCsv(fake.sheetValues(s.getName()) as Cell[][])]),
    );
    fresh.addOn.importCampaignCsv_(csv);
    expect(fake.formulaErrors()).toEqual({});
    expect(grown).toEqual(computedColumns(fresh.fake));

    // And the rows added changed what the checks show: the ledger sums all its rows, the new ships count.
    expect(col(fake.sheetValues('Empires'), 'Treasury')[0]).toBe(174 + 300);
    expect(col(fake.sheetValues('Empires'), 'Move points')[0]).toBe(4); // 8 fleets of 2+ ships and 175+ CBPV (EaW 5.0)
    expect(col(fake.sheetValues('Fleets'), 'CBPV')[0]).toBe(366 + 240);
    expect(col(fake.sheetValues('Fleets'), 'Check')[0]).toMatch(/600/);
    const check = headerOf(fake.sheetValues('Orders KLI')).indexOf('Order check');
    const orders = fake.sheetValues('Orders KLI').filter((r) => r[0] !== '' || r[check] !== '');
    expect(orders.at(-2)!.slice(check)).toEqual(['OK: KLI-9 stays at S01', 'no size class 4 ship (EaW 2c)', '']);
    expect(orders.at(-1)!.slice(check + 1)).toEqual([expect.stringMatching(/600/), 121]); // KLI-1 now has the C8 added; a D7 costs its EBPV
    for (const tab of ['Empires', 'Fleets', 'Orders KLI']) expect(grown[tab]).not.toEqual(before[tab]);
  });
});
