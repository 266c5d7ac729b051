// EaW's ground bases (EaW 14.0: GSA, GSO, GMS, other ground bases, DEFSATs, CPL, Bases installed in) are
// EaW's own Systems columns (games/eaw/bases.ts), not the kernel's (issue 29). An EaW workbook keeps the
// layout it always had and round-trips cell for cell; a VBAM, GC or Staley workbook made while the shared
// Systems tab carried them still loads, and keeps every cell, the old columns as columns the GM added.
import { createFakeServices } from './fake';
import { tabsOf, TABS } from '../sheets-templates/schema';
import { csvSources, sampleCampaign } from '../src/sheets/tabs/template';
import { parseCampaign } from '../src/sheets/tabs/load';
import { changeWrites, Change } from '../src/sheets/tabs/save';
import { buildWorkbook } from '../src/sheets/tabs/workbook';
import type { Cell } from '../src/sheets/tabs/tables';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { gameOrDefault } from '../src/engine/games';
import { basesAt } from '../src/engine/games/eaw/bases';
import { fortifiedBy, mapTypeAt } from '../src/engine/games/eaw/site';
import { MAP_TYPES } from '../src/engine/games/eaw/exploration';
import { viewFor } from '../src/engine/core/view';
import { sampleTexts } from './support/sample';
import { admiralTabs } from '../src/sheets/books/admiralTabs';

const { globals, fake } = createFakeServices();
Object.assign(globalThis, { SpreadsheetApp: globals.SpreadsheetApp });

/** The Systems header of an EaW workbook made before the move: the columns the shared tab then had. */
const OLD_SYSTEMS = [
  ...['System', 'Name', 'X', 'Y', 'Planet', 'Owner', 'Development', 'Developed in', 'Fortified by', 'Map type'],
  ...['GSA', 'GSO', 'GMS', 'Other ground bases', 'DEFSATs', 'CPL', 'Bases installed in', 'Explored by'],
];
const BASES = OLD_SYSTEMS.slice(10, 17);
/** Every column that moved to EaW: its fortification and battle map (EaW 10, 16d), then its bases. */
const MOVED = OLD_SYSTEMS.slice(8, 17);

/** The headers of a game's Systems tab. */
const systemsHeaders = (game: string) =>
  tabsOf(gameOrDefault(game))
    .find((t) => t.name === 'Systems')!
    .columns.map((c) => c.header);

/** Sets the cells of a source row (by its first cell) under the named headers. */
function set(rows: Cell[][], id: string, cells: Record<string, Cell>): void {
  const row = rows.find((r) => r[0] === id)!;
  for (const [h, v] of Object.entries(cells)) row[rows[0].indexOf(h)] = v;
}

/** The row tabs as written back after a change to the first row of each (a tab no change touched is not written at all). */
function rewritten(values: Map<string, Cell[][]>): Map<string, Cell[][]> {
  const c = parseCampaign(values).campaign;
  c.empires[0].admiral += ' (new)';
  for (const rows of [c.systems, c.fleets, c.ships]) rows[0].name += ' (new)';
  const change: Change = { campaign: c, log: [], reports: new Map(), reportMode: 'append' };
  return new Map(changeWrites(values, change).map((w) => [w.tab, w.rows]));
}

/** The source with the first row's cell of each row tab changed as `rewritten` changes it. */
function renamed(values: Map<string, Cell[][]>, tab: string): Cell[][] {
  const [head, first, ...rows] = values.get(tab)!;
  const at = head.indexOf(tab === 'Empires' ? 'Admiral' : 'Name');
  return [head, first.map((v, i) => (i === at ? `${v} (new)` : v)), ...rows];
}

describe("EaW's ground-base columns (EaW 14.0) are EaW's own", () => {
  it('leave the shared Systems tab: only EaW lays them out, after Map type, as its workbooks always had them', () => {
    const shared = TABS.find((t) => t.name === 'Systems')!.columns.map((c) => c.header);
    for (const h of BASES) expect(shared).not.toContain(h);
    const eaw = tabsOf(EMPIRES_AT_WAR).find((t) => t.name === 'Systems')!.columns;
    expect(eaw.map((c) => c.header)).toEqual(OLD_SYSTEMS);
    // Laid out as before: whole-number counts, a yes/no CPL dropdown, a season stamp.
    expect(eaw.filter((c) => BASES.includes(c.header)).map((c) => [c.type, c.format, c.values])).toEqual([
      ...BASES.slice(0, 5).map(() => ['int', '0', undefined]),
      ['bool', undefined, ['yes', 'no']],
      ['season', undefined, undefined],
    ]);
    for (const game of ['VBAM-SFB', 'Galactic Conquest', 'Staley']) for (const h of BASES) expect(systemsHeaders(game)).not.toContain(h);
  });

  it('an EaW workbook of the old layout loads and writes every row tab back cell for cell, its bases read by EaW', () => {
    const values = csvSources(sampleTexts());
    const systems = values.get('Systems')!;
    expect(systems[0]).toEqual(OLD_SYSTEMS);
    set(systems, 'S01', { GSA: 3, 'Other ground bases': 2, DEFSATs: 1, CPL: 'yes', 'Bases installed in': 'Y164 Fall' });
    const loaded = parseCampaign(values);
    expect(loaded.problems).toEqual([]);
    expect(basesAt(loaded.campaign, 'S01')).toEqual({ gsa: 3, gso: 0, gms: 0, other: 2, defsats: 1, cpl: true, installedIn: 'Y164 Fall' });
    const writes = rewritten(values);
    for (const tab of ['Empires', 'Systems', 'Fleets', 'Ships']) {
      const after = writes.get(tab)!;
      expect(after).toEqual(renamed(values, tab).map((r) => r.slice(0, after[0].length)));
    }
  });

  it("an admiral's Systems tab keeps its columns: GSA, GSO, GMS, DEFSATs and CPL after Map type, told of its own systems only (EaW 1b)", () => {
    const values = csvSources(sampleTexts());
    set(values.get('Systems')!, 'S01', { GSA: 3, CPL: 'yes' });
    const c = parseCampaign(values).campaign;
    const own = c.systems.find((s) => s.id === 'S01')!.owner;
    const other = c.empires.find((e) => e.id !== own)!.id;
    expect(viewFor(EMPIRES_AT_WAR.view, c, own).extras.Systems?.S01).toMatchObject({ GSA: 3, CPL: true });
    expect(viewFor(EMPIRES_AT_WAR.view, c, other).extras.Systems?.S01).toBeUndefined();
    const [head, ...rows] = admiralTabs(viewFor(EMPIRES_AT_WAR.view, c, own), { orders: [], report: [], history: [] }, EMPIRES_AT_WAR).get(
      'Systems',
    )!;
    expect(head).toEqual([
      ...OLD_SYSTEMS.slice(0, 5),
      'Known as',
      ...OLD_SYSTEMS.slice(5, 7),
      'Fortified',
      'Map type',
      'GSA',
      'GSO',
      'GMS',
      'DEFSATs',
      'CPL',
      'Fleets seen',
    ]);
    const cells = (id: string) => ['GSA', 'GSO', 'GMS', 'DEFSATs', 'CPL'].map((h) => rows.find((r) => r[0] === id)![head.indexOf(h)]);
    expect(cells('S01')).toEqual([3, 0, 0, 0, 'yes']);
    const theirs = c.systems.find((s) => s.owner && s.owner !== own)!.id;
    expect(cells(theirs)).toEqual(['', '', '', '', '']);
    const map = c.extras?.Systems?.S01?.['Map type'];
    expect(viewFor(EMPIRES_AT_WAR.view, c, own).map.details?.S01).toEqual([`Map: ${map}`, 'Bases: GSA 3, CPL']);
    expect(viewFor(EMPIRES_AT_WAR.view, c, other).map.details?.S01).toBeUndefined();
  });

  describe.each(['VBAM-SFB', 'Galactic Conquest', 'Staley'])('a %s workbook made while the shared tab had them', (name) => {
    /** The game's sample with the old columns back after Developed in, one system fortified, on a battle map and holding bases. */
    function oldWorkbook(): Map<string, Cell[][]> {
      const values = sampleCampaign(gameOrDefault(name));
      const [head, ...rows] = values.get('Systems')!;
      const at = head.indexOf('Developed in') + 1;
      const widen = (r: Cell[], cells: Cell[]) => [...r.slice(0, at), ...cells, ...r.slice(at)];
      values.set('Systems', [
        widen(head, MOVED),
        ...rows.map((r, i) =>
          widen(r, i === 0 ? ['ZZZ', 'Star Edge', 4, 0, 1, 2, 3, 'yes', 'Y1 Spring'] : ['', '', 0, 0, 0, 0, 0, 'no', '']),
        ),
      ]);
      return values;
    }

    it('loads as the sample does, and writes every cell back: the old columns kept as the GM left them', () => {
      const values = oldWorkbook();
      const fresh = parseCampaign(sampleCampaign(gameOrDefault(name)));
      const loaded = parseCampaign(values);
      expect(loaded.problems).toEqual(fresh.problems);
      expect(loaded.campaign.systems).toEqual(fresh.campaign.systems);
      expect(loaded.campaign.extras).toEqual(fresh.campaign.extras);
      // Written back, the old columns keep their cells, and every other cell is as the game's own sample writes it.
      const systems = rewritten(values).get('Systems')!;
      expect(systems[0]).toEqual(values.get('Systems')![0]);
      const old = (r: Cell[]) => MOVED.map((h) => r[systems[0].indexOf(h)]);
      expect(systems.map(old)).toEqual(values.get('Systems')!.map(old));
      const others = (r: Cell[]) => r.filter((_, i) => !MOVED.includes(String(systems[0][i])));
      expect(systems.map(others)).toEqual(rewritten(sampleCampaign(gameOrDefault(name))).get('Systems'));
    });

    it('is made again by Create without losing a cell', () => {
      const values = oldWorkbook();
      const ss = fake.spreadsheet;
      buildWorkbook(ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, values);
      const tab = ss.getSheetByName('Systems')!.getDataRange().getValues();
      const [head, ...rows] = values.get('Systems')!;
      const col = (h: Cell) => tab[0].indexOf(h);
      for (const h of head) expect(col(h)).toBeGreaterThanOrEqual(0);
      for (const [i, r] of rows.entries()) expect(head.map((h) => String(tab[i + 1][col(h)]))).toEqual(r.map((v) => String(v)));
    });
  });
});

describe("EaW's Fortified by (EaW 10) and Map type (16d) are EaW's own", () => {
  const SITE = ['Fortified by', 'Map type'];

  it('leave the shared Systems tab: EaW lays them out after Developed in, an empire id and a dropdown of the 16d maps', () => {
    const shared = TABS.find((t) => t.name === 'Systems')!.columns.map((c) => c.header);
    for (const h of SITE) expect(shared).not.toContain(h);
    const eaw = tabsOf(EMPIRES_AT_WAR).find((t) => t.name === 'Systems')!.columns;
    expect(eaw.filter((c) => SITE.includes(c.header)).map((c) => [c.header, c.type, c.id, c.values])).toEqual([
      ['Fortified by', 'text', true, undefined],
      ['Map type', 'text', undefined, MAP_TYPES],
    ]);
    for (const game of ['VBAM-SFB', 'Galactic Conquest', 'Staley']) for (const h of SITE) expect(systemsHeaders(game)).not.toContain(h);
  });

  it('an EaW workbook keeps them cell for cell, read by EaW (an empire id in capitals)', () => {
    const values = csvSources(sampleTexts());
    set(values.get('Systems')!, 'S01', { 'Fortified by': ' kli ', 'Map type': 'star edge' });
    const loaded = parseCampaign(values);
    expect(loaded.problems).toEqual([]);
    expect([fortifiedBy(loaded.campaign, 'S01'), mapTypeAt(loaded.campaign, 'S01')]).toEqual(['KLI', 'Star Edge']);
    set(values.get('Systems')!, 'S01', { 'Fortified by': 'KLI', 'Map type': 'Star Edge' });
    const writes = rewritten(values);
    const after = writes.get('Systems')!;
    expect(after).toEqual(renamed(values, 'Systems').map((r) => r.slice(0, after[0].length)));
  });

  it("an admiral's Systems tab keeps Fortified and Map type: the fortification where it can tell (5e), the map where it explored or owns (1c, 16d)", () => {
    const values = csvSources(sampleTexts());
    const c0 = parseCampaign(values).campaign;
    const own = c0.systems.find((s) => s.id === 'S01')!.owner;
    const far = c0.systems.find((s) => s.owner && s.owner !== own)!;
    set(values.get('Systems')!, 'S01', { 'Fortified by': own, 'Map type': 'Star Edge' });
    set(values.get('Systems')!, far.id, { 'Fortified by': far.owner, 'Map type': 'Death Map' });
    const c = parseCampaign(values).campaign;
    const v = viewFor(EMPIRES_AT_WAR.view, c, own);
    const [head, ...rows] = admiralTabs(v, { orders: [], report: [], history: [] }, EMPIRES_AT_WAR).get('Systems')!;
    expect(head.slice(7, 10)).toEqual(['Development', 'Fortified', 'Map type']);
    const cells = (id: string) => ['Fortified', 'Map type'].map((h) => rows.find((r) => r[0] === id)![head.indexOf(h)]);
    expect(cells('S01')).toEqual(['yes', 'Star Edge']);
    const known = v.systems.find((s) => s.id === far.id)!.knowledge;
    expect(cells(far.id)).toEqual([known === 'map' ? '' : 'yes', '']);
    expect(JSON.stringify(v.extras.Systems?.[far.id] ?? {})).not.toContain('Death Map');
  });

  it("a VBAM admiral's Systems tab has neither: VBAM has no fortifications nor battle maps", () => {
    const game = gameOrDefault('VBAM-SFB');
    const c = parseCampaign(sampleCampaign(game)).campaign;
    const tabs = admiralTabs(viewFor(game.view, c, c.empires[0].id), { orders: [], report: [], history: [] }, game);
    for (const h of ['Fortified', 'Map type']) expect(tabs.get('Systems')![0]).not.toContain(h);
  });
});
