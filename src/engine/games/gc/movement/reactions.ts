// GC D2: reactionary movement. At the end of each segment every squadron's clauses fire on what that
// squadron sees (C5.10 range 0 and 1, A300.40): a bottleneck (D2.32) takes it into its target's hex the
// next segment (D2.20: no sooner than one segment after the sighting) and the battle there is fought; a
// strategic stop (D2.36) ends its course where it is. In a battle, a bypass (D2.33b) keeps the squadron
// out of it once a turn, a bottleneck's target included (D2.32: "unless he had a BM available").

import type { TurnStep } from '../../../core/game';
import type { Campaign, Fleet } from '../../../core/model';
import type { World } from '../../../core/world';
import type { CourseStep } from '../../../core/map/courses';
import { courseText, parseCourse } from '../base/course';
import { parseStanding, RxClause, StandingOrders, standingText } from '../base/standing';
import { BOTTLENECK, empireCode, extraRow, setExtra } from '../base/rows';
import { seenFrom } from '../sensors/sensoring';
import { concealmentOf } from '../sensors/sensoring';

export const STANDING_ORDERS = 'Standing orders';

/** A squadron's standing orders this turn (none when its column is blank). */
export function standingOf(c: Campaign, id: string): StandingOrders {
  const s = parseStanding(String(extraRow(c, 'Fleets', id)[STANDING_ORDERS] ?? ''));
  return typeof s === 'string' ? { rx: [] } : s;
}

const courseOf = (w: World, f: Fleet): CourseStep[] => parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? ''));

/** A clause spent: it leaves the squadron's standing orders. */
function spend(w: World, f: Fleet, clause: RxClause): void {
  const s = standingOf(w.c, f.id);
  const rx = [...s.rx];
  rx.splice(
    rx.findIndex((c) => c.kind === clause.kind && c.trigger === clause.trigger && c.target === clause.target),
    1,
  );
  setExtra(w.c, 'Fleets', f.id, { [STANDING_ORDERS]: standingText({ ...s, rx }) });
}

/** Concealments a reactionary clause does not see through (C6.20, C6.30, C8.10). */
const UNSEEN_BY_REACTIONS = new Set(['Hidden', 'Cloaked']);

/**
 * The foreign squadrons a squadron sees that a clause's target names: a squadron code, an empire's code, or
 * any enemy. A hidden squadron is not seen (C8.10), nor a cloaked one, a presence until searched (C6.20, C6.30).
 */
export function sighted(w: World, f: Fleet, target: string): Fleet[] {
  const named = (g: Fleet) => (target ? g.id === target || empireCode(w.c, g.empire) === target : w.hostile(f.empire, g.empire));
  return seenFrom(w, f.location)
    .flatMap((hex) => w.fleetsAt(hex))
    .filter((g) => g.empire !== f.empire && w.shipsOf(g.id).length && named(g) && !UNSEEN_BY_REACTIONS.has(concealmentOf(w, g.id) ?? ''))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** GC D2.36: the squadron's course ends where it stands in this segment. */
export function strategicStop(w: World, f: Fleet, segment: number): void {
  setExtra(w.c, 'Fleets', f.id, { Course: courseText(courseOf(w, f).filter((s) => s.tick <= segment)) });
}

/** GC D2.32, D2.20: the squadron enters its prey's hex in the next segment, its course ending there (noted for the first round's penalty). */
export function bottleneck(w: World, f: Fleet, prey: Fleet, segment: number): void {
  const into = courseText([{ place: prey.location, tick: segment + 1 }]);
  setExtra(w.c, 'Fleets', f.id, { Course: into, [BOTTLENECK]: into });
}

/** The first of a squadron's clauses that fires this segment does what it says, and is spent. */
function react(w: World, f: Fleet, segment: number): void {
  const say = (text: string, rule: string) => {
    w.log('Reaction', f.empire, text, rule);
    w.report(f.empire, 'Movement', text);
  };
  for (const clause of standingOf(w.c, f.id).rx) {
    if (clause.kind === 'SS' && (clause.trigger === 'segment' ? Number(clause.target) === segment : sighted(w, f, clause.target).length)) {
      strategicStop(w, f, segment);
      spend(w, f, clause);
      return say(`${f.id} makes a strategic stop at ${f.location} (RX SS)`, 'GC D2.36');
    }
    const prey = clause.kind === 'BN' && segment < 12 ? sighted(w, f, clause.target)[0] : undefined;
    if (prey) {
      bottleneck(w, f, prey, segment);
      spend(w, f, clause);
      return say(`${f.id} sees ${prey.id} at ${prey.location} and bottlenecks it in segment ${segment + 1} (RX BN)`, 'GC D2.32, D2.20');
    }
  }
}

/** Each squadron's clauses fire on what it sees once the segment's moves and battles are done. */
export const REACTIONS_STEP: TurnStep<{ tick: number }> = {
  name: 'Reactions',
  run: (w, t) => {
    for (const f of [...w.c.fleets]) if (w.shipsOf(f.id).length) react(w, f, t.tick);
  },
};

/** GC D2.33b: a squadron with a bypass left avoids this engagement (the bypass is spent); false when it has none. */
export function bypasses(w: World, f: Fleet, hex: string): boolean {
  const bm = standingOf(w.c, f.id).rx.find((c) => c.kind === 'BM');
  if (!bm) return false;
  spend(w, f, bm);
  w.log('Reaction', f.empire, `${f.id} bypasses the engagement at ${hex} (RX BM)`, 'GC D2.33b, D2.32');
  w.report(f.empire, 'Battles', `${f.id} bypasses the engagement at ${hex} (RX BM).`);
  return true;
}
