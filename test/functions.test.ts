// The custom functions as Sheets calls them: whole tables (header row included) and a value or a column.
import {
  buildCost,
  declareChanceFn,
  fleetCbpv,
  fleetCheck,
  fleetLimitFn,
  movePointsFn,
  orderChecksFn,
  treasury,
} from '../src/sheets/views/functions';
import { Cell } from '../src/sheets/tabs/tables';
import { sampleTab, sampleTexts } from './support/sample';
import { VBAM_SAMPLE_DIR } from '../scripts/vbam-sample';
import { parseCsv } from '../src/sheets/tabs/csv';

const ships = sampleTab('Ships');
const classes = sampleTab('Classes');
const fleets = sampleTab('Fleets');
const ledger = sampleTab('Treasury');
const col = (...v: Cell[]) => v.map((x) => [x]);

/** The sheet's whole-column range: the table followed by empty rows, as `Ships!A:Q` gives. */
const withBlankRows = (t: Cell[][], n = 50) => [...t, ...Array.from({ length: n }, () => t[0].map(() => ''))];

describe('FLEET_CBPV (EaW 17.0)', () => {
  it('answers one fleet with a number and a column with a column, blanks staying blank', () => {
    expect(fleetCbpv('KLI-1', ships, classes)).toBe(366);
    expect(fleetCbpv(col('KLI-1', '', 'HYD-2'), withBlankRows(ships), withBlankRows(classes))).toEqual([[366], [''], [264]]);
  });

  it('applies the Hydran fighter exemption and the poor-crew reduction of the sample', () => {
    expect(fleetCbpv('HYD-2', ships, classes)).toBe(264); // Ranger 8 fighters, first 6 free (17b)
    expect(fleetCbpv('KZI-4', ships, classes)).toBe(226); // a poor-crewed DD counts 80% (17.0)
  });

  it('tolerates stray spaces and case in ids, and numbers typed as text', () => {
    const edited = ships.map((r, i) => (i === 1 ? r.map((c) => (typeof c === 'number' ? String(c) : ` ${c} `)) : r));
    expect(fleetCbpv(' kli-1 ', edited, classes)).toBe(366);
  });

  it('says which fleet has no ships, rather than failing', () => {
    expect(fleetCbpv(col('KLI-9'), ships, classes)).toEqual([['no ship is in fleet "KLI-9"']]);
  });

  it('names tab, row and column of a bad cell in a fleet, and of a missing column', () => {
    const bad = ships.map((r) => [...r]);
    bad[2][ships[0].indexOf('Fighters')] = 'six';
    expect(fleetCbpv('KLI-1', bad, classes)).toBe('Ships row 3, column "Fighters": "six" is not a number');
    const renamed = [ships[0].map((h) => (h === 'Class' ? 'Klass' : h)), ...ships.slice(1)];
    expect(fleetCbpv(col('KLI-1', 'KLI-2'), renamed, classes)).toBe(
      'Ships, column "Class": column is missing (columns are found by their header)',
    );
  });

  it('asks for the whole table when given a single cell', () => {
    expect(fleetCbpv('KLI-1', 'Ships', classes)).toMatch(/pass the whole Ships table/);
  });

  it('reports a ship of an unknown class', () => {
    const odd = ships.map((r, i) => (i === 1 ? r.map((c, j) => (ships[0][j] === 'Class' ? 'D99' : c)) : r));
    expect(fleetCbpv('KLI-1', odd, classes)).toBe(`ship ${ships[1][0]}: unknown class "D99"`);
  });
});

describe("FLEET_CBPV with the campaign's Ruleset (VBAM-SFB, VB112)", () => {
  const texts = sampleTexts(VBAM_SAMPLE_DIR);
  const [vbamShips, vbamClasses] = ['Ships', 'Classes'].map((t) => parseCsv(texts[t]) as Cell[][]);
  it('gives a civilian fleet its kind, a warship fleet its BPV; without a Ruleset the default game counts', () => {
    expect(fleetCbpv(col('FED-4', 'FED-1'), vbamShips, vbamClasses, 'VBAM-SFB')).toEqual([
      ['Trade Fleet, Transport Fleet and 1 Sentry'],
      [fleetCbpv('FED-1', vbamShips, vbamClasses)],
    ]);
    expect(typeof fleetCbpv('FED-4', vbamShips, vbamClasses)).toBe('number');
  });
});

describe('FLEET_LIMIT (EaW 17.0)', () => {
  it('gives the cap and the SC2+SC3 sub-limit, years as 165 or Y165', () => {
    expect(fleetLimitFn('Y165', 165)).toEqual([[600, 450]]);
    // A blank between values stays blank; blanks after the last value are not answered (no spill into them).
    expect(fleetLimitFn(col(175, '', 'Y185', '', ''), 'Y165')).toEqual([[800, 600], [''], [1000, 750]]);
    expect(fleetLimitFn('soon', 165)).toEqual('"soon" is not a year (write 165 or Y165)');
    expect(fleetLimitFn(170, 'x')).toBe('start year "x" is not a year (write 165 or Y165)');
  });
});

describe('FLEET_CHECK (EaW 17.0, 2c)', () => {
  it('passes every sample fleet at the campaign start', () => {
    const ids = fleets.slice(1).map((r) => [r[0]]);
    const out = fleetCheck(ids, ships, classes, 'Y165', 165, 'Spring') as Cell[][];
    expect(out.flat()).toEqual(ids.map(() => 'OK'));
  });

  it('lists each broken rule with its number', () => {
    const big = [...ships, ['X-1', 'KLI', 'KLI-1', 'C8', '', 'Normal', '', 0, 0, 10, 0, 'OK', 0, 0, 0, 0, 0]];
    expect(fleetCheck('KLI-1', big, classes, 165, 165, 'Summer')).toBe(
      'CBPV 606 over the 600 cap (EaW 17.0); SC2+SC3 ships 480 CBPV, over the 450 sub-limit (EaW 17.0)',
    );
  });

  it('checks EaW 2c only in the first season of the start year', () => {
    const small = [ships[0], ...ships.filter((r) => r[0] === 'KLI-01')];
    expect(fleetCheck('KLI-1', small, classes, 165, 165, 'Spring')).toBe('no size class 4 ship (EaW 2c)');
    expect(fleetCheck('KLI-1', small, classes, 166, 165, 'Spring')).toBe('OK');
  });

  it('VB38: a VBAM-SFB fleet has no EaW cap, but still needs ships; the Ruleset cell names the game', () => {
    const big = [...ships, ['X-1', 'KLI', 'KLI-1', 'C8', '', 'Normal', '', 0, 0, 10, 0, 'OK', 0, 0, 0, 0, 0]];
    expect(fleetCheck('KLI-1', big, classes, 165, 165, 'Turn 2', 'VBAM-SFB')).toBe('OK');
    expect(fleetCheck('KLI-1', big, classes, 165, 165, 'Summer', 'Empires at War')).toMatch(/over the 600 cap \(EaW 17.0\)/);
    expect(fleetCheck('NONE-1', big, classes, 165, 165, 'Turn 2', 'VBAM-SFB')).toBe('no ship is in fleet "NONE-1"');
  });
});

describe('MOVE_POINTS (EaW 5.0)', () => {
  it('gives each sample empire 3 movement points for its six fleets', () => {
    expect(movePointsFn(col('KLI', 'KZI', 'LYR', 'HYD'), fleets, ships, classes)).toEqual([[3], [3], [3], [3]]);
    expect(movePointsFn(col('kli '), fleets, ships, classes)).toEqual(movePointsFn(col('KLI'), fleets, ships, classes));
  });

  it('VB38: gives a VBAM-SFB empire none: each fleet moves by its own allowance (VBAM Movement)', () => {
    expect(movePointsFn(col('KLI', 'KZI'), fleets, ships, classes, 'VBAM-SFB')).toEqual([[0], [0]]);
  });
});

describe('BUILD_COST (EaW 17f)', () => {
  it('prices a class, then counts each build down the column for the similar-hull penalty', () => {
    // One C8 (SC2, 235 EBPV) is alive: the first C8 ordered is the 2nd, the next ones the 3rd and 4th.
    expect(buildCost('C8', 'KLI', ships, classes)).toBe(235);
    expect(buildCost(col('C8', '', 'C8', 'C8'), 'KLI', ships, classes)).toEqual([[235], [''], [306], [306]]);
    // Three D7s are alive, but a 121 EBPV SC3 ship is under the 160 threshold: no penalty.
    expect(buildCost('D7', 'KLI', ships, classes)).toBe(121);
    expect(buildCost('Mongol', 'KLI', ships, classes)).toMatch(/unknown class|builds Klingon ships only/);
    expect(buildCost('D7', '', ships, classes)).toBe('name the empire that builds');
  });
});

describe('TREASURY', () => {
  it('sums the ledger per empire', () => {
    expect(treasury(col('KLI', 'KZI', 'LYR', 'HYD', 'ZZZ'), ledger)).toEqual([[174], [156], [217], [231], [0]]);
    // An empire typed in a formula is an id as a person writes it: the function makes it canonical.
    expect(treasury(col('kli ', ' kzi'), ledger)).toEqual([[174], [156]]);
  });

  it('names a non-numeric amount', () => {
    const bad = ledger.map((r) => [...r]);
    bad[1][2] = 'lots';
    expect(treasury('KLI', bad)).toBe('Treasury row 2, column "Amount": "lots" is not a number');
  });

  it("sums a VBAM ledger, whose Season column holds the game's turns (VBAM Sequence of Play)", () => {
    const vbam = ledger.map((r, i) => (i === 0 ? r : ['Y168 Turn 1', ...r.slice(1)]));
    expect(treasury('KLI', vbam)).toEqual(174);
  });
});

describe('DECLARE_CHANCE', () => {
  const treaties = sampleTab('Treaties');
  const diplomacy = sampleTab('Diplomacy');

  it('gives the chance with its parts, or says in words why a declaration is impossible (VBAM declarations)', () => {
    const header = treaties[0].map(String);
    const at = (status: string) => [header, ['KLI', 'KZI', status, '', ...header.slice(4).map(() => '')]] as Cell[][];
    expect(declareChanceFn('KLI', 'KZI', at('Normal'), diplomacy, 165, 'Spring', 'war', 'No contact')).toMatch(
      /^-?\d+% \(Declaration of War \(base\) -20/,
    );
    expect(declareChanceFn('KLI', 'KZI', at('War'), diplomacy, 165, 'Spring', 'war', 'No contact')).toBe(
      'impossible: KLI is already at War with KZI',
    );
    expect(declareChanceFn('KLI', 'LYR', at('War'), diplomacy, 165, 'Spring', 'hostilities', 'No contact')).toBe(
      'impossible: KLI has no contact with LYR',
    );
  });

  it("reads the season as a turn of the Ruleset's game: VBAM-SFB's twelve turns age the log's events (VBAM declarations)", () => {
    const header = treaties[0].map(String);
    const hostilities = [header, ['KLI', 'KZI', 'Hostilities', '', ...header.slice(4).map(() => '')]] as Cell[][];
    const events = diplomacy[0].map(String);
    const encounter = (season: string) =>
      [
        events,
        events.map((h) => ({ Season: season, Empire: 'KZI', Target: 'KLI', Action: 'Encounter', Outcome: 'Recorded' })[h] ?? ''),
      ] as Cell[][];
    // Two turns after KZI's encounter: +40, decayed 10 for the turn between.
    expect(declareChanceFn('KLI', 'KZI', hostilities, encounter('Y167 Turn 11'), 168, 'Turn 1', 'war', 'No contact', 'VBAM-SFB')).toBe(
      '35% (Declaration of War (base) -20, KZI generated an encounter against your ships, Y167 Turn 11 (decays 10 a turn) +30, KZI is under a declaration of hostilities +25)',
    );
    expect(declareChanceFn('KLI', 'KZI', hostilities, encounter('Y167 Turn 12'), 168, 'Turn 1', 'war', 'No contact', 'VBAM-SFB')).toMatch(
      /^45% .*Y167 Turn 12 \(decays 10 a turn\) \+40/,
    );
    expect(declareChanceFn('KLI', 'KZI', hostilities, diplomacy, 168, 'Spring', 'war', 'No contact', 'VBAM-SFB')).toBe(
      '"Spring" is not a turn (Turn 1 to Turn 12)',
    );
    // No Ruleset: Empires at War's seasons, as before.
    expect(declareChanceFn('KLI', 'KZI', hostilities, diplomacy, 168, 'Turn 1', 'war', 'No contact')).toBe(
      '"Turn 1" is not a season (Spring, Summer, Fall, Winter)',
    );
  });
});

describe('ORDER_CHECKS (every Orders tab in one call)', () => {
  const tables = ['Campaign', 'Empires', 'Systems', 'Lanes', 'Fleets', 'Ships', 'Classes', 'Treasury', 'Treaties'].map((t) =>
    withBlankRows(sampleTab(t)),
  );
  /** An Orders tab's order columns (Fleet to Extras) as `'Orders KLI'!A1:F` gives them, blank rows below. */
  const orders = (e: string) =>
    withBlankRows(
      sampleTab(`Orders ${e}`).map((r) => r.slice(0, 6)),
      10,
    );
  const ids = col('KLI', 'KZI');
  const stacked = [...orders('KLI'), ...orders('KZI')];

  it("answers a block of three columns per empire: first how many rows its tab shows, then each order row's checks", () => {
    const out = orderChecksFn(ids, stacked, ...tables) as Cell[][];
    const rows = (e: string) => sampleTab(`Orders ${e}`).length - 1;
    expect(out[0]).toEqual([rows('KLI'), '', '', rows('KZI'), '', '']);
    expect(out.length).toBe(1 + Math.max(rows('KLI'), rows('KZI')));
    expect(out[2].slice(0, 3)).toEqual(['OK: Jump S04 > S18 (1 MP)', 'OK', '']);
    expect(out[1][3]).toMatch(/^OK: Develop a colony at S11/);
    // Each empire alone: KZI's block is what a call for KZI only answers.
    const kzi = orderChecksFn('KZI', orders('KZI'), ...tables) as Cell[][];
    expect(out.slice(0, kzi.length).map((r) => r.slice(3))).toEqual(kzi);
  });

  it('says what to fix: in every block for a broken table, once for orders that do not match the empires named', () => {
    const ships = tables[5].map((r) => [...r]);
    ships[2][ships[0].indexOf('Fighters')] = 'many';
    const broken = [...tables.slice(0, 5), ships, ...tables.slice(6)];
    const out = orderChecksFn(ids, stacked, ...broken) as Cell[][];
    const message = 'fix the workbook first: Ships row 3, column "Fighters": "many" is not a number';
    expect(out.slice(0, 2)).toEqual([
      [1, '', '', 1, '', ''],
      [message, '', '', message, '', ''],
    ]);
    // A problem the Classes reader finds (an unknown role) is the table's too, so every block says it.
    const classes = tables[6].map((r) => [...r]);
    classes[1][classes[0].indexOf('Roles')] = 'Warpship';
    const badClass = orderChecksFn(ids, stacked, ...tables.slice(0, 6), classes, ...tables.slice(7)) as Cell[][];
    const unknownRole = 'fix the workbook first: Classes row 2, column "Roles": unknown role "Warpship"';
    expect(badClass[1]).toEqual([unknownRole, '', '', unknownRole, '', '']);
    expect(orderChecksFn(col('KLI', 'KZI', 'LYR'), stacked, ...tables)).toBe(
      'pass the order columns of Orders KLI, Orders KZI, Orders LYR with their header rows (Fleet, Order, Target, Ships, Build class, Extras), stacked in that order',
    );
    expect(orderChecksFn('', stacked, ...tables)).toBe('name the empires whose orders these are, e.g. {"KLI";"KZI"}');
  });
});
