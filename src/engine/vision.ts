// What each admiral's fleets see once all moves and battles are done (EaW 5e, 33.0 #4-5). Lines
// never name another empire or its fleets: a scout fleet learns, one lane away, whether a system is
// developed or fortified, how many fleets are there and each one's CBPV; other fleets learn only
// whether it is fortified. Base CBPV is never revealed.

import { sameId } from './ids';
import { World } from './world';

export function visionLines(w: World, empire: string): string[] {
  const seen = new Map<string, boolean>(); // system -> seen by a scout fleet
  for (const f of w.c.fleets.filter((x) => sameId(x.empire, empire) && x.status !== 'Disengaged')) {
    const scout = w.fleetHas(f.id, 'scout');
    for (const s of w.neighbours(f.location)) {
      if (!w.fleetsAt(s).some((x) => sameId(x.empire, empire))) seen.set(s, (seen.get(s) ?? false) || scout);
    }
  }
  return [...seen.keys()].sort().map((id) => {
    const s = w.system(id)!;
    const fortified = s.fortifiedBy ? 'fortified' : 'not fortified';
    if (!seen.get(id)) return `${id}: ${fortified} (seen without a scout, EaW 5e).`;
    const others = w.fleetsAt(id).filter((f) => !sameId(f.empire, empire) && !w.isFrdFleet(f.id)); // FRDs stay secret (EaW 1b)
    const fleets = others.length ? `${others.length} fleet${others.length > 1 ? 's' : ''} (CBPV ${others.map((f) => w.fleetCbpv(f.id)).join(', ')})` : 'no fleets';
    return `${id}: ${s.development ? `developed (${s.development.toLowerCase()})` : 'undeveloped'}, ${fortified}, ${fleets} (scout, EaW 5e).`;
  });
}
