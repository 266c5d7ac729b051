// A turn that pauses at a tick (issue 21): a game shaped like Staley (DD1.3: 8 phases a turn, battles in
// any phase; test/support/phasesGame.ts) runs through the sheets layer in the fake. Process Season stops
// in phase 3 for a battle, the Campaign tab keeping the tick and the step; Undo at that pause gives the
// campaign back whole; Resolve battles goes on from exactly there to phase 8 and the next turn.
import { createFakeServices } from './fake';
import { PHASES_GAME, PHASES_TABS } from './support/phasesGame';
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
addGame(PHASES_GAME);
const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;

const setting = (name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
const body = (tab: string) =>
  fake
    .sheetValues(tab)
    .slice(1)
    .filter((r) => r.some((c) => c !== ''));
const lastAlert = () => fake.ui.alerts[fake.ui.alerts.length - 1];
const ORDERS = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras'];

beforeAll(() => {
  const sources = csvSources(sampleTexts());
  // Private workbooks: each admiral's workbook gets the game's tabs as its view rules filter them.
  const set: Record<string, string> = { Ruleset: PHASES_GAME.name, Season: 'Turn 1', 'Play mode': 'Private workbooks' };
  const campaign = sources.get('Campaign')!.map((r): Cell[] => (String(r[0]) in set ? [r[0], set[String(r[0])]] : r));
  sources.set('Campaign', campaign);
  for (const t of PHASES_TABS) sources.set(t.name, [t.columns.map((c) => c.header)]);
  // KLI-1 strikes the Kzinti home (S09) in phase 3; KZI-3 an empty system (S20) in phase 6.
  sources.set('Orders KLI', [ORDERS, ['KLI-1', 'Raid', 'S09', '', '', '3']]);
  sources.set('Orders KZI', [ORDERS, ['KZI-3', 'Raid', 'S20', '', '', '6']]);
  for (const e of ['LYR', 'HYD']) sources.set(`Orders ${e}`, [ORDERS]);
  buildWorkbook(ss, sources, PHASES_GAME);
  expect(loadCampaign(ss).problems).toEqual([]);
  admiralWorkbooks();
  const empires = fake.sheetValues('Empires');
  for (const r of empires.slice(1)) books[String(r[0])] = String(r[empires[0].indexOf('Workbook id')]);
});

/** Each admiral's workbook id, by empire. */
const books: Record<string, string> = {};
/** A tab of an admiral's workbook, its header first. */
const book = (empire: string, tab: string) => fake.valuesOf(books[empire], tab).filter((r) => r.some((c) => c !== ''));

describe('a turn of eight phases paused by a battle in phase 3 (Staley DD1.3)', () => {
  let paused: Map<string, unknown[][]>;

  it('runs phases 1 to 3 and stops in phase 3 after its Battles step, the pause kept in typed Campaign rows', () => {
    const before = new Map(['Campaign', 'Raids', 'Phase log', 'Fleets', 'Battles'].map((t) => [t, fake.sheetValues(t)]));
    fake.resetCalls();
    processSeasonAction();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect(setting('Phase')).toBe('Battles');
    expect([setting('Tick'), setting('Paused step')]).toEqual([3, 'Battles']);
    expect(body('Phase log')).toEqual([
      ['Y165 Turn 1', 1, 0],
      ['Y165 Turn 1', 2, 0],
    ]); // phase 3 logs only once its battle is resolved
    expect(body('Raids')).toEqual([
      ['KLI-1', 'KLI', 'S09', 3, 'yes'],
      ['KZI-3', 'KZI', 'S20', 6, 'no'],
    ]);
    expect(body('Battles').map((r) => r[0])).toEqual(['Y165-Turn-1-Phase-3-S09']);
    paused = new Map(['Campaign', 'Raids', 'Phase log', 'Fleets', 'Battles', 'Battle ships'].map((t) => [t, fake.sheetValues(t)]));
    // Each admiral sees its own raids (the Raids tab's owner column) and the whole Phase log.
    expect(book('KLI', 'Raids')).toEqual([PHASES_TABS[0].columns.map((c) => c.header), ['KLI-1', 'KLI', 'S09', 3, 'yes']]);
    expect(book('KZI', 'Raids').slice(1)).toEqual([['KZI-3', 'KZI', 'S20', 6, 'no']]);
    expect(book('LYR', 'Raids').slice(1)).toEqual([]);
    expect(book('LYR', 'Phase log')).toEqual(fake.sheetValues('Phase log'));

    // Undo at the pause: every tab as it was, the Tick and Paused step rows blank again.
    undoAction();
    for (const [tab, rows] of before) expect([tab, fake.sheetValues(tab)]).toEqual([tab, rows]);
    expect(book('KLI', 'Raids').slice(1)).toEqual([]); // the admirals' workbooks too
    expect([setting('Tick') ?? '', setting('Paused step') ?? '']).toEqual(['', '']);
    // Processing again pauses at the very same place.
    processSeasonAction();
    for (const [tab, rows] of paused) expect([tab, fake.sheetValues(tab)]).toEqual([tab, rows]);
  });

  it('refuses to process again while paused; Resolve battles goes on from the step after the pause to phase 8 and the next turn', () => {
    processSeasonAction();
    expect(lastAlert().prompt).toMatch(/Battles phase, not Orders/);
    const ships = ss.getSheetByName('Battle ships')!;
    const rows = ships.getDataRange().getValues();
    const result = rows[0].indexOf('Result') + 1;
    for (let i = 2; i <= rows.length; i++) ships.getRange(i, result).setValue('Unharmed');
    fake.resetCalls();
    resolveBattlesAction();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect(body('Phase log')).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((phase) => ['Y165 Turn 1', phase, phase === 3 || phase === 6 ? 1 : 0]));
    expect([setting('Season'), setting('Phase'), setting('Tick'), setting('Paused step')]).toEqual(['Turn 2', 'Orders', '', '']);
    expect(body('Raids')).toEqual([]);
    const fleets = fake.sheetValues('Fleets');
    const at = (id: string) => fleets.find((r) => r[0] === id)![fleets[0].indexOf('Location')];
    expect([at('KLI-1'), at('KZI-3')]).toEqual(['S09', 'S20']);

    // Undo goes back to the pause in phase 3, and resolving again gives the same.
    const closed = new Map(['Campaign', 'Raids', 'Phase log', 'Fleets'].map((t) => [t, fake.sheetValues(t)]));
    undoAction();
    for (const tab of ['Campaign', 'Raids', 'Phase log']) expect([tab, fake.sheetValues(tab)]).toEqual([tab, paused.get(tab)]);
    resolveBattlesAction();
    for (const [tab, rows] of closed) expect([tab, fake.sheetValues(tab)]).toEqual([tab, rows]);
  });

  it("Check workbook reads the game's tabs and the pause like any other: a bad cell or a lone Paused step is named", () => {
    const raids = ss.getSheetByName('Raids')!;
    raids.getRange(2, 1, 1, 5).setValues([['KLI-1', 'KLI', 'S09', 'third', 'no']]);
    const campaign = ss.getSheetByName('Campaign')!;
    const at = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Paused step') + 1;
    campaign.getRange(at, 2).setValue('Battles');
    checkWorkbook();
    expect(lastAlert().prompt).toContain('Raids row 2, column "Phase": "third" is not a number');
    expect(lastAlert().prompt).toContain('"Tick" is "" and "Paused step" is "Battles": a turn paused inside its ticks has both');
  });
});
