// Building ships: price with the similar-hull penalty (EaW 17f), own race only (EaW 2b, 6c).

import { Ship, ShipClass, hasRole } from './model';
import { Catalog } from './catalog';
import { key, sameId } from './ids';

/** EaW 17f: a warship hull is penalised from this EBPV up, by size class. */
const PENALTY_THRESHOLD: Partial<Record<number, number>> = { 2: 225, 3: 160, 4: 100 };
export const SIMILAR_HULL_FREE = 2;
export const SIMILAR_HULL_PENALTY = 0.3;

export interface BuildPrice {
  cls: ShipClass;
  /** Ships of the same hull type the empire has alive, including earlier builds in the same list. */
  sameHull: number;
  penalised: boolean;
  cost: number;
}

/** Whether EaW 17f can apply to a class at all: warships at or over the threshold of their size class. */
export function penaltyApplies(cls: ShipClass): boolean {
  if (hasRole(cls, 'civilian') || hasRole(cls, 'small auxiliary') || hasRole(cls, 'large auxiliary')) return false;
  if (hasRole(cls, 'FRD') || hasRole(cls, 'base')) return false;
  const threshold = PENALTY_THRESHOLD[cls.sizeClass];
  return threshold !== undefined && cls.ebpv >= threshold;
}

/** The race an empire builds from (EaW 2b): the race of its own, uncaptured ships. */
export function empireRace(empire: string, ships: Ship[], catalog: Catalog): string | undefined {
  const own = ships.find((s) => sameId(s.empire, empire) && s.condition !== 'Captured' && catalog.get(s.shipClass));
  return own ? catalog.get(own.shipClass)!.race : undefined;
}

/**
 * Prices a list of builds in order (EaW 17f): the 3rd and later ship of an identical hull type the
 * empire has alive pays +30% EBPV, so the 2nd D7 of an order list may be free of penalty and the 3rd not.
 * Returns an error string for a build that cannot be priced.
 */
export function priceBuilds(classNames: string[], empire: string, ships: Ship[], catalog: Catalog): Array<BuildPrice | string> {
  const alive = new Map<string, number>();
  for (const s of ships) {
    if (!sameId(s.empire, empire)) continue;
    const hull = catalog.hullOf(s.shipClass);
    alive.set(hull, (alive.get(hull) ?? 0) + 1);
  }
  const race = empireRace(empire, ships, catalog);
  return classNames.map((name) => {
    const cls = catalog.get(name);
    if (!cls) return `unknown class "${String(name).trim()}"`;
    if (race && key(cls.race) !== key(race)) return `${cls.name} is ${cls.race}; ${empire} builds ${race} ships only (EaW 2b)`;
    const hull = catalog.hullOf(cls.name);
    const sameHull = alive.get(hull) ?? 0;
    alive.set(hull, sameHull + 1);
    const penalised = penaltyApplies(cls) && sameHull >= SIMILAR_HULL_FREE;
    return { cls, sameHull, penalised, cost: Math.round(cls.ebpv * (penalised ? 1 + SIMILAR_HULL_PENALTY : 1)) };
  });
}
