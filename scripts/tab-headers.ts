// The header rows the campaign generators write (the benchmark's, scripts/bench-campaign.ts, and the
// VBAM-SFB sample's, scripts/vbam-campaign.ts): a shared tab's columns as the schema lays them out,
// the computed ones left out (the add-on writes their formulas), so no generator spells a header again.

import { findTab, isComputed, tabsOf } from '../sheets-templates/schema';
import type { Game } from '../src/engine/core/game';

/** The columns of the schema's tab `name` a generator fills (with `game`'s own columns on it), in order, but those in `without`. */
export function headersOf(name: string, without: readonly string[] = [], game?: Game): string[] {
  const tab = game ? tabsOf(game).find((t) => t.name === name) : findTab(name);
  if (!tab) throw new Error(`no tab "${name}" in the schema`);
  return tab.columns.filter((c) => !isComputed(c) && !without.includes(c.header)).map((c) => c.header);
}

/** The Empires columns a generated campaign fills: each empire and its admiral, before the columns play fills in. */
export const EMPIRE_HEADERS = headersOf('Empires', ['Ready', 'Capital', 'Workbook', 'Workbook id']);
