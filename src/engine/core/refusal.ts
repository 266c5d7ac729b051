// Why an order is refused, or lost on the way, as data: a code and the facts behind it (the DATC's typed
// results). The kernel's reasons (diplomacy/refusal.ts) are a union each game extends with its own codes
// (in its own folder), rendering its own and handing the kernel's to the kernel's words.

/** A turn (or a step of it) that cannot be processed, and why, in words for the GM. */
export class TurnRefused extends Error {}

/** A reason as a refusal. */
export type Refused<R extends { code: string }> = R & { refused: true };

/** The `refuse` of a union of reasons: a reason written in place is checked against the union, its code as typed. */
export function refuser<Reason extends { code: string }>(): <R extends Reason>(reason: R) => Refused<R> {
  return (reason) => ({ ...reason, refused: true });
}
