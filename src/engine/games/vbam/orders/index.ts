// VBAM-SFB's order kinds (`VBAM Turn Orders`): the Orders dropdown's list, the diplomatic orders the
// kernel settles (`VBAM Diplomacy`), and the module of every other kind (the compiler holds the table
// total over them).

import type { OrderTable } from '../../../core/game';
import type { VbamOrderRule } from './rule';
import { MOVE } from './move';

/** The diplomatic orders, as Empires at War has them (the kernel's diplomacy). */
export const VBAM_DIPLOMATIC = ['Sign', 'Break', 'Declare hostilities', 'Declare war', 'Armistice'] as const;

export const VBAM_KINDS = ['Move', ...VBAM_DIPLOMATIC] as const;
export type VbamKind = (typeof VBAM_KINDS)[number];
export type VbamDiplomaticKind = (typeof VBAM_DIPLOMATIC)[number];

export const VBAM_ORDERS: OrderTable<VbamKind, VbamDiplomaticKind, VbamOrderRule> = {
  kinds: VBAM_KINDS,
  kernel: VBAM_DIPLOMATIC,
  rules: {
    Move: MOVE,
  },
};
