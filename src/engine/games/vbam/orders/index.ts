// VBAM-SFB's order kinds (`VBAM Turn Orders`): the Orders dropdown's list, the diplomatic orders the
// kernel settles (`VBAM Diplomacy`), and the module of every other kind (the compiler holds the table
// total over them).

import type { OrderTable } from '../../../core/game';
import type { VbamOrderRule } from './rule';
import { BUILD } from './build';
import { INVEST_TECH } from './investTech';
import { RAISE_PRODUCTIVITY } from './raiseProductivity';
import { REPAIR } from './repair';
import { SCRAP } from './scrap';
import { KEEP_POINTS } from './keepPoints';
import { MOTHBALL, REACTIVATE } from './mothball';
import { BASE_UPGRADE } from './baseUpgrade';
import { LOAD } from './load';
import { UNLOAD } from './unload';
import { TRADE_ROUTE } from './tradeRoute';
import { MOVE } from './move';
import { STANDING_ORDER } from './standingOrder';
import { TRANSFER } from './transfer';
import { SPLIT } from './split';
import { MERGE } from './merge';
import { TO_GM } from './toGm';

/** The diplomatic orders, as Empires at War has them (the kernel's diplomacy). */
export const VBAM_DIPLOMATIC = ['Sign', 'Break', 'Declare hostilities', 'Declare war', 'Armistice'] as const;

/** The economic orders (`VBAM Turn Orders`), paid when they run. */
export const VBAM_ECONOMIC = [
  'Build',
  'Invest tech',
  'Raise productivity',
  'Repair',
  'Scrap',
  'Mothball',
  'Reactivate',
  'Base upgrade',
  'Keep points',
] as const;

/** Cargo and civilian orders (`VBAM Invasion`, `VBAM Civilian Fleets`). */
export const VBAM_CARGO = ['Load', 'Unload', 'Trade route'] as const;

/** Fleets reorganised where they stand (`VBAM Turn Orders`, `VBAM Civilian Fleets`: Sentries). */
export const VBAM_FLEET = ['Transfer', 'Split', 'Merge'] as const;

export const VBAM_KINDS = ['Move', 'Standing order', ...VBAM_FLEET, ...VBAM_ECONOMIC, ...VBAM_CARGO, ...VBAM_DIPLOMATIC, 'To GM'] as const;
export type VbamKind = (typeof VBAM_KINDS)[number];
export type VbamDiplomaticKind = (typeof VBAM_DIPLOMATIC)[number];

export const VBAM_ORDERS: OrderTable<VbamKind, VbamDiplomaticKind, VbamOrderRule> = {
  kinds: VBAM_KINDS,
  kernel: VBAM_DIPLOMATIC,
  rules: {
    Build: BUILD,
    'Invest tech': INVEST_TECH,
    'Raise productivity': RAISE_PRODUCTIVITY,
    Repair: REPAIR,
    Scrap: SCRAP,
    Mothball: MOTHBALL,
    Reactivate: REACTIVATE,
    'Base upgrade': BASE_UPGRADE,
    'Keep points': KEEP_POINTS,
    Load: LOAD,
    Unload: UNLOAD,
    'Trade route': TRADE_ROUTE,
    Move: MOVE,
    'Standing order': STANDING_ORDER,
    Transfer: TRANSFER,
    Split: SPLIT,
    Merge: MERGE,
    'To GM': TO_GM,
  },
};
