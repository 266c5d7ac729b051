// Develop mine and Develop colony (EaW 12.0-12b, 13.0-13c, 14b, 33.0 #1-#2): a mine on a mineral
// planet, a colony on a life planet, completed in post-combat resolution (4b); free with a large /
// small freighter. A planet never has both, and one fleet does not develop and fortify at once.

import type { Plot } from '../plot';
import type { Command } from './command';
import { refuse, Refusal } from './refusal';
import type { Completing } from './rule';
import { fleetBusyWith, orderedAt, postCombatWork } from './support';
import { fortifiedBy } from '../site';

function check(plot: Plot, cmd: Command): Refusal | undefined {
  const w = plot.w;
  const mine = cmd.kind === 'Develop mine';
  const fleet = w.fleet(cmd.fleet)!;
  const site = w.system(plot.place(fleet.id))!;
  if (w.fleetHas(fleet.id, 'FRD')) return refuse({ code: 'frd-cannot', action: 'develop' });
  if (site.planet === 'Unknown') return refuse({ code: 'develop-unexplored', system: site.id });
  const need = mine ? 'Mineral' : 'Life';
  if (site.planet !== need) return refuse({ code: 'wrong-planet', system: site.id, planet: site.planet, mine });
  if (site.development) return refuse({ code: 'already-developed', system: site.id, development: site.development });
  const fort = fortifiedBy(w.c, site.id);
  if (fort && fort !== plot.empire) return refuse({ code: 'fortified-by-another', system: site.id });
  if (orderedAt(plot, site.id, ['develop mine', 'develop colony'])) return refuse({ code: 'already-being-developed', system: site.id });
  if (fleetBusyWith(plot, fleet.id, ['fortify'])) return refuse({ code: 'busy-fortifying', fleet: fleet.id });
  return undefined;
}

export const develop: Completing<null> = {
  kinds: ['Develop mine', 'Develop colony'],
  parse: () => null,
  check: (plot, cmd) => check(plot, cmd),
  plan: (plot, cmd) => {
    const w = plot.w;
    const mine = cmd.kind === 'Develop mine';
    const fleet = w.fleet(cmd.fleet)!;
    const site = w.system(plot.place(fleet.id))!;
    const freighter = w.fleetHas(fleet.id, mine ? 'large freighter' : 'small freighter');
    return {
      plan: { code: 'develop', development: mine ? 'Mine' : 'Colony', system: site.id, freighter },
      mp: freighter ? 0 : 1,
      when: 'post-combat',
      locks: `is developing ${site.id} and stays until next season (EaW 33.0 #1)`,
      postCombat: postCombatWork(plot, mine ? 'develop mine' : 'develop colony', fleet.id, cmd.row),
    };
  },
  complete: (w, a) => {
    const site = w.system(a.system)!;
    const dev = a.kind === 'develop mine' ? 'Mine' : 'Colony';
    if (site.development) return { code: 'done-meanwhile', what: 'developed', system: site.id };
    site.development = dev;
    site.owner = a.empire;
    site.developedIn = w.season;
    w.report(a.empire, 'Developments', `${dev} developed at ${site.id} (EaW ${dev === 'Mine' ? '12.0' : '13.0'}).`);
    return { code: 'developed', development: dev, system: site.id };
  },
  offered: () => true,
};
