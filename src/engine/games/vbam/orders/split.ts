// Split (`VBAM Turn Orders`): units of a fleet form a new fleet where it stands. Fleet: the fleet;
// Ships: the units (not all of them); Extras: the new fleet's name, or blank. Sentries are removed from
// a civilian fleet this way, left where it stands (`VBAM Civilian Fleets`, VB98).

import { newFleet } from '../../../core/model';
import type { VbamOrderRule } from './rule';
import { isRefusal } from './rule';
import { refuse } from './reason';
import { join, Units, unitsOf } from './reorganise';

export const SPLIT: VbamOrderRule<{ name: string }> = {
  parse: (o) => ({ name: o.extras.trim() }),
  check(t, empire, o) {
    const units = unitsOf(t, empire, o);
    if (isRefusal(units)) return units;
    if (units.ships.length === t.w.shipsOf(units.from.id).length) return refuse({ code: 'whole-fleet', fleet: units.from.id });
    return t.moves.has(units.from.id) ? refuse({ code: 'fleet-moving', fleet: units.from.id }) : undefined;
  },
  carry(t, empire, o, p) {
    const { w } = t;
    const { from, ships } = unitsOf(t, empire, o) as Units;
    const to = w.addFleet(newFleet(w.nextId('fleet', `${empire}-`), empire, from.location, w.season, p.name));
    return `new fleet ${to.id}: ${join(t, from, to, ships)}`;
  },
  offered: (t, empire, fleet) => !!fleet && t.w.fleet(fleet)?.empire === empire && t.w.shipsOf(fleet).length > 1,
};
