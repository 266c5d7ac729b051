// The economy's view of units (`VBAM Construction Completion`): kinds, costs of several units at "N/M",
// and the base conversion ladder.
import { costOf, nextBaseHull, unitKind } from '../../../src/engine/games/vbam/units';
import type { UnitClass } from '../../../src/engine/games/vbam/model';

const unit = (hull: string, ep: number, per = 1): UnitClass => ({
  empire: 'Federation',
  name: hull,
  inService: 100,
  hull,
  cost: { ep, per },
  maintenance: { ep: 1, per: 1 },
  basing: '',
  traits: [],
});

describe('VBAM Construction Completion: units', () => {
  it('tells ships, bases, flights and ground units apart by hull', () => {
    expect(['CA', 'MB', 'BSE', 'DEFSAT', 'Shipyard', 'LF', 'SHF', 'Ground Unit', ''].map((h) => unitKind(unit(h, 1)))).toEqual([
      'ship',
      'base',
      'base',
      'base',
      'base',
      'flight',
      'flight',
      'ground',
      'ship',
    ]);
  });

  it('prices several flights at 1/3 by the groups begun: 3 cost 1 EP, 4 cost 2', () => {
    expect([1, 3, 4].map((n) => costOf(unit('LF', 1, 3), n))).toEqual([1, 1, 2]);
    expect(costOf(unit('CA', 7), 2)).toBe(14);
  });

  it('converts MB → BS → BATS → SB, a BSE as a BS, and an SB to nothing', () => {
    expect(['MB', 'BS', 'BSE', 'BATS', 'SB', 'CA'].map(nextBaseHull)).toEqual(['BS', 'BATS', 'BATS', 'SB', undefined, undefined]);
  });
});
