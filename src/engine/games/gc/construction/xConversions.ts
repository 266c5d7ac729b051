// GC C19.10, B11.50: converting a ship to its first-generation X-ship class. An "X conversion" order
// (Target the ship, Build class the X-ship class of the same race and size class, 3 or 4, in service)
// converts a ship whose squadron stands at one of the empire's systems with a shipyard, each yard one
// conversion a turn; an empire converts one SC3 and one SC4 X-ship a turn, apart from its other
// conversions. The price, the difference of the two class EPVs, is paid as the order is carried out,
// and the ship is of the X class at once (B11.50: one segment). The Construction tab keeps the row.
// Bases are converted by xBases.ts (C19.20).

import type { Order } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { constructionRows, turnIndex } from './construction';
import { yardsAt } from '../base/shipyards';
import { recordConversion, SLOTS_A_TURN, slotsTaken, xBaseConversion } from './xBases';
import { isXShip, secondGeneration } from './xShips';

const tenth = (n: number) => Math.round(n * 10) / 10;

/** The X conversion order, or why not (C19.10, C19.20, B11.50). */
export function xConversionOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `X conversion: ${text}` });
  const ship = w.ship(o.target.trim().toUpperCase()) ?? w.ship(o.target.trim());
  if (!ship || ship.empire !== empire) return refused(`${o.target || '(blank Target)'} is not your ship: Target the ship to convert`);
  const from = w.classOf(ship);
  const to = w.catalog.get(o.buildClass.trim());
  if (!from) return refused(`${ship.id}'s class ${ship.shipClass} is not on the Classes tab`);
  if (!to || !isXShip(to))
    return refused(
      `${o.buildClass || '(blank Build class)'} is no X-ship class (the X-ship role on the Classes tab): write it in Build class (GC C19.10)`,
    );
  if (secondGeneration(to)) return refused(`${to.name} is a second-generation X-ship: new construction only (GC C21.10)`);
  if (isXShip(from)) return refused(`${ship.id} is already an X-ship: X-units are converted only from normal ones (GC C19.20)`);
  if ((to.race || from.race) && to.race.toUpperCase() !== from.race.toUpperCase())
    return refused(`${to.name} is a ${to.race} class and ${ship.id} a ${from.race} ship (GC C19.10)`);
  if (hasRole(from, 'base') || hasRole(to, 'base')) return xBaseConversion(w, empire, o.row, ship, from, to);
  if (to.sizeClass !== from.sizeClass || (to.sizeClass !== 3 && to.sizeClass !== 4))
    return refused(
      `${ship.id} is size class ${from.sizeClass} and ${to.name} ${to.sizeClass}: a size-class-3 or -4 hull is converted to an X-hull of its size (GC C19.10)`,
    );
  if (w.c.settings.year < to.yearInService)
    return refused(`${to.name} is in service in Y${to.yearInService}: only new construction has prototypes (GC C19.10)`);
  const hex = w.fleet(ship.fleet)?.location ?? '';
  const yards = w.system(hex)?.owner === empire ? yardsAt(w, hex).length : 0;
  if (!yards) return refused(`${ship.id}'s squadron is not at a system of yours with a shipyard (GC B11.50)`);
  const now = constructionRows(w).filter((r) => r.Empire === empire && r.Status === 'Converted' && r.Starts === w.season);
  if (now.filter((r) => r.Hex === hex).length >= yards)
    return refused(
      `${hex}'s ${yards} shipyard${yards === 1 ? '' : 's'} already convert${yards === 1 ? 's' : ''} this turn: one conversion a yard (GC B11.50)`,
    );
  if (slotsTaken(w, empire, turnIndex(w.season))[to.sizeClass as 3 | 4] >= SLOTS_A_TURN)
    return refused(
      `your size-class-${to.sizeClass} X-ship conversion this turn is taken: one SC3 and one SC4 a turn (GC C19.10), bases' conversions taking them too (C19.20)`,
    );
  const price = tenth(to.ebpv - from.ebpv);
  if (price <= 0)
    return refused(`${to.name} (EPV ${to.ebpv}) is no dearer than ${from.name} (${from.ebpv}): a conversion is never free (GC B11.50)`);
  if (w.treasury(empire) < price)
    return refused(`the conversion costs ${price} EPs; the treasury holds ${tenth(w.treasury(empire))} (GC B11.50)`);
  w.addLedger(empire, -price, `X conversion of ${ship.id} (${from.name} to ${to.name})`, 'GC C19.10, B11.50');
  recordConversion(w, ship, from, to, price, w.season, 'Converted');
  ship.shipClass = to.name;
  w.log('Build', empire, `${ship.id} converted from ${from.name} to ${to.name} at ${hex}`, 'GC C19.10');
  return {
    row: o.row,
    status: 'done',
    text: `X conversion of ${ship.id} at ${hex}: ${from.name} (EPV ${from.ebpv}) to ${to.name} (EPV ${to.ebpv}) for ${price} EPs, done in a segment (GC C19.10, B11.50)`,
  };
}
