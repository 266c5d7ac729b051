// Transfer (`VBAM Turn Orders`): units of one fleet join another of the empire's in the same sector.
// Fleet: the fleet they leave; Ships: the units; Target: the fleet they join. Sentries are assigned to
// a civilian fleet this way, and new construction or reactivated units join a fleet (reorganise.ts, VB98).

import { key } from '../../../core/ids';
import type { VbamOrderRule } from './rule';
import { isRefusal } from './rule';
import { refuse } from './reason';
import { besideAnother, fleetsBeside, join, joinRefusal, Units, unitsOf } from './reorganise';

export const TRANSFER: VbamOrderRule<{ to: string }> = {
  parse: (o) => (o.target.trim() ? { to: key(o.target) } : refuse({ code: 'blank', column: 'Target', want: 'the fleet the units join' })),
  check(t, empire, o, p) {
    const units = unitsOf(t, empire, o);
    if (isRefusal(units)) return units;
    const to = t.w.fleet(p.to);
    return to ? joinRefusal(t, units.from, to, units.ships) : refuse({ code: 'no-fleet', fleet: p.to });
  },
  carry(t, empire, o, p) {
    const { from, ships } = unitsOf(t, empire, o) as Units;
    return join(t, from, t.w.fleet(p.to)!, ships);
  },
  offered: besideAnother,
  choices: (t, empire, fleets) => ({ targets: fleetsBeside(t, empire, fleets) }),
};
