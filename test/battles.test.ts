// Battles in the spreadsheet: detected by Process Season, carded, auto-resolved or entered, resolved.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { col, lastAlert, setCell } from './support/bundle';
import { pooled } from './support/pooled';

const DIST = join(__dirname, '../dist');

type Loaded = ReturnType<typeof loadAddOn>;
const values = (f: Loaded['fake'], tab: string) => f.sheetValues(tab);

/**
 * The sample after Spring, with Summer orders that bring KLI-3 onto LYR-4 at S17 and KLI-5 and KZI-6
 * onto one lane, and `moreKli` orders after them; Summer not yet processed.
 */
function summerOrders(moreKli: string[][] = []): Loaded {
  const loaded = loadAddOn(DIST);
  const { addOn, fake } = loaded;
  addOn.menuNewSampleCampaign();
  addOn.menuProcessSeason();
  const kli = [['KLI-3', 'Jump', 'S18 > S17', '', '', ''], ['KLI-5', 'Jump', 'S20 > S27', '', '', ''], ...moreKli];
  fake.spreadsheet.getSheetByName('Orders KLI')!.getRange(2, 1, kli.length, 6).setValues(kli);
  fake.spreadsheet
    .getSheetByName('Orders KZI')!
    .getRange('A2:F2')
    .setValues([['KZI-6', 'Jump', 'S27 > S20', '', '', '']]);
  return loaded;
}

/** Summer processed: two battles pending; for this test alone (support/pooled.ts). */
const summerWithBattles = pooled((): Loaded => {
  const loaded = summerOrders();
  loaded.addOn.menuProcessSeason();
  return loaded;
});

describe('battles', () => {
  it('Process Season records each battle with its ship list and set-up card, and waits for them', () => {
    const { fake } = summerWithBattles();
    expect(lastAlert(fake).prompt).toMatch(/2 battle\(s\)\. Battles are pending/);
    const battles = values(fake, 'Battles');
    expect(battles.slice(1).map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual([
      ['Y165-Summer-S20-S27-1', 'S20-S27', 'KLI-5', 'KZI-6', 'Pending'],
      ['Y165-Summer-S17-1', 'S17', 'KLI-3', 'LYR-4', 'Pending'], // the larger fleet first (EaW 26a)
    ]);
    const setup = String(battles[2][col(battles, 'Setup')]);
    expect(setup).toMatch(/EaW 20/);
    const ships = values(fake, 'Battle ships').slice(1);
    expect(ships.filter((r) => r[0] === 'Y165-Summer-S17-1').map((r) => r[2])).toEqual(expect.arrayContaining(['LYR-4', 'KLI-3']));
    expect(values(fake, 'Campaign').find((r) => r[0] === 'Phase')![1]).toBe('Battles');
    expect(values(fake, 'Fleets').find((r) => r[0] === 'KLI-3')![4]).toBe('Pinned');
  });

  it('shows printable battle cards', () => {
    const { addOn, fake } = summerWithBattles();
    addOn.menuBattleCards();
    const dialog = fake.ui.dialogs[fake.ui.dialogs.length - 1];
    expect(dialog.title).toBe('Battle cards (2)');
    expect(dialog.content).toMatch(/Battle Y165-Summer-S17-1/);
    expect(dialog.content).toMatch(/<td>KLI-09<\/td>/);
    expect(dialog.content).toMatch(/window\.print/);
    // HtmlService ignores <title> and <meta>: the page title is set with setTitle instead.
    expect(dialog.content).not.toMatch(/<title>|<meta/);
    expect((dialog.html as { getTitle(): string }).getTitle()).toMatch(/: battle cards$/);
  });

  it('refuses half-entered results and changes nothing', () => {
    const { addOn, fake } = summerWithBattles();
    setCell(fake, 'Battle ships', (r) => r[3] === 'KLI-09', 'Result', 'Destroyed');
    const before = values(fake, 'Ships');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/Battle Y165-Summer-S17-1: no result yet for/);
    expect(values(fake, 'Ships')).toEqual(before);
  });

  it('auto-resolves a battle marked Auto, then applies every result and closes the season', () => {
    const { addOn, fake } = summerWithBattles();
    setCell(fake, 'Battles', (r) => r[0] === 'Y165-Summer-S17-1', 'Status', 'Auto');
    addOn.menuAutoResolve();
    expect(lastAlert(fake).prompt).toMatch(/1 battle\(s\) auto-resolved/);
    const s17 = values(fake, 'Battle ships')
      .slice(1)
      .filter((r) => r[0] === 'Y165-Summer-S17-1');
    expect(s17.every((r) => ['Unharmed', 'Crippled', 'Destroyed'].includes(String(r[7])))).toBe(true);
    expect(values(fake, 'Log').some((r) => /combat die/.test(String(r[3])))).toBe(true);
    // The open-space battle is entered by hand: KZI-6 loses a ship and its fleet flees back to S27.
    const lane = values(fake, 'Battle ships')
      .slice(1)
      .filter((r) => r[0] === 'Y165-Summer-S20-S27-1');
    for (const r of lane) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', r[2] === 'KZI-6' ? 'Disengaged' : 'Unharmed');
    const victim = lane.find((r) => r[2] === 'KZI-6')!;
    setCell(fake, 'Battle ships', (x) => x[3] === victim[3], 'Result', 'Destroyed');
    for (const r of lane.filter((x) => x[2] === 'KZI-6' && x !== victim))
      setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Disengaged to', 'S27');
    addOn.menuResolveBattles();
    const prompt = lastAlert(fake).prompt;
    expect(prompt).toMatch(/Resolved Y165-Summer-S20-S27-1, Y165-Summer-S17-1\./);
    const battles = values(fake, 'Battles');
    expect(battles.find((r) => r[0] === 'Y165-Summer-S20-S27-1')![col(battles, 'Winner')]).toBe('KLI');
    // 5c: the winner goes on to S27, where nobody waits now: no further battle.
    expect(values(fake, 'Fleets').find((r) => r[0] === 'KLI-5')![3]).toBe('S27');
    expect(values(fake, 'Ships').some((r) => r[0] === victim[3])).toBe(false);
    expect(Number(values(fake, 'Empires').find((r) => r[0] === 'KLI')![5])).toBeGreaterThan(0);
    if (!/still pending/.test(prompt)) {
      expect(values(fake, 'Campaign').find((r) => r[0] === 'Season')![1]).toBe('Fall');
      expect(
        values(fake, 'Report KLI')
          .map((r) => r.join(' '))
          .join('\n'),
      ).toMatch(/Battles Battle Y165-Summer-S20-S27-1 at S20-S27: your KLI-5 against KZI-6/);
    }
  });

  it('refuses to apply a battle twice', () => {
    const { addOn, fake } = summerWithBattles();
    for (const r of values(fake, 'Battle ships').slice(1)) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', 'Unharmed');
    addOn.menuResolveBattles();
    setCell(fake, 'Battles', (r) => r[0] === 'Y165-Summer-S17-1', 'Status', 'Pending');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/already resolved \(its XP are written\)/);
  });
});

describe('deferred work (EaW 4b, 9.0)', () => {
  /** Summer with battles pending, KLI-6 scrapping KLI-21 at the FRD meanwhile: its refund must wait for them. */
  const scrapWhileBattlesPending = pooled(() => summerOrders([['KLI-6', 'Scrap', '', 'KLI-21', '', '']]));
  const refunds = (f: Loaded['fake']) => values(f, 'Treasury').filter((r) => r[4] === 'KLI-21');

  it('keeps what waits for the battles as rows of the hidden Deferred tab, not in a cell, and Undo restores it', () => {
    const { addOn, fake } = scrapWhileBattlesPending();
    const before = values(fake, 'Deferred');
    addOn.menuProcessSeason();
    const deferred = values(fake, 'Deferred');
    expect(
      deferred
        .slice(1)
        .filter((r) => r[1] === 'credit')
        .map((r) => [r[0], r[2], r[8], r[10]]),
    ).toEqual([['Y165 Summer', 'KLI', 27.5, 'KLI-21']]);
    expect(fake.spreadsheet.getSheetByName('Deferred')!.isSheetHidden()).toBe(true);
    expect(values(fake, 'Campaign').some((r) => /post-combat/i.test(String(r[0])))).toBe(false);
    expect(refunds(fake)).toEqual([]);
    addOn.menuUndoProcessing();
    expect(values(fake, 'Deferred')).toEqual(before);
  });

  it('credits the refund when the last battle is resolved and the season closes', () => {
    const { addOn, fake } = scrapWhileBattlesPending();
    addOn.menuProcessSeason();
    for (const r of values(fake, 'Battle ships').slice(1)) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', 'Unharmed');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/the season closed/);
    expect(refunds(fake).map((r) => [r[0], r[1], r[2]])).toEqual([['Y165 Summer', 'KLI', 27.5]]);
    expect(
      values(fake, 'Deferred')
        .slice(1)
        .filter((r) => r.some((c) => c !== '')),
    ).toEqual([]);
  });
});

describe('FRD defense and pooling (EaW 28.0, 28a, 28b)', () => {
  /** LYR-4 stands at the Klingon home S01 when Spring is processed: a battle at the KLI FRD; for this test alone. */
  const attackOnTheFrd = pooled((): Loaded => {
    const loaded = loadAddOn(DIST);
    loaded.addOn.menuNewSampleCampaign();
    setCell(loaded.fake, 'Fleets', (r) => r[0] === 'LYR-4', 'Location', 'S01');
    loaded.fake.spreadsheet.getSheetByName('Orders LYR')!.getRange('A2:F10').clearContent();
    loaded.addOn.menuProcessSeason();
    return loaded;
  });

  it('lets the GM put the FRD fleet in with a pool of partial fleets, checking the pool against 17.0', () => {
    const { addOn, fake } = attackOnTheFrd();
    const battles = values(fake, 'Battles');
    const id = String(battles[1][0]);
    expect(battles[1][4]).toBe('KLI-1'); // the largest fleet first (EaW 26a): 366 + the E4 built this season
    setCell(fake, 'Battles', (r) => r[0] === id, 'Fleet A', 'KLI-1 + KLI-6');
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(/the pool KLI-1 \+ KLI-6 breaks the fleet rules: CBPV 698 over the 600 cap/);
    setCell(fake, 'Battles', (r) => r[0] === id, 'Fleet A', 'KLI-6 + KLI-FRD');
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(/Updated .*new ship rows/);
    const rows = values(fake, 'Battle ships')
      .slice(1)
      .filter((r) => r[0] === id);
    expect([...new Set(rows.filter((r) => r[1] === 'A').map((r) => r[2]))]).toEqual(['KLI-6', 'KLI-FRD']);
    expect(String(values(fake, 'Battles')[1][col(battles, 'Setup')])).toMatch(/KLI-6 \+ KLI-FRD/);
    // Results: the Lyran fleet is destroyed; the pool's ships stay in their own fleets (28b).
    for (const r of rows) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', r[1] === 'B' ? 'Destroyed' : 'Unharmed');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/Resolved /);
    const ships = values(fake, 'Ships');
    for (const r of rows.filter((x) => x[1] === 'A')) expect(ships.find((s) => s[0] === r[3])![2]).toBe(r[2]);
    expect(values(fake, 'Fleets').some((r) => r[0] === 'LYR-4')).toBe(false);
  });

  it('refuses to apply results after the fleets were changed without Update battles', () => {
    const { addOn, fake } = attackOnTheFrd();
    const id = String(values(fake, 'Battles')[1][0]);
    for (const r of values(fake, 'Battle ships').slice(1)) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', 'Unharmed');
    setCell(fake, 'Battles', (r) => r[0] === id, 'Fleet A', 'KLI-FRD');
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(/is not in KLI-FRD, side A of this battle \(if you changed Fleet A or B, run Update battles\)/);
  });

  it("refuses a pool that is not at the defender's own FRD, and a fleet within 10% of its cap", () => {
    const { addOn, fake } = attackOnTheFrd();
    const id = String(values(fake, 'Battles')[1][0]);
    setCell(fake, 'Battles', (r) => r[0] === id, 'Fleet B', 'LYR-4 + LYR-1');
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(/LYR-1 is at S05, not S01/);
  });
});
