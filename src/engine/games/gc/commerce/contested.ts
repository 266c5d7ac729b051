// GC B1.60: a contested system produces no income for any empire, "as decided by the GM". At the end of
// each turn, a system whose hex holds squadrons of an empire at war with its owner asks the GM's ruling
// (Contested or Not contested, default Contested: rule option GC101), pausing the turn like the morale
// checks (an empire out of play, e.g. surrendered, is asked nothing). The answer is the system's Contested column, which the next turn's treasury reads (B11.15b);
// the GM may also tick it by hand. Each turn's end clears the column and asks again.

import { inPlay, Ruling } from '../../../core/model';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { CONTESTED, extraRow, setExtra } from '../base/rows';
import { sensedBy } from '../sensors/sensoring';

const ABOUT = 'Contested system: ';
const [CONTESTED_ANSWER, NOT_CONTESTED] = ['Contested', 'Not contested'];

/** After segment 12: each owned system with enemy squadrons in its hex asks its ruling; answers whether any was asked. */
export function contestedStep(w: World): boolean {
  let asked = false;
  const sensed = new Map<string, ReturnType<typeof sensedBy>>();
  for (const s of w.c.systems) {
    if (extraRow(w.c, 'Systems', s.id)[CONTESTED]) setExtra(w.c, 'Systems', s.id, { [CONTESTED]: '' });
    const owner = w.c.empires.find((e) => e.id === s.owner);
    if (!owner || !inPlay(owner) || !extraRow(w.c, 'Systems', s.id)['System class']) continue;
    // Only squadrons the owner's sensors read: the ruling must not tell its admiral of a hidden one (C8.10).
    const foes = w.fleetsAt(s.id).filter((f) => w.hostile(f.empire, s.owner) && w.shipsOf(f.id).length);
    if (!foes.length) continue;
    if (!sensed.has(owner.id)) sensed.set(owner.id, sensedBy(w, owner.id));
    const seen = foes.filter(sensed.get(owner.id)!);
    if (!seen.length) continue;
    askRuling(w, {
      empire: s.owner,
      about: ABOUT + s.id,
      question:
        `${s.id} (${s.owner}) ends ${w.season} with ${seen.map((f) => `${f.id} (${f.empire})`).join(', ')} in its hex. ` +
        `Is it contested, producing nothing for any empire next turn (GC B1.60)?`,
      choices: [CONTESTED_ANSWER, NOT_CONTESTED],
      default: CONTESTED_ANSWER,
    });
    asked = true;
  }
  return asked;
}

/** The GM's answers: each system ruled contested is marked so on its Contested column. */
export function applyContested(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && sameName(x.answer, CONTESTED_ANSWER))) {
    const hex = r.about.slice(ABOUT.length);
    setExtra(w.c, 'Systems', hex, { [CONTESTED]: true });
    w.log('Economy', r.empire, `${hex} is contested (ruling ${r.id}): it produces nothing next turn`, 'GC B1.60');
  }
}
