// `VBAM Encounters`: a non-friendly fleet entering a system of a Trade Fleet's route may meet it. On a
// longer route 1D6 picks the system the trade fleet is in (civilian.ts meetTradeFleet, VB24). The
// fleets that moved this turn are read from the Fleets tab (Arrived in this turn, Route).

import type { VbamTurn } from '../turnState';
import { meetTradeFleet } from '../civilian';
import { standingOf } from '../state';
import { civilianKind } from '../units';

/** A trade fleet a fleet met on its route, for the encounters. */
export function meetTradeFleets(t: VbamTurn): void {
  const { w, v } = t;
  const standing = standingOf(w.c.treaties, w.c.settings.defaultRelation);
  const moved = w.c.fleets.filter((f) => f.arrivedIn === w.season && f.route.length > 1);
  for (const r of v.civilians) {
    const trader = w.ship(r.ship);
    if (!trader || civilianKind(trader) !== 'Trade Fleet' || !r.route.length) continue;
    for (const f of moved) {
      if (standing.friendly(f.empire, trader.empire)) continue;
      const sector = f.route.slice(1).find((s) => r.route.includes(s));
      if (!sector) continue;
      const m = meetTradeFleet(
        { name: trader.id, owner: trader.empire, route: r.route, survived: true, visited: r.visited },
        sector,
        w.dice,
      );
      if (!m?.met) {
        w.log(
          'Encounter',
          f.empire,
          `${f.id} entered ${sector} on the route of trade fleet ${trader.id} (VBAM Encounters)`,
          `the trade fleet was at ${m?.at}`,
        );
        continue;
      }
      t.tradeMeetings.push({ fleet: f.id, tradeFleet: trader.id, sector });
      w.log('Encounter', f.empire, `${f.id} meets trade fleet ${trader.id} of ${trader.empire} at ${sector} (VBAM Encounters)`);
      w.report(f.empire, 'Movement', `${f.id} met a trade fleet of ${trader.empire} at ${sector}.`);
      w.report(trader.empire, 'Movement', `Your trade fleet ${trader.id} was met at ${sector} by a fleet of ${f.empire}.`);
    }
  }
}
