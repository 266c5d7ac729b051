// Movement points: EaW 5.0.

import { Fleet, hasRole, LanePlace, placeText, Ship } from '../../core/model';
import { mayEnter } from '../../core/diplomacy';
import type { FleetPlan, Plot } from './plot';
import type { World } from '../../core/world';
import { refuse, Refusal } from './orders/refusal';
import { Catalog } from '../../core/catalog';
import { fleetStrength } from './fleets';
import { groupBy } from '../../core/ids';
import { fortifiedBy } from './site';

/** EaW 5.0: a fleet counts toward movement points with at least 2 ships and 175 CBPV. */
export const MP_FLEET_MIN_SHIPS = 2;
export const MP_FLEET_MIN_CBPV = 175;
export const MIN_MOVE_POINTS = 3;

export interface MovePoints {
  points: number;
  countedFleets: string[];
}

/**
 * EaW 5.0: max(3, floor(counted fleets / 2)). The count is taken from the fleets as they stand when
 * the season's orders are given, so a fleet formed during a season counts from the next one.
 */
export function movePoints(empire: string, fleets: Fleet[], ships: Ship[], catalog: Catalog): MovePoints {
  const byFleet = groupBy(
    ships.filter((s) => s.empire === empire),
    (s) => s.fleet,
  );
  const countedFleets = fleets
    .filter((f) => f.empire === empire)
    .filter((f) => {
      const strength = fleetStrength(byFleet.get(f.id) ?? [], catalog);
      return strength.shipCount >= MP_FLEET_MIN_SHIPS && strength.cbpv >= MP_FLEET_MIN_CBPV;
    })
    .map((f) => f.id);
  return { points: Math.max(MIN_MOVE_POINTS, Math.floor(countedFleets.length / 2)), countedFleets };
}

/** EaW 21a: the movement points an empire loses this season, 1 for each fleet that disengaged away from where it came. */
export function movePointPenalty(empire: string, fleets: Fleet[]): number {
  return fleets.filter((f) => f.empire === empire).reduce((n, f) => n + (f.mpPenalty || 0), 0);
}

// --- Lane costs (EaW 5a, 15e-15g, 17e); the Jump order itself is orders/jump.ts ---------------------

/** Movement points per lane for a fleet: 1, or the FRD's 3 / 2 with a salvage tug / 1 with a military tug, a MON fleet's 2. */
export function laneCost(w: World, fleetId: string): { mp: number; rule: string } {
  if (w.fleetHas(fleetId, 'FRD')) {
    if (w.fleetHas(fleetId, 'military tug')) return { mp: 1, rule: 'EaW 15g' };
    if (w.fleetHas(fleetId, 'salvage tug')) return { mp: 2, rule: 'EaW 15f' };
    return { mp: 3, rule: 'EaW 15e' };
  }
  if (w.fleetHas(fleetId, 'MON')) return { mp: 2, rule: 'EaW 17e' };
  return { mp: 1, rule: 'EaW 5a' };
}

/** EaW 10i: an enemy fleet trapped at a colony takes away its advantages (the free jump among them). */
export function colonyDisrupted(w: World, systemId: string, owner: string): boolean {
  return w.fleetsAt(systemId).some((f) => f.status === 'Trapped' && f.empire !== owner);
}

// --- Resolving movement, step by step (EaW 5a, 5c, 10a, 10b, 17a, 19a, 32.0, 33.0 #2) -------------

export interface Mover {
  empire: string;
  plan: FleetPlan;
  /** Where the fleet began the season. */
  start: string;
  /** Lanes crossed so far. */
  done: number;
  /** Why the fleet stopped short of its plan, if it did. */
  stopped?: Refusal;
}

export interface Movement {
  movers: Mover[];
  /** Meetings in open space on a lane (EaW 5c): the lane and the fleets. */
  openSpace: { lane: LanePlace; fleets: string[] }[];
}

/** An admiral may have at most this many fleets in a system (EaW 17a); the FRD is not a fleet for it. */
export const MAX_FLEETS_PER_SYSTEM = 3;

/**
 * All fleets move one lane at a time, together: step 1 of every plan, then step 2, and so on. In each
 * step the colony free jumps go first (EaW 32.0 #3). Enemies crossing on one lane meet in open space
 * (5c); entering a system with an enemy fleet stops the fleet, and the fleets there stay to fight
 * (19a, 33.0 #2); an enemy fortification stops and traps it (10a); a 4th fleet may not enter (17a).
 */
export function resolveMovement(w: World, plots: Plot[]): Movement {
  const movers: Mover[] = plots.flatMap((p) =>
    [...p.plans.values()]
      .filter((pl) => pl.path.length > 0)
      .map((plan) => ({ empire: p.empire, plan, start: w.fleet(plan.fleet)!.location, done: 0 })),
  );
  const openSpace: Movement['openSpace'] = [];
  const byFleet = new Map(movers.map((m) => [m.plan.fleet, m]));
  const stop = (fleetId: string, why: Refusal) => {
    const m = byFleet.get(fleetId);
    if (m && !m.stopped && m.done < m.plan.path.length) m.stopped = why;
  };
  const steps = Math.max(0, ...movers.map((m) => m.plan.path.length));
  for (let step = 0; step < steps; step++) {
    for (const freePhase of [true, false]) {
      const moving = movers.filter(
        (m) => !m.stopped && m.done === step && m.plan.path.length > step && (step === 0 && m.plan.freeJump) === freePhase,
      );
      const legs = moving.map((m) => ({ m, fleet: w.fleet(m.plan.fleet)!, from: w.fleet(m.plan.fleet)!.location, to: m.plan.path[step] }));
      // EaW 5c: enemies on the same lane in opposite directions meet in open space.
      const byLane = groupBy(legs, (l) => `${l.from}>${l.to}`);
      for (const a of legs) {
        for (const b of byLane.get(`${a.to}>${a.from}`) ?? []) {
          if (a !== b && !a.m.stopped && a.from === b.to && a.to === b.from && w.hostile(a.m.empire, b.m.empire)) {
            const [x, y] = [a.from, a.to].sort();
            const lane: LanePlace = { kind: 'lane', a: x, b: y };
            openSpace.push({ lane, fleets: [a.fleet.id, b.fleet.id] });
            a.m.stopped = b.m.stopped = refuse({ code: 'open-space', lane: placeText(lane) });
          }
        }
      }
      const going = legs.filter((l) => !l.m.stopped);
      // EaW 17a: at most 3 fleets of one admiral in a system; the FRD's fleet does not count. Those whose
      // Jump row comes first enter (rule option S5), whatever rows were rejected before.
      const leaving = new Set(going.map((l) => l.fleet.id));
      const entering = groupBy(
        [...going].sort((a, b) => a.m.plan.pathRows[step] - b.m.plan.pathRows[step]),
        (l) => `${l.to}|${l.m.empire}`,
      );
      for (const [dest, empire] of [...new Set(going.map((l) => `${l.to}|${l.m.empire}`))].map((k) => k.split('|'))) {
        const staying = w.fleetsAt(dest).filter((f) => f.empire === empire && !leaving.has(f.id) && !w.fleetHas(f.id, 'FRD')).length;
        let room = MAX_FLEETS_PER_SYSTEM - staying;
        for (const l of entering.get(`${dest}|${empire}`)!) {
          if (w.fleetHas(l.fleet.id, 'FRD')) continue;
          if (room > 0) room--;
          else {
            l.m.stopped = refuse({ code: 'system-full', system: l.to, max: MAX_FLEETS_PER_SYSTEM });
          }
        }
      }
      const arrived = going.filter((l) => !l.m.stopped);
      for (const l of arrived) {
        w.arrivalOrder.set(l.fleet.id, step * 2 + (freePhase ? 0 : 1));
        arrive(w, l.fleet, l.from, w.system(l.to)!.id);
        l.m.done = step + 1;
      }
      for (const [dest, incoming] of groupBy(arrived, (l) => l.to)) {
        // EaW 5c: a fleet that met an enemy in open space is on the lane, not in the system it left.
        const here = w.fleetsAt(dest).filter((f) => !onLane(openSpace, f.id));
        if (here.some((a) => here.some((b) => w.hostile(a.empire, b.empire)))) {
          for (const f of here) stop(f.id, refuse({ code: 'enemy-present', system: w.system(dest)!.id }));
        }
        const site = w.system(dest)!;
        // VBAM: a treaty that closes the border (Non-Aggression, Peace, Trade) interns warships that enter.
        const kind = (fleetId: string) =>
          w.shipsOf(fleetId).every((s) => hasRole(w.catalog.get(s.shipClass), 'civilian')) ? 'civilian' : 'military';
        for (const l of incoming.filter(
          (x) =>
            site.owner &&
            !w.hostile(site.owner, x.m.empire) &&
            site.owner !== x.m.empire &&
            !mayEnter(w.relation(site.owner, x.m.empire), kind(x.fleet.id)),
        )) {
          const treaties = w.relation(site.owner, l.m.empire).treaties;
          stop(l.fleet.id, refuse({ code: 'interned', system: site.id, owner: site.owner, treaties: [...treaties] }));
          l.fleet.status = 'Interned';
        }
        const fort = fortifiedBy(w.c, site.id);
        if (!fort) continue;
        for (const l of incoming.filter((x) => w.hostile(fort, x.m.empire))) {
          stop(l.fleet.id, refuse({ code: 'fortification-trap', system: site.id }));
          l.fleet.status = 'Trapped';
          l.fleet.trappedIn = w.season;
        }
      }
    }
  }
  return { movers, openSpace };
}

/** Whether a fleet met an enemy in open space this season (EaW 5c): it is on the lane, in no system's battle. */
export function onLane(openSpace: Movement['openSpace'], fleetId: string): boolean {
  return openSpace.some((m) => m.fleets.includes(fleetId));
}

/** A fleet goes down one lane: where it stands, where it came from, and its route this season (for the map). */
export function arrive(w: World, f: Fleet, from: string, to: string): void {
  const going = f.arrivedIn === w.season && f.route[f.route.length - 1] === from;
  w.moveFleet(f, to);
  f.arrivedFrom = from;
  f.arrivedIn = w.season;
  f.route = going ? [...f.route, to] : [from, to];
}
