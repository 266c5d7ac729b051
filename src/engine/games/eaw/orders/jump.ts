// Jump and Move FRD (EaW 5a, 5b, 13c, 15e-15g, 17e, 17g): the fleet's path, a lane at a time, at its
// lane cost; the FRD's fleet moves only by Move FRD.

import { splitPath } from './command';
import { closest } from '../../../core/spelling';
import { fleetStrength, restrictsMovement } from '../fleets';
import { colonyDisrupted, laneCost } from '../movement';
import type { Plot } from '../plot';
import type { World } from '../../../core/world';
import { refuse, Refusal } from './refusal';
import type { Choices, ChoiceContext, OrderRule } from './rule';

interface Path {
  /** The systems to enter, in order (a leading current system is dropped when the order runs). */
  systems: string[];
}

/**
 * Lane distances to the nearest of `targets`, out to `most` lanes, and no further once `stop` is found
 * (the systems nearer than it, all a way from it can step on, are all in by then).
 */
function distancesTo(w: World, targets: string[], most = Infinity, stop?: string): Map<string, number> {
  const dist = new Map<string, number>(targets.map((t) => [t, 0]));
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]; // an index, not shift(), which moves every element along
    const d = dist.get(s)!;
    if (d >= most) break; // the queue holds systems in order of distance
    for (const n of w.neighbours(s)) {
      if (!dist.has(n)) {
        dist.set(n, d + 1);
        if (n === stop) return dist;
        queue.push(n);
      }
    }
  }
  return dist;
}

/**
 * How far around its target a "no warp lane" refusal looks for the way there (T4): far enough for a
 * system or several left out of a path, and the same small search however large the map, where the
 * whole map searched for every such row would grow with the map times the orders.
 */
const WAY_HINT_LANES = 10;

/** The shortest way by warp lanes from `from` to `to`, both ends included; empty when none is `most` lanes or shorter (EaW 1d). */
function shortestRoute(w: World, from: string, to: string, most: number): string[] {
  const dist = distancesTo(w, [to], most, from);
  if (!dist.has(from)) return [];
  const way = [from];
  while (way[way.length - 1] !== to) {
    const at = way[way.length - 1];
    way.push(w.neighbours(at).find((n) => dist.get(n) === dist.get(at)! - 1)!);
  }
  return way;
}

/** Per admiral's plot, the lane distances to each set of its FRD systems, searched once (EaW 17g). */
const toFrds = new WeakMap<Plot, Map<string, Map<string, number>>>();

/** Lane distances to the nearest of the admiral's FRDs: one search of the map a season, not one per non-compliant jump. */
function distancesToFrds(plot: Plot, frds: string[]): Map<string, number> {
  let known = toFrds.get(plot);
  if (!known) toFrds.set(plot, (known = new Map()));
  const key = frds.join(' ');
  let dist = known.get(key);
  if (!dist) known.set(key, (dist = distancesTo(plot.w, frds)));
  return dist;
}

/** Where the fleet starts this row, and the lanes still to cross (a leading current system dropped). */
function route(plot: Plot, fleetId: string, systems: string[]): { from: string; path: string[]; restarts: boolean } {
  const w = plot.w;
  const plan = plot.plans.get(fleetId);
  const from = plan?.projected ?? w.fleet(fleetId)!.location;
  const path = [...systems];
  if (path.length && path[0] === from) return { from, path: path.slice(1), restarts: false };
  // A second Jump row restarting from where the fleet was is a repeated order, not a way back.
  const restarts = !!plan?.path.length && [w.fleet(fleetId)!.location, ...plan.path].some((s) => s === path[0]);
  return { from, path, restarts };
}

function check(plot: Plot, kind: 'Jump' | 'Move FRD', fleetId: string, systems: string[]): Refusal | undefined {
  const w = plot.w;
  const fleet = w.fleet(fleetId)!;
  const isFrd = w.fleetHas(fleet.id, 'FRD');
  if (kind === 'Jump' && isFrd) return refuse({ code: 'frd-moves-by-move-frd', fleet: fleet.id });
  if (kind === 'Move FRD' && !isFrd) return refuse({ code: 'no-frd-to-move', fleet: fleet.id });
  const lockedBy = plot.plans.get(fleet.id)?.lockedBy;
  if (lockedBy) return refuse({ code: 'cannot-move-again', fleet: fleet.id, why: lockedBy });
  const { from: from0, path, restarts } = route(plot, fleet.id, systems);
  if (restarts) return refuse({ code: 'repeated-jump', fleet: fleet.id, at: from0 });
  if (path.length === 0) return refuse({ code: 'no-path', from: from0, example: w.neighbours(from0)[0] ?? 'S02' });
  let from = from0;
  for (const to of path) {
    if (!w.system(to))
      return refuse({ code: 'no-such-system', system: to, near: closest(to, w.neighbours(from), 1) ?? w.similarSystem(to) });
    if (!w.laneExists(from, to))
      return refuse({ code: 'no-lane', from, to, way: shortestRoute(w, from, to, WAY_HINT_LANES), within: WAY_HINT_LANES });
    from = to;
  }
  if (restrictsMovement(fleetStrength(w.shipsOf(fleet.id), w.catalog))) {
    const frds = w.systemsWithRole(plot.empire, 'FRD');
    if (frds.length === 0) return refuse({ code: 'non-compliant-no-frd', fleet: fleet.id });
    const dist = distancesToFrds(plot, frds);
    let at = from0;
    for (const to of path) {
      if ((dist.get(to) ?? Infinity) >= (dist.get(at) ?? Infinity))
        return refuse({ code: 'non-compliant-off-route', fleet: fleet.id, from: at, to });
      at = to;
    }
  }
  return undefined;
}

/**
 * The systems the fleets' jumps can reach this season: as many lanes as the movement points pay for at
 * each fleet's lane cost (EaW 5.0, 15e-15g, 17e), and one more from an own colony (5b; an upper bound, as
 * the free jump must be the fleet's first). An interned fleet goes nowhere (VBAM). A fleet's own system
 * is not a target of its own, but is one of another fleet's that reaches it.
 *
 * One search from all the fleets at once, linear in the map: each system keeps the two best lane
 * budgets left on arrival from distinct starting systems (two, so that a starting system reached from
 * elsewhere is told apart from its own fleets), taken highest budget first from one index queue per
 * budget. It stops once more than `limit` systems are found.
 */
function reach(w: World, fleetIds: string[], { mp, limit = Infinity }: ChoiceContext): Choices {
  const most = w.c.systems.length; // no shortest path crosses more lanes than there are systems
  const budgets = new Map<string, number>();
  for (const id of fleetIds) {
    const f = w.fleet(id)!;
    if (f.status === 'Interned') continue;
    const cost = laneCost(w, f.id).mp;
    const start = w.system(f.location);
    const freeFirst = cost === 1 && start?.development === 'Colony' && start.owner === f.empire ? 1 : 0;
    const lanes = Math.min(most, Math.floor(mp / cost) + freeFirst);
    budgets.set(f.location, Math.max(budgets.get(f.location) ?? 0, lanes));
  }
  /** queues[b]: [system, starting system] pairs arriving with b lanes left, read by index. */
  const queues: [string, string][][] = [];
  const arrive = (at: string, from: string, b: number) => (queues[b] ??= []).push([at, from]);
  for (const [at, b] of budgets) arrive(at, at, b);
  const kept = new Map<string, string[]>(); // starting systems of the budgets each system kept
  const found = new Set<string>();
  for (let b = queues.length - 1; b >= 0; b--) {
    const queue = queues[b] ?? [];
    for (let i = 0; i < queue.length; i++) {
      const [at, from] = queue[i];
      const starts = kept.get(at) ?? [];
      if (starts.length === 2 || starts.includes(from)) continue; // a budget as high came first
      kept.set(at, [...starts, from]);
      if (from !== at) found.add(at);
      if (found.size > limit) return { targets: [...found] };
      if (b > 0) for (const n of w.neighbours(at)) arrive(n, from, b - 1);
    }
  }
  return { targets: [...found] };
}

function jumpRule(kind: 'Jump' | 'Move FRD', offered: (w: World, fleetId: string) => boolean): OrderRule<Path> {
  return {
    kinds: [kind],
    parse: (cmd) => ({ systems: splitPath(cmd.target) }),
    check: (plot, cmd, p) => check(plot, kind, cmd.fleet, p.systems),
    plan: (plot, cmd, p) => {
      const w = plot.w;
      const fleet = w.fleet(cmd.fleet)!;
      const plan = plot.plans.get(fleet.id);
      const { from, path } = route(plot, fleet.id, p.systems);
      const cost = laneCost(w, fleet.id);
      const start = w.system(from);
      // EaW 5b/13c: a fleet's first jump of the season is free when it begins at an own developed colony
      // (never for the FRD, its tug or a MON fleet).
      const free =
        !plan?.path.length &&
        cost.rule === 'EaW 5a' &&
        !!start &&
        start.development === 'Colony' &&
        start.owner === plot.empire &&
        !colonyDisrupted(w, start.id, plot.empire);
      return {
        plan: { code: 'jump', kind, route: [from, ...path], freeFromColony: free, mpPerLane: cost.mp, rule: cost.rule },
        mp: cost.mp * path.length - (free ? cost.mp : 0),
        when: 'now',
        commit: () => {
          const fp = plot.plan(fleet.id);
          fp.freeJump = fp.freeJump || free;
          fp.paidLanes += path.length - (free ? 1 : 0);
          fp.path.push(...path);
          fp.pathRows.push(...path.map(() => cmd.row));
          fp.projected = path[path.length - 1];
        },
      };
    },
    offered,
    choices: reach,
  };
}

export const jump = jumpRule('Jump', (w, f) => !w.fleetHas(f, 'FRD'));
/** EaW 15e-15g: the FRD's fleet, at 3 MP a lane (2 with a salvage tug, 1 with a military tug). */
export const moveFrd = jumpRule('Move FRD', (w, f) => w.fleetHas(f, 'FRD'));
