// Move (`VBAM Movement`, `VBAM Turn Orders`): a fleet's path of sectors for the Movement phase. Target
// lists the sectors entered in order ("0304 > 0405"), or names the destination alone, which takes the
// shortest legal path (VB50). Its allowance: 2 controlled sectors, or 1 neutral or contested one, or a
// controlled then a neutral one; Slow 1, Fast 3; a fleet out of supply is Slow (VBAM Supply, VB51). It
// enters no system a treaty closes to it, and an interned fleet stays where it is (VBAM Diplomacy, VB93).

import type { Order } from '../../../core/model';
import { key } from '../../../core/ids';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { controlledFor, moveProblem, shortestMove } from '../sectors';
import { controlOfRows, fleetSpeed, standingIn, supplyOf } from '../fleets';
import type { Speed } from '../model';
import { closedBorder, fleetKind } from '../treaties';

export interface MovePlan {
  /** The sectors named in Target: the path, or the destination alone. */
  sectors: string[];
}

/** What the Orders step knows before any fleet moves: control as the Sectors tab holds it, and supply over it (VB51). */
function startOf(t: VbamTurn) {
  const control = controlOfRows(t.v);
  return { control, supply: supplyOf(t.w, t.v, control), standing: standingIn(t.w.c) };
}
const starts = new WeakMap<VbamTurn, ReturnType<typeof startOf>>();
const start = (t: VbamTurn) => starts.get(t) ?? starts.set(t, startOf(t)).get(t)!;

/** The fleet's speed this turn and whether supply made it Slow. */
function speedOf(t: VbamTurn, empire: string, fleet: string, at: string): { speed: Speed; unsupplied: boolean } {
  const own = fleetSpeed(t.w, t.v, fleet);
  const unsupplied = !start(t).supply.get(empire)?.has(at);
  return { speed: unsupplied ? 'Slow' : own, unsupplied: unsupplied && own !== 'Slow' };
}

/** The path the order moves, or why it cannot. */
function pathOf(t: VbamTurn, empire: string, o: Order, p: MovePlan): string[] | Refusal {
  const f = t.w.fleet(key(o.fleet))!;
  const { control, standing } = start(t);
  const controlled = (s: string) => controlledFor(control.get(s), empire, standing);
  const { speed, unsupplied } = speedOf(t, empire, f.id, f.location);
  if (f.status === 'Interned') return refuse({ code: 'interned', fleet: f.id, sector: f.location });
  const kind = fleetKind(t.w, f.id);
  const closed = (s: string) => closedBorder(t.w, control, empire, kind, s);
  const border = p.sectors.map(closed).find((b) => b);
  if (border) return refuse({ code: 'closed-border', border });
  const [only] = p.sectors;
  const path =
    p.sectors.length === 1 && !t.v.map.adjacent.get(f.location)?.includes(only)
      ? shortestMove(t.v.map, f.location, only, speed, controlled, (s) => !closed(s))
      : p.sectors;
  if (!path) return refuse({ code: 'no-route', to: only, speed });
  const problem = moveProblem(t.v.map, f.location, path, speed, controlled);
  if (problem?.code === 'too-far' && unsupplied) return refuse({ code: 'out-of-supply', fleet: f.id });
  return problem ? refuse(problem) : path;
}

export const MOVE: VbamOrderRule<MovePlan> = {
  parse(o) {
    if (!o.fleet.trim()) return refuse({ code: 'blank', column: 'Fleet', want: 'the fleet to move' });
    const sectors = o.target
      .split(/[\s>,;]+/)
      .map(key)
      .filter(Boolean);
    if (!sectors.length)
      return refuse({ code: 'blank', column: 'Target', want: 'the sectors to enter ("0304 > 0405") or the destination' });
    return { sectors };
  },
  check(t, empire, o, p) {
    const f = t.w.fleet(key(o.fleet));
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    if (f.empire !== empire) return refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
    const unknown = p.sectors.find((s) => !t.v.map.adjacent.has(s));
    if (unknown) return refuse({ code: 'no-sector', sector: unknown });
    if (t.moves.has(f.id)) return refuse({ code: 'moved-already', fleet: f.id });
    const path = pathOf(t, empire, o, p);
    return Array.isArray(path) ? undefined : path;
  },
  carry(t, empire, o, p) {
    const f = t.w.fleet(key(o.fleet))!;
    const path = pathOf(t, empire, o, p) as string[];
    t.moves.set(f.id, { path, row: o.row });
    return `${f.id} moves ${[f.location, ...path].join(' > ')} in the Movement phase`;
  },
  offered: (t, empire, fleet) => !!fleet && t.w.fleet(fleet)?.empire === empire,
  choices: (t, _empire, fleets) => ({
    targets: [...new Set(fleets.flatMap((id) => t.v.map.adjacent.get(t.w.fleet(id)?.location ?? '') ?? []))],
  }),
};
