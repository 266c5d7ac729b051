// GC merchant marine (src/engine/games/gc/purse/merchantMarine.ts): the E1.10 budget, the E1.35 convoy value
// and the E1.30 income cut, as the document's examples give them.
import { merchantBudget } from '../../src/engine/games/gc/purse/merchantMarine';
import { convoyCut, convoyValue } from '../../src/engine/games/gc/purse/convoyValue';

describe('GC merchant marine (E1)', () => {
  it('E1.10: 125 EPs on peacetime with command rating -3 give 78; restoration yields what peacetime does; crippled halves it', () => {
    const at = (mobility: 'FW' | 'LW' | 'PT' | 'RB', cut = 0, crippled = false) =>
      merchantBudget(125 / 0.075, { mobility, crippled, cut, military: 10000, majors: 2 }).amount;
    expect([at('PT', 3), at('FW'), at('LW'), at('PT'), at('RB'), at('RB', 3), at('FW', 0, true)]).toEqual([78, 125, 94, 63, 63, 63, 63]);
  });

  it('E1.15, E1.151: capped at 10% of the military budget with eight majors, 35% with seven or fewer; none at a treasury below 0', () => {
    const budget = (majors: number, military: number) =>
      merchantBudget(10000, { mobility: 'FW', crippled: false, cut: 0, military, majors }).amount;
    expect([budget(8, 1000), budget(7, 1000), budget(2, 10000), budget(2, -50)]).toEqual([100, 350, 750, 0]);
  });

  it('E1.35: the Alunda want 45 F-L and 90 F-S', () => {
    expect(convoyValue({ routeHexes: 20, openSpaceBases: 1, monitors: 1, minorColonies: 3, overRating: 0 })).toEqual({ fl: 45, fs: 90 });
  });

  it('E1.30: the Qixa lose 2 F-L and 3 F-S of 400 F-S: 1.75%, a 2% cut; none when the pool is enough', () => {
    expect([convoyCut(400, 393), convoyCut(180, 168), convoyCut(180, 200)]).toEqual([2, 7, 0]);
  });
});
