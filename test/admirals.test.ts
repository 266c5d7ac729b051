// Private admiral workbooks (issue 10, items 1-4 and its bad input), through the real bundle: the GM's
// script makes one spreadsheet per admiral, shares it, writes the admiral's view into it, checks the
// orders typed there from an edit trigger, and processes every workbook all or nothing.
import { join } from 'path';
import { gunzipSync } from 'zlib';
import { loadAddOn } from './fake/addon';
import { admiralEmail, giveAdmiralEmails } from './support/admiralEmails';
import { FakeRange } from './fake/range';
import { FakeLock, FakeSpreadsheetApp } from './fake/services';
import { chartsOf } from './fake/chart';
import { FakeSheet, FakeSpreadsheet } from './fake/sheet';
import { peek } from './fake/grid';
import { pooled } from './support/pooled';

const DIST = join(__dirname, '../dist');
const KLI = 'kli.admiral@example.com';
const TABS = [
  'Orders',
  'Report',
  'Report history',
  'Summary',
  'Fleets',
  'Ships',
  'Systems',
  'Lanes',
  'Treasury',
  'Classes',
  'Relations',
  'Battles',
  'Battle ships',
];

/** The admiral's Orders tab: the order columns and Ready (theirs), then the Result and the live check (the GM's). */
const ORDER_HEADERS = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Ready', 'Result', 'Order check'];
const RESULT = ORDER_HEADERS.indexOf('Result');
/** The GM's tabs one live check reads: the state tabs but Log and Standings. */
const CHECK_TAB_COUNT = 14;
const CHECK = ORDER_HEADERS.indexOf('Order check');

type Loaded = ReturnType<typeof loadAddOn>;
type Fake = Loaded['fake'];
const lastAlert = (fake: Fake) => fake.ui.alerts[fake.ui.alerts.length - 1];

function setSetting(fake: Fake, name: string, value: string): void {
  const row = fake.sheetValues('Campaign').findIndex((r) => r[0] === name) + 1;
  fake.spreadsheet.getSheetByName('Campaign')!.getRange(row, 2).setValue(value);
}

type Private = Loaded & { ids: Record<string, string> };

/** The sample in Private workbooks mode, with every admiral's workbook made. */
function newPrivateCampaign(): Private {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  giveAdmiralEmails(loaded);
  setSetting(loaded.fake, 'Play mode', 'Private workbooks');
  loaded.addOn.menuAdmiralWorkbooks();
  const empires = loaded.fake.sheetValues('Empires');
  const at = empires[0].indexOf('Workbook id');
  return { ...loaded, ids: Object.fromEntries(empires.slice(1).map((r) => [String(r[0]), String(r[at])])) };
}

/** A campaign as newPrivateCampaign builds it, for this test alone (support/pooled.ts). */
const privateCampaign = pooled(newPrivateCampaign);

/** Every workbook's every tab (GM's and admirals'), to prove nothing was written anywhere. */
function everything(fake: Fake): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, wb] of fake.drive.files) for (const s of wb.sheets) out[`${id}/${s.name}`] = fake.valuesOf(id, s.name);
  return out;
}

const bookText = (fake: Fake, id: string) => TABS.map((t) => fake.valuesOf(id, t).flat().join('\n')).join('\n');

describe('Admiral workbooks ▸ Create / update', () => {
  const { fake, ids } = newPrivateCampaign();

  it('makes one workbook per admiral, shared with that admiral, and records its link and id in Empires', () => {
    expect(Object.keys(ids)).toEqual(['KLI', 'KZI', 'LYR', 'HYD']);
    const empires = fake.sheetValues('Empires');
    const link = empires[0].indexOf('Workbook');
    for (const [empire, id] of Object.entries(ids)) {
      const wb = fake.drive.require(id);
      expect(wb.owner).toBe('gm@example.com');
      expect(wb.editors).toEqual([`${empire.toLowerCase()}.admiral@example.com`]);
      expect(wb.sheets.map((s) => s.name)).toEqual([...TABS, 'Map']);
      // The map as a chart over data: seen with no script in the admiral's workbook (sheets/map.ts).
      expect(fake.valuesOf(id, 'Map')[0][0]).toBe(`Sample: The Marches: map, Y165 Spring (${empire})`);
      expect(wb.canEditCell(`${empire.toLowerCase()}.admiral@example.com`, wb.requireSheet('Map'), 1, 1)).toBe(false);
      expect(empires.find((r) => r[0] === empire)![link]).toBe(`https://docs.google.com/spreadsheets/d/${id}/edit`);
    }
    // And one change trigger on the GM's spreadsheet, made by New campaign (J50) and kept: the GM's edits make the live check's cache stale (checkCache.ts).
    expect(fake.drive.triggers.map((t) => [t.handler, t.kind, t.source, t.owner])).toEqual([
      ['onCampaignChange', 'ON_CHANGE', fake.spreadsheet.getId(), 'gm@example.com'],
      ...Object.values(ids).map((id) => ['onAdmiralEdit', 'ON_EDIT', id, 'gm@example.com']),
    ]);
    expect(fake.properties.script['SFB campaign id']).toBe(fake.spreadsheet.getId());
  });

  it('lays a new workbook out before sharing it: 3 protection calls a tab, and every tab still refuses its admiral', () => {
    // Sheet.protect: a protection mirrors the spreadsheet's editors until its list is first changed, and
    // keeps its own list from then on (sheets/protection.ts, Unshared; test/fake/protection.ts).
    const fresh = loadAddOn(DIST);
    fresh.addOn.menuNewSampleCampaign();
    giveAdmiralEmails(fresh);
    setSetting(fresh.fake, 'Play mode', 'Private workbooks');
    fresh.fake.resetCalls();
    fresh.addOn.menuAdmiralWorkbooks();
    const empires = fresh.fake.sheetValues('Empires');
    const at = empires[0].indexOf('Workbook id');
    const made = empires.slice(1).map((r) => [String(r[0]), String(r[at])]);
    expect(made).toHaveLength(4);
    expect(fresh.fake.count('Protection.getEditors')).toBe(0);
    expect(fresh.fake.count('Protection.removeEditors')).toBe(0);
    expect(fresh.fake.count('Sheet.protect')).toBe(4 * (TABS.length + 1) + 4); // each tab, and the Orders tab's editable rows
    for (const [empire, id] of made) {
      const wb = fresh.fake.drive.require(id);
      const admiral = `${empire.toLowerCase()}.admiral@example.com`;
      expect(wb.editors).toEqual([admiral]);
      for (const sheet of wb.sheets) {
        expect(wb.canEditCell(admiral, sheet, 1, 1)).toBe(false);
        expect(wb.canEditCell(admiral, sheet, 40, sheet.name === 'Orders' ? ORDER_HEADERS.indexOf('Result') + 1 : 3)).toBe(false);
        expect(wb.canEditCell('gm@example.com', sheet, 40, 3)).toBe(true);
      }
      expect(wb.canEditCell(admiral, wb.requireSheet('Orders'), 40, 1)).toBe(true);
    }
  });

  it("holds only what the admiral may know: own fleets and ships, no other empire's fleet, ship or treasury", () => {
    const text = bookText(fake, ids.KLI);
    expect(
      fake
        .valuesOf(ids.KLI, 'Fleets')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(
      fake
        .sheetValues('Fleets')
        .slice(1)
        .filter((r) => r[1] === 'KLI')
        .map((r) => r[0]),
    );
    for (const r of fake
      .sheetValues('Fleets')
      .slice(1)
      .filter((x) => x[1] !== 'KLI'))
      expect(text).not.toContain(String(r[0]));
    for (const r of fake
      .sheetValues('Ships')
      .slice(1)
      .filter((x) => x[1] !== 'KLI'))
      expect(text).not.toMatch(new RegExp(`\\b${r[0]}\\b`));
    expect(
      fake
        .valuesOf(ids.KLI, 'Treasury')
        .slice(1)
        .every((r) => r[1] === 'KLI'),
    ).toBe(true);
    expect(fake.valuesOf(ids.KLI, 'Classes').slice(1).length).toBeGreaterThan(0);
  });

  it("shows ground bases and DEFSATs of the admiral's own systems only: another's are blank, never 0 (EaW 1b)", () => {
    const [head, ...rows] = fake.valuesOf(ids.KLI, 'Systems');
    const [gmHead, ...gmRows] = fake.sheetValues('Systems');
    const col = (h: unknown[], name: string) => h.indexOf(name);
    const owner = (id: unknown) => gmRows.find((r) => r[0] === id)![col(gmHead, 'Owner')];
    const bases = (r: unknown[]) => ['GSA', 'GSO', 'GMS', 'DEFSATs'].map((h) => r[col(head, h)]);
    const own = rows.filter((r) => owner(r[0]) === 'KLI');
    const others = rows.filter((r) => owner(r[0]) !== 'KLI');
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const r of own)
      expect(bases(r)).toEqual(['GSA', 'GSO', 'GMS', 'DEFSATs'].map((h) => gmRows.find((g) => g[0] === r[0])![col(gmHead, h)]));
    for (const r of others) expect([r[0], ...bases(r)]).toEqual([r[0], '', '', '', '']);
  });

  it('copies the orders with their live check, and lets the admiral edit only the order columns', () => {
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    expect(orders[0]).toEqual(ORDER_HEADERS);
    expect(orders[2].slice(0, 3)).toEqual(['KLI-3', 'Jump', 'S04 > S18']);
    expect(orders[2][CHECK]).toBe('OK: Jump S04 > S18 (1 MP)');
    const wb = fake.drive.require(ids.KLI);
    const can = (tab: string, row: number, col: number) => wb.canEditCell(KLI, wb.requireSheet(tab), row, col);
    expect(can('Orders', 5, 1)).toBe(true);
    expect(can('Orders', 5, 6)).toBe(true);
    expect(can('Orders', 1, 1)).toBe(false);
    const column = (header: string) => ORDER_HEADERS.indexOf(header) + 1;
    expect(can('Orders', 5, column('Ready'))).toBe(true);
    expect(can('Orders', 5, column('Result'))).toBe(false);
    expect(can('Orders', 5, column('Order check'))).toBe(false);
    expect(can('Fleets', 2, 2)).toBe(false);
    expect(() => fake.drive.userEdit(KLI, ids.KLI, 'Fleets', 'B2', [['S30']])).toThrow(/protected/);
  });

  it('skips an empire with no valid e-mail, with a message', () => {
    const other = loadAddOn(DIST);
    other.addOn.menuNewSampleCampaign();
    giveAdmiralEmails(other);
    setSetting(other.fake, 'Play mode', 'Private workbooks');
    const empires = other.fake.sheetValues('Empires');
    other.fake.spreadsheet
      .getSheetByName('Empires')!
      .getRange(empires.findIndex((r) => r[0] === 'HYD') + 1, empires[0].indexOf('Email') + 1)
      .setValue('hydran admiral');
    other.addOn.menuAdmiralWorkbooks();
    expect(lastAlert(other.fake).prompt).toMatch(/HYD skipped: its Email "hydran admiral" is not an e-mail address/);
    expect(other.fake.drive.files.size).toBe(4);
  });

  it('refuses in Shared workbook mode', () => {
    const other = loadAddOn(DIST);
    other.addOn.menuNewSampleCampaign();
    other.addOn.menuAdmiralWorkbooks();
    expect(lastAlert(other.fake).prompt).toMatch(/Play mode" is Shared workbook/);
    expect(other.fake.drive.files.size).toBe(1);
  });
});

describe('The live check', () => {
  it('checks the orders an admiral types, against what that admiral knows, beside each row', () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    expect(orders[8][CHECK]).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
    expect(orders[2][CHECK]).toBe('OK: Jump S04 > S18 (1 MP)');
    // Only the check column was written: the admiral's typing is untouched.
    expect(orders[8].slice(0, 3)).toEqual(['KLI-2', 'Jump', 'S01 > S02']);
    // The GM's Check orders reads the same orders, from the admiral's workbook.
    addOn.menuCheckOrders();
    expect(lastAlert(fake).prompt).toMatch(/Orders KLI row 9: rejected: needs 1 MP, 0 left \(EaW 5.0\)/);
  });

  it('is debounced: edits while a check runs only mark the workbook, and the next run checks them all at once', () => {
    const { fake, ids } = privateCampaign();
    fake.lock.heldElsewhere = true; // a check is running
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A10', [['KLI-9', 'Stay', '', '', '', '']]);
    expect(fake.valuesOf(ids.KLI, 'Orders')[8][CHECK]).toBe('');
    expect(fake.properties.script[`SFB orders edited ${ids.KLI}`]).toBeDefined();
    fake.lock.heldElsewhere = false;
    fake.cache.clear(); // Google dropped the cached tabs (checkCache.ts): this check reads them
    fake.resetCalls();
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A11', [['KLI-6', 'Stay', '', '', '', '']]);
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    expect(orders.slice(8, 11).map((r) => r[CHECK])).toEqual([
      'rejected: needs 1 MP, 0 left (EaW 5.0)',
      'rejected: no fleet "KLI-9"',
      'OK: KLI-6 stays at S01',
    ]);
    expect(fake.count('Range.setValues')).toBe(1);
    // Each GM tab it reads is looked up by name, never every tab listed with its name (issue 31, item 6: 54 getName at the bench's size).
    expect(fake.count('Sheet.getName')).toBe(1);
    // The edited Orders tab is the event's: its workbook is neither opened again nor asked for the tab; the GM's is opened once.
    // Each GM tab is read through one range named with its tab, at the width the last action kept (J76): none
    // looked up by name, and no other game's tab (absent from the action's tab list).
    expect(fake.count('Spreadsheet.getSheetByName')).toBe(0);
    expect(fake.count('Spreadsheet.getRange')).toBe(CHECK_TAB_COUNT);
    expect(fake.count('SpreadsheetApp.openById')).toBe(1);
    expect(Object.keys(fake.properties.script).filter((k) => k.startsWith('SFB orders edited'))).toEqual([]);
  });

  it('ignores edits outside the order columns', () => {
    const { fake, ids } = privateCampaign();
    fake.resetCalls();
    fake.drive.userEdit('gm@example.com', ids.KLI, 'Fleets', 'A1', [['Fleet']]);
    expect(fake.count('Range.setValues')).toBe(0);
  });
});

describe('Process Season with private workbooks', () => {
  it("reads each admiral's orders from their workbook and writes results, report, history and view back", () => {
    const { addOn, fake, ids } = privateCampaign();
    // The admiral changes their mind in their own workbook: KLI-3 stays instead of jumping.
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A3', [['KLI-3', 'Stay', '', '', '', '']]);
    fake.resetCalls();
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
    // Every workbook, the GM's and each admiral's, is read before the first write anywhere.
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect(fake.sheetValues('Fleets').find((r) => r[0] === 'KLI-3')![3]).toBe('S04');
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    expect(orders[1].slice(0, 2)).toEqual(['KLI-1', '']); // the next season's template (orderTemplate.ts)
    const stayed = orders.find((r) => /^Y165 Spring: KLI-3 /.test(String(r[RESULT])))!;
    expect(stayed.slice(0, 6).every((c) => c === '')).toBe(true);
    expect(stayed[RESULT]).toMatch(/^Y165 Spring: KLI-3 Stay → /);
    expect(
      fake
        .valuesOf(ids.KLI, 'Report')
        .map((r) => r.join(' '))
        .join('\n'),
    ).toMatch(/Movement points used/);
    expect(
      new Set(
        fake
          .valuesOf(ids.KLI, 'Report history')
          .slice(1)
          .map((r) => r[0]),
      ),
    ).toEqual(new Set(['Y165 Spring']));
    expect(fake.valuesOf(ids.KLI, 'Summary').find((r) => r[0] === 'Season')![1]).toBe('Y165 Summer');
    // S20 was explored by KLI (EaW 16.0): its planet is in KLI's workbook, Unknown in KZI's (EaW 1c).
    const planet = (id: string) => fake.valuesOf(id, 'Systems').find((r) => r[0] === 'S20')![4];
    expect(fake.sheetValues('Systems').find((r) => r[0] === 'S20')![4]).not.toBe('Unknown');
    expect(planet(ids.KLI)).toBe(fake.sheetValues('Systems').find((r) => r[0] === 'S20')![4]);
    expect(planet(ids.KZI)).toBe('Unknown');
    // KZI's orders were read from KZI's workbook and carried out too.
    expect(
      fake
        .valuesOf(ids.KZI, 'Orders')
        .slice(1)
        .some((r) => /^Y165 Spring: /.test(String(r[RESULT]))),
    ).toBe(true);
    // One read of each admiral workbook's Orders tab.
    // State tabs (the GM's Summary and Turn record too); Orders, Report and Report history tabs; each workbook's Orders tab, and again just before writing,
    // but no GM tab it writes (9 state tabs, 4 Reports, 4 histories), as the change trigger reported no change meanwhile (J50);
    // each workbook's Summary, for the campaign revision it was written for (journal.ts); once it ended, the
    // tabs the live check reads, cached for the admirals' checks (checkCache.ts).
    expect(fake.count('Range.getValues')).toBe(18 + 4 * 3 + 4 + 4 + 4 + CHECK_TAB_COUNT);
  });

  it('stops, naming the workbook, when an admiral edits their orders while the GM confirms; nothing is written anywhere', () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.ui.queueResponse('YES', () => fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A20', [['KLI-2', 'Stay', '', '', '', '']]));
    const before = everything(fake);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toBe(
      "KLI's admiral workbook changed while you were deciding. Run Process Season again to include the new orders.",
    );
    // Only the admiral's own edit (and the live check the GM's script wrote beside it) differs.
    const after = everything(fake);
    const orders = `${ids.KLI}/Orders`;
    expect((after[orders] as unknown[][])[19].slice(0, 2)).toEqual(['KLI-2', 'Stay']);
    expect({ ...after, [orders]: before[orders] }).toEqual(before);
    addOn.menuProcessSeason();
    expect(fake.valuesOf(ids.KLI, 'Orders').some((r) => /^Y165 Spring: KLI-2 Stay/.test(String(r[RESULT])))).toBe(true);
  });

  it('refuses, naming the workbook, when one was deleted, unshared, or had a tab renamed; nothing is written anywhere', () => {
    const cases: [string, (l: ReturnType<typeof privateCampaign>) => void, RegExp][] = [
      ['deleted', (l) => l.fake.drive.remove(l.ids.KZI), /KZI's admiral workbook \(id .*\) cannot be opened/],
      [
        'unshared',
        (l) => l.fake.drive.require(l.ids.LYR).editors.splice(0),
        /LYR's admiral workbook is no longer shared with lyr.admiral@example.com/,
      ],
      [
        'renamed',
        (l) => l.fake.drive.require(l.ids.HYD).renameSheet(l.fake.drive.require(l.ids.HYD).requireSheet('Orders'), 'My orders'),
        /HYD's admiral workbook has no tab "Orders"/,
      ],
    ];
    for (const [, breakIt, message] of cases) {
      const l = privateCampaign();
      breakIt(l);
      const before = everything(l.fake);
      l.addOn.menuProcessSeason();
      expect(lastAlert(l.fake).title).toBe('Process Season: nothing was changed anywhere');
      expect(lastAlert(l.fake).prompt).toMatch(message);
      expect(everything(l.fake)).toEqual(before);
    }
  });

  it('reads nothing but the order columns: a GM-only tab changed in an admiral workbook changes nothing', () => {
    const { addOn, fake, ids } = privateCampaign();
    // Protections refuse the admiral; even a change that got through (here by the workbook's owner) is never read.
    fake.drive.userEdit('gm@example.com', ids.KLI, 'Fleets', 'A2', [['KLI-3', 'S30']]);
    fake.drive.userEdit('gm@example.com', ids.KLI, 'Orders', 'G3', [['already done']]);
    addOn.menuProcessSeason();
    expect(fake.sheetValues('Fleets').find((r) => r[0] === 'KLI-3')![3]).toBe('S18');
    expect(fake.valuesOf(ids.KLI, 'Fleets').find((r) => r[0] === 'KLI-3')![1]).toBe('S18');
    expect(fake.valuesOf(ids.KLI, 'Orders').map((r) => String(r[RESULT]))).toContain(
      'Y165 Spring: KLI-3 Jump S04 > S18 → Jump S04 > S18 (1 MP)',
    );
  });

  it('restores every workbook when writing one of them fails, and names it', () => {
    const { addOn, fake, ids } = privateCampaign();
    const before = everything(fake);
    fake.drive.require(ids.LYR).failWrites = 'Service Spreadsheets failed while accessing document.';
    addOn.menuProcessSeason();
    // LYR's own workbook could not be put back either (every write to it fails): Recover must rewrite it.
    expect(lastAlert(fake).title).toBe('Process Season failed while writing: the campaign was restored');
    expect(lastAlert(fake).prompt).toMatch(/writing LYR's admiral workbook failed \(Service Spreadsheets failed/);
    expect(lastAlert(fake).prompt).toMatch(/Run Recover/);
    fake.drive.require(ids.LYR).failWrites = '';
    const after = everything(fake);
    for (const [k, v] of Object.entries(before)) if (!k.includes('/Undo')) expect([k, after[k]]).toEqual([k, v]);
    addOn.menuRecover();
    expect(lastAlert(fake).title).toBe('Recover');
    // The same, each workbook now saying it was written for the campaign revision Recover moved to.
    const recovered = everything(fake);
    const unstamped = (rows: unknown) => (rows as unknown[][]).filter((r) => r[0] !== 'Campaign revision');
    for (const [k, v] of Object.entries(before)) if (!k.includes('/Undo')) expect([k, unstamped(recovered[k])]).toEqual([k, unstamped(v)]);
  });

  it("Undo puts the admirals' orders back in their workbooks", () => {
    const { addOn, fake, ids } = privateCampaign();
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    addOn.menuProcessSeason();
    fake.resetCalls();
    addOn.menuUndoProcessing();
    expect(fake.valuesOf(ids.KLI, 'Orders').map((r) => r.slice(0, 7))).toEqual(orders.map((r) => r.slice(0, 7)));
    // The workbooks are rendered from the undone tabs in memory: nothing is read once writing has begun.
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect(fake.valuesOf(ids.KLI, 'Summary').find((r) => r[0] === 'Season')![1]).toBe('Y165 Spring');
  });
});

// ---- Issue 18 items 4-5, issue 19 item 1 ----

/** Cells written by setValues during `fn`, per workbook id and tab. */
/** Runs `fn` with every call of `proto[method]` shown to `see` (its object and arguments) first. */
function watching<T extends object>(proto: T, method: keyof T & string, see: (self: T, args: unknown[]) => void, fn: () => void): void {
  const original = proto[method] as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(proto as Record<string, (...args: unknown[]) => unknown>, method).mockImplementation(function (this: T, ...args) {
    see(this, args);
    return original.apply(this, args);
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
}

function writesDuring(fn: () => void): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  watching(
    FakeRange.prototype,
    'setValues',
    (range, [values]) => {
      const tabs = out.get(range.wb.id) ?? new Map<string, number>();
      tabs.set(range.ref.sheet.name, (tabs.get(range.ref.sheet.name) ?? 0) + (values as unknown[][]).reduce((n, r) => n + r.length, 0));
      out.set(range.wb.id, tabs);
    },
    fn,
  );
  return out;
}

/** The tabs of each workbook read by getValues during `fn`, per workbook id. */
function readsDuring(fn: () => void): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  watching(
    FakeRange.prototype,
    'getValues',
    (range) => out.set(range.wb.id, (out.get(range.wb.id) ?? new Set<string>()).add(range.ref.sheet.name)),
    fn,
  );
  return out;
}

/** The getMaxRows calls during `fn`, per workbook id. */
function sizesAskedDuring(fn: () => void): Map<string, number> {
  const out = new Map<string, number>();
  watching(FakeSheet.prototype, 'getMaxRows', (sheet) => out.set(sheet.wb.id, (out.get(sheet.wb.id) ?? 0) + 1), fn);
  return out;
}

const clearOrders = (fake: Fake, empire: string, id: string) => {
  const rows = fake.valuesOf(id, 'Orders').length;
  fake.drive.userEdit(
    admiralEmail(empire),
    id,
    'Orders',
    'A2',
    Array.from({ length: rows - 1 }, () => ['', '', '', '', '', '', '']),
  );
};

describe('Private workbooks write only what changed (issue 19 item 1)', () => {
  it("a season that changed one admiral's fleets writes that admiral's changed tabs and nothing of the others' static tabs", () => {
    const { addOn, fake, ids } = privateCampaign();
    for (const e of ['KZI', 'LYR', 'HYD']) clearOrders(fake, e, ids[e]);
    clearOrders(fake, 'KLI', ids.KLI);
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A2', [['KLI-3', 'Jump', 'S04 > S18', '', '', '']]);
    const written = writesDuring(() => addOn.menuProcessSeason());
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
    const kli = written.get(ids.KLI)!;
    expect(kli.has('Fleets')).toBe(true);
    expect(kli.has('Map')).toBe(true);
    for (const e of ['KZI', 'LYR', 'HYD']) {
      const tabs = written.get(ids[e]) ?? new Map<string, number>();
      for (const t of ['Systems', 'Lanes', 'Classes', 'Fleets', 'Ships', 'Relations']) expect([e, t, tabs.has(t)]).toEqual([e, t, false]);
    }
    for (const t of ['Lanes', 'Classes', 'Relations']) expect([t, kli.has(t)]).toEqual([t, false]);
    // What was written is what a full rewrite would hold: a fresh Create / update changes nothing in KLI's tabs.
    const after = bookText(fake, ids.KLI);
    addOn.menuAdmiralWorkbooks();
    expect(bookText(fake, ids.KLI)).toBe(after);
  });

  it('Undo writes back only the tabs that changed: Lanes and Classes are not written', () => {
    const { addOn, fake, ids } = privateCampaign();
    addOn.menuProcessSeason();
    const written = writesDuring(() => addOn.menuUndoProcessing());
    expect(lastAlert(fake).title).not.toMatch(/failed/);
    // Undo changes every workbook back: Lanes and Classes stayed the same throughout.
    for (const id of Object.values(ids)) for (const t of ['Lanes', 'Classes']) expect(written.get(id)?.has(t) ?? false).toBe(false);
  });

  it('after a write that failed halfway, the next action leaves every workbook as a full rewrite would', () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.drive.require(ids.LYR).failWrites = 'Service Spreadsheets failed while accessing document.';
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toMatch(/failed while writing/);
    fake.drive.require(ids.LYR).failWrites = '';
    // LYR's workbook could not be put back: the action stays unfinished until Recover (journal.ts).
    addOn.menuRecover();
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
    const after = Object.values(ids).map((id) => bookText(fake, id));
    addOn.menuAdmiralWorkbooks();
    expect(Object.values(ids).map((id) => bookText(fake, id))).toEqual(after);
  });

  it('Create / update of workbooks in step writes, shares, protects and lays out nothing; after a season only the changed fleet dropdowns', () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.resetCalls();
    const written = writesDuring(() => addOn.menuAdmiralWorkbooks());
    expect(lastAlert(fake).prompt).toMatch(/KLI: https:.* shared with kli\.admiral@example\.com/);
    expect([...written.keys()]).toEqual([]);
    for (const call of [
      'Sheet.protect',
      'Spreadsheet.addEditor',
      'Range.setDataValidation',
      'Range.setFontWeight',
      'Spreadsheet.insertSheet',
    ])
      expect([call, fake.count(call)]).toEqual([call, 0]);
    // A season changes the fleets (EaW 17.0): the Fleet dropdowns follow, and nothing else is laid out again.
    addOn.menuProcessSeason();
    fake.resetCalls();
    addOn.menuAdmiralWorkbooks();
    expect(fake.count('Sheet.protect')).toBe(fake.count('Protection.setUnprotectedRanges'));
    expect(fake.count('Range.setFontWeight')).toBe(0);
    expect(fake.count('Range.setDataValidation')).toBeLessThanOrEqual(2 * Object.keys(ids).length);
    const fleets = (empire: string) =>
      fake
        .sheetValues('Fleets')
        .slice(1)
        .filter((r) => r[1] === empire)
        .map((r) => r[0]);
    const rule = peek(fake.drive.require(ids.KLI).requireSheet('Orders'), 2, 1)?.validation;
    expect(rule?.values[0]).toEqual(fleets('KLI'));
  });

  it('repairs a tab deleted by hand: Create / update makes it, writes it whole and protects it again', () => {
    const { addOn, fake, ids } = privateCampaign();
    const lanes = fake.valuesOf(ids.KLI, 'Lanes');
    const book = new FakeSpreadsheet(fake.drive.require(ids.KLI));
    book.deleteSheet(book.getSheetByName('Lanes')!);
    addOn.menuAdmiralWorkbooks();
    const wb = fake.drive.require(ids.KLI);
    expect(fake.valuesOf(ids.KLI, 'Lanes')).toEqual(lanes);
    expect(wb.canEditCell(KLI, wb.requireSheet('Lanes'), 2, 1)).toBe(false);
    expect(wb.canEditCell(KLI, wb.requireSheet('Orders'), 5, 1)).toBe(true);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
  });

  it('keeps the map chart through Process Season and Create / update', () => {
    const { addOn, fake, ids } = privateCampaign();
    const charts = () => chartsOf(fake.drive.require(ids.KLI).requireSheet('Map')).map((c) => c.id);
    const [chart] = charts();
    expect(charts()).toEqual([chart]);
    addOn.menuProcessSeason();
    expect(charts()).toEqual([chart]);
    addOn.menuAdmiralWorkbooks();
    expect(charts()).toEqual([chart]);
    expect(fake.valuesOf(ids.KLI, 'Map')[0][0]).toBe('Sample: The Marches: map, Y165 Summer (KLI)');
  });
});

describe("An admiral workbook's tab sizes as the GM's script last knew them (rule option J20, issue 31 item 6)", () => {
  /** Two seasons: the second's writes fit the rows the first recorded, so no workbook is asked a tab's size. */
  const twoSeasons = () => {
    const loaded = privateCampaign();
    loaded.addOn.menuProcessSeason();
    expect(lastAlert(loaded.fake).prompt).toMatch(/Y165 Spring processed/);
    return loaded;
  };

  it("asks no tab its size when a season's writes fit the rows recorded", () => {
    const { addOn, fake, ids } = twoSeasons();
    const asked = sizesAskedDuring(() => addOn.menuProcessSeason());
    expect(lastAlert(fake).prompt).toMatch(/processed/);
    expect(Object.values(ids).map((id) => asked.get(id) ?? 0)).toEqual([0, 0, 0, 0]);
  });

  it('a GM who deleted the blank rows by hand: each write refused is written again once its tab is asked, and the workbook holds what a full rewrite gives', () => {
    const { addOn, fake, ids } = twoSeasons();
    const book = new FakeSpreadsheet(fake.drive.require(ids.KLI));
    for (const sheet of book.getSheets()) {
      const last = Math.max(sheet.getLastRow(), 1);
      if (sheet.getMaxRows() > last) sheet.deleteRows(last + 1, sheet.getMaxRows() - last);
    }
    const asked = sizesAskedDuring(() => addOn.menuProcessSeason());
    expect(lastAlert(fake).prompt).toMatch(/processed/);
    // The tabs that grew were found shorter than recorded, asked, and grown; the other workbooks asked nothing.
    expect(asked.get(ids.KLI)).toBeGreaterThan(0);
    expect(asked.get(ids.LYR) ?? 0).toBe(0);
    const after = bookText(fake, ids.KLI);
    addOn.menuAdmiralWorkbooks();
    expect(bookText(fake, ids.KLI)).toBe(after);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/processed/);
  });

  it('a season that writes past the rows recorded grows the tab from them, its size not asked (J70)', () => {
    const { addOn, fake, ids } = twoSeasons();
    const recorded = fake.drive.require(ids.KLI).requireSheet('Treasury').maxRows;
    // More Treasury rows for KLI than its workbook's tab has blank rows.
    const credits = Array.from({ length: recorded }, (_, i) => ['Y165 Summer', 'KLI', 1, `Credit ${i + 1}`, '']);
    const treasury = fake.spreadsheet.getSheetByName('Treasury')!;
    treasury.insertRowsAfter(treasury.getMaxRows(), credits.length);
    treasury.getRange(treasury.getLastRow() + 1, 1, credits.length, 5).setValues(credits);
    const asked = sizesAskedDuring(() => addOn.menuProcessSeason());
    expect(lastAlert(fake).prompt).toMatch(/processed/);
    expect(fake.drive.require(ids.KLI).requireSheet('Treasury').maxRows).toBeGreaterThan(recorded);
    expect(Object.values(ids).map((id) => asked.get(id) ?? 0)).toEqual([0, 0, 0, 0]);
    const after = bookText(fake, ids.KLI);
    expect(after).toContain(`Credit ${credits.length}`);
    addOn.menuAdmiralWorkbooks();
    expect(bookText(fake, ids.KLI)).toBe(after);
  });

  it('a GM who added rows by hand: the tab is taller than recorded, and nothing else changes', () => {
    const { addOn, fake, ids } = twoSeasons();
    const book = new FakeSpreadsheet(fake.drive.require(ids.KLI));
    for (const sheet of book.getSheets()) sheet.insertRowsAfter(sheet.getMaxRows(), 50);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/processed/);
    const after = bookText(fake, ids.KLI);
    addOn.menuAdmiralWorkbooks();
    expect(bookText(fake, ids.KLI)).toBe(after);
  });
});

describe('The live check, as Google runs it (issue 18 item 4)', () => {
  it("takes the edited workbook from e.range (e.source is the GM's file, the one the script is bound to)", () => {
    const { fake, ids } = privateCampaign();
    const seen: string[] = [];
    const handlers = fake.drive as unknown as { handlers: Record<string, (e: { source: { getId(): string } }) => void> };
    const real = handlers.handlers.onAdmiralEdit;
    handlers.handlers.onAdmiralEdit = (e) => {
      seen.push(e.source.getId());
      real(e);
    };
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    expect(seen).toEqual([fake.spreadsheet.getId()]);
    expect(fake.valuesOf(ids.KLI, 'Orders')[8][CHECK]).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
  });

  it('never leaves a marked workbook unchecked: an edit marked while the lock holder is finishing is checked', () => {
    const { fake, ids } = privateCampaign();
    const original = FakeLock.prototype.releaseLock;
    let injected = false;
    const spy = jest.spyOn(FakeLock.prototype, 'releaseLock').mockImplementation(function (this: FakeLock) {
      if (this.kind === 'script' && !injected) {
        injected = true; // another admiral's edit lands just before the first check releases the lock
        fake.drive.userEdit(admiralEmail('KZI'), ids.KZI, 'Orders', 'A20', [['KZI-1', 'Stay', '', '', '', '']]);
        expect(fake.properties.script[`SFB orders edited ${ids.KZI}`]).toBeDefined();
      }
      return original.call(this);
    });
    try {
      fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    } finally {
      spy.mockRestore();
    }
    expect(injected).toBe(true);
    expect(fake.valuesOf(ids.KLI, 'Orders')[8][CHECK]).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
    expect(fake.valuesOf(ids.KZI, 'Orders')[19][CHECK]).not.toBe('');
    expect(Object.keys(fake.properties.script).filter((k) => k.startsWith('SFB orders edited'))).toEqual([]);
  });

  it("sees an action left unfinished though the trigger's document properties are the workbook's own (issue 31 finding 5)", () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.drive.require(ids.LYR).failWrites = 'Service Spreadsheets failed while accessing document.';
    addOn.menuProcessSeason();
    fake.drive.require(ids.LYR).failWrites = '';
    expect(fake.properties.document['SFB journal']).toBeDefined();
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    // The campaign may be half-written: the edit is only marked, and checked once Recover ends the action.
    expect(fake.properties.script[`SFB orders edited ${ids.KLI}`]).toBeDefined();
    expect(fake.valuesOf(ids.KLI, 'Orders')[8][CHECK]).toBe('');
    expect(fake.drive.require(ids.KLI).properties.document).toEqual({});
  });

  it("reads the GM's state tabs and the edited workbook's Orders only: no Log, Report, Report history, Order checks or other Orders", () => {
    const { fake, ids } = privateCampaign();
    fake.cache.clear(); // nothing cached (checkCache.ts): the check reads the GM's tabs
    const reads = readsDuring(() => fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Stay', '', '', '', '']]));
    const gm = [...(reads.get(fake.spreadsheet.getId()) ?? [])];
    expect(gm).toContain('Fleets');
    expect(gm.filter((t) => /^(Log|Report|Order checks|Orders|Standings)/.test(t))).toEqual([]);
    expect([...reads.keys()].sort()).toEqual([fake.spreadsheet.getId(), ids.KLI].sort());
    expect([...reads.get(ids.KLI)!]).toEqual(['Orders']);
  });

  it('reads the edited Orders tab once, whole: orders interact, so every row is read, and none twice (issue 31, item 6; J93)', () => {
    const { fake, ids } = privateCampaign();
    const cells: number[] = [];
    watching(
      FakeRange.prototype,
      'getValues',
      (range) => {
        if (range.wb.id === ids.KLI && range.ref.sheet.name === 'Orders') cells.push(range.ref.numRows * range.ref.numCols);
      },
      () => fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]),
    );
    const orders = fake.valuesOf(ids.KLI, 'Orders');
    // One read of the tab's data range (before: a second of its order columns, to see they had not changed).
    expect(cells).toEqual([orders.length * orders[0].length]);
    expect(orders[8][CHECK]).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
  });

  it('writes no check beside orders edited while it was computed: the edit marked the workbook, so it checks again (J93)', () => {
    const { fake, ids } = privateCampaign();
    const original = FakeRange.prototype.getValues;
    let edited = false;
    const read = jest.spyOn(FakeRange.prototype, 'getValues').mockImplementation(function (this: FakeRange) {
      const out = original.call(this);
      if (this.wb.id === ids.KLI && !edited) {
        edited = true; // the admiral types a row more while the check is computed (the lock held: only marked)
        fake.lock.heldElsewhere = true;
        fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A10', [['KLI-9', 'Stay', '', '', '', '']]);
        fake.lock.heldElsewhere = false;
      }
      return out;
    });
    let written: ReturnType<typeof writesDuring>;
    try {
      written = writesDuring(() => fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]));
    } finally {
      read.mockRestore();
    }
    expect(edited).toBe(true);
    // Written once, by the second check, which saw both rows.
    expect(written.get(ids.KLI)?.get('Orders')).toBe(fake.valuesOf(ids.KLI, 'Orders').length - 1);
    expect(
      fake
        .valuesOf(ids.KLI, 'Orders')
        .slice(8, 10)
        .map((r) => r[CHECK]),
    ).toEqual(['rejected: needs 1 MP, 0 left (EaW 5.0)', 'rejected: no fleet "KLI-9"']);
    expect(Object.keys(fake.properties.script).filter((k) => k.startsWith('SFB orders edited'))).toEqual([]);
  });

  it("writes no check computed on another revision: the GM's script wrote the workbook meanwhile, so it checks again", () => {
    const { fake, ids } = privateCampaign();
    const props = fake.properties.script;
    const record = `SFB book written ${ids.KLI}`;
    expect(props[record]).toBeDefined();
    const original = FakeRange.prototype.getValues;
    let raced = false;
    const read = jest.spyOn(FakeRange.prototype, 'getValues').mockImplementation(function (this: FakeRange) {
      const out = original.call(this);
      if (this.wb.id === ids.KLI && !raced) {
        raced = true;
        props[record] = '{}'; // an action rewrote the workbook while the check was being computed
      }
      return out;
    });
    let written: ReturnType<typeof writesDuring>;
    fake.resetCalls();
    try {
      written = writesDuring(() => fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A9', [['KLI-2', 'Jump', 'S01 > S02', '', '', '']]));
    } finally {
      read.mockRestore();
    }
    expect(raced).toBe(true);
    // Computed twice (one read of the orders each time, J93; the GM's tabs both times from the cache,
    // checkCache.ts), written once: for the revision it was computed on.
    expect(fake.count('Range.getValues')).toBe(2);
    expect(written.get(ids.KLI)?.get('Orders')).toBe(fake.valuesOf(ids.KLI, 'Orders').length - 1);
    expect(fake.valuesOf(ids.KLI, 'Orders')[8][CHECK]).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
    expect(Object.keys(props).filter((k) => k.startsWith('SFB orders edited'))).toEqual([]);
  });
});

describe('Create / update that can fail halfway (issue 18 item 5)', () => {
  it('records each workbook at once: a refused e-mail at the third share names the empire, and a re-run makes no second workbook', () => {
    const loaded = loadAddOn(DIST);
    loaded.addOn.menuNewSampleCampaign();
    giveAdmiralEmails(loaded);
    setSetting(loaded.fake, 'Play mode', 'Private workbooks');
    const { addOn, fake } = loaded;
    fake.drive.refusedEditors.add(admiralEmail('LYR'));
    addOn.menuAdmiralWorkbooks();
    expect(lastAlert(fake).prompt).toMatch(
      /LYR: stopped \(Invalid email: lyr\.admiral@example\.com\)\. Its workbook \(id .+\) is recorded on Empires: run Create \/ update again to finish it, after checking its Email "lyr\.admiral@example\.com"\./,
    );
    expect(lastAlert(fake).prompt).toMatch(/HYD: https:/);
    expect(fake.drive.files.size).toBe(5);
    const idOf = () => {
      const rows = fake.sheetValues('Empires');
      return Object.fromEntries(rows.slice(1).map((r) => [String(r[0]), String(r[rows[0].indexOf('Workbook id')])]));
    };
    const first = idOf();
    expect(Object.values(first).every(Boolean)).toBe(true);
    fake.drive.refusedEditors.clear();
    addOn.menuAdmiralWorkbooks();
    expect(fake.drive.files.size).toBe(5);
    expect(idOf()).toEqual(first);
    expect(fake.drive.require(first.LYR).editors).toEqual([admiralEmail('LYR')]);
    expect(fake.drive.triggers.map((t) => t.source).sort()).toEqual([...Object.values(first), fake.spreadsheet.getId()].sort());
  });

  it('shares each workbook with the GM and its admiral only: processing names anyone else, Create / update removes them and a replaced admiral', () => {
    const l = privateCampaign();
    l.fake.drive.require(l.ids.KLI).editors.push('spy@example.com');
    l.addOn.menuProcessSeason();
    expect(lastAlert(l.fake).title).toBe('Process Season: nothing was changed anywhere');
    expect(lastAlert(l.fake).prompt).toMatch(
      /KLI's admiral workbook is also shared with spy@example.com: only the GM and kli.admiral@example.com may open it/,
    );
    // The GM replaces KLI's admiral, then runs Create / update.
    const empires = l.fake.sheetValues('Empires');
    l.fake.spreadsheet
      .getSheetByName('Empires')!
      .getRange(empires.findIndex((r) => r[0] === 'KLI') + 1, empires[0].indexOf('Email') + 1)
      .setValue('new.kli@example.com');
    l.addOn.menuAdmiralWorkbooks();
    expect(lastAlert(l.fake).prompt).toMatch(/KLI: spy@example.com may no longer open the workbook/);
    expect(lastAlert(l.fake).prompt).toMatch(/KLI: kli.admiral@example.com may no longer open the workbook/);
    // Issue 31 item 4: the replaced admiral's file is retired (shared with nobody), the new admiral gets a new one.
    expect(l.fake.drive.require(l.ids.KLI).editors).toEqual([]);
    l.addOn.menuProcessSeason();
    expect(lastAlert(l.fake).prompt).toMatch(/Y165 Spring processed/);
  });

  it('checks viewers too: processing names a viewer who is not its admiral, Create / update removes them', () => {
    const l = privateCampaign();
    new FakeSpreadsheet(l.fake.drive.require(l.ids.KLI)).addViewer('reader@example.com');
    const before = everything(l.fake);
    l.addOn.menuProcessSeason();
    expect(lastAlert(l.fake).title).toBe('Process Season: nothing was changed anywhere');
    expect(lastAlert(l.fake).prompt).toMatch(/KLI's admiral workbook is also shared with reader@example.com/);
    expect(everything(l.fake)).toEqual(before);
    l.addOn.menuAdmiralWorkbooks();
    expect(lastAlert(l.fake).prompt).toMatch(/KLI: reader@example.com may no longer open the workbook/);
    expect(l.fake.drive.require(l.ids.KLI).viewers).toEqual([]);
    l.addOn.menuProcessSeason();
    expect(lastAlert(l.fake).prompt).toMatch(/Y165 Spring processed/);
  });

  it("retires a replaced admiral's workbook: nobody else may open it, it is never written again, and the new admiral gets a new one", () => {
    const l = privateCampaign();
    const old = new FakeSpreadsheet(l.fake.drive.require(l.ids.KLI));
    // The old admiral had let a friend read along.
    old.addViewer('friend@example.com');
    const empires = l.fake.sheetValues('Empires');
    const row = empires.findIndex((r) => r[0] === 'KLI');
    l.fake.spreadsheet
      .getSheetByName('Empires')!
      .getRange(row + 1, empires[0].indexOf('Email') + 1)
      .setValue('new.kli@example.com');
    l.addOn.menuAdmiralWorkbooks();
    const said = lastAlert(l.fake).prompt;
    expect(said).toContain(
      `KLI: its admiral changed, so the workbook of kli.admiral@example.com (id ${l.ids.KLI}) is retired: only you may open it`,
    );
    for (const gone of ['kli.admiral@example.com', 'friend@example.com'])
      expect(said).toContain(`KLI: ${gone} may no longer open the workbook of kli.admiral@example.com (retired).`);
    expect(said).toMatch(/KLI: made a new workbook/);
    const now = l.fake.sheetValues('Empires');
    const id = String(now[row][now[0].indexOf('Workbook id')]);
    expect(id).not.toBe(l.ids.KLI);
    expect(l.fake.drive.require(id).editors).toEqual(['new.kli@example.com']);
    expect([l.fake.drive.require(l.ids.KLI).editors, l.fake.drive.require(l.ids.KLI).viewers]).toEqual([[], []]);
    expect(l.fake.drive.triggers.some((t) => t.source === l.ids.KLI)).toBe(false);
    const retired = l.fake.contents(l.ids.KLI);
    l.addOn.menuProcessSeason();
    expect(lastAlert(l.fake).prompt).toMatch(/Y165 Spring processed/);
    expect(l.fake.contents(l.ids.KLI)).toEqual(retired);
  });

  it('says plainly that link sharing cannot be checked with its permissions', () => {
    const l = privateCampaign();
    expect(lastAlert(l.fake).prompt).toMatch(
      /Link sharing cannot be checked with this add-on's permissions: in each admiral workbook's Share dialog, General access must stay "Restricted"\./,
    );
  });

  it("keeps the orders typed in a workbook whose Orders tab was renamed, in the GM's mirror and the repaired tab", () => {
    const { addOn, fake, ids } = privateCampaign();
    fake.drive.userEdit(KLI, ids.KLI, 'Orders', 'A20', [['KLI-2', 'Stay', '', '', '', '']]);
    const wb = fake.drive.require(ids.KLI);
    wb.renameSheet(wb.requireSheet('Orders'), 'My orders');
    addOn.menuAdmiralWorkbooks();
    expect(lastAlert(fake).prompt).toMatch(/KLI: its Orders tab had been renamed "My orders"; the orders in it were kept/);
    expect(fake.sheetValues('Orders KLI')[19].slice(0, 2)).toEqual(['KLI-2', 'Stay']);
    expect(fake.valuesOf(ids.KLI, 'Orders')[19].slice(0, 2)).toEqual(['KLI-2', 'Stay']);
    addOn.menuProcessSeason();
    // The new season's Orders tab starts with a row per fleet (the order template); the results follow.
    const results = fake.valuesOf(ids.KLI, 'Orders').map((r) => String(r[RESULT]));
    expect(results.filter((r) => /^Y165 Spring: KLI-2 Stay/.test(r))).toHaveLength(1);
  });

  it("rebuilds a deleted Orders tab from the GM's mirror (the orders as of the last action), and says so", () => {
    const { addOn, fake, ids } = privateCampaign();
    const book = new FakeSpreadsheet(fake.drive.require(ids.KLI));
    book.deleteSheet(book.getSheetByName('Orders')!);
    addOn.menuAdmiralWorkbooks();
    expect(lastAlert(fake).prompt).toMatch(/KLI: its Orders tab was deleted; the orders last kept in Orders KLI were put back/);
    expect(fake.valuesOf(ids.KLI, 'Orders')[2].slice(0, 3)).toEqual(['KLI-3', 'Jump', 'S04 > S18']);
    expect(fake.drive.require(ids.KLI).canEditCell(KLI, fake.drive.require(ids.KLI).requireSheet('Orders'), 5, 1)).toBe(true);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
  });

  it('deletes the edit triggers of workbooks no longer on Empires', () => {
    const { addOn, fake, ids } = privateCampaign();
    const empires = fake.sheetValues('Empires');
    fake.spreadsheet
      .getSheetByName('Empires')!
      .getRange(empires.findIndex((r) => r[0] === 'KZI') + 1, empires[0].indexOf('Workbook id') + 1)
      .setValue('');
    addOn.menuAdmiralWorkbooks();
    const now = fake.sheetValues('Empires');
    const kzi = String(now.find((r) => r[0] === 'KZI')![now[0].indexOf('Workbook id')]);
    expect(kzi).not.toBe(ids.KZI);
    expect(fake.drive.triggers.map((t) => t.source).sort()).toEqual([ids.KLI, kzi, ids.LYR, ids.HYD, fake.spreadsheet.getId()].sort());
    expect(fake.properties.script[`SFB book written ${ids.KZI}`]).toBeUndefined();
  });
});

describe("The live check's cache of the GM's tabs (issue 31; checkCache.ts)", () => {
  const GENERATION = 'SFB check generation';
  const stay = (fake: Fake, id: string, row: number, fleet: string) =>
    fake.drive.userEdit(KLI, id, 'Orders', `A${row}`, [[fleet, 'Stay', '', '', '', '']]);
  const checks = (fake: Fake, id: string) => fake.valuesOf(id, 'Orders').map((r) => r[CHECK]);
  const gmReads = (fake: Fake, fn: () => void) => [...(readsDuring(fn).get(fake.spreadsheet.getId()) ?? [])];
  /** What a check that reads every GM tab answers now: the cache emptied, row `row` typed again. */
  const uncached = (fake: Fake, id: string, row: number, fleet: string) => {
    fake.cache.clear();
    expect(gmReads(fake, () => stay(fake, id, row, fleet))).toContain('Fleets');
    return checks(fake, id);
  };
  const unwatched = (fake: Fake) => {
    const i = fake.drive.triggers.findIndex((t) => t.handler === 'onCampaignChange');
    fake.drive.triggers.splice(i, 1);
  };

  it('answers as a check that reads every tab, and reads no GM tab while it holds them', () => {
    const edits: [string, unknown[]][] = [
      ['A9', ['KLI-2', 'Jump', 'S01 > S02', '', '', '']],
      ['A10', ['KLI-9', 'Stay', '', '', '', '']],
      ['A11', ['KLI-6', 'Stay', '', '', '', '']],
      ['A12', ['KLI-3', 'Jump', 'S04 > S18', '', '', '']],
    ];
    const cached = privateCampaign();
    const plain = privateCampaign();
    unwatched(plain.fake); // no change trigger: the cache is neither used nor filled
    for (const [a1, row] of edits) {
      expect(gmReads(cached.fake, () => cached.fake.drive.userEdit(KLI, cached.ids.KLI, 'Orders', a1, [row]))).toEqual([]);
      expect(gmReads(plain.fake, () => plain.fake.drive.userEdit(KLI, plain.ids.KLI, 'Orders', a1, [row]))).toContain('Fleets');
    }
    expect(checks(cached.fake, cached.ids.KLI)).toEqual(checks(plain.fake, plain.ids.KLI));
    expect(checks(cached.fake, cached.ids.KLI).slice(8, 12)).toEqual([
      'rejected: needs 1 MP, 0 left (EaW 5.0)',
      'rejected: no fleet "KLI-9"',
      'OK: KLI-6 stays at S01',
      'rejected: KLI-3 cannot move again this season: stays to explore S18 (EaW 16.0)',
    ]);
    // Every workbook holds the same, cells and all: the cache shows an admiral nothing more.
    for (const e of Object.keys(cached.ids)) expect(bookText(cached.fake, cached.ids[e])).toBe(bookText(plain.fake, plain.ids[e]));
  });

  it("is filled from the tabs an action read when it wrote none of the GM's since (J10): as a read would give them, formulas and all", () => {
    const { addOn, fake, ids } = privateCampaign();
    // A GM's own formula and a number typed as text, in the tabs a check reads.
    const fleets = fake.sheetValues('Fleets');
    fake.type('Fleets', `${String.fromCharCode(65 + fleets[0].length)}1`, 'Note');
    fake.type('Fleets', `${String.fromCharCode(65 + fleets[0].length)}2`, '=1+2');
    fake.type('Empires', `${String.fromCharCode(65 + fake.sheetValues('Empires')[0].length)}2`, '0304');
    fake.cache.clear();
    // Create / update again on an unchanged campaign: it writes no GM tab, and reads Fleets once (its own read).
    let fleetReads = 0;
    const original = FakeRange.prototype.getValues;
    const spy = jest.spyOn(FakeRange.prototype, 'getValues').mockImplementation(function (this: FakeRange) {
      if (this.wb.id === fake.spreadsheet.getId() && this.ref.sheet.name === 'Fleets') fleetReads++;
      return original.call(this);
    });
    try {
      addOn.menuAdmiralWorkbooks();
    } finally {
      spy.mockRestore();
    }
    expect(fleetReads).toBe(1);
    // What it cached is, cell for cell, what reading each tab now gives.
    const count = [...fake.cache.keys()].filter((k) => /\.\d+$/.test(k)).length;
    expect(count).toBeGreaterThan(0);
    const gen = fake.properties.script[GENERATION];
    const pieces = Array.from(
      { length: Number(fake.cache.get(`SFB check tabs ${gen}`)?.value) },
      (_, i) => fake.cache.get(`SFB check tabs ${gen}.${i}`)?.value,
    );
    // Gzipped JSON as base64 (checkCache.ts, J75).
    const cached = new Map(JSON.parse(gunzipSync(Buffer.from(pieces.join(''), 'base64')).toString('utf8')) as [string, unknown[][]][]);
    expect(cached.get('Fleets')?.[1]?.[fleets[0].length]).toBe(3);
    for (const [name, rows] of cached) {
      const read = fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();
      expect([name, rows]).toEqual([
        name,
        JSON.parse(JSON.stringify(read, (_, v: unknown) => (v instanceof Date ? { d: v.toISOString() } : v))),
      ]);
    }
    // And a check answers from it as one that reads every tab.
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    expect(checks(fake, ids.KLI)).toEqual(uncached(fake, ids.KLI, 11, 'KLI-6'));
  });

  it('is not used once the GM edited the campaign by hand: the change trigger moves the generation on', () => {
    const { fake, ids } = privateCampaign();
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    expect(checks(fake, ids.KLI)[10]).toBe('OK: KLI-6 stays at S01');
    const before = fake.properties.script[GENERATION];
    const cachedBefore = [...fake.cache.keys()];
    // The GM renames fleet KLI-6 on the Fleets tab, in the Sheets editor.
    const row = fake.sheetValues('Fleets').findIndex((r) => r[0] === 'KLI-6') + 1;
    fake.type('Fleets', `A${row}`, 'KLI-66');
    expect(fake.properties.script[GENERATION]).not.toBe(before);
    // The tabs cached before the edit are still in the cache, and not used: the check reads the GM's tabs.
    expect([...fake.cache.keys()]).toEqual(expect.arrayContaining(cachedBefore));
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toContain('Fleets');
    const fresh = checks(fake, ids.KLI);
    expect(fresh[10]).not.toBe('OK: KLI-6 stays at S01');
    expect(fresh).toEqual(uncached(fake, ids.KLI, 11, 'KLI-6'));
    // Then cached again: the next check reads no GM tab, and answers the same.
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    expect(checks(fake, ids.KLI)).toEqual(fresh);
  });

  it('is not used after Process Season, Undo or Recover: each moves the generation on, and caches the tabs it leaves', () => {
    const { addOn, fake, ids } = privateCampaign();
    const steps: [string, () => void][] = [
      ['Process Season', () => addOn.menuProcessSeason()],
      ['Undo', () => addOn.menuUndoProcessing()],
      [
        'Recover',
        () => {
          fake.failWrite(40, 'kill');
          expect(fake.survive(() => addOn.menuProcessSeason())).toBe(true);
          fake.failWrite(0);
          addOn.menuRecover();
        },
      ],
    ];
    for (const [name, step] of steps) {
      stay(fake, ids.KLI, 11, 'KLI-6');
      const before = fake.properties.script[GENERATION];
      step();
      expect([name, fake.properties.script[GENERATION]]).not.toEqual([name, before]);
      expect([name, gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))]).toEqual([name, []]);
      const warm = checks(fake, ids.KLI);
      expect([name, warm]).toEqual([name, uncached(fake, ids.KLI, 11, 'KLI-6')]);
    }
  });

  it("is filled after Process Season through the action's own spreadsheet and tabs, unless a person edited it meanwhile (J13)", () => {
    /** The GM spreadsheet's openById calls during `fn` (issue 31, item 6: each costs a Drive open and a lookup per tab). */
    const gmOpens = (fake: Fake, fn: () => void) => {
      const ids: string[] = [];
      const original = FakeSpreadsheetApp.prototype.openById;
      const spy = jest.spyOn(FakeSpreadsheetApp.prototype, 'openById').mockImplementation(function (this: FakeSpreadsheetApp, id: string) {
        ids.push(id);
        return original.call(this, id);
      });
      try {
        fn();
      } finally {
        spy.mockRestore();
      }
      return ids.filter((id) => id === fake.spreadsheet.getId()).length;
    };
    const quiet = privateCampaign();
    stay(quiet.fake, quiet.ids.KLI, 11, 'KLI-6');
    expect(gmOpens(quiet.fake, () => quiet.addOn.menuProcessSeason())).toBe(0);
    // The cache is what a read gives now: a check reads no GM tab, and answers as an uncached one.
    expect(gmReads(quiet.fake, () => stay(quiet.fake, quiet.ids.KLI, 11, 'KLI-6'))).toEqual([]);
    const warm = checks(quiet.fake, quiet.ids.KLI);
    expect(warm).toEqual(uncached(quiet.fake, quiet.ids.KLI, 11, 'KLI-6'));
    // A person edits the spreadsheet while it runs: the change trigger, an execution of its own, moves the
    // generation on (as the properties show it), and the fill opens the spreadsheet afresh.
    const busy = privateCampaign();
    const moveOn = () => (busy.fake.properties.script[GENERATION] = String(Number(busy.fake.properties.script[GENERATION] ?? 0) + 1));
    busy.fake.injectAtWrite(3, moveOn);
    expect(gmOpens(busy.fake, () => busy.addOn.menuProcessSeason())).toBe(1);
  });

  it('is filled by a run of its own after an action that ran past 3 minutes, not by the first check (J16)', () => {
    const count = privateCampaign();
    const first = count.fake.faults.writes;
    count.addOn.menuProcessSeason();
    const writes = count.fake.faults.writes - first;
    const past = () => {
      const loaded = privateCampaign();
      // 3.5 minutes pass before its last write call, once every workbook is written.
      loaded.fake.injectAtWrite(writes, () => (loaded.fake.clock.offset += 3.5 * 60 * 1000));
      loaded.addOn.menuProcessSeason();
      expect(loaded.fake.properties.document['SFB journal']).toBeUndefined(); // it ended in this run
      return loaded;
    };
    const fills = (fake: Fake) => fake.drive.triggers.filter((t) => t.handler === 'fillCheckCache' && !t.once?.fired);
    const { fake, ids } = past();
    expect(fills(fake)).toHaveLength(1);
    // Its run reads the GM's tabs (and writes nothing of them); the first check then reads none.
    expect(gmReads(fake, () => fake.drive.tick())).toContain('Fleets');
    expect(fills(fake)).toHaveLength(0);
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    const cachedCheck = checks(fake, ids.KLI);
    expect(cachedCheck[10]).toBe('OK: KLI-6 stays at S01');
    expect(uncached(fake, ids.KLI, 11, 'KLI-6')).toEqual(cachedCheck);
    // An edit before it runs: the first check reads the tabs and caches them, and the run then reads nothing.
    const early = past();
    expect(gmReads(early.fake, () => stay(early.fake, early.ids.KLI, 11, 'KLI-6'))).toContain('Fleets');
    expect(gmReads(early.fake, () => early.fake.drive.tick())).toEqual([]);
    // An action begun before it runs moves the generation on: the run caches nothing that action half-wrote.
    const busy = past();
    busy.fake.properties.script['SFB journal'] = JSON.stringify({ action: 'Process Season' }); // as journal.ts begin leaves it
    expect(gmReads(busy.fake, () => busy.fake.drive.tick())).toEqual([]);
  });

  it('lasts at most 6 hours, and Google may drop it sooner: then the check reads the tabs and caches them again', () => {
    const { fake, ids } = privateCampaign();
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    fake.clock.offset += 6 * 3600 * 1000 + 1000;
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toContain('Fleets');
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    // One piece of it dropped is a miss, not a half-read campaign.
    const piece = [...fake.cache.keys()].find((k) => /\.0$/.test(k))!;
    fake.cache.delete(piece);
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toContain('Fleets');
    expect(checks(fake, ids.KLI)[10]).toBe('OK: KLI-6 stays at S01');
  });

  it('is neither used nor filled when the change trigger is gone (a GM edit would go unnoticed)', () => {
    const { addOn, fake, ids } = privateCampaign();
    unwatched(fake);
    const row = fake.sheetValues('Fleets').findIndex((r) => r[0] === 'KLI-6') + 1;
    fake.type('Fleets', `A${row}`, 'KLI-66'); // no trigger: the generation stays
    fake.cache.clear();
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toContain('Fleets');
    expect(fake.cache.size).toBe(0);
    expect(checks(fake, ids.KLI)[10]).not.toBe('OK: KLI-6 stays at S01');
    // The GM puts the name back; Create / update makes the trigger again, and caches the tabs.
    fake.type('Fleets', `A${row}`, 'KLI-6');
    addOn.menuAdmiralWorkbooks();
    expect(fake.drive.triggers.filter((t) => t.handler === 'onCampaignChange').length).toBe(1);
    expect(gmReads(fake, () => stay(fake, ids.KLI, 11, 'KLI-6'))).toEqual([]);
    expect(checks(fake, ids.KLI)[10]).toBe('OK: KLI-6 stays at S01');
  });
});

describe('Admiral workbooks for a navy of more than 500 fleets', () => {
  it('makes the workbook with no Fleet dropdown (Sheets refuses a list of more than 500 items, orderLists.ts), the others keep theirs', () => {
    const loaded = loadAddOn(DIST);
    loaded.addOn.menuNewSampleCampaign();
    giveAdmiralEmails(loaded);
    const fleets = loaded.fake.spreadsheet.getSheetByName('Fleets')!;
    const extra = Array.from({ length: 500 }, (_, i) => [`KLI-X${i + 1}`, 'KLI', `Reserve ${i + 1}`, 'S01', 'Ready', '', 'Y165 Setup']);
    fleets.insertRowsAfter(fleets.getMaxRows(), extra.length);
    fleets.getRange(fleets.getLastRow() + 1, 1, extra.length, extra[0].length).setValues(extra);
    setSetting(loaded.fake, 'Play mode', 'Private workbooks');
    loaded.addOn.menuAdmiralWorkbooks();
    const empires = loaded.fake.sheetValues('Empires');
    const at = empires[0].indexOf('Workbook id');
    const id = (empire: string) => String(empires.find((r) => r[0] === empire)![at]);
    expect(id('KLI')).not.toBe('');
    const said = lastAlert(loaded.fake).prompt;
    expect(said).not.toMatch(/stopped/);
    expect(said).toMatch(/KLI: https:\S+ shared with kli\.admiral@example\.com/);
    const fleetRule = (empire: string) => peek(loaded.fake.drive.require(id(empire)).requireSheet('Orders'), 2, 1)?.validation ?? null;
    expect(fleetRule('KLI')).toBeNull();
    expect(fleetRule('KZI')).not.toBeNull();
  });
});
