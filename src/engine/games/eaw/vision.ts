// What each admiral's fleets see once all moves and battles are done (EaW 5e, 33.0 #4-5). A scout
// fleet learns, one lane away, whether a system is developed or fortified, how many fleets are there
// and each one's CBPV; other fleets learn only whether it is fortified. Nothing seen names another
// empire or its fleets, FRDs stay secret (EaW 1b) and base CBPV is never revealed.

import { fleetCbpv } from './fleets';
import type { Sighting } from '../../core/view';

import { World } from '../../core/world';
import { fortifiedBy } from './site';

/** What an EaW fleet sees of a system next door: the kernel's sighting, and whether it is fortified (5e, any fleet). */
export interface EawSighting extends Sighting {
  fortified: boolean;
}

export function sightings(w: World, empire: string): EawSighting[] {
  const seen = new Map<string, boolean>(); // system -> seen by a scout fleet
  for (const f of w.c.fleets.filter((x) => x.empire === empire && x.status !== 'Disengaged')) {
    const scout = w.fleetHas(f.id, 'scout');
    for (const s of w.neighbours(f.location)) {
      if (!w.fleetsAt(s).some((x) => x.empire === empire)) seen.set(s, (seen.get(s) ?? false) || scout);
    }
  }
  return [...seen.keys()].sort().map((id) => {
    const s = w.system(id)!;
    const scout = seen.get(id)!;
    const others = scout ? w.fleetsAt(id).filter((f) => f.empire !== empire && !w.fleetHas(f.id, 'FRD')) : [];
    return {
      system: id,
      scout,
      fortified: !!fortifiedBy(w.c, id),
      development: scout ? s.development : '',
      fleets: others.map((f) => fleetCbpv(w, f.id)),
    };
  });
}

export function visionLines(w: World, empire: string): string[] {
  return sightings(w, empire).map((s) => {
    const fortified = s.fortified ? 'fortified' : 'not fortified';
    if (!s.scout) return `${s.system}: ${fortified} (seen without a scout, EaW 5e).`;
    const n = s.fleets.length;
    const fleets = n ? `${n} fleet${n > 1 ? 's' : ''} (CBPV ${s.fleets.join(', ')})` : 'no fleets';
    return `${s.system}: ${s.development ? `developed (${s.development.toLowerCase()})` : 'undeveloped'}, ${fortified}, ${fleets} (scout, EaW 5e).`;
  });
}
