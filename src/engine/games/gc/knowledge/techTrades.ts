// GC C17.70-C17.75: trading a tech. Both empires order it: the giver a Tech trade with Target the receiver
// and Extras the tech; the receiver a Tech trade with Target the giver and Extras `accept <tech>`. The
// first of the pair processed settles it for both, the second finds it settled (rule option GC134): each
// pays 200 EPs that vanish (C17.73), 100 when the two share a trading pact (C30.50), and the tech joins the
// receiver's Techs. Never with an empire at war, nor one that could have no trading pact with the giver (no
// direct path between them, C17.71, C30.10) unless the two are preferred partners (C17.75); only a completed tech (a timed
// one ten years early, a new one granted five years ago, by the giver's Research row, C17.72); never a
// unique tech, and a special one becomes unique for the receiver (C17.74; rule option GC154). Five years'
// peace after a war is the GM's. Both then face the GM's C10.10 ruling on unrest (techSloshing.ts).

import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { GC_CALENDAR, turnOf } from '../base/calendar';
import { grantTech, hasTech, markUnique, techMark } from '../base/techs';
import { partnerOf } from './preferredPartners';
import { couldHavePact, sharePact } from '../commerce/tradingPacts';
import { RESEARCH } from './research';
import { markShared } from './techSloshing';

/** GC C17.73: EPs each side of a tech trade pays (C30.50: half between trading-pact partners). */
export const TRADE_COST = 200;
/** GC C17.72: a timed tech's full advance in years; the years a new tech is made before it may be traded. */
const FULL_ADVANCE = 10;
const YEARS_MADE = 5;
const costOf = (w: World, t: Trade): number => (sharePact(w.c, t.giver, t.receiver) ? TRADE_COST / 2 : TRADE_COST);

/** GC C17.72: why the giver's tech is not complete, by its Research row (a tech with none is complete). */
function incomplete(w: World, t: Trade): string | undefined {
  const row = (w.c.tables?.[RESEARCH] ?? []).find((r) => sameName(String(r.Empire), t.giver) && sameName(String(r.Project), t.tech));
  if (!row) return undefined;
  if (row.Kind === 'Timed' && (Number(row.Successes) || 0) < FULL_ADVANCE)
    return `${t.tech} has made ${Number(row.Successes) || 0} of its ${FULL_ADVANCE} years' advance (GC C17.72)`;
  const since = turnOf(String(row.Granted ?? ''));
  const years = (turnOf(w.season) - since) / GC_CALENDAR.turns.length;
  if (row.Kind !== 'Timed' && !Number.isNaN(since) && years < YEARS_MADE)
    return `${t.giver} has made ${t.tech} for ${years} year(s), under ${YEARS_MADE} (GC C17.72)`;
  return undefined;
}
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
  const partners = sameName(partnerOf(w, t.giver) ?? '', t.receiver);
  if (!partners && !couldHavePact(w, t.giver, t.receiver))
    return `${t.giver} and ${t.receiver} could have no trading pact (no path between them but through a third empire's, unsurveyed or unnavigable space); only preferred partners trade so (GC C17.71, C30.10, C17.75)`;
  if (!hasTech(w.c, t.giver, t.tech)) return `${t.giver} has no ${t.tech} in Techs`;
  if (techMark(w.c, t.giver, t.tech) === 'unique') return `${t.tech} is unique to ${t.giver}: never traded, sold or given (GC C17.74)`;
  if (hasTech(w.c, t.receiver, t.tech)) return `${t.receiver} has ${t.tech} already`;
  const why = incomplete(w, t);
  if (why) return why;
  const cost = costOf(w, t);
  for (const e of [t.giver, t.receiver])
    if (w.treasury(e) < cost) return `${e}'s treasury holds ${Math.round(w.treasury(e) * 10) / 10}, under ${cost} EPs (GC C17.73)`;
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
  const done = (settler: boolean): OrderResult => {
    const cost = costOf(w, t);
    const half = cost < TRADE_COST ? ', halved by their trading pact, C30.50' : '';
    return {
      row: o.row,
      status: 'done',
      text: `Tech trade: ${tech} from ${t.giver} to ${t.receiver}, ${cost} EPs paid by each (GC C17.73${half})${settler ? '' : ' (settled with the other order)'}`,
    };
  };
  const made = settled.get(w) ?? new Set<string>();
  if (made.has(key)) return done(false);
  const why = problem(w, t);
  if (why) return refused(why);
  if (!matched(w, t, m[1] ? 'receiver' : 'giver'))
    return refused(
      `${m[1] ? t.giver : t.receiver} has no matching Tech trade order (Target ${empire}, Extras "${m[1] ? tech : `accept ${tech}`}")`,
    );
  const cost = costOf(w, t);
  const rule = cost < TRADE_COST ? 'GC C17.73, C30.50' : 'GC C17.73';
  for (const e of [t.giver, t.receiver]) w.addLedger(e, -cost, `tech trade: ${tech}, ${t.giver} to ${t.receiver}`, rule);
  const special = techMark(w.c, t.giver, tech) === 'special';
  grantTech(w.c, t.receiver, tech);
  if (special) markUnique(w.c, t.receiver, tech);
  markShared(w, t.giver, t.receiver, tech);
  settled.set(w, made.add(key));
  return done(true);
}
