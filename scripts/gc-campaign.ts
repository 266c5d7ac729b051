// The Galactic Conquest sample campaign's generator (scripts/gc-sample.ts writes it; scripts/bench-gc.ts
// builds on it), seeded.
// The map (not in the document, GC A5) is generated: one spiral arm 60 columns round (wrapping east to
// west), a band 13 hexes deep winding north and south, a few unnavigable hexes (A200) and radiation
// zones (A300); four of the A5.30 empires, two squadrons each from the sample's classes (rule option GC10),
// each holding its homeworld and one major system, its status-sheet figures (B11.10) made up (GC17):
// core economics, mobility, EEP (within its B12.50 maximum of 3, rule option GC330), command rating cut, crippled, systems at the start.
import { readFileSync } from 'fs';
import { resolve } from 'path';
import { parseCsv } from '../src/sheets/tabs/csv';
import type { Cell } from '../src/sheets/tabs/csv';
import { seededDice } from '../src/engine/core/dice';
import { settingsOf } from '../sheets-templates/schema';
import { GALACTIC_CONQUEST } from '../src/engine/games/gc';
import { CLASS_MOVEMENT } from '../src/engine/games/gc/base/rows';
import { GC_COLUMNS, GC_TABS } from '../src/engine/games/gc/tabs';
import { hexName } from '../src/engine/games/gc/base/map';
import { HexGrid } from '../src/engine/core/map/hexGrid';
import { shortestRoute } from '../src/engine/core/map/paths';
import { EMPIRE_HEADERS, headersOf } from './tab-headers';

const COLUMNS = 60;
const ROWS = 24;
const DEPTH = 6; // hexes either side of the arm's middle
const SEED = 'spiral-arm-1';
const YEAR = 150;

const EMPIRES = [
  {
    id: 'KLI',
    economy: [150, 'FW', 3, '', 'no', 2],
    code: 'K',
    race: 'Klingon',
    admiral: 'Admiral Kor',
    col: 8,
    ships: [
      ['D7C', 'D7', 'F5', 'F5'],
      ['D6', 'F5', 'E4'],
    ],
  },
  {
    id: 'KZI',
    economy: [120, 'LW', 3, '', 'no', 2],
    code: 'Z',
    race: 'Kzinti',
    admiral: 'Admiral Rrit',
    col: 11,
    ships: [
      ['Kzinti CC', 'Kzinti CL', 'Kzinti FF'],
      ['Kzinti CS', 'Kzinti DD'],
    ],
  },
  {
    id: 'LYR',
    economy: [130, 'PT', 3, '', 'no', 2],
    code: 'L',
    race: 'Lyran',
    admiral: 'Admiral Shessa',
    col: 38,
    ships: [
      ['Lyran CC', 'Lyran CA', 'Lyran FF'],
      ['Lyran CL', 'Lyran DD'],
    ],
  },
  {
    id: 'HYD',
    economy: [110, 'PT', 3, '', 'no', 2],
    code: 'H',
    race: 'Hydran',
    admiral: 'Admiral Koleth',
    col: 46,
    ships: [
      ['Dragoon', 'Knight', 'Lancer'],
      ['Ranger', 'Hunter'],
    ],
  },
] as const;

/** The arm's middle row in a column: a wave once round the map. */
const middle = (col: number) => Math.round(ROWS / 2 + 4 * Math.sin((2 * Math.PI * col) / COLUMNS));

/** Every tab of the sample, header row first. */
export function gcSampleTabs(): Record<string, Cell[][]> {
  const dice = seededDice(SEED);
  const homes = new Set(EMPIRES.map((e) => `${e.col}:${middle(e.col)}`));
  const hexes: { id: string; col: number; row: number; terrain: string }[] = [];
  for (let col = 1; col <= COLUMNS; col++)
    for (let row = middle(col) - DEPTH; row <= middle(col) + DEPTH; row++) {
      const roll = dice.roll(1, 100, 'terrain');
      const home = [...homes].some((h) => Math.abs(Number(h.split(':')[0]) - col) <= 2);
      const terrain = home ? '' : roll <= 4 ? 'Unnavigable' : roll <= 9 ? 'Radiation zone' : '';
      hexes.push({ id: hexName(ROWS - 1 - row, col), col, row, terrain });
    }
  const byPlace = new Map(hexes.map((h) => [`${h.col}:${h.row}`, h.id]));
  const grid = new HexGrid({
    hexes: hexes.map((h) => ({ id: h.id, terrain: h.terrain, place: { col: h.col, row: h.row } })),
    impassable: ['Unnavigable'],
    wrap: true,
  });
  const homeOf = (col: number) => byPlace.get(`${col}:${middle(col)}`)!;

  const classes = parseCsv(readFileSync(resolve(__dirname, '..', 'sheets-templates', 'sample', 'Classes.csv'), 'utf8'));
  const races: readonly string[] = EMPIRES.map((e) => e.race);
  const classRows = [classes[0], ...classes.slice(1).filter((r) => races.includes(String(r[0])))];
  // Illustrative engines by size class (not the SSDs): SC2 30 warp at cost 1.5 (2 hexes), SC3 30 at 1 (3), SC4 20 at 1/2 (3), freighters 6 at 1/2 (1).
  const movement = classRows.slice(1).map((r) => {
    const freighter = / F-[SL]$/.test(String(r[1]));
    const sc = Number(r[3]);
    const [warp, cost] = freighter ? [6, '1/2'] : sc <= 2 ? [30, '3/2'] : sc === 3 ? [30, '1'] : [20, '1/2'];
    return [r[1], warp, cost, freighter ? 'Freighter' : 'Warp', ''];
  });

  const season = `Y${YEAR} Turn 1`;
  const gcFleetColumns = GC_COLUMNS.Fleets?.map((c) => c.header) ?? [];
  const fleets: Cell[][] = [[...headersOf('Fleets', ['Trapped in', 'Route']), ...gcFleetColumns]];
  const gcShipColumns = GC_COLUMNS.Ships?.map((c) => c.header) ?? [];
  const ships: Cell[][] = [[...headersOf('Ships'), ...gcShipColumns]];
  const shipHead = ships[0].map(String);
  for (const e of EMPIRES) {
    let n = 0;
    e.ships.forEach((list, i) => {
      const id = `${e.code}0${i + 1}A`;
      const at = i === 0 ? homeOf(e.col) : grid.neighbours(homeOf(e.col))[0];
      fleets.push([id, e.id, `${i === 0 ? 'First' : 'Second'} Squadron`, at, 'Ready', '', season, 0, ...gcFleetColumns.map(() => '')]);
      for (const cls of list) {
        const ship: Record<string, Cell> = {
          Ship: `${e.id}-${String(++n).padStart(2, '0')}`,
          Empire: e.id,
          Fleet: id,
          Class: cls,
          Crew: 'Normal',
          Condition: 'OK',
        };
        ships.push(shipHead.map((h) => ship[h] ?? (h === 'Name' || h === 'LO' || h === 'Other LOs' || gcShipColumns.includes(h) ? '' : 0)));
      }
    });
  }

  // The first turn's orders: the Klingon first squadron heads for the Kzinti home, three hexes off, to meet its squadron there.
  const route = shortestRoute(homeOf(EMPIRES[0].col), homeOf(EMPIRES[1].col), grid.neighbours)!.slice(1);
  const ORDERS = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Result'];
  const orders: Record<string, Cell[][]> = { KLI: [['K01A', 'Move', route.join(' '), '', '', '', '']] };

  const chosen: Record<string, string> = {
    'Campaign name': 'Sample: The Spiral Arm',
    Ruleset: GALACTIC_CONQUEST.name,
    'Start year': String(YEAR),
    Year: String(YEAR),
    Season: 'Turn 1',
    'Dice seed': SEED,
    'Default relation': 'Normal',
    'Mail admirals': 'yes',
  };
  const systemsHead = [...headersOf('Systems'), ...(GC_COLUMNS.Systems ?? []).map((c) => c.header)];
  const named = new Map(EMPIRES.map((e) => [homeOf(e.col), e.race === 'Klingon' ? 'Klinshai' : `${e.race} Prime`]));
  // Each empire holds its homeworld and the major system where its second squadron starts (rule option GC17).
  const owner = new Map(EMPIRES.flatMap((e) => [homeOf(e.col), grid.neighbours(homeOf(e.col))[0]].map((h) => [h, e.id] as const)));
  return {
    Campaign: [['Setting', 'Value', 'Notes'], ...settingsOf(GALACTIC_CONQUEST).map(([k, v, note]) => [k, chosen[k] ?? v, note])],
    Empires: [
      [...EMPIRE_HEADERS, ...(GC_COLUMNS.Empires ?? []).map((c) => c.header)],
      ...EMPIRES.map((e) => [e.id, e.race, e.admiral, `${e.id.toLowerCase()}.admiral@example.com`, 'Active', 0, e.code, ...e.economy]),
    ],
    Systems: [
      systemsHead,
      ...hexes.map((h) => {
        const row: Record<string, Cell> = {
          System: h.id,
          Name: named.get(h.id) ?? '',
          X: h.col,
          Y: h.row,
          Planet: named.has(h.id) ? 'Life' : 'Unknown',
          Owner: owner.get(h.id) ?? '',
          Terrain: h.terrain,
          'System class': named.has(h.id) ? 'Homeworld' : owner.has(h.id) ? 'Major' : '',
          // Illustrative shipyards (B8.21, within B8.30's capacity): each homeworld an SC2SY, an SC3SY and an SC4SY; each major an SC4SY.
          Shipyards: named.has(h.id) ? 'SC2SY, SC3SY, SC4SY' : owner.has(h.id) ? 'SC4SY' : '',
        };
        return systemsHead.map((k) => row[k] ?? '');
      }),
    ],
    Lanes: [headersOf('Lanes')],
    Fleets: fleets,
    Ships: ships,
    Classes: classRows as Cell[][],
    [CLASS_MOVEMENT]: [GC_TABS[0].columns.map((c) => c.header), ...movement],
    ...Object.fromEntries(GC_TABS.filter((t) => t.name !== CLASS_MOVEMENT).map((t) => [t.name, [t.columns.map((c) => c.header)]])),
    Treasury: [headersOf('Treasury')],
    Treaties: [headersOf('Treaties'), ['KLI', 'KZI', 'War', '', `Y${YEAR} Setup`], ['HYD', 'LYR', 'War', '', `Y${YEAR} Setup`]],
    Diplomacy: [headersOf('Diplomacy')],
    Log: [['Season', 'Kind', 'Empire', 'Purpose', 'Dice', 'Result']],
    ...Object.fromEntries(EMPIRES.map((e) => [`Orders ${e.id}`, [ORDERS, ...(orders[e.id] ?? [])]])),
  };
}
