// `VBAM Income`, commerce (right after the Income phase's own rows): each Trade Fleet that survived to
// this phase and ended last turn on its route earns 10% of the output of the route's systems, one
// Treasury row per fleet. A system raided before this turn adds nothing to it (VB26), nor a colony of a
// power without a Trade treaty with the fleet's (`VBAM Diplomacy`, VB96).

import { inPlay } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import { TradeFleet, tradeVisits } from '../civilian';
import { tradeIncome } from '../income';
import { civilianKind } from '../units';
import { mayTrade } from '../treaties';

export function commerce(t: VbamTurn): void {
  const { w, v } = t;
  const colonies = v.colonies.filter((c) => !t.raidedBefore.has(c.sector));
  const fleets = v.civilians.flatMap((r): TradeFleet[] => {
    const ship = w.ship(r.ship);
    if (!ship || civilianKind(ship) !== 'Trade Fleet' || !r.route.length) return [];
    return [{ name: ship.id, owner: ship.empire, route: r.route, survived: true, visited: r.visited }];
  });
  for (const e of w.c.empires.filter(inPlay)) {
    const trading = colonies.filter((c) => !c.owner || c.owner === e.id || mayTrade(w.relation(e.id, c.owner)));
    for (const visit of tradeVisits(fleets, trading, e.id)) {
      const amount = tradeIncome(visit);
      if (!amount) continue;
      const route = fleets.find((f) => f.name === visit.fleet)?.route.join(' > ');
      w.addLedger(e.id, amount, `Commerce: trade fleet ${visit.fleet} on ${route} (VBAM Income)`, visit.fleet);
      w.report(
        e.id,
        'Treasury',
        `Commerce: trade fleet ${visit.fleet} on ${route} earned ${amount} EP (10% of ${visit.routeOutputs.reduce((a, b) => a + b, 0)}).`,
      );
    }
  }
}
