// The time an action allows itself in one execution. Google stops a script at 6 minutes ("Script
// runtime: 6 min / execution", developers.google.com/apps-script/guides/services/quotas), with no code
// running after; an action that would pass TIME_BUDGET_MS stops at a safe point instead and hands the
// rest to a follow-up execution (process.ts, journal.ts), leaving 2 minutes for the step under way:
// a one-off clock trigger made here, whose run continuation.ts finishes the action in.

import { progress, Resume } from './journal';
import { message } from '../views/words';

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

/** The handler of the follow-up trigger (src/main.ts). */
export const FOLLOW_UP = 'finishInterruptedAction';
/** The follow-up runs a minute after an action handed over (ClockTriggerBuilder.after: "the minimum duration"). */
const FOLLOW_UP_MS = 60 * 1000;

/**
 * Makes the one-off trigger that finishes a handed-over action: ScriptApp.newTrigger(fn).timeBased()
 * .after(ms).create() runs `fn` once, at least `ms` later
 * (developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)), as the
 * user who made it. Any earlier one is deleted first (a spent one-off trigger is not documented to go
 * away by itself). Answers a note for the GM when none could be made (e.g. 20 triggers per user per
 * script, developers.google.com/apps-script/guides/services/quotas).
 */
export function followUp(): string {
  try {
    dropFollowUps();
    ScriptApp.newTrigger(FOLLOW_UP).timeBased().after(FOLLOW_UP_MS).create();
    return '';
  } catch (e) {
    return `No follow-up run could be scheduled (${message(e)}): run Recover to finish it.`;
  }
}

export function dropFollowUps(): void {
  for (const t of ScriptApp.getProjectTriggers()) if (t.getHandlerFunction() === FOLLOW_UP) ScriptApp.deleteTrigger(t);
}

/** What the GM is told when an action hands the rest of its admiral workbooks to a follow-up run. */
export function handedOver(title: string, r: Resume, later: string): string {
  return (
    `${title} took longer than one run may, so ${progress(r)}: ` +
    (later || 'a follow-up run writes the others within minutes (or run Recover to finish it now).') +
    ' Until then every other action waits.'
  );
}
