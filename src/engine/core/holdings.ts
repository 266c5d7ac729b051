// What an empire holds, as a world keeps it up to date while ships come and go: its race and its ships by
// hull type (a game may price builds from them: a race builds its own classes, a hull's count may raise its price).

import type { Ship } from './model';
import type { Catalog } from './catalog';

/** The race an empire builds from: the race of its own, uncaptured ships. */
export function empireRace(empire: string, ships: Ship[], catalog: Catalog): string | undefined {
  const own = ships.find((s) => s.empire === empire && s.condition !== 'Captured' && catalog.get(s.shipClass));
  return own ? catalog.get(own.shipClass)!.race : undefined;
}

/** What an empire's builds are priced from: its race and its ships alive by hull type. */
export interface Holdings {
  race: string | undefined;
  hulls: Map<string, number>;
}

export function holdings(empire: string, ships: Ship[], catalog: Catalog): Holdings {
  const hulls = new Map<string, number>();
  for (const s of ships) {
    if (s.empire !== empire) continue;
    const hull = catalog.hullOf(s.shipClass);
    hulls.set(hull, (hulls.get(hull) ?? 0) + 1);
  }
  return { race: empireRace(empire, ships, catalog), hulls };
}
