// GC D1: a squadron's strategic speed (the slowest ship's D1.10 hexes, less any D6.90 bog-down), and its
// Move order: the exact course plotted (D1.60), moved in the segments D1.40 gives its speed, each hex
// with the segment it is reached in. Unnavigable space is entered only as a course's first move, at
// speed 3 at most (A203); Deep space, beyond the arm's edge, not at all (A5.20).

import type { World } from '../../../core/world';
import type { Fleet, Order } from '../../../core/model';
import { courseProblem, CourseStep, scheduleCourse } from '../../../core/map/courses';
import { supplySpeed } from '../worlds/supply';
import { boggedSpeed, parseMoveCost, Propulsion, PROPULSIONS, SEGMENT_CHART, strategicHexes, tacticalSpeed } from '../base/speed';
import { CLASS_MOVEMENT, extraRow, movementRow } from '../base/rows';
import { terrainOf } from '../base/map';
import { crewSpeed } from '../forces/crew';
import { hasHpm, highSpeedCost } from './specialMovement';
import { hasRole } from '../../../core/model';
import { eliteX2Moves } from '../construction/xShips';

/** A203: the fastest a squadron moves through unnavigable space. */
const UNNAVIGABLE_SPEED = 3;

/** GC D4.24: the squadron has freighters (R1 units), which use neither double time nor trans-warp. */
const freighters = (w: World, f: Fleet): boolean =>
  w.shipsOf(f.id).some((s) => {
    return (
      movementRow(w, s.shipClass)?.Engines === 'Freighter' || ['small freighter', 'large freighter'].some((r) => hasRole(w.classOf(s), r))
    );
  });

/** A squadron's strategic speed this turn: its slowest ship's (D1.10), changed by its crews and crippled ships (C9.51c, C23.30), bogged down by D6.90, slowed out of supply (C13.20); or why it has none. */
export function squadronSpeed(w: World, f: Fleet): number | string {
  let speed = Infinity;
  for (const s of w.shipsOf(f.id)) {
    const hexes = classHexes(w, s.shipClass, f.empire);
    if (typeof hexes === 'string') return hexes;
    speed = Math.min(speed, hexes);
  }
  return supplySpeed(w, f, boggedSpeed(crewSpeed(w, f, speed === Infinity ? 0 : speed), Number(extraRow(w.c, 'Fleets', f.id).Bogged) || 0));
}

/** The hexes a Move order's Target names, in order, without the one the squadron starts in (A9.10 writes it first). */
export function courseOf(f: Fleet, target: string): string[] {
  const hexes = target
    .replace(/[{}]/g, ' ')
    .toUpperCase()
    .split(/[\s,>]+|-\s*/)
    .filter(Boolean);
  return hexes[0] === f.location ? hexes.slice(1) : hexes;
}

/** A Move order's course scheduled by D1.40, or why it cannot be followed; `rx` strategic moves go to its reactionary clauses (D1.20, D2.10). */
export function plotCourse(w: World, f: Fleet, o: Order, rx = 0): CourseStep[] | string {
  const speed = squadronSpeed(w, f);
  if (typeof speed === 'string') return speed;
  const course = courseOf(f, o.target);
  // C21.40: an elite second-generation X-squadron's 12 (6 into enemy territory), and a 13th move as RX.
  const elite = eliteX2Moves(w, f.empire, w.shipsOf(f.id), f.location, course);
  const max = elite === undefined ? speed - rx : elite - Math.max(0, rx - 1);
  if (!course.length && !o.target.trim())
    return 'write the hexes of its course in Target, e.g. "K11 K12 K13", or its own hex to hold it (GC D1.60)';
  const asked = /speed\s*(\d+)/i.exec(o.extras)?.[1];
  const moves = asked ? Number(asked) : course.length;
  if (moves > 12) return `${f.id} makes 12 moves a turn at most (GC D1.40, D3.10)`;
  // D4.10, D5.11: hexes on double time or trans-warp cost a half or a quarter of a move.
  const spent = highSpeedCost(w, f, o, course, rx, freighters(w, f));
  if (typeof spent === 'string') return spent;
  const cost = moves - (course.length - spent);
  const unnavigable = [f.location, ...course].filter((h) => terrainOf(w.c, h) === 'Unnavigable');
  const cap = unnavigable.length ? Math.min(max, UNNAVIGABLE_SPEED) : max;
  if (cost > cap || moves < course.length)
    return `${f.id} moves ${cap} hex(es) this turn${cap < max ? ' through unnavigable space (GC A203)' : elite !== undefined ? ` as an elite second-generation X-squadron: 12 in friendly space, six once in enemy territory${rx ? `, after ${rx} RX, the first a 13th move` : ''} (GC C21.40)` : rx ? ` (GC D1.10) after ${rx} RX (D2.10)` : ' (GC D1.10)'}; ${course.length} plotted${asked ? ` at speed ${moves}` : ''}`;
  const unknown = course.find((h) => !w.system(h));
  if (unknown) return `no hex ${unknown} on the map (GC A5.10)`;
  const late = course.findIndex((h, i) => i > 0 && terrainOf(w.c, h) === 'Unnavigable' && terrainOf(w.c, course[i - 1]) !== 'Unnavigable');
  if (late >= 0) return `${course[late]} is unnavigable space: a squadron enters it only on its first move of the turn (GC A203)`;
  const ticks = SEGMENT_CHART[moves];
  const why = courseProblem(f.location, course, (h) => w.neighbours(h), ticks);
  return why ? `${why} (GC D1.60, A5.20)` : scheduleCourse(course, ticks);
}

/** The live check's words: each hex with its segment (D1.40), or that it holds its hex. */
export const courseWords = (steps: readonly CourseStep[]): string =>
  steps.map((s) => `${s.place} in segment ${s.tick}`).join(', ') || 'holds its hex';

/** A class's D1.10 strategic hexes a turn (four at tactical speed 35 with the empire's HPM, D3.10), or why it has none. */
export function classHexes(w: World, shipClass: string, empire = ''): number | string {
  const row = movementRow(w, shipClass);
  const cost = parseMoveCost(String(row?.['Move cost'] ?? ''));
  if (!row || cost === undefined) return `${shipClass} has no warp boxes and move cost on the ${CLASS_MOVEMENT} tab (GC D1.10)`;
  const engines = (PROPULSIONS as readonly string[]).includes(String(row.Engines)) ? (row.Engines as Propulsion) : 'Warp';
  return strategicHexes(tacticalSpeed(Number(row['Warp boxes']) || 0, cost), engines, !!empire && hasHpm(w.c, empire));
}
