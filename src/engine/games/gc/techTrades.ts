// GC C17.70-C17.73: trading a tech. Both empires order it: the giver a Tech trade with Target the receiver
// and Extras the tech; the receiver a Tech trade with Target the giver and Extras `accept <tech>`. The
// first of the pair processed settles it for both, the second finds it settled (rule option GC134): each
// pays 200 EPs that vanish (C17.73) and the tech joins the receiver's Techs. Never with an empire at war
// (C17.71). Five years' peace after a war, the trading-pact neighbourhood, completed techs (C17.72),
// unique and special techs (C17.74) and the preferred partners (C17.75) are the GM's. A trading pact between
// the two halves the cost (C30.50).

import type { Order } from '../../core/model';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { sameName } from '../../core/ids';
import { grantTech, hasTech } from './techs';
import { pactHolds } from './tradingPacts';

/** GC C17.73: EPs each side of a tech trade pays. */
export const TRADE_COST = 200;
/** GC C17.73, C30.50: the cost for each side, halved between trading-pact partners. */
const costOf = (w: World, t: Trade): number => (pactHolds(w.c, t.giver, t.receiver) ? TRADE_COST / 2 : TRADE_COST);
const settled = new WeakMap<World, Set<string>>();

interface Trade {
  readonly giver: string;
  readonly receiver: string;
  readonly tech: string;
}

/** The other side's matching order is written (Target and Extras), ignoring case. */
function matched(w: World, t: Trade, side: 'giver' | 'receiver'): boolean {
  const [by, other] = side === 'giver' ? [t.receiver, t.giver] : [t.giver, t.receiver];
  const want = side === 'giver' ? `accept ${t.tech}` : t.tech;
  return (w.c.orders[by] ?? []).some(
    (o) => sameName(o.kind, 'Tech trade') && sameName(o.target.trim(), other) && sameName(o.extras.trim().replace(/\s+/g, ' '), want),
  );
}

function problem(w: World, t: Trade): string | undefined {
  if (!w.c.empires.some((e) => sameName(e.id, t.receiver)) || !w.c.empires.some((e) => sameName(e.id, t.giver)))
    return 'name another empire in Target';
  if (w.hostile(t.giver, t.receiver)) return `${t.giver} and ${t.receiver} are at war (GC C17.71)`;
  if (!hasTech(w.c, t.giver, t.tech)) return `${t.giver} has no ${t.tech} in Techs`;
  if (hasTech(w.c, t.receiver, t.tech)) return `${t.receiver} has ${t.tech} already`;
  for (const e of [t.giver, t.receiver])
    if (w.treasury(e) < costOf(w, t))
      return `${e}'s treasury holds ${Math.round(w.treasury(e) * 10) / 10}, under ${costOf(w, t)} EPs (GC C17.73${costOf(w, t) < TRADE_COST ? ', C30.50' : ''})`;
  return undefined;
}

/** A Tech trade order: Target the other empire; Extras the tech to give, or `accept <tech>` to receive it (C17.70-C17.73). */
export function techTradeOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Tech trade: ${text}` });
  const other = o.target.trim().toUpperCase();
  const m = /^(accept\s+)?(.+)$/i.exec(o.extras.trim().replace(/\s+/g, ' '));
  if (!other || sameName(other, empire)) return refused('name another empire in Target');
  if (!m) return refused('write the tech in Extras, or "accept <tech>" to receive one (GC C17.70)');
  const tech = m[2];
  const t: Trade = m[1] ? { giver: other, receiver: empire, tech } : { giver: empire, receiver: other, tech };
  const key = `${t.giver}>${t.receiver}:${tech.toLowerCase()}`;
  const cost = costOf(w, t);
  const done = (settler: boolean): OrderResult => ({
    row: o.row,
    status: 'done',
    text: `Tech trade: ${tech} from ${t.giver} to ${t.receiver}, ${cost} EPs paid by each (GC C17.73${cost < TRADE_COST ? ', C30.50: trading partners' : ''})${settler ? '' : ' (settled with the other order)'}`,
  });
  const made = settled.get(w) ?? new Set<string>();
  if (made.has(key)) return done(false);
  const why = problem(w, t);
  if (why) return refused(why);
  if (!matched(w, t, m[1] ? 'receiver' : 'giver'))
    return refused(
      `${m[1] ? t.giver : t.receiver} has no matching Tech trade order (Target ${empire}, Extras "${m[1] ? tech : `accept ${tech}`}")`,
    );
  for (const e of [t.giver, t.receiver])
    w.addLedger(e, -cost, `tech trade: ${tech}, ${t.giver} to ${t.receiver}`, `GC C17.73${cost < TRADE_COST ? ', C30.50' : ''}`);
  grantTech(w.c, t.receiver, tech);
  settled.set(w, made.add(key));
  return done(true);
}
