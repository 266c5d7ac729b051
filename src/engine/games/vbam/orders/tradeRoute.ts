// `VBAM Civilian Fleets`: a Trade Fleet's route is set or changed by order (routes and escorts may be
// reassigned in the movement phase). Fleet: the fleet holding it; Ships: the Trade Fleet (blank: the
// fleet's only one); Target: 1 to 3 adjacent sectors in order, "0101 > 0102 > 0103". It earns commerce
// for a turn it ends on its route (phases/civilianFleets.ts). A route through another power's colony
// needs a Trade treaty with it (`VBAM Diplomacy`, VB96).

import type { Order, Ship } from '../../../core/model';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';
import { routeProblem } from '../civilian';
import { civilianKind, coloniesIn } from '../units';
import { mayTrade } from '../treaties';

interface Route {
  route: string[];
}

const tradersOf = (ships: Ship[]) => ships.filter((s) => civilianKind(s) === 'Trade Fleet');

export const TRADE_ROUTE: VbamOrderRule<Route> = {
  parse: (o: Order) => {
    const route = o.target
      .split(/[>,;]/)
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    return route.length
      ? { route }
      : refuse({ code: 'blank', column: 'Target', want: 'the route, 1 to 3 adjacent sectors such as 0101 > 0102 > 0103' });
  },

  check(t, empire, o, p) {
    const { w } = t;
    const f = w.fleet(o.fleet);
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    if (f.empire !== empire) return refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
    const traders = tradersOf(w.shipsOf(f.id));
    const named = o.ships[0]
      ? traders.find((s) => s.id.toLowerCase() === o.ships[0].toLowerCase())
      : traders.length === 1
        ? traders[0]
        : undefined;
    if (!named) return refuse({ code: 'no-trade-fleet', fleet: f.id, ship: o.ships[0] ?? '' });
    const problem = routeProblem(t.v.map, p.route);
    if (problem) return refuse({ code: 'bad-route', problem });
    const foreign = p.route
      .flatMap((s) => coloniesIn(t, s))
      .find((c) => c.owner && c.owner !== empire && !mayTrade(w.relation(empire, c.owner)));
    return foreign ? refuse({ code: 'no-trade-treaty', sector: foreign.sector, owner: foreign.owner }) : undefined;
  },

  carry(t, _empire, o, p) {
    const { w, v } = t;
    const traders = tradersOf(w.shipsOf(o.fleet));
    const ship = o.ships[0] ? traders.find((s) => s.id.toLowerCase() === o.ships[0].toLowerCase())! : traders[0];
    const row = v.civilians.find((r) => r.ship === ship.id);
    if (row) Object.assign(row, { route: p.route, visited: false });
    else v.civilians.push({ ship: ship.id, route: p.route, visited: false, crippled: 0, destroyed: 0 });
    return `trade fleet ${ship.id} trades on ${p.route.join(' > ')}`;
  },

  offered: (t, _empire, fleet) => !!fleet && tradersOf(t.w.shipsOf(fleet)).length > 0,
};
