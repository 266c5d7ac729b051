// Standing order (`VBAM Encounters`): how a fleet meets a power it may fight, from this turn on: Demand
// a scenario, Accept one if the other side demands it, or Refuse it (in deep space the fleet goes back).
// It is kept in the Standing orders tab (VB54), so an admiral in a private workbook sets it by order.

import { key } from '../../../core/ids';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';
import { Stance, STANCES } from '../model';

export const STANDING_ORDER: VbamOrderRule<{ stance: Stance }> = {
  parse(o) {
    if (!o.fleet.trim()) return refuse({ code: 'blank', column: 'Fleet', want: 'the fleet the standing order is for' });
    const stance = STANCES.find((s) => s.toLowerCase() === o.target.trim().toLowerCase());
    return stance ? { stance } : refuse({ code: 'blank', column: 'Target', want: STANCES.join(', ').replace(/, (?=[^,]*$)/, ' or ') });
  },
  check(t, empire, o) {
    const f = t.w.fleet(key(o.fleet));
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    return f.empire === empire ? undefined : refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
  },
  carry(t, _empire, o, p) {
    const f = t.w.fleet(key(o.fleet))!;
    t.v.standing.set(f.id, p.stance);
    return `${f.id} will ${p.stance} a scenario when it meets an enemy, from this turn on (VBAM Encounters)`;
  },
  offered: (t, empire, fleet) => !!fleet && t.w.fleet(fleet)?.empire === empire,
  choices: () => ({ targets: [...STANCES] }),
};
