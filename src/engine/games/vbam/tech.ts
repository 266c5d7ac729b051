// The Tech phase (`VBAM Tech`): required investment, the chance of one or two advances, the rolls at
// turns 6 and 12, and what the investment pool carries over.

import { Dice } from '../../core/dice';

/** The turns of the year with a Tech phase: halfway and the end of the year. */
export const TECH_TURNS = [6, 12] as const;
/** At most this many advances in a campaign year. */
export const ADVANCES_A_YEAR = 2;

/** The required investment: 50% of this turn's Total Domestic Product, rounded up. */
export function requiredInvestment(tdp: number): number {
  return Math.ceil(tdp / 2);
}

/** Whole percent, rounded down (VB11: 52 / 107 = 48.6% is the document's 48%). */
const percent = (part: number, whole: number) => Math.floor((part * 100) / whole);

/** The chance of the first advance: invested ÷ required, at most 100%. */
export function firstChance(pool: number, required: number): number {
  if (required <= 0) return pool > 0 ? 100 : 0;
  return Math.min(100, percent(Math.max(0, pool), required));
}

/** The pool may hold at most 200% of the required investment (`VBAM Tech`: overpaying secures a second advance). */
export function mostToInvest(pool: number, required: number): number {
  return Math.max(0, 2 * required - pool);
}

/** The year's second advance has at most a 50% chance (`VBAM Tech`). */
export const SECOND_ADVANCE_MOST = 50;

/** The chance of a second advance: the overpayment (up to 100% more) ÷ required, halved, at most 50%. */
export function secondChance(pool: number, required: number): number {
  if (required <= 0) return 0;
  const over = Math.min(required, Math.max(0, pool - required));
  return Math.min(SECOND_ADVANCE_MOST, Math.floor(percent(over, required) / 2));
}

export interface TechState {
  techYear: number;
  /** The tech investment pool. */
  pool: number;
  /** Advances gained so far this campaign year. */
  advancesThisYear: number;
}

/**
 * The chances the next Tech phase gives a pool (`VBAM Tech`): the first roll (the year's second, at most
 * 50%, after one advance this year) and the second roll after it; none after two advances this year.
 */
export function techOdds(state: TechState, required: number): { first: number; second: number } {
  if (state.advancesThisYear >= ADVANCES_A_YEAR) return { first: 0, second: 0 };
  const chance = firstChance(state.pool, required);
  if (state.advancesThisYear) return { first: Math.min(SECOND_ADVANCE_MOST, chance), second: 0 };
  return { first: chance, second: secondChance(state.pool, required) };
}

/** The turn of the year of the next Tech phase, from turn `turnOfYear` on (this one if it has one). */
export function nextTechTurn(turnOfYear: number): number {
  return TECH_TURNS.find((x) => x >= turnOfYear) ?? TECH_TURNS[0];
}

export interface TechRoll {
  advance: 'first' | 'second';
  chance: number;
  /** The d100, absent when nothing was rolled: a certain (100%) or impossible (0%) chance. */
  roll?: number;
  success: boolean;
}

export interface TechResult {
  state: TechState;
  required: number;
  rolls: TechRoll[];
}

/**
 * The Tech phase at turn 6 or 12 of the year. A d100 at or under the chance succeeds (none is rolled
 * for a chance of 0% or 100%).
 * - A success takes the required investment from the pool; a second success takes the overpayment
 *   it was rolled on (VB12). A failure leaves the pool to carry over.
 * - Two advances in a year at most: after two at turn 6 nothing is rolled at turn 12; after one, the
 *   turn-12 roll is the year's second advance, at most 50% (VB99).
 * - Each advance raises the Tech Year by one (VB13).
 * - After the turn-12 phase the count of the year's advances starts again; the pool carries on.
 */
export function techPhase(state: TechState, turnOfYear: number, tdp: number, dice: Dice, empire: string): TechResult {
  const required = requiredInvestment(tdp);
  const rolls: TechRoll[] = [];
  let { pool, techYear, advancesThisYear } = state;
  if ((TECH_TURNS as readonly number[]).includes(turnOfYear)) {
    const attempt = (advance: TechRoll['advance'], chance: number): boolean => {
      if (chance <= 0 || chance >= 100) {
        rolls.push({ advance, chance, success: chance >= 100 });
        return chance >= 100;
      }
      const roll = dice.roll(1, 100, `VBAM Tech: ${empire}'s ${advance} advance (${chance}%)`);
      rolls.push({ advance, chance, roll, success: roll <= chance });
      return roll <= chance;
    };
    const odds = techOdds(state, required);
    if (advancesThisYear < ADVANCES_A_YEAR && attempt(advancesThisYear ? 'second' : 'first', odds.first)) {
      const second = odds.second;
      pool = Math.max(0, pool - required);
      advancesThisYear++;
      techYear++;
      if (advancesThisYear < ADVANCES_A_YEAR && second > 0 && attempt('second', second)) {
        pool -= Math.min(required, pool);
        advancesThisYear++;
        techYear++;
      }
    }
    if (turnOfYear === 12) advancesThisYear = 0;
  }
  return { state: { techYear, pool, advancesThisYear }, required, rolls };
}
