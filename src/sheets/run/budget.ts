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
  /** Whether the budget is spent already (a slow answer to a question): no write that is not budgeted may start. */
  spent(): boolean;
}

/** A deadline `budget` ms from now; `now` is the clock (Date.now in Apps Script; tests move it). */
export function deadline(now: () => number = () => Date.now(), budget = TIME_BUDGET_MS): Deadline {
  const start = now();
  let last: number | undefined;
  let slowest = 0;
  return {
    spent: () => now() - start > budget,
    fits() {
      const t = now();
      if (last !== undefined) slowest = Math.max(slowest, t - last);
      last = t;
      return t - start + slowest <= budget;
    },
  };
}

/**
 * After a question answered late: the GM's tabs are written in one go, unbudgeted, so past the budget
 * nothing is written (the execution could be ended half-way); the GM is told to run it again.
 */
export function tooLate(time: Deadline, title: string): boolean {
  if (!time.spent()) return false;
  const ui = SpreadsheetApp.getUi();
  ui.alert(
    `${title}: nothing was changed`,
    `The question stayed open too long: Google ends a run after 6 minutes, too soon to write everything safely. Run ${title} again and answer within a few minutes.`,
    ui.ButtonSet.OK,
  );
  return true;
}

/** The handler of the follow-up trigger (src/main.ts). */
export const FOLLOW_UP = 'finishInterruptedAction';
/** The follow-up runs a minute after an action handed over (ClockTriggerBuilder.after: "the minimum duration"). */
const FOLLOW_UP_MS = 60 * 1000;
/**
 * The safety net a follow-up run arms as it starts, in case Google stops it too: due only after
 * Google's 6 minutes a run ("Script runtime: 6 min / execution", quotas page above), so it never comes
 * due while the run that armed it holds the lock (a trigger is a separate execution, and its tryLock
 * would fail). The run replaces it with a one-minute follow-up when it hands over, or drops it when done.
 */
export const SAFETY_NET_MS = 7 * 60 * 1000;

/**
 * Makes the one-off trigger that finishes a handed-over action: ScriptApp.newTrigger(fn).timeBased()
 * .after(ms).create() runs `fn` once, at least `ms` later
 * (developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)), as the
 * user who made it. Any earlier one is deleted first (a spent one-off trigger is not documented to go
 * away by itself). Answers a note for the GM when none could be made (e.g. 20 triggers per user per
 * script, developers.google.com/apps-script/guides/services/quotas).
 */
export function followUp(afterMs = FOLLOW_UP_MS): string {
  try {
    dropFollowUps();
    ScriptApp.newTrigger(FOLLOW_UP).timeBased().after(afterMs).create();
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
