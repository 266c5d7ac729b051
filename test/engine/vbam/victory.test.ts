// VBAM victory: the GM's goals (VB31) and elimination.

import { EmpireScore, victoryCheck } from '../../../src/engine/games/vbam/victory';

const standings: EmpireScore[] = [
  { empire: 'FED', systems: 9, points: 30 },
  { empire: 'KLI', systems: 7, points: 45 },
  { empire: 'KZI', systems: 0, points: 5 },
];

describe('VBAM victory (VB31)', () => {
  it('goes on while no goal is reached, and names the empires with no systems left as eliminated', () => {
    expect(victoryCheck({ systems: 10, points: 50, endTurn: 24 }, standings, 12)).toEqual({ eliminated: ['KZI'], winners: [] });
  });

  it('gives the systems goal to the empire furthest past it, a tie shared', () => {
    expect(victoryCheck({ systems: 7 }, standings, 3)).toEqual({
      eliminated: ['KZI'],
      winners: ['FED'],
      reason: 'holds 7 or more systems',
    });
    const tied = standings.map((s) => ({ ...s, systems: s.systems && 9 }));
    expect(victoryCheck({ systems: 9 }, tied, 3).winners).toEqual(['FED', 'KLI']);
  });

  it('gives the points goal to the first past it', () => {
    expect(victoryCheck({ points: 40 }, standings, 3)).toMatchObject({ winners: ['KLI'], reason: 'reached 40 victory points' });
  });

  it('gives last-standing to the only empire with systems', () => {
    const alone = standings.map((s) => (s.empire === 'FED' ? s : { ...s, systems: 0 }));
    expect(victoryCheck({ lastStanding: true }, alone, 5)).toEqual({
      eliminated: ['KLI', 'KZI'],
      winners: ['FED'],
      reason: 'the last empire standing',
    });
    expect(victoryCheck({ lastStanding: true }, standings, 5).winners).toEqual([]);
  });

  it('at the end turn, the leader in points when points are a goal, else in systems', () => {
    expect(victoryCheck({ endTurn: 12 }, standings, 11).winners).toEqual([]);
    expect(victoryCheck({ endTurn: 12 }, standings, 12)).toMatchObject({
      winners: ['FED'],
      reason: 'the most systems at the end of turn 12',
    });
    expect(victoryCheck({ points: 100, endTurn: 12 }, standings, 12)).toMatchObject({
      winners: ['KLI'],
      reason: 'the most victory points at the end of turn 12',
    });
  });
});
