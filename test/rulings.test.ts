// Rulings in the spreadsheet (issue 21), through the real bundle: a season paused for its battle, then
// for a ruling, with Undo at each pause; and what a private workbook shows of rulings.
import { createFakeServices, FakeSpreadsheet } from './fake';
import { refreshRulingChoices } from '../src/sheets/views/rulings';
import type { Campaign } from '../src/engine/core/model';
import { Fake, lastAlert, sample, setting } from './support/bundle';

type Sheet = ReturnType<Fake['spreadsheet']['getSheetByName']>;

/** Writes cells of the row whose first cell is `id` (or a new row), by header. */
function put(sheet: NonNullable<Sheet>, id: string, cells: Record<string, string>): void {
  const values = sheet.getDataRange().getValues();
  const header = values[0].map(String);
  const found = values.findIndex((r) => r[0] === id);
  const empty = values.findIndex((r, i) => i > 0 && r.every((c) => c === ''));
  const row = found > 0 ? found + 1 : empty > 0 ? empty + 1 : values.length + 1;
  for (const [h, v] of Object.entries(cells)) sheet.getRange(row, header.indexOf(h) + 1).setValue(v);
}

const ruling = (fake: Fake) => {
  const rows = fake.sheetValues('Rulings');
  const r = rows.find((x) => x[0] === 'R1')!;
  return Object.fromEntries(rows[0].map((h, i) => [h, r[i]]));
};

/** The sample, with LYR-4 waiting at S18 (KLI-3 jumps there) and KLI-6 asking the GM. */
function pausedTwice(): ReturnType<typeof sample> {
  const loaded = sample();
  const ss = loaded.fake.spreadsheet;
  put(ss.getSheetByName('Fleets')!, 'LYR-4', { Location: 'S18' });
  put(ss.getSheetByName('Orders KLI')!, '', { Fleet: 'KLI-6', Order: 'To GM', Extras: 'KLI-6 asks leave to salvage the wreck at S04' });
  return loaded;
}

describe('a season paused for a battle, then for a ruling, with Undo at each pause', () => {
  const { addOn, fake } = pausedTwice();
  const ss = fake.spreadsheet;

  it('stops for the battle, the ruling already asked; Undo takes both back and processing again gives the same', () => {
    fake.resetCalls();
    addOn.menuProcessSeason();
    expect(fake.readsAfterFirstWrite()).toEqual([]); // the Rulings tab it creates included
    expect(setting(fake, 'Phase')).toBe('Battles');
    expect(ruling(fake)).toMatchObject({ Empire: 'KLI', Question: 'KLI-6 asks leave to salvage the wreck at S04', Applied: 'no' });
    const first = fake.sheetValues('Rulings');
    addOn.menuUndoProcessing();
    expect(setting(fake, 'Phase')).toBe('Orders');
    expect(fake.sheetValues('Rulings').slice(1).flat().join('')).toBe(''); // the tab the first ruling made keeps its header
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season');
    expect(fake.sheetValues('Rulings')).toEqual(first);
  });

  it('stops again for the ruling once the battle is resolved; Undo goes back to the battle', () => {
    const ships = ss.getSheetByName('Battle ships')!;
    const rows = ships.getDataRange().getValues();
    const result = rows[0].indexOf('Result') + 1;
    for (let i = 2; i <= rows.length; i++) ships.getRange(i, result).setValue('Unharmed');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/Rulings wait/);
    expect(setting(fake, 'Phase')).toBe('Rulings');
    addOn.menuUndoProcessing();
    expect(setting(fake, 'Phase')).toBe('Battles');
    addOn.menuResolveBattles();
    expect(setting(fake, 'Phase')).toBe('Rulings');
  });

  it('Apply rulings refuses an unanswered ruling, then goes on once it is answered; Undo goes back to the pause', () => {
    addOn.menuApplyRulings();
    expect(lastAlert(fake)).toMatchObject({
      title: 'Apply rulings: nothing was changed',
      prompt: expect.stringMatching(/write its Answer/),
    });
    put(ss.getSheetByName('Rulings')!, 'R1', { Answer: 'Granted' });
    fake.resetCalls();
    addOn.menuApplyRulings();
    expect(fake.readsAfterFirstWrite()).toEqual([]);
    expect(lastAlert(fake).prompt).toMatch(/Applied ruling\(s\) R1.*now Y165 Summer/s);
    expect(ruling(fake)).toMatchObject({ Answer: 'Granted', Applied: 'yes' });
    expect(fake.sheetValues('Report KLI').map((r) => r.join(': '))).toContain("Rulings: The GM's ruling R1 on KLI-6 (row 8): Granted");
    addOn.menuUndoProcessing();
    expect([setting(fake, 'Phase'), setting(fake, 'Season')]).toEqual(['Rulings', 'Spring']);
    expect(ruling(fake)).toMatchObject({ Answer: 'Granted', Applied: 'no' });
  });
});

describe('a private workbook and rulings', () => {
  it("shows an admiral their own ruling in their report, and nothing of another empire's", () => {
    const { addOn, fake } = sample();
    put(fake.spreadsheet.getSheetByName('Campaign')!, 'Play mode', { Value: 'Private workbooks' });
    addOn.menuAdmiralWorkbooks();
    const empires = fake.sheetValues('Empires');
    const id = (e: string) => String(empires.find((r) => r[0] === e)![empires[0].indexOf('Workbook id')]);
    const kli = new FakeSpreadsheet(fake.drive.require(id('KLI')));
    put(kli.getSheetByName('Orders')! as unknown as NonNullable<Sheet>, '', { Fleet: 'KLI-6', Order: 'To GM', Extras: 'A secret request' });
    addOn.menuProcessSeason();
    expect(ruling(fake)).toMatchObject({ Empire: 'KLI', Question: 'A secret request' });
    const text = (e: string) =>
      fake.drive
        .require(id(e))
        .sheets.map((s) => fake.valuesOf(id(e), s.name).flat().join('\n'))
        .join('\n');
    expect(text('KLI')).toMatch(/ruling R1/);
    for (const other of ['KZI', 'LYR', 'HYD']) {
      expect(text(other)).not.toMatch(/R1|secret request|To GM/);
    }
  });
});

describe('the Answer dropdown of a ruling with choices', () => {
  it('offers its choices, warning on anything else; a ruling without choices or already applied gets none', () => {
    const { globals, fake } = createFakeServices();
    Object.assign(globalThis, { SpreadsheetApp: globals.SpreadsheetApp });
    const ss = fake.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
    ss.insertSheet('Rulings');
    const base = { turn: 'Y165 Spring', empire: 'KZI', about: 'S04', default: '', answer: '' };
    const rulings = [
      { ...base, id: 'R1', question: 'Who holds S04?', choices: ['KZI', 'KLI'], applied: false },
      { ...base, id: 'R2', question: 'Free text', choices: [], applied: false },
      { ...base, id: 'R3', question: 'Done', choices: ['yes', 'no'], applied: true },
    ];
    refreshRulingChoices(ss, { rulings } as unknown as Campaign, undefined);
    const answer = (row: number) => ss.getSheetByName('Rulings')!.getRange(row, 8).getDataValidation();
    expect(answer(2)!.getCriteriaValues()[0]).toEqual(['KZI', 'KLI']);
    expect(answer(2)!.getAllowInvalid()).toBe(true);
    expect([answer(3), answer(4)]).toEqual([null, null]);
  });
});
