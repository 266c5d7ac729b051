// Invest tech (`VBAM Turn Orders`, `VBAM Tech`): EP from the Point Pool into the empire's tech investment
// pool (the Tech tab), rolled against at turns 6 and 12. Extras: the EP. The pool holds at most 200% of
// the investment this turn's Total Domestic Product requires: more is refused, not charged (VB99).

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turn';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { pay, shortOf } from './work';
import { mostToInvest, requiredInvestment } from '../tech';

function parse(o: Order): number | Refusal {
  const text = o.extras.trim();
  if (!text) return refuse({ code: 'blank', column: 'Extras', want: 'the EP to invest' });
  const ep = Number(text);
  return Number.isInteger(ep) && ep > 0 ? ep : refuse({ code: 'bad-amount', text });
}

function carry(t: VbamTurn, empire: string, _o: Order, ep: number): string {
  pay(t, empire, ep, `${ep} EP invested in technology`);
  const tech = t.v.tech.get(empire) ?? { techYear: 0, pool: 0, advancesThisYear: 0 };
  t.v.tech.set(empire, { ...tech, pool: tech.pool + ep });
  return `Invested ${ep} EP in technology: the tech pool holds ${tech.pool + ep} EP.`;
}

export const INVEST_TECH: VbamOrderRule<number> = {
  parse,
  check(t, empire, _o, ep) {
    const required = requiredInvestment(t.tdp.get(empire) ?? 0);
    const pool = t.v.tech.get(empire)?.pool ?? 0;
    const most = mostToInvest(pool, required);
    return ep > most ? refuse({ code: 'over-invested', ep, most, pool, required }) : shortOf(t, empire, ep);
  },
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
};
