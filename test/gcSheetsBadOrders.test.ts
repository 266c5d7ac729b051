// Galactic Conquest's Orders tab given bad rows in a spreadsheet (the real bundle, the in-memory fake):
// every order kind with junk in each cell, another empire's squadron, ids that are not there, cells of the
// wrong type and floods of text. Check orders and Process Season must answer each row with a specific
// reason in plain words, never an exception, and never crash the menu item.
import { RAW } from './support/badInput';
import { col, Fake, gcSample, lastAlert } from './support/bundle';
import { GC_KINDS } from '../src/engine/games/gc/turn';

const HUGE = 'x'.repeat(49990);

function orderRows(fake: Fake, empire: string) {
  const rows = fake.sheetValues(`Orders ${empire}`);
  const at = (h: string) => col(rows, h);
  return rows
    .slice(1)
    .map((r) => ({ fleet: r[at('Fleet')], order: r[at('Order')], target: r[at('Target')], result: String(r[at('Result')] ?? '') }));
}

/** Types rows from row 3 of the empire's Orders tab: Fleet, Order, Target, Ships, Build class, Extras. */
function typeRows(fake: Fake, empire: string, rows: unknown[][]): void {
  const sheet = fake.spreadsheet.getSheetByName(`Orders ${empire}`)!;
  sheet.getRange(3, 1, rows.length, 6).setValues(rows);
}

describe('Galactic Conquest orders: bad rows refused with their reasons', () => {
  it('refuses another empire’s squadron, unknown ids, wrong types and floods, each with a specific reason', () => {
    const { addOn, fake } = gcSample();
    typeRows(fake, 'KLI', [
      ['Z01A', 'Move', 'H10', '', '', ''],
      ['K99Z', 'Move', 'H10', '', '', ''],
      ['K01A', 'Warp jump', 'H10', '', '', ''],
      ['K02A', 'Move', 12345, '', '', ''],
      ['K02A', 'Raid', true, '', '', ''],
      ['', 'Build', 'I8', '', HUGE, ''],
      ['', 'Build', 'Q99', '', 'F5', ''],
      ['Z01A', 'MRR', 'I25', '', '', ''],
      ['K02A', 'Research', 'Cloaked DN', '', '', 'mass -200'],
      ['', 'Spy', 'KLI', '', '', HUGE],
    ]);
    addOn.menuProcessSeason();
    expect(lastAlert(fake)?.prompt ?? '').not.toMatch(RAW);
    const results = orderRows(fake, 'KLI').slice(1, 11);
    const reasons = results.map((r) => r.result);
    for (const text of reasons) {
      expect(text).not.toMatch(RAW);
      expect(text.length).toBeLessThan(1000);
    }
    expect(reasons[0]).toMatch(/Z01A.*(not your|not one of yours|another empire|KZI)/i);
    expect(reasons[1]).toMatch(/K99Z/);
    expect(reasons[2]).toMatch(/Warp jump/);
    expect(reasons[3]).toMatch(/12345/);
    expect(reasons[5]).toMatch(/its Build class cell holds 49990 characters, more than the 1000 an order cell may hold/);
    expect(reasons[6]).toMatch(/Q99/);
    expect(reasons[7]).toMatch(/Z01A is not your squadron/);
    expect(reasons[9]).toMatch(/its Extras cell holds 49990 characters/);
    expect(reasons[8]).toMatch(/mass -200: a multiple of 200 EPs \(GC C17\.40\)/);
    for (const text of reasons) expect(text).not.toMatch(/^OK/);
  });

  it('answers every order kind given junk in each cell with a plain reason, never an exception', () => {
    const { addOn, fake } = gcSample();
    const junk: unknown[] = ['Z01A', 'K99Z', -5, 3.7, '=1/0', 'ö 漢字 🚀', true, new Date(2020, 0, 1), '12,5', 'S04\nS18'];
    const rows = GC_KINDS.map((kind, i) => [
      i % 3 ? 'K01A' : junk[i % junk.length],
      kind,
      junk[(i + 1) % junk.length],
      junk[(i + 2) % junk.length],
      junk[(i + 3) % junk.length],
      junk[(i + 4) % junk.length],
    ]);
    typeRows(fake, 'KLI', rows);
    addOn.menuCheckOrders();
    expect(lastAlert(fake)?.prompt ?? '').not.toMatch(RAW);
    addOn.menuProcessSeason();
    expect(lastAlert(fake)?.prompt ?? '').not.toMatch(RAW);
    const results = orderRows(fake, 'KLI').slice(1, 1 + GC_KINDS.length);
    const bad = results.filter((r) => !r.result || RAW.test(r.result));
    expect(bad).toEqual([]);
  });
});
