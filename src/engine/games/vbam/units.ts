// An empire's units as the economy sees them (`VBAM Income`, `VBAM Turn Orders`, `VBAM Construction
// Completion`): each ship's class looked up by the owning empire's race, what kind of unit it is, where
// it stands, and what a sector's colony and shipyards can build there.

import type { Ship } from '../../core/model';
import type { VbamTurn } from './turn';
import type { ColonyRow } from './state';
import { hasTrait, UnitClass } from './model';
import { utilizedProductivity } from './income';

/** The race of an empire (the Unit list's Empire column), blank when the empire is unknown. */
export function raceOf(t: VbamTurn, empire: string): string {
  return t.w.c.empires.find((e) => e.id === empire)?.race ?? '';
}

/** A class of the empire's race by name (class names repeat across races); its newest listing. */
export function unitClassOf(t: VbamTurn, empire: string, name: string): UnitClass | undefined {
  const race = raceOf(t, empire).toLowerCase();
  let found: UnitClass | undefined;
  for (const u of t.v.units)
    if (u.empire.toLowerCase() === race && u.name.toLowerCase() === name.trim().toLowerCase() && (!found || u.inService > found.inService))
      found = u;
  return found;
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

/** The empire's colony in a sector, if it has one. */
export function colonyAt(t: VbamTurn, empire: string, sector: string): ColonyRow | undefined {
  return t.v.colonies.find((c) => c.owner === empire && c.sector === sector);
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
