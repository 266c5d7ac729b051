// To GM (issue 21): a request in free text, in Extras, about one of the admiral's fleets. It asks the GM
// a ruling (core/rulings.ts); the season waits for the answer, whose effect the GM makes by hand. It
// costs nothing and does not stop the fleet.

import type { OrderRule } from './rule';
import { refuse } from './refusal';
import { askRuling } from '../../../core/rulings';

export const toGm: OrderRule<string> = {
  kinds: ['To GM'],
  parse: (cmd) => cmd.extras || refuse({ code: 'no-question' }),
  check: () => undefined,
  plan: (plot, cmd, question) => {
    const fleet = plot.w.fleet(cmd.fleet)!.id;
    return {
      plan: { code: 'to-gm', fleet },
      when: 'now',
      apply: () => {
        const r = askRuling(plot.w, { empire: plot.empire, about: `${fleet} (row ${cmd.row})`, question, choices: [], default: '' });
        return { code: 'asked-gm', ruling: r.id };
      },
    };
  },
  offered: () => true,
};
