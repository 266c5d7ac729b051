// The fault sweep of issue 18: an action stopped at each of its write points, in each of three modes
// (a write failing once, an outage from there on, the execution killed there); after each, the next
// action is refused, then Recover and the action once more must leave the campaign (and every admiral
// workbook) exactly as one clean run leaves it; an action that keeps no journal (rerunnable) is run
// once more. Used by test/journal.test.ts and the journalPrivate*.test.ts files; the J3 and J4 tests use
// its helpers.
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import type { FakeHandle } from '../fake/spreadsheet';
import type { FaultMode } from '../fake/workbook';
import { Scenario, withoutLiveChecks } from './scenarios';
import { giveAdmiralEmails } from './admiralEmails';

const DIST = join(__dirname, '../../dist');
export const JOURNAL = 'SFB journal';
const MODES: FaultMode[] = ['once', 'outage', 'kill'];

/**
 * Every tab's cells, by tab name in name order (Recover may re-create the Undo tab at another place),
 * and every admiral workbook's, by workbook and tab; each workbook's campaign revision row left out
 * (a recovered campaign is at a later revision than a clean run's).
 */
export function cells(fake: FakeHandle): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  eachTab(fake, (name, rows) => (out[name] = rows.filter(notRevision)));
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((k) => [k, out[k]]),
  );
}

const notRevision = (r: readonly string[]) => r[0] !== 'Campaign revision';

/** Every tab's cells (FakeHandle.contents: shared, unchanged while the tab is), by `cells`' names. */
function eachTab(fake: FakeHandle, f: (name: string, rows: string[][]) => void): void {
  for (const [id, file] of fake.drive.files) {
    const tabs = fake.contents(id);
    const prefix = id === fake.spreadsheet.getId() ? '' : `${file.name}/`;
    for (const name of Object.keys(tabs)) f(prefix + name, tabs[name]);
  }
}

/** A tab's cells as `cells` gives them, as text, worked out once per state of the tab (the sweep compares every tab at each write point). */
const tabText = new WeakMap<string[][], string>();

/** `cells` as text, tab by tab, by name (two states compared tab by tab with no text made twice of a tab left as it was). */
export function cellTexts(fake: FakeHandle): Map<string, string> {
  const out = new Map<string, string>();
  eachTab(fake, (name, rows) => {
    let text = tabText.get(rows);
    if (text === undefined) tabText.set(rows, (text = JSON.stringify(rows.filter(notRevision))));
    out.set(name, text);
  });
  return out;
}

/** Every tab's cells as `cells` gives them (revision rows still in), by `cells`' names: shared, never changed (FakeHandle.contents). */
export function tabRowsOf(fake: FakeHandle): Map<string, readonly (readonly string[])[]> {
  const out = new Map<string, readonly (readonly string[])[]>();
  eachTab(fake, (name, rows) => out.set(name, rows));
  return out;
}

/** Whether two tabs' rows are the same once their revision rows are left out (`cells`), row by row with no text made. */
function sameRows(a: readonly (readonly string[])[] | undefined, b: readonly (readonly string[])[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && !notRevision(a[i])) i++;
    while (j < b.length && !notRevision(b[j])) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    const [x, y] = [a[i++], b[j++]];
    if (x !== y && (x.length !== y.length || x.some((c, k) => c !== y[k]))) return false;
  }
}

/** The names of the tabs (tabRowsOf) whose cells differ between `a` and `b`, in name order. */
export function differingTabs(a: ReturnType<typeof tabRowsOf>, b: ReturnType<typeof tabRowsOf>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].sort().filter((t) => !sameRows(a.get(t), b.get(t)));
}

/** The sample in Private workbooks mode, with every admiral's workbook made; `cut` changes the new sample first (twoEmpires.ts). */
export function privateCampaign(cut?: (loaded: ReturnType<typeof loadAddOn>) => void): ReturnType<typeof loadAddOn> {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  cut?.(loaded);
  return inPrivate(loaded);
}

/** A campaign switched to Private workbooks mode as a GM does it: e-mails given, play mode set, every workbook made. */
export function inPrivate(loaded: ReturnType<typeof loadAddOn>): ReturnType<typeof loadAddOn> {
  toPrivate(loaded);
  loaded.addOn.menuAdmiralWorkbooks();
  return loaded;
}

/** A campaign with its admirals' e-mails given and the play mode set to Private workbooks, no workbook made yet. */
export function toPrivate(loaded: ReturnType<typeof loadAddOn>): ReturnType<typeof loadAddOn> {
  giveAdmiralEmails(loaded);
  const row = loaded.fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Play mode') + 1;
  loaded.fake.spreadsheet.getSheetByName('Campaign')!.getRange(row, 2).setValue('Private workbooks');
  return loaded;
}

/** Each empire's admiral workbook. */
export function admiralsOf(fk: FakeHandle): { empire: string; id: string }[] {
  const empires = fk.sheetValues('Empires');
  const idCol = empires[0].indexOf('Workbook id');
  return empires.slice(1).map((r) => ({ empire: String(r[0]), id: String(r[idCol]) }));
}

/** The row below everything in a workbook's Orders tab (its live check aside), as the admiral sees it now. */
export function freeRow(fk: FakeHandle, id: string): number {
  const rows = fk.valuesOf(id, 'Orders');
  let last = rows.length;
  while (last > 1 && rows[last - 1].slice(0, -1).every((c) => c === '')) last--;
  return last + 1;
}

/** A new order of an empire's (rejected for want of MP at this point of the sample: its Report line shows it ran once). */
export const orderOf = (empire: string, what: string) => [`${empire}-2`, 'Jump', what, '', '', ''];

/**
 * The kinds of write call made since `fake.faults.made` was set: in the campaign or an admiral
 * workbook, on which tab (an empire's own tab, Orders KLI or Report KLI, as any empire's), by which call.
 */
export function writeKinds(fake: FakeHandle): Set<string> {
  const campaign = fake.spreadsheet.getId();
  return new Set(
    (fake.faults.made ?? []).map(
      ({ file, tab, call }) => `${file === campaign ? 'campaign' : 'admiral workbook'} ${tab.replace(/ [A-Z]{3}$/, ' <empire>')} ${call}`,
    ),
  );
}

/**
 * Every write call made since `fake.faults.made` was set, in order: in which file (the first written
 * `file 0`, and so on), on which tab (as writeKinds names it), by which call. Two campaigns giving the
 * same list give a sweep the same write points.
 */
export function writeOrder(fake: FakeHandle): string[] {
  const files = new Map<string, number>();
  return (fake.faults.made ?? []).map(({ file, tab, call }) => {
    if (!files.has(file)) files.set(file, files.size);
    return `file ${files.get(file)} ${tab.replace(/ [A-Z]{3}$/, ' <empire>')} ${call}`;
  });
}

export function lastAlert(fake: FakeHandle) {
  return fake.ui.alerts[fake.ui.alerts.length - 1];
}

/**
 * The fingerprint of the fake's state (fingerprint.ts) with the journal's start time and the live check's
 * cache generation left out. The start time is the wall clock's time, which the script only shows in its
 * messages (and of the script properties' copy of the journal it reads only whether there is one,
 * journal.ts scriptUnfinished), so that the same half-written state reached twice fingerprints the same:
 * a run killed at a write and one whose writes failed from there on (an outage) that left the same.
 */
export function stateOf(fake: FakeHandle): string {
  return fake.fingerprint((p) => {
    // The live check's cache generation (checkCache.ts) counts the journal's steps, however many a path took.
    delete p.script['SFB check generation'];
    for (const store of [p.document, p.script]) {
      const journal = store[JOURNAL];
      if (journal) store[JOURNAL] = JSON.stringify({ ...(JSON.parse(journal) as object), started: '' });
    }
    return p;
  });
}

/**
 * The states already followed to the end, by fingerprint: the action and Recover are deterministic,
 * so a state reached again (at another write point, or in another mode) ends as it did the first time.
 * Answers whether `state` is new, and remembers it.
 */
export function firstTime(seen: Set<string>, state: string): boolean {
  if (seen.has(state)) return false;
  seen.add(state);
  return true;
}

/**
 * One follow-up run of an action that handed over (journal.ts), every write past the time budget
 * (budget.ts), so it makes one step (one admiral workbook) and hands over again, or finishes; a run
 * killed by `fake.failWrite(k, 'kill')` is survived.
 */
export function oneStepRun(fake: FakeHandle, budgetMs: number): void {
  fake.clock.perWrite = budgetMs;
  fake.survive(() => fake.drive.tick());
  fake.clock.perWrite = 0;
}

/**
 * The script properties that record what was written into each workbook (blocks.ts), as text: the
 * admiral workbooks' records and the GM's Orders dropdowns' (orderLists.ts).
 */
export function bookRecords(fake: FakeHandle): string {
  return JSON.stringify(Object.entries(fake.properties.script).filter(([k]) => k.startsWith('SFB book written ')));
}

/** Whether the fake is as it is now: as many files, every cell (`cells`) and every workbook record the same. */
export function asNow(fake: FakeHandle): () => boolean {
  const [files, tabs, records] = [fake.drive.files.size, tabRowsOf(fake), bookRecords(fake)];
  return () => fake.drive.files.size === files && differingTabs(tabs, tabRowsOf(fake)).length === 0 && bookRecords(fake) === records;
}

/**
 * The write points (1 to `writes`) where `run`, from `state` and killed there, is not finished by the
 * follow-ups after it (the safety net the killed run armed, budget.ts) exactly as one run in one go:
 * no journal left and `same()`. A state met before ends as it did (firstTime).
 */
export function killedNotAsOneGo(
  fake: FakeHandle,
  state: ReturnType<FakeHandle['saveState']>,
  run: () => void,
  writes: number,
  same: () => boolean,
): number[] {
  const differ: number[] = [];
  const seen = new Set<string>();
  for (let k = 1; k <= writes; k++) {
    fake.restoreState(state);
    fake.failWrite(k, 'kill');
    run();
    fake.failWrite(0);
    if (!firstTime(seen, stateOf(fake))) continue;
    for (let runs = 0; fake.properties.document[JOURNAL] && runs < 4; runs++) fake.drive.tick();
    if (fake.properties.document[JOURNAL] || !same()) differ.push(k);
  }
  return differ;
}

/**
 * The Orders dropdowns' record forgotten (orderLists.ts, rule option J8): the action writes every
 * dropdown, as after a run stopped while writing them, so the sweep stops it at each of those writes
 * too, whether or not the action changed the lists.
 */
function listsInDoubt(fake: FakeHandle): void {
  for (const k of Object.keys(fake.properties.script)) if (k.startsWith('SFB book written Orders lists ')) delete fake.properties.script[k];
}

/**
 * The sweep over every write point, in each mode. The action is stopped at each write; the next action
 * must be refused while the journal holds it; then Recover and the action once more must end exactly
 * as one clean run. A state met before (the same half-written campaign left by another write point or
 * mode, or the same recovered one) is not followed again: it ends as it did (firstTime).
 */
export function sweep(scenarios: Scenario[], where: string): void {
  describe.each(scenarios)(`$name (${where}) stopped at any write`, ({ name: title, setup, run, rerunnable, full }) => {
    const { addOn, fake } = setup();
    withoutLiveChecks({ addOn, fake });
    listsInDoubt(fake);
    const state = fake.saveState();
    fake.failWrite(0);
    fake.faults.made = [];
    run(addOn);
    const writes = fake.faults.writes;
    const kinds = writeKinds(fake);
    fake.faults.made = undefined;
    const clean = tabRowsOf(fake);
    const files = fake.drive.files.size;
    const seen = new Set<string>();

    it.each(MODES)(
      'in mode %s: then Recover and the action once more leave the campaign exactly as one clean run, at each write',
      (mode) => {
        expect(writes).toBeGreaterThan(5);
        const differ: string[] = [];
        for (let k = 1; k <= writes; k++) {
          fake.restoreState(state);
          fake.ui.alerts.length = 0;
          fake.failWrite(k, mode);
          expect(() => fake.survive(() => run(addOn))).not.toThrow();
          fake.failWrite(0); // the outage is over; a new execution starts
          const journal = fake.properties.document[JOURNAL];
          // Killed at a write, the action is always left unfinished; until recovered, everything but Recover is refused.
          if (mode === 'kill' && !rerunnable) expect(journal).toBeDefined();
          if (journal) {
            run(addOn);
            expect(lastAlert(fake).prompt).toMatch(/was interrupted before it finished.*Run Recover/s);
          }
          // An action that finished told the GM so (a failure after its last campaign write is only a note).
          const finished = fake.ui.alerts.some((a) => a.title === title);
          const stopped = `${finished} ${stateOf(fake)}`;
          if (!firstTime(seen, stopped)) continue;
          addOn.menuRecover();
          expect(fake.properties.document[JOURNAL]).toBeUndefined();
          if (!firstTime(seen, `recovered ${finished} ${stateOf(fake)}`)) continue;
          if (!finished) run(addOn);
          expect(fake.properties.document[JOURNAL]).toBeUndefined();
          // No admiral workbook was made twice (issue 18 item 5).
          expect(fake.drive.files.size).toBe(files);
          const tabs = differingTabs(clean, tabRowsOf(fake));
          if (tabs.length) differ.push(`write ${k}: ${tabs.join(', ')}`);
        }
        expect(differ).toEqual([]);
      },
      300000,
    );

    // A smaller campaign swept in place of the sample: it has every kind of write point the sample has.
    if (full)
      it('is swept at every kind of write the action makes on the whole sample', () => {
        const whole = full();
        withoutLiveChecks(whole);
        listsInDoubt(whole.fake);
        whole.fake.failWrite(0);
        whole.fake.faults.made = [];
        run(whole.addOn);
        expect(whole.fake.faults.writes).toBeGreaterThan(writes);
        expect([...writeKinds(whole.fake)].filter((k) => !kinds.has(k))).toEqual([]);
      });
  });
}
