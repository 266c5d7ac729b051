// GC B8, B11.40, B11.80: the columns and the tab construction reads and writes: a system's shipyards
// (B8.21, B8.30), a class's hull type (CW, DW, BB), and the Construction tab of builds.

import type { GameColumn, GameTab, RowColumn } from '../../../core/game';
import type { World } from '../../../core/world';

/**
 * GC B8.21: the five kinds of shipyard, each with its B8.30 capacity points; B8.90, B8.96: the ad hoc ones,
 * taking none: a base station made a shipyard (BSSY) and the docks (FRD, FRX, CDK).
 */
export const YARDS = { SC2SY: 5, SC3SY: 4, SC4SY: 3, CWSY: 2, DWSY: 1, SC3XSY: 4, SC4XSY: 3, BSSY: 0, FRD: 0, FRX: 0, CDK: 0 } as const;
/** GC C21.20: the second-generation X-ship yards (x2Yards.ts), each of the capacity of the SC3SY or SC4SY it is refitted from. */
export const X2_YARDS = { SC3XSY: 'SC3SY', SC4XSY: 'SC4SY' } as const;
export type X2Yard = keyof typeof X2_YARDS;
export const isX2Yard = (y: Yard): y is X2Yard => y in X2_YARDS;
export type Yard = keyof typeof YARDS;
/** The shipyards built by B8.21 (facilities.ts). */
export type BuiltYard = Exclude<Yard, Dock>;
/** GC B8.90, B8.96: the shipyard each ad hoc one builds as, a turn longer (B8.90: a BSSY at 30% more EPs). */
export const DOCKS = { BSSY: 'SC2SY', FRD: 'SC3SY', FRX: 'SC3SY', CDK: 'SC3SY' } as const;
export type Dock = keyof typeof DOCKS;
export const isDock = (y: Yard): y is Dock => y in DOCKS;
/** GC B8.90: a BSSY's builds cost 30% more. */
export const BSSY_SURCHARGE = 1.3;
export const YARD_KINDS = Object.keys(YARDS) as Yard[];
/** GC B8.30: the shipyard capacity points a homeworld, a major system and a minor colony hold. */
export const CAPACITY: Record<'Homeworld' | 'Major' | 'Minor colony', number> = { Homeworld: 60, Major: 8, 'Minor colony': 2 };

/** GC B11.80, B11.83, B8.401-B8.402: the hulls priced and built apart: war cruisers, war destroyers, battleships. */
export const HULL_TYPES = ['CW', 'DW', 'BB'] as const;
export type HullType = (typeof HULL_TYPES)[number];

export const SHIPYARDS = 'Shipyards';
export const HULL_TYPE = 'Hull type';

/** The Systems tab's shipyards column. */
export const SHIPYARDS_COLUMN: RowColumn = {
  header: SHIPYARDS,
  type: 'list',
  seenBy: 'owner',
  note: 'GC B8.21: the shipyards at the system, e.g. "SC3SY, SC4SY, DWSY" (SC2SY, SC3SY, SC4SY, CWSY, DWSY; C21.20 the second-generation X-ship yards SC3XSY, SC4XSY); B8.30 caps their capacity points (homeworld 60, major 8, minor colony 2). B8.90, B8.96: a BSSY (as an SC2SY, +30% EPs), an FRD, FRX or CDK standing there (as an SC3SY) build a turn longer and take no capacity points; one BSSY a system.',
};

/** The Class movement tab's hull type column. */
export const HULL_TYPE_COLUMN: GameColumn = {
  header: HULL_TYPE,
  type: 'text',
  values: HULL_TYPES,
  note: 'GC B11.80: CW (war cruiser, built in a CWSY) or DW (war destroyer, in a DWSY), 4% off a ship for each of its kind bought in a turn, at most 24%; BB: battleship class (B11.83, +20% for each after the first); blank: any other.',
};

const STATUSES = ['Ordered', 'Building', 'Delivered', 'Refused', 'Lost', 'Converted', 'Converting'] as const;

export const CONSTRUCTION_TAB: GameTab = {
  name: 'Construction',
  note: 'GC B11.40: the builds ordered, paid and delivered; an admiral sees their own.',
  seenBy: { owner: 'Empire' },
  columns: [
    { header: 'Empire', type: 'text', note: 'The building empire: only its admiral sees the row.' },
    { header: 'Class', type: 'text', note: 'The class built; attrition units (C20.10): how many, e.g. 12 fighters (size 2), 6 PFs.' },
    { header: 'Hex', type: 'text', note: "The shipyard's system (B8.20)." },
    { header: 'Yard', type: 'text', values: YARD_KINDS, note: 'The shipyard building it (B8.40-B8.402).' },
    { header: 'Squadron', type: 'text', note: 'The squadron it joins when delivered (A6.10); a new strategic-reserve one when blank.' },
    { header: 'Starts', type: 'season', note: 'B11.40: the turn after the order; paid as it starts, after the B11.15 treasury.' },
    { header: 'Done', type: 'season', note: 'B8.50: delivered at the end of this turn.' },
    {
      header: '% complete',
      type: 'int',
      note: "B8.501: how far a ship being built has come as the last turn ended (a year's build: 50 after its first turn); 100 once delivered.",
    },
    {
      header: 'EPV',
      type: 'number',
      note: 'B11.80: its class EBPV, x1.5 for a first-generation warp ship (C18.20), x1.2 for an X-ship (C19.10), +50% computer-operated (C9.10), -15% for a green crew (C9.60).',
    },
    {
      header: 'Crew',
      type: 'text',
      values: ['Computer', 'Green'],
      note: 'GC C9.10, C9.60: the special crew it is built for (its Build order\'s Extras "computer" or "green"), its ship\'s Special crew on delivery; blank normal.',
    },
    { header: 'Cost', type: 'number', note: 'B11.80, B11.83: what was paid, after the CW/DW discount or the battleship surcharge.' },
    {
      header: 'Status',
      type: 'text',
      values: STATUSES,
      note: 'Ordered, Building (paid), Delivered, Refused (not paid: see Note), Lost (its system lost) Converted (an X-ship conversion, C19.10: paid and done as ordered) or Converting (a starbase or sector base becoming its X version, paid, done at the end of Done, C19.20). Attrition units bought (C20.10) are Delivered rows: Class says how many.',
    },
    { header: 'Note', type: 'text', note: 'Why a build was refused or lost; an X-ship prototype (C19.10); the ship converted.' },
  ],
};

/** A system's shipyards as its Systems row lists them (unknown names left out). */
export function yardsAt(w: World, hex: string): Yard[] {
  const cell = w.c.extras?.Systems?.[hex]?.[SHIPYARDS];
  const names = Array.isArray(cell) ? cell : String(cell ?? '').split(/[\s,]+/);
  return names.map((n) => YARD_KINDS.find((y) => y === n.trim().toUpperCase())).filter((y): y is Yard => !!y);
}
