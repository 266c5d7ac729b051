// The secrecy property (issue 10, item 5; EaW 1b, 1e, 5e): over several seasons of the sample played
// with private admiral workbooks — fleets meeting, battles auto-resolved and resolved, treaties
// proposed — every cell of every admiral's workbook (view, report, history, map) names no fleet or
// ship of another empire unless it fought that admiral in a battle (whose composition is public, 1e),
// names another empire as a system's owner only where the admiral has a fleet (5e, W3), and holds no
// other empire's treasury row.
import { EAW_VIEW } from '../src/engine/games/eaw';
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { giveAdmiralEmails } from './support/admiralEmails';
import { campaignOf } from './support/mapCampaigns';
import { turnSummaries } from '../src/engine/core/summary';
import { Campaign } from '../src/engine/core/model';

const DIST = join(__dirname, '../dist');
type Fake = ReturnType<typeof loadAddOn>['fake'];
const EMPIRES = ['KLI', 'KZI', 'LYR', 'HYD'];
const mail = (e: string) => `${e.toLowerCase()}.admiral@example.com`;
const phase = (fake: Fake) => fake.sheetValues('Campaign').find((r) => r[0] === 'Phase')![1];

function ids(fake: Fake): Record<string, string> {
  const empires = fake.sheetValues('Empires');
  const at = empires[0].indexOf('Workbook id');
  return Object.fromEntries(empires.slice(1).map((r) => [String(r[0]), String(r[at])]));
}

/** Every id of another empire's fleets and ships the admiral could not have seen. */
function secretsFor(fake: Fake, empire: string, everSeen: Set<string>): string[] {
  const foreign = (tab: string) =>
    fake
      .sheetValues(tab)
      .slice(1)
      .filter((r) => r[1] !== empire && r[0] !== '')
      .map((r) => String(r[0]));
  return [...foreign('Fleets'), ...foreign('Ships')].filter((id) => !everSeen.has(id));
}

/** Fleets and ships the admiral met in a battle (composition at the time of battle is public, EaW 1e). */
function metInBattle(fake: Fake, empire: string, seen: Set<string>): void {
  const rows = fake.sheetValues('Battle ships');
  const battles = new Set(
    rows
      .slice(1)
      .filter((r) => r[4] === empire)
      .map((r) => r[0]),
  );
  for (const r of rows.slice(1).filter((x) => battles.has(x[0]))) {
    seen.add(String(r[2]));
    seen.add(String(r[3]));
  }
}

function checkEveryCell(fake: Fake, book: Record<string, string>, seen: Record<string, Set<string>>, when: string): void {
  for (const empire of EMPIRES) {
    metInBattle(fake, empire, seen[empire]);
    const wb = fake.drive.require(book[empire]);
    const cells = wb.sheets.flatMap((s) => fake.valuesOf(book[empire], s.name).flat().map(String));
    const text = cells.join('\n');
    for (const secret of secretsFor(fake, empire, seen[empire])) {
      const named = new RegExp(`(^|[^A-Za-z0-9-])${secret.replace(/[-]/g, '\\-')}($|[^A-Za-z0-9-])`, 'm').test(text);
      if (named) throw new Error(`${when}: ${empire}'s workbook names ${secret}, which ${empire} never saw`);
    }
    // EaW 5e, 33.0 #4 (W3): another empire's development is named by its owner only where the admiral has a fleet.
    const present = new Set(
      fake
        .sheetValues('Fleets')
        .slice(1)
        .filter((r) => r[1] === empire)
        .map((r) => String(r[3])),
    );
    for (const s of wb.sheets) {
      const [head, ...rows] = fake.valuesOf(book[empire], s.name);
      const owner = head?.indexOf('Owner') ?? -1;
      if (head?.[0] !== 'System' || owner < 0) continue;
      const told = rows.filter((r) => r[owner] !== '' && r[owner] !== empire && !present.has(String(r[0])));
      expect([when, empire, s.name, told]).toEqual([when, empire, s.name, []]);
    }
    const treasury = fake.valuesOf(book[empire], 'Treasury');
    expect([when, treasury.slice(1, -1).filter((r) => r[1] !== empire)]).toEqual([when, []]);
  }
}

/** Processes the season, then fights every battle by auto-resolve until the season closes; `after` runs after each step. */
function playSeason({ addOn, fake }: ReturnType<typeof loadAddOn>, season: string, after: (when: string) => void): void {
  addOn.menuProcessSeason();
  after(`after processing ${season}`);
  for (let i = 0; i < 8 && phase(fake) !== 'Orders'; i++) {
    const battles = fake.sheetValues('Battles');
    const status = battles[0].indexOf('Status');
    battles.forEach(
      (r, n) =>
        n > 0 &&
        r[status] === 'Pending' &&
        fake.spreadsheet
          .getSheetByName('Battles')!
          .getRange(n + 1, status + 1)
          .setValue('Auto'),
    );
    addOn.menuAutoResolve();
    addOn.menuResolveBattles();
    after(`${season}, battle round ${i + 1}`);
  }
  expect([season, phase(fake)]).toEqual([season, 'Orders']);
}

describe('secrecy over several seasons (private workbooks)', () => {
  it('no admiral workbook names a fleet, ship or system owner its admiral could not have seen', () => {
    const loaded = loadAddOn(DIST);
    const { addOn, fake } = loaded;
    addOn.menuNewSampleCampaign();
    giveAdmiralEmails(loaded);
    const row = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Play mode') + 1;
    fake.spreadsheet.getSheetByName('Campaign')!.getRange(row, 2).setValue('Private workbooks');
    // A Hydran mine at S22, next to S18 where KLI-3 (with its F5S scout) ends the Spring.
    const systems = fake.sheetValues('Systems');
    const s22 = systems.findIndex((r) => r[0] === 'S22') + 1;
    for (const [column, value] of [
      ['Planet', 'Mineral'],
      ['Owner', 'HYD'],
      ['Development', 'Mine'],
      ['Developed in', 'Y165 Setup'],
    ])
      fake.spreadsheet
        .getSheetByName('Systems')!
        .getRange(s22, systems[0].indexOf(column) + 1)
        .setValue(value);
    addOn.menuAdmiralWorkbooks();
    const book = ids(fake);
    const seen = Object.fromEntries(EMPIRES.map((e) => [e, new Set<string>()]));
    checkEveryCell(fake, book, seen, 'after Create / update');

    addOn.menuProcessSeason();
    checkEveryCell(fake, book, seen, 'after Y165 Spring');
    const kliSystems = fake.valuesOf(book.KLI, 'Systems');
    const col = (name: string) => kliSystems[0].indexOf(name);
    const kliS22 = kliSystems.find((r) => r[0] === 'S22')!;
    expect([kliS22[col('Known as')], kliS22[col('Development')], kliS22[col('Owner')]]).toEqual(['scouted', 'Mine', '']);

    // Summer: fleets meet at S17 and on the lane S20-S27; KZI and LYR offer each other a treaty.
    fake.drive.userEdit(mail('KLI'), book.KLI, 'Orders', 'A2', [
      ['KLI-3', 'Jump', 'S18 > S17', '', '', ''],
      ['KLI-5', 'Jump', 'S20 > S27', '', '', ''],
    ]);
    fake.drive.userEdit(mail('KZI'), book.KZI, 'Orders', 'A2', [
      ['KZI-6', 'Jump', 'S27 > S20', '', '', ''],
      ['', 'Sign', 'LYR', '', '', 'Non-Aggression'],
    ]);
    fake.drive.userEdit(mail('LYR'), book.LYR, 'Orders', 'A2', [['', 'Sign', 'KZI', '', '', 'Non-Aggression']]);
    checkEveryCell(fake, book, seen, 'after the Summer orders were checked');
    const closeSeason = (season: string) => playSeason(loaded, season, (when) => checkEveryCell(fake, book, seen, when));
    closeSeason('Y165 Summer');
    expect(fake.sheetValues('Battles').length).toBeGreaterThan(2);
    expect(EMPIRES.some((e) => seen[e].size > 0)).toBe(true);
    closeSeason('Y165 Fall');
    closeSeason('Y165 Winter');
    expect(fake.sheetValues('Campaign').find((r) => r[0] === 'Last processed')![1]).toBe('Y165 Winter');
    expect(
      fake
        .valuesOf(book.KLI, 'Report history')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(expect.arrayContaining(['Y165 Spring', 'Y165 Summer', 'Y165 Fall', 'Y165 Winter']));
  });
});

describe('secrecy of the turn summary (issue 20)', () => {
  /** Fleets and ships of other empires `empire` met in battle by now (EaW 1e). */
  const met = (c: Campaign, empire: string) => {
    const battles = new Set(c.battleShips.filter((r) => r.empire === empire).map((r) => r.battle));
    return new Set(c.battleShips.filter((r) => battles.has(r.battle)).flatMap((r) => [r.fleet, r.ship]));
  };

  it("over several seasons each admiral's summary names no fleet, ship or treasury of another empire they could not have seen", () => {
    const loaded = loadAddOn(DIST);
    const { addOn, fake } = loaded;
    addOn.menuNewSampleCampaign();
    giveAdmiralEmails(loaded);
    let before = campaignOf(fake);
    const said: string[] = [];
    const check = (when: string) => {
      const after = campaignOf(fake);
      const { gm, admirals } = turnSummaries(EAW_VIEW, before, after);
      said.push(...gm);
      for (const empire of EMPIRES) {
        const text = (admirals.get(empire) ?? []).join('\n');
        const seen = met(after, empire);
        const secrets = [...after.fleets, ...after.ships, ...before.fleets, ...before.ships]
          .filter((x) => x.empire !== empire && !seen.has(x.id))
          .map((x) => x.id);
        for (const id of secrets)
          if (new RegExp(`(^|[^A-Za-z0-9-])${id}($|[^A-Za-z0-9-])`).test(text)) throw new Error(`${when}: ${empire}'s summary names ${id}`);
        const money = (admirals.get(empire) ?? []).find((l) => l.startsWith('Treasury and VP')) ?? '';
        for (const other of EMPIRES.filter((e) => e !== empire))
          expect([when, empire, money.includes(`${other} `)]).toEqual([when, empire, false]);
      }
      before = after;
    };
    addOn.menuProcessSeason();
    check('Y165 Spring');
    const orders = (empire: string, rows: string[][]) =>
      fake.spreadsheet.getSheetByName(`Orders ${empire}`)!.getRange(2, 1, rows.length, 6).setValues(rows);
    orders('KLI', [
      ['KLI-3', 'Jump', 'S18 > S17', '', '', ''],
      ['KLI-5', 'Jump', 'S20 > S27', '', '', ''],
    ]);
    orders('KZI', [['KZI-6', 'Jump', 'S27 > S20', '', '', '']]);
    for (const season of ['Y165 Summer', 'Y165 Fall', 'Y165 Winter']) playSeason(loaded, season, check);
    // The summaries said something: moves, battles fought and how they ended, treasuries.
    const all = said.join('\n');
    expect(all).toMatch(/^Moved: .*KLI-3 S18 > S17/m);
    expect(all).toMatch(/^Battles: .*Y165-Summer-S17-1 at S17, KLI-3 vs LYR-4: (won by|a draw)/m);
    expect(all).toMatch(/^Treasury and VP: KLI \d+ > \d+ BPV/m);
    expect(all).toMatch(/^Orders not marked Ready for Y165 Fall: KLI; KZI; LYR; HYD\./m);
  });
});
