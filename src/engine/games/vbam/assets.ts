// Colony numbers outside the Income phase: what a colony can build (`VBAM Construction Completion`),
// the price of Productivity and Census growth (`VBAM Update Assets`), repair and scrap values.

import { Dice } from '../../core/dice';
import { Colony } from './model';
import { utilizedProductivity } from './income';

/** Construction capacity in EP a turn: utilized Productivity × RAW. */
export function constructionCapacity(c: Colony): number {
  return utilizedProductivity(c) * c.raw;
}

/** Dock spaces: one ship each, as many as the utilized Productivity (flights need none). */
export function dockSpaces(c: Colony): number {
  return utilizedProductivity(c);
}

/** Ground units raised at a planet in one turn: at most twice its Census. */
export function groundUnitLimit(c: Colony): number {
  return 2 * c.census;
}

/** Raising Productivity by one (the most in a turn) costs ten times the new value. */
export function productivityCost(c: Colony): number {
  return 10 * (c.productivity + 1);
}

/** Repair: 25% of the unit's cost, rounded up. */
export function repairCost(cost: number): number {
  return Math.ceil(cost / 4);
}

/** Scrapping a unit, or cancelling construction begun, returns 50% of the EP, rounded down (VB18). */
export function scrapValue(spent: number): number {
  return Math.floor(spent / 2);
}

/** A colony's Census growth check at the end of the year, with the bonus from earlier misses. */
export interface Growth {
  census: number;
  /** The +1 a miss adds to the next check. */
  bonus: number;
  roll?: number;
}

/**
 * `VBAM Update Assets`: d10 + Census + bonus over 15 adds one Census and clears the bonus; a miss adds
 * 1 to the bonus. A colony at its carrying capacity does not roll and keeps its bonus (VB17).
 */
export function censusGrowth(c: Colony, bonus: number, dice: Dice): Growth {
  if (c.census >= c.carryingCapacity) return { census: c.census, bonus };
  const roll = dice.roll(1, 10, `VBAM Update Assets: Census growth of ${c.system}`);
  return roll + c.census + bonus > 15 ? { census: c.census + 1, bonus: 0, roll } : { census: c.census, bonus: bonus + 1, roll };
}
