// The whole fake saved and put back: restoreState's tabs, properties, cache, files and triggers, and with
// them everything else a test or the script can change of each file of the drive (its own property
// stores, the dialogs shown and answers queued, the calls counted, faults, locks, clock, users, logs,
// mail sent, refused e-mails). A test file builds a campaign once and hands each test a copy of it put
// back this way: the same as a campaign built afresh, to the script and to the test (admirals.test.ts).
import type { FakeHandle } from './spreadsheet';
import { UiLog } from './ui';
import type { Workbook } from './workbook';

/** A file's fields restoreState and Drive.restore put back, or that never change (fixed at its making). */
const PUT_BACK_ELSEWHERE = new Set([
  'sheets',
  'namedRanges',
  'protections',
  'activeSheet',
  'evaluator',
  'copier',
  'version',
  'name',
  'editors',
  'viewers',
  'deleted',
  'cache',
]);

type Container = unknown[] | Set<unknown> | Map<unknown, unknown> | Record<string, unknown>;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || v instanceof UiLog);
const isContainer = (v: unknown): v is Container => Array.isArray(v) || v instanceof Set || v instanceof Map || isPlain(v);

/** A deep copy of arrays, sets, maps and plain objects; anything else (a function, a file) as it is. */
function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v instanceof Set) return new Set([...v].map(clone)) as T;
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, clone(x)])) as T;
  if (isPlain(v) && !(v instanceof UiLog)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) as T;
  return v;
}

/** Puts `saved` back into `target` in place (the fake's handle and the files share these objects). */
function putBack(target: Container, saved: Container): void {
  if (Array.isArray(target)) target.splice(0, target.length, ...(saved as unknown[]).map(clone));
  else if (target instanceof Set) {
    target.clear();
    (saved as Set<unknown>).forEach((x) => target.add(clone(x)));
  } else if (target instanceof Map) {
    target.clear();
    (saved as Map<unknown, unknown>).forEach((x, k) => target.set(k, clone(x)));
  } else {
    // Every key again in the saved order (a count of calls is listed as it was), each object kept in place.
    const was = { ...target };
    for (const k of Object.keys(target)) delete target[k];
    for (const [k, x] of Object.entries(saved as Record<string, unknown>)) {
      const now = was[k];
      if (isContainer(now) && isContainer(x) && Array.isArray(now) === Array.isArray(x)) {
        putBack(now, x);
        target[k] = now;
      } else target[k] = clone(x);
    }
  }
}

/** The fields of a file that restoreState leaves as they are, copied. */
function fieldsOf(wb: Workbook): Record<string, unknown> {
  // Set only while a trigger of another file runs (drive.ts): it is that file's store itself, not a copy.
  if (wb.triggerDocument) throw new Error('saveWhole: a trigger is running');
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(wb)) {
    if (PUT_BACK_ELSEWHERE.has(k)) continue;
    fields[k] = v instanceof UiLog ? clone({ ...v }) : clone(v);
  }
  return fields;
}

export interface Whole {
  state: unknown;
  files: Map<Workbook, Record<string, unknown>>;
}

/** Everything of the fake, to put back with restoreWhole. */
export function saveWhole(fake: FakeHandle): Whole {
  return { state: fake.saveState(), files: new Map([...fake.drive.files.values()].map((wb) => [wb, fieldsOf(wb)])) };
}

/** The fake as saveWhole found it: what restoreState puts back, and each file's other fields. */
export function restoreWhole(fake: FakeHandle, whole: Whole): void {
  fake.restoreState(whole.state);
  for (const [wb, fields] of whole.files) {
    const target = wb as unknown as Record<string, unknown>;
    for (const k of Object.keys(target)) if (!PUT_BACK_ELSEWHERE.has(k) && !(k in fields)) delete target[k];
    for (const [k, saved] of Object.entries(fields)) {
      const now = target[k];
      if (isContainer(now) && isContainer(saved)) putBack(now, saved as Container);
      else target[k] = clone(saved);
    }
  }
}

/**
 * `build` made once, then put back whole (restoreWhole) at each later call: for tests each starting from
 * it in turn, none holding the fake past its own end.
 */
export function builtOnce<T extends { fake: FakeHandle }>(build: () => T): () => T {
  let built: { made: T; whole: Whole } | undefined;
  return () => {
    if (built) restoreWhole(built.made.fake, built.whole);
    else {
      const made = build();
      built = { made, whole: saveWhole(made.fake) };
    }
    return built.made;
  };
}
