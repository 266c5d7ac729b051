// Invest tech (`VBAM Turn Orders`, `VBAM Tech`): EP from the Point Pool into the empire's tech investment
// pool (the Tech tab), rolled against at turns 6 and 12. Extras: the EP. The pool holds at most 200% of
// the investment this turn's Total Domestic Product requires: more is refused, not charged (VB99).

import type { Order } from '../../../core/model';
import { turnOfYear } from '../calendar';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { pay, shortOf } from './work';
import { ADVANCES_A_YEAR, mostToInvest, nextTechTurn, requiredInvestment, TechState, techOdds } from '../tech';

function parse(o: Order): number | Refusal {
  const text = o.extras.trim();
  if (!text) return refuse({ code: 'blank', column: 'Extras', want: 'the EP to invest' });
  const ep = Number(text);
  return Number.isInteger(ep) && ep > 0 ? ep : refuse({ code: 'bad-amount', text });
}

function carry(t: VbamTurn, empire: string, _o: Order, ep: number): string {
  pay(t, empire, ep, `${ep} EP invested in technology`);
  const tech = t.v.tech.get(empire) ?? { techYear: 0, pool: 0, advancesThisYear: 0 };
  const now = { ...tech, pool: tech.pool + ep };
  t.v.tech.set(empire, now);
  return `Invested ${ep} EP in technology: the tech pool holds ${now.pool} EP; ${oddsWords(t, empire, now)}.`;
}

/** The odds the pool gives at the next Tech phase, at this turn's TDP (`VBAM Tech`; the live check shows them). */
function oddsWords(t: VbamTurn, empire: string, tech: TechState): string {
  const required = requiredInvestment(t.tdp.get(empire) ?? 0);
  const odds = techOdds(tech, required);
  const when = `at the Tech phase of turn ${nextTechTurn(turnOfYear(t.w.c))}`;
  if (tech.advancesThisYear >= ADVANCES_A_YEAR) return `no advance is left this year (two already), so it carries over`;
  const second = odds.second ? `, then a second at ${odds.second}%` : '';
  return `${when}, with ${required} EP required (half this turn's TDP), ${tech.advancesThisYear ? "the year's second advance" : 'an advance'} at ${odds.first}%${second}`;
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
