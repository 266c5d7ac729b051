// Standing order (`VBAM Encounters`): how a fleet meets a power it may fight, from this turn on. Target:
// Demand a scenario, Accept one if the other side demands it, or Refuse it (in deep space the fleet goes
// back; at a colony the invasion there stops, VB72); then, optionally, Pursue (demand a Pursuit scenario
// when the other side refuses at a colony, VB73) and Continue or Return (after a deep-space encounter,
// VB71), e.g. "Demand, Pursue, Continue". It is kept in the Standing orders tab (VB54), so an admiral in
// a private workbook sets it by order.

import { key } from '../../../core/ids';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';
import { AFTER_BATTLE, NO_STANDING_ORDER, STANCES, StandingOrder } from '../model';

const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
const or = (words: readonly string[]) => words.join(', ').replace(/, (?=[^,]*$)/, ' or ');

export const STANDING_ORDER: VbamOrderRule<StandingOrder> = {
  parse(o) {
    if (!o.fleet.trim()) return refuse({ code: 'blank', column: 'Fleet', want: 'the fleet the standing order is for' });
    const words = o.target.split(/[\s,;+]+/).filter(Boolean);
    const odd = words.find((w) => ![...STANCES, 'Pursue', ...AFTER_BATTLE].some(same(w)));
    if (odd) return refuse({ code: 'standing-word', word: odd });
    const encounter = STANCES.find((s) => words.some(same(s)));
    if (!encounter) return refuse({ code: 'blank', column: 'Target', want: or(STANCES) });
    const after = AFTER_BATTLE.find((a) => words.some(same(a))) ?? NO_STANDING_ORDER.after;
    return { encounter, pursue: words.some(same('Pursue')), after };
  },
  check(t, empire, o) {
    const f = t.w.fleet(key(o.fleet));
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    return f.empire === empire ? undefined : refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
  },
  carry(t, _empire, o, p) {
    const f = t.w.fleet(key(o.fleet))!;
    t.v.standing.set(f.id, p);
    const pursue = p.pursue ? ', Pursue a refusal at a colony' : '';
    return `${f.id} will ${p.encounter} a scenario when it meets an enemy${pursue}, and ${p.after} after a deep-space encounter, from this turn on (VBAM Encounters)`;
  },
  offered: (t, empire, fleet) => !!fleet && t.w.fleet(fleet)?.empire === empire,
  // The dropdown offers the stances and the common combinations; any other is typed (the Target accepts it).
  choices: () => ({ targets: [...STANCES, 'Demand, Pursue', 'Demand, Continue', 'Accept, Continue'] }),
};
