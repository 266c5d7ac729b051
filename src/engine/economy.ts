// The treasury: an append-only ledger of BPV whose sum is the balance (EaW 2a, 3c).

import { LedgerEntry } from './model';
import { sameId } from './ids';

export function balance(empire: string, ledger: LedgerEntry[]): number {
  // Sum in tenths so 0.1 + 0.2 style fractions of BPV do not drift.
  return ledger.filter((e) => sameId(e.empire, empire)).reduce((sum, e) => sum + Math.round(e.amount * 10), 0) / 10;
}
