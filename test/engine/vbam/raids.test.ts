// VBAM Encounters: raids by the default dice (VB25) or by a GM ruling, and what a raid costs (VB26).

import { scriptedDice } from '../../../src/engine/core/dice';
import { Colony } from '../../../src/engine/games/vbam/model';
import { checkMorale } from '../../../src/engine/games/vbam/morale';
import { incomePhase } from '../../../src/engine/games/vbam/income';
import { RAIDERS, RaidCandidate, raidFromAnswer, raidedMorale, raidsThisTurn, unraided } from '../../../src/engine/games/vbam/raids';

const trade: RaidCandidate = { empire: 'FED', target: 'TF1', kind: 'civilian fleet', sector: '0100', guards: 0 };
const vulcan: RaidCandidate = { empire: 'FED', target: 'Vulcan', kind: 'system', sector: '0200', guards: 1 };

describe('VBAM Encounters: raids by the default (VB25)', () => {
  it('raids an unguarded candidate on 2D6 of 11, its raiders on 1D6 (1-3 one, 4-5 two, 6 a cruiser squadron)', () => {
    expect(raidsThisTurn('default', [trade], scriptedDice([5, 6, 3]))).toEqual([{ candidate: trade, raiders: RAIDERS[0] }]);
    expect(raidsThisTurn('default', [trade], scriptedDice([6, 5, 5]))).toEqual([{ candidate: trade, raiders: RAIDERS[1] }]);
    expect(raidsThisTurn('default', [trade], scriptedDice([6, 6, 6]))).toEqual([{ candidate: trade, raiders: RAIDERS[2] }]);
    // 10 raided at the former default (issue 33: 2 to 4 raids a turn); no more.
    expect(raidsThisTurn('default', [trade], scriptedDice([4, 6]))).toEqual([]);
  });

  it('needs one more per guard: 11 misses a system with one guard, 12 raids it', () => {
    expect(raidsThisTurn('default', [vulcan], scriptedDice([5, 6]))).toEqual([]);
    const dice = scriptedDice([6, 6, 1]);
    expect(raidsThisTurn('default', [vulcan], dice)).toEqual([{ candidate: vulcan, raiders: RAIDERS[0] }]);
    expect(dice.rolls.map((r) => r.purpose)).toEqual(['VBAM Encounters: raid on Vulcan', 'VBAM Encounters: raiders at Vulcan']);
  });

  it('raids nothing and rolls nothing when raids are off', () => {
    expect(raidsThisTurn('off', [trade, vulcan], scriptedDice([]))).toEqual([]);
  });
});

describe('VBAM Encounters: raids by ruling', () => {
  it('asks the GM about every candidate, with no raid as the default and the cruiser squadron the strongest choice', () => {
    const [q] = raidsThisTurn('ruling', [trade], scriptedDice([]));
    expect(q).toEqual({
      kind: 'ruling needed',
      empire: 'FED',
      about: 'civilian fleet TF1 in 0100',
      question: 'Do raiders attack TF1 (0 guards) this turn, and how strong are they?',
      choices: ['No raid', ...RAIDERS],
      default: 'No raid',
    });
  });

  it('turns the answer into a raid, or none', () => {
    expect(raidFromAnswer(trade, RAIDERS[2])).toEqual({ candidate: trade, raiders: RAIDERS[2] });
    expect(raidFromAnswer(trade, 'No raid')).toBeUndefined();
  });
});

describe('VBAM Encounters: a raided system (VB26)', () => {
  const colony: Colony = {
    system: 'Vulcan',
    sector: '0200',
    owner: 'FED',
    census: 6,
    productivity: 6,
    raw: 1,
    morale: 6,
    carryingCapacity: 10,
  };

  it('produces no income at the next Income phase', () => {
    const { rows } = incomePhase({
      empire: 'FED',
      turn: 2,
      colonies: unraided([colony], new Set(['Vulcan'])),
      inService: [],
      trade: [],
      misc: [],
    });
    expect(rows).toEqual([]);
    expect(unraided([colony], new Set())).toEqual([colony]);
  });

  it('checks morale as if seized: -3 on 3 or less', () => {
    const facts = {
      farFromFriendlyColony: false,
      cutOffFromHomeworld: false,
      seizedLastTurn: false,
      groundUnits: 0,
      homeworldAttacked: false,
    };
    // Full employment +1 (capped at Census 6), seized -3.
    expect(checkMorale(colony, raidedMorale(facts, true), scriptedDice([2])).morale).toBe(4);
    expect(raidedMorale(facts, false)).toBe(facts);
  });
});
