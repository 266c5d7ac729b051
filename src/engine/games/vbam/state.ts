// VBAM-SFB's state as the rule modules read it: the game's tabs (tabs.ts) and the shared ones, typed
// once when a turn starts (`vbamState`) and written back when it ends (`storeVbam`). Phases and orders
// change these values; nothing else of this game reads or writes `Campaign.tables`.

import type { Campaign, Relation } from '../../core/model';
import type { Treaty } from '../../core/diplomacy';
import type { GameRow } from '../../core/game';
import { relationOf } from '../../core/diplomacy';
import { AFTER_BATTLE, Colony, NO_STANDING_ORDER, Sector, STANCES, StandingOrder, UnitClass } from './model';
import { parseRate, parseTraits } from './classes';
import { CARGO_KINDS, CargoKind } from './cargo';
import { sameName } from '../../core/ids';
import type { SectorMap, Standing } from './sectors';
import type { TechState } from './tech';
import type { MoraleEvent } from './morale';
import {
  CARGO_TAB,
  CIVILIAN_TAB,
  COLONIES_TAB,
  CONSTRUCTION_TAB,
  EVENTS_TAB,
  MISC_ITEMS_TAB,
  MOTHBALLED_TAB,
  SECTORS_TAB,
  STANDING_ORDERS_TAB,
  TECH_TAB,
  UNIT_LIST_TAB,
  WORK_JOBS,
} from './tabs';

/** A sector's row of the Sectors tab. */
export interface SectorRow {
  sector: string;
  terrain: string;
  control: 'Controlled' | 'Contested' | 'Neutral' | '';
  powers: string[];
  /** The GM's override as typed (sectors.ts reads it): blank when the rules decide. */
  override: string;
}

/** A colony with what the sheets keep beside the rule layer's Colony. */
export interface ColonyRow extends Colony {
  homeworld: boolean;
  /** The census growth roll's bonus, grown by each failure (VBAM Update Assets). */
  growthBonus: number;
  /** The turn it was founded ("" for a colony from the start). */
  founded: string;
  /** Raided since the last Income phase: the next produces nothing from it, and clears this. */
  raided: boolean;
  /** A random event rolled at the last End Turn, for the next Update Assets' morale check (VB108). */
  event?: MoraleEvent;
}

export type Job = (typeof WORK_JOBS)[number];

/** Work paid for in the Orders step and finished at Construction Completion (or delayed), or at Update Assets (Productivity). */
export interface Work {
  id: string;
  empire: string;
  className: string;
  sector: string;
  paid: number;
  ordered: string;
  priority: number;
  status: 'Building' | 'Delayed';
  job: Job;
  /** The ship repaired, reactivated, mothballed or upgraded; blank for new units. */
  unit: string;
  /** Units this row builds (flights and ground units may be several). */
  count: number;
  /** EP of construction capacity spent on it so far. */
  progress: number;
  /** A base built in another system: the colony sector whose capacity builds it. */
  from: string;
  /** EP of its cost not paid yet (begun before full payment, or base points lost with their transports: VB110). */
  owed: number;
  /** The owner's Keep points order: its sector's Transport Fleets carry this work's points before its other work there (VB113). */
  keep: boolean;
}

/** A ship out of active duty (`VBAM Construction Completion`): it pays no maintenance. */
export interface Mothballed {
  ship: string;
  empire: string;
  since: string;
}

/** A one-time income or expense waiting for the next Income phase (`VBAM Income`). */
export interface MiscRow {
  empire: string;
  amount: number;
  reason: string;
  arose: string;
}

/** A civilian fleet's row (`VBAM Civilian Fleets`). */
export interface CivilianRow {
  ship: string;
  route: string[];
  visited: boolean;
  crippled: number;
  destroyed: number;
}

/** One item aboard (`VBAM Invasion`). */
export interface CargoRow {
  item: string;
  kind: CargoKind;
  empire: string;
  carriers: string[];
  loaded: string;
}

/** A row of the GM's random event table. */
export interface EventRow {
  from: number;
  to: number;
  event: string;
  morale: number;
  ep: number;
  askGm: boolean;
}

export interface VbamState {
  sectors: SectorRow[];
  colonies: ColonyRow[];
  /** Empire id → its Tech Year, pool and the year's advances. */
  tech: Map<string, TechState>;
  /** The unit lists; a row that cannot be read is left out (Check workbook names it). */
  units: UnitClass[];
  construction: Work[];
  mothballed: Mothballed[];
  misc: MiscRow[];
  /** The map: the Systems tab's sectors joined by the Lanes tab. */
  map: SectorMap;
  civilians: CivilianRow[];
  cargo: CargoRow[];
  /** The GM's random event table (never changed by a turn). */
  events: EventRow[];
  /** Fleet id → its standing order for encounters (a fleet without one: NO_STANDING_ORDER, VB54). */
  standing: Map<string, StandingOrder>;
}

const str = (v: GameRow[string] | undefined) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : String(v ?? '')).trim();
const num = (v: GameRow[string] | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: GameRow[string] | undefined) => {
  if (Array.isArray(v)) return v;
  const text = str(v);
  return text ? text.split(',').map((s) => s.trim()) : [];
};
const rowsOf = (c: Campaign, tab: string) => c.tables?.[tab] ?? [];

/** A Unit list row as a class, or why it cannot be one (each cell read once: every world of a turn reads the whole list). */
export function unitOf(r: GameRow): UnitClass | string {
  const [empire, className, costText, maintenanceText] = [str(r.Empire), str(r.Class), str(r.Cost), str(r.Maintenance)];
  const name = `${empire} ${className}`;
  const cost = parseRate(costText);
  const maintenance = parseRate(maintenanceText);
  const traits = parseTraits(list(r.Traits).join(';'));
  if (!cost) return `${name}: cost "${costText}" is not a number or N/M`;
  if (!maintenance) return `${name}: maintenance "${maintenanceText}" is not N/M`;
  if (typeof traits === 'string') return `${name}: ${traits}`;
  const [attack, defense, commandRating] = [num(r.Attack), num(r.Defense), num(r['Command rating'])];
  return {
    empire,
    name: className,
    inService: num(r['In service']),
    hull: str(r.Hull),
    cost,
    maintenance,
    ...(attack ? { attack } : {}),
    ...(defense ? { defense } : {}),
    ...(commandRating ? { commandRating } : {}),
    basing: str(r.Basing),
    traits,
  };
}

/** The map from the shared tabs: each Systems row a sector at (X, Y), each Lanes row an adjacency. */
export function sectorMap(c: Campaign, terrain: ReadonlyMap<string, string>): SectorMap {
  const sectors: Sector[] = c.systems.map((s) => ({
    id: s.id,
    col: s.x,
    row: s.y,
    ...(s.name ? { system: s.name } : {}),
    ...(terrain.get(s.id) ? { terrain: terrain.get(s.id) as Sector['terrain'] } : {}),
  }));
  const adjacent = new Map<string, string[]>(sectors.map((s) => [s.id, []]));
  for (const l of c.lanes) {
    adjacent.get(l.a)?.push(l.b);
    adjacent.get(l.b)?.push(l.a);
  }
  return { shape: 'square', sectors, adjacent };
}

/** A Colonies row, typed (its system named from the Systems tab, where `systemName` knows it). */
export function colonyRow(r: GameRow, systemName: ReadonlyMap<string, string> = new Map()): ColonyRow {
  const sector = str(r.Sector).toUpperCase();
  return {
    system: systemName.get(sector) ?? sector,
    sector,
    owner: str(r.Owner).toUpperCase(),
    census: num(r.Census),
    productivity: num(r.Productivity),
    raw: num(r.RAW),
    morale: num(r.Morale),
    carryingCapacity: num(r['Carrying capacity']),
    ...(r.Depot === true ? { depot: true } : {}),
    homeworld: r.Homeworld === true,
    growthBonus: num(r['Growth bonus']),
    founded: str(r.Founded),
    raided: r.Raided === true,
    ...(str(r.Event) ? { event: { name: str(r.Event), effect: num(r['Event morale']) } } : {}),
  };
}

/** The typed state of a VBAM-SFB campaign. */
export function vbamState(c: Campaign): VbamState {
  const sectors = rowsOf(c, SECTORS_TAB.name).map((r): SectorRow => ({
    sector: str(r.Sector).toUpperCase(),
    terrain: str(r.Terrain),
    control: (['Controlled', 'Contested', 'Neutral'].find((x) => x === str(r.Control)) ?? '') as SectorRow['control'],
    powers: list(r.Powers),
    override: str(r.Override),
  }));
  const systemName = new Map(c.systems.map((s) => [s.id, s.name || s.id]));
  const colonies = rowsOf(c, COLONIES_TAB.name).map((r) => colonyRow(r, systemName));
  const tech = new Map(
    rowsOf(c, TECH_TAB.name).map((r): [string, TechState] => [
      str(r.Empire).toUpperCase(),
      { techYear: num(r['Tech year']), pool: num(r.Pool), advancesThisYear: num(r['Advances this year']) },
    ]),
  );
  const units = rowsOf(c, UNIT_LIST_TAB.name)
    .map(unitOf)
    .filter((u): u is UnitClass => typeof u !== 'string');
  const construction = rowsOf(c, CONSTRUCTION_TAB.name).map((r): Work => ({
    id: str(r.Id),
    empire: str(r.Empire).toUpperCase(),
    className: str(r.Class),
    sector: str(r.Sector).toUpperCase(),
    paid: num(r.Paid),
    ordered: str(r.Ordered),
    priority: num(r.Priority),
    status: str(r.Status) === 'Delayed' ? 'Delayed' : 'Building',
    job: WORK_JOBS.find((j) => j.toLowerCase() === str(r.Work).toLowerCase()) ?? 'Build',
    unit: str(r.Unit),
    count: Math.max(1, num(r.Count)),
    progress: num(r.Progress),
    from: str(r.From).toUpperCase(),
    owed: Math.max(0, num(r.Owed)),
    keep: r['Keep points'] === true,
  }));
  const mothballed = rowsOf(c, MOTHBALLED_TAB.name).map((r): Mothballed => ({
    ship: str(r.Ship),
    empire: str(r.Empire).toUpperCase(),
    since: str(r.Since),
  }));
  const misc = rowsOf(c, MISC_ITEMS_TAB.name).map((r): MiscRow => ({
    empire: str(r.Empire).toUpperCase(),
    amount: num(r.Amount),
    reason: str(r.Reason),
    arose: str(r.Arose),
  }));
  const civilians = rowsOf(c, CIVILIAN_TAB.name).map((r): CivilianRow => ({
    ship: str(r.Ship),
    route: list(r.Route).map((x) => x.toUpperCase()),
    visited: r.Visited === true,
    crippled: num(r.Crippled),
    destroyed: num(r.Destroyed),
  }));
  const cargo = rowsOf(c, CARGO_TAB.name).map((r): CargoRow => ({
    item: str(r.Item),
    kind: CARGO_KINDS.find((k) => sameName(k, str(r.Kind))) ?? 'Ground unit',
    empire: str(r.Empire).toUpperCase(),
    carriers: list(r.Carriers),
    loaded: str(r.Loaded),
  }));
  const events = rowsOf(c, EVENTS_TAB.name).map((r): EventRow => ({
    from: num(r.From),
    to: num(r.To),
    event: str(r.Event),
    morale: num(r.Morale),
    ep: num(r.EP),
    askGm: r['Ask GM'] === true,
  }));
  const standing = new Map(
    rowsOf(c, STANDING_ORDERS_TAB.name).flatMap((r): [string, StandingOrder][] => {
      const stance = STANCES.find((x) => x.toLowerCase() === str(r.Encounter).toLowerCase());
      const after = AFTER_BATTLE.find((x) => x.toLowerCase() === str(r['After battle']).toLowerCase()) ?? NO_STANDING_ORDER.after;
      return stance && str(r.Fleet) ? [[str(r.Fleet).toUpperCase(), { encounter: stance, pursue: r.Pursue === true, after }]] : [];
    }),
  );
  return {
    sectors,
    colonies,
    tech,
    units,
    construction,
    mothballed,
    misc,
    map: sectorMap(c, new Map(sectors.map((s) => [s.sector, s.terrain]))),
    civilians,
    cargo,
    events,
    standing,
  };
}

/** Writes the typed state back into the campaign's game tabs (the Unit list and the map are never changed by a turn). */
export function storeVbam(c: Campaign, s: VbamState): void {
  c.tables = {
    ...c.tables,
    [SECTORS_TAB.name]: s.sectors.map((x) => ({
      Sector: x.sector,
      Terrain: x.terrain,
      Control: x.control,
      Powers: x.powers,
      Override: x.override,
    })),
    [COLONIES_TAB.name]: s.colonies.map((x) => ({
      Sector: x.sector,
      Owner: x.owner,
      Census: x.census,
      Productivity: x.productivity,
      RAW: x.raw,
      Morale: x.morale,
      'Carrying capacity': x.carryingCapacity,
      Homeworld: x.homeworld,
      Depot: !!x.depot,
      'Growth bonus': x.growthBonus,
      Founded: x.founded,
      Raided: x.raided,
      Event: x.event?.name ?? '',
      'Event morale': x.event?.effect ?? '',
    })),
    [TECH_TAB.name]: [...s.tech].map(([empire, t]) => ({
      Empire: empire,
      'Tech year': t.techYear,
      Pool: t.pool,
      'Advances this year': t.advancesThisYear,
    })),
    [STANDING_ORDERS_TAB.name]: [...s.standing].map(([fleet, o]) => ({
      Fleet: fleet,
      Encounter: o.encounter,
      Pursue: o.pursue,
      'After battle': o.after,
    })),
    [CONSTRUCTION_TAB.name]: s.construction.map((w) => ({
      Id: w.id,
      Empire: w.empire,
      Class: w.className,
      Sector: w.sector,
      Paid: w.paid,
      Ordered: w.ordered,
      Priority: w.priority,
      Status: w.status,
      Work: w.job,
      Unit: w.unit,
      Count: w.count,
      Progress: w.progress,
      From: w.from,
      Owed: w.owed || '',
      'Keep points': w.keep,
    })),
    [MOTHBALLED_TAB.name]: s.mothballed.map((m) => ({ Ship: m.ship, Empire: m.empire, Since: m.since })),
    [MISC_ITEMS_TAB.name]: s.misc.map((m) => ({ Empire: m.empire, Amount: m.amount, Reason: m.reason, Arose: m.arose })),
    [CIVILIAN_TAB.name]: s.civilians.map((x) => ({
      Ship: x.ship,
      Route: x.route,
      Visited: x.visited,
      Crippled: x.crippled,
      Destroyed: x.destroyed,
    })),
    [CARGO_TAB.name]: s.cargo.map((x) => ({ Item: x.item, Kind: x.kind, Empire: x.empire, Carriers: x.carriers, Loaded: x.loaded })),
  };
}

const ALLIED: readonly Treaty[] = ['Alliance', 'Co-Belligerence'];

/**
 * How two powers stand, from the Treaties tab (`VBAM Diplomacy`): Alliance members, and Co-Belligerence
 * partners operating as if members (VB95), are allied; allies and Mutual Defense and Peace partners
 * ("friendly for all purposes") are friendly (VB94).
 */
export function standingOf(treaties: Relation[], defaultRelation: Campaign['settings']['defaultRelation']): Standing {
  const bound = (a: string, b: string, by: readonly Treaty[]) =>
    relationOf(treaties, a, b, defaultRelation).treaties.some((t) => by.includes(t));
  return {
    allied: (a, b) => bound(a, b, ALLIED),
    friendly: (a, b) => a === b || bound(a, b, [...ALLIED, 'Mutual Defense', 'Peace']),
  };
}
