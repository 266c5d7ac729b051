// An Orders row read as a command (command.ts). Parsing only checks the form of a row; each kind's module
// (rules.ts) reads the rest and decides whether it is legal.

import { Order, ORDER_CELL_LIMIT } from '../../../core/model';
import { key } from '../../../core/ids';
import { closest } from '../../../core/spelling';
import { refuse, Refusal } from './refusal';
import { Command, FLEET_ID_LIMIT, isDiplomatic, ORDER_KINDS } from './command';

export type Parsed = Command | { row: number; fleet: string; refusal: Refusal };

/** The first cell of a row longer than ORDER_CELL_LIMIT, by the Orders tab's column. */
function overLong(o: Order): Refusal | undefined {
  const cells: [string, string][] = [
    ['Fleet', o.fleet],
    ['Order', o.kind],
    ['Target', o.target],
    ['Ships', o.ships.join(', ')],
    ['Build class', o.buildClass],
    ['Extras', o.extras],
  ];
  const long = cells.find(([, text]) => text.length > ORDER_CELL_LIMIT);
  return long && refuse({ code: 'cell-too-long', column: long[0], length: long[1].length, limit: ORDER_CELL_LIMIT });
}

export function parseOrder(o: Order): Parsed {
  const tooLong = overLong(o);
  if (tooLong) return { row: o.row, fleet: o.fleet.trim().slice(0, FLEET_ID_LIMIT), refusal: tooLong };
  const kindText = o.kind.trim();
  const kind = ORDER_KINDS.find((k) => key(k) === key(kindText) || key(k).replace(/[\s-]/g, '') === key(kindText).replace(/[\s-]/g, ''));
  const fleet = o.fleet.trim();
  if (!kindText) return { row: o.row, fleet, refusal: refuse({ code: 'no-order' }) };
  if (!kind)
    return {
      row: o.row,
      fleet,
      refusal: refuse({ code: 'unknown-order', typed: kindText, near: closest(kindText, ORDER_KINDS), kinds: ORDER_KINDS }),
    };
  if (!fleet && !isDiplomatic(kind)) return { row: o.row, fleet, refusal: refuse({ code: 'needs-fleet', kind }) };
  return {
    row: o.row,
    kind,
    fleet,
    target: o.target.trim(),
    ships: o.ships,
    buildClass: o.buildClass.trim(),
    extras: o.extras.trim(),
  };
}
