// The campaign as one admiral knows it (each game's ViewRules): built from that
// admiral's view, so checking orders against it can reveal nothing the view hides.

import type { Campaign } from './model';
import { CampaignView, viewFor, ViewRules } from './view';

/**
 * The campaign as `empire` knows it, to check its orders with the very validator processing uses
 * without leaking anything: other empires' fleets, ships, treasuries and orders are gone,
 * and each system holds only what the view shows (an unexplored planet stays Unknown, 1c; a foreign
 * development or fortification only where it was seen, 5e). An enemy fleet the admiral has not seen
 * therefore never makes an order look illegal. `v`, when given, is that empire's view already made
 * (viewFor with the same rules and campaign).
 */
export function knownCampaign(rules: ViewRules, c: Campaign, empire: string, v: CampaignView = viewFor(rules, c, empire)): Campaign {
  const seen = new Map(v.systems.map((s) => [s.id, s]));
  return {
    ...c,
    systems: c.systems.map((x) => {
      const s = seen.get(x.id)!;
      return {
        ...x,
        planet: s.planet,
        owner: s.owner,
        development: s.development,
        developedIn: s.development ? x.developedIn : '',
        exploredBy: x.exploredBy.filter((e) => e === empire),
      };
    }),
    empires: c.empires.map((e) => (e.id === empire ? e : { ...e, email: '', vp: 0 })),
    fleets: c.fleets.filter((f) => f.empire === empire),
    ships: v.ships,
    ledger: v.ledger,
    treaties: v.relations,
    diplomacy: v.diplomacy,
    battles: v.battles,
    battleShips: v.battleShips,
    orders: { [empire]: v.orders },
    ...(c.tables ? { tables: Object.fromEntries(Object.keys(c.tables).map((name) => [name, v.tables[name] ?? []])) } : {}),
    ...(c.extras ? { extras: v.extras } : {}),
  };
}
