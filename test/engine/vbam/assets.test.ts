// VBAM Construction Completion and VBAM Update Assets: a colony's capacity, docks, prices and growth.

import { scriptedDice } from '../../../src/engine/core/dice';
import {
  censusGrowth,
  constructionCapacity,
  dockSpaces,
  groundUnitLimit,
  productivityCost,
  repairCost,
  scrapValue,
} from '../../../src/engine/games/vbam/assets';
import { Colony } from '../../../src/engine/games/vbam/model';

const earth: Colony = {
  system: 'Earth',
  sector: '0000',
  owner: 'FED',
  census: 8,
  productivity: 10,
  raw: 2,
  morale: 8,
  carryingCapacity: 10,
};

describe('VBAM Construction Completion: what a colony can build', () => {
  it('has capacity utilized Productivity × RAW, docks equal to utilized Productivity, 2 × Census ground units', () => {
    expect(constructionCapacity(earth)).toBe(16);
    expect(dockSpaces(earth)).toBe(8);
    expect(groundUnitLimit(earth)).toBe(16);
  });

  it('repairs at 25% of cost rounded up, and scraps for 50% rounded down (VB18)', () => {
    expect(repairCost(7)).toBe(2);
    expect(repairCost(8)).toBe(2);
    expect(scrapValue(7)).toBe(3);
  });
});

describe('VBAM Update Assets: Productivity and Census', () => {
  it('prices one more Productivity at ten times the new value', () => {
    expect(productivityCost({ ...earth, productivity: 4 })).toBe(50);
  });

  it('grows the Census on d10 + Census + bonus over 15, else adds 1 to the bonus', () => {
    expect(censusGrowth(earth, 0, scriptedDice([8]))).toEqual({ census: 9, bonus: 0, roll: 8 });
    expect(censusGrowth(earth, 0, scriptedDice([7]))).toEqual({ census: 8, bonus: 1, roll: 7 });
    expect(censusGrowth(earth, 1, scriptedDice([7]))).toEqual({ census: 9, bonus: 0, roll: 7 });
  });

  it('never grows past the carrying capacity, and rolls nothing there (VB17)', () => {
    expect(censusGrowth({ ...earth, census: 10 }, 2, scriptedDice([]))).toEqual({ census: 10, bonus: 2 });
  });
});
