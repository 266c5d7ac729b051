// Process Season, Check orders and Undo in a spreadsheet: the real bundle, the in-memory fake.
import { Fake, lastAlert, sample, setting } from './support/bundle';
import { FakeRange } from './fake/range';

const KLI_ORDERS = 'Orders KLI';

const tabs = (fake: Fake) =>
  fake.spreadsheet
    .getSheets()
    .map((s) => s.getName())
    .filter((n) => n !== 'Undo');
const everything = (fake: Fake) => Object.fromEntries(tabs(fake).map((n) => [n, fake.sheetValues(n)]));

describe('Process Season', () => {
  it('adjudicates the sample season: state, ledger, log, orders and reports written', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed .* 22 orders carried out, 0 rejected or lost, 0 battle/);
    expect(setting(fake, 'Season')).toBe('Summer');
    expect(setting(fake, 'Last processed')).toBe('Y165 Spring');
    const fleets = fake.sheetValues('Fleets');
    expect(fleets.find((r) => r[0] === 'KLI-3')!.slice(3, 7)).toEqual(['S18', 'Ready', 'S04', 'Y165 Spring']);
    expect(
      fake
        .sheetValues('Systems')
        .find((r) => r[0] === 'S02')!
        .slice(5, 8),
    ).toEqual(['KLI', 'Mine', 'Y165 Spring']);
    expect(fake.sheetValues('Ships').some((r) => r[0] === 'KLI-22' && r[3] === 'E4' && r[2] === 'KLI-1')).toBe(true);
    expect(fake.sheetValues('Treasury').some((r) => r[1] === 'KLI' && r[2] === -55)).toBe(true);
    expect(fake.sheetValues('Log').some((r) => r[1] === 'Roll' && /Exploration of S18/.test(String(r[3])))).toBe(true);
    const orders = fake.sheetValues(KLI_ORDERS);
    // The next season's template first: a row per fleet, the Order left to choose; then the results.
    expect(orders.slice(1, 8).map((r) => r.slice(0, 3))).toEqual(
      ['KLI-1', 'KLI-2', 'KLI-3', 'KLI-4', 'KLI-5', 'KLI-6', 'KLI-FRD'].map((f) => [f, '', '']),
    );
    const done = orders.find((r) => /^Y165 Spring: KLI-3 /.test(String(r[orders[0].indexOf('Result')])))!;
    expect(done.slice(0, 6).every((c) => c === '')).toBe(true);
    expect(done[orders[0].indexOf('Result')]).toMatch(/^Y165 Spring: KLI-3 Jump S04 > S18 → Jump S04 > S18 \(1 MP\)$/);
    const report = fake.sheetValues('Report KLI').map((r) => r.join(' '));
    expect(report).toEqual(expect.arrayContaining([expect.stringMatching(/Summary Movement points used: 3 of 3/)]));
  });

  it('reads each tab once and writes each changed tab once, plus the undo snapshot', () => {
    const { addOn, fake } = sample();
    fake.resetCalls();
    addOn.menuProcessSeason();
    const read = 18 + 4 + 4 + 4; // state tabs (Deferred, Legendary officers, Standings, Summary, Turn record included), Orders tabs, Report tabs, Report history tabs
    // Just before writing, the Orders tabs again (others type there); the GM's own tabs it writes (9 state tabs, 4 Reports,
    // 4 histories) only when the change trigger reported a change meanwhile, and none was (rule options J1, J50).
    const reread = 4;
    expect(fake.count('Range.getValues')).toBe(read + reread);
    // Campaign, Systems, Fleets, Ships, Standings, Summary, Turn record (Battles is unchanged: no battle); Treasury and Log appended; Orders; Reports; Report histories
    const written = 7 + 2 + 4 + 4 + 4;
    expect(fake.count('Range.setValues')).toBe(written + 1); // + the undo snapshot
    expect(fake.count('Range.setValue')).toBe(0);
  });

  it('gives the same outcome for the same state, orders and seed', () => {
    const a = sample();
    const b = sample();
    a.addOn.menuProcessSeason();
    b.addOn.menuProcessSeason();
    expect(everything(a.fake)).toEqual(everything(b.fake));
  });

  it('rejects bad orders with a clear reason in the Result column and the report, changing nothing else', () => {
    const { addOn, fake } = sample();
    fake.spreadsheet
      .getSheetByName(KLI_ORDERS)!
      .getRange('A9:F13')
      .setValues([
        ['KLI-6', 'Jmp', 'S01 > S02', '', '', ''],
        ['KZI-1', 'Jump', 'S09 > S10', '', '', ''],
        ['KLI-6', 'Jump', 'S01 > S30', '', '', ''],
        ['KLI-9', 'Stay', '', '', '', ''],
        [42, 'Jump', 'S01 > S02', '', '', ''],
      ]);
    addOn.menuProcessSeason();
    const tab = fake.sheetValues(KLI_ORDERS);
    // The results follow the next season's template, in the order of the rows they answer.
    const results = tab
      .map((r) => String(r[tab[0].indexOf('Result')]))
      .filter((t) => t.startsWith('Y165 Spring:'))
      .slice(-5);
    expect(results[0]).toMatch(/NOT DONE: rejected: unknown order "Jmp" \(did you mean Jump\?\)/);
    expect(results[1]).toMatch(/rejected: KZI-1 is not your fleet/);
    expect(results[2]).toMatch(/rejected: no warp lane S01–S30 \(EaW 1d\)/);
    expect(results[3]).toMatch(/rejected: no fleet "KLI-9"/);
    expect(results[4]).toMatch(/rejected: no fleet "42"/);
    expect(
      fake
        .sheetValues('Report KLI')
        .map((r) => r[1])
        .join('\n'),
    ).toMatch(/Row 9: NOT DONE: rejected: unknown order "Jmp"/);
    expect(fake.sheetValues('Fleets').find((r) => r[0] === 'KLI-6')![3]).toBe('S01');
    expect(fake.sheetValues('Fleets').find((r) => r[0] === 'KZI-1')![3]).toBe('S09');
  });

  it('refuses when the season was processed, the phase is wrong, the lock is held, or a tab is broken', () => {
    const { addOn, fake } = sample();
    const campaign = fake.spreadsheet.getSheetByName('Campaign')!;
    const row = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Last processed') + 1;
    campaign.getRange(row, 2).setValue('Y165 Spring');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring was already processed/);
    campaign.getRange(row, 2).setValue('');
    const phase = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Phase') + 1;
    campaign.getRange(phase, 2).setValue('Battles');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/in the Battles phase, not Orders/);
    campaign.getRange(phase, 2).setValue('Orders');
    fake.spreadsheet.getSheetByName('Ships')!.getRange('D1').setValue('Klass');
    const before = everything(fake);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Ships, column "Class": column is missing/);
    fake.lock.heldElsewhere = true;
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Campaign busy');
    expect(everything(fake)).toEqual(before);
  });

  it('does nothing when the GM answers No', () => {
    const { addOn, fake } = sample();
    const before = everything(fake);
    fake.ui.queueResponse('NO');
    addOn.menuProcessSeason();
    expect(everything(fake)).toEqual(before);
  });

  it('never processes the same orders twice: they are cleared, and the next season starts empty', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    addOn.menuProcessSeason();
    expect(fake.ui.alerts.find((a) => a.title === 'Process Y165 Summer?')!.prompt).toMatch(/No orders from KLI, KZI, LYR, HYD/);
    expect(setting(fake, 'Season')).toBe('Fall');
    expect(fake.sheetValues('Fleets').find((r) => r[0] === 'KLI-3')![3]).toBe('S18');
  });
});

describe('a second click on Process Season (issue 31 item 8, rule option Y8)', () => {
  it('asks first of all whether to process a season no admiral has written an order for, naming the season just processed; No changes nothing', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    const before = everything(fake);
    fake.ui.queueResponse('NO');
    addOn.menuProcessSeason();
    const asked = fake.ui.alerts.find((a) => a.title === 'Process Y165 Summer?')!.prompt;
    expect(asked).toMatch(
      /^No admiral has written an order for Y165 Summer\. Y165 Spring, processed last, is done: if you clicked Process Season to process it, answer No\./,
    );
    expect(everything(fake)).toEqual(before);
  });
});

describe('Undo last processing', () => {
  it('restores every tab exactly as it was', () => {
    const { addOn, fake } = sample();
    const before = everything(fake);
    addOn.menuProcessSeason();
    expect(everything(fake)).not.toEqual(before);
    addOn.menuUndoProcessing();
    expect(everything(fake)).toEqual(before);
    expect(fake.spreadsheet.getSheetByName('Undo')).toBeNull();
    addOn.menuUndoProcessing();
    expect(lastAlert(fake).prompt).toBe('There is no processing to undo.');
  });
});

describe('Orders typed while the GM confirms', () => {
  it('are not lost: after Yes the Orders tabs are read again and a change stops the action, changing nothing', () => {
    const { addOn, fake } = sample();
    fake.ui.queueResponse('YES', () => {
      fake.type(KLI_ORDERS, 'A20', 'KLI-2');
      fake.type(KLI_ORDERS, 'B20', 'Stay');
    });
    const before = everything(fake);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toBe('Orders KLI changed while you were deciding. Run Process Season again to include the new orders.');
    const after = everything(fake);
    expect(after[KLI_ORDERS][19].slice(0, 2)).toEqual(['KLI-2', 'Stay']);
    // Nothing but the order typed, and the live checks computed from it on the Order checks tab, changed.
    expect({ ...after, [KLI_ORDERS]: before[KLI_ORDERS], 'Order checks': before['Order checks'] }).toEqual(before);
    expect(after['Order checks'][1][0]).toBe(Number(before['Order checks'][1][0]) + 13); // KLI's block now reaches row 20
    addOn.menuProcessSeason();
    expect(setting(fake, 'Season')).toBe('Summer');
    const result = fake.sheetValues(KLI_ORDERS)[0].indexOf('Result');
    expect(fake.sheetValues(KLI_ORDERS).some((r) => /^Y165 Spring: KLI-2 Stay/.test(String(r[result])))).toBe(true);
  });
});

describe("The GM's own columns", () => {
  const isDate = (v: unknown) => Object.prototype.toString.call(v) === '[object Date]';
  it('keep a formula as a formula and a Date as a Date, through Process Season and Undo', () => {
    const { addOn, fake } = sample();
    const systems = fake.spreadsheet.getSheetByName('Systems')!;
    const col = fake.sheetValues('Systems')[0].length + 1;
    systems.getRange(1, col, 3, 2).setValues([
      ['Survey points', 'Surveyed on'],
      ['=2*3', new Date(Date.UTC(2026, 0, 5))],
      ['=2/0', '2026-02-01'],
    ]);
    const check = () => {
      expect(systems.getRange(2, col, 2, 1).getFormulas()).toEqual([['=2*3'], ['=2/0']]);
      expect(systems.getRange(2, col, 2, 1).getValues()).toEqual([[6], ['#DIV/0!']]);
      const dates = systems
        .getRange(2, col + 1, 2, 1)
        .getValues()
        .flat();
      expect(dates.every(isDate)).toBe(true);
      expect(dates.map((d) => (d as Date).toISOString().slice(0, 10))).toEqual(['2026-01-05', '2026-02-01']);
    };
    check();
    addOn.menuProcessSeason();
    expect(setting(fake, 'Season')).toBe('Summer');
    check();
    addOn.menuUndoProcessing();
    expect(setting(fake, 'Season')).toBe('Spring');
    check();
  });
});

describe("The GM's own formulas on rows Process Season writes and rows it does not (issue 31, rule option J25)", () => {
  it('are read only on the rows written; Undo puts the written row back and leaves the other, both formulas kept', () => {
    // The rows of Systems this season writes, found on a run of its own.
    const probe = sample();
    const old = probe.fake.sheetValues('Systems');
    probe.addOn.menuProcessSeason();
    const now = probe.fake.sheetValues('Systems');
    const width = old[0].length;
    const differs = (i: number) => JSON.stringify(old[i].slice(0, width)) !== JSON.stringify(now[i]?.slice(0, width));
    const wrote = old.findIndex((_, i) => i > 0 && differs(i));
    const rows = old.map((_, i) => i);
    const last = Math.max(...rows.filter(differs));
    const kept = Math.max(...rows.filter((i) => i > last && !differs(i)));
    expect(wrote).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(last);

    const { addOn, fake } = sample();
    const systems = fake.spreadsheet.getSheetByName('Systems')!;
    const col = width + 1;
    systems.getRange(1, col).setValue('Survey');
    systems.getRange(kept + 1, col).setFormula('=2*3');
    systems.getRange(wrote + 1, col).setFormula('=7+1');
    const formulas = () => [systems.getRange(kept + 1, col).getFormula(), systems.getRange(wrote + 1, col).getFormula()];
    const before = fake.sheetValues('Systems');
    addOn.menuProcessSeason();
    expect(setting(fake, 'Season')).toBe('Summer');
    expect(formulas()).toEqual(['=2*3', '=7+1']);
    expect(fake.sheetValues('Systems')[wrote]).not.toEqual(before[wrote]);
    // The undo snapshot names the rows written: the formula row written among them, the other not.
    const snapshot = JSON.parse(
      fake
        .sheetValues('Undo')
        .map((r) => r[0])
        .join(''),
    ) as { written: Record<string, [number, number][]>; replaced: Record<string, unknown[][]> };
    const among = (i: number) => snapshot.written.Systems.some(([from, to]) => from <= i && i < to);
    expect([among(wrote), among(kept)]).toEqual([true, false]);
    expect(snapshot.replaced.Systems[wrote][col - 1]).toBe('=7+1');
    // Undo puts back the written row, formula included, and writes nothing over the other: both formulas stay.
    addOn.menuUndoProcessing();
    expect(setting(fake, 'Season')).toBe('Spring');
    expect(formulas()).toEqual(['=2*3', '=7+1']);
    expect(fake.sheetValues('Systems')).toEqual(before);
  });
});

describe('Check orders', () => {
  it('lists what would be rejected, and changes nothing', () => {
    const { addOn, fake } = sample();
    fake.spreadsheet
      .getSheetByName(KLI_ORDERS)!
      .getRange('A9:F9')
      .setValues([['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    const before = everything(fake);
    fake.resetCalls();
    addOn.menuCheckOrders();
    expect(lastAlert(fake).prompt).toMatch(/22 orders are legal as things stand, 1 would be rejected/);
    expect(lastAlert(fake).prompt).toMatch(/Orders KLI row 9: rejected: needs 1 MP, 0 left \(EaW 5.0\)/);
    expect(fake.count('Range.setValues') + fake.count('Range.setValue')).toBe(0);
    expect(everything(fake)).toEqual(before);
  });
});

describe('Check orders, diplomacy', () => {
  it('reports a diplomatic order refused outright, and makes no roll', () => {
    const { addOn, fake } = sample();
    fake.spreadsheet
      .getSheetByName(KLI_ORDERS)!
      .getRange('A9:F10')
      .setValues([
        ['', 'Sign', 'KLI', '', '', 'Peace'],
        ['', 'Armistice', 'KZI', '', '', ''],
      ]); // legal: the sample is at War
    addOn.menuCheckOrders();
    const prompt = lastAlert(fake).prompt;
    expect(prompt).toMatch(/Orders KLI row 9: /);
    // The legal armistice is listed among the legal orders, with what it will do (issue 33 item 7), not as rejected.
    expect(prompt).toMatch(/Orders KLI row 10: OK: Armistice with KZI/);
    expect(prompt).not.toMatch(/Orders KLI row 10: (?!OK: )/);
    expect(fake.sheetValues('Log').length).toBeLessThanOrEqual(1);
  });
});

describe('The formulas Process Season reads on the rows it writes (issue 31, rule option J45)', () => {
  it("are those of the GM's own columns only: the add-on's own columns are written from the campaign, formula or not", () => {
    const { addOn, fake } = sample();
    const systems = fake.spreadsheet.getSheetByName('Systems')!;
    const header = fake.sheetValues('Systems')[0];
    const col = header.length + 1;
    // S02 changes hands this season (the first test above): its row is written.
    const row = fake.sheetValues('Systems').findIndex((r) => r[0] === 'S02') + 1;
    const x = header.indexOf('X') + 1;
    const at = Number(fake.sheetValues('Systems')[row - 1][x - 1]);
    systems.getRange(1, col).setValue('Survey');
    systems.getRange(row, col).setFormula('=7+1');
    systems.getRange(row, x).setFormula(`=${at}+0`);
    const read = jest.spyOn(FakeRange.prototype, 'getFormulas');
    addOn.menuProcessSeason();
    expect(setting(fake, 'Season')).toBe('Summer');
    const reads = read.mock.contexts.map((r, k) => ({
      tab: (r as FakeRange).getSheet().getName(),
      cols: read.mock.results[k].value[0]?.length,
    }));
    read.mockRestore();
    // Systems: the Survey column alone; Fleets and Ships, where the GM added no column: nothing.
    expect(reads.filter((r) => r.tab === 'Systems').map((r) => r.cols)).toEqual([1]);
    expect(reads.filter((r) => ['Fleets', 'Ships'].includes(r.tab))).toEqual([]);
    expect(systems.getRange(row, col).getFormula()).toBe('=7+1');
    // The X cell is the add-on's: written from the campaign as the value it showed, and Undo puts back that value.
    const cell = () => [systems.getRange(row, x).getFormula(), systems.getRange(row, x).getValue()];
    expect(cell()).toEqual(['', at]);
    addOn.menuUndoProcessing();
    expect(setting(fake, 'Season')).toBe('Spring');
    expect(systems.getRange(row, col).getFormula()).toBe('=7+1');
    expect(cell()).toEqual(['', at]);
  });
});
