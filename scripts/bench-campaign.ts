// A large, deterministic campaign for the benchmark (scripts/bench.ts) and its test: CSV texts keyed by
// tab name, in the format of sheets-templates/sample. Everything comes from one seeded generator, so
// the same options always give the same campaign (no Math.random).
//
// The map is a jittered grid (coordinates 0-1000) whose lanes are a random spanning tree of the grid
// plus extra grid edges, so it is connected and every system has 2-4 lanes. Each empire grows a region
// by breadth-first search from its home (a developed Mine on a Mineral planet, with its FRD); the inner
// half of every region is explored, the rest is Unknown. Fleets are legal under EaW 17.0 (CBPV <= 600,
// SC2+SC3 <= 450) and EaW 2c (an SC4 ship, CBPV >= 175). Orders are a realistic mix of legal and illegal
// rows; a few fleets jump into enemy-held systems next door, so some fleets meet and most don't.

import { Cell, formatCsv } from '../src/sheets/tabs/csv';
import { EMPIRE_HEADERS, headersOf } from './tab-headers';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';

export interface CampaignOptions {
  empires: number;
  systems: number;
  /** Fleets in all, each empire's FRD fleet included. */
  fleets: number;
  /** Ships in all, each empire's FRD included. */
  ships: number;
  ordersPerEmpire: number;
  /** Seed of the generator (not the campaign's dice seed). Default "bench". */
  seed?: string;
  /** Starting treasury row per empire. Default 5000. */
  startingBpv?: number;
  /** Share of each region that is explored at the start. Default 0.5. */
  knownShare?: number;
  /** Jumps per empire aimed at an enemy fleet next door. Default 2. */
  attacksPerEmpire?: number;
}

export const BENCH_CAMPAIGN: CampaignOptions = { empires: 12, systems: 1000, fleets: 600, ships: 4000, ordersPerEmpire: 100 };

/**
 * The benchmark campaign times `scale` (any positive number): systems, fleets, ships and orders grow with
 * it, the 12 empires stay; each is kept large enough for every empire to have a region and legal fleets.
 */
export function scaledCampaign(scale: number): CampaignOptions {
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, not ${scale}`);
  const b = BENCH_CAMPAIGN;
  const size = (n: number, least: number) => Math.max(least, Math.round(n * scale));
  const fleets = size(b.fleets, 3 * b.empires);
  return {
    empires: b.empires,
    systems: size(b.systems, 6 * b.empires),
    fleets,
    ships: size(b.ships, 5 * fleets),
    ordersPerEmpire: size(b.ordersPerEmpire, 1),
  };
}

export interface GeneratedCampaign {
  /** CSV text per tab name: Campaign, Empires, ..., Log, "Orders <EMPIRE>". */
  texts: Record<string, string>;
  empires: { id: string; race: string; home: string; region: number; known: number }[];
  /** What the generator meant each order row to be (e.g. "jump", "typo", "build (illegal)"). */
  orderMix: Record<string, number>;
  lanes: number;
}

// --- Seeded generator ------------------------------------------------------------------------------

class Rng {
  private a: number;
  constructor(seed: string) {
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    this.a = h >>> 0;
  }
  /** mulberry32, in [0, 1). */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

// --- Races and classes -----------------------------------------------------------------------------

/** Race group B (EaW 2b) first, then race group A for campaigns with more than 8 empires. */
export const BENCH_RACES: readonly (readonly [string, string])[] = [
  ['KLI', 'Klingon'],
  ['KZI', 'Kzinti'],
  ['LYR', 'Lyran'],
  ['HYD', 'Hydran'],
  ['FED', 'Federation'],
  ['LDR', 'LDR'],
  ['THO', 'Tholian'],
  ['ORD', 'Orion Daven'],
  ['GOR', 'Gorn'],
  ['ISC', 'ISC'],
  ['ROM', 'Romulan'],
  ['PAR', 'Paravian'],
  ['PEL', 'Peladine'],
  ['ORS', 'Orion Stardust'],
];
/** Races of EaW race group B: the campaign's "Race group" setting. */
export const RACE_GROUP_B_COUNT = 8;

interface ClassPattern {
  code: string;
  size: 2 | 3 | 4;
  ebpv: number;
  cbpv: number;
  dock: number;
  command: number;
  year: number;
  roles: string;
  damcon: number;
  /** Relative frequency in generated fleets (0: never placed by the generator). */
  weight: number;
}

/** The sample catalog's pattern, one row per role a race needs. */
const PATTERN: ClassPattern[] = [
  { code: 'DN', size: 2, ebpv: 230, cbpv: 232, dock: 20, command: 10, year: 160, roles: '', damcon: 6, weight: 1 },
  { code: 'CC', size: 3, ebpv: 135, cbpv: 135, dock: 12, command: 10, year: 150, roles: '', damcon: 4, weight: 2 },
  { code: 'CA', size: 3, ebpv: 120, cbpv: 120, dock: 11, command: 8, year: 130, roles: '', damcon: 4, weight: 4 },
  { code: 'CL', size: 3, ebpv: 100, cbpv: 100, dock: 9, command: 6, year: 140, roles: '', damcon: 3, weight: 5 },
  { code: 'DD', size: 4, ebpv: 80, cbpv: 80, dock: 6, command: 4, year: 135, roles: '', damcon: 2, weight: 12 },
  { code: 'FF', size: 4, ebpv: 62, cbpv: 62, dock: 4, command: 3, year: 130, roles: '', damcon: 2, weight: 16 },
  { code: 'SC', size: 4, ebpv: 85, cbpv: 68, dock: 5, command: 3, year: 145, roles: 'scout', damcon: 2, weight: 0 },
  { code: 'MS', size: 4, ebpv: 60, cbpv: 55, dock: 4, command: 3, year: 150, roles: 'minesweeper', damcon: 2, weight: 2 },
  { code: 'ML', size: 4, ebpv: 70, cbpv: 60, dock: 5, command: 3, year: 150, roles: 'minelayer', damcon: 2, weight: 0 },
  { code: 'F-S', size: 4, ebpv: 20, cbpv: 20, dock: 3, command: 1, year: 100, roles: 'small freighter, civilian', damcon: 1, weight: 0 },
  { code: 'F-L', size: 3, ebpv: 30, cbpv: 30, dock: 5, command: 1, year: 100, roles: 'large freighter, civilian', damcon: 1, weight: 0 },
  { code: 'FRD', size: 3, ebpv: 200, cbpv: 150, dock: 0, command: 0, year: 120, roles: 'FRD', damcon: 6, weight: 0 },
];
/** Klingon designations, as in the sample ("Klingon D7"). */
const KLINGON: Record<string, string> = { DN: 'C8', CC: 'D7C', CA: 'D7', CL: 'D6', DD: 'F5L', FF: 'F5', SC: 'F5S', MS: 'F5M', ML: 'F5ML' };

interface GenClass {
  name: string;
  code: string;
  size: 2 | 3 | 4;
  cbpv: number;
  civilian: boolean;
  weight: number;
}

function raceClasses(race: string, scale: number): { rows: Cell[][]; classes: Map<string, GenClass> } {
  const rows: Cell[][] = [];
  const classes = new Map<string, GenClass>();
  for (const p of PATTERN) {
    const name = `${race} ${race === 'Klingon' ? (KLINGON[p.code] ?? p.code) : p.code}`;
    const warship = p.roles === '' || ['scout', 'minesweeper', 'minelayer'].includes(p.roles);
    const ebpv = warship ? Math.round(p.ebpv * scale) : p.ebpv;
    const cbpv = warship ? Math.round(p.cbpv * scale) : p.cbpv;
    const hull = p.roles.includes('civilian') || p.roles === 'FRD' ? '' : name;
    rows.push([race, name, hull, p.size, ebpv, cbpv, p.dock, p.command, p.year, p.roles, '', p.damcon]);
    classes.set(p.code, {
      name,
      code: p.code,
      size: p.size,
      cbpv,
      civilian: p.roles.includes('civilian') || p.roles === 'FRD',
      weight: p.weight,
    });
  }
  return { rows, classes };
}

// --- Map -------------------------------------------------------------------------------------------

interface Sys {
  id: string;
  name: string;
  x: number;
  y: number;
  planet: 'Life' | 'Mineral' | 'Dead' | 'Unknown';
  owner: string;
  development: '' | 'Mine' | 'Colony';
  mapType: string;
  exploredBy: string;
  region: number;
}

const SYLLABLES = [
  'ar',
  'bel',
  'cor',
  'dun',
  'es',
  'fal',
  'gor',
  'hal',
  'ir',
  'jas',
  'kel',
  'lor',
  'mar',
  'nes',
  'or',
  'pel',
  'qua',
  'ras',
  'sol',
  'tan',
  'ul',
  'vor',
  'wen',
  'xan',
  'yl',
  'zor',
];
const LIVE_MAPS = [
  'Solar System Slice',
  'Solar System Slice',
  'Dual Planets With Moons',
  'Dual Planets With Moons',
  'Open Space',
  'Open Space',
];
const DEAD_MAPS = ['Star Edge', 'Star Edge', 'Star Edge', 'Death Map', 'Death Map', 'Death Map'];

function systemName(rng: Rng): string {
  const n = rng.int(2, 3);
  const s = Array.from({ length: n }, () => rng.pick(SYLLABLES)).join('');
  return s[0].toUpperCase() + s.slice(1);
}

/** Lanes of a jittered grid: a random spanning tree plus extra edges; every system gets 2-4 lanes. */
function buildLanes(rng: Rng, n: number, cols: number): [number, number][] {
  const at = (r: number, c: number) => (r >= 0 && c >= 0 && c < cols && r * cols + c < n ? r * cols + c : -1);
  const grid: [number, number][] = [];
  const diagonal: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    for (const j of [at(r, c + 1), at(r + 1, c)]) if (j >= 0) grid.push([i, j]);
    for (const j of [at(r + 1, c + 1), at(r + 1, c - 1)]) if (j >= 0) diagonal.push([i, j]);
  }
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const degree = new Array<number>(n).fill(0);
  const lanes: [number, number][] = [];
  const taken = new Set<string>();
  const add = (a: number, b: number) => {
    lanes.push([a, b]);
    taken.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
    degree[a]++;
    degree[b]++;
  };
  const free = (a: number, b: number) => !taken.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
  // Spanning tree (Kruskal on shuffled grid edges), keeping every degree at most 4 (a grid gives that).
  for (const [a, b] of rng.shuffle([...grid])) {
    if (find(a) !== find(b)) {
      parent[find(a)] = find(b);
      add(a, b);
    }
  }
  // Leaves get a second lane: a grid neighbour first, a diagonal one if every grid neighbour is full.
  const incident = Array.from({ length: n }, () => [] as [number, number][]);
  for (const e of [...grid, ...diagonal]) {
    incident[e[0]].push(e);
    incident[e[1]].push(e);
  }
  const onGrid = new Set(grid);
  for (let i = 0; i < n; i++) {
    if (degree[i] >= 2) continue;
    const options = incident[i].filter(([a, b]) => free(a, b));
    const other = (e: [number, number]) => (e[0] === i ? e[1] : e[0]);
    const ok = rng.shuffle(options.filter((e) => degree[other(e)] < 4));
    const grid1 = ok.filter((e) => onGrid.has(e));
    const chosen = grid1[0] ?? ok[0];
    if (chosen) add(chosen[0], chosen[1]);
  }
  // Extra grid lanes until the map averages about 3 lanes a system.
  for (const [a, b] of rng.shuffle([...grid])) {
    if (lanes.length >= Math.round(1.5 * n)) break;
    if (free(a, b) && degree[a] < 4 && degree[b] < 4 && rng.chance(0.6)) add(a, b);
  }
  return lanes;
}

// --- Ships -----------------------------------------------------------------------------------------

interface GenShip {
  id: string;
  fleet: string;
  cls: GenClass;
  poor: boolean;
}

const CAP = 600;
const SMALL_CAP = 450;
const START_MIN = 175;

/** A legal fleet of `n` ships (EaW 17.0 cap and sub-limit, EaW 2c SC4 ship and 175 CBPV). */
function composeFleet(rng: Rng, classes: Map<string, GenClass>, n: number): { cls: GenClass; poor: boolean }[] {
  const warships = [...classes.values()].filter((c) => c.weight > 0);
  const minCbpv = Math.min(...warships.map((c) => c.cbpv));
  for (let attempt = 0; ; attempt++) {
    const out: { cls: GenClass; poor: boolean }[] = [];
    const extras: GenClass[] = [];
    if (rng.chance(0.4)) extras.push(classes.get('SC')!);
    if (rng.chance(0.2)) extras.push(classes.get('F-L')!);
    if (rng.chance(0.08)) extras.push(classes.get('F-S')!);
    if (rng.chance(0.1)) extras.push(classes.get('ML')!);
    const picked = extras.slice(0, Math.max(0, n - 3));
    let cbpv = 0;
    let small = 0;
    const put = (cls: GenClass, poor = false) => {
      out.push({ cls, poor });
      const hull = cls.civilian ? 0 : Math.round(cls.cbpv * (poor ? 0.8 : 1));
      cbpv += hull;
      if (cls.size !== 4) small += hull;
    };
    for (const cls of picked) put(cls);
    put(rng.pick(warships.filter((c) => c.size === 4)));
    while (out.length < n) {
      const after = n - out.length - 1;
      const fits = warships.filter((c) => c.cbpv + after * minCbpv <= CAP - cbpv && (c.size === 4 || small + c.cbpv <= SMALL_CAP));
      if (fits.length === 0) break;
      put(rng.weighted(fits.map((c) => [c, c.weight] as const)), rng.chance(0.02));
    }
    const ok = out.length === n && cbpv <= CAP && small <= SMALL_CAP && cbpv >= START_MIN;
    if (ok || attempt > 50) {
      if (!ok) throw new Error(`cannot compose a legal fleet of ${n} ships`);
      return rng.shuffle(out);
    }
  }
}

// --- The campaign ----------------------------------------------------------------------------------

function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

const csv = (header: string[], rows: Cell[][]) => formatCsv([header, ...rows]);

export function generateCampaign(opts: CampaignOptions): GeneratedCampaign {
  const seed = opts.seed ?? 'bench';
  const rng = new Rng(seed);
  const E = opts.empires;
  if (E < 2 || E > BENCH_RACES.length) throw new Error(`empires: 2 to ${BENCH_RACES.length}`);
  if (opts.fleets < 2 * E) throw new Error('at least 2 fleets per empire (the FRD fleet and one more)');
  const empires = BENCH_RACES.slice(0, E).map(([id, race]) => ({ id, race }));

  // Map.
  const n = opts.systems;
  const cols = Math.ceil(Math.sqrt(n));
  const rowsN = Math.ceil(n / cols);
  const pad = String(n).length;
  const systems: Sys[] = Array.from({ length: n }, (_, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const jitter = () => (rng.next() - 0.5) * 0.7;
    return {
      id: `S${String(i + 1).padStart(pad, '0')}`,
      name: systemName(rng),
      x: Math.max(0, Math.min(1000, Math.round(((c + 0.5 + jitter()) * 1000) / cols))),
      y: Math.max(0, Math.min(1000, Math.round(((r + 0.5 + jitter()) * 1000) / rowsN))),
      planet: 'Unknown',
      owner: '',
      development: '',
      mapType: '',
      exploredBy: '',
      region: -1,
    };
  });
  const laneIdx = buildLanes(rng, n, cols);
  const adj: number[][] = systems.map(() => []);
  for (const [a, b] of laneIdx) {
    adj[a].push(b);
    adj[b].push(a);
  }

  // Homes spread on a coarse grid, regions grown by breadth-first search from them in turn.
  const gx = Math.ceil(Math.sqrt(E));
  const gy = Math.ceil(E / gx);
  const homes: number[] = [];
  for (let e = 0; e < E; e++) {
    const tx = (((e % gx) + 0.5) / gx) * 1000;
    const ty = ((Math.floor(e / gx) + 0.5) / gy) * 1000;
    let best = -1;
    let bestD = Infinity;
    systems.forEach((s, i) => {
      const d = (s.x - tx) ** 2 + (s.y - ty) ** 2;
      if (d < bestD && !homes.includes(i)) {
        best = i;
        bestD = d;
      }
    });
    homes.push(best);
  }
  const regions: number[][] = homes.map((h, e) => {
    systems[h].region = e;
    return [h];
  });
  let frontiers = homes.map((h) => [h]);
  while (frontiers.some((f) => f.length)) {
    frontiers = frontiers.map((frontier, e) => {
      const next: number[] = [];
      for (const s of frontier) {
        for (const t of adj[s]) {
          if (systems[t].region < 0) {
            systems[t].region = e;
            regions[e].push(t);
            next.push(t);
          }
        }
      }
      return next;
    });
  }

  // Explored inner half of each region; the home is a developed mine, and a colony nearby if there is a life planet.
  const knownShare = opts.knownShare ?? 0.5;
  const info: GeneratedCampaign['empires'] = [];
  regions.forEach((region, e) => {
    const id = empires[e].id;
    const known = region.slice(0, Math.max(1, Math.round(region.length * knownShare)));
    for (const i of known) {
      const s = systems[i];
      s.planet = rng.weighted([
        ['Mineral', 35],
        ['Life', 35],
        ['Dead', 30],
      ] as const);
      s.exploredBy = id;
    }
    const home = systems[region[0]];
    Object.assign(home, { planet: 'Mineral', owner: id, development: 'Mine' });
    const colony = known
      .slice(1)
      .map((i) => systems[i])
      .find((s) => s.planet === 'Life');
    if (colony) Object.assign(colony, { owner: id, development: 'Colony' });
    for (const i of known) systems[i].mapType = rng.pick(systems[i].planet === 'Dead' ? DEAD_MAPS : LIVE_MAPS);
    info.push({ id, race: empires[e].race, home: home.id, region: region.length, known: known.length });
  });

  // Classes.
  const classRows: Cell[][] = [];
  const raceClass = empires.map((emp, e) => {
    const { rows, classes } = raceClasses(emp.race, e === 0 ? 1 : 0.95 + 0.1 * rng.next());
    classRows.push(...rows);
    return classes;
  });

  // Fleets and ships.
  const fleetsPer = split(opts.fleets, E);
  const shipsPer = split(opts.ships, E);
  const fleetRows: Cell[][] = [];
  const shipRows: Cell[][] = [];
  const fleetAt = new Map<string, number>();
  const shipsOfFleet = new Map<string, GenShip[]>();
  const fleetsOf: string[][] = [];
  const fleetsAtSystem: string[][] = systems.map(() => []);
  empires.forEach((emp, e) => {
    const combat = fleetsPer[e] - 1;
    const shipCounts = split(shipsPer[e] - 1, combat);
    if (shipCounts.some((c) => c < 3 || c > 9))
      throw new Error(`${shipsPer[e]} ships over ${fleetsPer[e]} fleets: each combat fleet needs 3 to 9`);
    const region = regions[e];
    const home = region[0];
    const spots = rng.shuffle(region.slice(1));
    // Three fleets at home with the FRD, the others one to a system over the region (two once it is full).
    const places: number[] = Array.from({ length: Math.min(3, combat) }, () => home);
    for (let k = 0; places.length < combat; k++) {
      if (spots.length === 0 || k >= 2 * spots.length) throw new Error(`region of ${emp.id} too small for its fleets`);
      places.push(spots[k % spots.length]);
    }
    const ids: string[] = [];
    const frd = `${emp.id}-FRD`;
    fleetRows.push([frd, emp.id, 'Fleet Repair Dock', systems[home].id, 'Ready', '', 'Y165 Setup']);
    fleetAt.set(frd, home);
    fleetsAtSystem[home].push(frd);
    const frdShip: GenShip = { id: `${emp.id}-000`, fleet: frd, cls: raceClass[e].get('FRD')!, poor: false };
    shipsOfFleet.set(frd, [frdShip]);
    let serial = 0;
    for (let k = 0; k < combat; k++) {
      const id = `${emp.id}-${k + 1}`;
      ids.push(id);
      const at = places[k];
      fleetRows.push([
        id,
        emp.id,
        k < 3 ? `Home Squadron ${k + 1}` : `${systems[at].name} Patrol`,
        systems[at].id,
        'Ready',
        '',
        'Y165 Setup',
      ]);
      fleetAt.set(id, at);
      fleetsAtSystem[at].push(id);
      const ships = composeFleet(rng, raceClass[e], shipCounts[k]).map((s) => ({
        id: `${emp.id}-${String(++serial).padStart(3, '0')}`,
        fleet: id,
        ...s,
      }));
      shipsOfFleet.set(id, ships);
    }
    fleetsOf.push(ids);
    for (const id of [frd, ...ids]) {
      for (const s of shipsOfFleet.get(id)!) {
        shipRows.push([
          s.id,
          emp.id,
          s.fleet,
          s.cls.name,
          `${systemName(rng)}`,
          s.poor ? 'Poor' : 'Normal',
          '',
          0,
          0,
          10,
          0,
          'OK',
          0,
          0,
          0,
          0,
          0,
        ]);
      }
    }
  });

  // Orders.
  const mix: Record<string, number> = {};
  const ordersTabs: Record<string, string> = {};
  const attacks = opts.attacksPerEmpire ?? 2;
  const ORDER_HEADER = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Result'];
  empires.forEach((emp, e) => {
    const rows: Cell[][] = [];
    const own = fleetsOf[e];
    const proj = new Map(own.map((f) => [f, fleetAt.get(f)!]));
    const moved = new Set<string>();
    const locked = new Set<string>();
    const members = new Map(own.map((f) => [f, shipsOfFleet.get(f)!.map((s) => s.id)]));
    const home = regions[e][0];
    let newFleets = 0;
    const order = (kind: string, fleet: string, verb: string, target = '', ships = '', build = '', extras = '') => {
      mix[kind] = (mix[kind] ?? 0) + 1;
      rows.push([fleet, verb, target, ships, build, extras, '']);
    };
    const sid = (i: number) => systems[i].id;
    const free = () => own.filter((f) => !locked.has(f));
    const walk = (from: number, lanes: number, ownRegion: boolean): number[] => {
      const path: number[] = [];
      let at = from;
      for (let k = 0; k < lanes; k++) {
        const options = adj[at].filter((t) => t !== from && !path.includes(t));
        const inside = options.filter((t) => systems[t].region === e);
        const next = ownRegion && inside.length ? rng.pick(inside) : options.length ? rng.pick(options) : undefined;
        if (next === undefined) break;
        path.push(next);
        at = next;
      }
      return path;
    };
    const jump = (fleet: string, path: number[], kind = 'jump') => {
      const from = proj.get(fleet)!;
      const text = rng.chance(0.3) ? [from, ...path].map(sid).join(' > ') : path.map(sid).join(' > ');
      order(kind, fleet, 'Jump', text);
      proj.set(fleet, path[path.length - 1]);
      moved.add(fleet);
    };

    // A few fleets on the border jump at an enemy fleet next door.
    const targets = rng.shuffle(own.filter((f) => proj.get(f) !== home)).flatMap((f) => {
      const enemy = adj[proj.get(f)!].filter((t) => systems[t].region !== e && fleetsAtSystem[t].length > 0);
      return enemy.length ? [[f, enemy[0]] as const] : [];
    });
    for (const [f, t] of targets.slice(0, attacks)) jump(f, [t], 'jump at an enemy');

    while (rows.length < opts.ordersPerEmpire) {
      const kind = rng.weighted([
        ['jump', 20],
        ['explore', 12],
        ['build', 9],
        ['transfer', 6],
        ['resupply', 7],
        ['develop', 8],
        ['fortify', 4],
        ['stay', 4],
        ['typo', 6],
        ['bad fleet', 5],
        ['bad lane', 4],
        ['explore known', 3],
        ['not yours', 2],
        ['FRD jump', 1],
      ] as const);
      const candidates = free().filter((f) => !moved.has(f) || kind !== 'build');
      if (candidates.length === 0) break;
      const f = rng.pick(candidates);
      const at = proj.get(f)!;
      switch (kind) {
        case 'jump': {
          const path = walk(
            at,
            rng.weighted([
              [1, 6],
              [2, 3],
              [3, 1],
            ] as const),
            rng.chance(0.85),
          );
          if (path.length === 0) break;
          jump(f, path);
          const end = path[path.length - 1];
          if (systems[end].planet === 'Unknown' && rng.chance(0.6) && rows.length < opts.ordersPerEmpire) {
            order('explore', f, 'Explore', sid(end));
            locked.add(f);
          }
          break;
        }
        case 'explore': {
          const unknown = free().filter((x) => systems[proj.get(x)!].planet === 'Unknown');
          const g = unknown.length ? rng.pick(unknown) : f;
          order(
            systems[proj.get(g)!].planet === 'Unknown' ? 'explore' : 'explore known',
            g,
            'Explore',
            rng.chance(0.5) ? sid(proj.get(g)!) : '',
          );
          locked.add(g);
          break;
        }
        case 'explore known': {
          const knownAt = free().filter((x) => systems[proj.get(x)!].planet !== 'Unknown');
          const g = knownAt.length ? rng.pick(knownAt) : f;
          order('explore known', g, 'Explore', sid(proj.get(g)!));
          break;
        }
        case 'build': {
          const atHome = free().filter((x) => proj.get(x) === home && !moved.has(x));
          const g = atHome.length && rng.chance(0.85) ? rng.pick(atHome) : f;
          const code = rng.weighted([
            ['FF', 5],
            ['DD', 4],
            ['SC', 2],
            ['CL', 2],
            ['CA', 1],
            ['F-L', 1],
            ['XX', 1],
          ] as const);
          const cls = code === 'XX' ? `${emp.race} Q9` : raceClass[e].get(code)!.name;
          const foreign = rng.chance(0.05) ? raceClass[(e + 1) % E].get('FF')!.name : cls;
          const label =
            proj.get(g) !== home
              ? 'build away from the FRD'
              : code === 'XX' || foreign !== cls
                ? 'build (unknown or foreign class)'
                : 'build';
          order(label, g, 'Build', '', '', foreign);
          break;
        }
        case 'transfer': {
          const mates = own.filter((x) => x !== f && proj.get(x) === at && !locked.has(x));
          const ships = members.get(f)!;
          if (ships.length < 2) break;
          const moving = rng.shuffle([...ships]).slice(0, rng.int(1, Math.min(2, ships.length - 1)));
          let to: string;
          if (mates.length && rng.chance(0.8)) to = rng.pick(mates);
          else if (rng.chance(0.7)) to = `${emp.id}-${own.length + ++newFleets}`;
          else to = rng.pick(own.filter((x) => x !== f));
          const elsewhere = members.has(to) && proj.get(to) !== at;
          order(elsewhere ? 'transfer to another system' : 'transfer', f, 'Transfer', to, moving.join(', '));
          if (!elsewhere) {
            members.set(
              f,
              ships.filter((s) => !moving.includes(s)),
            );
            members.set(to, [...(members.get(to) ?? []), ...moving]);
            proj.set(to, at);
          }
          break;
        }
        case 'resupply': {
          const atHome = free().filter((x) => proj.get(x) === home);
          const g = atHome.length && rng.chance(0.7) ? rng.pick(atHome) : f;
          const raise = rng.chance(0.25);
          order(
            proj.get(g) === home ? 'resupply' : 'resupply away from the FRD',
            g,
            raise ? 'Raise CO' : 'Resupply',
            '',
            '',
            '',
            raise ? 'CO 20' : '',
          );
          break;
        }
        case 'develop': {
          const mineral = free().filter((x) => systems[proj.get(x)!].planet === 'Mineral' && !systems[proj.get(x)!].development);
          const g = mineral.length && rng.chance(0.7) ? rng.pick(mineral) : f;
          const s = systems[proj.get(g)!];
          order(s.planet === 'Mineral' && !s.development ? 'develop mine' : 'develop mine (wrong planet)', g, 'Develop mine', s.id);
          locked.add(g);
          break;
        }
        case 'fortify': {
          order(systems[at].planet === 'Unknown' ? 'fortify (unexplored)' : 'fortify', f, 'Fortify', sid(at));
          locked.add(f);
          break;
        }
        case 'stay':
          order('stay', f, 'Stay');
          locked.add(f);
          break;
        case 'typo': {
          const [verb, target] = rng.pick([
            ['Jmup', walk(at, 1, true).map(sid).join('')],
            ['Explor', sid(at)],
            ['Devlop mine', sid(at)],
            ['Buidl', ''],
            ['Resuply', ''],
            ['Fortfy', sid(at)],
            ['Tranfser', own[0]],
            ['Attack', sid(at)],
          ] as const);
          order('typo', f, verb, target, '', verb === 'Buidl' ? raceClass[e].get('FF')!.name : '');
          break;
        }
        case 'bad fleet':
          order(
            'bad fleet id',
            rng.pick([`${emp.id}-${own.length + 40}`, `${emp.id}-0`, `${emp.id}1`, 'Fleet 7']),
            'Jump',
            sid(adj[at][0]),
          );
          break;
        case 'bad lane': {
          const far = rng.chance(0.7) ? rng.pick(systems.filter((_, i) => i !== at && !adj[at].includes(i))).id : `S${'9'.repeat(pad + 1)}`;
          order('bad lane or system', f, 'Jump', far);
          break;
        }
        case 'not yours': {
          const other = fleetsOf[(e + 1 + rng.int(0, E - 2)) % E];
          order('not your fleet', rng.pick(other), 'Jump', sid(adj[at][0]));
          break;
        }
        case 'FRD jump':
          order('FRD jump (Move FRD needed)', `${emp.id}-FRD`, 'Jump', sid(adj[home][0]));
          break;
      }
    }
    ordersTabs[`Orders ${emp.id}`] = csv(ORDER_HEADER, rows);
  });

  const texts: Record<string, string> = {
    Campaign: csv(
      ['Setting', 'Value', 'Notes'],
      [
        ['Campaign name', `Benchmark: ${E} empires, ${n} systems`, 'Generated by scripts/bench-campaign.ts.'],
        ['Ruleset', 'Empires at War', 'The rules this campaign is played under.'],
        [
          'Race group',
          'B',
          `Race group B (EaW 2b)${E > RACE_GROUP_B_COUNT ? '; the empires past the 8th are from group A, for size' : ''}.`,
        ],
        ['Start year', 165, 'First year of the campaign (EaW 2d).'],
        ['Year', 165, 'Year now being played.'],
        ['Season', 'Spring', 'Season now being played.'],
        ['Phase', 'Orders', 'Next step for the GM.'],
        ['GM email', 'gm@example.com', 'Account of the game master.'],
        ['Dice seed', 'bench', 'Base of the dice seed.'],
        ['Last processed', '', 'The last season processed.'],
        ['Default relation', 'War', 'Relation of two empires with no Treaties row.'],
      ],
    ),
    Empires: csv(
      EMPIRE_HEADERS,
      empires.map((x) => [x.id, x.race, `Admiral of ${x.race}`, `${x.id.toLowerCase()}.admiral@example.com`, 'Active', 0]),
    ),
    Systems: csv(
      headersOf('Systems', [], EMPIRES_AT_WAR),
      systems.map((s) => [
        s.id,
        s.name,
        s.x,
        s.y,
        s.planet,
        s.owner,
        s.development,
        s.development ? 'Y165 Setup' : '',
        '',
        s.mapType,
        0,
        0,
        0,
        0,
        0,
        'no',
        '',
        s.exploredBy,
      ]),
    ),
    Lanes: csv(
      ['From', 'To'],
      laneIdx.map(([a, b]) => [systems[a].id, systems[b].id]),
    ),
    Fleets: csv(headersOf('Fleets', ['Trapped in', 'MP penalty', 'Route']), fleetRows),
    // Every officer a generated ship has is its one LO (no Other LOs column).
    Ships: csv(headersOf('Ships', ['Other LOs']), shipRows),
    Classes: csv(
      ['Race', 'Class', 'Hull', 'Size class', 'EBPV', 'CBPV', 'Dock points', 'Command rating', 'Year', 'Roles', 'Escorts', 'DAMCON'],
      classRows,
    ),
    Treasury: csv(
      headersOf('Treasury'),
      empires.map((x) => ['Y165 Setup', x.id, opts.startingBpv ?? 5000, 'Starting BPV (benchmark)', '']),
    ),
    Treaties: csv(
      headersOf('Treaties'),
      empires.flatMap((a, i) => empires.slice(i + 1).map((b) => [a.id, b.id, 'War', '', 'Y165 Setup'])),
    ),
    Diplomacy: csv(headersOf('Diplomacy'), []),
    Battles: csv(['Battle', 'Season', 'System', 'Map', 'Fleet A', 'Fleet B', 'Status'], []),
    'Battle ships': csv(['Battle', 'Side', 'Fleet', 'Ship', 'Empire', 'Class', 'CBPV', 'Result'], []),
    Log: csv(['Season', 'Kind', 'Empire', 'Purpose', 'Dice', 'Result'], []),
    ...ordersTabs,
  };
  return { texts, empires: info, orderMix: mix, lanes: laneIdx.length };
}
