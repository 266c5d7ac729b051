// GC morale as pure functions (src/engine/games/gc/worlds/moraleChart.ts): B5.12's 2 and 12, B5.30's rebellion D6,
// and the B6.20 factors the events and the GM's cells bring.
import { moraleFactor, moraleOutcome } from '../../src/engine/games/gc/worlds/moraleChart';

describe('GC morale checks (B5.12, B5.20, B5.30)', () => {
  it('passes at or under the rating; a 2 always passes, inspired; a 12 always fails', () => {
    expect([moraleOutcome(7, 7), moraleOutcome(2, 0), moraleOutcome(12, 12, 1), moraleOutcome(8, 7, 1)]).toEqual([
      'passed',
      'inspired',
      'passive',
      'passive',
    ]);
  });

  it('rolls the rebellion by a D6: 1-3 passive, 4-5 violent, 6 fanatical', () => {
    expect([1, 3, 4, 5, 6].map((d) => moraleOutcome(9, 5, d))).toEqual(['passive', 'passive', 'violent', 'violent', 'fanatical']);
  });
});

describe('GC morale factors (B6.20)', () => {
  it('adds the events own factors and the typed ones, cumulative within the turn', () => {
    expect(moraleFactor(['Raided', 'Just conquered', 'Blockaded'], ['Admiral present', 'Newly sent ships'], false)).toEqual({
      sum: -1,
      words: ['Raided -1', 'Just conquered -2', 'Admiral present +1', 'Newly sent ships +1'],
    });
  });

  it('takes -1 for every 12 small ground bases, never on a homeworld', () => {
    expect(moraleFactor([], ['Small ground bases 25'], false).sum).toBe(-2);
    expect(moraleFactor([], ['Small ground bases 25'], true).sum).toBe(0);
    expect(moraleFactor([], ['Small ground bases 11'], false).sum).toBe(0);
  });
});
