// GC A9.10, D2.10: what an admiral leaves to captain's discretion becomes a ruling. A squadron whose
// orders carry a guideline (CD ...) or a reactionary move of no stated use (RX CD) asks the GM, at the end
// of the segment in which it first sees an enemy squadron, what its captain does: carry on, make a
// strategic stop (D2.36), or, with an RX CD, bottleneck one of those it sees (D2.32). The turn pauses
// there; Apply rulings makes the answer its course and the turn goes on from the next segment.

import type { TurnStep } from '../../../core/game';
import type { Ruling } from '../../../core/model';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { bottleneck, sighted, standingOf, STANDING_ORDERS, strategicStop } from './reactions';
import { standingText } from '../base/standing';
import { setExtra } from '../base/rows';

const ABOUT = "Captain's discretion: ";
const [CARRY_ON, STOP, BOTTLENECK] = ['Carry on', 'Strategic stop', 'Bottleneck'];

/** Each squadron with something left to its captain that sees an enemy asks its ruling (once a turn); any asked pause the turn. */
export const DISCRETION_STEP: TurnStep<{ tick: number }> = {
  name: 'Discretion',
  run: (w, t) => {
    let asked = false;
    for (const f of w.c.fleets) {
      const orders = standingOf(w.c, f.id);
      const rx = orders.rx.find((c) => c.kind === 'CD');
      if ((!rx && !orders.guideline) || !w.shipsOf(f.id).length) continue;
      const seen = sighted(w, f, rx?.target ?? '');
      if (!seen.length) continue;
      setExtra(w.c, 'Fleets', f.id, {
        [STANDING_ORDERS]: standingText({ ...orders, rx: orders.rx.filter((c) => c !== rx), guideline: undefined }),
      });
      const left = [orders.guideline && `"${orders.guideline}"`, rx && 'a reactionary move to use as he sees fit (D2.10)']
        .filter(Boolean)
        .join(' and ');
      askRuling(w, {
        empire: f.empire,
        about: ABOUT + f.id,
        question:
          `${f.id} at ${f.location} sees ${seen.map((g) => `${g.id} at ${g.location}`).join(', ')} in segment ${t.tick}. ` +
          `Its orders leave to its captain ${left}: what does he do (GC A9.10)?`,
        choices: [CARRY_ON, STOP, ...(rx && t.tick < 12 ? seen.map((g) => `${BOTTLENECK} ${g.id}`) : [])],
        default: CARRY_ON,
      });
      asked = true;
    }
    if (!asked) return;
    w.c.settings.phase = 'Rulings';
    return 'pause';
  },
};

/** The GM's answers to the discretion rulings made the squadrons' courses, in the segment the turn paused at. */
export function applyDiscretion(w: World, applied: readonly Ruling[]): void {
  const segment = w.c.settings.pausedAt?.tick ?? 12;
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const f = w.fleet(r.about.slice(ABOUT.length));
    if (!f) continue;
    const prey = w.fleet(/^bottleneck\s+(\S+)$/i.exec(r.answer.trim())?.[1].toUpperCase() ?? '');
    if (sameName(r.answer, STOP)) strategicStop(w, f, segment);
    else if (prey) bottleneck(w, f, prey, segment);
    else continue;
    w.log('Reaction', f.empire, `${f.id}: ${r.answer} (captain's discretion, ruling ${r.id})`, 'GC A9.10, D2.10');
  }
}
