// GC C21.20, C21.25: second-generation X-ships' yards. They are built only in yards
// made for them (construction.ts), an SC3XSY (XCA, XDD, XFF) or SC4XSY (XDD, XFF): a new one built as any
// shipyard at its size class's standard cost, or an existing SC3SY or SC4SY refitted by a "Yard refit"
// order (Target the system, Build class SC3SY or SC4SY) for 30% of that yard's cost, at once when the yard
// is free this turn and the next (rule option GC236); thereafter it builds only second-generation X-ships.
// C21.25: no discount of any yard applies to them. Their PDO prototypes (C21.15) are xShips.ts's.

import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { busyYards, turnIndex } from './construction';
import { facilityCost } from './facilities';
import { setExtra } from '../base/rows';
import { SHIPYARDS, X2_YARDS, X2Yard, yardsAt } from '../base/shipyards';

/** C21.20: a refit's share of the yard's cost. */
const REFIT_SHARE = 0.3;

/** The Yard refit order (C21.20), carried out at once, or why not. */
export function yardRefitOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Yard refit: ${text}` });
  const hex = o.target.trim().toUpperCase();
  const to = (Object.keys(X2_YARDS) as X2Yard[]).find((y) => X2_YARDS[y] === o.buildClass.trim().toUpperCase());
  if (!to) return refused(`Build class "${o.buildClass}": write SC3SY or SC4SY, the yard to refit; only those are (GC C21.20)`);
  const from = X2_YARDS[to];
  if (w.system(hex)?.owner !== empire)
    return refused(`${o.target || '(blank Target)'} is not your system: Target the yard's system (GC C21.20)`);
  const count = yardsAt(w, hex).filter((y) => y === from).length;
  if (!count) return refused(`${hex} has no ${from} (its Systems row's Shipyards) (GC C21.20)`);
  const now = turnIndex(w.season);
  const busy = Math.max(busyYards(w, hex, from, now), busyYards(w, hex, from, now + 1));
  if (busy >= count)
    return refused(
      `${hex}'s ${count} ${from}${count === 1 ? ' is' : 's are'} building this turn or the next: a yard is refitted empty (rule option GC236)`,
    );
  const price = Math.round(facilityCost(from) * REFIT_SHARE * 10) / 10;
  if (w.treasury(empire) < price)
    return refused(`the refit costs ${price} EPs; the treasury holds ${Math.round(w.treasury(empire) * 10) / 10} (GC C21.20)`);
  const yards: string[] = [...yardsAt(w, hex)];
  yards[yards.indexOf(from)] = to;
  setExtra(w.c, 'Systems', hex, { [SHIPYARDS]: yards.join(', ') });
  w.addLedger(empire, -price, `Yard refit: an ${from} at ${hex} made an ${to}`, 'GC C21.20');
  w.log('Build', empire, `an ${from} at ${hex} refitted to an ${to}`, 'GC C21.20');
  return {
    row: o.row,
    status: 'done',
    text: `Yard refit at ${hex}: an ${from} is an ${to} for ${price} EPs (30% of ${facilityCost(from)}), building only second-generation X-ships from now on (GC C21.20)`,
  };
}
