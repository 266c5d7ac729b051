// Inspect (EaW 9b, 9c, 25b): captured ships of the fleet are restored at the admiral's FRD or by a small
// repair freighter, and count in the fleet from then on.

import { timing } from '../plot';
import { refuse } from './refusal';
import type { OrderRule } from './rule';
import { frdHere, ownFrdAt, ownShipWithRoleAt, updateCompliance } from './support';

export const inspect: OrderRule<null> = {
  kinds: ['Inspect'],
  parse: () => null,
  check: (plot, cmd) => {
    const fleet = plot.w.fleet(cmd.fleet)!;
    if (!plot.w.shipsOf(fleet.id).some((s) => s.condition === 'Captured')) return refuse({ code: 'nothing-to-inspect', fleet: fleet.id });
    const where = plot.place(fleet.id);
    if (!ownFrdAt(plot, where) && !ownShipWithRoleAt(plot, where, 'small repair freighter'))
      return refuse({ code: 'inspect-needs-frd', at: where });
    return undefined;
  },
  plan: (plot, cmd) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const captured = w.shipsOf(fleet.id).filter((s) => s.condition === 'Captured');
    return {
      plan: { code: 'inspect', ships: captured.map((s) => s.id) },
      mp: 1,
      when: timing(plot, fleet.id),
      apply: () => {
        for (const s of captured) s.condition = 'OK';
        return { code: 'inspected', ships: captured.map((s) => s.id), fleet: fleet.id, nonCompliant: updateCompliance(plot, fleet.id) };
      },
    };
  },
  // EaW 25b: inspecting a captured ship needs an FRD or a repair freighter.
  offered: (w, f) =>
    w.shipsOf(f).some((s) => s.condition === 'Captured') &&
    (frdHere(w, f) || w.fleetHas(f, 'small repair freighter') || w.fleetHas(f, 'large repair freighter')),
};
