// Movement points: EaW 5.0.

import { Fleet, Ship } from './model';
import { Catalog } from './catalog';
import { fleetStrength } from './fleets';
import { groupBy, key, sameId } from './ids';

/** EaW 5.0: a fleet counts toward movement points with at least 2 ships and 175 CBPV. */
export const MP_FLEET_MIN_SHIPS = 2;
export const MP_FLEET_MIN_CBPV = 175;
export const MIN_MOVE_POINTS = 3;

export interface MovePoints {
  points: number;
  countedFleets: string[];
}

/**
 * EaW 5.0: max(3, floor(counted fleets / 2)). The count is taken from the fleets as they stand when
 * the season's orders are given, so a fleet formed during a season counts from the next one.
 */
export function movePoints(empire: string, fleets: Fleet[], ships: Ship[], catalog: Catalog): MovePoints {
  const byFleet = groupBy(ships.filter((s) => sameId(s.empire, empire)), (s) => s.fleet);
  const countedFleets = fleets
    .filter((f) => sameId(f.empire, empire))
    .filter((f) => {
      const strength = fleetStrength(byFleet.get(key(f.id)) ?? [], catalog);
      return strength.shipCount >= MP_FLEET_MIN_SHIPS && strength.cbpv >= MP_FLEET_MIN_CBPV;
    })
    .map((f) => f.id);
  return { points: Math.max(MIN_MOVE_POINTS, Math.floor(countedFleets.length / 2)), countedFleets };
}
