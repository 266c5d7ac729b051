// A tab deleted while an action runs (issue 31; rule options J80, J81). Google documents nothing about a
// Sheet object whose tab is gone; the fake refuses every call on it (test/fake/base.ts, J80), as the
// conservative reading. A person deletes a tab (an Orders tab, a campaign state tab, Log, the Undo tab,
// an admiral workbook's tab) before each k-th write call of an action (fake.injectAtWrite: another
// execution, between two of the action's calls). Whatever the point, the action ends either complete
// (every other tab as one clean run leaves it: the tab was deleted after the action last wrote it) or
// refused with the campaign as it was and a plain message naming the deleted tab (a tab the action had
// begun to rewrite made again from its undo snapshot); never half-written, never thrown at the GM.
// Left for Recover (an admiral workbook it could not put back), Recover puts everything back (a workbook's
// deleted tab made again by Create / update, which the next action asks for). A tab deleted after an
// action was stopped half-way is made again by Recover. The first Create / update, Empires deleted under it,
// says so and names each workbook it made.
import type { AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import { admiralsOf, cells, cellTexts, firstTime, inPrivate, JOURNAL, lastAlert, stateOf, toPrivate } from './support/journal';
import { withoutLiveChecks } from './support/scenarios';
import { builtOnce, restoreWhole, saveWhole } from './fake/whole';
import { twoEmpires } from './support/twoEmpires';
import { loadAddOn } from './fake/addon';
import { join } from 'path';
import { findTab, isComputed } from '../sheets-templates/schema';
import { TIME_BUDGET_MS } from '../src/sheets/run/budget';

const DIST = join(__dirname, '../dist');

type Loaded = { addOn: AddOn; fake: FakeHandle };

interface Case {
  name: string;
  setup: () => Loaded;
  run: (a: AddOn, fake: FakeHandle) => void;
  /** The title of the action's own alert when it completes. */
  title: string;
  /** The tabs deleted, each as `cells` names it (a workbook's as "<file name>/<tab>"), and how to delete it. */
  tabs: string[];
}

/**
 * One add-on and fake for the file: the two-empire sample made once, and each campaign built from it put
 * back whole (whole.ts: the same, to the script and to the test, as one built afresh) where it starts.
 */
const loaded: Loaded = loadAddOn(DIST);
loaded.addOn.menuNewSampleCampaign();
twoEmpires(loaded);
const cut = saveWhole(loaded.fake);

/** The two-empire sample (live checks on), as a new campaign cut gives it. */
function sample(): Loaded {
  restoreWhole(loaded.fake, cut);
  return loaded;
}

function shared(): Loaded {
  withoutLiveChecks(sample());
  return loaded;
}

function processedShared(): Loaded {
  sample().addOn.menuProcessSeason();
  withoutLiveChecks(loaded);
  return loaded;
}

/** The two-empire sample in Private workbooks mode, every workbook made (journal.ts privateCampaign), built once. */
const privateBuilt = builtOnce(() => inPrivate(sample()));
function privateTwo(): Loaded {
  withoutLiveChecks(privateBuilt());
  return loaded;
}

const undo = (a: AddOn, fake: FakeHandle) => {
  fake.ui.queueResponse('YES');
  a.menuUndoProcessing();
};

const CASES: Case[] = [
  {
    name: 'Process Season (shared)',
    setup: shared,
    run: (a) => a.menuProcessSeason(),
    title: 'Process Season',
    tabs: ['Orders KLI', 'Ships', 'Log', 'Undo'],
  },
  {
    name: 'Undo last processing (shared)',
    setup: processedShared,
    run: undo,
    title: 'Undo last processing',
    tabs: ['Ships', 'Log', 'Undo'],
  },
  {
    name: 'Undo last processing (private)',
    setup: () => {
      const loaded = privateTwo();
      loaded.addOn.menuProcessSeason();
      return loaded;
    },
    run: undo,
    title: 'Undo last processing',
    tabs: ['Fleets', 'Undo'],
  },
  {
    name: 'Process Season (private)',
    setup: privateTwo,
    run: (a) => a.menuProcessSeason(),
    title: 'Process Season',
    tabs: ['Fleets', 'KLI/Orders', 'KLI/Report'],
  },
];

/** The tab `tab` names (KLI/Orders: the Orders tab of KLI's admiral workbook), if there is one now, and its file. */
function tabNamed(fake: FakeHandle, tab: string) {
  const [empire, name] = tab.includes('/') ? tab.split('/') : [undefined, tab];
  const id = empire ? admiralsOf(fake).find((b) => b.empire === empire)!.id : fake.spreadsheet.getId();
  const wb = fake.drive.require(id);
  return { id, wb, sheet: wb.sheets.find((s) => s.name === name) };
}

/** Deletes a tab as a person would: `KLI/Orders` is the Orders tab of KLI's admiral workbook. */
function deleteTab(fake: FakeHandle, tab: string): void {
  const { id, wb, sheet } = tabNamed(fake, tab);
  if (!sheet) return;
  wb.removeSheet(sheet);
  // A person's change: the change triggers on that file run (Google raises REMOVE_GRID; the fake's is an EDIT).
  fake.drive.changed(id, wb.activeUser);
}

/** A `cells` name with a workbook's tabs under its empire (KLI/Orders), as the cases name them. */
function namer(fake: FakeHandle): (k: string) => string {
  // Empires' stored rows (fake.contents: the empire and the workbook id are typed values, not formulas), as admiralsOf reads them.
  const [header, ...rows] = fake.contents().Empires ?? [[]];
  const at = header.indexOf('Workbook id');
  const books = new Map(rows.filter((r) => r[at]).map((r) => [fake.drive.require(r[at]).name, r[0]]));
  return (k) => {
    const [file, tab] = k.includes('/') ? [k.slice(0, k.lastIndexOf('/')), k.slice(k.lastIndexOf('/') + 1)] : ['', k];
    return file ? `${books.get(file) ?? file}/${tab}` : k;
  };
}

/** `cells` with a workbook's tabs under its empire (KLI/Orders), as the cases name them. */
function named(fake: FakeHandle): Record<string, string[][]> {
  const name = namer(fake);
  return Object.fromEntries(Object.entries(cells(fake)).map(([k, v]) => [name(k), v]));
}

/** `named` as text, tab by tab (cellTexts: a tab's text made once per state of the tab). */
function namedTexts(fake: FakeHandle): Map<string, string> {
  const name = namer(fake);
  return new Map([...cellTexts(fake)].map(([k, v]) => [name(k), v]));
}

/** The tabs two states differ in, as `differ` names them. */
const differTexts = (a: Map<string, string>, b: Map<string, string>, ...left: string[]) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((k) => !left.includes(k) && a.get(k) !== b.get(k)).join(', ');

/** A GM tab's rows cut to its data columns (a workbook's tab whole). */
function dataOf(tab: string, rows: string[][]): string[][] {
  const spec = tab.includes('/') ? undefined : findTab(tab);
  if (!spec) return rows;
  const width = spec.columns.filter((c) => !isComputed(c)).length;
  const trimmed = (r: string[]) => {
    let n = r.length;
    while (n > 0 && r[n - 1] === '') n--;
    return r.slice(0, n);
  };
  return rows.map((r, i) => (i === 0 ? r : trimmed(r.slice(0, width))));
}

const dataCells = (all: Record<string, string[][]>, tab: string) => ({ ...all, [tab]: dataOf(tab, all[tab]) });

const differ = (a: Record<string, string[][]>, b: Record<string, string[][]>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).join(', ');

describe.each(CASES)('a tab deleted while $name runs', (c) => {
  const { addOn, fake } = c.setup();
  const whole = saveWhole(fake);
  const start = whole.state;
  const before = named(fake);
  const beforeTexts = namedTexts(fake);
  fake.failWrite(0);
  // The write calls before which a tab is not there (the action deleted it, to make it again): deleted
  // there, it is not found, nothing happens, and the run is this clean one (faults.made is told of each
  // write call just where injectAtWrite's edit would be made).
  const absent = new Map(c.tabs.map((t) => [t, new Set<number>()]));
  const made: typeof fake.faults.made & object = [];
  made.push = (...calls) => {
    for (const [t, at] of absent) if (!tabNamed(fake, t).sheet) at.add(fake.faults.writes);
    return Array.prototype.push.apply(made, calls);
  };
  fake.faults.made = made;
  c.run(addOn, fake);
  fake.faults.made = undefined;
  const writes = fake.faults.writes;
  const clean = namedTexts(fake);
  expect(lastAlert(fake).title).toBe(c.title);
  expect(fake.properties.document[JOURNAL]).toBeUndefined();

  it.each(c.tabs)('%s: complete, or refused with the campaign as it was and the tab named', (tab) => {
    restoreWhole(fake, whole);
    const seen = { complete: 0, refused: 0 };
    const wrong: string[] = [];
    for (let k = 1; k <= writes; k++) {
      // No tab to delete at this write: the run is the clean one, complete and as clean.
      if (absent.get(tab)!.has(k)) {
        seen.complete++;
        continue;
      }
      fake.restoreState(start);
      fake.ui.alerts.length = 0;
      fake.failWrite(0);
      fake.injectAtWrite(k, () => deleteTab(fake, tab));
      try {
        c.run(addOn, fake);
      } catch (e) {
        wrong.push(`write ${k}: thrown at the GM: ${String(e)}`);
        continue;
      }
      const said = lastAlert(fake);
      const now = namedTexts(fake);
      if (fake.properties.document[JOURNAL] !== undefined) {
        // Left for Recover, which the message asks for: Recover puts everything back.
        if (!said.prompt.includes('Recover')) wrong.push(`write ${k}: left for Recover unsaid (${said.title}: ${said.prompt})`);
        addOn.menuRecover();
        // An admiral workbook's tab deleted stays so: the next action names it, and Create / update makes it again.
        if (tab.includes('/') && !namedTexts(fake).has(tab)) addOn.menuAdmiralWorkbooks();
        const off = differTexts(namedTexts(fake), beforeTexts, 'Undo');
        if (fake.properties.document[JOURNAL] !== undefined || off)
          wrong.push(`write ${k}: not recovered (${off}: ${lastAlert(fake).prompt})`);
        else seen.refused++;
      } else if (said.title === c.title) {
        seen.complete++;
        const off = differTexts(now, clean, tab);
        if (off) wrong.push(`write ${k}: complete but not as a clean run (${off}: ${said.prompt.slice(-400)})`);
      } else {
        seen.refused++;
        // A GM tab by its name; an admiral workbook's by the workbook, which the action rewrites whole.
        const [empire] = tab.split('/');
        const plain = tab.includes('/') ? said.prompt.includes(`${empire}'s admiral workbook`) : said.prompt.includes(`The tab ${tab}`);
        if (!plain) wrong.push(`write ${k}: "${said.title}" does not name the deleted tab: ${said.prompt}`);
        // Made again from the undo snapshot, or left deleted when the action had not touched it yet.
        // Made again, a GM tab holds its data columns (its computed ones are formulas again, worked out afresh).
        const rows = now.has(tab) ? (JSON.parse(now.get(tab)!) as string[][]) : before[tab];
        const back = new Map(now).set(tab, JSON.stringify(dataOf(tab, rows)));
        // Log, only added to, is made again with its header alone (J81).
        const want = new Map(beforeTexts).set(
          tab,
          JSON.stringify(tab === 'Log' && now.has(tab) && rows.length === 1 ? before.Log.slice(0, 1) : dataOf(tab, before[tab])),
        );
        const off = differTexts(back, want, 'Undo');
        const first = (texts: Map<string, string>) =>
          JSON.stringify((JSON.parse(texts.get(off.split(', ')[0]) ?? 'null') as string[][] | null)?.slice(0, 3));
        if (off) wrong.push(`write ${k}: refused but not as it was (${off}: ${first(back)} for ${first(want)})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.refused).toBeGreaterThan(0);
  });
});

describe('a tab deleted after an action was stopped half-way', () => {
  const { addOn, fake } = shared();
  const before = cells(fake);
  const whole = saveWhole(fake);
  const start = whole.state;
  fake.failWrite(0);
  addOn.menuProcessSeason();
  const writes = fake.faults.writes;

  it.each(['Fleets', 'Log'])('Recover makes %s again as it was before the action', (tab) => {
    restoreWhole(fake, whole);
    const seen = new Set<string>();
    let recovered = 0;
    for (let k = 2; k <= writes; k += 3) {
      fake.restoreState(start);
      fake.failWrite(k, 'kill');
      fake.survive(() => addOn.menuProcessSeason());
      fake.failWrite(0);
      if (fake.properties.document[JOURNAL] === undefined) continue;
      deleteTab(fake, tab);
      // The execution ended: a state met before (another write point that left the same) recovers as it did (firstTime).
      if (!firstTime(seen, stateOf(fake))) continue;
      fake.ui.alerts.length = 0;
      addOn.menuRecover();
      expect(fake.properties.document[JOURNAL]).toBeUndefined();
      // Stopped before its undo point was whole, the action wrote no campaign tab: the deletion is the GM's own.
      if (lastAlert(fake).prompt.includes('before it changed any campaign tab')) continue;
      expect(lastAlert(fake).prompt).toContain(`The tab ${tab} was made again`);
      expect(differ(dataCells(cells(fake), tab), dataCells(before, tab))).toBe('');
      recovered++;
    }
    expect(recovered).toBeGreaterThan(0);
  });
});

describe('a tab deleted while the first Admiral workbooks: Create / update runs', () => {
  toPrivate(sample());
  withoutLiveChecks(loaded);
  const { addOn, fake } = loaded;
  const whole = saveWhole(fake);
  const start = whole.state;
  fake.failWrite(0);
  addOn.menuAdmiralWorkbooks();
  const writes = fake.faults.writes;

  it.each(['Empires', 'Orders KLI'])('%s: never thrown at the GM, and each workbook made is named or its loss said', (tab) => {
    restoreWhole(fake, whole);
    const wrong: string[] = [];
    let said = 0;
    for (let k = 1; k <= writes; k += 4) {
      fake.restoreState(start);
      fake.ui.alerts.length = 0;
      fake.failWrite(0);
      fake.injectAtWrite(k, () => deleteTab(fake, tab));
      try {
        addOn.menuAdmiralWorkbooks();
      } catch (e) {
        wrong.push(`write ${k}: thrown at the GM: ${String(e)}`);
        continue;
      }
      const prompt = lastAlert(fake).prompt;
      if (fake.properties.document[JOURNAL] !== undefined) wrong.push(`write ${k}: left for Recover`);
      // Empires records each workbook's id: deleted before it was written, the GM is told, with the id made.
      const named = (prompt.match(/docs\.google\.com\/spreadsheets\/d\//g) ?? []).length === 2;
      if (prompt.includes(`The tab ${tab} was deleted while the action ran`)) said++;
      else if (!named) wrong.push(`write ${k}: neither complete nor said: ${prompt}`);
    }
    expect(wrong).toEqual([]);
    if (tab === 'Empires') expect(said).toBeGreaterThan(0);
  });
});

/** Whether tab `tab` ("KLI/Orders") is protected as Create / update sets it: GM only, the Orders tab's order columns open. */
function protectedTab(fake: FakeHandle, tab: string): boolean {
  const [empire, name] = tab.split('/');
  const wb = fake.drive.require(admiralsOf(fake).find((b) => b.empire === empire)!.id);
  const sheet = wb.sheets.find((s) => s.name === name);
  const p = wb.protections.find((x) => x.sheet === sheet);
  return !!p && (name !== 'Orders' || p.unprotected.length > 0);
}

/**
 * J82: what an action left of workbook tab `tab` ("KLI/Orders") deleted before or while it wrote the
 * workbook, against a clean run's `clean`, given what the GM was told (`said`): made again as the clean
 * run writes it, protected and said; or not written, named with Create / update, which the next action
 * asks for too; or deleted after the action wrote it (J81). Counts each in `seen`; answers what is wrong.
 */
function workbookTabJudged(
  { addOn, fake }: Loaded,
  tab: string,
  clean: Map<string, string>,
  said: string,
  seen: { remade: number; asked: number; after: number },
): string[] {
  const [empire, name] = tab.split('/');
  const now = namedTexts(fake);
  const repair = new RegExp(`${empire}'s admiral workbook[^\\n]*Create / update`);
  if (!now.has(tab)) {
    const off = differTexts(now, clean, tab);
    if (!off) {
      seen.after++;
      return [];
    }
    seen.asked++;
    const wrong = repair.test(said) ? [] : [`${empire}'s workbook not written (${off}), unsaid: ${said}`];
    fake.ui.alerts.length = 0;
    addOn.menuProcessSeason();
    if (!repair.test(lastAlert(fake).prompt) || fake.properties.document[JOURNAL] !== undefined)
      wrong.push(`the next action does not ask for Create / update: ${lastAlert(fake).prompt}`);
    return wrong;
  }
  const off = differTexts(now, clean);
  const wrong = off ? [`ended but not as a clean run (${off}): ${said}`] : [];
  if (said.includes(`${empire}'s admiral workbook: ${name}`)) {
    seen.remade++;
    if (!said.includes('made again, written and protected')) wrong.push(`remade unsaid: ${said}`);
    if (!protectedTab(fake, tab)) wrong.push(`remade ${tab} is not protected`);
  }
  return wrong;
}

/**
 * J82: `tab` deleted before `run` (k = 0) and before each of its `writes` write calls, each from `start()`;
 * `run` answers what the GM was told, or why the action did not end. Asserts each ending (workbookTabJudged).
 */
function workbookTabDeleted(loaded: Loaded, tab: string, writes: number, clean: Map<string, string>, start: () => void, run: () => string) {
  const wrong: string[] = [];
  const seen = { remade: 0, asked: 0, after: 0 };
  for (let k = 0; k <= writes; k++) {
    start();
    if (k === 0) deleteTab(loaded.fake, tab);
    else loaded.fake.injectAtWrite(k, () => deleteTab(loaded.fake, tab));
    const said = run();
    if (said.startsWith('not ended')) wrong.push(`write ${k}: ${said}`);
    else wrong.push(...workbookTabJudged(loaded, tab, clean, said, seen).map((w) => `write ${k}: ${w}`));
  }
  expect(wrong).toEqual([]);
  expect(seen.asked).toBeGreaterThan(0);
  return seen;
}

// J82: an admiral workbook's tab deleted before or while a private Undo writes the workbooks. Deleted
// before, Undo names the workbook and asks for Create / update, and so does the next action; deleted
// while its workbook is written, the tab is made again, written and protected, and the GM told;
// deleted after, it is the GM's own change (J81). Never "undone" with the workbook silently left behind.
describe('an admiral workbook tab deleted before or while a private Undo runs', () => {
  const loaded = privateTwo();
  const { addOn, fake } = loaded;
  addOn.menuProcessSeason();
  const start = fake.saveState();
  fake.failWrite(0);
  undo(addOn, fake);
  const writes = fake.faults.writes;
  const clean = namedTexts(fake);

  it.each(['KLI/Orders', 'KLI/Report'])('%s: made again and written, or its workbook named with what to do', (tab) => {
    const seen = workbookTabDeleted(
      loaded,
      tab,
      writes,
      clean,
      () => {
        fake.restoreState(start);
        fake.ui.alerts.length = 0;
        fake.failWrite(0);
      },
      () => {
        try {
          undo(addOn, fake);
        } catch (e) {
          return `not ended: thrown at the GM: ${String(e)}`;
        }
        const said = lastAlert(fake);
        const undone = fake.properties.document[JOURNAL] === undefined && said.title === 'Undo last processing';
        return undone ? said.prompt : `not ended: not undone (${said.title}: ${said.prompt})`;
      },
    );
    expect(seen.remade).toBeGreaterThan(0);
  });
});

// J82: Process Season in private mode past its time budget hands the workbooks it has not written to a
// follow-up run; a tab of one of them (KZI's) deleted in between, or while the follow-up writes it, is
// made again, written and protected, and the GM is mailed so (no one sees a time-driven run's window);
// deleted before the follow-up opens the workbook, the GM is mailed which workbook to repair with Create /
// update, and the next action asks for it.
describe('an admiral workbook tab deleted across a private Process Season hand-over', () => {
  const loaded = privateTwo();
  const { addOn, fake } = loaded;
  const start = fake.saveState();
  fake.failWrite(0);
  addOn.menuProcessSeason();
  const perWrite = Math.ceil(TIME_BUDGET_MS / (fake.faults.writes * 0.6));
  /** Process Season, handed over with KLI's workbook written and KZI's left for the follow-up. */
  const handedOver = () => {
    fake.restoreState(start);
    fake.failWrite(0);
    fake.clock.perWrite = perWrite;
    addOn.menuProcessSeason();
    fake.clock.perWrite = 0;
    expect(JSON.parse(fake.properties.document[JOURNAL]!).resume.written).toEqual(['KLI']);
    fake.mail.sent.length = 0;
    fake.failWrite(0);
  };
  handedOver();
  fake.drive.tick();
  const writes = fake.faults.writes;
  const clean = namedTexts(fake);

  it.each(['KZI/Orders', 'KZI/Report'])('%s: made again and written, or the GM told which workbook to repair', (tab) => {
    const seen = workbookTabDeleted(loaded, tab, writes, clean, handedOver, () => {
      fake.drive.tick();
      const gm = fake.mail.sent
        .filter((m) => m.to === 'gm@example.com')
        .map((m) => m.body)
        .join('\n');
      return fake.properties.document[JOURNAL] === undefined ? gm : `not ended: not finished: ${gm}`;
    });
    if (tab === 'KZI/Report') expect(seen.remade).toBeGreaterThan(0);
  });
});
