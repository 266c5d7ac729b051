// A battle's sides as its Battle ships rows list them, against the rows its sides give now.

import { Battle, BattleShip, Ship, sideFleets } from '../model';
import type { World } from '../world';

/**
 * The Battle ships rows of a battle's two sides as they stand, results blank: every ship of each fleet
 * a side names (one fleet or a pool "A + B"), each valued by the game's `cbpvOf`.
 */
export function sideShipRows(w: World, b: Battle, cbpvOf: (s: Ship) => number): BattleShip[] {
  return (['A', 'B'] as const).flatMap((side) =>
    sideFleets(side === 'A' ? b.fleetA : b.fleetB)
      .flatMap((f) => w.shipsOf(f))
      .map((s) => ({
        battle: b.id,
        side,
        fleet: s.fleet,
        ship: s.id,
        empire: s.empire,
        shipClass: s.shipClass,
        cbpv: cbpvOf(s),
        result: '' as const,
        capturedBy: '',
        disengagedTo: '',
        xp: '' as const,
        row: 0,
      })),
  );
}

/**
 * A battle's ship rows (`rows`, when the caller has them by battle already) no longer match `want`, the rows its
 * sides give now (the GM changed Fleet A or B): run Update battles.
 */
export function sidesChanged(w: World, b: Battle, want: BattleShip[], rows = w.c.battleShips.filter((r) => r.battle === b.id)): boolean {
  const text = (list: BattleShip[]) =>
    list
      .map((r) => `${r.fleet}|${r.ship}`)
      .sort()
      .join();
  return text(want) !== text(rows);
}
