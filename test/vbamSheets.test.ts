// The VBAM-SFB sample in a spreadsheet (the real bundle, the in-memory fake): Check orders and the live
// check of its diplomatic rows (VBAM Intel), DECLARE_CHANCE by VBAM's turns on the Treaties tab, and
// Update battles (VB90) with the Kzinti Home Fleet and Border Squadron standing in the Klingon border
// sector S0401, where the Klingon Border Squadron demands a scenario (KLI and KZI are at Hostilities).
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { col, lastAlert, setCell, typeOrders } from './support/bundle';
import { BATTLE, scenarioAtS0401 } from './support/vbamBattle';
import { pooled } from './support/pooled';

const DIST = join(__dirname, '../dist');

type Fake = ReturnType<typeof loadAddOn>['fake'];
/** New campaign: VBAM-SFB sample, and the scenario at S0401, each for this test alone (support/pooled.ts). */
const vbamSample = pooled(() => {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewVbamSampleCampaign();
  return loaded;
});
const scenario = pooled(scenarioAtS0401);
const values = (f: Fake, tab: string) => f.sheetValues(tab);

const battleRow = (f: Fake) => values(f, 'Battles').find((r) => r[0] === BATTLE)!;
const setup = (f: Fake) => String(battleRow(f)[col(values(f, 'Battles'), 'Setup')]);
const fighting = (f: Fake, side: string) =>
  values(f, 'Battle ships')
    .slice(1)
    .filter((r) => r[0] === BATTLE && r[1] === side)
    .map((r) => r[3]);

describe('VBAM-SFB diplomacy in the workbook (VBAM Intel)', () => {
  it("checks the sample's treaty signatures: each Orders tab's live check, and Check orders", () => {
    const { addOn, fake } = vbamSample();
    const check = (e: string) => {
      const rows = values(fake, `Orders ${e}`);
      return rows[1][col(rows, 'Order check')];
    };
    // Alone, each signature waits for the other side: legal as things stand.
    expect(check('KLI')).toBe(
      'OK: Sign Non-Aggression with ROM: ROM did not sign Non-Aggression this turn; the signature lapses at the end of the turn',
    );
    expect(check('ROM')).toMatch(/^OK: Sign Non-Aggression with KLI/);
    fake.spreadsheet
      .getSheetByName('Orders FED')!
      .getRange('A2:F2')
      .setValues([['', 'Declare war', 'ROM', '', '', '']]);
    expect(check('FED')).toBe(
      'Declare war on ROM: 0% on d100 when processed (Declaration of War (base) -20; VBAM): it cannot succeed as things stand',
    );
    fake.spreadsheet
      .getSheetByName('Orders FED')!
      .getRange('A2:F2')
      .setValues([['', 'Sign', 'KLI', '', '', 'Peace']]);
    expect(check('FED')).toBe('Sign Peace with KLI: rejected: Peace needs Non-Aggression in force between FED and KLI');
    addOn.menuCheckOrders();
    expect(lastAlert(fake).prompt).toMatch(/^Y168 Turn 1: 3 orders are legal as things stand, 1 would be rejected\./);
  });

  it("gives DECLARE_CHANCE on the Treaties tab by the campaign's turns", () => {
    const { fake } = vbamSample();
    const treaties = values(fake, 'Treaties');
    const kliKzi = treaties.find((r) => r[0] === 'KLI' && r[1] === 'KZI')!;
    expect(kliKzi[col(treaties, 'Declare war A on B')]).toBe(
      '5% (Declaration of War (base) -20, KZI is under a declaration of hostilities +25)',
    );
    expect(treaties[1][col(treaties, 'Declare war A on B')]).toBe('0% (Declaration of War (base) -20)');
  });
});

describe('Update battles, VBAM-SFB (VB90)', () => {
  it('gives a changed scenario new ship rows and a new card, and Auto-resolve and Resolve battles then take it', () => {
    const { addOn, fake } = scenario();
    expect(battleRow(fake).slice(4, 7)).toEqual(['KLI-2', 'KZI-1 + KZI-2', 'Pending']);
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(/^Nothing to update\. .*move ships up or down the Ships tab \(VB57, VB90\)/);
    // The Kzinti keep their Home Fleet out of it: only the Border Squadron fights.
    setCell(fake, 'Battles', (r) => r[0] === BATTLE, 'Fleet B', 'KZI-2');
    setCell(fake, 'Battles', (r) => r[0] === BATTLE, 'Status', 'Auto');
    addOn.menuAutoResolve();
    expect(lastAlert(fake).prompt).toMatch(/were changed: run Update battles first/);
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(`Updated ${BATTLE}: new ship rows in Battle ships and new set-up cards.`);
    expect(fighting(fake, 'A')).toEqual(['KLI-04', 'KLI-05', 'KLI-06']);
    expect(fighting(fake, 'B')).toEqual(['KZI-04', 'KZI-05', 'KZI-06']);
    // The card is made again, supply traced again: KZI-2 is out of supply in the Klingon sector. The
    // scenario's kind stays its first line (VB75).
    expect(setup(fake)).toMatch(
      /^Defensive scenario at Carzusen, KLI's colony: [^.]*\. Set-up: [^.]*\. A KLI-2 \(KLI\): BPV capacity \d+ \(flagship KLI-04\); fights KLI-04, KLI-05, KLI-06 \(247 BPV\)\. B KZI-2 \(KZI\): /,
    );
    expect(setup(fake)).toMatch(/; KZI-2 Out of supply: .* \(VBAM Fleet composition\)$/);
    expect(setup(fake)).not.toMatch(/KZI-1/);
    expect(
      values(fake, 'Log').some((r) => String(r[3]) === `Battle ${BATTLE} updated by the GM: KLI-2 vs KZI-2 (VBAM Encounters, VB90)`),
    ).toBe(true);
    addOn.menuAutoResolve();
    expect(lastAlert(fake).prompt).toMatch(/1 battle\(s\) auto-resolved/);
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(`Resolved ${BATTLE}.`);
    // KZI-1 never fought: its ships are as they were.
    const ships = values(fake, 'Ships');
    for (const id of ['KZI-01', 'KZI-02', 'KZI-03']) expect(ships.find((r) => r[0] === id)![col(ships, 'Condition')]).toBe('OK');
  });

  it('says why a change cannot stand: a fleet elsewhere, one unknown, a fleet of another power on a side, powers not at war', () => {
    const { addOn, fake } = scenario();
    const refused = (fleetB: string) => {
      setCell(fake, 'Battles', (r) => r[0] === BATTLE, 'Fleet B', fleetB);
      addOn.menuUpdateBattles();
      return lastAlert(fake).prompt;
    };
    expect(refused('KZI-2 + KZI-3')).toMatch(`Battle ${BATTLE}: KZI-3 is at S0106, not S0401`);
    expect(refused('KZI-9')).toMatch(`Battles row 2, column "Fleet B": Battle ${BATTLE}: unknown fleet "KZI-9"`);
    setCell(fake, 'Fleets', (r) => r[0] === 'ROM-2', 'Location', 'S0401');
    expect(refused('KZI-2 + ROM-2')).toMatch(`Battle ${BATTLE}: each side is one empire's fleets`);
    expect(refused('ROM-2')).toMatch(`Battle ${BATTLE}: KLI and ROM are not at war`);
    expect(lastAlert(fake).title).toBe('Update battles: nothing was changed');
    // Nothing was written: the scenario is as Turn 1 made it.
    expect(fighting(fake, 'B')).toEqual(['KZI-01', 'KZI-02', 'KZI-03', 'KZI-04', 'KZI-05', 'KZI-06']);
  });

  it('keeps the rows of a scenario whose results were entered, and Resolve battles refuses them for the changed sides', () => {
    const { addOn, fake } = scenario();
    for (const r of values(fake, 'Battle ships').slice(1)) setCell(fake, 'Battle ships', (x) => x[3] === r[3], 'Result', 'Unharmed');
    setCell(fake, 'Battles', (r) => r[0] === BATTLE, 'Fleet B', 'KZI-2');
    addOn.menuUpdateBattles();
    expect(lastAlert(fake).prompt).toMatch(`Battle ${BATTLE}: its fleets changed after results were entered; clear the results first`);
    // Nor are those results applied to sides that no longer fight.
    addOn.menuResolveBattles();
    expect(lastAlert(fake).prompt).toMatch(
      `Battle ${BATTLE}: its Fleet A / Fleet B no longer match its ship rows; run Update battles first`,
    );
  });
});

describe("VBAM-SFB: the GM's whole turn (issue 33 item 7)", () => {
  it('names each order not done and each declaration in the Summary tab, and lists every order, Treasury and Log row in the Turn record', () => {
    const { addOn, fake } = vbamSample();
    typeOrders(fake, 'FED', 3, [
      ['FED-1', 'Move', 'S0909', '', '', ''],
      ['', 'Declare war', 'ROM', '', '', ''],
    ]);
    addOn.menuCheckOrders();
    // Each legal order is listed with what it does, after the rejected ones.
    expect(lastAlert(fake).prompt).toMatch(/• Orders FED row 3: Move FED-1: there is no sector S0909 on the map/);
    expect(lastAlert(fake).prompt).toMatch(/• Orders KLI row 2: OK: Sign Non-Aggression with ROM/);
    fake.ui.queueResponse('YES');
    addOn.menuProcessSeason();
    const summary = values(fake, 'Summary').map((r) => String(r[0]));
    expect(summary).toContain(
      'Orders not done: FED row 3: Move FED-1: there is no sector S0909 on the map; ' +
        'FED row 4: Declare war on ROM: rolled 38, needed 0 or less: failed, relations stay Normal.',
    );
    expect(summary.find((l) => l.startsWith('Events: '))).toMatch(
      /Diplomacy: Declare war War ROM \(Failed \(d100 \d+ against 0\)\); Diplomacy: Sign Non-Aggression KZI \(Signed\)/,
    );
    const record = values(fake, 'Turn record');
    expect(record[0]).toEqual(['Season', 'Section', 'Empire', 'What', 'Result']);
    const sections = new Set(record.slice(1).map((r) => r[1]));
    expect([...sections]).toEqual(['Orders', 'Treasury', 'Events']);
    // Every order of every empire, and every Treasury row the turn wrote.
    expect(record.filter((r) => r[1] === 'Orders')).toHaveLength(6);
    const ledger = values(fake, 'Treasury').filter((r) => r[0] === 'Y168 Turn 1');
    expect(record.filter((r) => r[1] === 'Treasury')).toHaveLength(ledger.length);
  });
});
