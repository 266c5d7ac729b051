// What Transfer, Split and Merge share (`VBAM Turn Orders`, `VBAM Civilian Fleets`): units change
// fleets where they stand, in the Orders step, before any fleet moves. What is aboard goes with its
// carriers. A fleet holding a civilian fleet takes only size-class-4 warships, its Sentries, which
// follow it; removing them leaves them where it stands. Escorts join a trade fleet only in a system of
// its route, where movement starts (VB98).

import type { Fleet, Order, Ship } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import { refuse, Refusal } from './reason';
import { badSentries, civilianKind } from '../units';

/** Units leaving a fleet. */
export interface Units {
  from: Fleet;
  ships: Ship[];
}

/** The ships `o` names, all in its fleet, and the cargo aboard those carriers; or the first reason they cannot go. */
export function unitsOf(t: VbamTurn, empire: string, o: Order): Units | Refusal {
  const { w } = t;
  const from = w.fleet(o.fleet);
  if (!from) return refuse({ code: 'no-fleet', fleet: o.fleet });
  if (from.empire !== empire) return refuse({ code: 'not-yours', fleet: from.id, owner: from.empire });
  if (!o.ships.length) return refuse({ code: 'blank', column: 'Ships', want: 'the units that change fleets' });
  const stranger = o.ships.find((id) => w.ship(id)?.fleet !== from.id);
  if (stranger) return refuse({ code: 'not-in-fleet', ship: stranger, fleet: from.id });
  const ids = new Set(o.ships.map((id) => w.ship(id)!.id));
  for (const r of t.v.cargo.filter((x) => x.carriers.some((c) => ids.has(c)) || ids.has(x.item))) {
    if (!r.carriers.every((c) => ids.has(c))) return refuse({ code: 'load-split', item: r.item, carriers: r.carriers });
    if (r.kind !== 'Census') ids.add(r.item);
  }
  return { from, ships: [...ids].map((id) => w.ship(id)!) };
}

/** Why `ships` may not join `to` (the fleet they would make, where it stands), if they may not. */
export function joinRefusal(t: VbamTurn, from: Fleet, to: Fleet, ships: Ship[]): Refusal | undefined {
  const { w } = t;
  if (to.id === from.id) return refuse({ code: 'same-fleet', fleet: to.id });
  if (to.empire !== from.empire) return refuse({ code: 'not-yours', fleet: to.id, owner: to.empire });
  if (to.location !== from.location) return refuse({ code: 'not-together', fleet: to.id, sector: to.location, other: from.location });
  const moving = [from, to].find((f) => t.moves.has(f.id));
  if (moving) return refuse({ code: 'fleet-moving', fleet: moving.id });
  const joined = [...w.shipsOf(to.id), ...ships];
  const [sentry] = badSentries(w.c, joined);
  if (sentry) return refuse({ code: 'sentry', problem: sentry });
  const escorted = joined.some((s) => !civilianKind(s));
  const off = joined
    .map((s) => t.v.civilians.find((r) => r.ship === s.id && r.route.length))
    .find((r) => r && escorted && !r.route.includes(to.location));
  return off ? refuse({ code: 'escort-off-route', ship: off.ship, sector: to.location, route: off.route }) : undefined;
}

/** Puts the ships in `to`; a fleet left empty is disbanded, and its standing order with it. */
export function join(t: VbamTurn, from: Fleet, to: Fleet, ships: Ship[]): string {
  const { w } = t;
  for (const s of ships) w.moveShip(s, to.id);
  if (!w.shipsOf(from.id).length) {
    w.removeFleet(from);
    t.v.standing.delete(from.id);
  }
  return `${ships.map((s) => `${s.shipClass} ${s.id}`).join(', ')} join${ships.length === 1 ? 's' : ''} ${to.id} at ${to.location}`;
}

/** The empire's other fleets standing with any of `fleets`: the Target dropdown of Transfer and Merge. */
export function fleetsBeside(t: VbamTurn, empire: string, fleets: string[]): string[] {
  const beside = (id: string) =>
    t.w
      .fleetsAt(t.w.fleet(id)?.location ?? '')
      .filter((f) => f.empire === empire && f.id !== id)
      .map((f) => f.id);
  return [...new Set(fleets.flatMap(beside))];
}

/** Whether `fleet` is the empire's, with another of its fleets beside it: Transfer and Merge are offered. */
export const besideAnother = (t: VbamTurn, empire: string, fleet: string): boolean =>
  !!fleet && t.w.fleet(fleet)?.empire === empire && fleetsBeside(t, empire, [fleet]).length > 0;
