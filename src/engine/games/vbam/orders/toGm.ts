// To GM (as Empires at War has it, issue 21): a question in free text, in Extras, about one of the
// empire's fleets (Fleet) or about the empire (Fleet blank). It becomes a ruling (core/rulings.ts): the
// turn waits at its end for the GM's answer, whose effect the GM makes by hand. It costs nothing.

import { key } from '../../../core/ids';
import { askRuling } from '../../../core/rulings';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';

export const TO_GM: VbamOrderRule<{ question: string }> = {
  parse: (o) =>
    o.extras.trim() ? { question: o.extras.trim() } : refuse({ code: 'blank', column: 'Extras', want: 'the question for the GM' }),
  check(t, empire, o) {
    if (!o.fleet.trim()) return undefined;
    const f = t.w.fleet(key(o.fleet));
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    return f.empire === empire ? undefined : refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
  },
  carry(t, empire, o, p) {
    const about = `${o.fleet.trim() ? `${t.w.fleet(key(o.fleet))!.id} ` : ''}(row ${o.row})`;
    const r = askRuling(t.w, { empire, about, question: p.question, choices: [], default: '' });
    return `asked the GM: ruling ${r.id}, answered before the turn ends`;
  },
  offered: () => true,
};
