// GC's purse on the Empires tab (B9, B10, B12-B14): what each empire holds with the Galactic Bank
// Corporation and owes it, and its crew and exhaustion counts. Every one is the owner's alone: an
// admiral sees their own purse only.

import type { RowColumn } from '../../core/game';

/** GC B10.40: the GBC's rating of a client (A, B, C); None: not a member (blank reads as A, rule option GC41). */
export const GBC_CLASSES = ['A', 'B', 'C', 'None'] as const;
export type GbcClass = (typeof GBC_CLASSES)[number];

export const GBC_CLASS = 'GBC class';
export const SAVINGS = 'Savings';
export const LOAN = 'Loan';

export const PURSE_EMPIRE_COLUMNS: readonly RowColumn[] = [
  {
    header: GBC_CLASS,
    type: 'text',
    values: GBC_CLASSES,
    seenBy: 'owner',
    note: 'GC B10.40: the GBC rates it A (may borrow 30% of its treasury a year at 12.5% a turn), B (20% at 17.5%) or C (no loans; its loans are called); None: no member of the GBC. Blank: A.',
  },
  {
    header: SAVINGS,
    type: 'number',
    seenBy: 'owner',
    note: 'GC B10.30: EPs deposited with the GBC, earning 6% a turn, compounded. Deposit and Withdraw orders change it.',
  },
  {
    header: LOAN,
    type: 'number',
    seenBy: 'owner',
    note: 'GC B10.40: EPs it owes the GBC; the interest is paid from the treasury each turn (B11.15e). Borrow and Repay orders change it.',
  },
];
