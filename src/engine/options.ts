// The legal choices open to an admiral (godip's Options()): which orders a fleet may be given, where
// its jumps can take it this season, and what its FRD can build. The Orders tab's dropdowns offer
// these; the orders themselves are still checked row by row when they run (plotting.ts).

import { buildProblem, empireRace } from './construction';
import { seededDice } from './dice';
import { Campaign } from './model';
import { laneCost, movePointPenalty, movePoints } from './movement';
import { DIPLOMATIC_KINDS, FLEET_ORDER_KINDS, ORDER_KINDS, OrderKind } from './orders';
import { RULES } from './orders/rules';
import { World } from './world';

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
  return choices(new World(c, seededDice('options')), empire, fleet);
}

/** Every empire's choices for its navy as a whole, by empire id (for the Orders tabs' dropdowns). */
export function navyOptions(c: Campaign): Map<string, Options> {
  const w = new World(c, seededDice('options'));
  return new Map(c.empires.map((e) => [e.id, choices(w, e.id)]));
}

function choices(w: World, empire: string, fleet?: string): Options {
  const c = w.c;
  const own = c.fleets.filter((f) => f.empire === empire && (fleet === undefined || f.id === fleet));
  const mp = Math.max(0, movePoints(empire, c.fleets, c.ships, w.catalog).points - movePointPenalty(empire, c.fleets));
  const targets = new Set<string>();
  const kinds = new Set<OrderKind>(fleet === undefined ? DIPLOMATIC_KINDS : []);
  for (const f of own) {
    for (const k of fleetKinds(w, f.id)) kinds.add(k);
    if (f.status === 'Trapped' || f.status === 'Disengaged' || f.status === 'Interned') continue;
    const start = w.system(f.location);
    const freeFirst = start?.development === 'Colony' && start.owner === empire ? 1 : 0; // EaW 5b, an upper bound
    const lanes = Math.floor(mp / laneCost(w, f.id).mp) + (laneCost(w, f.id).mp === 1 ? freeFirst : 0);
    for (const s of reachable(w, f.location, lanes)) targets.add(s);
  }
  const race = empireRace(empire, c.ships, w.catalog);
  const buildClasses = c.classes
    .filter((cls) => race !== undefined && cls.race === race && !buildProblem(cls, c.settings.year))
    .map((cls) => cls.name);
  return {
    kinds: ORDER_KINDS.filter((k) => kinds.has(k)),
    targets: [...targets].sort(),
    buildClasses,
  };
}

/** The orders that make sense for one fleet as it stands: each kind's module says (`offered`). */
function fleetKinds(w: World, fleetId: string): OrderKind[] {
  const f = w.fleet(fleetId)!;
  if (f.status === 'Disengaged') return [];
  return FLEET_ORDER_KINDS.filter((k) => (f.status !== 'Trapped' || k === 'Siege') && RULES[k].offered(w, fleetId)); // EaW 10h
}

/** Systems within `lanes` jumps of `from`, not counting `from` itself. */
function reachable(w: World, from: string, lanes: number): string[] {
  const seen = new Map<string, string>([[from, from]]);
  let frontier = [from];
  for (let step = 0; step < lanes && frontier.length; step++) {
    const next: string[] = [];
    for (const s of frontier) {
      for (const n of w.neighbours(s)) {
        if (!seen.has(n)) {
          seen.set(n, n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  seen.delete(from);
  return [...seen.values()];
}
