// Galactic Conquest secrecy over three turns in Sheets (the fake, private admiral workbooks): the sample's
// first turn with its Klingon-Kzinti battle (auto-resolved), then two more with a cloaked squadron, a hidden
// one and ships with special sensors. After each step no admiral's workbook, map (every turn of their Map
// dialog) or mail names a squadron or ship of another empire that admiral has not fought; the squadrons
// drawn on their map stand in hexes their own sensors read at the end of the turn (GC C5.10, C5.30, C6.20,
// C8.10); and the Sensor readings rows in their workbook are their own empire's. A Klingon spy's mission
// (C14) and what it learned reach the Klingons alone.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { giveAdmiralEmails } from './support/admiralEmails';
import { campaignOf } from './support/mapCampaigns';
import { bookIds, leaks, secretsOf, setCell as setGmCell } from './support/privateBooks';
import { viewFor } from '../src/engine/core/view';
import { GC_VIEW } from '../src/engine/games/gc/view';

const DIST = join(__dirname, '../dist');
const loaded = loadAddOn(DIST);
const { addOn, fake } = loaded;
const setting = (name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
const setCell = (tab: string, id: string, header: string, value: unknown) => setGmCell(fake, tab, id, header, value);
const EMPIRES = ['KLI', 'KZI', 'LYR', 'HYD'];
let books: Record<string, string> = {};
let checks = 0;
/** GC C14: the Klingon spy, its mission and what it learns, and its prime team (C14.50): no other admiral may read them. */
const SPY_SECRETS = ['K01', 'SPYWORD', 'LEARNEDWORD', 'PR01'];

function checkSecrecy(when: string): void {
  const c = campaignOf(fake);
  for (const empire of EMPIRES) {
    const view = viewFor(GC_VIEW, c, empire);
    const secrets = [...secretsOf(c, empire).secrets, ...(empire === 'KLI' ? [] : SPY_SECRETS)];
    expect([when, empire, leaks(fake, c, books[empire], empire, view, secrets)]).toEqual([
      when,
      empire,
      { workbook: [], map: [], mail: [] },
    ]);
    // C5.30: another empire's squadrons drawn, each with a strength, are in hexes where its sensors counted ships at the end of the turn (or met in battle).
    const { met } = secretsOf(c, empire);
    const counted = (r: Record<string, unknown>) =>
      r.Empire === empire && r.Reading !== 'Cloaked presence' && r.Reading !== 'Ships present';
    const read = new Set((c.tables?.['Sensor readings'] ?? []).filter(counted).map((r) => String(r.Hex)));
    const drawn = view.fleets.filter((f) => !f.mine && !met.has(f.id) && !(c.settings.phase === 'Orders' && read.has(f.location)));
    expect([when, empire, drawn]).toEqual([when, empire, []]);
    const rows = fake.valuesOf(books[empire], 'Sensor readings');
    expect([when, empire, rows.slice(1).filter((r) => r[1] !== '' && r[1] !== empire)]).toEqual([when, empire, []]);
    checks++;
  }
}

/** Process Season, and where battles pause the turn: every ship Unharmed, Auto-resolve and Resolve battles. */
function playTurn(when: string): void {
  addOn.menuProcessSeason();
  checkSecrecy(`${when}, processed`);
  // Battles and rulings in whatever order the turn asks: B1.60's contested systems and A1.10's legendary admirals
  // (rule options GC100, GC101), C14's spy missions (each its owner's ruling).
  for (let stop = 0; stop < 8; stop++) {
    const phase = setting('Phase');
    if (phase === 'Battles') {
      addOn.menuAutoResolve();
      checkSecrecy(`${when}, auto-resolved`);
      addOn.menuResolveBattles();
      checkSecrecy(`${when}, resolved`);
    } else if (phase === 'Rulings') {
      const rulings = fake.sheetValues('Rulings');
      for (const r of rulings.slice(1).filter((x) => String(x[3]).startsWith('Spy: ') && x[8] !== true && x[8] !== 'yes'))
        setCell('Rulings', r[0] as string, 'Answer', 'Success: LEARNEDWORD');
      addOn.menuApplyRulings();
      checkSecrecy(`${when}, rulings applied`);
    } else return;
  }
  throw new Error(`${when}: the turn did not end after 8 stops`);
}

describe('GC secrecy over three turns: what each admiral can open is what its sensors read (C5, C6, C8)', () => {
  beforeAll(() => {
    addOn.menuNewGcSampleCampaign();
    giveAdmiralEmails(loaded);
    setCell('Campaign', 'Play mode', 'Value', 'Private workbooks');
    addOn.menuAdmiralWorkbooks();
    books = bookIds(fake);
  });

  it('keeps every secret after each step, and sensors read what C5.10 gives', () => {
    checkSecrecy('at the start');
    playTurn('turn 1');
    expect([setting('Year'), setting('Season')]).toEqual([150, 'Turn 2']);
    // Turn 2: the Kzinti CS gets special sensors with ESS; Z02A cloaks in G12, where the GM puts K02A; the Lyrans'
    // L02A hides, and the Hydrans' H02A hides in the Klingon home I8.
    const classes = fake.sheetValues('Classes');
    const kzinti = classes.findIndex((r) => r[1] === 'Kzinti CS');
    fake.spreadsheet
      .getSheetByName('Classes')!
      .getRange(kzinti + 1, classes[0].indexOf('Sensors') + 1)
      .setValue(2);
    setCell('Ships', 'KZI-04', 'ESS', true);
    setCell('Fleets', 'Z02A', 'Concealment', 'Cloaked');
    setCell('Fleets', 'L02A', 'Concealment', 'Hidden');
    setCell('Fleets', 'H02A', 'Concealment', 'Hidden');
    setCell('Fleets', 'K02A', 'Location', 'G12');
    setCell('Fleets', 'H02A', 'Location', 'I8');
    const spies = fake.spreadsheet.getSheetByName('Spies')!;
    const head = fake.sheetValues('Spies')[0].map(String);
    const spy: Record<string, unknown> = {
      Spy: 'K01',
      Empire: 'KLI',
      Rating: 1,
      Status: 'On mission',
      Target: 'KZI',
      Mission: 'info: SPYWORD',
    };
    spies.appendRow(head.map((h) => spy[h] ?? ''));
    const team: Record<string, unknown> = { Spy: 'PR01', Empire: 'KLI', Rating: 7, Status: 'Idle', Trained: 4, Aboard: 'KLI-05' };
    spies.appendRow(head.map((h) => team[h] ?? ''));
    // The GM's Spy chart (C14.26) is quoted in the mission's ruling, never in an admiral's workbook.
    fake.spreadsheet.getSheetByName('Spy chart')!.appendRow([1, 'Information', 'CHARTWORD 1-4 success']);
    playTurn('turn 2');
    expect(
      fake
        .sheetValues('Rulings')
        .flat()
        .some((cell) => String(cell).includes('CHARTWORD')),
    ).toBe(true);
    for (const e of EMPIRES) {
      const cells = fake.drive.require(books[e]).sheets.flatMap((sh) => fake.valuesOf(books[e], sh.name).flat().map(String));
      expect([e, cells.filter((cell) => cell.includes('CHARTWORD'))]).toEqual([e, []]);
    }
    expect(campaignOf(fake).tables?.Spies).toMatchObject([
      { Spy: 'K01', Rating: 2, Status: 'Idle' },
      { Spy: 'PR01', Rating: 7, Aboard: 'KLI-05' },
    ]);
    // What the spy learned is in the Klingon workbook (so the others' not holding it proves something).
    const klingon = fake.drive.require(books.KLI).sheets.flatMap((sh) => fake.valuesOf(books.KLI, sh.name).flat().map(String));
    expect(klingon.some((cell) => cell.includes('LEARNEDWORD'))).toBe(true);
    playTurn('turn 3');
    expect([setting('Year'), setting('Season')]).toEqual([151, 'Turn 2']);
    // The Kzinti read the Klingons' hexes (something to keep secret was there), and the hidden squadrons stayed hidden.
    const rows = campaignOf(fake).tables?.['Sensor readings'] ?? [];
    expect(rows.some((r) => r.Empire === 'KZI')).toBe(true);
    expect(rows.filter((r) => r.Empire === 'KLI' && r.Hex === 'G12')).toMatchObject([{ Reading: 'Cloaked presence' }]);
    expect(rows.filter((r) => r.Empire === 'KLI' && r.Hex === 'I8')).toEqual([]);
    expect(checks).toBeGreaterThanOrEqual(EMPIRES.length * 6);
  });
});
