// Process Season past its time budget in Private workbooks mode (issue 31: "A long action always
// finishes... No edit is lost"): it hands the admiral workbooks it has not written to follow-up runs,
// one workbook a run here. The follow-up that writes the last admiral's workbook is killed at each of
// its writes (after the workbook is written, before the journal ends, included); the safety net it armed
// (budget.ts) then finishes it, exactly as one run in one go: every cell, every workbook's record of
// what was written into it (blocks.ts), no journal left. On the sample cut to three empires, so the last
// admiral's step is a follow-up's of its own.
import { asNow, JOURNAL, killedNotAsOneGo, oneStepRun, privateCampaign } from './support/journal';
import { cutTo } from './support/twoEmpires';
import { TIME_BUDGET_MS } from '../src/sheets/run/budget';

describe("Process Season handed over: the last admiral's step killed at any write", () => {
  const { addOn, fake } = privateCampaign(cutTo('KLI', 'KZI', 'LYR'));
  const start = fake.saveState();
  fake.failWrite(0);
  addOn.menuProcessSeason();
  const asOneGo = asNow(fake);
  const written = () => (JSON.parse(fake.properties.document[JOURNAL] ?? '{}') as { resume?: { written: string[] } }).resume?.written;
  // Every write past the budget: each run writes one workbook.
  fake.restoreState(start);
  fake.clock.perWrite = TIME_BUDGET_MS;
  addOn.menuProcessSeason();
  const first = written();
  oneStepRun(fake, TIME_BUDGET_MS);
  const second = written();
  const beforeLast = fake.saveState();
  // The last step, alone in its run, is the one stopped.
  const lastStep = () => oneStepRun(fake, TIME_BUDGET_MS);
  fake.failWrite(0);
  lastStep();
  const writes = fake.faults.writes;

  it('hands over after one workbook a run, and the last run finishes it as one run in one go', () => {
    expect(first).toEqual(['KLI']);
    expect(second).toEqual(['KLI', 'KZI']);
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(asOneGo()).toBe(true);
  });

  it('killed at any write, the next run finishes it as one run in one go', () => {
    expect(writes).toBeGreaterThan(5);
    expect(killedNotAsOneGo(fake, beforeLast, lastStep, writes, asOneGo)).toEqual([]);
  }, 120000);
});
