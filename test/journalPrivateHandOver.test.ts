// Process Season past its time budget in Private workbooks mode (issue 31: "A long action always
// finishes... No edit is lost"): it hands the admiral workbooks it has not written to follow-up runs,
// one workbook a run here. The follow-up that writes the last admiral's workbook is killed at each of
// its writes (after the workbook is written, before the journal ends, included); the safety net it armed
// (budget.ts) then finishes it, exactly as one run in one go: every cell, every workbook's record of
// what was written into it (blocks.ts), no journal left. On the sample cut to three empires, so the last
// admiral's step is a follow-up's of its own.
import { cells, firstTime, JOURNAL, privateCampaign, stateOf } from './support/journal';
import { cutTo } from './support/twoEmpires';
import { TIME_BUDGET_MS } from '../src/sheets/run/budget';

describe("Process Season handed over: the last admiral's step killed at any write", () => {
  const { addOn, fake } = privateCampaign(cutTo('KLI', 'KZI', 'LYR'));
  const start = fake.saveState();
  fake.failWrite(0);
  addOn.menuProcessSeason();
  const oneGoText = JSON.stringify(cells(fake));
  const files = fake.drive.files.size;
  const records = () => JSON.stringify(Object.entries(fake.properties.script).filter(([k]) => k.startsWith('SFB book written ')));
  const recorded = records();
  const written = () => (JSON.parse(fake.properties.document[JOURNAL] ?? '{}') as { resume?: { written: string[] } }).resume?.written;
  // Every write past the budget: each run writes one workbook.
  fake.restoreState(start);
  fake.clock.perWrite = TIME_BUDGET_MS;
  addOn.menuProcessSeason();
  const first = written();
  fake.survive(() => fake.drive.tick());
  const second = written();
  fake.clock.perWrite = 0;
  const beforeLast = fake.saveState();
  // The last step, alone in its run, is the one stopped.
  const lastStep = () => {
    fake.clock.perWrite = TIME_BUDGET_MS;
    fake.survive(() => fake.drive.tick());
    fake.clock.perWrite = 0;
  };
  fake.failWrite(0);
  lastStep();
  const writes = fake.faults.writes;

  it('hands over after one workbook a run, and the last run finishes it as one run in one go', () => {
    expect(first).toEqual(['KLI']);
    expect(second).toEqual(['KLI', 'KZI']);
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(JSON.stringify(cells(fake))).toBe(oneGoText);
    expect(records()).toBe(recorded);
  });

  it('killed at any write, the next run finishes it as one run in one go', () => {
    expect(writes).toBeGreaterThan(5);
    const differ: number[] = [];
    const seen = new Set<string>();
    for (let k = 1; k <= writes; k++) {
      fake.restoreState(beforeLast);
      fake.failWrite(k, 'kill');
      lastStep();
      fake.failWrite(0);
      if (!firstTime(seen, stateOf(fake))) continue;
      // The safety net the killed run armed runs next (budget.ts).
      for (let runs = 0; fake.properties.document[JOURNAL] && runs < 4; runs++) fake.drive.tick();
      const same = !fake.properties.document[JOURNAL] && fake.drive.files.size === files;
      if (!same || JSON.stringify(cells(fake)) !== oneGoText || records() !== recorded) differ.push(k);
    }
    expect(differ).toEqual([]);
  }, 120000);
});
