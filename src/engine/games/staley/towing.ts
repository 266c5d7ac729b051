// Towing (DD6): a fleet's ships without warp engines are towed by its other ships, one each (DD6.1). A
// tug (the roles military or salvage tug) tows without slowing (DD6.3); any other ship tows at its new
// speed, half its own (DD6.2, rule option ST34: SFB's towing halves the tower's speed), and the fleet
// moves at the slowest of them (DD2.0). Tugs tow first, then the fastest of the rest; a ship without
// warp engines left untowed holds the fleet to No warp (DD2.1).

import type { ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { SpeedCategory } from './speedCategories';

/** DD5.2, DD6.3: a tug, as the MSC designates one (the Classes tab's roles). */
export const isTug = (cls: ShipClass | undefined) => hasRole(cls, 'military tug') || hasRole(cls, 'salvage tug');

/** A ship as towing sees it: its speed category, the category it tows at, and whether it is a tug. */
export interface Hull {
  readonly category: SpeedCategory;
  readonly towing: SpeedCategory;
  readonly tug: boolean;
}

/** DD6.1-DD6.3: the categories a fleet's ships move at once the towers are docked: each tower's new category, the towed left out. */
export function towedCategories(hulls: readonly Hull[], order: readonly SpeedCategory[]): SpeedCategory[] {
  const rank = (c: SpeedCategory) => order.indexOf(c);
  const powered = hulls.filter((h) => h.category !== 'No warp' || h.tug);
  let towed = hulls.length - powered.length;
  const towers = [...powered].sort((a, b) => Number(b.tug) - Number(a.tug) || rank(b.category) - rank(a.category));
  const out = towers.map((h) => {
    if (!towed) return h.category;
    towed--;
    return h.tug ? h.category : h.towing;
  });
  return towed ? [...out, 'No warp'] : out;
}
