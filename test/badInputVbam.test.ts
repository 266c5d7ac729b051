// Bad input never crashes anything and never loses data, in VBAM-SFB too (the proof badInput.test.ts
// gives Empires at War). Seeded trials type junk into a few cells of the VBAM sample, headers included:
// the shared tabs, VBAM's own (Sectors, Colonies, Tech, Unit list, Construction, Mothballed, Misc items,
// Civilian fleets, Cargo, Random events, Standing orders) and the Orders tabs. Then Check workbook, Check
// orders and Process Season (a VBAM turn), and Undo when the turn went through; and the battle actions
// (VB90) on a turn that made a battle. Every message is plain; a refusal leaves every tab as it was.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { withoutLiveChecks } from './support/scenarios';
import { scenarioAtS0401 } from './support/vbamBattle';
import { battleActions, JUNK, seasonAllOrNothing, spoil, noFormulaThrows, SHARED_TABS } from './support/badInput';

/** What a VBAM admiral or GM types by mistake, besides what anyone does: VBAM's ids, orders and words. */
const VBAM_JUNK = [
  ...JUNK,
  'S0401',
  'S9999',
  'KLI-2',
  'FED-01',
  'D7',
  'Demand',
  'Evade',
  'Colonize',
  'Contested: KLI, KZI',
  '2/3',
  'Scout(1), Slow',
  'Y168 Turn 1',
  'Turn 99',
];

/** The tabs a VBAM GM or admiral types into: the shared ones, VBAM's own, the Orders. */
const TABS = [
  'Orders FED',
  'Orders KLI',
  'Orders ROM',
  'Orders KZI',
  ...SHARED_TABS,
  'Sectors',
  'Colonies',
  'Tech',
  'Unit list',
  'Construction',
  'Mothballed',
  'Misc items',
  'Civilian fleets',
  'Cargo',
  'Random events',
  'Standing orders',
];

const TRIALS = 40;

const vbam = loadAddOn(join(__dirname, '../dist'));
vbam.addOn.menuNewVbamSampleCampaign();
withoutLiveChecks(vbam);
const fresh = vbam.fake.saveState();

describe('bad input, VBAM-SFB', () => {
  const outcomes = { processed: 0, refused: 0 };

  it.each(Array.from({ length: TRIALS }, (_, i) => i))('trial %i: plain messages, and every action all or nothing', (trial) => {
    vbam.fake.restoreState(fresh);
    outcomes[seasonAllOrNothing(spoil(`vbam bad input ${trial}`, vbam.fake, TABS, VBAM_JUNK), vbam)]++;
  });

  it('covers both outcomes: some junk is refused, some is processed around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.processed).toBeGreaterThan(0);
  });
});

describe('bad input, VBAM-SFB, in the live checks', () => {
  // The custom functions (each Orders tab's check, DECLARE_CHANCE on Treaties) answer junk with words.
  const live = loadAddOn(join(__dirname, '../dist'));
  live.addOn.menuNewVbamSampleCampaign();
  const start = live.fake.saveState();

  it('starts with no formula error', () => expect(live.fake.formulaErrors()).toEqual({}));

  it.each(Array.from({ length: 10 }, (_, i) => i))('trial %i: no custom function throws', (trial) => {
    live.fake.restoreState(start);
    noFormulaThrows(spoil(`vbam bad input ${trial}`, live.fake, TABS, VBAM_JUNK), live.fake);
  });
});

describe('bad input, VBAM-SFB, while a battle is pending (VB90)', () => {
  // Turn 1 made the scenario at S0401, marked Auto so that Auto-resolve takes it. The GM types junk into
  // the battle tabs (or those they read), then runs Update battles, Auto-resolve and Resolve battles.
  const battle = scenarioAtS0401();
  const rows = battle.fake.sheetValues('Battles');
  battle.fake.type('Battles', `G${rows.length}`, 'Auto');
  withoutLiveChecks(battle);
  const start = battle.fake.saveState();
  const BATTLE_TABS = ['Battles', 'Battles', 'Battle ships', 'Battle ships', 'Fleets', 'Ships', 'Standing orders', 'Campaign', 'Treaties'];
  const outcomes = { refused: 0, done: 0 };

  it('the sample makes one battle, its Status column G', () => {
    expect(rows.length).toBe(2);
    expect(rows[0][6]).toBe('Status');
  });

  it.each(Array.from({ length: 20 }, (_, i) => i))('trial %i: plain messages, and every battle action all or nothing', (trial) => {
    battle.fake.restoreState(start);
    battleActions(spoil(`vbam bad input ${1000 + trial}`, battle.fake, BATTLE_TABS, VBAM_JUNK), battle, outcomes);
  });

  it('covers both outcomes: some junk is refused, some is resolved around', () => {
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.done).toBeGreaterThan(0);
  });
});
