// The GC morale columns on the Systems tab (B5.10, B6.10, B6.20, B7.10) and the lists they offer: what
// morale.ts reads and writes.

import type { RowColumn } from '../../core/game';

/** B6.10's events (a-k) that put a system under aversion, with the B6.20 factor each brings. */
export const AVERSIONS: readonly (readonly [string, number])[] = [
  ['Raided', -1],
  ['Failed last turn', 0],
  ['Just conquered', -2],
  ['False promises', 0],
  ['Destabilized', -1],
  ['Blockaded', 0],
  ['Empire crippled', 0],
  ['Quarter of empire failed', 0],
  ['Homeworld attacked', 0],
  ['CB destroyed', -1],
  ['Hospital destroyed', -1],
];

/** B6.20's factors beside the events' own: each +1, but small ground bases (-1 for every 12, not on a homeworld). */
export const MORALE_FACTORS = ['Newly built defenses', 'Newly sent ships', 'Admiral present', 'FTW network', 'At least 3xGMG'] as const;

/** B7.10: the BPV of military facilities a system needs to be stable. */
export const STABLE_BPV = 150;

export const MORALE_COLUMNS: RowColumn[] = [
  {
    header: 'Morale',
    type: 'int',
    seenBy: 'owner',
    note: 'GC B5.10: its morale rating, 2 to 12 (blank or 0: it has none and never checks).',
  },
  {
    header: 'Aversion',
    type: 'list',
    values: AVERSIONS.map(([a]) => a),
    seenBy: 'gm',
    note: "GC B6.10: the GM's events of this turn that force a morale check (Raided, Just conquered, Blockaded...); cleared after the check. Failed last turn, Empire crippled, Quarter of empire failed and Destabilized (B7.10) are found by the workbook.",
  },
  {
    header: 'Morale factors',
    type: 'list',
    values: [...MORALE_FACTORS, 'Small ground bases N'],
    seenBy: 'gm',
    note: 'GC B6.20: the factors of this turn, each +1 (Newly built defenses, Newly sent ships, Admiral present, FTW network, At least 3xGMG), "Small ground bases N" -1 for every 12 (not on a homeworld); cleared after the check.',
  },
  {
    header: 'Military BPV',
    type: 'int',
    seenBy: 'owner',
    note: 'GC B7.10: the BPV of its military facilities (ground bases, bases, attrition units on ground defences; not ships, not MM units on SD); under 150 it is destabilized. Blank or 0: not counted (mark Destabilized in Aversion for a system with none).',
  },
  { header: 'Morale check', type: 'text', seenBy: 'owner', note: 'GC B5: its last morale check, with the roll and any rebellion.' },
];
