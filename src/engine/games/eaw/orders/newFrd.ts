// New FRD (EaW 15a): 3 MP and 200 BPV for an FRD placed at one of the admiral's developed mines or
// colonies with no enemy fleet there; it builds from the next season. Fleet names the new FRD's fleet.

import { hasRole, newFleet } from '../../../core/model';
import { blankShip, NEW_FRD_BPV, NEW_FRD_MP } from '../construction';
import type { Plot } from '../plot';
import { type Command } from './command';
import { newFleetIdRefusal } from './support';
import { refuse } from './refusal';
import type { OrderRule } from './rule';

function frdClassOf(plot: Plot) {
  return plot.w.c.classes.find((c) => (hasRole(c, 'FRD') && c.race === plot.w.holdings(plot.empire).race) ?? '');
}

function check(plot: Plot, cmd: Command) {
  const w = plot.w;
  const badId = newFleetIdRefusal(plot, cmd.fleet);
  if (badId) return badId;
  const site = w.system(cmd.target);
  if (!site) return refuse({ code: 'no-frd-site', system: cmd.target });
  if (!site.development || site.owner !== plot.empire) return refuse({ code: 'not-own-development', system: site.id });
  if (w.fleetsAt(site.id).some((f) => w.hostile(f.empire, plot.empire))) return refuse({ code: 'enemy-at-site', system: site.id });
  if (!frdClassOf(plot)) return refuse({ code: 'no-frd-class' });
  return undefined;
}

export const newFrd: OrderRule<null> = {
  kinds: ['New FRD'],
  parse: () => null,
  check: (plot, cmd) => check(plot, cmd),
  plan: (plot, cmd) => {
    const w = plot.w;
    const site = w.system(cmd.target)!;
    const frdClass = frdClassOf(plot)!;
    return {
      plan: { code: 'new-frd', fleet: cmd.fleet, system: site.id },
      mp: NEW_FRD_MP,
      bpv: NEW_FRD_BPV,
      when: 'now',
      commit: () => plot.newFrds.add(cmd.fleet),
      apply: () => {
        w.addFleet(newFleet(cmd.fleet, plot.empire, site.id, w.season, 'FRD'));
        const id = w.nextId('ship', `${plot.empire}-`);
        w.addShip({ ...blankShip(plot.empire, cmd.fleet, frdClass.name), id });
        w.addLedger(plot.empire, -NEW_FRD_BPV, 'New FRD (EaW 15a)', id);
        w.report(plot.empire, 'Builds', `New FRD ${id} placed at ${site.id} in fleet ${cmd.fleet}; it builds from next season (EaW 15a).`);
        return { code: 'new-frd', ship: id, system: site.id, fleet: cmd.fleet };
      },
    };
  },
  // A new FRD names a fleet that does not exist yet, so no existing fleet is offered it.
  offered: () => false,
};
