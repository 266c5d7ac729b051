// Movement by speed category (DD2): how many hexes a unit moves in each phase of a turn. A fleet moves
// at the category of its slowest ship (DD2.0: one speed on the map), its towers' new one when it tows
// ships without warp engines (DD6, towing.ts).

import type { Fleet, ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { LAST_PHASE } from './calendar';
import { isTug, towedCategories } from './towing';
import { SPEED_CATEGORIES, type SpeedCategory } from './speedCategories';

export { SPEED_CATEGORIES, type SpeedCategory };

/**
 * A class's category by its Speed (Classes tab) and roles: an X-ship, or a class whose Speed is above 31
 * (rule option ST8: how the Classes tab marks a fast warship), is Fast.
 */
export function categoryOf(cls: ShipClass | undefined): SpeedCategory {
  const speed = cls?.speed ?? 0;
  if (hasRole(cls, 'X-ship') || speed > 31) return 'Fast';
  return speed >= 31 ? 'Full' : speed >= 21 ? 'Medium' : speed > 0 ? 'Slow' : 'No warp';
}

/** The slowest of the categories (a fleet's); No warp for none. */
export function slowest(categories: readonly SpeedCategory[]): SpeedCategory {
  if (!categories.length) return 'No warp';
  return SPEED_CATEGORIES[Math.min(...categories.map((c) => SPEED_CATEGORIES.indexOf(c)))];
}

/** DD6.2: the category a ship tows at: half its speed's (rule option ST34), an X-ship no longer fast. */
const towingCategory = (cls: ShipClass | undefined): SpeedCategory =>
  cls ? categoryOf({ ...cls, speed: Math.floor(cls.speed / 2), roles: cls.roles.filter((r) => r !== 'X-ship') }) : 'No warp';

/** A fleet's category: its slowest ship's, once its ships without warp engines are towed (DD6, towing.ts). */
export function fleetCategory(w: World, f: Fleet): SpeedCategory {
  const hulls = w.shipsOf(f.id).map((s) => {
    const cls = w.classOf(s);
    return { category: categoryOf(cls), towing: towingCategory(cls), tug: isTug(cls) };
  });
  return slowest(towedCategories(hulls, SPEED_CATEGORIES));
}

/** A Medium unit's two rest phases (DD2.31), or a Fast unit's two double phases (DD2.51), one in each half of the turn. */
export interface SpeedPlan {
  readonly rest?: readonly [number, number];
  readonly double?: readonly [number, number];
}

/** The plan each category takes when the order names none: the earliest phases allowed. */
const DEFAULT_PLAN: Partial<Record<SpeedCategory, SpeedPlan>> = { Medium: { rest: [2, 6] }, Fast: { double: [1, 5] } };

/**
 * The Speed plan as written ("rest 2 6", "double 3 7"; blank: the default) for a category, or why it
 * cannot stand. `lastDouble`: the phases the fleet moved two hexes last turn (DD2.51: after phase 8, not
 * phase 1).
 */
export function parsePlan(text: string, category: SpeedCategory, lastDouble: readonly number[] = []): SpeedPlan | string {
  const t = text.trim().toLowerCase();
  if (!t) return DEFAULT_PLAN[category] ?? {};
  const m = /^(rest|double)\s+(\d)\D+(\d)$/.exec(t);
  if (!m) return `"${text}": write "rest 2 6" (DD2.31) or "double 3 7" (DD2.51)`;
  const [kind, a, b] = [m[1], Number(m[2]), Number(m[3])];
  if (kind === 'rest') {
    if (category !== 'Medium') return `only a fleet of speed 21-30 chooses rest phases (DD2.31); this one is ${category}`;
    if (![2, 3].includes(a) || ![6, 7].includes(b)) return 'the rest phases are 2 or 3, then 6 or 7 (DD2.31)';
    return { rest: [a, b] };
  }
  if (category !== 'Fast') return `only fast warships and X-ships move two hexes in a phase (DD2.51); this fleet is ${category}`;
  if (a < 1 || a > 4 || b < 5 || b > 8) return 'one double phase in phases 1-4, one in 5-8 (DD2.5: five hexes in four phases)';
  if (a === 4 && b === 5) return 'a double phase 4 rules out phase 5 (DD2.51)';
  if (a === 1 && lastDouble.includes(LAST_PHASE)) return 'last turn ended with a double phase 8, which rules out phase 1 (DD2.51)';
  return { double: [a, b] };
}

/** How many hexes a unit of the category moves in the phase (1-8), by its plan. */
export function hexesInPhase(category: SpeedCategory, phase: number, plan: SpeedPlan): number {
  switch (category) {
    case 'No warp':
      return phase === LAST_PHASE ? 1 : 0;
    case 'Slow':
      return phase % 2 === 0 ? 1 : 0;
    case 'Medium':
      return (plan.rest ?? DEFAULT_PLAN.Medium!.rest!).includes(phase) ? 0 : 1;
    case 'Full':
      return 1;
    case 'Fast':
      return (plan.double ?? DEFAULT_PLAN.Fast!.double!).includes(phase) ? 2 : 1;
  }
}
