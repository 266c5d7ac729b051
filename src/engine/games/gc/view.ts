// What a GC admiral knows (C5.10): each squadron sees the hexes next to its own (range 1), where it
// learns how many ships each foreign squadron has; into or out of a radiation zone range 1 shows
// nothing (A300.40). A squadron's strength is its ships' CBPV.

import type { Sighting, ViewRules } from '../../core/view';
import { cellsSeenBy, rowsSeenBy } from '../../core/view';
import type { World } from '../../core/world';
import { within } from '../../core/map/paths';
import { GC_MAP, terrainOf } from './map';
import { GC_COLUMNS, GC_TABS } from './tabs';

const inRadiation = (w: World, hex: string) => terrainOf(w.c, hex) === 'Radiation zone';

/** The hexes a squadron in `hex` sees: its own (range 0) and, but into or out of a radiation zone (A300.40), the next ones (C5.10 range 1). */
export function seenFrom(w: World, hex: string): string[] {
  if (inRadiation(w, hex)) return [hex];
  return within(hex, 1, (x) => w.neighbours(x)).filter((h) => h === hex || !inRadiation(w, h));
}

/** What every squadron of the empire sees beyond the hexes it is in. */
function sightings(w: World, empire: string): Sighting[] {
  const mine = w.fleetsOf(empire).filter((f) => w.shipsOf(f.id).length);
  const present = new Set(mine.map((f) => f.location));
  const seen = new Set<string>();
  for (const hex of present) for (const h of seenFrom(w, hex)) if (!present.has(h)) seen.add(h);
  return [...seen].sort().map((system) => ({
    system,
    scout: false,
    fortified: false,
    development: '',
    fleets: w
      .fleetsAt(system)
      .filter((f) => f.empire !== empire)
      .map((f) => w.shipsOf(f.id).length)
      .filter((n) => n > 0),
  }));
}

export const GC_VIEW: ViewRules = {
  // GC moves each squadron by its own speed (D1.10): there is no pool of move points.
  sightings,
  fleetCbpv: (w, id) => w.shipsOf(id).reduce((sum, s) => sum + (w.catalog.get(s.shipClass)?.cbpv ?? 0), 0),
  fleetProblems: () => [],
  tableRows: rowsSeenBy(GC_TABS),
  rowCells: cellsSeenBy(GC_COLUMNS),
  treasuryUnit: 'EP',
  map: GC_MAP,
};
