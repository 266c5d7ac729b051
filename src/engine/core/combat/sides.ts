// A battle's sides as its Battle ships rows list them, against the rows its sides give now.

import type { Battle, BattleShip } from '../model';
import type { World } from '../world';

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
