// The campaign map (BB1-BB3): hexes numbered by column and row ("0304", AA5), one Systems row each, with
// their terrain in the game's Terrain column. A border hex (BB3.3) cannot be entered; an unexplored one
// (BB3.4) can. Claimed hexes and large bases are known to every admiral (BB3.51-52): the Owner column
// and the Large base column are public; prospectors are their owner's.

import type { Campaign } from '../../core/model';
import type { World } from '../../core/world';
import type { GameColumns, GameRow, RowTab } from '../../core/game';
import { hexLayout } from '../../core/map/layout';
import { GameMap, PLAIN_MAP } from '../../core/map/words';

/** BB1-BB3: what a hex holds. */
export const TERRAINS = ['Empty', 'Asteroid', 'Star system', 'Rogue N planet', 'Rogue gas giant', 'Border', 'Unexplored'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** BB3.3: the border no unit may enter. */
export const BORDER: Terrain = 'Border';

/** CC1.2: the large bases, each with the EBPV of units set up within 2 hexes of it. */
export const LARGE_BASES = ['SB', 'BATS', 'BS'] as const;
export type LargeBase = (typeof LARGE_BASES)[number];

/** FF1.1: what a fleet does when it meets the enemy, a standing order. */
export const STANCES = ['Seek battle', 'Avoid'] as const;
export type Stance = (typeof STANCES)[number];

/** EE1.3: how a fleet hides from sensors (blank: it does not). */
export const CONCEALMENTS = ['Cloaked', 'Shut down', 'Hidden in terrain'] as const;
export type Concealment = (typeof CONCEALMENTS)[number];

/** FF2.12: the Systems column of the races a hex shows light grey to (capture.ts). */
export const LOST_BY = 'Lost by';
/** EE1.21 (sensorRoll.ts): a ship's highest undamaged sensor box, and a fleet's last roll. */
export const SENSOR_BOX = 'Sensor';
export const SENSOR_ROLL = 'Sensor roll';

export const STALEY_COLUMNS: GameColumns = {
  Systems: [
    { header: 'Terrain', type: 'text', values: TERRAINS, seenBy: 'all', note: 'BB1-BB3: the hex terrain; a Border hex cannot be entered.' },
    {
      header: 'Large base',
      type: 'text',
      values: LARGE_BASES,
      seenBy: 'all',
      note: 'BB3.52: the large base in the hex (SB, BATS, BS), known to all; an SB has a shipyard (CC2.3).',
    },
    {
      header: 'Prospectors',
      type: 'int',
      seenBy: 'owner',
      note: 'HH1.621: prospecting freighters in the hex, in small freighters (a large one or a CPP counts 2, an F-OP 5).',
    },
    {
      header: LOST_BY,
      type: 'list',
      seenBy: 'gm',
      note: 'FF2.12: the races this hex was taken from that have not seen it since: their chart shows it light grey, its owner unknown.',
    },
  ],
  Fleets: [
    { header: 'Path', type: 'list', seenBy: 'owner', note: 'DD2: the hexes still to move through, next first (a Move order sets it).' },
    {
      header: 'Speed plan',
      type: 'text',
      seenBy: 'owner',
      note: 'DD2.31: "rest 2 6" (the rest phases), DD2.51: "double 3 7" (the two-hex phases); blank: the earliest allowed.',
    },
    { header: 'Pass through', type: 'list', seenBy: 'owner', note: 'FF2.11: hexes of the path entered without claiming them.' },
    {
      header: 'Stance',
      type: 'text',
      values: STANCES,
      seenBy: 'owner',
      note: 'FF1.1: Seek battle or Avoid when it meets the enemy (blank: Seek battle).',
    },
    {
      header: 'Concealed',
      type: 'text',
      values: CONCEALMENTS,
      seenBy: 'owner',
      note: 'EE1.3: Cloaked, Shut down or Hidden in terrain: found only from the same hex.',
    },
    {
      header: 'Leaving',
      type: 'bool',
      seenBy: 'owner',
      note: 'DD4.1: yes while it spends its first phase leaving an asteroid or star system hex.',
    },
    {
      header: SENSOR_ROLL,
      type: 'text',
      seenBy: 'owner',
      note: 'EE1.21: the phase its damaged sensors last rolled, and whether it detected then.',
    },
  ],
  Ships: [
    {
      header: SENSOR_BOX,
      type: 'text',
      seenBy: 'owner',
      note: 'EE1.21: the highest undamaged box of its sensor track (blank: 6, undamaged); below 6 it detects on a 1d6 roll up to it.',
    },
  ],
};

/** A row of the game's columns on a shared tab, created on first write. */
export function cells(c: Campaign, tab: RowTab, id: string): GameRow {
  const rows = ((c.extras ??= {})[tab] ??= {});
  return (rows[id] ??= {});
}

/** FF2.12: the races a hex shows light grey to, taken from them (the Systems column Lost by, capture.ts). */
export const lostBy = (w: World, hex: string): string[] => {
  const v = w.c.extras?.Systems?.[hex]?.[LOST_BY];
  return Array.isArray(v) ? v.map(String) : [];
};

export const setLostBy = (w: World, hex: string, races: string[]) => void (cells(w.c, 'Systems', hex)[LOST_BY] = races);

export const terrainOf = (c: Campaign, hex: string): Terrain => (String(c.extras?.Systems?.[hex]?.Terrain ?? '') || 'Empty') as Terrain;
export const largeBaseOf = (c: Campaign, hex: string): LargeBase | '' =>
  String(c.extras?.Systems?.[hex]?.['Large base'] ?? '') as LargeBase | '';

/** The hex map of a campaign: every Systems row a hex, a Border impassable (BB3.3). */
export const STALEY_LAYOUT = hexLayout((c) => ({
  hexes: c.systems.map((s) => ({ id: s.id, terrain: terrainOf(c, s.id) })),
  impassable: [BORDER],
}));

export const STALEY_MAP: GameMap = {
  layout: STALEY_LAYOUT,
  words: {
    ...PLAIN_MAP.words,
    owner: "Tile edge: the claiming race's colour (BB3.5, known to all)",
    lost: 'Light grey: taken from us, by whom unseen (FF2.12)',
    seenFleet: 'Detected: ships counted, not named (EE1.31)',
    lane: undefined,
    terrain: {
      Empty: { colour: '#ffffff', text: 'Empty hex (0.2 EBPV, HH1.1)' },
      Asteroid: { colour: '#f4e1c1', text: 'Asteroid hex (BB3.1)' },
      'Star system': { colour: '#fff3a0', text: 'Star system (BB2.1)' },
      'Rogue N planet': { colour: '#f7c6c6', text: 'Rogue N planet (BB1.13)' },
      'Rogue gas giant': { colour: '#c9f0c9', text: 'Rogue gas giant (BB1.12)' },
      Border: { colour: '#555555', text: 'Border: no entry (BB3.3)' },
      Unexplored: { colour: '#d9d9d9', text: 'Unexplored (BB3.4)' },
    },
  },
};
