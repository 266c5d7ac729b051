// A battle's typed or auto-resolved results applied to the ships, for the games whose battles end the
// same way (VBAM-SFB `VBAM Encounters`, Staley FF1.14): a destroyed ship leaves play, a crippled one
// stays crippled, a captured one joins the captor's first fleet. The winner is the side with ships left
// unharmed or crippled; a draw when both or neither have.

import type { Battle, BattleShip } from '../model';
import { sideFleets } from '../model';
import type { World } from '../world';

/** Applies the ships' results and closes the battle; answers its losses, "KLI-20 destroyed", in row order. */
export function applyShipResults(w: World, b: Battle, rows: readonly BattleShip[]): string[] {
  for (const r of rows) {
    const ship = w.ship(r.ship);
    if (!ship) continue;
    if (r.result === 'Destroyed') w.removeShips([ship]);
    else if (r.result === 'Crippled') ship.condition = 'Crippled';
    else if (r.result === 'Captured') {
      const captor = w.fleet(sideFleets(r.side === 'A' ? b.fleetB : b.fleetA)[0]);
      if (captor) w.moveShip(ship, captor.id, captor.empire);
      ship.condition = 'Captured';
    }
  }
  const standing = (side: 'A' | 'B') => rows.some((r) => r.side === side && (r.result === 'Unharmed' || r.result === 'Crippled'));
  const empire = (side: 'A' | 'B') => rows.find((r) => r.side === side)?.empire ?? '';
  b.winner = standing('A') === standing('B') ? 'draw' : standing('A') ? empire('A') : empire('B');
  b.status = 'Resolved';
  return rows.filter((r) => r.result !== 'Unharmed').map((r) => `${r.ship} ${r.result.toLowerCase()}`);
}

/** How a battle ended, for reports: "a draw" or "won by KLI", then its losses. */
export const battleEnd = (b: Battle, lost: readonly string[]) =>
  `${b.winner === 'draw' ? 'a draw' : `won by ${b.winner}`}${lost.length ? `; ${lost.join(', ')}` : ''}`;
