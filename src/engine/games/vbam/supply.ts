// The Supply phase (`VBAM Supply`): supply points, routes of at most 2 sectors through controlled or
// contested space, the one-sector extension by supply ships, and the Slow trait out of supply.

import { Colony, Speed } from './model';
import { Control, distances, SectorMap, Standing, SUPPLY_RANGE } from './sectors';

/** A system is a supply point with Census ≥ 3, Productivity ≥ 3 and Morale ≥ half its Census, or a depot. */
export function isSupplyPoint(c: Colony): boolean {
  return !!c.depot || (c.census >= 3 && c.productivity >= 3 && c.morale * 2 >= c.census);
}

/** Power → the sectors of its supply points. */
export function supplyPoints(colonies: Colony[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of colonies.filter(isSupplyPoint)) out.set(c.owner, [...(out.get(c.owner) ?? []), c.sector]);
  return out;
}

export interface SupplyInput {
  map: SectorMap;
  standing: Standing;
  /** Final control (sectors.ts `sectorControl`, overrides included). */
  control: Map<string, Control>;
  supplyPoints: Map<string, string[]>;
  /** Power → sectors holding its military supply ships (units with the Supply trait the GM counts). */
  supplyShips: Map<string, string[]>;
}

/**
 * The sectors in `power`'s supply. A route runs from one of its own or its allies' supply points (VB6)
 * through at most 2 sectors, each controlled by it or a friendly power (VB94), or contested. Supply ships in two
 * adjacent sectors, one of them inside that range, put the other in supply too (VB7: one sector
 * beyond the range, no chains).
 */
export function suppliedSectors(input: SupplyInput, power: string): Set<string> {
  const { map, standing, control } = input;
  const mine = (p: string) => p === power || standing.allied(p, power);
  const open = (sector: string) => {
    const c = control.get(sector);
    return c?.state === 'Contested' || (c?.state === 'Controlled' && standing.friendly(c.owner, power));
  };
  const points = [...input.supplyPoints.entries()].filter(([p]) => mine(p)).flatMap(([, s]) => s);
  const inRange = new Set(distances(map, points, SUPPLY_RANGE, open).keys());
  const ships = new Set([...input.supplyShips.entries()].filter(([p]) => mine(p)).flatMap(([, s]) => s));
  const supplied = new Set(inRange);
  for (const a of ships) {
    if (!inRange.has(a)) continue;
    for (const b of map.adjacent.get(a) ?? []) if (ships.has(b) && open(b)) supplied.add(b);
  }
  return supplied;
}

/** Out of supply a unit has the Slow trait (`VBAM Supply`). */
export function supplySpeed(speed: Speed, inSupply: boolean): Speed {
  return inSupply ? speed : 'Slow';
}

/** What the battle card says of a unit out of supply (`VBAM Supply`). */
export const OUT_OF_SUPPLY_CARD =
  'Out of supply: no Commander’s Option items (S3.2), no reload drones (FD2.43), no special drones (FD2.3), no fighter supplies (J4.7).';
