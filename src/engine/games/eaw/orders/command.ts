// Orders as admirals write them, one per row of their Orders tab, turned into commands. Parsing only
// checks the form of a row; each kind's module (rules.ts) reads the rest and decides whether it is legal.

import { Order } from '../../../core/model';
import { key } from '../../../core/ids';
import { refuse, Refusal } from './refusal';

/** EaW 5.0's movement-point actions, plus exploring (16.0) and the FRD orders (15a, 15e-15g). */
export const ORDER_KINDS = [
  'Jump',
  'Explore',
  'Stay',
  'Build',
  'Transfer',
  'Scrap',
  'Inspect',
  'Resupply',
  'Raise CO',
  'Develop mine',
  'Develop colony',
  'Fortify',
  'Siege',
  'Install',
  'Move FRD',
  'New FRD',
  'Self-repair',
  'Sign',
  'Break',
  'Declare hostilities',
  'Declare war',
  'Armistice',
  'To GM',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Diplomatic orders (VBAM): no fleet; Target names the other empire, Extras the treaty. */
export const DIPLOMATIC_KINDS = [
  'Sign',
  'Break',
  'Declare hostilities',
  'Declare war',
  'Armistice',
] as const satisfies readonly OrderKind[];
export type DiplomaticKind = (typeof DIPLOMATIC_KINDS)[number];
/** Orders a fleet carries out: each has its module (orders/rules.ts), which the compiler holds to every kind. */
export type FleetOrderKind = Exclude<OrderKind, DiplomaticKind>;
export const FLEET_ORDER_KINDS = ORDER_KINDS.filter((k): k is FleetOrderKind => !isDiplomatic(k));

export function isDiplomatic(kind: OrderKind): kind is DiplomaticKind {
  return (DIPLOMATIC_KINDS as readonly OrderKind[]).includes(kind);
}

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

/**
 * The most characters an order cell may hold (rule option K12): a longer one is refused, never read,
 * so that no Result echoing it can outgrow a cell (Sheets holds 50,000 characters) or block others.
 */
export const ORDER_CELL_LIMIT = 1000;
/** A new fleet's id (Transfer to a new fleet, New FRD): letters, digits and "-", as the tabs' ids are written (K13). */
export const FLEET_ID_LIMIT = 20;
const FLEET_ID = /^[A-Z0-9]+(-[A-Z0-9]+)*$/i;
export const isFleetId = (id: string): boolean => id.length <= FLEET_ID_LIMIT && FLEET_ID.test(id);

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

/** The candidate nearest to what was typed, for "did you mean": at most `maxEdits` edits away. */
export function closest(text: string, candidates: readonly string[], maxEdits = 2): string | undefined {
  let best: string | undefined;
  let bestD = maxEdits + 1;
  for (const k of candidates) {
    const d = distance(key(text), key(k));
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/**
 * `closest` at one edit over many candidates (every system of a large map), without comparing each:
 * two ids one edit apart share a spelling with one character left out, so each candidate is filed
 * under those spellings once and a look-up reads only its own few.
 */
export class OneSlip {
  private readonly filed = new Map<string, number[]>();

  constructor(private readonly candidates: readonly string[]) {
    candidates.forEach((c, i) => {
      for (const v of oneLeftOut(key(c))) {
        const list = this.filed.get(v);
        if (list) list.push(i);
        else this.filed.set(v, [i]);
      }
    });
  }

  /** The first candidate (in their order) nearest to the text, at most one edit away. */
  closest(text: string): string | undefined {
    let best: { i: number; d: number } | undefined;
    for (const v of oneLeftOut(key(text))) {
      for (const i of this.filed.get(v) ?? []) {
        const d = distance(key(text), key(this.candidates[i]));
        if (d <= 1 && (!best || d < best.d || (d === best.d && i < best.i))) best = { i, d };
      }
    }
    return best && this.candidates[best.i];
  }
}

/** The text itself and each spelling of it with one character left out. */
function oneLeftOut(k: string): Set<string> {
  const out = new Set([k]);
  for (let i = 0; i < k.length; i++) out.add(k.slice(0, i) + k.slice(i + 1));
  return out;
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}
