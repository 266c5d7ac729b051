// GC B1.25, B1.70-B1.75, E1: commerce's columns on the shared tabs: raids on the Fleets and Systems tabs, the
// merchant marine's figures on the Empires tab. Every one is the owner's alone.

import type { RowColumn } from '../../../core/game';
import type { Campaign } from '../../../core/model';
import { extraRow } from './rows';

export const MM_BPV = 'MM BPV';
export const MM_BUDGET = 'MM budget';
export const MONITORS = 'Monitors in transit';
export const OVER_RATING = 'Squadrons over rating';
export const WORKING = 'Working freighters';
export const CONVOY_VALUE = 'Convoy value';

export const MERCHANT_EMPIRE_COLUMNS: readonly RowColumn[] = [
  {
    header: MM_BPV,
    type: 'number',
    seenBy: 'owner',
    note: 'GC E1.10a, E2.40: the BPV of its merchant marine counted for its budget (the status sheet: without the working freighters, the supplementary defence, the trading-pact pool and units lent to the military). Blank: no merchant marine budget.',
  },
  {
    header: MM_BUDGET,
    type: 'number',
    seenBy: 'owner',
    note: "GC E1.10-E1.151: this turn's merchant marine budget, set as the turn starts: 7.5% of MM BPV by mobility (FW 100%, LW 75%, PT and RB 50%), halved when crippled, with the command rating cut's +25%/+40%, capped by the military budget. Unspent, it is lost (E1.20).",
  },
  {
    header: MONITORS,
    type: 'int',
    seenBy: 'owner',
    note: 'GC E1.35: its monitors in transit, each wanting 1 F-L and 2 F-S of the convoy value.',
  },
  {
    header: OVER_RATING,
    type: 'int',
    seenBy: 'owner',
    note: 'GC E1.35, B12.120: its squadrons over their command rating by the freighters, each wanting 1 F-L and 2 F-S.',
  },
  {
    header: WORKING,
    type: 'text',
    seenBy: 'owner',
    note: 'GC E1.35, E1.50: the freighters of its working pool (off the map, in constant motion), e.g. "42 F-L, 84 F-S". Below the convoy value, the military income is cut by the share missing (E1.30). Blank: not tracked (no cut).',
  },
  {
    header: CONVOY_VALUE,
    type: 'text',
    seenBy: 'owner',
    note: 'GC E1.35: the working freighters its trade-route hexes, open-space bases, monitors in transit, minor colonies and squadrons over rating want, set as the turn starts, e.g. "45 F-L, 90 F-S"; one F-L stands for two F-S (E1.40).',
  },
];

/** The Fleets columns: the system a squadron raids this turn, and the EPs it carries (B1.25). */
export const RAID = 'Raid';
export const CARRIED = 'Carried EPs';
/** The Systems columns: the raids of the last six segments, e.g. "KLI Y150 Turn 1@5"; the ground defences still standing. */
export const RAIDED = 'Raided';
export const GROUND_DEFENCES = 'Ground defences';

export const RAID_FLEET_COLUMNS: readonly RowColumn[] = [
  {
    header: RAID,
    type: 'text',
    seenBy: 'owner',
    note: 'GC B1.70: the system it raids this turn, set by its Raid order; cleared once the raid is made or the turn ends.',
  },
  {
    header: CARRIED,
    type: 'number',
    seenBy: 'owner',
    note: 'GC B1.25, B1.75b: EPs it carries from its raids; credited when a turn ends with it at a system of its own empire.',
  },
];

export const RAIDED_COLUMN: RowColumn = {
  header: RAIDED,
  type: 'list',
  seenBy: 'owner',
  note: 'GC B1.75b: the raids on it of the last six segments, e.g. "KLI Y150 Turn 1@5" (an empire raids a system once in six segments; any system once a segment).',
};

export const GROUND_DEFENCES_COLUMN: RowColumn = {
  header: GROUND_DEFENCES,
  type: 'int',
  format: '0',
  seenBy: 'owner',
  note: 'GC B1.70: its ground bases and defence satellites still standing (1/B, C3.20); while any stand it is not raided. Clear it once a side of the planet is destroyed.',
};

export const UNSURVEYED = 'Unsurveyed';

export const UNSURVEYED_COLUMN: RowColumn = {
  header: UNSURVEYED,
  type: 'bool',
  seenBy: 'all',
  note: 'GC B3.10: an off-map area, unsurveyed: mineral resource runs may be made there (B3.20).',
};

export const COMMERCIAL_BASE = 'Commercial base';

export const COMMERCIAL_BASES = ['CB', 'TCB', 'QCB'] as const;

export const COMMERCIAL_BASE_COLUMN: RowColumn = {
  header: COMMERCIAL_BASE,
  type: 'text',
  values: COMMERCIAL_BASES,
  seenBy: 'all',
  note: 'GC B4.10, B4.20: its commercial base: CB (100/25 EPV/BPV), TCB (350/75) or QCB (438/100; core economics of twice the morale, B4.20b). B3.45: a minor colony made by MRR wants a CB, a major a TCB.',
};

export const MM = 'MM';

export const MM_STATUSES = ['SR', 'SR terrain', 'SD', 'Military'] as const;

export type MmStatus = (typeof MM_STATUSES)[number];

/** GC E2.10: a squadron's merchant-marine status (its Fleets MM); undefined for the navy's. */
export function mmStatus(c: Campaign, fleet: string): MmStatus | undefined {
  const v = String(extraRow(c, 'Fleets', fleet)[MM] ?? '').trim();
  return MM_STATUSES.find((s) => s.toLowerCase() === v.toLowerCase());
}

/** GC E2.55: the squadron is in a system's outlying terrain (cloaked, E2.56; outside a blockade, C12.70). */
export const inTerrain = (c: Campaign, fleet: string): boolean => mmStatus(c, fleet) === 'SR terrain';

/** GC E2.50: the squadron is in the strategic reserve, in terrain or not. */
export const inReserve = (c: Campaign, fleet: string): boolean => mmStatus(c, fleet)?.startsWith('SR') ?? false;
