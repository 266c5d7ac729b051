// GC C12.70, C12.80: the strategic reserve in a blockaded hex (one a foe's squadron blockades now, rule
// option GC253). An SR squadron in terrain there (E2.55) stands outside the blockade: it leaves the SR
// calculations (the E2.20 and E2.30 15% limits, the E4 specialty units) unless its empire's trade route
// through the hex stays on (C12.100 turns it off). One not in terrain is inside: severed from them
// whatever the routes, and it may only be activated there (to SD or Military, within the usual limits);
// it cannot slip into terrain until the blockade is broken (GC253).

import type { Campaign, Fleet } from '../../../core/model';
import { sameName } from '../../../core/ids';
import { blockadeOf } from '../base/rows';
import { tradeRoutes } from '../base/tradeRoutes';

/** Whether a foe of `empire` blockades `hex` (C12.10). */
export const blockadedAgainst = (c: Campaign, hex: string, empire: string): boolean =>
  c.fleets.some((g) => !sameName(g.empire, empire) && blockadeOf(c, g.id) === hex);

/**
 * GC C12.70, C12.80: why an SR squadron is left out of its empire's SR calculations (undefined when it
 * counts): inside a blockade, or in terrain in a blockaded hex with no trade route of its empire on there.
 */
export function severedReserve(c: Campaign, f: Fleet, terrain: boolean): string | undefined {
  if (!blockadedAgainst(c, f.location, f.empire)) return undefined;
  if (!terrain) return `${f.id} is inside the blockade of ${f.location}: severed from the strategic reserve until it is broken (GC C12.80)`;
  if (tradeRoutes(c, f.empire).some((t) => t.hexes.includes(f.location))) return undefined;
  return `${f.id} is in terrain outside the blockade of ${f.location}, where no trade route of ${f.empire} is on: out of the strategic reserve's sums (GC C12.70)`;
}
