// One module per kind of VBAM-SFB order (godip's one file per order type), run in row order in the
// Orders step (`VBAM Turn Orders`): how the row reads, whether it is legal as the earlier rows left the
// turn, and what it does, paying its cost then (the document pays every cost in the Orders step).

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { Refusal } from './reason';

export interface VbamOrderRule<P = unknown> {
  /** The row read into this order's parameters, or why it cannot be. Needs no state. */
  parse(o: Order): P | Refusal;
  /** Whether `empire` may give the order now; the first reason if not. */
  check(t: VbamTurn, empire: string, o: Order, p: P): Refusal | undefined;
  /** Carries a legal order out (paying its cost); what it did, in words. */
  carry(t: VbamTurn, empire: string, o: Order, p: P): string;
  /** Whether the fleet (blank: the navy as a whole) may be given this order at all (the Order dropdown). */
  offered(t: VbamTurn, empire: string, fleet: string): boolean;
  /** The Target and Build class dropdowns of this kind, for the empire's fleets together. */
  choices?(t: VbamTurn, empire: string, fleets: string[]): { targets?: string[]; buildClasses?: string[] };
}

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && (x as { refused?: unknown }).refused === true;
}
