// A campaign unit (a Ships row) as VBAM-SFB reads it: warships, bases, ground units, flights and
// civilian fleets are all Ships in Fleets. A class is looked up by the race of the unit's empire and
// its class name, never by the name alone (Federation and Kzinti both have a CA, and a Trade Fleet).

import type { Campaign, Ship, ShipClass } from '../../core/model';
import { sameName } from '../../core/ids';
import type { UnitClass } from './model';
import { CIVILIAN_SHIPS, CivilianKind } from './civilian';
import { GroundKind, SFB_EQUIVALENT } from './ground';

/** The race an empire builds from (Empires tab). */
export function raceOf(c: Campaign, empire: string): string {
  return c.empires.find((e) => e.id === empire)?.race ?? '';
}

/** The ship's Unit list row: its empire's race and its class. */
export function unitClassOf(c: Campaign, units: readonly UnitClass[], ship: Ship): UnitClass | undefined {
  const race = raceOf(c, ship.empire);
  return units.find((u) => sameName(u.empire, race) && sameName(u.name, ship.shipClass));
}

/** The ship's SFB facts (Classes tab): its empire's race and its class. */
export function sfbClassOf(c: Campaign, ship: Ship): ShipClass | undefined {
  const race = raceOf(c, ship.empire);
  return c.classes.find((k) => sameName(k.race, race) && sameName(k.name, ship.shipClass));
}

/** Trade, Transport or Colony Fleet (`VBAM Civilian Fleets`); undefined for any other unit. */
export function civilianKind(ship: Ship): CivilianKind | undefined {
  return (Object.keys(CIVILIAN_SHIPS) as CivilianKind[]).find((k) => sameName(k, ship.shipClass));
}

/** Light or Heavy Infantry, Light or Heavy Armor (`VBAM Invasion`); undefined for any other unit. */
export function groundKind(ship: Ship): GroundKind | undefined {
  return (Object.keys(SFB_EQUIVALENT) as GroundKind[]).find((k) => sameName(k, ship.shipClass));
}

/** A flight of fighters or PFs: bought several for a price ("1/3"), so its Unit list cost is a rate over more than one. */
export function isFlight(unit: UnitClass | undefined): boolean {
  return !!unit && unit.cost.per > 1;
}
