// Bribes (PP2). A race pays another — the Orions above all — through the GM (PP2.21): the Bribe order
// moves the EBPV from its bank to the other's and tells the other's admiral what it is for; what the
// Orions do for it (information, ships hired, PP2.3) is theirs to honour or not (PP2.2) and the GM's
// to rule, by editing. Any EBPV given for anything but buying ships is a bribe (PP2.22), and a race
// pays at most 10% of its income of the turn in bribes (PP2.4). The Orion annex (BBB) is not in the
// seed: the GM runs the Orions by rulings. Choices: rule option ST41.

import type { Order } from '../../core/model';
import { inPlay } from '../../core/model';
import type { World } from '../../core/world';
import { incomes } from './income';

/** PP2.4: the share of a turn's income a race may pay in bribes. */
export const BRIBE_SHARE = 0.1;
const REFERENCE = 'PP2.21, PP2.4';

/** The EBPV the race has paid in bribes this turn so far. */
const paid = (w: World, empire: string) =>
  -w.newLedger.filter((l) => l.empire === empire && l.reference === REFERENCE && l.amount < 0).reduce((n, l) => n + l.amount, 0);

/** Bribe (an order): Target the race paid, Extras the EBPV and what for ("12 KLI fleet movements"). */
export function bribeOrder(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const to = o.target.trim().toUpperCase();
  if (to === empire || !w.c.empires.some((e) => e.id === to && inPlay(e)))
    return { refused: `write another race in the campaign in Target (${o.target || 'blank'})` };
  const m = /^\s*(\d+(?:\.\d+)?)\s*(.*)$/.exec(o.extras);
  const amount = m ? Number(m[1]) : NaN;
  if (!(amount > 0))
    return { refused: `write the EBPV first in Extras, then what it is for: "12 KLI fleet movements" (${o.extras || 'blank'})` };
  const income = incomes(w.c).get(empire)?.ebpv ?? 0;
  const cap = Math.floor(income * BRIBE_SHARE * 10) / 10;
  const before = paid(w, empire);
  if (before + amount > cap)
    return {
      refused: `${before ? `with the ${before} EBPV already paid this turn, ` : ''}${amount} EBPV is over 10% of this turn's income of ${income}: at most ${cap} (PP2.4)`,
    };
  if (w.treasury(empire) < amount) return { refused: `the bank holds ${w.treasury(empire)} EBPV (HH1.7)` };
  const what = m![2].trim();
  w.addLedger(empire, -amount, `Bribe to ${to}${what ? `: ${what}` : ''}`, REFERENCE);
  w.addLedger(to, amount, `Bribe from ${empire}${what ? `: ${what}` : ''}`, REFERENCE);
  w.log('Bribe', empire, `${amount} EBPV to ${to}${what ? ` for ${what}` : ''}`, 'PP2.21: through the GM');
  w.report(
    to,
    'Treasury',
    `${empire} pays you ${amount} EBPV through the GM${what ? ` for ${what}` : ''} (PP2.21); you need not honour it (PP2.2).`,
  );
  return { done: `${amount} EBPV to ${to}, through the GM (PP2.21; at most ${cap} this turn, PP2.4)` };
}
