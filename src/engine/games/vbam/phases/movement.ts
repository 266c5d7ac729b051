// `VBAM Movement`: every fleet with a Move order moves along its path, all at once, one sector a step
// (sectors.ts moveFleets, VB5). Non-friendly fleets crossing one edge head-on both stop there: such a
// fleet stays in the last sector it left, facing the sector it was heading for (VB52), and meets the
// other in deep space (`VBAM Encounters`). Each fleet's location and route are written for the map.
// A treaty signed in this turn's Intel may close a system on a path ordered before it: the fleet stops
// there, and every fleet standing in a system closed to it is then interned (`VBAM Diplomacy`, VB93).

import type { VbamTurn } from '../turnState';
import { moveFleets, Mover } from '../sectors';
import { controlOfRows, standingIn } from '../fleets';
import { reasonWords, refuse } from '../orders/reason';
import { closedBorder, fleetKind, intern } from '../treaties';

export function movementPhase(t: VbamTurn): void {
  const { w } = t;
  const control = controlOfRows(t.v);
  const closedTo = (fleet: string) => {
    const f = w.fleet(fleet)!;
    const kind = fleetKind(w, fleet);
    return (s: string) => closedBorder(w, control, f.empire, kind, s);
  };
  const movers: Mover[] = [...t.moves].map(([fleet, { path }]) => {
    const f = w.fleet(fleet)!;
    const stop = path.findIndex(closedTo(fleet));
    return { fleet, power: f.empire, from: f.location, path: stop < 0 ? path : path.slice(0, stop + 1) };
  });
  const ends = moveFleets(movers, standingIn(w.c));
  for (const [i, end] of ends.entries()) {
    const m = movers[i];
    const f = w.fleet(m.fleet)!;
    const at = 'at' in end ? end.at : end.between[0];
    // Stopped on the edge between[0] → between[1]: the sectors entered are those before that step.
    const step = 'at' in end ? m.path.length : m.path.findIndex((s, i) => s === end.between[1] && (i ? m.path[i - 1] : m.from) === at);
    const route = [m.from, ...m.path.slice(0, step)];
    w.moveFleet(f, at);
    [f.arrivedFrom, f.arrivedIn, f.route] = [m.from, w.season, route];
    if ('at' in end) {
      w.report(f.empire, 'Movement', `${f.id} moved ${route.join(' > ')}.`);
      w.log('Movement', f.empire, `${f.id} moves ${[m.from, ...m.path].join(' > ')}`, `at ${at}`);
    } else {
      t.stopped.set(f.id, { toward: end.between[1], by: end.stoppedBy, rest: m.path.slice(step) });
      const why = refuse({ code: 'stopped-head-on', fleet: f.id, between: end.between, by: end.stoppedBy });
      w.report(f.empire, 'Movement', `${reasonWords(why)}${route.length > 1 ? ` after ${route.join(' > ')}` : ''}.`);
      w.log('Movement', f.empire, `${f.id} moves ${[m.from, ...m.path].join(' > ')}`, reasonWords(why));
      // The document cancels an order its movement can no longer carry out.
      const result = t.results.get(f.empire)?.find((r) => r.row === t.moves.get(f.id)!.row);
      if (result) Object.assign(result, { status: 'lost', refusal: why, text: `Move ${f.id}: ${reasonWords(why)}` });
    }
  }
  for (const f of w.c.fleets.filter((x) => x.status !== 'Interned' && w.shipsOf(x.id).length)) {
    const border = closedTo(f.id)(f.location);
    if (border) intern(w, f, border);
  }
}
