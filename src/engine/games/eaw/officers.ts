// What a ship carries beyond its class: legendary officers (EaW 2e) and Commander's Options (EaW 6.0).

import type { Ship } from '../../core/model';

/** EaW 6.0: the most Commander's Options a ship may carry, in percent of its CBPV. */
export const MAX_CO_PERCENT = 20;

/** Every legendary officer aboard a ship, the one counted toward CBPV first (EaW 2e). */
export function officersOf(ship: Ship): string[] {
  return [ship.lo, ...ship.otherLos].filter(Boolean);
}
