// GC C21.15, C21.20, C21.25: second-generation X-ships' yards and prototypes. They are built only in yards
// made for them (construction.ts), an SC3XSY (XCA, XDD, XFF) or SC4XSY (XDD, XFF): a new one built as any
// shipyard at its size class's standard cost, or an existing SC3SY or SC4SY refitted by a "Yard refit"
// order (Target the system, Build class SC3SY or SC4SY) for 30% of that yard's cost, at once when the yard
// is free this turn and the next (rule option GC236); thereafter it builds only second-generation X-ships.
// C21.25: no discount of any yard applies to them. C21.15, B11.86: an empire with the PDO tech may begin a
// second-generation X-ship as a prototype up to four years before its year: one XCA (SC3) a year, one
// size-class-4 (XDD, XFF) a turn.

import type { GameRow } from '../../../core/game';
import type { Order, ShipClass } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { busyYards, turnIndex, yardsAt } from './construction';
import { facilityCost } from './facilities';
import { setExtra } from '../base/rows';
import { SHIPYARDS, X2_YARDS, X2Yard } from '../base/shipyards';
import { hasTech } from '../base/techs';
import { PROTOTYPE_NOTE, secondGeneration } from './xShips';

/** C21.20: a refit's share of the yard's cost. */
const REFIT_SHARE = 0.3;
/** B11.86: PDO's years of prototypes before service. */
const PDO_YEARS = 4;
export const PDO = 'PDO';

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

/**
 * C21.15, B11.86: a second-generation X-ship begun before its year: a prototype when the empire has PDO,
 * it is at most four years early and its size class's prototype (an XCA's this year, an SC4's this turn)
 * is free; else why not.
 */
export function x2Prototype(
  w: World,
  empire: string,
  cls: ShipClass,
  at: { starts: string; year: number },
  built: readonly GameRow[],
): string | undefined {
  const { starts, year } = at;
  if (!hasTech(w.c, empire, PDO))
    return `${cls.name} is in service in Y${cls.yearInService}: second-generation X-ships have prototypes only with PDO (GC C21.10, C21.15)`;
  if (year < cls.yearInService - PDO_YEARS)
    return `${cls.name} is in service in Y${cls.yearInService}: PDO's prototypes are at most four years early (GC C21.15, B11.86)`;
  const same = built.find(
    (r) =>
      r.Empire === empire &&
      r.Status !== 'Refused' &&
      r.Note === PROTOTYPE_NOTE &&
      !!secondGeneration(w.catalog.get(String(r.Class))) &&
      w.catalog.get(String(r.Class))?.sizeClass === cls.sizeClass &&
      (cls.sizeClass === 4 ? r.Starts === starts : String(r.Starts).startsWith(`Y${year} `)),
  );
  return same
    ? `your ${cls.sizeClass === 4 ? 'size-class-4 prototype this turn' : `SC3 prototype of Y${year}`} is already the ${same.Class} at ${same.Hex}: PDO gives one SC3 a year and one SC4 a turn (GC C21.15, B11.86)`
    : undefined;
}
