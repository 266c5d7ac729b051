// A fault at every write call: Process Season, Resolve battles and Undo are all-or-nothing. For each k,
// the k-th write call of the action throws (as a Sheets service error would); afterwards every tab
// holds what it held before or what a clean run writes, and the GM got a plain message, never a trace.
import { SCENARIOS, withoutLiveChecks } from './support/scenarios';

/** What a stack trace or a raw exception looks like in a message. */
const RAW = /\bat \S+ \(|\bat \S+:\d+|TypeError|ReferenceError|\bError:|undefined|\[object /;

describe.each(SCENARIOS)('a write fault during $name', ({ setup, run }) => {
  const { addOn, fake } = setup();
  withoutLiveChecks({ addOn, fake });
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
