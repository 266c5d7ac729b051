import {
  allocateDamage,
  combatCoefficient,
  damagePoints,
  directedCost,
  resolveBattle,
  shiftDie,
  SideInput,
  Unit,
} from '../../src/engine/core/combat/statcombat';
import { scriptedDice, seededDice } from '../../src/engine/core/dice';

/** A unit with attack = defense `f` and crippled factors `c` (rounded down half unless given). */
const u = (id: string, f: number, over: Partial<Unit> = {}): Unit => ({
  id,
  af: f,
  df: f,
  afCrippled: Math.floor(f / 2),
  dfCrippled: Math.floor(f / 2),
  condition: 'OK',
  scout: false,
  cloak: false,
  mauler: false,
  fighters: 0,
  ...over,
});
const side = (name: string, units: Unit[], intensity: number, over: Partial<SideInput> = {}): SideInput => ({
  name,
  units,
  intensity,
  ...over,
});

/** Runs a battle on scripted dice and checks every face was used. */
function fight(a: SideInput, b: SideInput, rounds: number, faces: number[]) {
  const dice = scriptedDice(faces);
  const result = resolveBattle(a, b, rounds, dice, 'B1');
  expect(() => dice.roll(1, 6, 'left over')).toThrow('ran out');
  return { result, purposes: dice.rolls.map((r) => r.purpose) };
}

/** The worked example's Klingon force: D7C 9, three D7 8, F5 5 = 38 attack factors. */
const klingons = () => [u('D7C', 9), u('D7-1', 8), u('D7-2', 8), u('D7-3', 8), u('F5', 5, { afCrippled: 3, dfCrippled: 3 })];

describe('VBAM combat, combat coefficient table', () => {
  const table: Record<number, number[]> = {
    2: [15, 15, 20, 20, 25, 25],
    3: [15, 20, 20, 25, 25, 30],
    4: [20, 20, 25, 25, 30, 30],
    5: [20, 25, 25, 30, 30, 35],
    6: [25, 25, 30, 30, 35, 35],
    7: [25, 30, 30, 35, 35, 40],
    8: [30, 30, 35, 35, 40, 40],
  };
  it.each(Object.entries(table))('BIR %s row', (bir, row) => {
    expect([1, 2, 3, 4, 5, 6].map((die) => combatCoefficient(Number(bir), die))).toEqual(row);
  });

  it('keeps a shifted die to 1-6: a 6 is never raised, a 1 never lowered (VBAM combat, die roll shifts)', () => {
    expect([shiftDie(6, 1), shiftDie(1, -1), shiftDie(5, 3), shiftDie(2, -4), shiftDie(6, -1), shiftDie(1, 2)]).toEqual([6, 1, 6, 1, 5, 3]);
    expect(combatCoefficient(5, 0)).toBe(20);
    expect(combatCoefficient(5, 9)).toBe(35);
  });

  it('has no row outside BIR 2-8', () => {
    expect(() => combatCoefficient(1, 3)).toThrow('battle intensity rating 1');
    expect(() => combatCoefficient(9, 3)).toThrow('battle intensity rating 9');
  });
});

describe('VBAM combat, damage points', () => {
  it('rounds .5 up and drops less (combat damage results table)', () => {
    expect(damagePoints(38, 25)).toBe(10); // the worked example: 9.50
    expect([
      damagePoints(7, 35),
      damagePoints(45, 50),
      damagePoints(15, 10),
      damagePoints(21, 45),
      damagePoints(33, 15),
      damagePoints(1, 50),
      damagePoints(4, 10),
    ]).toEqual([2, 23, 2, 9, 5, 1, 0]);
    expect(damagePoints(4.5, 10)).toBe(0); // 0.45 (a half-strength mauler makes half factors)
    expect(damagePoints(0, 40)).toBe(0);
  });

  it('reproduces the worked example in a battle: 38 attack factors, die 2 at BIR 5, 25%, 10 points', () => {
    const { result, purposes } = fight(side('Klingons', klingons(), 3), side('Feds', [u('CA', 12)], 2), 1, [2, 1]);
    expect(result.rounds[0].bir).toBe(5);
    expect(result.rounds[0].rolls[0]).toEqual({ side: 'Klingons', die: 2, shift: 0, coefficient: 25, potential: 38, damage: 10 });
    expect(purposes).toEqual([
      'Battle B1: Klingons combat die, round 1 (VBAM combat, combat coefficient table)',
      'Battle B1: Feds combat die, round 1 (VBAM combat, combat coefficient table)',
    ]);
  });
});

describe('VBAM combat, die roll shifts', () => {
  const shifts = (a: Unit[], b: Unit[], faces: number[], over: Partial<SideInput> = {}, rounds = 1) =>
    fight(side('A', a, 2, over), side('B', b, 2), rounds, faces).result.rounds.map((r) => r.rolls.map((x) => x.shift));

  it('a force without a scout against one with a scout rolls -1 (scouts)', () => {
    expect(shifts([u('CA', 8)], [u('SC', 4, { scout: true })], [4, 4])).toEqual([[-1, 0]]);
    expect(shifts([u('CA', 8, { scout: true })], [u('SC', 4, { scout: true })], [4, 4])).toEqual([[0, 0]]);
    expect(shifts([u('CA', 8)], [u('SC', 4, { scout: true, condition: 'Crippled' })], [4, 4])).toEqual([[0, 0]]);
  });

  it('adds the EW shift as given and nets it against the scout shift', () => {
    expect(shifts([u('CA', 8)], [u('SC', 4, { scout: true })], [4, 4], { ewShift: 1 })).toEqual([[0, 0]]);
    expect(shifts([u('CA', 8)], [u('FF', 4)], [4, 4], { ewShift: 2 })).toEqual([[2, 0]]);
  });

  it('applies the net shift within 1-6', () => {
    const { result } = fight(side('A', [u('CA', 20)], 2), side('B', [u('SC', 20, { scout: true })], 2, { ewShift: 1 }), 1, [1, 6]);
    expect(result.rounds[0].rolls.map((r) => [r.die, r.shift, r.coefficient])).toEqual([
      [1, -1, 20],
      [6, 1, 30],
    ]); // BIR 4: die 1 and die 6 stay
  });

  it.each([
    [[2, 3], -1, 'a cloak roll of 5 or less gives the enemy -1'],
    [[5, 6], 1, 'a cloak roll of 11-12 gives the enemy +1'],
    [[3, 4], 0, 'any other cloak roll does nothing'],
  ])('cloaked ships: %j (%s), first round only', (cloakFaces, shift) => {
    const { result, purposes } = fight(
      side('Roms', [u('KR', 8, { cloak: true }), u('SP', 6, { cloak: true })], 1),
      side('Feds', [u('CA', 30)], 1),
      2,
      [...cloakFaces, 3, 3, 3, 3],
    );
    expect(result.rounds.map((r) => r.rolls[1].shift)).toEqual([shift, 0]);
    expect(result.rounds[0].rolls[0].shift).toBe(0);
    expect(purposes[0]).toBe('Battle B1: Roms cloak roll (VBAM combat, cloaked ships)');
  });

  it('no cloak roll unless the whole force is cloaked', () => {
    const { purposes } = fight(side('Roms', [u('KR', 8, { cloak: true }), u('FT', 2)], 1), side('Feds', [u('CA', 30)], 1), 1, [3, 3]);
    expect(purposes).toHaveLength(2);
  });
});

describe('VBAM combat, damage allocation by the owner', () => {
  const cw = () => u('CW', 7, { dfCrippled: 4, afCrippled: 4 });
  const ff = () => u('FF', 5, { dfCrippled: 3, afCrippled: 3 });

  it('gives up a 7-point cruiser for 6 points and is credited 1 (plus and minus points)', () => {
    expect(allocateDamage([cw(), u('CA', 9)], 6)).toEqual({
      given: [{ id: 'CW', result: 'Crippled', points: 7 }],
      fighters: 0,
      leftover: -1,
    });
  });

  it('cripples a 7-point cruiser for 8 points; the 1 left is below half the smallest DF and carries', () => {
    expect(allocateDamage([cw(), ff()], 8)).toEqual({ given: [{ id: 'CW', result: 'Crippled', points: 7 }], fighters: 0, leftover: 1 });
  });

  it('ignores points below half the smallest DF, and must damage a unit at half or more even overpaying', () => {
    expect(allocateDamage([ff()], 2)).toMatchObject({ given: [], leftover: 2 }); // 2 < 2.5
    expect(allocateDamage([ff()], 3)).toMatchObject({ given: [{ id: 'FF', result: 'Crippled' }], leftover: -2 }); // 3 >= 2.5
    expect(allocateDamage([u('FF', 5, { condition: 'Crippled', dfCrippled: 4 })], 2)).toMatchObject({
      given: [{ id: 'FF', result: 'Destroyed', points: 4 }],
      leftover: -2,
    });
  });

  it('cripples before it destroys, and keeps the most attack', () => {
    expect(allocateDamage([u('D7-1', 8), u('D7-2', 8)], 12)).toMatchObject({ given: [{ id: 'D7-1' }, { id: 'D7-2' }], leftover: -4 });
    // 7 points: crippling the 8 alone (credit 1) beats crippling the 5 and then being made to damage the 8
    expect(allocateDamage([u('FF', 5, { dfCrippled: 3 }), u('D7', 8)], 7)).toMatchObject({
      given: [{ id: 'D7', result: 'Crippled' }],
      leftover: -1,
    });
  });

  it('spares the units listed first in a tie', () => {
    expect(allocateDamage([u('D7-1', 8), u('D7-2', 8)], 8).given).toEqual([{ id: 'D7-2', result: 'Crippled', points: 8 }]);
  });

  it('destroys a unit without a crippled state when it is damaged', () => {
    const frd = () => u('FRD', 6, { af: 0, noCrippledState: true, dfCrippled: 0, afCrippled: 0 });
    expect(allocateDamage([frd()], 3)).toEqual({ given: [{ id: 'FRD', result: 'Destroyed', points: 6 }], fighters: 0, leftover: -3 });
    // with a warship to give up instead, the owner cripples the warship rather than lose the FRD
    expect(allocateDamage([frd(), u('CA', 12)], 6).given).toEqual([{ id: 'CA', result: 'Crippled', points: 12 }]);
  });

  it('uses fighter factors as units of DF 1, leaving no points over while any remain', () => {
    expect(allocateDamage([u('CV', 6, { fighters: 2 })], 3)).toEqual({ given: [], fighters: 2, leftover: 1 });
    expect(allocateDamage([u('CV', 6, { fighters: 4 })], 3)).toEqual({ given: [], fighters: 3, leftover: 0 });
    expect(allocateDamage([u('CV', 6, { fighters: 4 }), u('D7', 8)], 8).given).toEqual([{ id: 'D7', result: 'Crippled', points: 8 }]);
  });

  it('stays quick for large forces', () => {
    const big = Array.from({ length: 40 }, (_, i) => u(`S${i}`, 3 + (i % 9), { fighters: i % 7 === 0 ? 4 : 0, dfCrippled: 1 + (i % 5) }));
    const t = Date.now();
    const a = allocateDamage(big, 90);
    expect(Date.now() - t).toBeLessThan(3000);
    expect(a.given.length).toBeGreaterThan(5);
  });
});

describe('VBAM combat, directed damage and maulers', () => {
  const base = () => u('BS', 8, { af: 6, afCrippled: 3, dfCrippled: 4 });

  it('costs twice the DF to cripple, then twice the crippled DF to destroy; a mauler pays at full value', () => {
    expect(directedCost(8)).toBe(16);
    expect(directedCost(12, 10)).toBe(14); // the mauler example: 10 points, then 2 more at double
    expect(directedCost(6, 10)).toBe(6);
  });

  it('cripples and destroys the target while it can pay in full, no second target', () => {
    // A: 40 factors at BIR 8, die 6 = 16 points: cripple BS (16); destroying it would need 8 more.
    const { result } = fight(
      side('A', [u('CA', 20), u('CB', 20)], 4, { directTarget: 'BS' }),
      side('B', [base(), u('FF', 4)], 4),
      1,
      [6, 1],
    );
    expect(result.fates).toMatchObject({ BS: 'Crippled', FF: 'Unharmed' });
    expect(result.lines.some((l) => l.includes('direct damage at BS: cripple it for 16 (DF 8)'))).toBe(true);
    // 60 factors = 24 points: 16 + 8 destroys it, nothing left for the FF.
    expect(
      fight(side('A', [u('CA', 30), u('CB', 30)], 4, { directTarget: 'BS' }), side('B', [base(), u('FF', 4)], 4), 1, [6, 1]).result.fates,
    ).toMatchObject({ BS: 'Destroyed', FF: 'Unharmed' });
  });

  it('does nothing without the full points; the damage goes to normal allocation', () => {
    const { result } = fight(side('A', [u('CA', 20)], 4, { directTarget: 'BS' }), side('B', [base(), u('FF', 4)], 4), 1, [6, 1]); // 8 points
    expect(result.lines.some((l) => l.includes('lack the 16 points to direct damage at BS'))).toBe(true);
    expect(result.fates).toMatchObject({ BS: 'Crippled' });
  });

  const escorts = (n: number) => Array.from({ length: n }, (_, i) => u(`E${i + 1}`, 5, { afCrippled: 3, dfCrippled: 3 }));
  const mauler = (id = 'M1') => u(id, 10, { mauler: true });

  it('an escorted mauler pays 10 points at full value, then rolls for shock: 5-6 cripples it', () => {
    // 35 factors, die 6 at BIR 8 = 14 points, exactly the cost of destroying the base with the mauler.
    const run = (shock: number) =>
      fight(side('A', [mauler(), ...escorts(5)], 4, { directTarget: 'BS' }), side('B', [base(), u('FF', 4)], 4), 1, [6, 1, shock]);
    const { result, purposes } = run(5);
    expect(result.fates).toMatchObject({ BS: 'Destroyed', FF: 'Unharmed', M1: 'Crippled', E5: 'Crippled' }); // B's 3 points cripple the last escort
    expect(result.carry).toEqual({ A: -2, B: 0 });
    expect(purposes[2]).toBe('Battle B1: A mauler M1 shock roll, round 1 (VBAM combat, maulers)');
    expect(run(4).result.fates.M1).toBe('Unharmed');
  });

  it('only one mauler aids directed damage', () => {
    // 40 factors = 16 points; one mauler makes the base cost 14, leaving 2 for the FF (cripple it, credit 2).
    const { result } = fight(
      side('A', [mauler('M1'), mauler('M2'), ...escorts(4)], 4, { directTarget: 'BS' }),
      side('B', [base(), u('FF', 4)], 4),
      1,
      [6, 1, 1],
    );
    expect(result.fates).toMatchObject({ BS: 'Destroyed', FF: 'Crippled' });
    expect(result.carry.B).toBe(-2);
  });

  it('a mauler without two escorts attacks at half and gives no directed damage aid, so no shock roll', () => {
    const { result } = fight(side('A', [mauler(), ...escorts(1)], 4, { directTarget: 'BS' }), side('B', [base()], 4), 1, [6, 1]);
    expect(result.rounds[0].rolls[0].potential).toBe(10);
    expect(result.lines.some((l) => l.includes('lack the 16 points'))).toBe(true);
  });

  it('a mauler crippled by enemy directed damage does not roll for shock', () => {
    // B: 50 factors, die 6 = 20 points = twice the mauler's DF.
    const { result } = fight(
      side('A', [mauler(), ...escorts(5)], 4, { directTarget: 'BS' }),
      side('B', [base(), u('CA', 44)], 4, { directTarget: 'M1' }),
      1,
      [6, 6],
    );
    expect(result.fates).toMatchObject({ BS: 'Destroyed', M1: 'Crippled' });
  });
});

describe('VBAM combat, a battle', () => {
  const feds = () => [u('CA', 8), u('CL', 6, { dfCrippled: 3, afCrippled: 3 }), u('FF', 4)];

  it('fights two rounds on scripted dice, carrying plus and minus points', () => {
    // Round 1, BIR 5: Klingons 30 x 30% = 9, Feds 18 x 25% = 4.5 -> 5. Feds cripple the CA (1 owed); Klingons the F5.
    // Round 2: Klingons 28 x 35% = 9.8 -> 10, +1 owed = 11: the Feds destroy the crippled CA and cripple the CL (1 owed).
    //          Feds 14 x 20% = 2.8 -> 3: the Klingons must damage a unit and cripple a D7 (credit 5) rather than lose the F5.
    const k = [u('D7C', 9, { afCrippled: 4, dfCrippled: 4 }), u('D7-1', 8), u('D7-2', 8), u('F5', 5, { afCrippled: 3, dfCrippled: 3 })];
    const { result, purposes } = fight(side('Klingons', k, 3), side('Feds', feds(), 2), 2, [4, 3, 6, 1]);
    expect(result.rounds.map((r) => r.rolls.map((x) => [x.potential, x.coefficient, x.damage]))).toEqual([
      [
        [30, 30, 9],
        [18, 25, 5],
      ],
      [
        [28, 35, 10],
        [14, 20, 3],
      ],
    ]);
    expect(result.fates).toEqual({
      D7C: 'Unharmed',
      'D7-1': 'Unharmed',
      'D7-2': 'Crippled',
      F5: 'Crippled',
      CA: 'Destroyed',
      CL: 'Crippled',
      FF: 'Unharmed',
    });
    expect(result.carry).toEqual({ A: -5, B: 1 });
    expect(result.rounds[1].allocations[0]).toMatch(/^Feds: 1 point still owed added, 11 to resolve/);
    expect(purposes.map((p) => p.replace(/^Battle B1: /, ''))).toEqual([
      'Klingons combat die, round 1 (VBAM combat, combat coefficient table)',
      'Feds combat die, round 1 (VBAM combat, combat coefficient table)',
      'Klingons combat die, round 2 (VBAM combat, combat coefficient table)',
      'Feds combat die, round 2 (VBAM combat, combat coefficient table)',
    ]);
    expect(result.lines[0]).toBe(
      'Battle B1: Klingons (attacker, BIF 3) against Feds (defender, BIF 2): battle intensity rating 5 (VBAM combat, battle intensity)',
    );
    expect(result.lines[result.lines.length - 1]).toBe('Result after 2 rounds: D7-2 crippled, F5 crippled, CA destroyed, CL crippled');
  });

  it('takes credit off the next round and carries what is left (plus and minus points)', () => {
    // BIR 2. Round 1: B scores 10 x 25% = 2.5 -> 3, A must cripple its 5 (credit 2); A's 1 point cannot touch B's 30.
    // Round 2: B scores 3 again, less the credit of 2 = 1, below half A's crippled DF 3: carried.
    const { result } = fight(
      side('A', [u('E', 5, { afCrippled: 3, dfCrippled: 3 })], 1),
      side('B', [u('X', 30, { af: 10, afCrippled: 5 })], 1),
      2,
      [1, 5, 1, 5],
    );
    expect(result.rounds.map((r) => r.rolls.map((x) => x.damage))).toEqual([
      [1, 3],
      [0, 3],
    ]);
    expect(result.rounds[1].allocations).toContain('A: 2 points of credit taken off, 1 to resolve (VBAM combat, plus and minus points)');
    expect(result.fates.E).toBe('Crippled');
    expect(result.carry).toEqual({ A: 1, B: 1 });
  });

  it('takes crippled units in with their crippled factors', () => {
    const { result } = fight(
      side('A', [u('D7', 8, { condition: 'Crippled', afCrippled: 4, dfCrippled: 4 })], 4),
      side('B', [u('CA', 20)], 4),
      1,
      [6, 5],
    );
    expect(result.rounds[0].rolls.map((r) => [r.potential, r.damage])).toEqual([
      [4, 2],
      [20, 8],
    ]);
    expect(result.fates.D7).toBe('Destroyed');
    expect(result.carry.A).toBe(4); // 8 points, the D7's 4 resolve; the 4 left have no unit to take them
  });

  it('counts fighter factors in attack, and the fighters of a destroyed carrier are lost with it', () => {
    const { result } = fight(
      side('A', [u('CV', 4, { fighters: 6, dfCrippled: 2, afCrippled: 2 })], 4),
      side('B', [u('CA', 50)], 4),
      3,
      [6, 6],
    );
    expect(result.rounds[0].rolls[0].potential).toBe(10);
    // B scores 20: the carrier (4 + 2) and 6 fighters resolve 12 at most, so all are lost; the battle ends after round 1.
    expect(result.fates.CV).toBe('Destroyed');
    expect(result.fighters).toEqual({ CV: 0 });
    expect(result.rounds).toHaveLength(1);
    expect(result.lines.some((l) => l.includes('A has no units left'))).toBe(true);
  });

  it('spends the fighters first when that keeps the most attack', () => {
    const { result } = fight(side('A', [u('CV', 8, { fighters: 6 })], 1), side('B', [u('FF', 10)], 1), 1, [1, 1]); // B: 10 x 15% = 1.5 -> 2
    expect(result.fates.CV).toBe('Unharmed');
    expect(result.fighters).toEqual({ CV: 4 });
  });

  it('reproduces exactly with seeded dice, and the logged faces replay the same battle', () => {
    const a = () => side('Klingons', [...klingons(), u('CV', 6, { fighters: 4 }), u('SC', 3, { scout: true })], 3, { directTarget: 'CA' });
    const b = () =>
      side('Roms', [u('CA', 10, { cloak: true }), u('KR', 8, { cloak: true }), u('SP', 6, { cloak: true })], 2, { ewShift: 1 });
    const first = seededDice('Y165 Spring:B7');
    const result = resolveBattle(a(), b(), 3, first, 'B7');
    expect(resolveBattle(a(), b(), 3, seededDice('Y165 Spring:B7'), 'B7')).toEqual(result);
    const replay = scriptedDice(first.rolls.flatMap((r) => r.faces));
    expect(resolveBattle(a(), b(), 3, replay, 'B7')).toEqual(result);
    expect(replay.rolls.map((r) => r.purpose)).toEqual(first.rolls.map((r) => r.purpose));
    expect(first.rolls[0].purpose).toBe('Battle B7: Roms cloak roll (VBAM combat, cloaked ships)');
  });

  it('refuses impossible input', () => {
    const ok = () => side('A', [u('CA', 8)], 2);
    expect(() => resolveBattle(side('A', [u('CA', 8)], 5), ok(), 1, scriptedDice([]), 'B1')).toThrow('battle intensity factor 5');
    expect(() => resolveBattle(ok(), side('B', [u('CA', 8)], 2), 1, scriptedDice([]), 'B1')).toThrow('listed twice');
    expect(() =>
      resolveBattle(side('A', [u('CA', 8)], 2, { directTarget: 'XX' }), side('B', [u('FF', 4)], 2), 1, scriptedDice([]), 'B1'),
    ).toThrow('XX');
    expect(() => resolveBattle(ok(), side('B', [u('FF', 0)], 2), 1, scriptedDice([]), 'B1')).toThrow('defense factors');
    expect(() => resolveBattle(ok(), side('B', [u('FF', 4)], 2), 0, scriptedDice([]), 'B1')).toThrow('rounds');
  });
});
