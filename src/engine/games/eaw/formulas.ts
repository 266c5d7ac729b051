// What Empires at War's custom formulas count (src/sheets/views/functions.ts asks through Game.formulas):
// a fleet's CBPV (EaW 17.0, 17b), the year's limits (17.0), a fleet's broken rules (17.0, 17b, 2c), the
// movement points (5.0) and build prices with the similar-hull penalty (17f).

import type { NavyFormulas } from '../../core/game';
import type { Catalog } from '../../core/catalog';
import { parseSeason } from '../../core/calendar';
import type { Ship } from '../../core/model';
import { holdings } from '../../core/holdings';
import { fleetLimit, fleetProblems, fleetStrength } from './fleets';
import { movePoints } from './movement';
import { priceBuilds } from './construction';
import { refusalText } from './orders/refusal';

/** An FRD's own fleet (the FRD and its MON, EaW 17e) is not one of the six of EaW 2c. */
function isFrdFleet(ships: Ship[], catalog: Catalog): boolean {
  return ships.some((s) => catalog.get(s.shipClass)?.roles.includes('FRD'));
}

export const EAW_FORMULAS: NavyFormulas = {
  fleetCbpv: (ships, catalog) => fleetStrength(ships, catalog).cbpv,
  fleetLimit: (year, startYear) => {
    const l = fleetLimit(year, startYear);
    return [l.cap, l.smallShipCap];
  },
  fleetJudge(catalog, year, startYear, turn) {
    const limit = fleetLimit(year, startYear);
    // EaW 2c binds the starting fleets: the first season of the start year, before anything moved.
    const atStart = year === startYear && (!turn.trim() || parseSeason(turn) === 'Spring' || /^setup$/i.test(turn.trim()));
    return (ships) => {
      const problems = fleetProblems(fleetStrength(ships, catalog), limit, atStart && !isFrdFleet(ships, catalog));
      return problems.length ? problems.join('; ') : 'OK';
    };
  },
  movePoints: (empire, fleets, ships, catalog) => movePoints(empire, fleets, ships, catalog).points,
  buildPrices: (classes, empire, ships, catalog) =>
    priceBuilds(classes, empire, holdings(empire, ships, catalog), catalog).map((p) => ('refused' in p ? refusalText(p) : p.cost)),
};
