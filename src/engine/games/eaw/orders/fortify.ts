// Fortify (EaW 11.0, 11a, 14b, 33.0 #2): a fortification at the fleet's system, completed in
// post-combat resolution; free with a minelayer.

import type { Plot } from '../plot';
import type { Command } from './command';
import { refuse, Refusal } from './refusal';
import type { Completing } from './rule';
import { fleetBusyWith, orderedAt, postCombatWork } from './support';
import { fortifiedBy, setFortifiedBy } from '../site';

function check(plot: Plot, cmd: Command): Refusal | undefined {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const site = w.system(plot.place(fleet.id))!;
  if (w.fleetHas(fleet.id, 'FRD')) return refuse({ code: 'frd-cannot', action: 'fortify' });
  if (site.planet === 'Unknown') return refuse({ code: 'fortify-unexplored', system: site.id });
  if (fortifiedBy(w.c, site.id)) return refuse({ code: 'already-fortified', system: site.id });
  if (orderedAt(plot, site.id, ['fortify'])) return refuse({ code: 'already-being-fortified', system: site.id });
  if (fleetBusyWith(plot, fleet.id, ['develop mine', 'develop colony'])) return refuse({ code: 'busy-developing', fleet: fleet.id });
  return undefined;
}

export const fortify: Completing<null> = {
  kinds: ['Fortify'],
  parse: () => null,
  check: (plot, cmd) => check(plot, cmd),
  plan: (plot, cmd) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const site = w.system(plot.place(fleet.id))!;
    const minelayer = w.fleetHas(fleet.id, 'minelayer');
    return {
      plan: { code: 'fortify', system: site.id, minelayer },
      mp: minelayer ? 0 : 1,
      when: 'post-combat',
      locks: `is fortifying ${site.id} and stays until next season (EaW 11.0)`,
      postCombat: postCombatWork(plot, 'fortify', fleet.id, cmd.row),
    };
  },
  complete: (w, a) => {
    const site = w.system(a.system)!;
    if (fortifiedBy(w.c, site.id)) return { code: 'done-meanwhile', what: 'fortified', system: site.id };
    setFortifiedBy(w.c, site.id, a.empire);
    if (!site.owner) site.owner = a.empire;
    w.report(a.empire, 'Developments', `Fortification established at ${site.id} (EaW 11.0).`);
    return { code: 'fortified', system: site.id };
  },
  offered: () => true,
};
