// Staley towing (DD6, issue 34): which ships tow and the categories the fleet then moves at.
import { towedCategories } from '../src/engine/games/staley/towing';
import { SPEED_CATEGORIES, slowest } from '../src/engine/games/staley/speed';

const ca = { category: 'Full', towing: 'Slow', tug: false } as const;
const tug = { category: 'Full', towing: 'Slow', tug: true } as const;
const pod = { category: 'No warp', towing: 'No warp', tug: false } as const;
const fast = { category: 'Fast', towing: 'Medium', tug: false } as const;

describe('Staley towing (DD6.1-DD6.3)', () => {
  it('lets a tug tow first, at its own speed, then the fastest other ship at half its own', () => {
    expect(towedCategories([ca, pod, tug], SPEED_CATEGORIES)).toEqual(['Full', 'Full']);
    expect(towedCategories([ca, pod, fast, pod], SPEED_CATEGORIES)).toEqual(['Medium', 'Slow']);
    // The fast ship tows: at half speed it is Medium, where the CA would be Slow.
    expect(slowest(towedCategories([ca, fast, pod], SPEED_CATEGORIES))).toBe('Medium');
  });

  it('holds the fleet to No warp when a ship without warp engines has no one to tow it', () => {
    expect(slowest(towedCategories([pod, ca, pod], SPEED_CATEGORIES))).toBe('No warp');
    expect(towedCategories([ca, fast], SPEED_CATEGORIES)).toEqual(['Fast', 'Full']);
  });
});
