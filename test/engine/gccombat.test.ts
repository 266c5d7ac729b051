import {
  basicAttack,
  battleDf,
  damagePercent,
  factorsFromBpv,
  gcDamagePoints,
  GC_INTENSITIES,
  GcSide,
  GcUnit,
  resolveGcBattle,
} from '../../src/engine/core/combat/gccombat';
import { scriptedDice } from '../../src/engine/core/dice';

const unit = (id: string, af: number, df = af, over: Partial<GcUnit> = {}): GcUnit => ({
  id,
  af,
  df,
  sensors: 0,
  crippled: false,
  ...over,
});
const side = (name: string, units: GcUnit[], over: Partial<GcSide> = {}): GcSide => ({
  name,
  units,
  intensity: 'Typical',
  attack: 'Normal',
  ...over,
});

describe('GC A10.20 Statistical Damage Chart', () => {
  it('has every row and column of the chart, with its DF modifier', () => {
    const chart: Record<string, [number[], number]> = {
      Suicidal: [[32, 30, 27, 25, 20, 18], -20],
      Charge: [[30, 27, 25, 20, 18, 15], -15],
      Pressed: [[27, 25, 20, 18, 15, 15], -5],
      Typical: [[25, 20, 20, 18, 15, 15], 0],
      Nominal: [[20, 18, 18, 15, 12, 10], 5],
      Regroup: [[15, 15, 12, 10, 10, 7], 15],
      Evasion: [[15, 12, 10, 10, 7, 5], 20],
    };
    expect([...GC_INTENSITIES]).toEqual(Object.keys(chart));
    for (const i of GC_INTENSITIES) {
      expect([1, 2, 3, 4, 5, 6].map((d) => damagePercent(i, d))).toEqual(chart[i][0]);
      expect(battleDf(100, i)).toBe(100 + chart[i][1]);
    }
    expect(() => damagePercent('Typical', 7)).toThrow('die of 7');
  });

  it('rounds damage points half up (rule option GC3)', () => {
    expect(gcDamagePoints(110, 25)).toBe(28);
    expect(gcDamagePoints(34, 20)).toBe(7);
    expect(gcDamagePoints(10, 12)).toBe(1);
  });
});

describe('GC A10.25 five-ship benefit', () => {
  it('adds the square root of the total from five ships up', () => {
    expect(basicAttack(100, 5)).toBe(110);
    expect(basicAttack(100, 4)).toBe(100);
  });
});

describe('GC Appendix 1/D factors from BPV (rule option GC1)', () => {
  it('takes 0.143 x BPV with the SC4, X-ship and tug modifiers, DF at least 2, an FRD 7/25', () => {
    // The SnA example (BPV 65, SC4): AF 9; DF 9.3 - 2 = 7 (the book's 6 also takes first generation -1, which the catalog cannot tell).
    expect(factorsFromBpv({ bpv: 65, sizeClass: 4 })).toEqual({ af: 9, df: 7 });
    // The DWX example's SC4X part: 135 x 0.143 = 19.3 + 4 AF; DF 19.3 - 2 + 1.
    expect(factorsFromBpv({ bpv: 135, sizeClass: 4, xShip: true })).toEqual({ af: 23, df: 18 });
    expect(factorsFromBpv({ bpv: 121, sizeClass: 3, tug: true })).toEqual({ af: 17, df: 22 });
    expect(factorsFromBpv({ bpv: 5, sizeClass: 4 })).toEqual({ af: 1, df: 2 });
    expect(factorsFromBpv({ bpv: 300, sizeClass: 3, frd: true })).toEqual({ af: 7, df: 25 });
  });
});

describe('resolveGcBattle', () => {
  it('rolls side A then side B each round and stops when a side is gone', () => {
    const dice = scriptedDice([1, 6]);
    const r = resolveGcBattle(side('A', [unit('a1', 100)]), side('B', [unit('b1', 10)]), dice, 'X');
    expect(dice.rolls.map((x) => x.purpose)).toEqual([
      'Battle X: A damage die, round 1 (GC A10.20)',
      'Battle X: B damage die, round 1 (GC A10.20)',
    ]);
    expect(r.fates).toEqual({ a1: 'Unharmed', b1: 'Destroyed' });
    expect(r.rounds).toBe(1);
  });

  it('a crippled unit enters with 75% of its DF gone, and cannot disengage (C23.10, C23.20b)', () => {
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 40)]),
      side('B', [unit('b1', 10, 40, { crippled: true }), unit('b2', 10, 40)], { disengageAt: 0 }),
      scriptedDice([6, 6]),
      'X',
    );
    expect(r.lost.b1).toBe(30 + 2); // 30 before the battle, then A's 15% of 10 AF = 2 points (GC4: list order)
    expect(r.fates.b1).toBe('Crippled');
    expect(r.fates.b2).toBe('Disengaged');
    expect(r.disengaged).toEqual(['B']);
  });

  it("a unit's first-round changes hold for round 1 alone: AF -25%, a fifth of its DF counted lost until the round ends (GC D2.32)", () => {
    const r = resolveGcBattle(
      side('A', [unit('a1', 40, 100, { firstRound: { af: -25, df: -20 } })]),
      side('B', [unit('b1', 40, 100)], { disengageAt: 15 }),
      scriptedDice([1, 1, 1, 1]),
      'X',
    );
    expect(r.lines).toContain('Round 1: a1 fights at AF -25%, DF -20% (20 DF) this round alone (GC D2.32)');
    expect(r.lines).toContain('Round 1: A roll 1: Typical 25% of attack 30 = 8 damage points (GC A10.20)');
    expect(r.lines).toContain('Round 2: A roll 1: Typical 25% of attack 40 = 10 damage points (GC A10.20)');
    expect(r.lost).toEqual({ a1: 20, b1: 18 }); // B's 10 points each round; the 20 withheld given back
    expect(r.disengaged).toEqual(['B']);
  });

  it('an FRD does not disengage with its side (EaW 15.0)', () => {
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 40)]),
      side('B', [unit('frd', 7, 25, { cannotDisengage: true })], { disengageAt: 0 }),
      scriptedDice([6, 6]),
      'X',
    );
    expect(r.fates.frd).toBe('Unharmed');
  });

  it('stops a battle that cannot end after the round limit (rule option GC5)', () => {
    const r = resolveGcBattle(side('A', [unit('a1', 1)]), side('B', [unit('b1', 1)]), scriptedDice(Array(100).fill(6)), 'X');
    expect(r.rounds).toBe(50);
    expect(r.lines.some((l) => l.includes('No decision after 50 rounds'))).toBe(true);
  });

  it('refuses bad factors and a disengagement outside 0-100', () => {
    expect(() => resolveGcBattle(side('A', [unit('a1', 10, 0)]), side('B', [unit('b1', 10)]), scriptedDice([]), 'X')).toThrow(
      'defense factor',
    );
    expect(() =>
      resolveGcBattle(side('A', [unit('a1', 10)], { disengageAt: 120 }), side('B', [unit('b1', 10)]), scriptedDice([]), 'X'),
    ).toThrow('0-100');
  });
});

describe('GC A10.40a reserve, A10.60 inactive status, C60 hospital units', () => {
  const reserve = 'half' as const;
  /** A first die for side A, then 6s for as long as the battle lasts. */
  const dice = (first: number) => scriptedDice([first, ...Array<number>(99).fill(6)]);
  const four = (over: Partial<GcUnit>) => [unit('b1', 40, 5, over), unit('b2', 10), unit('b3', 10), unit('b4', 10)];

  it('directed damage reaches a unit in reserve at DF x6; capture does not reach it at all (A10.35b, A10.35d, A10.40a)', () => {
    const directed = resolveGcBattle(
      side('A', [unit('a1', 200, 1000)], { attack: 'Directed' }),
      side('B', four({ reserve })),
      dice(1),
      'X',
    );
    expect(directed.lines).toContain(
      'Round 1: A damage on B: directed damage on b1 in reserve: DF 5 x 6 = 30 points, destroyed (GC A10.35b, A10.40a); directed damage on b2: DF 10 x 2 = 20 points, destroyed (GC A10.35b)',
    );
    const capture = resolveGcBattle(side('A', [unit('a1', 200, 1000)], { attack: 'Capture' }), side('B', four({ reserve })), dice(1), 'X');
    expect(capture.lines).toContain('Round 1: A damage on B: capture on b2: DF 10 x 5 = 50 points, captured (GC A10.35d)');
  });

  it("the reserve's AF is halved, its share of the points is normal damage alone (A10.40a), and fleet formation keeps it whole (D7.0)", () => {
    const a = (how: 'half' | 'full') => [unit('a1', 100, 100, { reserve: how }), unit('a2', 50), unit('a3', 50), unit('a4', 50)];
    const half = resolveGcBattle(side('A', a('half'), { attack: 'Directed' }), side('B', [unit('b1', 1, 20)]), dice(1), 'X');
    expect(half.lines).toContain('A: a1 in reserve at half AF (GC A10.40a)');
    expect(half.lines).toContain('Round 1: A roll 1: Typical 25% of attack 200 = 50 damage points (GC A10.20)');
    // 50 x 50 / 200 = 12.5, 13 held back: 37 cannot take b1 at DF x 2 = 40; all 50 go to normal damage.
    expect(half.lines).toContain(
      "Round 1: A damage on B: too few points to destroy any enemy unit outright at DF x 2, so none is directed (GC A10.35b); 13 of the points are its reserve's: normal damage alone (GC A10.40a); B self-apply 50: b1 -20 DF (destroyed) (GC A10.35a, rule option GC4)",
    );
    const full = resolveGcBattle(side('A', a('full')), side('B', [unit('b1', 1, 1000)]), dice(1), 'X');
    expect(full.lines).toContain('A: a1 in reserve at full AF by fleet formation (GC A10.40a, A10.40e, D7.0)');
    expect(full.lines).toContain('Round 1: A roll 1: Typical 25% of attack 250 = 63 damage points (GC A10.20)');
  });

  it('holds a quarter of the units in reserve at most, fleet formation first (A10.40a, rule option GC251)', () => {
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 10, { reserve }), unit('a2', 10, 10, { reserve: 'full' }), unit('a3', 10), unit('a4', 10), unit('a5', 10)]),
      side('B', [unit('b1', 10, 10, { reserve }), unit('b2', 10)]),
      dice(6),
      'X',
    );
    expect(r.lines).toContain('A: a2 in reserve at full AF by fleet formation (GC A10.40a, A10.40e, D7.0)');
    expect(r.lines).toContain('A: a1 fights in the line: at most 1 of its 5 units may stand in reserve (GC A10.40a, rule option GC251)');
    expect(r.lines).toContain('B: b1 fights in the line: at most 0 of its 2 units may stand in reserve (GC A10.40a, rule option GC251)');
  });

  it('inactive units fight with no AF until half of those left, rounded up and the strongest first, activate after each round (A10.60, rule option GC252)', () => {
    const inactive = true;
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 1000, { inactive }), unit('a2', 20, 1000, { inactive }), unit('a3', 30, 1000, { inactive })]),
      side('B', [unit('b1', 1, 1000)]),
      dice(6),
      'X',
    );
    expect(r.lines).toContain('Round 1: A roll 6: Typical 15% of attack 0 = 0 damage points (GC A10.20)');
    expect(r.lines).toContain(
      'After round 1: a3, a2 of A activate, of an effective poor crew: AF -30% (GC A10.60, C9.40a, rule options GC252, GC291)',
    );
    // A10.60: activated, they have an effective poor crew: 70% of 30 + 20 (C9.40a's -30%).
    expect(r.lines).toContain('Round 2: A roll 6: Typical 15% of attack 35 = 5 damage points (GC A10.20)');
    expect(r.lines).toContain(
      'After round 2: a1 of A activates, of an effective poor crew: AF -30% (GC A10.60, C9.40a, rule options GC252, GC291)',
    );
    expect(r.lines).toContain('Round 3: A roll 6: Typical 15% of attack 42 = 6 damage points (GC A10.20)');
  });

  it('an outstanding crew activates as a good crew, its AF whole (A10.60, C9.51, rule option GC291)', () => {
    const inactive = true;
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 1000, { inactive }), unit('a2', 20, 1000, { inactive, outstanding: true })]),
      side('B', [unit('b1', 1, 1000)]),
      dice(6),
      'X',
    );
    expect(r.lines).toContain(
      'After round 1: a2 of A activates, of a good crew, being outstanding: AF whole (GC A10.60, C9.51, rule options GC252, GC291)',
    );
    expect(r.lines).toContain('Round 2: A roll 6: Typical 15% of attack 20 = 3 damage points (GC A10.20)');
    expect(r.lines).toContain('Round 3: A roll 6: Typical 15% of attack 27 = 4 damage points (GC A10.20)');
  });

  it('a reserve takes a round to leave once the line is gone, then fights in it at full AF (A10.40a, rule option GC290)', () => {
    // A: a1 in the line (DF 3 dies in round 1), a2 in reserve among four units; B strong enough to kill a1 at once.
    const r = resolveGcBattle(
      side('A', [unit('a1', 10, 3), unit('a2', 40, 1000, { reserve }), unit('a3', 0, 1), unit('a4', 0, 1)]),
      side('B', [unit('b1', 100, 1000)]),
      dice(6),
      'X',
    );
    expect(r.lines).toContain('A: a2 in reserve at half AF (GC A10.40a)');
    const leave = r.lines.findIndex((l) => l.includes('have no unit left in the line: a2 leaves reserve, a round in reserve first'));
    const out = r.lines.findIndex((l) => l.includes('a2 of A is out of reserve and fights in the line (GC A10.40a, rule option GC290)'));
    expect(leave).toBeGreaterThan(0);
    expect(out).toBeGreaterThan(leave);
    // The round between: still in reserve, AF 20 (halved); after it, AF 40.
    const between = r.lines.slice(leave, out).find((l) => l.startsWith('Round') && l.includes('A roll'));
    expect(between).toMatch(/of attack 20 = /);
    expect(r.lines.slice(out).find((l) => l.includes('A roll'))).toMatch(/of attack 40 = /);
  });

  it("hospital units cut the opponent's chart 1% each, 6% at most, and have AF 0 (C60.10a, C60.30)", () => {
    const hospitals = [1, 2, 3, 4, 5, 6, 7].map((n) => unit(`h${n}`, 10, 100, { hospital: true }));
    const r = resolveGcBattle(side('A', [unit('a1', 100, 1000)]), side('B', [unit('b1', 10, 1000), ...hospitals]), dice(1), 'X');
    expect(r.lines).toContain(
      'Round 1: A roll 1: Typical 25% - hospital units 6 = 19% of attack 100 = 19 damage points (GC A10.20, C60.10a)',
    );
    expect(r.lines).toContain(
      'Round 1: B roll 6: Typical 15% of attack 10 + square root 3.16 for 8 ships (GC A10.25) = 2 damage points (GC A10.20)',
    );
    expect(r.lines).toContain('Round 1: A damage on B: B self-apply 19: b1 -19 DF (GC A10.35a, rule option GC4)');
  });
});
