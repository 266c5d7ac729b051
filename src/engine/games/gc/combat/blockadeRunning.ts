// GC C12.60, C12.92-C12.93: running a blockade. A squadron of a foe in a hex a squadron blockades, whose
// course leaves that hex in a segment, runs the blockade: with an RX BM left it bypasses the blockaders
// (D2.33b: no die, the document gives the bypass no chance; rule option GC147) and goes on its way, the
// blockade unbroken (C12.60). Without one it cannot disengage past them: it stays, its course ending
// there, and fights them that segment (C12.93); beating them breaks the blockade (C12.20), and it leaves
// by a later turn's Move. A squadron bringing EPs in (C12.92) meets the blockaders as it enters the hex:
// the battle, or its bypass, as any meeting (battles.ts).

import type { Fleet } from '../../../core/model';
import type { TurnStep } from '../../../core/game';
import type { World } from '../../../core/world';
import { extraRow } from '../base/rows';
import { parseCourse } from '../base/course';
import { blockadeOf } from '../worlds/blockades';
import { bypasses, strategicStop } from '../movement/reactions';
import { meetings } from './battles';

/** The squadrons blockading `hex` against `f`'s empire. */
const blockaders = (w: World, f: Fleet, hex: string): Fleet[] =>
  w.fleetsAt(hex).filter((g) => blockadeOf(w.c, g.id) === hex && w.hostile(g.empire, f.empire) && w.shipsOf(g.id).length);

/** Before each segment's moves: each squadron leaving a blockaded hex runs the blockade or is held to fight. */
export const RUN_BLOCKADE_STEP: TurnStep<{ tick: number }> = {
  name: 'Running blockades',
  run: (w, t) => {
    const held = new Set<string>();
    for (const f of w.c.fleets) {
      const step = parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? '')).find((s) => s.tick === t.tick);
      if (!step || step.place === f.location || !w.shipsOf(f.id).length) continue;
      const them = blockaders(w, f, f.location);
      if (!them.length) continue;
      const who = them.map((g) => g.id).join(', ');
      if (bypasses(w, f, f.location)) {
        w.report(
          f.empire,
          'Developments',
          `${f.id} runs the blockade of ${f.location} by ${who} with its bypass in segment ${t.tick} (GC C12.93, D2.33b)`,
        );
        continue;
      }
      strategicStop(w, f, t.tick - 1);
      held.add(f.location);
      w.report(
        f.empire,
        'Developments',
        `${f.id} cannot leave ${f.location} past the blockade by ${who} without a bypass: it fights them there in segment ${t.tick} and moves no further this turn (GC C12.93)`,
      );
    }
    if (held.size) meetings(w, t.tick, held);
  },
};
