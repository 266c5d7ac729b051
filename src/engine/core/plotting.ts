// What became of an order, as every game reports it: its status, its data and its words, and how a result
// reads in the Result column and in a live check. A game plots its orders in its own folder.

import type { Refused } from './refusal';

/**
 * What became of an order (the DATC's typed results): carried out; legal, its work waiting for the
 * turn's battles to be over; refused as written or planned; or legal but lost (stopped on the way, a
 * roll that failed, a signature that lapsed).
 */
export const ORDER_STATUSES = ['done', 'pending', 'refused', 'lost'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A result's data: a code and the facts behind it, each game's own union (its refusal and outcome modules). */
export type Coded = { code: string };

export interface OrderResult<R extends Coded = Refused<Coded>, P extends Coded = Coded, D extends Coded = Coded> {
  row: number;
  status: OrderStatus;
  /** Why a refused order was refused, or lost on the way, as data (its words are in `text`). */
  refusal?: R;
  /** What an accepted order set out to do, and what it did, as data (its words are in `text`). */
  plan?: P;
  done?: D;
  /** What was ordered and done, in words (the game renders them); `resultWords` adds what the status says. */
  text: string;
}

/** Carried out, or will be in post-combat: what the summaries count as done and the checks call OK. */
export function carriedOut(r: Pick<OrderResult, 'status'>): boolean {
  return r.status === 'done' || r.status === 'pending';
}

/**
 * How a result reads in the Orders tab's Result column and in the report: the one place a status becomes
 * words. `pending` is what the game says of an order whose work waits for the battles (Game.pendingWords).
 */
export function resultWords(r: Pick<OrderResult, 'status' | 'text'>, pending: string): string {
  switch (r.status) {
    case 'done':
      return r.text;
    case 'pending':
      return `${r.text}${pending}`;
    case 'refused':
    case 'lost':
      return `NOT DONE: ${r.text}`;
  }
}

/** How a result reads as a live check beside the order (ORDER_CHECKS, an admiral workbook's Order check). */
export function checkWords(r: Pick<OrderResult, 'status' | 'text'>): string {
  return carriedOut(r) ? `OK: ${r.text}` : r.text;
}
