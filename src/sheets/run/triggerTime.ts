// The trigger runtime this add-on's own trigger runs took in the day (rule option J65). Google allows a
// user's triggers "Triggers total runtime: 90 min / day" (consumer accounts,
// developers.google.com/apps-script/guides/services/quotas); once it is spent no trigger runs, the
// change trigger on the GM's spreadsheet neither (J50), and a GM's edit made while an action runs would
// then go unreported. Google tells a script nothing of what is left: this count of the add-on's own runs
// (follow-ups, live checks, the cache fill) is what it can know, a lower bound. Past TRUSTED_MS of it the
// change trigger is no longer trusted to have reported every change (process.ts, J50's last look).

const KEY = 'SFB trigger runtime';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Two thirds of Google's 90 minutes: the GM's other scripts may spend the same quota, unseen here. */
const TRUSTED_MS = 60 * 60 * 1000;
/** Google ends an execution at 6 minutes, and no code runs after: a run that may be ended is charged that first. */
const EXECUTION_MS = 6 * 60 * 1000;

/** The day's count: when it began (the first run charged, as Google's day begins), and the ms charged since. */
function counted(now: number): { day: number; ms: number } {
  const [day, ms] = (PropertiesService.getScriptProperties().getProperty(KEY) ?? '').split(':').map(Number);
  return now - day < DAY_MS && ms >= 0 ? { day, ms } : { day: now, ms: 0 };
}

function charge(ms: number): void {
  const now = Date.now();
  const c = counted(now);
  PropertiesService.getScriptProperties().setProperty(KEY, `${c.day}:${Math.max(0, c.ms + ms)}`);
}

/**
 * Runs the trigger run `fn`, charging its runtime to the day's count. `long`: a run Google may end
 * (a follow-up): charged 6 minutes before it starts, its real time once it ends.
 */
export function asTriggerRun(fn: () => void, long = false): void {
  const started = Date.now();
  if (long) charge(EXECUTION_MS);
  try {
    fn();
  } finally {
    charge(Date.now() - started - (long ? EXECUTION_MS : 0));
  }
}

/** Whether the add-on's own trigger runs took TRUSTED_MS or more today: the change trigger may not run. */
export function triggerTimeLow(): boolean {
  return counted(Date.now()).ms >= TRUSTED_MS;
}
