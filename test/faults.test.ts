// A fault at every write call: Process Season, Resolve battles and Undo are all-or-nothing. For each k,
// the k-th write call of the action throws (as a Sheets service error would); afterwards every tab
// holds what it held before or what a clean run writes, and the GM got a plain message, never a trace.
import { join } from 'path';
import { loadAddOn, AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';

const DIST = join(__dirname, '../dist');

interface Scenario {
  name: string;
  /** A campaign ready for the action. */
  setup: () => { addOn: AddOn; fake: FakeHandle };
  run: (addOn: AddOn) => void;
}

function sample() {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  return loaded;
}

/** Summer with two battles, both auto-resolved: Resolve battles has results to apply. */
function battlesToResolve() {
  const loaded = sample();
  const { addOn, fake } = loaded;
  addOn.menuProcessSeason();
  fake.spreadsheet
    .getSheetByName('Orders KLI')!
    .getRange('A2:F3')
    .setValues([
      ['KLI-3', 'Jump', 'S18 > S17', '', '', ''],
      ['KLI-5', 'Jump', 'S20 > S27', '', '', ''],
    ]);
  fake.spreadsheet
    .getSheetByName('Orders KZI')!
    .getRange('A2:F2')
    .setValues([['KZI-6', 'Jump', 'S27 > S20', '', '', '']]);
  addOn.menuProcessSeason();
  const battles = fake.spreadsheet.getSheetByName('Battles')!;
  const rows = battles.getDataRange().getValues();
  const status = rows[0].indexOf('Status');
  battles.getRange(2, status + 1, rows.length - 1, 1).setValues(rows.slice(1).map(() => ['Auto']));
  addOn.menuAutoResolve();
  return loaded;
}

function processed() {
  const loaded = sample();
  loaded.addOn.menuProcessSeason();
  return loaded;
}

const SCENARIOS: Scenario[] = [
  { name: 'Process Season', setup: sample, run: (a) => a.menuProcessSeason() },
  { name: 'Resolve battles', setup: battlesToResolve, run: (a) => a.menuResolveBattles() },
  { name: 'Undo last processing', setup: processed, run: (a) => a.menuUndoProcessing() },
];

/** What a stack trace or a raw exception looks like in a message. */
const RAW = /\bat \S+ \(|\bat \S+:\d+|TypeError|ReferenceError|\bError:|undefined|\[object /;

describe.each(SCENARIOS)('a write fault during $name', ({ setup, run }) => {
  const { addOn, fake } = setup();
  // The custom functions' live checks are not what is tested here: blank them so each run is quick.
  fake.setFunctions(
    Object.fromEntries(
      Object.keys(addOn)
        .filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k))
        .map((k) => [k, () => '']),
    ),
  );
  const state = fake.saveState();
  const before = fake.contents();
  fake.failWrite(0);
  run(addOn);
  const writes = fake.faults.writes;
  const after = fake.contents();

  it('is an action with write calls that changes the campaign', () => {
    expect(writes).toBeGreaterThan(5);
    expect(after).not.toEqual(before);
  });

  it('leaves every tab as before or as a clean run leaves it, with a plain message, at each write call', () => {
    const outcomes: string[] = [];
    for (let k = 1; k <= writes; k++) {
      fake.restoreState(state);
      fake.failWrite(k);
      expect(() => run(addOn)).not.toThrow();
      const now = fake.contents();
      const alert = fake.ui.alerts[fake.ui.alerts.length - 1];
      expect(alert.prompt).not.toMatch(RAW);
      const same = JSON.stringify(now) === JSON.stringify(before);
      const done = JSON.stringify(now) === JSON.stringify(after);
      if (!same && !done) {
        const differ = Object.keys({ ...before, ...now }).filter(
          (t) => JSON.stringify(before[t]) !== JSON.stringify(now[t]) && JSON.stringify(after[t]) !== JSON.stringify(now[t]),
        );
        throw new Error(
          `write ${k} of ${writes}: neither before nor after in ${differ.join(', ')}; the GM read "${alert.title}: ${alert.prompt}"`,
        );
      }
      if (same) expect(alert.title).toMatch(/nothing was changed|failed/);
      outcomes.push(same ? 'before' : 'after');
    }
    expect(outcomes).toContain('before');
    expect(fake.faults.writes).toBeGreaterThanOrEqual(writes); // the last run got as far as the clean one
  }, 120000);
});
