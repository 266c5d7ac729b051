// Resolve battles (FF1.14: each scenario is played or adjudicated by the GM, then its results typed or
// auto-resolved): destroyed ships leave play, crippled stay crippled, a captured one joins the captor's
// first fleet. A ship that disengaged goes the way it left on its next move (DD6.1): its fleet, all of it
// gone the same way, heads for the Disengaged to hex and moves there in step 5 of the phase (Annex AAA 5).

import type { Battle, BattleShip, Fleet } from '../../core/model';
import { sideFleets } from '../../core/model';
import type { World } from '../../core/world';
import { setFleetState } from './fleets';

export function applyBattle(w: World, b: Battle, rows: readonly BattleShip[]): void {
  const gone = new Map<string, Set<string>>();
  for (const r of rows) {
    const ship = w.ship(r.ship);
    if (!ship) continue;
    if (r.result === 'Destroyed') w.removeShips([ship]);
    else if (r.result === 'Crippled') ship.condition = 'Crippled';
    else if (r.result === 'Captured') {
      const captor = w.fleet(sideFleets(r.side === 'A' ? b.fleetB : b.fleetA)[0]);
      if (captor) w.moveShip(ship, captor.id, captor.empire);
      ship.condition = 'Captured';
    } else if (r.result === 'Disengaged') gone.set(ship.fleet, (gone.get(ship.fleet) ?? new Set()).add(r.disengagedTo.trim()));
  }
  for (const [id, to] of gone) {
    const f = w.fleet(id);
    const hex = [...to][0];
    const allGone = f && w.shipsOf(f.id).every((s) => rows.some((r) => r.ship === s.id && r.result === 'Disengaged'));
    if (f && allGone && to.size === 1 && w.neighbours(f.location).includes(hex)) disengage(w, f, hex);
  }
  const standing = (side: 'A' | 'B') => rows.some((r) => r.side === side && (r.result === 'Unharmed' || r.result === 'Crippled'));
  const empire = (side: 'A' | 'B') => rows.find((r) => r.side === side)?.empire ?? '';
  b.winner = standing('A') === standing('B') ? 'draw' : standing('A') ? empire('A') : empire('B');
  b.status = 'Resolved';
  const lost = rows.filter((r) => r.result !== 'Unharmed').map((r) => `${r.ship} ${r.result.toLowerCase()}`);
  const words = `Battle ${b.id}: ${b.winner === 'draw' ? 'a draw' : `won by ${b.winner}`}${lost.length ? `; ${lost.join(', ')}` : ''}.`;
  for (const e of new Set(rows.map((r) => r.empire))) w.report(e, 'Battles', words);
  w.log('Battle', empire('A'), `Battle ${b.id} resolved`, b.winner);
}

/** DD6.1: the fleet goes to the hex it disengaged toward, in step 5 of this phase. */
function disengage(w: World, f: Fleet, hex: string): void {
  f.status = 'Disengaged';
  setFleetState(w, f, { path: [hex], leaving: false });
}

/** Annex AAA 5, DD6.1-DD6.2: disengaged fleets move to the hex they left toward (no new battle this phase). */
export function disengagedStep(w: World): void {
  for (const f of w.c.fleets.filter((x) => x.status === 'Disengaged')) {
    const from = f.location;
    const [to] = (w.c.extras?.Fleets?.[f.id]?.Path as string[] | undefined) ?? [];
    f.status = 'Ready';
    if (!to) continue;
    setFleetState(w, f, { path: [] });
    w.moveFleet(f, to);
    [f.arrivedFrom, f.arrivedIn, f.route] = [from, w.now, [from, to]];
    w.report(f.empire, 'Movement', `${f.id} disengages from ${from} to ${to} (DD6.1).`);
  }
}
