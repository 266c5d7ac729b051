// Peace (HH2.2): a race at war returns to a non-war status. The document says how war is declared
// (HH2.1, one race alone) but not how it ends; rule option ST12: peace takes both races, each ordering
// Make peace on the other in the same turn. The pair's Treaties row becomes Normal, and their doubled
// income stops with it once neither is at war with anyone else (HH2.2, core/warDoubling.ts). A lone
// offer changes nothing; the other race hears of it.

import type { Order } from '../../core/model';
import type { World } from '../../core/world';
import { Book } from '../../core/diplomacy/relations';
import { sameName } from '../../core/ids';

/** Whether `by` ordered Make peace on `on` this turn (one of its Orders rows). */
const offers = (w: World, by: string, on: string) =>
  (w.c.orders[by] ?? []).some((o) => o.kind === 'Make peace' && sameName(o.target.trim(), on));

/** Make peace: Target the race at war with the admiral's; both ordering it this turn end the war (HH2.2, ST12). */
export function makePeace(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const target = o.target.trim().toUpperCase();
  if (!w.c.empires.some((e) => e.id === target && e.id !== empire))
    return { refused: `write another race in Target (${o.target || 'blank'})` };
  const now = w.relation(empire, target);
  const mutual = offers(w, target, empire);
  // The second of the two orders finds the peace its partner's order made.
  const made = mutual && now.status === 'Normal' && now.since === w.season;
  if (now.status !== 'War' && !made) return { refused: `not at war with ${target} (HH2.2)` };
  if (!mutual) {
    w.report(target, 'Diplomacy', `${empire} offers peace: it is made if we order Make peace on ${empire} in the same turn (HH2.2).`);
    return {
      done: `offered to ${target}: peace is made only when ${target} orders Make peace on you in the same turn (HH2.2, rule option ST12)`,
    };
  }
  if (!made) {
    const book = new Book(w.c.treaties, w.c.settings.defaultRelation, w.season);
    book.set(empire, target, { status: 'Normal' });
    w.c.treaties = book.list();
    w.log('Peace', empire, `${empire} and ${target} make peace`, 'HH2.2');
  }
  w.report(empire, 'Diplomacy', `Peace with ${target}: our income is doubled no longer unless at war with another race (HH2.2).`);
  return { done: `with ${target}: the war is over (HH2.2)` };
}
