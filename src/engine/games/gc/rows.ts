// GC's cells on the shared tabs (Game.columns) as the campaign holds them: read and set by row id. Apart
// from tabs.ts, which re-exports them, so that the rule modules tabs.ts reads (economy.ts) may use them too.

import type { GameRow } from '../../core/game';
import type { Campaign } from '../../core/model';

/** A row of a game column on a shared tab (empty when none). */
export const extraRow = (c: Campaign, tab: 'Empires' | 'Fleets', id: string): GameRow => c.extras?.[tab]?.[id] ?? {};

/** Sets cells of a game column's row. */
export function setExtra(c: Campaign, tab: 'Fleets', id: string, cells: GameRow): void {
  const rows = ((c.extras ??= {})[tab] ??= {});
  rows[id] = { ...rows[id], ...cells };
}
