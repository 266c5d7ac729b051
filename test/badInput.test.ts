// Bad input never crashes anything and never loses data. Seeded trials: each types junk into a few
// cells of the sample campaign, headers included, as a GM or an admiral might, then runs Check
// workbook, Check orders and Process Season, and Undo when the season went through. Every run must
// end in a plain message, never an exception or a stack trace; Process Season either refuses with
// every tab as it was, or completes, and then Undo gives every tab back.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { seededDice } from '../src/engine/core/dice';
import { sampleAfterMeeting } from './support/mapCampaigns';
import { withoutLiveChecks } from './support/scenarios';

/** What a stack trace or a raw exception looks like in a message. */
const RAW = /\bat \S+ \(|\bat \S+:\d+|TypeError|ReferenceError|RangeError|\bError:|undefined|\[object |NaN/;

/** What people type by mistake: blanks, wrong kinds, ids that are not there, formulas, dates, floods. */
const JUNK = [
  '',
  ' ',
  'x',
  '-5',
  '0',
  '3.7',
  '1e9',
  'NaN',
  'Infinity',
  '=1/0',
  '=A1',
  '#REF!',
  'S99',
  's04',
  ' KLI-3 ',
  'KLI-99',
  'KZI-1',
  'Jump',
  'Build',
  'S04 > S04 > S04',
  'S04 >',
  '>',
  ',',
  ';;',
  '12/31/2020',
  'TRUE',
  'yes',
  'Y999',
  'War',
  'Crippled',
  'Orion',
  'null',
  'undefined',
  'ö 漢字 🚀',
  'x'.repeat(3000),
];

/** The tabs a GM or an admiral types into. */
const TABS = [
  'Orders KLI',
  'Orders KZI',
  'Orders LYR',
  'Campaign',
  'Empires',
  'Systems',
  'Lanes',
  'Fleets',
  'Ships',
  'Classes',
  'Treasury',
  'Treaties',
  'Diplomacy',
  'Battles',
  'Battle ships',
  'Legendary officers',
];

const TRIALS = 120;

const { addOn, fake } = loadAddOn(join(__dirname, '../dist'));
addOn.menuNewSampleCampaign();
withoutLiveChecks({ addOn, fake });
const fresh = fake.saveState();

const column = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : column(Math.floor(n / 26) - 1) + column(n % 26));
const lastAlert = () => fake.ui.alerts[fake.ui.alerts.length - 1];
const withoutUndo = (c: Record<string, string[][]>) => Object.fromEntries(Object.entries(c).filter(([tab]) => tab !== 'Undo'));

/** Types 1 to 3 junk cells into `tabs`; answers where, for the failure message. */
function spoil(trial: number, into = fake, tabs = TABS): string[] {
  const dice = seededDice(`bad input ${trial}`);
  const pick = <T>(list: T[]) => list[dice.roll(1, list.length, 'pick') - 1];
  const typed: string[] = [];
  for (let i = dice.roll(1, 3, 'cells'); i > 0; i--) {
    const tab = pick(tabs);
    const rows = into.sheetValues(tab);
    const row = dice.roll(1, rows.length + 1, 'row'); // the header row, any data row, or the first blank one
    const col = dice.roll(1, Math.max(1, ...rows.map((r) => r.length)), 'column') - 1;
    const text = pick(JUNK);
    into.type(tab, `${column(col)}${row}`, text);
    typed.push(`${tab}!${column(col)}${row} = ${JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text)}`);
  }
  return typed;
}

type MenuItem =
  | 'menuCheckWorkbook'
  | 'menuCheckOrders'
  | 'menuProcessSeason'
  | 'menuUndoProcessing'
  | 'menuUpdateBattles'
  | 'menuAutoResolve'
  | 'menuResolveBattles';

/** Runs a menu item; the GM must get a plain message and the script must not throw. */
function click(item: MenuItem, where: string[], on = { addOn, fake }): void {
  const seen = on.fake.ui.alerts.length;
  expect(() => on.addOn[item]()).not.toThrow();
  for (const a of on.fake.ui.alerts.slice(seen)) {
    // What the person typed comes back quoted ("NaN" is not a number): only the add-on's own words count.
    const own = `${a.title}\n${a.prompt}`.replace(/"[^"]*"/g, '""');
    if (RAW.test(own)) throw new Error(`${item} after ${where.join(', ')}: the GM read "${a.title}: ${a.prompt}"`);
  }
}

describe('bad input', () => {
  const outcomes = { processed: 0, refused: 0 };

  it.each(Array.from({ length: TRIALS }, (_, i) => i))('trial %i: plain messages, and every action all or nothing', (trial) => {
    fake.restoreState(fresh);
    const where = spoil(trial);
    click('menuCheckWorkbook', where);
    click('menuCheckOrders', where);
    const before = fake.contents();
    click('menuProcessSeason', where);
    const after = fake.contents();
    if (JSON.stringify(withoutUndo(after)) === JSON.stringify(withoutUndo(before))) {
      outcomes.refused++;
      expect(lastAlert().title).toMatch(/nothing was changed|cannot|refused|problem|Check workbook|not/i);
      return;
    }
    outcomes.processed++;
    expect(fake.ui.alerts.some((a) => /processed with dice seed/.test(a.prompt))).toBe(true);
    click('menuUndoProcessing', where);
    expect(withoutUndo(fake.contents())).toEqual(withoutUndo(before));
  });

  it('covers both outcomes: some junk is refused, some is processed around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.processed).toBeGreaterThan(0);
  });
});

describe('bad input, in the live checks', () => {
  // The custom functions themselves this time: a formula fed junk answers with words, never by throwing
  // (Sheets would show #ERROR! with the exception's text). Native errors a formula shows on its own
  // (#REF!, #DIV/0! of a formula the GM typed) are Sheets' answer, not the add-on's.
  const live = loadAddOn(join(__dirname, '../dist'));
  live.addOn.menuNewSampleCampaign();
  const start = live.fake.saveState();
  expect(live.fake.formulaErrors()).toEqual({});

  it.each(Array.from({ length: 30 }, (_, i) => i))('trial %i: no custom function throws', (trial) => {
    live.fake.restoreState(start);
    const where = spoil(trial, live.fake);
    const thrown = Object.entries(live.fake.formulaErrors()).filter(([, message]) => RAW.test(message.replace(/"[^"]*"/g, '""')));
    if (thrown.length) throw new Error(`after ${where.join(', ')}: ${thrown.map(([cell, m]) => `${cell} ${m}`).join('; ')}`);
  });
});

describe('bad input, while the battles are entered', () => {
  // Summer: two battles auto-resolved, their results on Battle ships, ready for Resolve battles. The GM
  // types junk into the battle tabs (or others), then runs each battle action in turn.
  const battle = sampleAfterMeeting('auto-resolved');
  withoutLiveChecks(battle);
  const start = battle.fake.saveState();
  const BATTLE_TABS = ['Battles', 'Battle ships', 'Battle ships', 'Fleets', 'Ships', 'Campaign'];
  const outcomes = { refused: 0, done: 0 };

  it.each(Array.from({ length: 40 }, (_, i) => i))('trial %i: plain messages, and every battle action all or nothing', (trial) => {
    battle.fake.restoreState(start);
    const where = spoil(1000 + trial, battle.fake, BATTLE_TABS);
    for (const item of ['menuUpdateBattles', 'menuAutoResolve', 'menuResolveBattles'] as const) {
      const before = battle.fake.contents();
      const seen = battle.fake.ui.alerts.length;
      click(item, where, battle);
      const changed = JSON.stringify(withoutUndo(battle.fake.contents())) !== JSON.stringify(withoutUndo(before));
      const refused = battle.fake.ui.alerts.slice(seen).some((a) => /nothing was changed/i.test(a.title ?? ''));
      // A refused action leaves every tab as it was.
      if (refused && changed) throw new Error(`${item} after ${where.join(', ')}: ${JSON.stringify(battle.fake.ui.alerts.slice(seen))}`);
      if (refused) outcomes.refused++;
      else if (changed) outcomes.done++;
    }
  });

  it('covers both outcomes: some junk is refused, some is resolved around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.done).toBeGreaterThan(0);
  });
});
