// GC's cells on the shared tabs (Game.columns) as the campaign holds them: read and set by row id. Apart
// from tabs.ts, which re-exports them, so that the rule modules tabs.ts reads (economy.ts) may use them too.

import type { GameRow } from '../../core/game';
import type { Campaign } from '../../core/model';

/** A row of a game column on a shared tab (empty when none). */
export const extraRow = (c: Campaign, tab: 'Empires' | 'Systems' | 'Fleets' | 'Ships', id: string): GameRow => c.extras?.[tab]?.[id] ?? {};

/** GC B12.110, B12.115, B13.10: the empire's command rating cut (Empires tab; blank none). */
export const commandCut = (c: Campaign, empire: string): number => Number(extraRow(c, 'Empires', empire)['Command rating cut']) || 0;

/** The Systems column ticked for a contested system (B1.60; contested.ts, economy.ts). */
export const CONTESTED = 'Contested';

/** The Fleets column naming the hex a squadron blockades (C12.10; blockades.ts, blockadedReserve.ts). */
export const BLOCKADE = 'Blockade';
/** The hex the squadron blockades (blank none). */
export const blockadeOf = (c: Campaign, fleet: string): string => String(extraRow(c, 'Fleets', fleet)[BLOCKADE] ?? '').trim();

/** The Ships column ticked for a legendary admiral aboard (A12.10; legendary.ts). */
export const LEGENDARY_ADMIRAL = 'Legendary admiral';

/** Sets cells of a game column's row. */
export function setExtra(c: Campaign, tab: 'Empires' | 'Systems' | 'Fleets' | 'Ships', id: string, cells: GameRow): void {
  const rows = ((c.extras ??= {})[tab] ??= {});
  rows[id] = { ...rows[id], ...cells };
}
