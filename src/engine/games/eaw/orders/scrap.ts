// Scrap (EaW 9.0, 9a): ships broken up at the admiral's FRD or by a large repair freighter, half their
// EBPV back next season; with Staley scrap and salvage (LL10) the share depends on their damage.

import { hasRole, Ship } from '../../../core/model';
import { extrasItems } from './command';
import { salvagePercent } from '../staley';
import { timing, type Plot } from '../plot';
import { refuse, Refusal } from './refusal';
import type { OrderRule } from './rule';
import { frdHere, namedShips, ownFrdAt, ownShipWithRoleAt, updateCompliance } from './support';
import { rulesetOf } from '../ruleset';

const SCRAP_REFUND = 0.5;

/** The Extras of a Scrap row as the admiral typed them: "categories 2", the crippled categories (Staley LL10.41). */
export function parseScrapExtras(text: string): number | Refusal {
  let categories = 1;
  for (const { word, value } of extrasItems(text)) {
    if (word === 'categories' && /^[1-5]$/.test(value)) categories = Number(value);
    else
      return refuse({
        code: 'extras-not-understood',
        item: `${word} ${value}`.trim(),
        example: '"categories 2" (crippled categories, Staley LL10.41)',
      });
  }
  return categories;
}

function scrapped(plot: Plot, fleetId: string, names: string[]): Ship[] | Refusal {
  const ships = namedShips(plot, fleetId, names);
  if (!Array.isArray(ships)) return ships;
  const where = plot.place(fleetId);
  if (!ownFrdAt(plot, where) && !ownShipWithRoleAt(plot, where, 'large repair freighter'))
    return refuse({ code: 'scrap-needs-frd', at: where });
  if (ships.some((s) => hasRole(plot.w.catalog.get(s.shipClass), 'FRD'))) return refuse({ code: 'frd-not-scrapped' });
  return ships;
}

/** Extras count only with Staley scrap and salvage; under EaW 9.0 they are ignored. */
export const scrap: OrderRule<{ categories: number | Refusal }> = {
  kinds: ['Scrap'],
  parse: (cmd) => ({ categories: parseScrapExtras(cmd.extras) }),
  check: (plot, cmd, p) => {
    const ships = scrapped(plot, cmd.fleet, cmd.ships);
    if (!Array.isArray(ships)) return ships;
    return rulesetOf(plot.w.c).staley.scrapAndSalvage && typeof p.categories !== 'number' ? p.categories : undefined;
  },
  plan: (plot, cmd, p) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const ships = scrapped(plot, fleet.id, cmd.ships) as Ship[];
    const staley = rulesetOf(w.c).staley.scrapAndSalvage;
    const categories = staley ? (p.categories as number) : 1;
    // Staley LL10 (option) in place of EaW 9.0: 45% scrapped, 25% salvaged less 5% a further crippled category.
    const share = (s: Ship) => (staley ? salvagePercent(s.condition === 'Crippled', categories) / 100 : SCRAP_REFUND);
    const refund = Math.round(ships.reduce((sum, s) => sum + (w.catalog.get(s.shipClass)?.ebpv ?? 0) * share(s), 0) * 100) / 100;
    const rule = staley ? 'Staley LL10' : 'EaW 9.0';
    const names = ships.map((s) => s.id).join(', ');
    return {
      plan: { code: 'scrap', ships: ships.map((s) => s.id) },
      mp: 1,
      when: timing(plot, fleet.id),
      apply: () => {
        w.removeShips(ships);
        const what = staley ? ships.map((s) => `${s.id} ${share(s) * 100}%`).join(', ') : '50%';
        w.laterLedger.push({
          season: w.season,
          empire: plot.empire,
          amount: refund,
          reason: `Scrap refund, ${what} of EBPV, usable next season (${rule})`,
          reference: names,
        });
        const disbanded = w.shipsOf(fleet.id).length === 0;
        if (disbanded) w.removeFleet(fleet);
        const nonCompliant = disbanded ? [] : updateCompliance(plot, fleet.id);
        w.report(plot.empire, 'Builds', `Scrapped ${names} for ${refund} BPV next season.`);
        return { code: 'scrapped', ships: ships.map((s) => s.id), refund, rule, fleet: fleet.id, disbanded, nonCompliant };
      },
    };
  },
  // EaW 9.0: scrapping needs an FRD or a large repair freighter.
  offered: (w, f) => frdHere(w, f) || w.fleetHas(f, 'large repair freighter'),
};
