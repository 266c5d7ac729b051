// The time an action allows itself in one execution. Google stops a script at 6 minutes ("Script
// runtime: 6 min / execution", developers.google.com/apps-script/guides/services/quotas), with no code
// running after; an action that would pass TIME_BUDGET_MS stops at a safe point instead and hands the
// rest to a follow-up execution (process.ts, journal.ts), leaving 2 minutes for the step under way.

export const TIME_BUDGET_MS = 4 * 60 * 1000;

/** Steps run against the budget: another one may start while one as long as the slowest so far still fits. */
export interface Deadline {
  /** Called before each step: whether it fits (the first call only starts the timing of steps). */
  fits(): boolean;
}

/** A deadline `budget` ms from now; `now` is the clock (Date.now in Apps Script; tests move it). */
export function deadline(now: () => number = () => Date.now(), budget = TIME_BUDGET_MS): Deadline {
  const start = now();
  let last: number | undefined;
  let slowest = 0;
  return {
    fits() {
      const t = now();
      if (last !== undefined) slowest = Math.max(slowest, t - last);
      last = t;
      return t - start + slowest <= budget;
    },
  };
}
