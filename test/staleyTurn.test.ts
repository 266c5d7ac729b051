// A whole Staley turn in Sheets (the fake, with private admiral workbooks), paused by a battle in phase
// 3 and another in phase 6, each resumed by Resolve battles (Staley FF1.1, Annex AAA 3-5), and the
// secrecy property over it (EE1.1, EE1.31): after each step no admiral's workbook, map (the SVG of
// their Map dialog, every turn of it) or mail names a fleet or ship of another race that admiral has
// not fought (but for the warships' hull numbers every race knows, PP1.11), and the ships drawn on
// their map are in hexes their own fleets detected in that phase.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { giveAdmiralEmails, admiralEmail } from './support/admiralEmails';
import { campaignOf } from './support/mapCampaigns';
import { twoBattles } from './support/staleyBattles';
import { viewFor } from '../src/engine/core/view';
import { STALEY_VIEW } from '../src/engine/games/staley';
import { bookIds, leaks, secretsOf, setCell as setGmCell } from './support/privateBooks';
import { staleyWorld } from '../src/engine/games/staley/turn';
import { isWarship } from '../src/engine/games/staley/supply';
import { seededDice } from '../src/engine/core/dice';

const DIST = join(__dirname, '../dist');
const loaded = loadAddOn(DIST);
const { addOn, fake } = loaded;
const setting = (name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
const setCell = (tab: string, id: string, header: string, value: unknown) => setGmCell(fake, tab, id, header, value);
const EMPIRES = ['FED', 'KLI', 'GRN', 'ROM', 'KZI', 'HYD', 'LYR', 'ISC'];
let books: Record<string, string> = {};

/** What each admiral can open holds no other race's fleet or ship it has not fought, and no ships where it detected none. */
function checkSecrecy(when: string): void {
  const c = campaignOf(fake);
  for (const empire of EMPIRES) {
    const view = viewFor(STALEY_VIEW, c, empire);
    const { secrets, met } = secretsOf(c, empire);
    // PP1.11: every race knows the others' warships by hull number (the Intelligence tab); their fleets and other ships stay secret.
    const w = staleyWorld(c, seededDice('secrecy'));
    const known = new Set(c.ships.filter((s) => isWarship(w, s)).map((s) => s.id));
    const unknown = secrets.filter((id) => !known.has(id));
    expect([when, empire, leaks(fake, c, books[empire], empire, view, unknown)]).toEqual([
      when,
      empire,
      { workbook: [], map: [], mail: [] },
    ]);
    // EE1.31: the ships drawn are in hexes detected in the phase shown, and the Detections rows are the race's own.
    const phase = `${c.settings.lastProcessed} Phase ${c.settings.pausedAt?.tick ?? 8}`;
    const detected = new Set((c.tables?.Detections ?? []).filter((r) => r.Empire === empire && r.When === phase).map((r) => String(r.Hex)));
    const drawn = view.fleets.filter((f) => !f.mine && !detected.has(f.location) && !met.has(f.id));
    expect([when, empire, drawn]).toEqual([when, empire, []]);
    const rows = fake.valuesOf(books[empire], 'Detections');
    expect([when, empire, rows.slice(1).filter((r) => r[1] !== '' && r[1] !== empire)]).toEqual([when, empire, []]);
  }
}

const everyShipUnharmed = () => {
  const rows = fake.sheetValues('Battle ships');
  const result = rows[0].indexOf('Result') + 1;
  rows.forEach(
    (r, i) =>
      i > 0 &&
      !r[result - 1] &&
      fake.spreadsheet
        .getSheetByName('Battle ships')!
        .getRange(i + 1, result)
        .setValue('Unharmed'),
  );
};

describe('a Staley turn in Sheets with battles in phases 3 and 6 (Staley FF1.1, Annex AAA 4)', () => {
  let route: string[];

  beforeAll(() => {
    addOn.menuNewStaleySampleCampaign();
    giveAdmiralEmails(loaded);
    setCell('Campaign', 'Play mode', 'Value', 'Private workbooks');
    const t = twoBattles(campaignOf(fake));
    route = t.route;
    for (const h of t.cleared) setCell('Systems', h, 'Terrain', 'Empty');
    for (const [id, hex] of Object.entries(t.at)) setCell('Fleets', id, 'Location', hex);
    addOn.menuAdmiralWorkbooks();
    books = bookIds(fake);
    fake.drive.userEdit(admiralEmail('FED'), books.FED, 'Orders', 'A2', [['FED-2', 'Move', route.join(' > '), '', '', '']]);
    checkSecrecy('after the orders');
  });

  it("keeps hex ids as text in the admiral's workbook: written there, and typed in an order (rule option ST11)", () => {
    const systems = fake.valuesOf(books.FED, 'Systems');
    const fleets = fake.valuesOf(books.FED, 'Fleets');
    expect(systems.slice(1).every((r) => typeof r[0] === 'string' && /^\d{4}$/.test(r[0]))).toBe(true);
    expect(fleets.slice(1).every((r) => typeof r[1] === 'string' && /^\d{4}$/.test(r[1]))).toBe(true);
    // Typed by the admiral: a plain-text Target keeps "0406"; the automatic Ships cell beside it makes a number of it.
    fake.drive.userEdit(admiralEmail('FED'), books.FED, 'Orders', 'A3', [['FED-2', 'Stance', '0406', '0406', '', '']]);
    const typed = fake.valuesOf(books.FED, 'Orders')[2];
    expect([typed[2], typed[3]]).toEqual(['0406', 406]);
    fake.drive.userEdit(admiralEmail('FED'), books.FED, 'Orders', 'A3', [['', '', '', '', '', '']]);
  });

  it('pauses at phase 3 for the battle with KLI-2', () => {
    addOn.menuProcessSeason();
    expect([setting('Phase'), setting('Tick'), setting('Paused step')]).toEqual(['Battles', 3, 'Scenarios']);
    const battles = fake.sheetValues('Battles').slice(1);
    expect(battles.map((r) => [r[0], r[4], r[5], r[6]])).toEqual([[`Y167-Turn-1-Phase-3-${route[2]}`, 'FED-2', 'KLI-2', 'Pending']]);
    // What there is to keep secret: FED detected KLI-2's ships, and fought them.
    expect(fake.sheetValues('Detections').some((r) => r[1] === 'FED' && r[2] === route[2])).toBe(true);
    checkSecrecy('paused in phase 3');
  });

  it('Resolve battles goes on from phase 3 and pauses at phase 6 for the battle with ROM-2', () => {
    everyShipUnharmed();
    addOn.menuResolveBattles();
    expect([setting('Phase'), setting('Tick'), setting('Paused step')]).toEqual(['Battles', 6, 'Scenarios']);
    expect(
      fake
        .sheetValues('Battles')
        .slice(1)
        .map((r) => [r[0], r[6]]),
    ).toEqual([
      [`Y167-Turn-1-Phase-3-${route[2]}`, 'Resolved'],
      [`Y167-Turn-1-Phase-6-${route[5]}`, 'Pending'],
    ]);
    const moves = fake.sheetValues('Log').filter((r) => r[1] === 'Move' && String(r[3]).startsWith('FED-2'));
    expect(moves.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6].map((p) => `Y167 Turn 1 Phase ${p}`));
    checkSecrecy('paused in phase 6');
  });

  it('Resolve battles runs to phase 8 and waits for the intelligence reports; Apply rulings sends them and opens the next turn', () => {
    everyShipUnharmed();
    addOn.menuResolveBattles();
    expect([setting('Phase'), setting('Tick'), setting('Paused step')]).toEqual(['Rulings', 8, 'Intelligence']);
    checkSecrecy('waiting for the intelligence reports');
    addOn.menuApplyRulings();
    expect([setting('Season'), setting('Phase'), setting('Tick'), setting('Paused step')]).toEqual(['Turn 2', 'Orders', '', '']);
    expect(
      fake.valuesOf(books.FED, 'Report').some((r) => String(r[1]).startsWith('Intelligence report: Y167 Turn 1: ships detected')),
    ).toBe(true);
    expect(fake.sheetValues('Treasury').filter((r) => r[0] === 'Y167 Turn 1 Phase 8' && r[4] === 'HH1.6')).toHaveLength(8);
    checkSecrecy('after the turn');
  });
});
