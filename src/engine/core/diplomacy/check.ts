// Check orders for the diplomatic rows, as every game checks them (the Orders tab's live check, Check
// orders, ORDER_CHECKS): a check rolls no dice, so a declaration or a break is shown with its d100
// chance and the parts that make it up (DECLARE_CHANCE's figure), not the made-up roll; a signature
// the other side has not matched yet is legal (it lapses only if still unmatched when processed).

import type { Refused } from '../refusal';
import type { Campaign } from '../model';
import { Calendar, stampOf } from '../calendar';
import { breakChance, declareChance, partsText } from './chances';
import { parseTreaty, Treaty } from './relations';
import type { DiplomaticOrder, OrderOutcome } from './resolve';

const DECLARES = { 'Declare war': 'war', 'Declare hostilities': 'hostilities' } as const;

/**
 * A check's diplomatic `outcomes` (settled on a copy with every roll a success) as the admiral reads
 * them. `c` is the campaign as read, `orders` the rows settled, `cal` the game's calendar (this turn's
 * stamp and the age of each logged event).
 */
export function checkedDiplomacy<R extends Refused<{ code: string }>>(
  c: Campaign,
  orders: DiplomaticOrder[],
  outcomes: OrderOutcome<R>[],
  cal: Calendar,
): OrderOutcome<R>[] {
  const now = stampOf(cal, { year: c.settings.year, turn: c.settings.season });
  return outcomes.map((o) => {
    const order = orders.find((x) => x.empire === o.empire && x.row === o.row);
    if (o.waiting) return { ...o, status: 'done' };
    if (o.status === 'refused' || !order) return o;
    const kind = order.action === 'Declare war' || order.action === 'Declare hostilities' ? DECLARES[order.action] : undefined;
    const treaty = order.action === 'Break' ? parseTreaty(order.treaty) : undefined;
    if (!kind && (!treaty || treaty === 'Armistice')) return o;
    const { treaties, diplomacy } = c;
    const chance = kind
      ? declareChance(treaties, diplomacy, o.empire, order.target, now, kind, c.settings.defaultRelation, cal)
      : breakChance(treaties, diplomacy, o.empire, order.target, treaty as Treaty, now, c.settings.defaultRelation, cal);
    if (chance.impossible) return o;
    const head = o.text.split(': rolled')[0];
    const odds = `${chance.percent}% on d100 when processed (${partsText(chance)}; VBAM)`;
    return chance.percent > 0
      ? { ...o, status: 'done', text: `${head}: ${odds}` }
      : { ...o, status: 'lost', text: `${head}: ${odds}: it cannot succeed as things stand` };
  });
}
