// A generated Staley campaign (seed 002): the sample's tabs (scripts/staley-sample.ts). Deterministic:
// the same spec and seed give the same tabs. The document's map diagrams (AA5.1-AA5.2) are missing, so
// the map is drawn here (rule option ST7): a border ring (BB3.3) round hexes of seeded terrain, the
// eight races' home star systems at eight sites, the sites dealt to the races by the dice (AA5.3), each
// home's hexes within 2 claimed. Starting units are scaled down from CC1-CC3 (rule option ST10).
import { Cell } from '../src/sheets/tabs/csv';
import { seededDice } from '../src/engine/core/dice';
import { formatHexId, parseHexId } from '../src/engine/core/map/hex';
import { HexGrid } from '../src/engine/core/map/hexGrid';
import { STALEY } from '../src/engine/games/staley';
import { STALEY_START_YEAR } from '../src/engine/games/staley/calendar';
import type { Terrain } from '../src/engine/games/staley/map';
import { settingsOf } from '../sheets-templates/schema';
import { CREW_TABLE_TAB, SAMPLE_CREW_TABLE } from '../src/engine/games/staley/officers';
import { headersOf } from './tab-headers';
import { MINE_PACKAGES_COLUMN, STARTING_PACKAGES } from '../src/engine/games/staley/minefields';

export interface StaleyRace {
  id: string;
  race: string;
  admiral: string;
}

export interface StaleySpec {
  name: string;
  seed: string;
  cols: number;
  rows: number;
  races: StaleyRace[];
  /** Orders tabs' rows per empire id, as the admirals would write them. */
  orders?: Record<string, string[][]>;
}

/** ST7: the share of each terrain among the hexes inside the border; the rest are empty. */
const TERRAIN_SHARE: [Terrain, number][] = [
  ['Asteroid', 0.08],
  ['Star system', 0.05],
  ['Rogue N planet', 0.03],
  ['Rogue gas giant', 0.02],
];

/** CC3.3-CC3.5: the prospectors a race starts with at a terrain hex it holds, in small freighters (HH1.621). */
const STARTING_PROSPECTORS: Partial<Record<Terrain, number>> = { Asteroid: 1, 'Rogue N planet': 1, 'Rogue gas giant': 2, 'Star system': 7 };

/** ST10: the sample's classes, the same for every race (a Romulan cruiser cloaks): [class, size class, EBPV, speed, roles, special sensors]. */
const CLASSES: [string, number, number, number, string, number][] = [
  ['BB', 1, 350, 31, '', 0],
  ['CA', 3, 125, 31, '', 0],
  ['DD', 4, 90, 31, '', 0],
  ['SC', 4, 80, 31, 'scout', 6],
  ['FT', 4, 25, 10, 'small freighter', 0],
  // Issue 34: a tug (DD5.2, DD6.3), a cargo pod without warp engines (DD5.3, DD6.1) and a repair freighter (KK1.1), none at the start.
  ['TG', 3, 40, 31, 'military tug', 0],
  ['POD', 4, 10, 0, '', 0],
  ['RF', 4, 20, 10, 'small repair freighter', 0],
];

/** ST10: the sample's VBAM combat factors, for Auto-resolve: EBPV / 25 rounded up, half that crippled. */
function combatFactors(ebpv: number): Record<string, number> {
  const f = Math.ceil(ebpv / 25);
  const c = Math.ceil(f / 2);
  return { AF: f, DF: f, 'AF crippled': c, 'DF crippled': c };
}

/** ST10: each race's starting fleets: the home fleet at its starbase, a patrol two hexes out (CC1.1), a convoy at home. */
const FORCES: [name: string, classes: string[], out: boolean][] = [
  ['Home Fleet', ['CA', 'DD', 'DD'], false],
  ['Patrol', ['CA', 'SC'], true],
  ['Convoy', ['FT', 'FT'], false],
];

/** A header's row filled from named cells, the rest as the add-on writes "none". */
const rowOf = (header: string[], cells: Record<string, Cell>, blank: (h: string) => Cell = () => ''): Cell[] =>
  header.map((h) => (h in cells ? cells[h] : blank(h)));

export function staleyCampaign(spec: StaleySpec): Record<string, Cell[][]> {
  const dice = seededDice(spec.seed);
  const terrain = new Map<string, Terrain>();
  for (let col = 0; col < spec.cols; col++)
    for (let row = 0; row < spec.rows; row++) {
      const id = formatHexId({ col, row });
      const edge = col === 0 || row === 0 || col === spec.cols - 1 || row === spec.rows - 1;
      let pick = dice.roll(1, 100, `terrain of ${id} (ST7)`) / 100;
      const t = TERRAIN_SHARE.find(([, share]) => (pick -= share) <= 0)?.[0];
      terrain.set(id, edge ? 'Border' : (t ?? 'Empty'));
    }
  // AA5.3: eight sites, two rows of four, dealt to the races at random.
  const sites = [0, 1, 2, 3].flatMap((i) =>
    [0, 1].map((j) => formatHexId({ col: Math.round(((i + 0.5) * spec.cols) / 4), row: Math.round(((j + 0.5) * spec.rows) / 2) })),
  );
  for (let i = sites.length - 1; i > 0; i--) {
    const k = dice.roll(1, i + 1, 'sites dealt to the races (AA5.3)') - 1;
    [sites[i], sites[k]] = [sites[k], sites[i]];
  }
  const grid = new HexGrid({ hexes: [...terrain].map(([id, t]) => ({ id, terrain: t })), impassable: ['Border'] });
  const owner = new Map<string, string>();
  const homes = spec.races.map((r, i) => {
    terrain.set(sites[i], 'Star system');
    for (const h of grid.around(sites[i], 2)) if (terrain.get(h) !== 'Border' && !owner.has(h)) owner.set(h, r.id);
    return sites[i];
  });
  const season = `Y${STALEY_START_YEAR} Setup`;
  const chosen: Record<string, string> = {
    'Campaign name': spec.name,
    Ruleset: STALEY.name,
    'Start year': String(STALEY_START_YEAR),
    Year: String(STALEY_START_YEAR),
    Season: STALEY.calendar.turns[0],
    'Dice seed': spec.seed,
    'Default relation': 'War',
    'GM email': 'gm@example.com',
  };
  const empireHeaders = [...headersOf('Empires', ['Ready', 'Workbook', 'Workbook id']), MINE_PACKAGES_COLUMN.header];
  const systemsHeader = [...headersOf('Systems'), 'Terrain', 'Large base', 'Prospectors'];
  const zero = new Set(['X', 'Y']);
  const classesHeader = headersOf('Classes');
  const fleetsHeader = headersOf('Fleets', ['Trapped in', 'Route']);
  const shipsHeader = headersOf('Ships', ['LO', 'Other LOs']);
  const fleets: Cell[][] = [fleetsHeader];
  const ships: Cell[][] = [shipsHeader];
  const shipZero = (h: string) => (['Crew'].includes(h) ? 'Normal' : h === 'Condition' ? 'OK' : h === 'Name' ? '' : 0);
  spec.races.forEach((r, i) => {
    let n = 0;
    const out = grid.around(homes[i], 2).filter((h) => grid.distance(h, homes[i]) === 2 && grid.passable(h));
    FORCES.forEach(([name, list, far], k) => {
      const id = `${r.id}-${k + 1}`;
      fleets.push(
        rowOf(fleetsHeader, {
          Fleet: id,
          Empire: r.id,
          Name: name,
          Location: far ? out[0] : homes[i],
          Status: 'Ready',
          'Arrived in': season,
          'MP penalty': 0,
        }),
      );
      for (const cls of list)
        ships.push(rowOf(shipsHeader, { Ship: `${r.id}-${String(++n).padStart(2, '0')}`, Empire: r.id, Fleet: id, Class: cls }, shipZero));
    });
  });
  return {
    Campaign: [['Setting', 'Value', 'Notes'], ...settingsOf(STALEY).map(([k, v, note]) => [k, chosen[k] ?? v, note])],
    // AA4.1: each race's capital is its home hex, whose SB is its ground starbase (rule option ST30).
    Empires: [
      empireHeaders,
      ...spec.races.map((r, i) =>
        rowOf(empireHeaders, {
          Empire: r.id,
          Race: r.race,
          Admiral: r.admiral,
          Email: `${r.id.toLowerCase()}.admiral@example.com`,
          Status: 'Active',
          VP: 0,
          Capital: homes[i],
          // BB4.31: each government's starting minefield packages, in stock.
          [MINE_PACKAGES_COLUMN.header]: STARTING_PACKAGES,
        }),
      ),
    ],
    Systems: [
      systemsHeader,
      ...[...terrain].map(([id, t]) => {
        const who = owner.get(id) ?? '';
        const home = homes.indexOf(id);
        return rowOf(
          systemsHeader,
          {
            System: id,
            X: parseHexId(id)!.col,
            Y: parseHexId(id)!.row,
            Name: home >= 0 ? `${spec.races[home].race} capital` : '',
            Planet: 'Dead',
            Owner: who,
            CPL: 'no',
            Terrain: t,
            'Large base': home >= 0 ? 'SB' : '',
            Prospectors: who ? (STARTING_PROSPECTORS[t] ?? 0) : 0,
          },
          (h) => (zero.has(h) ? 0 : ''),
        );
      }),
    ],
    Lanes: [['From', 'To']],
    Classes: [
      classesHeader,
      ...spec.races.flatMap((r) =>
        CLASSES.map(([name, sc, ebpv, speed, roles, sensors]) =>
          rowOf(
            classesHeader,
            {
              Race: r.race,
              Class: name,
              Hull: name,
              'Size class': sc,
              EBPV: ebpv,
              CBPV: ebpv,
              Year: 160,
              Roles: r.race === 'Romulan' && name === 'CA' ? 'cloak' : roles,
              Speed: speed,
              Sensors: sensors,
              // ST10: VBAM attack and defence factors for Auto-resolve (the document has none): EBPV / 25, half crippled.
              ...combatFactors(ebpv),
            },
            (h) => (['Escorts', 'GC AF', 'GC DF'].includes(h) ? '' : 0),
          ),
        ),
      ),
    ],
    Fleets: fleets,
    Ships: ships,
    // ST10: an opening bank of 500 EBPV (the document's starting points go to units, CC1.3, not the bank).
    Treasury: [headersOf('Treasury'), ...spec.races.map((r) => [season, r.id, 500, 'Opening bank (rule option ST10)', ''])],
    Treaties: [headersOf('Treaties')],
    Diplomacy: [headersOf('Diplomacy')],
    Battles: [headersOf('Battles', ['Setup'])],
    'Battle ships': [headersOf('Battle ships')],
    Log: [headersOf('Log')],
    ...Object.fromEntries(
      spec.races.map((r) => [
        `Orders ${r.id}`,
        [['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Result'], ...(spec.orders?.[r.id] ?? [])],
      ]),
    ),
    ...Object.fromEntries(STALEY.tabs.map((t) => [t.name, [t.columns.map((c) => c.header)]])),
    // MM1.21, rule option ST40: the GM's G22.111 table, illustrative.
    [CREW_TABLE_TAB.name]: [CREW_TABLE_TAB.columns.map((c) => c.header), ...SAMPLE_CREW_TABLE],
  };
}

/** The sample (npm run staley-sample): the eight races of AA2.11 on a 24 x 16 hex map. */
export const STALEY_SAMPLE: StaleySpec = {
  name: 'Sample: Absolute War',
  seed: 'absolute-war-1',
  cols: 24,
  rows: 16,
  races: [
    { id: 'FED', race: 'Federation', admiral: 'Admiral Mara Quist' },
    { id: 'KLI', race: 'Klingon', admiral: 'Admiral Kor Vakh' },
    { id: 'GRN', race: 'Gorn', admiral: 'Admiral Sslith' },
    { id: 'ROM', race: 'Romulan', admiral: 'Admiral Tavek' },
    { id: 'KZI', race: 'Kzinti', admiral: 'Admiral Chuft-Captain' },
    { id: 'HYD', race: 'Hydran', admiral: 'Admiral Oskar Rell' },
    { id: 'LYR', race: 'Lyran', admiral: 'Admiral Prrin' },
    { id: 'ISC', race: 'ISC', admiral: 'Admiral Serenne' },
  ],
};
