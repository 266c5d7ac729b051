// Siege (EaW 10c, 10e, 10h): a fleet trapped by a fortification rolls 2D6 once a season from the season
// after it was trapped, in post-combat resolution; a 7 brings the fortification down once its bases
// have fallen.

import { refuse } from './refusal';
import { groundDefences } from '../bases';
import type { Completing } from './rule';
import { fleetBusyWith, postCombatWork } from './support';

/** EaW 10c: a siege succeeds on exactly this 2D6 total. */
export const SIEGE_TOTAL = 7;

export const siege: Completing<null> = {
  kinds: ['Siege'],
  parse: () => null,
  check: (plot, cmd) => {
    const fleet = plot.w.fleet(cmd.fleet)!;
    if (fleet.status !== 'Trapped') return refuse({ code: 'not-trapped', fleet: fleet.id });
    if (fleet.trappedIn === plot.w.season) return refuse({ code: 'trapped-this-season', fleet: fleet.id });
    if (fleetBusyWith(plot, fleet.id, ['siege'])) return refuse({ code: 'one-siege-roll' });
    return undefined;
  },
  plan: (plot, cmd) => {
    const fleet = plot.w.fleet(cmd.fleet)!;
    return {
      plan: { code: 'siege', system: fleet.location },
      mp: 1,
      when: 'post-combat',
      postCombat: postCombatWork(plot, 'siege', fleet.id, cmd.row),
    };
  },
  complete: (w, a, ctx) => {
    const site = w.system(a.system)!;
    const roll = w.dice.roll(2, 6, `Siege of ${site.id} by ${a.fleet} (EaW 10c)`);
    const falls = roll === SIEGE_TOTAL;
    if (falls) ctx.falling.set(site.id, `${a.fleet}'s siege roll of ${SIEGE_TOTAL} (EaW 10c)`);
    return {
      code: 'siege',
      roll,
      needed: SIEGE_TOTAL,
      falls,
      basesFirst: falls && groundDefences(w.c, site.id) > 0,
      system: site.id,
      fleet: a.fleet,
    };
  },
  // EaW 10h: a trapped fleet's one order.
  offered: (w, f) => w.fleet(f)!.status === 'Trapped',
};
