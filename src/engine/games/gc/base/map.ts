// GC A5: the map of one spiral arm, wrapping east to west (A5: MM17 to MM77 is one move), each hex a
// Systems row named letter + number (A5.10) and placed by its X (column) and Y (row). The arm's edge
// (A5.20) is the edge of the hexes typed, or Deep space hexes no squadron enters; unnavigable space
// (A200) and radiation zones (A300) are a hex's Terrain.

import type { Campaign } from '../../../core/model';
import type { GameRow, RowColumn } from '../../../core/game';
import { hexLayout } from '../../../core/map/layout';
import { GameMap, PLAIN_MAP } from '../../../core/map/words';

/** A hex's terrain: open space, unnavigable (A200), a radiation zone (A300), or deep space beyond the arm's edge (A5.20). */
export const TERRAINS = ['Space', 'Unnavigable', 'Radiation zone', 'Deep space'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const TERRAIN_COLUMN: RowColumn = {
  header: 'Terrain',
  type: 'text',
  values: TERRAINS,
  seenBy: 'all',
  note: "GC A5.20, A200, A300: Space (blank), Unnavigable (entered only as a course's first move, at speed 3 at most), Radiation zone, or Deep space (beyond the arm's edge: no squadron enters).",
};

const extrasOf = (c: Campaign, tab: 'Systems' | 'Fleets' | 'Empires', id: string): GameRow => c.extras?.[tab]?.[id] ?? {};

/** A hex's terrain as its Systems row gives it (blank: Space). */
export function terrainOf(c: Campaign, hex: string): Terrain {
  const t = String(extrasOf(c, 'Systems', hex).Terrain ?? '');
  return (TERRAINS as readonly string[]).includes(t) ? (t as Terrain) : 'Space';
}

/** Whether a hex is a radiation zone, where sensors read short (A300.40). */
export const inRadiation = (c: Campaign, hex: string): boolean => terrainOf(c, hex) === 'Radiation zone';

/** GC A5.10: a row's letters, A in the south; after Z the letters double (AA, BB … ZZ), as the document's ZZ54 and MM17. */
export function rowLetters(index: number): string {
  return String.fromCharCode(65 + (index % 26)).repeat(Math.floor(index / 26) + 1);
}

/** GC A5.10: a hex's name, its row's letters and its column's number (B1 lies in the far south-west). */
export const hexName = (rowFromSouth: number, column: number): string => `${rowLetters(rowFromSouth)}${column}`;

export const GC_MAP: GameMap = {
  layout: hexLayout((c) => ({
    hexes: c.systems.map((s) => ({ id: s.id, terrain: terrainOf(c, s.id), place: { col: s.x, row: s.y } })),
    impassable: ['Deep space'],
    wrap: true,
  })),
  words: {
    ...PLAIN_MAP.words,
    owner: "Hex wash: owner's colour",
    fleet: 'Squadron: code and strength (GC A6.10)',
    seenFleet: 'Seen squadron: strength only (GC C5)',
    battlePending: 'Battle pending (GC A2.10)',
    battleFought: "Battle fought: winner's colour",
    lane: undefined,
    link: "Trade route: its empire's colour (GC B1.10)",
    hiddenLink: 'Hidden trade route: yours alone (GC B1.24)',
    terrain: {
      Unnavigable: { colour: '#e8a0a0', text: 'Unnavigable space (GC A200)' },
      'Radiation zone': { colour: '#a8d8a0', text: 'Radiation zone (GC A300)' },
      'Deep space': { colour: '#505860', text: "Deep space: beyond the arm's edge (GC A5.20)" },
    },
  },
};
