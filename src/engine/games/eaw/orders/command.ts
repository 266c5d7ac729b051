// Orders as admirals write them, one per row of their Orders tab, turned into commands. Parsing only
// checks the form of a row; each kind's module (rules.ts) reads the rest and decides whether it is legal.

import { Order, ORDER_CELL_LIMIT } from '../../../core/model';
import { key } from '../../../core/ids';
import { closest } from '../../../core/spelling';
import { refuse, Refusal } from './refusal';
import { isDiplomatic, ORDER_KINDS, OrderKind } from './kinds';
export * from './kinds';

export interface Command {
  row: number;
  kind: OrderKind;
  fleet: string;
  target: string;
  ships: string[];
  buildClass: string;
  extras: string;
}

export type Parsed = Command | { row: number; fleet: string; refusal: Refusal };

/** A new fleet's id (Transfer to a new fleet, New FRD): letters, digits and "-", as the tabs' ids are written (K13). */
export const FLEET_ID_LIMIT = 20;

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

/** "S04 > S18", "S04>S18", "S04, S18" or "S04 S18". */
export function splitPath(text: string): string[] {
  return text
    .split(/[>,;\s]+|->|→/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Extras as "word value" items separated by commas, e.g. "0 MP, fighters 6@6, drone speed 10, CO 20";
 * a line break (Alt+Enter in a cell) separates items too (rule option K13).
 */
export function extrasItems(text: string): { word: string; value: string }[] {
  return text
    .split(/[,;\r\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const num = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(item); // "0 MP", "4 GSA"
      if (num) return { word: num[2].trim().toLowerCase(), value: num[1] };
      const counted = /^(\D+?)\s+(\d[\d.@]*)$/.exec(item); // "drone speed 10", "fighters 6@6"
      if (counted) return { word: counted[1].trim().toLowerCase().replace(/\s+/g, ' '), value: counted[2] };
      const m = /^(\S+)\s*([\s\S]*)$/.exec(item)!;
      return { word: m[1].toLowerCase(), value: m[2].trim() };
    });
}
