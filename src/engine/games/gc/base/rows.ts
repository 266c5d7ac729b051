// GC's cells on the shared tabs (Game.columns) as the campaign holds them: read and set by row id. Apart
// from tabs.ts, which re-exports them, so that the rule modules tabs.ts reads (economy.ts) may use them too.

import type { GameRow } from '../../../core/game';
import type { Campaign, Fleet, StarSystem } from '../../../core/model';
import type { World } from '../../../core/world';

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
  if (tab === 'Systems') systemsChanged(c);
  if (tab === 'Fleets') for (const [column, v] of Object.entries(cells)) markChanged(c, column, id, v);
}

/** Each campaign's squadrons marked in a Fleets column, by column (fleetsMarked). */
const marked = new WeakMap<Campaign, Map<string, { rows: unknown; fleets: Fleet[] }>>();
const isSet = (v: unknown): boolean => String(v ?? '') !== '';

/** A squadron's mark cleared leaves the column's list; one set makes it again, in the campaign's order. */
function markChanged(c: Campaign, column: string, id: string, v: unknown): void {
  const m = marked.get(c)?.get(column);
  if (!m) return;
  if (isSet(v)) marked.get(c)!.delete(column);
  else m.fleets = m.fleets.filter((f) => f.id !== id);
}

/**
 * The squadrons whose Fleets `column` is set (a Decimate or Convoy raid order), in the campaign's order:
 * found in one pass over the squadrons and kept until setExtra sets that column again, so that a step run
 * every segment reads the few marked, not every squadron's row (issue 35).
 */
export function fleetsMarked(w: World, column: string): Fleet[] {
  const rows = w.c.extras?.Fleets;
  const byColumn = marked.get(w.c) ?? marked.set(w.c, new Map()).get(w.c)!;
  let m = byColumn.get(column);
  if (!m || m.rows !== rows) byColumn.set(column, (m = { rows, fleets: w.c.fleets.filter((f) => isSet(rows?.[f.id]?.[column])) }));
  return m.fleets.flatMap((f) => w.fleet(f.id) ?? []);
}

/** How often each campaign's systems changed hands or their Systems rows changed (holdings.ts keeps its grouping until then). */
const systemChanges = new WeakMap<Campaign, number>();
const systemsChanged = (c: Campaign): void => void systemChanges.set(c, systemsVersion(c) + 1);
/** The count of the campaign's system changes through setExtra and setOwner. */
export const systemsVersion = (c: Campaign): number => systemChanges.get(c) ?? 0;

/** GC B1: the system passes to `owner` (blank: no one's). Every change of hands goes through here, so that holdings.ts sees it. */
export function setOwner(c: Campaign, sys: StarSystem, owner: string): void {
  sys.owner = owner;
  systemsChanged(c);
}

/** GC A5, B1: what a hex holds: a homeworld, a major system or a minor colony (blank: none). */
export const SYSTEM_CLASSES = ['Homeworld', 'Major', 'Minor colony'] as const;
export type SystemClass = (typeof SYSTEM_CLASSES)[number];
/** GC C7.30, C7.40: a system's damage. */
export const DAMAGES = ['Decimated', 'Rubbled'] as const;
export type Damage = (typeof DAMAGES)[number];
/** GC B12.70: the economic mobility levels and what each does to the BEV. */
export const MOBILITIES = ['FW', 'LW', 'PT', 'RB'] as const;
export type Mobility = (typeof MOBILITIES)[number];

export const CLASS_MOVEMENT = 'Class movement';
/** The Fleets column where a squadron's bottleneck of this turn is noted (D2.32). */
export const BOTTLENECK = 'Bottleneck';

/** An empire's A5.30 code (blank: the first letter of its id). */
export const empireCode = (c: Campaign, empire: string): string => String(extraRow(c, 'Empires', empire).Code || empire[0]).toUpperCase();

/** A class's row of the Class movement tab. */
export const movementRow = (w: World, shipClass: string) =>
  (w.c.tables?.[CLASS_MOVEMENT] ?? []).find((r) => String(r.Class).toUpperCase() === shipClass.toUpperCase());

export const SPECIAL_CREW = 'Special crew';
