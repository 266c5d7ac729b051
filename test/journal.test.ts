// Nothing runs twice, nothing is lost (issue 18): the journal, Recover, questions that let go of the
// lock, edits made while an action runs, scopes withheld, and New campaign forgetting the old undo point.
import { join } from 'path';
import { loadAddOn, AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import { autoMarked, processed, sample, SCENARIOS, withoutLiveChecks } from './support/scenarios';
import { cutTo, twoEmpires } from './support/twoEmpires';
import { sampleAfterMeeting } from './support/mapCampaigns';
import { builtOnce } from './fake/whole';
import { cells, JOURNAL, lastAlert, privateCampaign, sweep, toPrivate } from './support/journal';

const DIST = join(__dirname, '../dist');

/** The sample in Private workbooks mode, built once and put back whole (whole.ts) for each test that plays it. */
const privateBuilt = builtOnce(privateCampaign);

/** The private sample with its live checks, or (`live` false) without them, as withoutLiveChecks leaves it. */
function privateSample(live = true): ReturnType<typeof privateCampaign> {
  const loaded = privateBuilt();
  if (!live) withoutLiveChecks(loaded);
  return loaded;
}

/** The sample with the Summer battles auto-resolved (mapCampaigns.ts), built once for the tests that play it. */
const afterMeeting = builtOnce(() => sampleAfterMeeting('auto-resolved'));

// Every action is swept on the sample cut to two empires (twoEmpires.ts; Resolve battles to the two
// that meet), each sweep proved against the whole sample's kinds of write.
const [season, resolve, undo] = SCENARIOS;
sweep(
  [
    { ...season, setup: () => sample(twoEmpires), full: season.setup },
    { ...resolve, setup: () => sampleAfterMeeting('auto-resolved', cutTo('KLI', 'LYR')), full: afterMeeting },
    { ...undo, setup: () => processed(twoEmpires), full: undo.setup },
    { name: 'Auto-resolve battles', setup: () => autoMarked(twoEmpires), run: (a) => a.menuAutoResolve(), full: () => autoMarked() },
  ],
  'shared workbook',
);

describe('two GM windows', () => {
  it('a Process Season answered after another window processed the season stops and changes nothing', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    // Window 1 asks; while its question is open, window 2 processes the season (its own question answered Yes).
    fake.ui.queueResponse('YES', () => {
      addOn.menuProcessSeason();
    });
    addOn.menuProcessSeason();
    const once = fake.sheetValues('Campaign');
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Another campaign action ran while you were deciding/);
    // One season was processed, not two: Spring -> Summer.
    expect(once.find((r) => r[0] === 'Season')?.[1]).toBe('Summer');
    expect(fake.lock.held.document).toBe(false);
  });

  it.each([
    ['Refresh protections', (a: AddOn) => a.menuRefreshProtections()],
    ['Admiral workbooks: Create / update', (a: AddOn) => a.menuAdmiralWorkbooks()],
  ])('a Process Season answered after another window ran %s stops and changes nothing', (_, other) => {
    const { addOn, fake } = privateSample(false);
    const before = cells(fake);
    fake.ui.queueResponse('YES', () => other(addOn));
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Another campaign action ran while you were deciding/);
    expect(cells(fake)).toEqual(before);
  });

  it('Resolve battles answered after another window resolved them does not apply the results twice', () => {
    const { addOn, fake } = afterMeeting();
    fake.ui.queueResponse('YES', () => {
      addOn.menuResolveBattles();
    });
    const log = fake.sheetValues('Log').length;
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/Another campaign action ran while you were deciding/);
    const second = fake.sheetValues('Log').length;
    // Only window 2's rows were appended.
    addOn.menuUndoProcessing();
    expect(fake.sheetValues('Log').length).toBe(log);
    expect(second).toBeGreaterThan(log);
  });

  it('a window cannot take the lock while another holds it, but can while the other waits on a question', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    let heldDuringQuestion = true;
    fake.ui.queueResponse('NO', () => {
      heldDuringQuestion = fake.lock.holder.document !== 0;
      addOn.menuCheckWorkbook();
    });
    addOn.menuProcessSeason();
    expect(heldDuringQuestion).toBe(false);
    expect(fake.ui.alerts.some((a) => a.title === 'Campaign check: all clear')).toBe(true);
  });
});

describe('edits made while an action runs', () => {
  function busy(): { addOn: AddOn; fake: FakeHandle } {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    withoutLiveChecks({ addOn, fake });
    return { addOn, fake };
  }

  it('an order typed while Process Season adjudicates is kept: nothing is written, the GM is told to run it again', () => {
    const { addOn, fake } = busy();
    const before = cells(fake);
    fake.failWrite(0);
    // The question is answered at once; the order lands while the engine works, after everything was read.
    let typed = false;
    fake.ui.whenToast('Adjudicating…', () => {
      fake.type('Orders KLI', 'A5', 'KLI-2');
      typed = true;
    });
    addOn.menuProcessSeason();
    expect(typed).toBe(true);
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Orders KLI changed/);
    const after = cells(fake);
    expect(after['Orders KLI'][4]?.[0]).toBe('KLI-2');
    expect({ ...after, 'Orders KLI': [] }).toEqual({ ...before, 'Orders KLI': [] });
    // Run again: the new order is part of the season.
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season');
  });

  it('an order typed in an Orders tab that held none, while an action that asked nothing adjudicates, waits there for the next run (rule option J1)', () => {
    const { addOn, fake } = autoMarked(twoEmpires);
    // Process Season emptied every order row (a Fleet alone is a template row, not an order): Auto-resolve battles reads no order, writes no Orders tab,
    // and does not read them again before writing.
    expect(fake.sheetValues('Orders KLI').filter((r, i) => i > 0 && r[1] !== '')).toEqual([]);
    fake.ui.whenToast('Adjudicating…', () => fake.type('Orders KLI', 'A20', 'KLI-2'));
    addOn.menuAutoResolve();
    expect(lastAlert(fake).title).toBe('Auto-resolve battles');
    expect(fake.sheetValues('Orders KLI')[19][0]).toBe('KLI-2');
  });

  it("the GM's own edit to another tab during an action is kept, never silently overwritten", () => {
    const { addOn, fake } = busy();
    fake.ui.whenToast('Adjudicating…', () => fake.type('Fleets', 'A40', 'GM-NOTE'));
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Fleets changed/);
    expect(fake.sheetValues('Fleets').some((r) => r[0] === 'GM-NOTE')).toBe(true);
  });

  it('an order typed in an admiral workbook while Process Season adjudicates is kept there (private workbooks)', () => {
    const { addOn, fake } = privateSample();
    const empires = fake.sheetValues('Empires');
    const kli = String(empires.find((r) => r[0] === 'KLI')![empires[0].indexOf('Workbook id')]);
    fake.ui.whenToast('Adjudicating…', () => fake.drive.userEdit('kli.admiral@example.com', kli, 'Orders', 'A5', [['KLI-2']]));
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/KLI's admiral workbook changed/);
    expect(fake.valuesOf(kli, 'Orders')[4][0]).toBe('KLI-2');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season');
  });
});

describe('the live check of orders typed while an action runs or waits for Recover (private workbooks)', () => {
  const KLI = 'kli.admiral@example.com';
  const JUMP = ['KLI-2', 'Jump', 'S01 > S02', '', '', ''];
  const MARK = 'SFB orders edited ';
  const marks = (fake: FakeHandle) => Object.keys(fake.properties.script).filter((k) => k.startsWith(MARK));
  function kliBook(fake: FakeHandle): string {
    const empires = fake.sheetValues('Empires');
    return String(empires.find((r) => r[0] === 'KLI')![empires[0].indexOf('Workbook id')]);
  }
  const checkOf = (fake: FakeHandle, book: string, row: number) => {
    const orders = fake.valuesOf(book, 'Orders');
    return orders[row - 1][orders[0].indexOf('Order check')];
  };

  it('an edit made while an interrupted action waits for Recover is marked, not checked; the check runs after Recover', () => {
    const { addOn, fake } = privateSample();
    const kli = kliBook(fake);
    fake.failWrite(6, 'kill');
    expect(fake.survive(() => addOn.menuProcessSeason())).toBe(true);
    fake.failWrite(0);
    expect(fake.properties.document[JOURNAL]).toBeDefined();
    fake.drive.userEdit(KLI, kli, 'Orders', 'A9', [JUMP]);
    // Nothing is checked against the half-written campaign, but the edit is not forgotten.
    expect(checkOf(fake, kli, 9)).toBe('');
    expect(marks(fake)).toEqual([MARK + kli]);
    addOn.menuRecover();
    expect(lastAlert(fake).prompt).toMatch(/^Process Season was interrupted/);
    expect(marks(fake)).toEqual([]); // checked once Recover ended (only a check run takes a mark away)
  });

  it('an edit made while Process Season writes is marked, not checked, and checked once the action ends', () => {
    const { addOn, fake } = privateSample();
    const kli = kliBook(fake);
    fake.failWrite(0);
    let edited = false;
    const during: unknown[] = [];
    // The edit lands at the first service call made once the action writes the campaign (the GM's Fleets
    // tab changed). An edit before that, after begin, is caught by the last look for edits (rule option
    // J1, test/time.test.ts) and stops the action instead.
    const fleets = JSON.stringify(fake.sheetValues('Fleets'));
    for (let n = 1; n < 2000; n++)
      fake.inject(n, () => {
        if (edited || !fake.properties.document[JOURNAL] || JSON.stringify(fake.sheetValues('Fleets')) === fleets) return;
        edited = true;
        fake.drive.userEdit(KLI, kli, 'Orders', 'A9', [JUMP]);
        during.push(checkOf(fake, kli, 9), marks(fake));
      });
    addOn.menuProcessSeason();
    expect(during).toEqual(['', [MARK + kli]]);
    expect(lastAlert(fake).prompt).toMatch(/^Y165 Spring processed/);
    expect(marks(fake)).toEqual([]);
  });

  it('an edit made while no action runs is checked at once, as before', () => {
    const { fake } = privateSample();
    const kli = kliBook(fake);
    fake.drive.userEdit(KLI, kli, 'Orders', 'A9', [JUMP]);
    expect(checkOf(fake, kli, 9)).toBe('rejected: needs 1 MP, 0 left (EaW 5.0)');
    expect(marks(fake)).toEqual([]);
  });
});

describe('Recover', () => {
  it('says there is nothing to recover when no action was interrupted', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    addOn.menuRecover();
    expect(lastAlert(fake).prompt).toBe('No action was left unfinished: there is nothing to recover.');
  });

  it('after a kill, every other action is refused until Recover, which says what happened', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    withoutLiveChecks({ addOn, fake });
    const before = cells(fake);
    fake.failWrite(6, 'kill');
    expect(fake.survive(() => addOn.menuProcessSeason())).toBe(true);
    fake.failWrite(0);
    // Whoever opens the spreadsheet is told.
    addOn.onOpen();
    expect(fake.ui.toasts[fake.ui.toasts.length - 1]).toMatchObject({
      title: 'Campaign: run Recover',
      message: expect.stringMatching(/^Process Season/),
    });
    for (const item of ['menuProcessSeason', 'menuUndoProcessing', 'menuResolveBattles', 'menuCheckWorkbook', 'menuRefreshProtections']) {
      addOn[item]();
      expect(lastAlert(fake).title).toMatch(/nothing was changed$/);
      expect(lastAlert(fake).prompt).toMatch(/^Process Season \(started .*\) was interrupted before it finished/);
    }
    addOn.menuRecover();
    expect(lastAlert(fake).prompt).toMatch(/^Process Season was interrupted/);
    const after = cells(fake);
    delete after.Undo;
    delete before.Undo;
    expect(after).toEqual(before);
  });
});

describe('Recover and the Orders dropdowns (issue 31 item 7)', () => {
  /** Every Orders tab's data validation, cell by cell: its dropdowns. */
  function dropdowns(fake: FakeHandle): string {
    const ss = fake.spreadsheet;
    return JSON.stringify(
      ss
        .getSheets()
        .filter((sheet) => sheet.getName().startsWith('Orders '))
        .map((sheet) => [
          sheet.getName(),
          sheet
            .getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns())
            .getDataValidations()
            .map((r) => r.map((v) => (v ? JSON.stringify([v.getCriteriaType(), v.getCriteriaValues()]) : ''))),
        ]),
    );
  }

  it('a Process Season killed after it set the dropdowns is recovered with the dropdowns as they were before it', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    withoutLiveChecks({ addOn, fake });
    const state = fake.saveState();
    const before = dropdowns(fake);
    fake.failWrite(0);
    addOn.menuProcessSeason();
    const writes = fake.faults.writes;
    expect(dropdowns(fake) === before).toBe(false);
    // The last write point at which a kill leaves the journal (Recover needed) and the dropdowns already set.
    let k = writes;
    for (; k > 0; k--) {
      fake.restoreState(state);
      fake.failWrite(k, 'kill');
      fake.survive(() => addOn.menuProcessSeason());
      if (fake.properties.document[JOURNAL] && dropdowns(fake) !== before) break;
    }
    expect(k).toBeGreaterThan(0);
    fake.failWrite(0);
    addOn.menuRecover();
    expect(lastAlert(fake).prompt).toMatch(/the campaign is as it was before it/);
    expect(dropdowns(fake) === before).toBe(true);
  });
});

describe('scopes', () => {
  it.each([
    ['Process Season', (l: ReturnType<typeof loadAddOn>) => l, (a: AddOn) => a.menuProcessSeason()],
    // Create / update with private workbooks: it would make, write and share them.
    ['Admiral workbooks: Create / update', toPrivate, (a: AddOn) => a.menuAdmiralWorkbooks()],
  ])('%s asks for a withheld scope before reading or writing anything', (_, setUp, run) => {
    const loaded = loadAddOn(DIST);
    loaded.addOn.menuNewSampleCampaign();
    const { addOn, fake } = setUp(loaded);
    const before = cells(fake);
    fake.scopes.denied.push('https://www.googleapis.com/auth/script.send_mail');
    fake.resetCalls();
    expect(fake.survive(() => run(addOn))).toBe(true);
    expect(fake.scopes.prompts).toBe(1);
    expect(fake.count('Range.setValues')).toBe(0);
    expect(fake.count('SpreadsheetApp.create')).toBe(0);
    expect(cells(fake)).toEqual(before);
    expect(fake.lock.held.document).toBe(false);
  });
});

describe('New campaign', () => {
  it('forgets the old undo point and journal: Undo cannot paste the old campaign into the new one', () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    addOn.menuProcessSeason();
    expect(fake.spreadsheet.getSheetByName('Undo')).not.toBeNull();
    fake.properties.document[JOURNAL] = JSON.stringify({ action: 'Process Season', revision: 1, undo: 'x', started: '' });
    fake.ui.queueResponse('YES');
    addOn.menuNewEmptyCampaign();
    expect(fake.spreadsheet.getSheetByName('Undo')).toBeNull();
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
    expect(fake.properties.document['SFB undo digest']).toBeUndefined();
    addOn.menuUndoProcessing();
    expect(lastAlert(fake).prompt).toBe('There is no processing to undo.');
  });
});
