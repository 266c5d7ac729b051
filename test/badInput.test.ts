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
import { parseNumber } from '../src/sheets/tabs/tables';
import { findTab, isComputed, perEmpireSpec } from '../sheets-templates/schema';
import {
  battleActions,
  click as clickOn,
  column,
  MenuItem,
  noFormulaThrows,
  seasonAllOrNothing,
  spoil,
  typeUpTo,
  expectSameTabs,
  SHARED_TABS,
} from './support/badInput';

/** The tabs a GM or an admiral types into. */
const TABS = ['Orders KLI', 'Orders KZI', 'Orders LYR', ...SHARED_TABS];

const TRIALS = 120;

const { addOn, fake } = loadAddOn(join(__dirname, '../dist'));
addOn.menuNewSampleCampaign();
withoutLiveChecks({ addOn, fake });
const fresh = fake.saveState();

const lastAlert = () => fake.ui.alerts[fake.ui.alerts.length - 1];
/** The most characters any cell of the workbook holds (Sheets holds 50,000). */
const longestCell = () =>
  Math.max(...Object.values(fake.contents()).flatMap((rows) => rows.flatMap((r) => r.map((v) => String(v).length))));
/** A menu item on the sample campaign unless told. */
const click = (item: MenuItem, where: string[], on = { addOn, fake }) => clickOn(item, where, on);

describe('bad input', () => {
  const outcomes = { processed: 0, refused: 0 };

  it.each(Array.from({ length: TRIALS }, (_, i) => i))('trial %i: plain messages, and every action all or nothing', (trial) => {
    fake.restoreState(fresh);
    outcomes[seasonAllOrNothing(spoil(`bad input ${trial}`, fake, TABS), { addOn, fake })]++;
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
    noFormulaThrows(spoil(`bad input ${trial}`, live.fake, TABS), live.fake);
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
    battleActions(spoil(`bad input ${1000 + trial}`, battle.fake, BATTLE_TABS), battle, outcomes);
  });

  it('covers both outcomes: some junk is refused, some is resolved around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.done).toBeGreaterThan(0);
  });
});

describe('bad input, cell by cell (issue 18: found before processing)', () => {
  // Junk that once broke a season while Check workbook said all clear: a line break, a cell longer than
  // Sheets holds (typing it is refused, as Sheets refuses it: the longest it takes is typed instead), a
  // "+", numbers in another locale or beyond range. Each trial types one of them into one column of one
  // tab, in a data row: every column of every tab is tried.
  const CELL_JUNK = ['S04\nS18', 'x'.repeat(60000), 'KLI+1', '+', '12,5', '1.250,5', '1e308', 'x\n'.repeat(2000)];
  const ORDER_TABS = new Set(['Orders KLI', 'Orders KZI', 'Orders LYR']);
  const outcomes = { processed: 0, refused: 0 };
  /** "Tab row N, column "X": ...": what every problem the GM reads must say (rule option K12). */
  const NAMED = /^• .+ row \d+, column "[^"]+": /;
  /** Whole-tab problems name no row: a tab or a column that is not there. */
  const WHOLE_TAB = /^• [^:]+: tab is missing|, column "[^"]+": column is missing/;
  /** Every column a GM or an admiral types into (not the computed ones, which formulas fill). */
  const cells = TABS.flatMap((tab) => {
    const spec = findTab(tab) ?? perEmpireSpec(tab)!;
    return fake
      .sheetValues(tab)[0]
      .map((header, col) => ({ tab, header: String(header), col }))
      .filter(({ header }) => spec.columns.some((c) => c.header === header && !isComputed(c)));
  });
  const clean = (() => {
    fake.restoreState(fresh);
    addOn.menuProcessSeason();
    const out = fake.contents();
    fake.restoreState(fresh);
    return out;
  })();
  /** What each order row was and whether it was carried out; not the dice's outcomes, which one roll more or less shifts. */
  const resultsOf = (c: Record<string, string[][]>, tab: string) => {
    const at = c[tab][0].indexOf('Result');
    return c[tab].map((r) => String(r[at] ?? '').replace(/→ (NOT DONE)?.*$/, (_, not) => (not ? '→ not done' : '→ done')));
  };

  it.each(cells.map((c, i) => [i, c.tab, c.header, c] as const))('%i: junk in %s, column "%s"', (i, tab, header, { col }) => {
    fake.restoreState(fresh);
    const dice = seededDice(`cell ${i}`);
    const rows = fake.sheetValues(tab).length;
    const row = rows < 2 ? 2 : dice.roll(2, rows, 'row');
    const text = CELL_JUNK[dice.roll(1, CELL_JUNK.length, 'junk') - 1];
    const a1 = `${column(col)}${row}`;
    typeUpTo(fake, tab, a1, text);
    const where = [`${tab}!${a1} = ${JSON.stringify(text.slice(0, 20))}${text.length > 20 ? '…' : ''}`];
    const given = ['Order', 'Target', 'Ships', 'Build class', 'Extras'].map((h) => fake.sheetValues(tab)[0].indexOf(h));
    const ordersGiven = fake
      .sheetValues(tab)
      .slice(1)
      .filter((r) => given.some((i) => String(r[i] ?? '').trim() !== '')).length;
    const seen = fake.ui.alerts.length;
    click('menuCheckWorkbook', where);
    const check = fake.ui.alerts[seen];
    const before = fake.contents();
    click('menuProcessSeason', where);
    const processed = fake.ui.alerts.slice(seen + 1).some((a) => /processed with dice seed/.test(a.prompt));
    if (!processed) {
      // Refused: every problem named by tab, row and column, and each one named by Check workbook too.
      const refusal = lastAlert();
      expectSameTabs(fake.contents(), before);
      // (A refusal that lists nothing says why in a sentence: a battle row typed in is a battle still pending.)
      const lines = refusal.prompt.split('\n').filter((l) => l.startsWith('• '));
      for (const line of lines) {
        if (!WHOLE_TAB.test(line)) expect(line).toMatch(NAMED);
        expect(check.prompt).toContain(line.slice(2));
      }
      // An admiral's order cell never stops the season (K12): only a data tab's cell or a header does.
      expect(ORDER_TABS.has(tab)).toBe(false);
      outcomes.refused++;
      return;
    }
    // Processed: every cell fits, the other empires' orders came out as in a clean run.
    outcomes.processed++;
    expect(longestCell()).toBeLessThanOrEqual(50000);
    if (ORDER_TABS.has(tab)) {
      for (const other of ['Orders KLI', 'Orders KZI', 'Orders LYR', 'Orders HYD'].filter((t) => t !== tab))
        expect(resultsOf(fake.contents(), other)).toEqual(resultsOf(clean, other));
      // Every order given, the junked one included, has its Result.
      expect(resultsOf(fake.contents(), tab).filter((r) => r.startsWith('Y165 Spring:')).length).toBe(ordersGiven);
    }
  });

  it('covers both outcomes: a data cell refused by name, an order cell processed around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.processed).toBeGreaterThan(0);
  });
});

describe('bad input the issue found, each named before anything is written (issue 18)', () => {
  /** Every Result of an Orders tab, one a line: after processing the tab starts the next season, so rows have moved. */
  const results = (tab: string) =>
    fake
      .sheetValues(tab)
      .map((r) => String(r[fake.sheetValues(tab)[0].indexOf('Result')] ?? ''))
      .join('\n');
  /** Check workbook's words, then Process Season's: the refusal must name `named`, and change nothing. */
  function refusedBy(named: string, action: MenuItem = 'menuProcessSeason', on = { addOn, fake }): void {
    const seen = on.fake.ui.alerts.length;
    click('menuCheckWorkbook', [named], on);
    expect(on.fake.ui.alerts[seen].prompt).toContain(named);
    const before = on.fake.contents();
    click(action, [named], on);
    expect(on.fake.ui.alerts[on.fake.ui.alerts.length - 1]).toMatchObject({ title: expect.stringMatching(/nothing was changed/) });
    expect(on.fake.ui.alerts[on.fake.ui.alerts.length - 1].prompt).toContain(named);
    expectSameTabs(on.fake.contents(), before);
  }
  beforeEach(() => fake.restoreState(fresh));

  it('a decimal comma ("12,5") is not read as 125, and 1e308 is out of range (K12)', () => {
    fake.type('Ships', 'K2', '12,5');
    refusedBy('Ships row 2, column "XP": "12,5" has a decimal comma: write it with a point (12.5)');
    fake.restoreState(fresh);
    fake.type('Systems', 'C3', '1e308');
    refusedBy('Systems row 3, column "X": 1e+308 is out of range (at most 1,000,000,000)');
    fake.restoreState(fresh);
    fake.type('Campaign', 'B19', '12,5');
    refusedBy('Campaign row 19, column "Value": "Auto-resolve rounds": "12,5" has a decimal comma');
  });

  it('numbers: a point for decimals, commas only between thousands, nothing beyond a billion (K12)', () => {
    expect([12.5, '12.5', ' -3 ', '1e3', '1,250', '12,500.5', 1e9].map(parseNumber)).toEqual([12.5, 12.5, -3, 1000, 1250, 12500.5, 1e9]);
    for (const text of ['12,5', '1.250,5', '1,25', 'Infinity', '0x10', '1,2,3', '', true, 1e308, 1e10, -2e9])
      expect(typeof parseNumber(text)).toBe('string');
  });

  it('a renamed Orders header is named (row 1), not read as no orders at all (K12)', () => {
    fake.type('Orders KLI', 'B1', 'Orderz');
    refusedBy('Orders KLI row 1, column "Order": no column headed "Order"');
  });

  it('two Treaties rows for one pair of empires are named, the second one by row', () => {
    fake.type('Treaties', 'A8', 'KZI');
    fake.type('Treaties', 'B8', 'KLI');
    fake.type('Treaties', 'C8', 'Peace');
    refusedBy('Treaties row 8, column "Empire A": KLI and KZI already have a row above: one row per pair of empires');
  });

  it('an order cell too long for an order is refused with its reason; the season goes on, every cell fits (K12)', () => {
    fake.type('Orders KLI', 'C3', 'S04>'.repeat(7500)); // 30,000 characters: the Jump's Target
    const seen = fake.ui.alerts.length;
    click('menuCheckWorkbook', ['long Target']);
    expect(fake.ui.alerts[seen].prompt).toContain('Orders KLI row 3, column "Target": holds 30,000 characters, more than the 1,000');
    click('menuProcessSeason', ['long Target']);
    expect(lastAlert().prompt).toMatch(/processed with dice seed/);
    expect(results('Orders KLI')).toMatch(
      /^Y165 Spring: KLI-3 Jump (S04>){10}… → NOT DONE: rejected: the Target cell holds 30,000 characters, more than the 1,000 an order cell may hold$/m,
    );
    expect(results('Orders KLI')).toMatch(/mine developed at S02/); // the other orders were carried out
    expect(results('Orders KZI')).toMatch(/colony developed at S11/);
    expect(longestCell()).toBeLessThanOrEqual(50000);
  });

  it('a line break in Extras separates items as a comma does; it no longer stops the season', () => {
    fake.type('Orders KLI', 'F7', 'name Kahless\nname Kahless');
    click('menuProcessSeason', ['line break']);
    expect(lastAlert().prompt).toMatch(/processed with dice seed/);
    expect(results('Orders KLI')).toMatch(/KLI-1 Build E4 name Kahless\nname Kahless → built KLI-22 \(E4\)/);
  });

  it('a new fleet id with a "+" (or any but letters, digits and "-") refuses the Transfer, by its row', () => {
    fake.type('Orders KLI', 'A8', 'KLI-6');
    fake.type('Orders KLI', 'B8', 'Transfer');
    fake.type('Orders KLI', 'C8', 'KLI+7');
    fake.type('Orders KLI', 'D8', 'KLI-18');
    click('menuProcessSeason', ['Transfer to KLI+7']);
    expect(lastAlert().prompt).toMatch(/processed with dice seed/);
    expect(results('Orders KLI')).toMatch(/NOT DONE: rejected: "KLI\+7" cannot be a new fleet's id: use letters, digits and "-" only/);
    expect(fake.sheetValues('Fleets').some((r) => r[0] === 'KLI+7')).toBe(false);
    // Typed on the Fleets tab, such an id is named: in Battles it would read as a pool of fleets "KLI" and "7" (EaW 28a).
    fake.restoreState(fresh);
    fake.type('Fleets', 'A7', 'KLI+7');
    fake.type('Ships', 'C19', 'KLI+7');
    refusedBy('Fleets row 7, column "Fleet": "KLI+7": a fleet id may not hold "+" or ","');
  });

  it('a fleet put in two battles is named by Check workbook, and Resolve battles refuses plainly', () => {
    const battle = sampleAfterMeeting('battles');
    withoutLiveChecks(battle);
    battle.fake.type('Battles', 'E3', 'KLI-5'); // KLI-5 fights at S20-S27 already
    refusedBy(
      'Battles row 3, column "Fleet A": KLI-5 is already in battle Y165-Summer-S20-S27-1: a fleet fights one battle at a time (EaW 19.0)',
      'menuResolveBattles',
      battle,
    );
  });
});
