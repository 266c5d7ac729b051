// GC C6.30, C8.30, Appendix 2/B-2/C: searching a hex for cloaked and hidden squadrons. A Search order names
// the squadron (Fleet) and the hex (Target). Each segment it spends there it searches once (2/B, 2/C: one
// hex a segment), for the first squadron of an empire at war with its own there that is Cloaked or Hidden
// (Fleets Concealment) and not yet found (rule option GC120): a d6 at or under the chart's chance finds it.
// For a cloaked squadron the segment it enters the hex does not count (2/B); a hidden one may be searched
// for only by a squadron with special sensors or a ship of the SC (scout) role (2/C). Found, the squadron
// loses its concealment (its owner's admiral or the GM may set it again on a later turn) and both are told;
// the scenario C6.30 allows is the GM's (its first round's -30% for the cloaked units too).

import { secondGeneration } from './xShips';
import type { Fleet, Order } from '../../core/model';
import type { RowColumn, TurnStep } from '../../core/game';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { hasRole } from '../../core/model';
import { extraRow, setExtra } from './rows';
import { concealmentOf, specialSensors } from './sensoring';
import { parseCourse } from './movement';
import { terrainOf } from './map';
import { chanceOf, Modifier, searcherModifiers } from './searchers';

export const SEARCH = 'Search';

export const SEARCH_FLEET_COLUMN: RowColumn = {
  header: SEARCH,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C6.30, C8.30: the hex it searches this turn for cloaked and hidden squadrons, set by its Search order; cleared as the turn ends.',
};

/** GC Appendix 2/B: the cloaked squadron's strategic speed this turn (its course's hexes) as a modifier. */
const SPEED_MODIFIER = (speed: number): number => (speed <= 3 ? speed - 4 : speed <= 6 ? 1 : 2);

const course = (w: World, f: Fleet) => parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? ''));
const scout = (w: World, f: Fleet): boolean =>
  w.shipsOf(f.id).some((s) => {
    const k = w.classOf(s);
    // C21.40: an XCA acts as an SR, the other second-generation X-ships as scouts.
    return !!k && (hasRole(k, 'scout') || /^(SR|SC)$/i.test(k.hull) || !!secondGeneration(k));
  });

/** Appendix 2/B or 2/C: `f`'s chance to find `prey` (cloaked or hidden) at `hex`. */
export function findChance(w: World, f: Fleet, prey: Fleet, hex: string): { chance: number; why: string[] } {
  const ships = w.shipsOf(prey.id);
  const sensors = specialSensors(w, f).count > 0;
  if (concealmentOf(w, prey.id) === 'Cloaked') {
    const speed = course(w, prey).length;
    return chanceOf([
      ...searcherModifiers(w, f),
      [-1, 'no special sensors', !sensors],
      [Math.floor(ships.length / 4), 'ships under cloak', ships.length >= 4],
      [-1, 'two or fewer under cloak', ships.length <= 2],
      [SPEED_MODIFIER(speed), `strategic speed ${speed}`, true],
    ]);
  }
  const hulls = ships.map((s) => w.classOf(s)?.hull.toUpperCase() ?? '');
  const biggest = Math.min(...ships.map((s) => w.classOf(s)?.sizeClass ?? 4));
  const mods: Modifier[] = [
    ...searcherModifiers(w, f),
    [-2, 'no SR or SC to search', !scout(w, f)],
    [-2, 'size class 3 or smaller', biggest >= 3],
    [-1, 'a radiation zone', terrainOf(w.c, hex) === 'Radiation zone'],
    [-1, 'silent running', true],
    [3, 'a starbase', hulls.includes('SB')],
    [1, 'a BATS or BS', hulls.includes('BATS') || hulls.includes('BS')],
  ];
  return chanceOf(mods);
}

/** A Search order: Fleet the squadron, Target the hex (C6.30, C8.30). */
export function searchOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Search ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  if (!w.system(hex)) return refused(`${hex || '(blank Target)'} is no hex of the map`);
  if (![f.location, ...course(w, f).map((s) => s.place)].includes(hex))
    return refused(`${f.id} is not at ${hex} this turn: it searches a hex its course takes it to (GC C6.30)`);
  setExtra(w.c, 'Fleets', f.id, { [SEARCH]: hex });
  const hidden = specialSensors(w, f).count > 0 || scout(w, f) ? '' : '; hidden squadrons want special sensors or a scout (Appendix 2/C)';
  return {
    row: o.row,
    status: 'done',
    text: `Search ${f.id} at ${hex}: once a segment there for cloaked and hidden squadrons (GC C6.30, C8.30)${hidden}`,
  };
}

/** Each segment: each searcher in its hex looks once for an enemy squadron cloaked or hidden there (C6.30, C8.30). */
export const SEARCH_STEP: TurnStep<{ tick: number }> = {
  name: 'Searches',
  run: (w, t) => {
    for (const f of w.c.fleets) {
      const hex = String(extraRow(w.c, 'Fleets', f.id)[SEARCH] ?? '');
      if (!hex || f.location !== hex || !w.shipsOf(f.id).length) continue;
      const entered = course(w, f).some((s) => s.tick === t.tick);
      const prey = w.fleetsAt(hex).find((g) => {
        const c = concealmentOf(w, g.id);
        if (!w.hostile(f.empire, g.empire) || !w.shipsOf(g.id).length) return false;
        if (c === 'Cloaked') return !entered;
        return c === 'Hidden' && (specialSensors(w, f).count > 0 || scout(w, f));
      });
      if (!prey) continue;
      const what = concealmentOf(w, prey.id)?.toLowerCase();
      const { chance } = findChance(w, f, prey, hex);
      if (chance < 1) continue;
      if (w.dice.roll(1, 6, `${f.id} searches ${hex} for a ${what} squadron: ${chance} or less (GC Appendix 2)`) > chance) continue;
      setExtra(w.c, 'Fleets', prey.id, { Concealment: '' });
      w.report(f.empire, 'Vision', `${f.id} found the ${what} squadron ${prey.id} of ${prey.empire} at ${hex} (GC C6.30, C8.30)`);
      w.report(prey.empire, 'Vision', `${prey.id}, ${what} at ${hex}, was found by a search of ${f.empire} (GC C6.30, C8.30)`);
    }
  },
};

/** As a turn ends: the searches end. */
export function closeSearches(w: World): void {
  for (const f of w.c.fleets) if (extraRow(w.c, 'Fleets', f.id)[SEARCH]) setExtra(w.c, 'Fleets', f.id, { [SEARCH]: '' });
}
