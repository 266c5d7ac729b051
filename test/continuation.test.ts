// When an action cannot fit, it continues rather than dies (issue 19 item 3): a fake clock passes the
// time budget in the middle of a 12-workbook write; the action hands the rest to a follow-up execution
// (a one-off clock trigger, or the GM's click on Recover) and finishes there, exactly once, leaving
// everything as one run in one go leaves it.
import { join } from 'path';
import { loadAddOn, AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import { generateCampaign } from '../scripts/bench-campaign';
import { JOURNAL, lastAlert } from './support/journal';
import { deadline, TIME_BUDGET_MS } from '../src/sheets/run/budget';
import { restoreWhole, saveWhole } from './fake/whole';

const DIST = join(__dirname, '../dist');
const FOLLOW_UP = 'finishInterruptedAction';

/**
 * The campaign of 12 empires in Private workbooks mode, built once and put back whole (whole.ts) for
 * each describe and run that starts from it: with no admiral workbook made yet, and with every one made.
 */
const twelve = loadAddOn(DIST);
twelve.addOn.importCampaignCsv_(generateCampaign({ empires: 12, systems: 96, fleets: 36, ships: 150, ordersPerEmpire: 3 }).texts);
{
  const rows = twelve.fake.sheetValues('Campaign');
  const at = rows.findIndex((r) => r[0] === 'Play mode');
  twelve.fake.spreadsheet
    .getSheetByName('Campaign')!
    .getRange(at < 0 ? rows.length + 1 : at + 1, 1, 1, 2)
    .setValues([['Play mode', 'Private workbooks']]);
}
const noBooks = saveWhole(twelve.fake);
twelve.addOn.menuAdmiralWorkbooks();
const withBooks = saveWhole(twelve.fake);

/** A campaign of 12 empires in Private workbooks mode, no admiral workbook made yet. */
function twelveEmpires(): { addOn: AddOn; fake: FakeHandle } {
  restoreWhole(twelve.fake, noBooks);
  return twelve;
}

/** A campaign of 12 empires in Private workbooks mode, every admiral's workbook made. */
function twelveAdmirals(): { addOn: AddOn; fake: FakeHandle } {
  restoreWhole(twelve.fake, withBooks);
  return twelve;
}

/** Every spreadsheet's cells, every property, and the triggers: all an action leaves behind. */
function everything(fake: FakeHandle) {
  const properties = JSON.parse(JSON.stringify(fake.properties)) as typeof fake.properties;
  // The live check's cache generation (checkCache.ts) counts the journal's steps, and a run handed over takes more
  // of them: only that it moved matters, which test/admirals.test.ts proves.
  delete properties.script['SFB check generation'];
  // The tabs' widths are kept with that generation (J76): its number only differs.
  const widths = JSON.parse(properties.script['SFB check widths'] ?? 'null') as { widths: unknown } | null;
  if (widths) properties.script['SFB check widths'] = JSON.stringify(widths.widths);
  // The day's count of trigger runtime (rule option J65) is charged by the follow-up runs alone: timing, as the generation.
  delete properties.script['SFB trigger runtime'];
  return {
    files: Object.fromEntries([...fake.drive.files.keys()].map((id) => [id, fake.contents(id)])),
    properties,
    // A run past 3 minutes arms the live check's cache fill (J16): timing alone, as the generation; it writes no tab.
    triggers: fake.drive.triggers
      .filter((t) => t.handler !== 'fillCheckCache')
      .map((t) => `${t.handler} ${t.kind} ${t.source}`)
      .sort(),
  };
}

/** A run in one go from the 12-empire campaign as it is now: the state it starts from, its write calls, and all it leaves. */
interface OneGo {
  state: ReturnType<FakeHandle['saveState']>;
  writes: number;
  oneGo: ReturnType<typeof everything>;
}
function inOneGo(run: () => void): OneGo {
  const state = twelve.fake.saveState();
  twelve.fake.failWrite(0);
  run();
  return { state, writes: twelve.fake.faults.writes, oneGo: everything(twelve.fake) };
}

const journal = (fake: FakeHandle) =>
  JSON.parse(fake.properties.document[JOURNAL] ?? 'null') as { resume?: { written: string[]; of: number } } | null;

describe('the time budget', () => {
  it("is 4 of Google's 6 minutes, and a step may start while one as long as the slowest so far still fits", () => {
    expect(TIME_BUDGET_MS).toBe(4 * 60 * 1000);
    let now = 1000;
    const d = deadline(() => now, 100);
    now += 40; // reading, before the first step
    expect(d.fits()).toBe(true);
    now += 30; // a step of 30 ms: 70 + 30 <= 100
    expect(d.fits()).toBe(true);
    now += 10; // 80 + 30 > 100
    expect(d.fits()).toBe(false);
  });
});

describe('an action past its time budget', () => {
  const { addOn, fake } = twelve;
  let go: OneGo;
  beforeAll(() => {
    twelveAdmirals();
    go = inOneGo(() => addOn.menuProcessSeason());
    expect(lastAlert(fake).title).toBe('Process Season');
  });

  /** Process Season with each write call timed so that the budget passes after `share` of its writes. */
  function handedOver(share = 0.5): { written: string[]; of: number } {
    fake.restoreState(go.state);
    fake.failWrite(0);
    fake.ui.alerts.length = 0;
    fake.clock.perWrite = Math.ceil(TIME_BUDGET_MS / (go.writes * share));
    addOn.menuProcessSeason();
    const resume = journal(fake)?.resume;
    expect(resume).toBeDefined();
    expect(resume!.of).toBe(12);
    expect(resume!.written.length).toBeGreaterThan(0);
    expect(resume!.written.length).toBeLessThan(12);
    // The GM is told the season's results and how far the admiral workbooks are.
    expect(lastAlert(fake).title).toBe('Process Season');
    expect(lastAlert(fake).prompt).toContain(`${resume!.written.length} of 12 admiral workbooks are written`);
    expect(fake.drive.triggers.filter((t) => t.handler === FOLLOW_UP)).toHaveLength(1);
    // Until it is finished every other action waits: the orders not yet cleared from a workbook cannot run twice.
    const log = fake.sheetValues('Log').length;
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/^Process Season is not finished yet: .* of 12 admiral workbooks are written/);
    expect(fake.sheetValues('Log').length).toBe(log);
    return resume!;
  }

  it('finishes on the follow-up trigger, exactly as one run in one go', () => {
    handedOver();
    fake.clock.perWrite = 0;
    fake.drive.tick();
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(everything(fake)).toEqual(go.oneGo);
    // The spent trigger is gone; another tick does nothing.
    fake.drive.tick();
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);

  it("finishes on the GM's click on Recover, exactly as one run in one go", () => {
    handedOver();
    fake.clock.perWrite = 0;
    addOn.menuRecover();
    expect(lastAlert(fake)).toMatchObject({
      title: 'Recover',
      prompt: 'Process Season is finished: 12 of 12 admiral workbooks are written.',
    });
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);

  it('a follow-up run Google stops half-way is carried on by the next one', () => {
    handedOver();
    fake.clock.perWrite = 0;
    fake.failWrite(40, 'kill');
    expect(fake.survive(() => fake.drive.tick())).toBe(true);
    fake.failWrite(0);
    expect(journal(fake)?.resume).toBeDefined();
    fake.drive.tick();
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);

  it('hands over again while the follow-ups pass the budget too, and still ends as one run in one go', () => {
    const first = handedOver(0.25);
    let runs = 0;
    let written = first.written.length;
    while (fake.properties.document[JOURNAL] && runs < 12) {
      fake.drive.tick();
      runs++;
      const now = journal(fake)?.resume?.written.length ?? 12;
      expect(now).toBeGreaterThan(written); // every run gets on
      written = now;
    }
    expect(runs).toBeGreaterThan(1);
    fake.clock.perWrite = 0;
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);
});

/**
 * The other writers continue too (issue 19 item 3): Create / update, and Undo (whose workbooks are
 * written as Recover's are, continuation.ts writeWithin). Each is run in one go, then again with a
 * clock that passes the budget part-way through its writes; follow-up runs finish it. Create / update
 * starts each run from the campaign put back whole, as it was before any workbook was made.
 */
describe.each([
  {
    title: 'Admiral workbooks: Create / update',
    setup: twelveEmpires,
    run: (a: AddOn) => a.menuAdmiralWorkbooks(),
    alert: 'Admiral workbooks',
    fresh: true,
  },
  {
    title: 'Undo last processing',
    setup: () => {
      const loaded = twelveAdmirals();
      loaded.fake.failWrite(0);
      loaded.addOn.menuProcessSeason();
      return loaded;
    },
    run: (a: AddOn) => a.menuUndoProcessing(),
    alert: 'Undo last processing',
    fresh: false,
  },
])('$title past its time budget', ({ title, setup, run, alert, fresh }) => {
  const first = twelve;
  let go: OneGo;
  beforeAll(() => {
    setup();
    go = inOneGo(() => run(first.addOn));
    expect(lastAlert(first.fake).title).toBe(alert);
  });

  /** The action run with the clock passing its budget after `share` of its writes: it hands over. */
  function handedOver(share: number): { addOn: AddOn; fake: FakeHandle; resume: { written: string[]; of: number } } {
    const { addOn, fake } = fresh ? setup() : first;
    if (!fresh) fake.restoreState(go.state);
    fake.failWrite(0);
    fake.ui.alerts.length = 0;
    fake.clock.perWrite = Math.ceil(TIME_BUDGET_MS / (go.writes * share));
    run(addOn);
    fake.clock.perWrite = 0;
    const resume = journal(fake)?.resume;
    expect(resume).toBeDefined();
    expect(resume!.of).toBe(12);
    expect(resume!.written.length).toBeGreaterThan(0);
    expect(resume!.written.length).toBeLessThan(12);
    // The GM sees how far it got; until it is finished every other action waits.
    expect(lastAlert(fake)).toMatchObject({ title: alert });
    expect(lastAlert(fake).prompt).toContain(
      `${title} took longer than one run may, so ${resume!.written.length} of 12 admiral workbooks are written`,
    );
    expect(fake.drive.triggers.filter((t) => t.handler === FOLLOW_UP)).toHaveLength(1);
    const log = fake.sheetValues('Log').length;
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(new RegExp(`^${title} is not finished yet: .* of 12 admiral workbooks are written`));
    expect(fake.sheetValues('Log').length).toBe(log);
    return { addOn, fake, resume: resume! };
  }

  it('finishes on the follow-up trigger, exactly as one run in one go', () => {
    const { fake } = handedOver(0.5);
    fake.drive.tick();
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(everything(fake)).toEqual(go.oneGo);
    fake.drive.tick();
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);

  it("finishes on the GM's click on Recover, exactly as one run in one go", () => {
    const { addOn, fake } = handedOver(0.5);
    addOn.menuRecover();
    expect(lastAlert(fake).prompt).toMatch(new RegExp(`^${title} is finished: 12 of 12 admiral workbooks are written\\.`));
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);

  it('hands over again while the follow-ups pass the budget too, every run getting on, and still ends as one run in one go', () => {
    const { fake, resume } = handedOver(0.25);
    let runs = 0;
    let written = resume.written.length;
    fake.clock.perWrite = Math.ceil(TIME_BUDGET_MS / (go.writes * 0.25));
    while (fake.properties.document[JOURNAL] && runs < 12) {
      fake.drive.tick();
      runs++;
      const now = journal(fake)?.resume?.written.length ?? 12;
      expect(now).toBeGreaterThan(written);
      written = now;
    }
    fake.clock.perWrite = 0;
    expect(runs).toBeGreaterThan(1);
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);
});

describe('Recover past its time budget', () => {
  // Process Season killed among its admiral workbooks: Recover puts the campaign back and rewrites all 12.
  const { addOn, fake } = twelve;
  let go: OneGo;
  beforeAll(() => {
    twelveAdmirals();
    const state = fake.saveState();
    fake.failWrite(0);
    addOn.menuProcessSeason();
    const seasonWrites = fake.faults.writes;
    fake.restoreState(state);
    fake.failWrite(Math.floor(seasonWrites * 0.8), 'kill');
    expect(fake.survive(() => addOn.menuProcessSeason())).toBe(true);
    fake.failWrite(0);
    go = inOneGo(() => addOn.menuRecover());
    expect(lastAlert(fake).prompt).toMatch(/^Process Season was interrupted half-way; everything it wrote was taken back/);
  });

  it('hands the workbooks it has not rewritten to a follow-up run, which ends as Recover in one go', () => {
    fake.restoreState(go.state);
    fake.failWrite(0);
    fake.clock.perWrite = Math.ceil(TIME_BUDGET_MS / (go.writes * 0.5));
    addOn.menuRecover();
    fake.clock.perWrite = 0;
    const resume = journal(fake)?.resume;
    expect(resume?.written.length).toBeGreaterThan(0);
    expect(resume?.written.length).toBeLessThan(12);
    expect(lastAlert(fake).prompt).toContain(
      `Recover took longer than one run may, so ${resume!.written.length} of 12 admiral workbooks are written`,
    );
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/^Recover is not finished yet/);
    fake.drive.tick();
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(everything(fake)).toEqual(go.oneGo);
  }, 120000);
});
