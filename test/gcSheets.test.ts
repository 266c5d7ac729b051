// A Galactic Conquest turn in a spreadsheet (the real bundle, the in-memory fake): New campaign: sample
// (Galactic Conquest), Process Season (the treasury credited as the turn starts, B11.15; the turn
// paused at segment 12 for the Klingon-Kzinti battle, A1.10), Auto-resolve (GC A10), Resolve battles
// (segment 12 finished, the A11 score, the next turn), then Undo back to the pause; and a purse order (B10)
// checked live and carried out.
import { col, gcSample, lastAlert, setting, typeOrders } from './support/bundle';

const BATTLE = 'Y150.1-H11.12a';
const TABS = ['Campaign', 'Empires', 'Fleets', 'Ships', 'Battles', 'Battle ships', 'Treasury', 'Log'];

describe('a Galactic Conquest turn in the workbook', () => {
  it('processes the sample turn to its battle, auto-resolves and resolves it, and undoes the resolution', () => {
    const { addOn, fake } = gcSample();
    addOn.menuProcessSeason();
    expect([setting(fake, 'Phase'), setting(fake, 'Tick')]).toEqual(['Battles', 12]);
    const battles = fake.sheetValues('Battles');
    expect(battles.find((r) => r[0] === BATTLE)?.[col(battles, 'Status')]).toBe('Auto');
    const treasury = fake.sheetValues('Treasury');
    // Klinshai and I9: 13 + 18 + core economics 150 = 181, doubled on full war (GC B12.70).
    expect(treasury.filter((r) => r[1] === 'KLI').map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Y150 Turn 1', 181, '2 major system(s), 0 minor colonies, core economics 150'],
      ['Y150 Turn 1', 181, 'full war mobility'],
    ]);

    addOn.menuAutoResolve();
    expect(lastAlert(fake).prompt).toMatch(/auto-resolved/);
    const ships = fake.sheetValues('Battle ships');
    expect(ships.slice(1).every((r) => r[col(ships, 'Result')] !== '')).toBe(true);
    const before = new Map(TABS.map((t) => [t, fake.sheetValues(t)]));

    addOn.menuResolveBattles();
    // The Klingons end the turn at Kzinti Prime: B1.60 asks whether it is contested (rule option GC101).
    expect([setting(fake, 'Season'), setting(fake, 'Phase')]).toEqual(['Turn 1', 'Rulings']);
    expect(fake.sheetValues('Rulings').some((r) => r.includes('Contested system: H11'))).toBe(true);
    const fleets = fake.sheetValues('Fleets');
    expect(fleets.slice(1).every((r) => r[col(fleets, 'Course')] === '')).toBe(true);
    expect(fake.sheetValues('Battles').find((r) => r[0] === BATTLE)?.[col(battles, 'Status')]).toBe('Resolved');

    addOn.menuUndoProcessing();
    expect(new Map(TABS.map((t) => [t, fake.sheetValues(t)]))).toEqual(before);
  });

  it("takes the purse's orders on the Orders tab: checked live, carried out as the turn starts (GC B10.30, B11.15e)", () => {
    const { addOn, fake } = gcSample();
    typeOrders(fake, 'KLI', 3, [
      ['', 'Deposit', '', '', '', '100'],
      ['', 'Withdraw', '', '', '', '200'],
    ]);
    const orders = fake.sheetValues('Orders KLI');
    expect(orders.slice(2, 4).map((r) => r[col(orders, 'Order check')])).toEqual([
      'OK: Deposit 100 EPs: savings 100 EPs (GC B10.30)',
      'Withdraw: 200 EPs wanted, 100 in savings (GC B10.30)',
    ]);
    addOn.menuProcessSeason();
    const treasury = fake.sheetValues('Treasury');
    expect(treasury.filter((r) => r[1] === 'KLI').map((r) => [r[2], r[3]])).toContainEqual([-100, 'deposited with the GBC']);
    const empires = fake.sheetValues('Empires');
    expect(empires.find((r) => r[0] === 'KLI')?.[col(empires, 'Savings')]).toBe(100);
  });
});
