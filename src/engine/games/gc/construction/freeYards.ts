// GC B8.41: the free war cruiser and war destroyer shipyards. One turn before the inception date of an
// empire's first CW hull (the earliest Year of its race's classes whose Hull type is CW), and again for the
// first DW hull, its homeworld produces a CWSY (a DWSY) free. The turn before a Year is that Year less one's
// last turn; the yard stands on the Systems row as that turn ends, ready for the inception year's builds
// (rule option GC273). It may not overtax B8.30's capacity: with no room at the homeworld (its yards built
// and building), it goes to the nearest of the empire's systems with room (fewest hexes, then by id).

import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { stepsFrom } from '../../../core/map/paths';
import { GC_CALENDAR } from '../base/calendar';
import { extraRow, setExtra, SYSTEM_CLASSES } from '../base/rows';
import { CAPACITY, SHIPYARDS, YARD_KINDS, YARDS, yardsAt } from '../base/shipyards';
import { constructionRows, hullType } from './construction';

const FREE = [
  ['CW', 'CWSY'],
  ['DW', 'DWSY'],
] as const;

/** GC B8.41: the inception year of the empire's first class of a hull type, if it has one. */
function firstYear(w: World, race: string, hull: 'CW' | 'DW'): number | undefined {
  const years = w.c.classes.filter((k) => sameName(k.race, race) && hullType(w, k) === hull).map((k) => k.yearInService);
  return years.length ? Math.min(...years) : undefined;
}

/** GC B8.30: the capacity points a system has left, its yards and those building there counted. */
function room(w: World, hex: string): number {
  const kind = SYSTEM_CLASSES.find((k) => k === extraRow(w.c, 'Systems', hex)['System class']);
  if (!kind) return 0;
  const building = constructionRows(w)
    .filter((r) => r.Hex === hex && (r.Status === 'Ordered' || r.Status === 'Building'))
    .flatMap((r) => YARD_KINDS.filter((y) => y === r.Class));
  return CAPACITY[kind] - [...yardsAt(w, hex), ...building].reduce((sum, y) => sum + YARDS[y], 0);
}

/** GC B8.41: where the empire's free yard goes: the homeworld, or the nearest of its systems with room. */
function siteFor(w: World, empire: string, points: number): string | undefined {
  const owned = w.c.systems.filter((s) => sameName(s.owner, empire)).map((s) => s.id);
  const home = owned.find((h) => extraRow(w.c, 'Systems', h)['System class'] === 'Homeworld');
  if (!home) return undefined;
  const steps = stepsFrom(home, (x) => w.neighbours(x));
  return owned.filter((h) => steps.has(h) && room(w, h) >= points).sort((a, b) => steps.get(a)! - steps.get(b)! || (a < b ? -1 : 1))[0];
}

/** As the turn ends: each empire whose first CW (DW) hull comes in next year, on the year's last turn, gains its free yard. */
export function freeYards(w: World): void {
  const last = GC_CALENDAR.turns[GC_CALENDAR.turns.length - 1];
  if (w.c.settings.season !== last) return;
  for (const e of w.c.empires) {
    for (const [hull, yard] of FREE) {
      if (firstYear(w, e.race, hull) !== w.c.settings.year + 1) continue;
      const hex = siteFor(w, e.id, YARDS[yard]);
      if (!hex) {
        w.report(e.id, 'Builds', `No system of yours has room for the free ${yard} of your first ${hull} hull (GC B8.41, B8.30)`);
        continue;
      }
      setExtra(w.c, 'Systems', hex, { [SHIPYARDS]: [...yardsAt(w, hex), yard].join(', ') });
      w.log('Build', e.id, `free ${yard} at ${hex}: the first ${hull} hull comes in Y${w.c.settings.year + 1}`, 'GC B8.41');
      w.report(
        e.id,
        'Builds',
        `A free ${yard} stands at ${hex}, ready for your first ${hull} hull in Y${w.c.settings.year + 1} (GC B8.41).`,
      );
    }
  }
}
