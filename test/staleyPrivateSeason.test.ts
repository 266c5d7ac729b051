// Issue 31 (Speed): no single run of an action past Google's 6 minutes at the cost model's high prices.
// The Staley campaign at the bench's 4x size in Play mode Private workbooks, priced as `npm run bench --
// --staley --actions --scale 4 --private` prices it (scripts/bench-actions.ts), up to its first Process
// Season: its GM's part (the GM's own formulas read only in the GM's own columns, rule option J45) and its
// costliest admiral workbook, or every follow-up run it hands over to, each within 6 minutes.
import { actionCosts } from '../scripts/bench-actions';
import { EXECUTION_LIMIT_MS } from '../scripts/bench-cost';
import { STALEY_HOLD, staleyBenchTexts } from '../scripts/bench-staley';

jest.setTimeout(600_000);

describe("Staley's Process Season at 4x in private workbooks (issue 31, rule option J45)", () => {
  it("needs no run longer than Google's 6 minutes at the high prices", () => {
    // The bench's lines are not this test's output.
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const costs = actionCosts(staleyBenchTexts(4), 'Private workbooks', STALEY_HOLD, true);
    quiet.mockRestore();
    const season = costs.filter((c) => c.action.startsWith('Process Season'));
    expect(season.length).toBeGreaterThan(0);
    // Past 6 minutes in all at high, so the one-run bound is what holds it.
    expect(season[0].total.high).toBeGreaterThan(EXECUTION_LIMIT_MS);
    expect(
      costs.map((c) => `${c.action}: ${Math.round(c.longest / 1000)} s`).filter((_, k) => costs[k].longest > EXECUTION_LIMIT_MS),
    ).toEqual([]);
  });
});
