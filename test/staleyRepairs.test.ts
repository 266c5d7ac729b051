// Staley repairs (KK2, KK3, issue 34): the time and cost for each size class, the document's three
// (SC2-SC4) and the extension recorded as rule option ST33 (SC1, SC5 and smaller).
import { crippledCost, crippledFactor, d94Cost } from '../src/engine/games/staley/repairs';

describe('Staley repair time and cost by size class (KK2.11, KK2.12, KK3.42)', () => {
  it('takes categories x the size-class factor phases for a crippled ship: SC2 4, SC3 3, SC4 2 (ST33: SC1 5, SC5 1)', () => {
    expect([2, 3, 4].map(crippledFactor)).toEqual([4, 3, 2]);
    expect([1, 5, 6].map(crippledFactor)).toEqual([5, 1, 1]);
    // KK2.12's worked steps: 3 categories of a size class 3 ship are 9 phases.
    expect(3 * crippledFactor(3)).toBe(9);
  });

  it('costs 25% of EBPV for a crippled ship of any size class, tenths kept (KK2.11)', () => {
    expect([125, 90, 200, 93].map(crippledCost)).toEqual([31.3, 22.5, 50, 23.3]);
  });

  it('costs 2, 4 and 6 EBPV a phase of D9.4 for SC4, SC3 and SC2 (ST33: SC1 8, SC5 1)', () => {
    expect([4, 3, 2].map(d94Cost)).toEqual([2, 4, 6]);
    expect([1, 5, 6].map(d94Cost)).toEqual([8, 1, 1]);
  });
});
