// `VBAM Turn Orders`: each empire's orders run in row order, each legal as the rows before it left the
// turn or refused with its reason; a legal order is carried out and its cost paid at once.

import type { Order } from '../../../core/model';
import { inPlay } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { VbamTurn } from '../turnState';
import { VBAM_ORDERS, VbamKind } from '../orders';
import type { VbamOrderRule } from '../orders/rule';
import { isRefusal } from '../orders/rule';
import { reasonWords, refuse, Refusal } from '../orders/reason';

const isKernel = (kind: string) => (VBAM_ORDERS.kernel as readonly string[]).includes(kind);

/** The module of a fleet or navy order, or undefined for the diplomatic orders (the kernel settles those). */
export function ruleOf(kind: string): VbamOrderRule | undefined {
  const k = VBAM_ORDERS.kinds.find((x) => x.toLowerCase() === kind.trim().toLowerCase()) as VbamKind | undefined;
  if (!k || isKernel(k)) return undefined;
  return (VBAM_ORDERS.rules as Record<string, VbamOrderRule>)[k];
}

const refused = (o: Order, r: Refusal): OrderResult => ({
  row: o.row,
  status: 'refused',
  refusal: r,
  text: `${o.kind}${o.fleet ? ` ${o.fleet}` : ''}: ${reasonWords(r)}`,
});

/** One order: refused with its reason, or carried out. */
function plotOne(t: VbamTurn, empire: string, o: Order): OrderResult | undefined {
  if (isKernel(o.kind)) return undefined;
  const rule = ruleOf(o.kind);
  if (!rule) return refused(o, refuse({ code: 'not-an-order', kind: o.kind }));
  const p = rule.parse(o);
  if (isRefusal(p)) return refused(o, p);
  const why = rule.check(t, empire, o, p);
  if (why) return refused(o, why);
  return { row: o.row, status: 'done', text: rule.carry(t, empire, o, p) };
}

/** The Orders step for every empire in play, or for `only` (a live check of one admiral's orders). */
export function plotOrders(t: VbamTurn, only?: string): void {
  for (const e of t.w.c.empires.filter(inPlay)) {
    if (only && e.id !== only) continue;
    const results = t.results.get(e.id) ?? [];
    for (const o of t.w.c.orders[e.id] ?? []) {
      const r = plotOne(t, e.id, o);
      if (r) results.push(r);
    }
    t.results.set(e.id, results);
  }
}
