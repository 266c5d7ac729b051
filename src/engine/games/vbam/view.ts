// What a VBAM-SFB admiral may know (`VBAM Intel`): the sectors next to its fleets and colonies, and the
// strength of fleets there; a fleet's strength is its BPV (`VBAM Fleet composition`).

import type { Sighting, ViewRules } from '../../core/view';
import type { World } from '../../core/world';

/** A fleet's BPV: the Classes tab's BPV of its units, each the class of its empire's race (VB36). */
function fleetBpv(w: World, fleetId: string): number {
  const race = (empire: string) => w.c.empires.find((e) => e.id === empire)?.race;
  return w.shipsOf(fleetId).reduce((sum, s) => sum + (w.catalog.get(s.shipClass, race(s.empire))?.cbpv ?? 0), 0);
}

/** The sectors next to the empire's fleets that hold none of its fleets, and the fleets seen there. */
function sightings(w: World, empire: string): Sighting[] {
  const seen = new Set<string>();
  for (const f of w.fleetsOf(empire))
    for (const s of w.neighbours(f.location)) if (!w.fleetsAt(s).some((x) => x.empire === empire)) seen.add(s);
  return [...seen].sort().map((system) => ({
    system,
    scout: true,
    fortified: false,
    development: '',
    fleets: w
      .fleetsAt(system)
      .filter((f) => f.empire !== empire)
      .map((f) => fleetBpv(w, f.id)),
  }));
}

export const VBAM_VIEW: ViewRules = {
  // VBAM moves each fleet by its own allowance (`VBAM Movement`): there is no pool of move points.
  movePoints: () => 0,
  sightings,
  fleetCbpv: fleetBpv,
  fleetProblems: () => [],
};
