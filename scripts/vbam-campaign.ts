// A generated VBAM-SFB campaign (issue 22): the sample's tabs (scripts/vbam-sample.ts) and the
// benchmark's (scripts/bench-vbam.ts) come from here. Deterministic: the same spec and seed give the
// same tabs. The set-up the document leaves open (homeworld values, colonies, starting forces, the
// opening Point Pool, BPV of the classes) is rule option VB32–VB35 (docs/rule-options.md).
import { HDW_SURCHARGE, hdwDesignation } from '../src/engine/games/vbam/conditions';
import { readFileSync } from 'fs';
import { join } from 'path';
import { Cell, parseCsv } from '../src/sheets/tabs/csv';
import { seededDice } from '../src/engine/core/dice';
import { generateSectors, joinSectors } from '../src/engine/games/vbam/sectors';
import type { Sector } from '../src/engine/games/vbam/model';
import { parseRate } from '../src/engine/games/vbam/classes';
import { CIVILIAN_SHIPS, civilianShipCount } from '../src/engine/games/vbam/civilian';
import { VBAM_SFB } from '../src/engine/games/vbam';
import { settingsOf } from '../sheets-templates/schema';
import { EMPIRE_HEADERS, headersOf } from './tab-headers';
import { SECTORS_TAB, COLONIES_TAB, TECH_TAB, UNIT_LIST_TAB, CONSTRUCTION_TAB, VBAM_TABS } from '../src/engine/games/vbam/tabs';

/** The game's tabs the sample fills (the others are written with their header only). */
const FILLED = [SECTORS_TAB, COLONIES_TAB, TECH_TAB, UNIT_LIST_TAB, CONSTRUCTION_TAB];

const ROOT = join(__dirname, '..');

export interface VbamEmpire {
  id: string;
  /** The race whose unit list it builds from (a row set of classes.csv). */
  race: string;
  admiral: string;
  /** The homeworld's star system. */
  home: string;
}

export interface VbamSpec {
  name: string;
  seed: string;
  cols: number;
  rows: number;
  startYear: number;
  empires: VbamEmpire[];
  /** Campaign rows other than the defaults (Play mode, Mail admirals …). */
  settings?: Record<string, string>;
  /** Colonies of each empire besides its homeworld (COLONIES_PER_EMPIRE unless given). */
  colonies?: number;
  /** Orders tabs' rows per empire id, as the admirals would write them. */
  orders?: Record<string, string[][]>;
  /** Treaties rows (Empire A, Empire B, Status, Treaties); the pairs not named take the Default relation. */
  treaties?: string[][];
}

/** VB32: a homeworld and each starting colony (Census, Productivity, RAW, Morale, Carrying capacity). */
export const HOMEWORLD = { census: 10, productivity: 10, raw: 4, capacity: 12 } as const;
export const COLONY = { census: 3, productivity: 3, raw: 2, capacity: 6 } as const;
export const COLONIES_PER_EMPIRE = 2;
/** VB35: the opening Point Pool, EP. */
export const OPENING_POOL = 50;

/**
 * VB33: each race's starting forces: the home fleet at the homeworld, the border fleet at the first
 * colony, the Base Station in its own fleet at the homeworld (it cannot move), and the merchant fleet
 * there: the Trade and Transport Fleets with a size-class-4 warship as their Sentry (`VBAM Civilian Fleets`).
 */
const FORCES: Record<string, { home: string[]; border: string[]; sentry: string }> = {
  Federation: { home: ['CC', 'CA', 'CL'], border: ['CA', 'DD', 'FF'], sentry: 'FF' },
  Klingon: { home: ['D7C', 'D7', 'D6'], border: ['D7', 'F5', 'E4'], sentry: 'F5' },
  Romulan: { home: ['KRC', 'KR', 'WE'], border: ['KR', 'K5R', 'SNA'], sentry: 'K5R' },
  Kzinti: { home: ['CC', 'CS', 'CL'], border: ['CS', 'DD', 'FF'], sentry: 'FF' },
};

/** The unit lists (sheets-templates/vbam/classes.csv) as rows, header first. */
export function unitListRows(): Cell[][] {
  return parseCsv(readFileSync(join(ROOT, 'sheets-templates/vbam/classes.csv'), 'utf8')) as Cell[][];
}

/** The EaW sample's Classes rows by "race|class": the BPV a class has there (VB34). */
function eawClasses(): Map<string, Record<string, string>> {
  const [head, ...rows] = parseCsv(readFileSync(join(ROOT, 'sheets-templates/sample/Classes.csv'), 'utf8')).map((r) => r.map(String));
  return new Map(rows.map((r) => [`${r[0]}|${r[1]}`, Object.fromEntries(head.map((h, i) => [h, r[i]]))]));
}

/** VB34: EBPV per EP of cost, the median over the classes the EaW sample prices (E4 … C8). */
export const BPV_PER_EP = 15.6;
/** VB34: a civilian fleet's BPV is its freighters' (`VBAM Fleet composition`'s chart), each estimated at this. */
export const FREIGHTER_BPV = 25;

/** VB34: SFB size class by the unit list's hull: bases 1, dreadnoughts 2, cruisers 3, smaller hulls and civilian fleets 4, flights 5, ground units 6. */
function sizeClass(hull: string, flight: boolean): number {
  if (flight) return 5;
  if (hull === 'Ground Unit') return 6;
  if (['BSE', 'BS', 'BATS', 'SB', 'MB', 'Shipyard', 'DEFSAT'].includes(hull)) return 1;
  if (['DN', 'DNL', 'DNH', 'BB'].includes(hull)) return 2;
  if (['CA', 'CL', 'NCA', 'BC', 'BCH', 'CCH', 'TUG', 'HDW'].includes(hull)) return 3;
  return 4;
}

const CLASS_HEADER = [
  'Race',
  'Class',
  'Hull',
  'Size class',
  'EBPV',
  'CBPV',
  'Dock points',
  'Command rating',
  'Year',
  'Roles',
  'Escorts',
  'DAMCON',
  'Speed',
  'AF',
  'DF',
  'AF crippled',
  'DF crippled',
];

/**
 * VB34: the Classes tab: one row per (race, class) of the unit lists, its first version (VB36). BPV from the
 * EaW sample where it has the class, a civilian fleet's from its freighters, else the unit list's cost × BPV_PER_EP; AF and DF are the list's
 * attack and defense (halved when crippled).
 */
export function classRows(races: readonly string[]): Cell[][] {
  const [head, ...rows] = unitListRows().map((r) => r.map(String));
  const col = (h: string) => head.indexOf(h);
  const eaw = eawClasses();
  const seen = new Set<string>();
  const out: Cell[][] = [CLASS_HEADER];
  for (const r of rows) {
    const [race, name] = [r[col('Empire')], r[col('Class')]];
    // Designations compare as the kernel's ids do, in any case: the E3e and a later E3E are one class here.
    const id = `${race}|${name.toLowerCase()}`;
    if (!races.includes(race) || seen.has(id)) continue;
    seen.add(id);
    const rate = parseRate(r[col('Cost')]);
    const known = eaw.get(`${race}|${name}`);
    const civilian = name in CIVILIAN_SHIPS ? civilianShipCount(name as keyof typeof CIVILIAN_SHIPS) * FREIGHTER_BPV : undefined;
    const estimate = civilian ?? (rate ? Math.round((rate.ep / rate.per) * BPV_PER_EP) : 0);
    const [af, df] = [Number(r[col('Attack')]) || 0, Number(r[col('Defense')]) || 0];
    out.push([
      race,
      name,
      r[col('Hull')],
      known?.['Size class'] ?? sizeClass(r[col('Hull')], (rate?.per ?? 1) > 1),
      known?.EBPV ?? estimate,
      known?.CBPV ?? estimate,
      0,
      Number(r[col('Command rating')]) || 0,
      Number(r[col('In service')]) || 0,
      '',
      '',
      0,
      0,
      af,
      df,
      Math.floor(af / 2),
      Math.floor(df / 2),
    ]);
  }
  // VB68: an HDW variant's BPV is the HDW's plus its designation's surcharge.
  const bpv = new Map(out.slice(1).map((r) => [`${r[0]}|${r[1]}`, Number(r[5])]));
  for (const r of out.slice(1)) {
    const d = hdwDesignation(String(r[1]));
    const base = d === undefined ? undefined : bpv.get(`${r[0]}|HDW`);
    if (base !== undefined) r[4] = r[5] = base + (HDW_SURCHARGE[d!] ?? 0);
  }
  return out;
}

/** Homeworld places: the centres of a near-square arrangement of one region per empire. */
function homePlaces(spec: VbamSpec): [number, number][] {
  const n = spec.empires.length;
  const across = Math.ceil(Math.sqrt((n * spec.cols) / spec.rows));
  const down = Math.ceil(n / across);
  return spec.empires.map((_, i) => [
    Math.floor(((i % across) + 0.5) * (spec.cols / across)),
    Math.floor((Math.floor(i / across) + 0.5) * (spec.rows / down)),
  ]);
}

/**
 * VB37: a sector's id is "S" and its grid place ("S0304"): Sheets reads a cell holding only digits as a
 * number, and "0304" would come back as 304. A star system gets a name made of two to four syllables (160,000 names for the largest benchmark map).
 */
const SYLLABLES = [
  'ka',
  'tor',
  'vel',
  'an',
  'ri',
  'mos',
  'el',
  'dra',
  'qu',
  'sen',
  'ol',
  'tha',
  'ven',
  'ar',
  'is',
  'zu',
  'ne',
  'lo',
  'car',
  'thi',
];

function starName(dice: ReturnType<typeof seededDice>, id: string, used: Set<string>): string {
  for (;;) {
    const count = 1 + dice.roll(1, 3, `Sample: syllables of the star in ${id}`);
    const word = Array.from(
      { length: count },
      () => SYLLABLES[dice.roll(1, SYLLABLES.length, `Sample: name of the star in ${id}`) - 1],
    ).join('');
    const name = word[0].toUpperCase() + word.slice(1);
    if (!used.has(name)) return (used.add(name), name);
  }
}

/**
 * VB37: the Systems tab's EaW columns mirror the colonies, so the map and each admiral's view show them:
 * a colony's Planet is Life, its Development Colony and it is explored by its owner alone (the others do
 * not see it until they come); another star system is Unknown, an empty sector Dead.
 */
function planetOf(s: Sector, colony: boolean): string {
  return colony ? 'Life' : s.system ? 'Unknown' : 'Dead';
}

const chebyshev = (a: Sector, b: Sector) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));

/** Every tab of the campaign, header row first, by tab name. */
export function vbamCampaign(spec: VbamSpec): Record<string, Cell[][]> {
  const dice = seededDice(spec.seed);
  const generated = generateSectors('square', spec.cols, spec.rows, dice);
  const used = new Set(spec.empires.map((e) => e.home));
  const sectors = generated.sectors.map((s) => ({ ...s, id: `S${s.id}`, ...(s.system ? { system: starName(dice, s.id, used) } : {}) }));
  const map = joinSectors('square', sectors);
  const byPlace = new Map(map.sectors.map((s) => [`${s.col},${s.row}`, s]));
  const homes = homePlaces(spec).map(([c, r], i) => {
    const s = byPlace.get(`${c},${r}`)!;
    s.system = spec.empires[i].home; // VB32: a homeworld is always a star system.
    return s;
  });
  const taken = new Set(homes.map((s) => s.id));
  const colonies = homes.map((home) => {
    const near = map.sectors
      .filter((s) => s.system && !taken.has(s.id))
      .sort((a, b) => chebyshev(a, home) - chebyshev(b, home) || a.id.localeCompare(b.id))
      .slice(0, spec.colonies ?? COLONIES_PER_EMPIRE);
    near.forEach((s) => taken.add(s.id));
    return near;
  });
  const ownerOf = new Map<string, string>();
  spec.empires.forEach((e, i) => [homes[i], ...colonies[i]].forEach((s) => ownerOf.set(s.id, e.id)));
  const season = `Y${spec.startYear} Setup`;

  const chosen: Record<string, string> = {
    'Campaign name': spec.name,
    Ruleset: VBAM_SFB.name,
    'Start year': String(spec.startYear),
    Year: String(spec.startYear),
    Season: VBAM_SFB.calendar.turns[0],
    'Dice seed': spec.seed,
    'Default relation': 'No contact',
    'GM email': 'gm@example.com',
    ...spec.settings,
  };
  const settings: Cell[][] = [['Setting', 'Value', 'Notes'], ...settingsOf(VBAM_SFB).map(([k, v, note]) => [k, chosen[k] ?? v, note])];

  const races = [...new Set(spec.empires.map((e) => e.race))];
  const classes = classRows(races);
  // The Unit list as the add-on writes it back, so a turn rewrites nothing: Traits a list (its items
  // separated by commas), a blank number 0 (a class without a command rating has 0).
  const [unitHead, ...units] = unitListRows();
  const ints = new Set(UNIT_LIST_TAB.columns.filter((c) => c.type === 'int').map((c) => unitHead.indexOf(c.header)));
  const cell = (c: Cell, i: number): Cell =>
    unitHead[i] === 'Traits'
      ? String(c)
          .split(/\s*;\s*/)
          .join(', ')
      : ints.has(i) && String(c).trim() === ''
        ? 0
        : c;
  const unitList = [unitHead, ...units.filter((r) => races.includes(String(r[0]))).map((r) => r.map(cell))];

  const fleets: Cell[][] = [headersOf('Fleets', ['Trapped in', 'Route'])];
  // VBAM-SFB has no legendary officers: no LO column (LO BPV stays, at 0).
  const ships: Cell[][] = [headersOf('Ships', ['LO', 'Other LOs'])];
  spec.empires.forEach((e, i) => {
    const forces = FORCES[e.race];
    let n = 0;
    const fleet = (id: string, name: string, at: string, list: string[]) => {
      fleets.push([id, e.id, name, at, 'Ready', '', season, 0]);
      for (const cls of list)
        ships.push([`${e.id}-${String(++n).padStart(2, '0')}`, e.id, id, cls, '', 'Normal', 0, 0, 0, 0, 'OK', 0, 0, 0, 0, 0]);
    };
    fleet(`${e.id}-1`, 'Home Fleet', homes[i].id, forces.home);
    fleet(`${e.id}-2`, 'Border Squadron', colonies[i][0].id, forces.border);
    fleet(`${e.id}-3`, 'Home Base', homes[i].id, ['Base Station']);
    fleet(`${e.id}-4`, 'Merchant Fleet', homes[i].id, [forces.sentry, 'Trade Fleet', 'Transport Fleet']);
  });

  const colonyRow = (s: Sector, owner: string, v: typeof HOMEWORLD | typeof COLONY, home: boolean): Cell[] => [
    s.id,
    owner,
    v.census,
    v.productivity,
    v.raw,
    v.census,
    v.capacity,
    home ? 'yes' : 'no',
    'no',
    0,
    '',
    'no',
  ];
  return {
    Campaign: settings,
    Empires: [
      EMPIRE_HEADERS,
      ...spec.empires.map((e) => [e.id, e.race, e.admiral, `${e.id.toLowerCase()}.admiral@example.com`, 'Active', 0]),
    ],
    Systems: [
      headersOf('Systems'),
      ...map.sectors.map((s) => {
        const owner = ownerOf.get(s.id) ?? '';
        return [s.id, s.system ?? '', s.col, s.row, planetOf(s, !!owner), owner, owner && 'Colony', owner && season, owner];
      }),
    ],
    Lanes: [['From', 'To'], ...map.sectors.flatMap((s) => (map.adjacent.get(s.id) ?? []).filter((o) => o > s.id).map((o) => [s.id, o]))],
    [SECTORS_TAB.name]: [
      SECTORS_TAB.columns.map((c) => c.header),
      ...map.sectors.map((s) => [s.id, s.terrain ?? '', ownerOf.has(s.id) ? 'Controlled' : 'Neutral', ownerOf.get(s.id) ?? '', '']),
    ],
    [COLONIES_TAB.name]: [
      COLONIES_TAB.columns.map((c) => c.header),
      ...spec.empires.flatMap((e, i) => [
        colonyRow(homes[i], e.id, HOMEWORLD, true),
        ...colonies[i].map((s) => colonyRow(s, e.id, COLONY, false)),
      ]),
    ],
    [TECH_TAB.name]: [TECH_TAB.columns.map((c) => c.header), ...spec.empires.map((e) => [e.id, spec.startYear, 0, 0])],
    [UNIT_LIST_TAB.name]: unitList,
    [CONSTRUCTION_TAB.name]: [CONSTRUCTION_TAB.columns.map((c) => c.header)],
    Classes: classes,
    Fleets: fleets,
    Ships: ships,
    Treasury: [
      headersOf('Treasury'),
      ...spec.empires.map((e) => [season, e.id, OPENING_POOL, 'Opening Point Pool (rule option VB35)', '']),
    ],
    Treaties: [headersOf('Treaties'), ...(spec.treaties ?? []).map((t) => [...t, season])],
    Diplomacy: [headersOf('Diplomacy')],
    Battles: [
      [
        'Battle',
        'Season',
        'System',
        'Map',
        'Fleet A',
        'Fleet B',
        'Status',
        'Rules',
        'Intensity A',
        'Intensity B',
        'VP A',
        'VP B',
        'Winner',
      ],
    ],
    'Battle ships': [['Battle', 'Side', 'Fleet', 'Ship', 'Empire', 'Class', 'CBPV', 'Result', 'Captured by', 'Disengaged to', 'XP']],
    Log: [['Season', 'Kind', 'Empire', 'Purpose', 'Dice', 'Result']],
    ...Object.fromEntries(
      spec.empires.map((e) => [
        `Orders ${e.id}`,
        [['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Result'], ...(spec.orders?.[e.id] ?? [])],
      ]),
    ),
    // The game's other tabs start empty: what is mothballed, carried, met; the GM's random events.
    ...Object.fromEntries(VBAM_TABS.filter((t) => !FILLED.includes(t)).map((t) => [t.name, [t.columns.map((c) => c.header)]])),
  };
}
