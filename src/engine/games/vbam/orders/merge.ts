// Merge (`VBAM Turn Orders`): every unit of another of the empire's fleets in the same sector joins
// this one, and the other is disbanded. Fleet: the fleet that stays; Target: the fleet that joins it.
// The same limits as Transfer: Sentries, escorts on a route, before either moves (reorganise.ts, VB98).

import { key } from '../../../core/ids';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';
import { besideAnother, fleetsBeside, join, joinRefusal } from './reorganise';

export const MERGE: VbamOrderRule<{ other: string }> = {
  parse: (o) =>
    o.target.trim() ? { other: key(o.target) } : refuse({ code: 'blank', column: 'Target', want: 'the fleet that joins this one' }),
  check(t, empire, o, p) {
    const { w } = t;
    const to = w.fleet(key(o.fleet));
    if (!to) return refuse({ code: 'no-fleet', fleet: o.fleet });
    if (to.empire !== empire) return refuse({ code: 'not-yours', fleet: to.id, owner: to.empire });
    const from = w.fleet(p.other);
    return from ? joinRefusal(t, from, to, w.shipsOf(from.id)) : refuse({ code: 'no-fleet', fleet: p.other });
  },
  carry(t, _empire, o, p) {
    const { w } = t;
    const from = w.fleet(p.other)!;
    return `${join(t, from, w.fleet(key(o.fleet))!, [...w.shipsOf(from.id)])}; ${from.id} is disbanded`;
  },
  offered: besideAnother,
  choices: (t, empire, fleets) => ({ targets: fleetsBeside(t, empire, fleets) }),
};
