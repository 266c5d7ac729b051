// Ticks in use and a game's own columns (issue 29), through the sheets layer in the fake: the hex test
// game (test/support/hexGame.ts, shaped like Staley: 8 phases a turn) moves KLI-1 hex by hex into the
// Kzinti home, pauses in phase 5 for both admirals' orders, goes on from exactly there once they are
// given (Process Season), pauses again for the battle they chose, and closes the turn once it is
// resolved. Undo of the resume puts the campaign back at the pause. Its columns on Systems and Fleets
// are read, processed, written, and shown to the admirals its view rules name.
import { createFakeServices } from './fake';
import { HEX_GAME, hexSystems } from './support/hexGame';
import { addGame } from '../src/engine/games';
import { buildWorkbook } from '../src/sheets/tabs/workbook';
import { csvSources } from '../src/sheets/tabs/template';
import { sampleTexts } from './support/sample';
import { processSeasonAction, resolveBattlesAction } from '../src/sheets/actions/process';
import { undoAction } from '../src/sheets/actions/undo';
import { loadCampaign } from '../src/sheets/tabs/load';
import { admiralWorkbooks, checkWorkbook } from '../src/sheets/actions/campaign';
import type { Cell } from '../src/sheets/tabs/tables';

const { globals, fake } = createFakeServices();
const { console: _console, ...services } = globals;
Object.assign(globalThis, services);
addGame(HEX_GAME);
const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;

const setting = (name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
const lastAlert = () => fake.ui.alerts[fake.ui.alerts.length - 1];
/** A tab's column by row id (its first column). */
const column = (rows: unknown[][], header: string) =>
  Object.fromEntries(rows.slice(1).map((r) => [String(r[0]), r[rows[0].indexOf(header)]]));
const ORDERS = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras'];
const books: Record<string, string> = {};
const book = (empire: string, tab: string) => fake.valuesOf(books[empire], tab).filter((r) => r.some((c) => c !== ''));
const TABS = ['Campaign', 'Systems', 'Fleets', 'Battles', 'Battle ships', 'Treasury', 'Log'];
const snapshot = () => new Map(TABS.map((t) => [t, fake.sheetValues(t)]));

beforeAll(() => {
  const sources = csvSources(sampleTexts());
  const set: Record<string, string> = { Ruleset: HEX_GAME.name, Season: 'Turn 1', 'Play mode': 'Private workbooks' };
  sources.set(
    'Campaign',
    sources.get('Campaign')!.map((r): Cell[] => (String(r[0]) in set ? [r[0], set[String(r[0])]] : r)),
  );
  sources.set('Systems', hexSystems(sources.get('Systems')!));
  // KLI-1 heads for the Kzinti home (S09), round the border hex S03; KLI-6 for S03 itself, which it never enters.
  sources.set('Orders KLI', [ORDERS, ['KLI-1', 'Move', 'S09'], ['KLI-6', 'Move', 'S03']]);
  for (const e of ['KZI', 'LYR', 'HYD']) sources.set(`Orders ${e}`, [ORDERS]);
  buildWorkbook(ss, sources, HEX_GAME);
  expect(loadCampaign(ss).problems).toEqual([]);
  admiralWorkbooks();
  const empires = fake.sheetValues('Empires');
  for (const r of empires.slice(1)) books[String(r[0])] = String(r[empires[0].indexOf('Workbook id')]);
});

describe('a turn of hexes paused in phase 5 for both admirals, and resumed from there', () => {
  let paused: Map<string, unknown[][]>;

  it("lays the shared tabs out with the game's columns after their own, before the computed ones", () => {
    const systems = fake.sheetValues('Systems')[0];
    expect(systems.slice(systems.indexOf('Explored by'), systems.indexOf('Prospectors') + 1)).toEqual([
      'Explored by',
      'Terrain',
      'Claimed by',
      'Prospectors',
    ]);
    expect(fake.sheetValues('Fleets')[0]).toContain('Heading');
  });

  it('moves a hex a phase, stamping Log, Treasury and reports with the phase, and stops in phase 5 asking KLI and KZI for orders', () => {
    fake.resetCalls();
    processSeasonAction();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect([setting('Phase'), setting('Tick'), setting('Paused step'), setting('Orders from')]).toEqual([
      'Orders',
      5,
      'Meetings',
      'KLI, KZI',
    ]);
    expect(lastAlert().prompt).toMatch(/Orders wait from KLI, KZI for Phase 5/);
    const log = fake.sheetValues('Log').filter((r) => r[1] === 'Move');
    expect(log.map((r) => [r[0], r[3]])).toEqual([
      ['Y165 Turn 1 Phase 1', 'KLI-1 S01 > S02'],
      ['Y165 Turn 1 Phase 2', 'KLI-1 S02 > S04'],
      ['Y165 Turn 1 Phase 3', 'KLI-1 S04 > S17'],
      ['Y165 Turn 1 Phase 4', 'KLI-1 S17 > S18'],
      ['Y165 Turn 1 Phase 5', 'KLI-1 S18 > S09'],
    ]);
    // The Systems columns: claimed on entry (FF2.1), read back; prospecting at the asteroid hex paid in phase 2.
    const systems = fake.sheetValues('Systems');
    expect(column(systems, 'Claimed by')).toMatchObject({ S02: 'KLI', S04: 'KLI', S17: 'KLI', S18: 'KLI', S09: '' });
    expect(column(systems, 'Terrain')).toMatchObject({ S03: 'Border', S04: 'Asteroids' });
    expect(fake.sheetValues('Treasury').filter((r) => r[4] === 'HH1.62')).toEqual([
      ['Y165 Turn 1 Phase 2', 'KLI', 1, 'prospecting at S04', 'HH1.62'],
    ]);
    expect(column(fake.sheetValues('Fleets'), 'Heading')).toMatchObject({ 'KLI-1': '', 'KLI-6': 'S03' });
    expect(fake.sheetValues('Report KLI').map((r) => r[1])).toContain('Phase 5: Fleets meet at S09: engage (an Engage order) or not.');
    paused = snapshot();

    // Each admiral sees Terrain and Claimed by (BB3.51), never Prospectors (the GM's); Heading only on its own fleets.
    for (const e of ['KLI', 'KZI']) {
      expect(book(e, 'Systems')[0].slice(-3)).toEqual(['Fleets seen', 'Terrain', 'Claimed by']);
      expect(column(book(e, 'Systems'), 'Claimed by')).toMatchObject({ S04: 'KLI' });
    }
    expect(column(book('KLI', 'Fleets'), 'Heading')).toMatchObject({ 'KLI-6': 'S03' });
    expect(Object.keys(column(book('KZI', 'Fleets'), 'Heading'))).not.toContain('KLI-6');
  });

  it('refuses a Move in the pause; goes on from phase 5 with the Engage given, pausing again for the battle; Undo puts it back at the pause', () => {
    const row = book('KLI', 'Orders').findIndex((r) => r[0] === 'KLI-1') + 1;
    SpreadsheetApp.openById(books.KLI)
      .getSheetByName('Orders')!
      .getRange(row, 1, 1, 3)
      .setValues([['KLI-1', 'Engage', 'S09']]);
    SpreadsheetApp.openById(books.KLI)
      .getSheetByName('Orders')!
      .getRange(book('KLI', 'Orders').findIndex((r) => r[0] === 'KLI-6') + 1, 1, 1, 3)
      .setValues([['KLI-6', 'Move', 'S01']]);
    processSeasonAction();
    expect([setting('Phase'), setting('Tick'), setting('Paused step'), setting('Orders from')]).toEqual(['Battles', 5, 'Battles', '']);
    const battles = fake.sheetValues('Battles');
    expect(battles.slice(1).map((r) => [r[0], r[1]])).toEqual([['Y165-Turn-1-Phase-5-S09', 'Y165 Turn 1 Phase 5']]);
    const orders = fake.sheetValues('Orders KLI');
    expect(orders.map((r) => String(r[orders[0].indexOf('Result')]))).toContainEqual(
      expect.stringMatching(/KLI-6 Move S01 .*given at the start of a turn/),
    );
    expect(orders.map((r) => r[orders[0].indexOf('Result')])).toContain('Y165 Turn 1 Phase 5: KLI-1 Engage S09 → Engage S09');

    undoAction();
    for (const [tab, rows] of paused) expect([tab, fake.sheetValues(tab)]).toEqual([tab, rows]);
    // The orders given stand again, as the admiral wrote them, for the resume to run again.
    expect(fake.sheetValues('Orders KLI').some((r) => r[0] === 'KLI-1' && r[1] === 'Engage')).toBe(true);
    processSeasonAction();
    expect(
      fake
        .sheetValues('Battles')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Y165-Turn-1-Phase-5-S09']);
  });

  it('Resolve battles goes on from the battle to phase 8 and the next turn', () => {
    const ships = ss.getSheetByName('Battle ships')!;
    const rows = ships.getDataRange().getValues();
    const result = rows[0].indexOf('Result') + 1;
    for (let i = 2; i <= rows.length; i++) ships.getRange(i, result).setValue('Unharmed');
    resolveBattlesAction();
    expect([setting('Season'), setting('Phase'), setting('Tick'), setting('Paused step'), setting('Orders from')]).toEqual([
      'Turn 2',
      'Orders',
      '',
      '',
      '',
    ]);
  });

  it('Check workbook names a bad cell of a game column by tab, row and column', () => {
    const systems = ss.getSheetByName('Systems')!;
    const header = fake.sheetValues('Systems')[0];
    systems.getRange(3, header.indexOf('Terrain') + 1).setValue('Swamp');
    systems.getRange(4, header.indexOf('Prospectors') + 1).setValue('many');
    checkWorkbook();
    expect(lastAlert().prompt).toContain('Systems row 3, column "Terrain": "Swamp" is not one of: Open, Asteroids, Border');
    expect(lastAlert().prompt).toContain('Systems row 4, column "Prospectors": "many" is not a number');
  });
});
