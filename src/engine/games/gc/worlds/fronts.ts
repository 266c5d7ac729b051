// GC C11.10-C11.20: fronts. Where a front runs is the GM's judgement (C11.20): as a turn ends, an empire
// whose squadrons stand in another's space (hexes of no system that a foe at war owns) with no squadron
// of that foe there asks the GM whether its front advances over those hexes. Answered Front advances, the
// hexes become its own, a turn behind the advance (C11.10); Front holds (the default: rule option GC144)
// leaves them. The GM weighs what the document leaves to him: undisputed control, and no front around a
// strong point (a system or base) that is not blockaded (C11.20).

import { inPlay, Ruling } from '../../../core/model';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { extraRow, setOwner } from '../base/rows';

const ABOUT = 'Front: ';
export const [ADVANCES, HOLDS] = ['Front advances', 'Front holds'];

/** The foe's hexes of space the empire's squadrons hold alone as the turn ends, by foe. */
function heldSpace(w: World, empire: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of w.c.fleets) {
    const sys = w.system(f.location);
    const foe = sys?.owner;
    if (!sameName(f.empire, empire) || !foe || !w.shipsOf(f.id).length || !w.hostile(empire, foe)) continue;
    if (extraRow(w.c, 'Systems', f.location)['System class']) continue;
    if (w.fleetsAt(f.location).some((g) => sameName(g.empire, foe) && w.shipsOf(g.id).length)) continue;
    const hexes = out.get(foe) ?? [];
    if (!hexes.includes(f.location)) out.set(foe, [...hexes, f.location]);
  }
  return out;
}

/** As the turn ends: each empire holding a foe's space asks where its front runs; true when any was asked. */
export function askFronts(w: World): boolean {
  let asked = false;
  for (const e of w.c.empires.filter(inPlay))
    for (const [foe, hexes] of heldSpace(w, e.id)) {
      askRuling(w, {
        empire: e.id,
        about: `${ABOUT}${e.id} into ${foe} space at ${hexes.join(' ')}`,
        question:
          `${e.id}'s squadrons end ${w.season} alone in ${foe} space at ${hexes.join(', ')}. Does ${e.id}'s front advance over them (GC C11.10, C11.20)? ` +
          `It follows an advance a turn behind, over space held undisputed, and not around a ${foe} system or base that is not blockaded.`,
        choices: [ADVANCES, HOLDS],
        default: HOLDS,
      });
      asked = true;
    }
  return asked;
}

/** The GM's answers: a front that advances makes the hexes its empire's. */
export function applyFronts(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && sameName(x.answer, ADVANCES))) {
    const hexes = r.about.replace(/^.* at /, '').split(' ');
    const taken = hexes.filter((h) => {
      const sys = w.system(h);
      if (!sys?.owner || sameName(sys.owner, r.empire)) return false;
      w.report(sys.owner, 'Developments', `${r.empire}'s front advances over ${h} (GC C11.10)`);
      setOwner(w.c, sys, r.empire);
      return true;
    });
    if (taken.length) w.log('Front', r.empire, `front advances over ${taken.join(', ')} (ruling ${r.id})`, 'GC C11.10, C11.20');
  }
}
