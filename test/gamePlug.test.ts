// A game plugs into the kernel without touching it (issue 21): the test game of test/support/patrolGame.ts,
// two order kinds and one tab, gets its tab and its Orders dropdown from the shared schema machinery,
// and its turn runs through the kernel's steps.
import { createFakeServices } from './fake';
import { PATROL_GAME, PATROL_KINDS, PATROL_ORDERS, PatrolKind, PatrolRule } from './support/patrolGame';
import type { OrderTable } from '../src/engine/core/game';
import { buildWorkbook, plannedTabs } from '../src/sheets/workbook';
import { tabsOf, TABS } from '../sheets-templates/schema';
import { csvSources } from '../src/sheets/template';
import { parseCampaign } from '../src/sheets/load';
import { seededDice } from '../src/engine/core/dice';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { sampleTexts } from './support/sample';
import { changeWrites } from '../src/sheets/save';

const PATROLS_HEADER = ['Fleet', 'System', 'Alert', 'Watches'];

const { globals, fake } = createFakeServices();
Object.assign(globalThis, { SpreadsheetApp: globals.SpreadsheetApp });

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
    expect(tabsOf(EMPIRES_AT_WAR)).toEqual(TABS); // Empires at War adds nothing: its tabs are the shared ones
  });

  it('builds a workbook with its tab laid out like any other and an Order dropdown of its two kinds', () => {
    const sources = csvSources(sampleTexts());
    buildWorkbook(fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, sources, PATROL_GAME);
    expect(fake.sheetValues('Patrols')[0]).toEqual(['Fleet', 'System', 'Alert', 'Watches']);
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
    values.set('Patrols', [PATROLS_HEADER, ['KZI-1', 'S05', 'Low', 'many']]);
    expect(parseCampaign(values, PATROL_GAME).problems).toEqual(['Patrols row 2, column "Watches": "many" is not a number']);
    values.delete('Patrols');
    expect(parseCampaign(values, PATROL_GAME).problems).toEqual(['Patrols: tab is missing (create it, or start a New campaign)']);
  });

  it('runs its turn through the kernel: its orders, its choices, its calendar, and its tab written back', () => {
    const values = csvSources(sampleTexts());
    values.set('Patrols', [PATROLS_HEADER, ['KZI-1', 'S05', 'Low', 3]]);
    const { campaign, problems } = parseCampaign(values, PATROL_GAME);
    expect(problems).toEqual([]);
    expect(campaign.tables).toEqual({ Patrols: [{ Fleet: 'KZI-1', System: 'S05', Alert: 'Low', Watches: 3 }] });
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
      rows: [PATROLS_HEADER, ['KZI-1', 'S05', 'Low', 3], ['KLI-1', 'S02', 'High', 1]],
    });
    // Unchanged, it is not written (the undo snapshot keeps what is written, so Undo covers it).
    expect(changeWrites(values, { ...change, campaign: c }).some((w) => w.tab === 'Patrols')).toBe(false);
    expect(PATROL_GAME.choices(c).get('KLI')!.kinds).toEqual(['Patrol', 'Hail']);
  });
});
