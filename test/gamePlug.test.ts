// A game plugs into the kernel without touching it (issue 21): the test game of test/support/patrolGame.ts,
// two order kinds and one tab, gets its tab and its Orders dropdown from the shared schema machinery,
// and its turn runs through the kernel's steps.
import { createFakeServices } from './fake';
import { PATROL_GAME, PATROL_KINDS, PATROL_ORDERS, PatrolKind, PatrolRule } from './support/patrolGame';
import type { OrderTable } from '../src/engine/core/game';
import { buildWorkbook, plannedTabs } from '../src/sheets/tabs/workbook';
import { orderChecksSpec, tabsOf, TABS, type TabSpec } from '../sheets-templates/schema';
import { orderChecksFn } from '../src/sheets/views/functions';
import type { Cell } from '../src/sheets/tabs/tables';
import { csvSources, emptyCampaign } from '../src/sheets/tabs/template';
import { parseCampaign } from '../src/sheets/tabs/load';
import { seededDice } from '../src/engine/core/dice';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { sampleTexts } from './support/sample';
import { changeWrites } from '../src/sheets/tabs/save';
import { gmView, viewFor } from '../src/engine/core/view';
import { rowsSeenBy } from '../src/engine/core/tabsSeen';
import { knownCampaign } from '../src/engine/core/knownCampaign';
import { addGame } from '../src/engine/games';
import { renderBooks } from '../src/sheets/books/admirals';
import { World } from '../src/engine/core/world';

const PATROLS_HEADER = ['Fleet', 'Empire', 'System', 'Alert', 'Watches'];

const { globals, fake } = createFakeServices();
Object.assign(globalThis, { SpreadsheetApp: globals.SpreadsheetApp });
addGame(PATROL_GAME);

/** The sample campaign's tabs as a Patrol campaign's, its Patrols tab holding these rows. */
function patrolSources(...rows: (string | number)[][]) {
  const values = csvSources(sampleTexts());
  values.set(
    'Campaign',
    values.get('Campaign')!.map((r) => (r[0] === 'Ruleset' ? [r[0], PATROL_GAME.name] : r)),
  );
  values.set('Patrols', [PATROLS_HEADER, ...rows]);
  return values;
}

describe('a game of two order kinds and one tab', () => {
  it('has an order table the compiler holds total over its kinds', () => {
    const partial: OrderTable<PatrolKind, never, PatrolRule> = {
      kinds: PATROL_KINDS,
      kernel: [],
      // @ts-expect-error Hail has no module: the table does not compile
      rules: { Patrol: PATROL_ORDERS.rules.Patrol },
    };
    expect(Object.keys(partial.rules)).toEqual(['Patrol']);
    expect(Object.keys(PATROL_ORDERS.rules)).toEqual([...PATROL_KINDS]);
  });

  it('adds its tab to the shared ones, and its Orders tabs offer only its kinds', () => {
    const tabs = tabsOf(PATROL_GAME);
    expect(tabs.map((t) => t.name)).toEqual([...TABS.map((t) => t.name), 'Patrols']);
    const orders = plannedTabs(['KLI', 'KZI'], PATROL_GAME).find((p) => p.name === 'Orders KLI')!;
    expect(orders.spec.columns.find((c) => c.header === 'Order')!.values).toEqual(['Patrol', 'Hail']);
    // Empires at War adds no tab, only its ground-base columns to Systems (test/eawColumns.test.ts) and its
    // roles to the Classes tab's Roles note (test/shipRoles.test.ts): every other tab is the shared one.
    const eaw = tabsOf(EMPIRES_AT_WAR);
    expect(eaw.map((t) => t.name)).toEqual(TABS.map((t) => t.name));
    const rolesUnnoted = (tabs: TabSpec[]) =>
      tabs
        .filter((t) => t.name !== 'Systems')
        .map((t) => ({ ...t, columns: t.columns.map((c) => (t.name === 'Classes' && c.header === 'Roles' ? { ...c, note: '' } : c)) }));
    expect(rolesUnnoted(eaw)).toEqual(rolesUnnoted(TABS));
  });

  it('builds a workbook with its tab laid out like any other and an Order dropdown of its two kinds', () => {
    const sources = csvSources(sampleTexts());
    buildWorkbook(fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, sources, PATROL_GAME);
    expect(fake.sheetValues('Patrols')[0]).toEqual(PATROLS_HEADER);
    const cell = (tab: string, header: string) =>
      fake.spreadsheet
        .getSheetByName(tab)!
        .getRange(2, fake.sheetValues(tab)[0].indexOf(header) + 1)
        .getDataValidation()!
        .getCriteriaValues()[0];
    expect(cell('Orders KLI', 'Order')).toEqual(['Patrol', 'Hail']);
    expect(cell('Patrols', 'Alert')).toEqual(['Low', 'High']);
  });

  it('reads its tab by its columns like any other, naming tab, row and column of bad input', () => {
    const values = csvSources(sampleTexts());
    values.set('Patrols', [PATROLS_HEADER, ['KZI-1', 'KZI', 'S05', 'Low', 'many']]);
    expect(parseCampaign(values, PATROL_GAME).problems).toEqual(['Patrols row 2, column "Watches": "many" is not a number']);
    values.delete('Patrols');
    expect(parseCampaign(values, PATROL_GAME).problems).toEqual(['Patrols: tab is missing (create it, or start a New campaign)']);
  });

  it('runs its turn through the kernel: its orders, its choices, its calendar, and its tab written back', () => {
    const values = csvSources(sampleTexts());
    values.set('Patrols', [PATROLS_HEADER, ['KZI-1', 'KZI', 'S05', 'Low', 3]]);
    const { campaign, problems } = parseCampaign(values, PATROL_GAME);
    expect(problems).toEqual([]);
    expect(campaign.tables).toEqual({ Patrols: [{ Fleet: 'KZI-1', Empire: 'KZI', System: 'S05', Alert: 'Low', Watches: 3 }] });
    const c = {
      ...campaign,
      orders: {
        KLI: [
          { row: 2, fleet: 'KLI-1', kind: 'Patrol', target: 'S02', ships: [], buildClass: '', extras: '' },
          { row: 3, fleet: 'KLI-1', kind: 'Jump', target: 'S02', ships: [], buildClass: '', extras: '' },
          { row: 4, fleet: 'KLI-1', kind: 'Hail', target: '', ships: [], buildClass: '', extras: '' },
        ],
      },
    };
    const out = PATROL_GAME.process(c, seededDice('patrol'), 'patrol');
    expect(out.results.get('KLI')!.map((r) => [r.status, r.text])).toEqual([
      ['done', 'KLI-1 patrols S02'],
      ['refused', 'Jump: not an order of this game'],
      ['refused', 'Hail: name a system in Target'],
    ]);
    expect(out.campaign.settings.season).toBe('Summer');
    const change = { campaign: out.campaign, log: out.log, reports: out.reports, reportMode: 'replace' as const };
    expect(changeWrites(values, change).find((w) => w.tab === 'Patrols')).toEqual({
      tab: 'Patrols',
      mode: 'replace',
      rows: [PATROLS_HEADER, ['KZI-1', 'KZI', 'S05', 'Low', 3], ['KLI-1', 'KLI', 'S02', 'High', 1]],
    });
    // Unchanged, it is not written (the undo snapshot keeps what is written, so Undo covers it).
    expect(changeWrites(values, { ...change, campaign: c }).some((w) => w.tab === 'Patrols')).toBe(false);
    expect(PATROL_GAME.choices(c).get('KLI')!.kinds).toEqual(['Patrol', 'Hail']);
  });

  it("shows an admiral's view by its own view rules: no move points, nothing sighted, a fleet's strength its ship count", () => {
    const { campaign } = parseCampaign(csvSources(sampleTexts()), PATROL_GAME);
    const v = viewFor(PATROL_GAME.view, campaign, 'KLI');
    expect(v.empires.find((e) => e.id === 'KLI')!.movePoints).toBe(0);
    const own = v.fleets.filter((f) => f.mine);
    expect(own.length).toBeGreaterThan(0);
    for (const f of own) expect(f.cbpv).toBe(campaign.ships.filter((s) => s.fleet === f.id).length);
    expect(own.every((f) => f.problems.length === 0)).toBe(true);
    // EaW's view of the same campaign counts move points (EaW 5.0) and CBPV (17.0).
    const eaw = viewFor(EMPIRES_AT_WAR.view, campaign, 'KLI');
    expect(eaw.empires.find((e) => e.id === 'KLI')!.movePoints).toBeGreaterThan(0);
  });

  it("shows each admiral only its own rows of the game's tab (the view rules' tableRows), in its private workbook too", () => {
    const values = csvSources(sampleTexts());
    const [kzi, kli] = [
      ['KZI-1', 'KZI', 'S05', 'Low', 3],
      ['KLI-1', 'KLI', 'S02', 'High', 1],
    ];
    values.set('Patrols', [PATROLS_HEADER, kzi, kli]);
    const { campaign } = parseCampaign(values, PATROL_GAME);
    campaign.settings.ruleset = PATROL_GAME.name;
    const row = (r: (string | number)[]) => Object.fromEntries(PATROLS_HEADER.map((h, i) => [h, r[i]]));
    expect(viewFor(PATROL_GAME.view, campaign, 'KLI').tables).toEqual({ Patrols: [row(kli)] });
    expect(gmView(PATROL_GAME.view, campaign).tables).toEqual({ Patrols: [row(kzi), row(kli)] });
    // Its orders are checked against what it knows: the other empire's patrols are not there.
    expect(knownCampaign(PATROL_GAME.view, campaign, 'KZI').tables).toEqual({ Patrols: [row(kzi)] });
    const admiral = { empire: 'KLI', email: 'kli@example.com', id: 'book-kli', link: '' };
    const book = renderBooks(campaign, values, [admiral], false).get('KLI')!;
    expect(book.tabs.get('Patrols')).toEqual([PATROLS_HEADER, kli]);
    // Empires at War adds no tab, and its view holds none.
    expect(viewFor(EMPIRES_AT_WAR.view, { ...campaign, tables: undefined }, 'KLI').tables).toEqual({});
  });

  it('filters by seenBy: the GM alone when a tab says nothing, every admiral, or those an owner list column names', () => {
    const w = new World(parseCampaign(csvSources(sampleTexts()), PATROL_GAME).campaign, seededDice('seen'));
    const column = { header: 'Empires', type: 'list', note: '' } as const;
    const rows = [{ Empires: ['KLI', 'KZI'] }, { Empires: ['LYR'] }];
    const seen = rowsSeenBy([
      { name: 'Secret', note: '', columns: [column] },
      { name: 'Public', note: '', columns: [column], seenBy: 'all' },
      { name: 'Shared', note: '', columns: [column], seenBy: { owner: 'Empires' } },
    ]);
    expect(seen(w, 'KLI', 'Secret', rows)).toBeUndefined();
    expect(seen(w, 'KLI', 'Unlisted', rows)).toBeUndefined();
    expect(seen(w, 'KLI', 'Public', rows)).toEqual(rows);
    expect(seen(w, 'kzi', 'Shared', rows)).toEqual([rows[0]]);
    expect(seen(w, 'HYD', 'Shared', rows)).toEqual([]);
  });

  it("gives ORDER_CHECKS its tab, the last argument of the formula, and checks each admiral's orders with it", () => {
    expect(orderChecksSpec(['KLI'], PATROL_GAME).columns[0].formula).toMatch(/, \{Treaties\}, \{Patrols\}\)$/);
    expect(orderChecksSpec(['KLI']).columns[0].formula).toMatch(/, \{Treaties\}\)$/); // Empires at War adds none
    const values = patrolSources(['KZI-1', 'KZI', 'S05', 'Low', 3]);
    buildWorkbook(fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, values, PATROL_GAME);
    expect(fake.spreadsheet.getSheetByName('Order checks')!.getRange(2, 1).getFormula()).toMatch(/, Treaties!A:[A-Z]+, Patrols!A:E\)$/);
    const tables = ['Campaign', 'Empires', 'Systems', 'Lanes', 'Fleets', 'Ships', 'Classes', 'Treasury', 'Treaties'].map((t) =>
      values.get(t)!,
    );
    const orders = [
      ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras'],
      ['KZI-2', 'Patrol', 'S05', '', '', ''],
      ['KZI-2', 'Patrol', 'S06', '', '', ''],
    ];
    const out = orderChecksFn('KZI', orders, ...tables, values.get('Patrols')!) as Cell[][];
    expect(out.slice(1).map((r) => r[0])).toEqual(['Patrol: S05 is already patrolled', 'OK: KZI-2 patrols S06']);
    expect(orderChecksFn('KZI', orders, ...tables)).toBe('Patrols: pass the whole Patrols table, header row included (e.g. Patrols!A:E)');
  });

  it("lays out its Campaign tab with the shared rows and its own options, none of Empires at War's", () => {
    const rows = (g: typeof PATROL_GAME) =>
      emptyCampaign('gm@example.com', g)
        .get('Campaign')!
        .map((r) => r[0]);
    const eaw = Object.values(EMPIRES_AT_WAR.options).map(([name]) => name);
    expect(eaw).toContain('Staley war doubling');
    expect(rows(EMPIRES_AT_WAR)).toEqual(expect.arrayContaining(eaw));
    expect(rows(PATROL_GAME).filter((r) => eaw.includes(String(r)))).toEqual([]);
    expect(rows(PATROL_GAME)).toEqual(expect.arrayContaining(['Campaign name', 'Season', 'Ruleset']));
  });
});
