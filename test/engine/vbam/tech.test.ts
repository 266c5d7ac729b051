// VBAM Tech: the document's worked examples and the turn-6 / turn-12 procedure.

import { scriptedDice } from '../../../src/engine/core/dice';
import { firstChance, requiredInvestment, secondChance, techPhase } from '../../../src/engine/games/vbam/tech';

describe('VBAM Tech: required investment and chances', () => {
  it('requires 107 for a TDP of 214, and 52 invested gives 48% (VBAM Tech example)', () => {
    expect(requiredInvestment(214)).toBe(107);
    expect(firstChance(52, 107)).toBe(48);
  });

  it('rounds the requirement up: TDP 43 requires 22 (VBAM Tech, "rounded up")', () => {
    expect(requiredInvestment(43)).toBe(22);
  });

  it('30 invested of 22 required: the first is certain, the second 8 / 22 halved = 18% (VBAM Tech example)', () => {
    expect(firstChance(30, 22)).toBe(100);
    expect(secondChance(30, 22)).toBe(18);
  });

  it('counts an overpayment only up to 200%, so the second chance is at most 50% (VBAM Tech)', () => {
    expect(secondChance(44, 22)).toBe(50);
    expect(secondChance(90, 22)).toBe(50);
    expect(secondChance(22, 22)).toBe(0);
    expect(secondChance(10, 22)).toBe(0);
  });
});

describe('VBAM Tech: the phase at turns 6 and 12', () => {
  const start = { techYear: 170, pool: 30, advancesThisYear: 0 };

  it('rolls nothing outside turns 6 and 12', () => {
    const r = techPhase(start, 5, 43, scriptedDice([]), 'FED');
    expect(r.rolls).toEqual([]);
    expect(r.state).toEqual(start);
  });

  it('takes the certain first advance without a roll, then rolls the 18% second; each advance is a Tech Year (VB11–VB13)', () => {
    const won = techPhase(start, 6, 43, scriptedDice([18]), 'FED');
    expect(won.required).toBe(22);
    expect(won.rolls).toEqual([
      { advance: 'first', chance: 100, success: true },
      { advance: 'second', chance: 18, roll: 18, success: true },
    ]);
    expect(won.state).toEqual({ techYear: 172, pool: 0, advancesThisYear: 2 });

    const lost = techPhase(start, 6, 43, scriptedDice([19]), 'FED');
    expect(lost.state).toEqual({ techYear: 171, pool: 8, advancesThisYear: 1 });
  });

  it('carries a failed turn-6 pool to turn 12, where the required investment is from that turn’s TDP', () => {
    const six = techPhase({ techYear: 170, pool: 52, advancesThisYear: 0 }, 6, 214, scriptedDice([49]), 'FED');
    expect(six.rolls).toEqual([{ advance: 'first', chance: 48, roll: 49, success: false }]);
    expect(six.state.pool).toBe(52);
    // Turns 7–12 add 48 to the pool: 100 of 50 required, a certain first and a 50% second.
    const twelve = techPhase({ ...six.state, pool: 100 }, 12, 100, scriptedDice([51]), 'FED');
    expect(twelve.required).toBe(50);
    expect(twelve.rolls.map((r) => [r.chance, r.success])).toEqual([
      [100, true],
      [50, false],
    ]);
    expect(twelve.state).toEqual({ techYear: 171, pool: 50, advancesThisYear: 0 });
  });

  it("allows only one more at turn 12 after one at turn 6, the year's second at most 50%, and none after two (VBAM Tech: two a year, VB99)", () => {
    const one = techPhase({ techYear: 171, pool: 100, advancesThisYear: 1 }, 12, 40, scriptedDice([50]), 'FED');
    expect(one.rolls).toEqual([{ advance: 'second', chance: 50, roll: 50, success: true }]);
    expect(one.state).toEqual({ techYear: 172, pool: 80, advancesThisYear: 0 });

    const two = techPhase({ techYear: 172, pool: 100, advancesThisYear: 2 }, 12, 40, scriptedDice([]), 'FED');
    expect(two.rolls).toEqual([]);
    expect(two.state).toEqual({ techYear: 172, pool: 100, advancesThisYear: 0 });
  });

  it('rolls a d100 and succeeds at or under the chance', () => {
    const dice = scriptedDice([48]);
    const r = techPhase({ techYear: 170, pool: 52, advancesThisYear: 0 }, 12, 214, dice, 'FED');
    expect(r.state).toEqual({ techYear: 171, pool: 0, advancesThisYear: 0 });
    expect(dice.rolls[0]).toMatchObject({ dice: '1D100', purpose: "VBAM Tech: FED's first advance (48%)" });
  });
});
