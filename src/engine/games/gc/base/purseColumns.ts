// GC's purse on the Empires tab (B9, B10, B12-B14): what each empire holds with the Galactic Bank
// Corporation and owes it, and its crew and exhaustion counts. Every one is the owner's alone: an
// admiral sees their own purse only.

import type { RowColumn } from '../../../core/game';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow } from './rows';

/** GC B10.40: the GBC's rating of a client (A, B, C); None: not a member (blank reads as A, rule option GC41). */
export const GBC_CLASSES = ['A', 'B', 'C', 'None'] as const;
export type GbcClass = (typeof GBC_CLASSES)[number];

export const GBC_CLASS = 'GBC class';
export const SAVINGS = 'Savings';
export const LOAN = 'Loan';
export const EEP_MAXIMUM = 'EEP maximum';
export const PCU = 'PCU %';
export const RB_MRRS = 'RB resource runs';
export const MCN = 'MCN';
export const SURRENDERING = 'Surrendering to';
export const DEDUCTIONS = 'Surrender deductions';

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
  {
    header: EEP_MAXIMUM,
    type: 'number',
    seenBy: 'owner',
    note: 'GC B12.50: the most turns of full war its systems allow (a major 1, a minor colony 1/2, a homeworld 2), as the last turn ended; its EEP moves with it. 0 or blank: not counted yet.',
  },
  {
    header: PCU,
    type: 'text',
    seenBy: 'owner',
    note: 'GC B12.90: the share of new crews that are poor, in %, rolled as each turn ends by its mobility, e.g. 6.6. Blank: not tracked (no roll).',
  },
  {
    header: RB_MRRS,
    type: 'text',
    seenBy: 'owner',
    note: "GC B13.30: the hexes of surveyed space where its survey ships found mineral resource runs on restoration mobility; they end when it leaves RB. Their income is the GM's until MRRs (B3) are played.",
  },
  {
    header: MCN,
    type: 'int',
    seenBy: 'all',
    note: "GC B14.20: its merging compatibility number (the quick reference sheet): a surrender costs a conqueror (|difference| + 2) x 10% of the loser's EPs.",
  },
  {
    header: SURRENDERING,
    type: 'text',
    seenBy: 'all',
    note: 'GC B14.10: the empires it surrenders to, set by its Surrender order, until the GM rules on the division.',
  },
  {
    header: DEDUCTIONS,
    type: 'text',
    seenBy: 'owner',
    note: 'GC B14.201: what surrenders take off its BEV in step b of B11.15, e.g. "HYD 90 until Y155 Turn 1" ("takes all": the systems pass to it then).',
  },
];

export const PURSE_FLEET_COLUMNS: readonly RowColumn[] = [
  {
    header: 'Prospecting',
    type: 'text',
    seenBy: 'owner',
    note: 'GC B13.30: the hex its survey ship prospects this turn (a Prospect order); the dice roll as the turn ends if it is still there.',
  },
];

export const PURSE_SHIP_COLUMNS: readonly RowColumn[] = [
  {
    header: 'Mothballed',
    type: 'bool',
    seenBy: 'owner',
    note: 'GC B9.40: in mothballs: it does not move; off war mobility it costs 4% of its EPV a turn (B9.60). Mothball and Reactivate orders set it.',
  },
  {
    header: 'Scrapping',
    type: 'text',
    seenBy: 'owner',
    note: 'GC B9.20, B9.30: the turn its scrapping ends (e.g. Y150 Turn 2); it does not move, and when that turn ends it is gone and its scrap value is in the Treasury. A Scrap order sets it.',
  },
];

/** GC B10.40: the empire's rating with the GBC (blank: A, rule option GC41). */
export const gbcClass = (w: World, empire: string): GbcClass =>
  GBC_CLASSES.find((k) => sameName(k, extraRow(w.c, 'Empires', empire)[GBC_CLASS])) ?? 'A';
