// A campaign unit (a Ships row) as VBAM-SFB reads it: warships, bases, ground units, flights and
// civilian fleets are all Ships in Fleets. A class is looked up by the race of the unit's empire and its
// class name, never by the name alone (Federation and Kzinti both have a CA, and a Trade Fleet). Also
// what kind of unit it is, where it stands, and what a sector's colony and shipyards can build there.

import type { Campaign, Ship, ShipClass } from '../../core/model';
import { key, sameName } from '../../core/ids';
import type { VbamTurn } from './turnState';
import type { ColonyRow } from './state';
import { hasTrait, UnitClass } from './model';
import { utilizedProductivity } from './income';
import { CIVILIAN_SHIPS, CivilianKind, sentryProblem } from './civilian';
import { GroundKind, SFB_EQUIVALENT } from './ground';

/** The race an empire builds from (Empires tab; the Unit list's Empire column), blank when the empire is unknown. */
export function raceOf(c: Campaign, empire: string): string {
  return c.empires.find((e) => e.id === empire)?.race ?? '';
}

/** Each unit list's classes by race and name, each its newest listing: made on the first look-up (a list read is never changed). */
const named = new WeakMap<readonly UnitClass[], Map<string, UnitClass>>();

const raceAndName = (race: string, name: string) => `${key(race)}\u0000${key(name)}`;

/** A class of a race by name: its newest listing (a class listed again in a later version), the first on a tie. */
export function unitNamed(units: readonly UnitClass[], race: string, name: string): UnitClass | undefined {
  let byName = named.get(units);
  if (!byName) {
    named.set(units, (byName = new Map()));
    for (const u of units) {
      const found = byName.get(raceAndName(u.empire, u.name));
      if (!found || u.inService > found.inService) byName.set(raceAndName(u.empire, u.name), u);
    }
  }
  return byName.get(raceAndName(race, name));
}

/** A class of the empire's race by name. */
export function unitClassOf(t: VbamTurn, empire: string, name: string): UnitClass | undefined {
  return unitNamed(t.v.units, raceOf(t.w.c, empire), name);
}

/** The ship's Unit list row: its empire's race and its class. */
export function shipUnit(c: Campaign, units: readonly UnitClass[], ship: Ship): UnitClass | undefined {
  return unitNamed(units, raceOf(c, ship.empire), ship.shipClass);
}

/** The ship's SFB facts (Classes tab): its empire's race and its class. */
export function sfbClassOf(c: Campaign, ship: Ship): ShipClass | undefined {
  const race = raceOf(c, ship.empire);
  return c.classes.find((k) => sameName(k.race, race) && sameName(k.name, ship.shipClass));
}

/** Trade, Transport or Colony Fleet (`VBAM Civilian Fleets`); undefined for any other unit. */
export function civilianKind(ship: Pick<Ship, 'shipClass'>): CivilianKind | undefined {
  return (Object.keys(CIVILIAN_SHIPS) as CivilianKind[]).find((k) => sameName(k, ship.shipClass));
}

/** `VBAM Civilian Fleets`: the warships of a fleet holding a civilian fleet are its Sentries, size class 4 only: why each other one is not. */
export function badSentries(c: Campaign, ships: Ship[]): string[] {
  if (!ships.some((s) => civilianKind(s))) return [];
  return ships
    .filter((s) => !civilianKind(s) && !groundKind(s))
    .flatMap((s) => sentryProblem({ name: `${s.id} (${s.shipClass})`, sizeClass: sfbClassOf(c, s)?.sizeClass ?? 0 }) ?? []);
}

/**
 * VB112: a fleet holding civilian units (`VBAM Civilian Fleets`) is shown by what it is, not by a BPV
 * as a warship fleet is: "Colony Fleet", "Trade Fleet, Transport Fleet and 1 Sentry". Undefined for a fleet of warships.
 */
export function civilianFleetKind(ships: Ship[]): string | undefined {
  const kinds = [...new Set(ships.map(civilianKind).filter((k): k is CivilianKind => !!k))];
  if (!kinds.length) return undefined;
  const sentries = ships.filter((s) => !civilianKind(s) && !groundKind(s)).length;
  const parts: string[] = [...kinds, ...(sentries ? [`${sentries} Sentr${sentries === 1 ? 'y' : 'ies'}`] : [])];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

/** Light or Heavy Infantry, Light or Heavy Armor (`VBAM Invasion`); undefined for any other unit. */
export function groundKind(ship: Ship): GroundKind | undefined {
  return (Object.keys(SFB_EQUIVALENT) as GroundKind[]).find((k) => sameName(k, ship.shipClass));
}

/** A flight of fighters or PFs: bought several for a price ("1/3"), so its Unit list cost is a rate over more than one. */
export function isFlight(unit: UnitClass | undefined): boolean {
  return !!unit && unit.cost.per > 1;
}

/** The kinds of unit that build differently (`VBAM Construction Completion`). */
export type UnitKind = 'ship' | 'base' | 'flight' | 'ground';

/** Bases and fixed defenses: built in orbit, with no dock; in another system only with Transport Fleets. */
const BASE_HULLS = ['MB', 'BSE', 'BS', 'BATS', 'SB', 'DEFSAT', 'Shipyard'];
/** Fighter and PF flights: built at planets or shipyards, with no dock. */
const FLIGHT_HULLS = ['LF', 'HF', 'SHF'];

export function unitKind(u: UnitClass): UnitKind {
  if (u.hull === 'Ground Unit') return 'ground';
  if (FLIGHT_HULLS.includes(u.hull)) return 'flight';
  return BASE_HULLS.includes(u.hull) ? 'base' : 'ship';
}

/** The base conversions in order (`VBAM Construction Completion`): a BSE counts as a BS. */
export const BASE_LADDER = ['MB', 'BS', 'BATS', 'SB'] as const;

/** The next version of a base hull, if it has one. */
export function nextBaseHull(hull: string): string | undefined {
  const at = BASE_LADDER.indexOf((hull === 'BSE' ? 'BS' : hull) as (typeof BASE_LADDER)[number]);
  return at >= 0 ? BASE_LADDER[at + 1] : undefined;
}

/** EP for `count` units at a cost "N/M" (flights: 1/3 is 1 EP for up to 3), groups rounded up. */
export function costOf(u: UnitClass, count = 1): number {
  return u.cost.ep * Math.ceil(count / u.cost.per);
}

/** The sector a ship stands in: its fleet's location. */
export function sectorOf(t: VbamTurn, s: Ship): string {
  return t.w.fleet(s.fleet)?.location ?? '';
}

export function isMothballed(t: VbamTurn, shipId: string): boolean {
  return t.v.mothballed.some((m) => m.ship === shipId);
}

/** The colonies in a sector, any owner's (or none's), in the Colonies tab's order. */
export function coloniesIn(t: VbamTurn, sector: string): ColonyRow[] {
  return t.coloniesAt.get(sector) ?? [];
}

/** The empire's colony in a sector, if it has one. */
export function colonyAt(t: VbamTurn, empire: string, sector: string): ColonyRow | undefined {
  return coloniesIn(t, sector).find((c) => c.owner === empire);
}

/** The empire's Orbital Shipyards (the Shipyard trait) in a sector, mothballed ones left out. */
export function shipyardsAt(t: VbamTurn, empire: string, sector: string): number {
  return t.w
    .shipsOfEmpire(empire)
    .filter((s) => sectorOf(t, s) === sector && !isMothballed(t, s.id))
    .filter((s) => {
      const u = unitClassOf(t, empire, s.shipClass);
      return !!u && hasTrait(u, 'Shipyard');
    }).length;
}

/** What a sector can build in a turn: EP of construction capacity and dock spaces. */
export interface Yard {
  capacity: number;
  docks: number;
}

/**
 * A sector's construction capacity and docks (`VBAM Construction Completion`): its colony's utilized
 * Productivity × RAW and utilized Productivity, once for the planet and once more for each Orbital
 * Shipyard there (each has its own, from the system's output: VB42). A colony founded this turn builds
 * nothing (`VBAM Update Assets`), and a shipyard in a sector without its empire's colony has nothing.
 */
export function yardAt(t: VbamTurn, empire: string, sector: string): Yard {
  const colony = colonyAt(t, empire, sector);
  if (!colony || colony.founded === t.w.season) return { capacity: 0, docks: 0 };
  const sites = 1 + shipyardsAt(t, empire, sector);
  const used = utilizedProductivity(colony);
  return { capacity: sites * used * colony.raw, docks: sites * used };
}
