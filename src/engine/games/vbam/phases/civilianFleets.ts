// `VBAM Civilian Fleets` at the turn's close: the freighters the GM entered as crippled or destroyed make
// the civilian fleet crippled or destroyed (civilian.ts civilianState, VB23); each trade fleet is marked
// as having visited its route when it ends the turn on it (commerce at the next Income, VB61); every
// civilian fleet gets a row, and a row whose fleet is gone is dropped.

import type { VbamTurn } from '../turnState';
import type { CivilianRow } from '../state';
import { civilianState, routeProblem } from '../civilian';
import { civilianKind } from '../units';

export function civilianFleets(t: VbamTurn): void {
  const { w, v } = t;
  const rows: CivilianRow[] = [];
  for (const r of v.civilians) {
    const ship = w.ship(r.ship);
    const kind = ship && civilianKind(ship);
    if (!ship || !kind) continue;
    if (r.crippled || r.destroyed) {
      const state = civilianState(kind, r.crippled, r.destroyed);
      const what = `${kind} ${ship.id}: ${r.crippled} freighter${r.crippled === 1 ? '' : 's'} crippled, ${r.destroyed} destroyed`;
      w.log('Civilian fleet', ship.empire, `${what} (VBAM Fleet composition)`, state);
      w.report(ship.empire, 'Battles', `${what}: the fleet is ${state.toLowerCase()}.`);
      if (state === 'Destroyed') {
        w.removeShips([ship]);
        continue;
      }
      if (state === 'Crippled') ship.condition = 'Crippled';
    }
    const problem = kind === 'Trade Fleet' && r.route.length ? routeProblem(v.map, r.route) : undefined;
    if (problem) w.report(ship.empire, 'Movement', `Trade fleet ${ship.id}: ${problem} (VBAM Civilian Fleets); it earns no commerce.`);
    const location = w.fleet(ship.fleet)?.location ?? '';
    rows.push({ ...r, crippled: 0, destroyed: 0, visited: kind === 'Trade Fleet' && !problem && r.route.includes(location) });
  }
  const listed = new Set(rows.map((r) => r.ship));
  for (const s of w.c.ships)
    if (civilianKind(s) && !listed.has(s.id)) rows.push({ ship: s.id, route: [], visited: false, crippled: 0, destroyed: 0 });
  v.civilians = rows;
}
