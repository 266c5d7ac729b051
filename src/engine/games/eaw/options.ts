// The legal choices open to an admiral (godip's Options()): which orders a fleet may be given, and what
// each of those orders may name, as its module says (a jump's reachable systems, a build's classes).
// The Orders tab's dropdowns offer these; the orders themselves are still checked row by row when they
// run (plotting.ts).

import { seededDice } from '../../core/dice';
import { Campaign } from '../../core/model';
import { movePointPenalty, movePoints } from './movement';
import { DIPLOMATIC_KINDS, FLEET_ORDER_KINDS, ORDER_KINDS, OrderKind } from './orders';
import type { FleetOrderKind } from './orders/command';
import { RULES } from './orders/rules';
import { World } from '../../core/world';

export interface Options {
  /** Orders the fleet may be given (all of them for the navy as a whole). */
  kinds: OrderKind[];
  /** Systems its jumps can reach this season with the empire's movement points (EaW 5.0, 5b, 15e-15g, 17e). */
  targets: string[];
  /** Classes of the empire's race that a Build row may name this year (EaW 2b, 6.0, 15a). */
  buildClasses: string[];
}

/** One fleet's choices, or, with no fleet, the union over the empire's fleets. */
export function options(c: Campaign, empire: string, fleet?: string): Options {
  return choices(World.reading(c, seededDice('options')), empire, fleet);
}

/**
 * Every empire's choices for its navy as a whole, by empire id (for the Orders tabs' dropdowns). A list
 * longer than `limit` may be cut short, still longer than it: only its being too long is of use.
 */
export function navyOptions(c: Campaign, limit?: number): Map<string, Options> {
  const w = World.reading(c, seededDice('options'));
  return new Map(c.empires.map((e) => [e.id, choices(w, e.id, undefined, limit)]));
}

/** What each order kind offers the admiral's fleets (its module's `choices`, once for all the fleets it is offered to), gathered. */
function choices(w: World, empire: string, fleet?: string, limit?: number): Options {
  const c = w.c;
  const own = c.fleets.filter((f) => f.empire === empire && (fleet === undefined || f.id === fleet));
  const ctx = { mp: Math.max(0, movePoints(empire, c.fleets, c.ships, w.catalog).points - movePointPenalty(empire, c.fleets)), limit };
  const kinds = new Set<OrderKind>(fleet === undefined ? DIPLOMATIC_KINDS : []);
  const offeredTo = new Map<FleetOrderKind, string[]>();
  for (const f of own)
    for (const k of fleetKinds(w, f.id)) {
      kinds.add(k);
      if (!offeredTo.has(k)) offeredTo.set(k, []);
      offeredTo.get(k)!.push(f.id);
    }
  const targets = new Set<string>();
  const buildClasses = new Set<string>();
  for (const [k, fleets] of offeredTo) {
    const open = RULES[k].choices?.(w, fleets, ctx);
    for (const t of open?.targets ?? []) targets.add(t);
    for (const b of open?.buildClasses ?? []) buildClasses.add(b);
  }
  return {
    kinds: ORDER_KINDS.filter((k) => kinds.has(k)),
    targets: [...targets].sort(),
    buildClasses: c.classes.map((cls) => cls.name).filter((n) => buildClasses.has(n)),
  };
}

/** The orders that make sense for one fleet as it stands: each kind's module says (`offered`). */
function fleetKinds(w: World, fleetId: string): FleetOrderKind[] {
  const f = w.fleet(fleetId)!;
  if (f.status === 'Disengaged') return [];
  return FLEET_ORDER_KINDS.filter((k) => (f.status !== 'Trapped' || k === 'Siege') && RULES[k].offered(w, fleetId)); // EaW 10h
}
