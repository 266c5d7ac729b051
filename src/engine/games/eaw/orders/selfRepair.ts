// Self-repair (EaW 22b, 24.0): 1 MP; in post-combat resolution each ship makes its 3 x DAMCON repairs,
// applied by the admiral in their SFB records.

import type { Completing } from './rule';
import { postCombatWork } from './support';

export const selfRepair: Completing<null> = {
  kinds: ['Self-repair'],
  parse: () => null,
  check: () => undefined,
  plan: (plot, cmd) => ({
    plan: { code: 'self-repair', fleet: cmd.fleet },
    mp: 1,
    when: 'post-combat',
    postCombat: postCombatWork(plot, 'self-repair', cmd.fleet, cmd.row),
  }),
  complete: (w, a) => {
    w.report(
      a.empire,
      'Developments',
      `${a.fleet} self-repaired in post-combat: apply each ship's 3 x DAMCON repairs in your SFB records (EaW 22b, 24.0).`,
    );
    return { code: 'self-repaired', fleet: a.fleet };
  },
  offered: () => true,
};
