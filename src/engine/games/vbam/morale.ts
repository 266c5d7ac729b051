// Morale checks of the Update Assets phase (`VBAM Update Assets`): each condition of the morale table
// that holds is rolled on 1D6 (the effect happens at or under its target number) or applies
// automatically. What low Morale costs (halved or no utilized Productivity) is in income.ts.

import { Dice } from '../../core/dice';
import { groupBy } from '../../core/ids';
import { Colony } from './model';
import { Control, SectorMap, Standing, distances } from './sectors';

/** What the kernel knows about a colony this Update Assets phase, beyond the colony itself. */
export interface MoraleFacts {
  /** More than 3 jumps from the nearest other friendly colony (`moraleMapFacts`). */
  farFromFriendlyColony: boolean;
  /** No path through controlled or friendly sectors to the homeworld (`moraleMapFacts`). */
  cutOffFromHomeworld: boolean;
  /** A hostile force seized the system last turn, or raiders raided it (`VBAM Encounters`). */
  seizedLastTurn: boolean;
  /** Its owner's ground units on the planet. */
  groundUnits: number;
  /** The empire's homeworld was attacked this turn. */
  homeworldAttacked: boolean;
  /** Random events the GM applies to this colony (VB21), each a Morale change. */
  events?: MoraleEvent[];
}

/** A random event's change to a colony's Morale. */
export interface MoraleEvent {
  name: string;
  effect: number;
}

/** One row of the morale table: a 1D6 target, or automatic, and the change to Morale. */
export interface MoraleRow {
  condition: string;
  target: number | 'Automatic';
  effect: number;
  holds(c: Colony, f: MoraleFacts): boolean;
}

/** The row a system seized by a hostile force checks, as does a raided one (VB26). */
export const SEIZED_ROW: MoraleRow = {
  condition: 'seized by a hostile force last turn',
  target: 3,
  effect: -3,
  holds: (_, f) => f.seizedLastTurn,
};

/** The morale table of `VBAM Update Assets`, in the document's order (random events come after). */
export const MORALE_TABLE: readonly MoraleRow[] = [
  {
    condition: 'more than 3 jumps from a friendly colony with Census 5 or more',
    target: 1,
    effect: -1,
    holds: (c, f) => f.farFromFriendlyColony && c.census >= 5,
  },
  { condition: 'cut off from the homeworld', target: 2, effect: -1, holds: (_, f) => f.cutOffFromHomeworld },
  SEIZED_ROW,
  {
    condition: 'held by twice as many ground units as Census',
    target: 'Automatic',
    effect: 1,
    holds: (c, f) => f.groundUnits >= 2 * c.census,
  },
  {
    condition: 'Productivity 0 with Census over 3',
    target: 'Automatic',
    effect: -1,
    holds: (c) => c.productivity === 0 && c.census > 3,
  },
  { condition: 'full employment', target: 'Automatic', effect: 1, holds: (c) => c.productivity === c.census },
  { condition: "the empire's homeworld attacked", target: 1, effect: -1, holds: (_, f) => f.homeworldAttacked },
];

/** A condition that held, with its roll when it was rolled for. */
export interface MoraleCheck {
  condition: string;
  target: number | 'Automatic';
  roll?: number;
  /** The change to Morale: the row's effect when it occurred, else 0. */
  effect: number;
}

export interface MoraleResult {
  morale: number;
  checks: MoraleCheck[];
  /** Morale 0: the colony produces nothing and is in rebellion (`VBAM Update Assets`). */
  rebellion: boolean;
}

/**
 * Checks one colony's Morale. Only conditions that hold are rolled, each on its own 1D6, in the table's
 * order. The result stays between 0 and the Census (VB19); the changes are summed before the limits.
 */
export function checkMorale(c: Colony, facts: MoraleFacts, dice: Dice): MoraleResult {
  const checks: MoraleCheck[] = [];
  for (const row of MORALE_TABLE) {
    if (row.holds(c, facts)) checks.push(moraleRow(c, row, dice));
  }
  for (const e of facts.events ?? []) checks.push({ condition: `random event: ${e.name}`, target: 'Automatic', effect: e.effect });
  const change = checks.reduce((sum, k) => sum + k.effect, 0);
  const morale = Math.max(0, Math.min(c.census, c.morale + change));
  return { morale, checks, rebellion: morale === 0 };
}

/** One row that holds: automatic, or its 1D6 at or under the target. */
export function moraleRow(c: Colony, row: MoraleRow, dice: Dice): MoraleCheck {
  if (row.target === 'Automatic') return { condition: row.condition, target: row.target, effect: row.effect };
  const roll = dice.roll(1, 6, `VBAM Update Assets: morale of ${c.system}, ${row.condition}`);
  return { condition: row.condition, target: row.target, roll, effect: roll <= row.target ? row.effect : 0 };
}

/** `VBAM Update Assets`: "more than 3 jumps" from a friendly colony. */
export const FRIENDLY_COLONY_JUMPS = 3;

/**
 * The two map conditions of the morale table (VB20), for each colony of `colonies` asked about with its
 * homeworld's sector. Friendly is its owner, an ally, or a Mutual Defense or Peace partner (VB94).
 * - far: no other friendly colony within 3 jumps, counted over any sectors;
 * - cut off: no path to the homeworld's sector through sectors a friendly power controls (the
 *   colony's own sector and the homeworld's always count). The homeworld itself is never cut off.
 * The sectors reached from each homeworld are searched once, for all its owner's colonies (lanes run both
 * ways: a colony is on a path from its homeworld when a sector beside it was reached).
 */
export function moraleMapFacts(
  map: SectorMap,
  control: Map<string, Control>,
  standing: Standing,
  colonies: Colony[],
): (colony: Colony, homeworldSector: string) => Pick<MoraleFacts, 'farFromFriendlyColony' | 'cutOffFromHomeworld'> {
  const bySector = groupBy(colonies, (c) => c.sector);
  const reached = new Map<string, Map<string, number>>();
  return (colony, homeworldSector) => {
    const owner = colony.owner;
    const friend = (p: string) => standing.friendly(p, owner);
    const near = distances(map, [colony.sector], FRIENDLY_COLONY_JUMPS);
    const farFromFriendlyColony = ![...near.keys()].some((s) => bySector.get(s)?.some((o) => o !== colony && friend(o.owner)));
    const key = `${owner}|${homeworldSector}`;
    let home = reached.get(key);
    if (!home) {
      const passable = (s: string) => {
        const c = control.get(s);
        return s === homeworldSector || (c?.state === 'Controlled' && friend(c.owner));
      };
      reached.set(key, (home = distances(map, [homeworldSector], Infinity, passable)));
    }
    const beside = map.adjacent.get(colony.sector) ?? [];
    const cutOffFromHomeworld = colony.sector !== homeworldSector && !beside.some((s) => home.has(s));
    return { farFromFriendlyColony, cutOffFromHomeworld };
  };
}
