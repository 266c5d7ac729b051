// The treasury: an append-only ledger whose sum is an empire's balance (every game's: BPV, EP, ...).

import { LedgerEntry } from './model';

export function balance(empire: string, ledger: LedgerEntry[]): number {
  // Sum in tenths so 0.1 + 0.2 style fractions of BPV do not drift.
  return ledger.filter((e) => e.empire === empire).reduce((sum, e) => sum + Math.round(e.amount * 10), 0) / 10;
}
