// Transfer (EaW 7.0, 7a): ships move between two of the admiral's fleets in one system, or form a new
// fleet; a fleet left empty is disbanded.

import { hasRole, Ship } from '../../../core/model';

import { timing, type Plot } from '../plot';
import { refuse, Refusal } from './refusal';
import type { OrderRule } from './rule';
import { Done, doneText } from './outcome';
import { namedShips, newFleetIdRefusal, pushFleet, updateCompliance } from './support';

/** The ships to move, or the first reason they cannot go to the receiving fleet. */
function transferable(plot: Plot, fromId: string, toId: string, names: string[]): Ship[] | Refusal {
  const w = plot.w;
  if (!toId) return refuse({ code: 'no-receiving-fleet' });
  if (toId === fromId) return refuse({ code: 'transfer-to-itself' });
  const to = w.fleet(toId);
  const badId = to ? undefined : newFleetIdRefusal(plot, toId);
  if (badId) return badId;
  if (to && to.empire !== plot.empire) return refuse({ code: 'not-your-fleet', fleet: to.id });
  if (to?.status === 'Trapped') return refuse({ code: 'receiver-trapped', fleet: to.id });
  const ships = namedShips(plot, fromId, names);
  if (!Array.isArray(ships)) return ships;
  if (ships.some((s) => hasRole(w.catalog.get(s.shipClass), 'FRD'))) return refuse({ code: 'frd-not-transferred' });
  const where = plot.place(fromId);
  if (to && plot.place(to.id) !== where)
    return refuse({ code: 'transfer-apart', from: fromId, at: where, to: to.id, toAt: plot.place(to.id) });
  if (!to && ships.every((s) => s.condition === 'Captured')) return refuse({ code: 'captured-cannot-form-fleet' });
  return ships;
}

export const transfer: OrderRule<null> = {
  kinds: ['Transfer'],
  parse: () => null,
  check: (plot, cmd) => {
    const ships = transferable(plot, cmd.fleet, cmd.target, cmd.ships);
    return Array.isArray(ships) ? undefined : ships;
  },
  plan: (plot, cmd) => {
    const w = plot.w;
    const from = w.fleet(cmd.fleet)!;
    const to = w.fleet(cmd.target);
    const ships = transferable(plot, from.id, cmd.target, cmd.ships) as Ship[];
    const when = to ? (timing(plot, from.id) === 'now' && timing(plot, to.id) === 'now' ? 'now' : 'after-move') : timing(plot, from.id);
    const names = ships.map((s) => s.id);
    return {
      plan: { code: 'transfer', ships: names, from: from.id, to: to?.id ?? cmd.target, newFleet: !to },
      mp: 1,
      when,
      locks: when === 'after-move' ? 'transferred ships after moving' : undefined,
      alsoNeeds: to ? [to.id] : [],
      commit: () => {
        if (when === 'after-move' && to) plot.plan(to.id).lockedBy ??= 'received ships after moving';
      },
      apply: () => {
        const target = w.fleet(cmd.target) ?? pushFleet(plot, cmd.target, from.location);
        for (const s of [...ships]) w.moveShip(s, target.id); // `ships` may be the giving fleet's own list
        const disbanded = w.shipsOf(from.id).length === 0;
        if (disbanded) w.removeFleet(from);
        const done: Done = {
          code: 'transferred',
          ships: names,
          from: from.id,
          to: target.id,
          disbanded,
          nonCompliant: [...(disbanded ? [] : updateCompliance(plot, from.id)), ...updateCompliance(plot, target.id)],
        };
        const text = doneText(done);
        w.report(plot.empire, 'Movement', `${text[0].toUpperCase()}${text.slice(1)}.`);
        return done;
      },
    };
  },
  offered: () => true,
};
