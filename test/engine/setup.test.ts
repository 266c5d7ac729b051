import { entrySide, FleetEntry, hexDistance, opposite, SetupInput, setupCard, Side, SIDES } from '../../src/engine/games/eaw/setup';

const entry = (fleet: string, side: Side | 'in place', over: Partial<FleetEntry> = {}): FleetEntry => ({
  fleet,
  empire: fleet.slice(0, 3),
  side,
  presentOverASeason: false,
  speeds: [31, 24, 28],
  hasFrd: false,
  hasMinesweeper: false,
  hasLegendaryNavigator: false,
  arrivalOrder: 1,
  ...over,
});
const card = (a: FleetEntry, b: FleetEntry, over: Partial<SetupInput> = {}) =>
  setupCard({ fleetA: a, fleetB: b, seriesIndex: 1, twoPhase: false, openSpace: false, ...over });
const spots = (c: ReturnType<typeof setupCard>) => c.placements.map((p) => `${p.hex}${p.facing}`);
const cites = (text: string, ...rules: string[]) => rules.forEach((r) => expect(text).toMatch(new RegExp(`[ (]${r}[,;)]`)));

describe('EaW 20.0 entry side of a lane', () => {
  const battle = { x: 10, y: 10 };
  it.each([
    ['A', { x: 10, y: 4 }],
    ['B', { x: 15, y: 7 }],
    ['C', { x: 15, y: 13 }],
    ['D', { x: 10, y: 16 }],
    ['E', { x: 5, y: 13 }],
    ['F', { x: 5, y: 7 }],
  ])('a lane toward the %s side', (side, from) => expect(entrySide(battle, from)).toBe(side));

  it.each([
    ['B', 1, -Math.sqrt(3)],
    ['C', 1, 0],
    ['D', 1, Math.sqrt(3)],
    ['E', -1, Math.sqrt(3)],
    ['F', -1, 0],
    ['A', -1, -Math.sqrt(3)],
  ])('a lane exactly on a boundary takes the side clockwise of it: %s', (side, dx, dy) =>
    expect(entrySide(battle, { x: 10 + Number(dx), y: 10 + Number(dy) })).toBe(side),
  );

  it('gives the two ends of a lane opposite sides, boundaries included (5c)', () => {
    for (let deg = 0; deg < 360; deg += 7.5) {
      const dx = Math.sin((deg * Math.PI) / 180);
      const dy = -Math.cos((deg * Math.PI) / 180);
      expect(entrySide(battle, { x: 10 + dx, y: 10 + dy })).toBe(opposite(entrySide(battle, { x: 10 - dx, y: 10 - dy })));
    }
  });
});

describe('SFB hex distance (even columns half a hex lower)', () => {
  it.each([
    ['3015', '3045', 30],
    ['4523', '1538', 30],
    ['4538', '1523', 30],
    ['3015', '4523', 15],
    ['3001', '6015', 30],
    ['3015', '3115', 1],
    ['3015', '3116', 1],
    ['3015', '3114', 2],
    ['3115', '3214', 1],
    ['3115', '3216', 2],
    ['3030', '3030', 0],
    ['0101', '6060', 89],
    ['0116', '0145', 29],
  ])('%s to %s is %i', (a, b, d) => {
    expect(hexDistance(a, b)).toBe(d);
    expect(hexDistance(b, a)).toBe(d);
  });
  it('puts every 20.0 preset 15 hexes from the centre, 3030', () =>
    expect(['3015', '4523', '4538', '3045', '1538', '1523'].map((h) => hexDistance(h, '3030'))).toEqual([15, 15, 15, 15, 15, 15]));
  it('refuses what is not a hex', () => expect(() => hexDistance('301', '3015')).toThrow('XXYY'));
});

describe('EaW 20.0 default and alternate start positions', () => {
  it('the 20.0 example: from A and from B the presets are only 15 apart, so both fleets take the alternates', () => {
    const c = card(entry('KLI-1', 'A'), entry('KZI-1', 'B'));
    expect(spots(c)).toEqual(['3001D', '6015E']);
    expect(c.range).toBe(30);
    expect(c.placements[0].note).toContain('15 hexes apart');
  });

  // Presets are 30 apart unless the sides are neighbours; neighbours take both alternates (30, or 29 for F with A or E).
  const pairs = SIDES.flatMap((a, i) => SIDES.slice(i + 1).map((b) => [a, b] as [Side, Side]));
  const expected: Record<string, [string, number]> = {
    AB: ['3001D 6015E', 30],
    BC: ['6015E 6045F', 30],
    CD: ['6045F 3060A', 30],
    DE: ['3060A 0145B', 30],
    EF: ['0145B 0116C', 29],
    AF: ['3001D 0116C', 29],
  };
  const presets: Record<Side, string> = { A: '3015D', B: '4523E', C: '4538F', D: '3045A', E: '1538B', F: '1523C' };
  it.each(pairs)('from %s and from %s', (a, b) => {
    const c = card(entry('KLI-1', a), entry('KZI-1', b));
    const [hexes, range] = expected[a + b] ?? [`${presets[a]} ${presets[b]}`, 30];
    expect(spots(c).join(' ')).toBe(hexes);
    expect(c.range).toBe(range);
  });

  it("starts at the slowest ship's maximum speed, weapon status III (20.0, 20d)", () => {
    const c = card(entry('KLI-1', 'A', { speeds: [31, 20, 26] }), entry('KZI-1', 'D', { speeds: [] }));
    expect(c.placements.map((p) => [p.speed, p.weaponStatus])).toEqual([
      [20, 3],
      [0, 3],
    ]);
    expect(c.rules).toBe('Standard');
    cites(c.text, '20.0', '20d', '21.0', '21a', '19b', '19d');
  });
});

describe('EaW 20a both fleets from the same side', () => {
  it('the first to arrive chooses left or right; the other takes the other; the 20.0 hexes are used', () => {
    const c = card(entry('KLI-1', 'A', { arrivalOrder: 2 }), entry('KZI-1', 'A', { arrivalOrder: 1 }));
    expect(c.sameSide).toEqual({ chooser: 'KZI-1', options: ['F', 'B'] });
    expect(spots(c)).toEqual(['4523E', '1523C']);
    expect(c.range).toBe(30);
    expect(c.text).toContain('20a: KZI-1 chooses F (1523, facing C) or B (4523, facing E)');
    cites(c.text, '20a', '20.0');
  });

  it('a Legendary Navigator chooses first (20a c); with one on each side, first arrival decides', () => {
    const ln = card(entry('KLI-1', 'D', { arrivalOrder: 1 }), entry('KZI-1', 'D', { arrivalOrder: 2, hasLegendaryNavigator: true }));
    expect(ln.sameSide).toEqual({ chooser: 'KZI-1', options: ['C', 'E'] });
    expect(ln.placements[1].note).toContain('Legendary Navigator');
    const both = card(
      entry('KLI-1', 'D', { arrivalOrder: 1, hasLegendaryNavigator: true }),
      entry('KZI-1', 'D', { arrivalOrder: 2, hasLegendaryNavigator: true }),
    );
    expect(both.sameSide?.chooser).toBe('KLI-1');
  });

  it('is absent when the fleets came from different sides', () =>
    expect(card(entry('KLI-1', 'A'), entry('KZI-1', 'D')).sameSide).toBeUndefined());
});

describe('EaW 20b a fleet that did not move', () => {
  it('starts at 3030, any facing, speed 10, WS III after more than a full season; the entering fleet keeps range 30', () => {
    const c = card(entry('KLI-1', 'in place', { presentOverASeason: true }), entry('KZI-1', 'C'));
    expect(c.placements[0]).toMatchObject({ side: 'in place', hex: '3030', facing: 'any', speed: 10, weaponStatus: 3 });
    expect(spots(c)[1]).toBe('6045F');
    expect(c.range).toBe(30);
    cites(c.text, '20b');
  });

  it("never at more than its slowest ship's maximum speed", () =>
    expect(card(entry('KLI-1', 'in place', { presentOverASeason: true, speeds: [8, 31] }), entry('KZI-1', 'C')).placements[0].speed).toBe(
      8,
    ));

  it('in the system since last season only: starts opposite the entering fleet at its preset', () => {
    const c = card(entry('KLI-1', 'E'), entry('KZI-1', 'in place'));
    expect(c.placements.map((p) => p.side)).toEqual(['E', 'B']);
    expect(spots(c)).toEqual(['1538B', '4523E']);
    expect(c.range).toBe(30);
  });

  it('when neither fleet moved (20b cannot put both at 3030) they start from A and D', () => {
    const c = card(entry('KLI-1', 'in place', { presentOverASeason: true }), entry('KZI-1', 'in place', { presentOverASeason: true }));
    expect(spots(c)).toEqual(['3015D', '3045A']);
  });
});

describe('EaW 20c, 26c, 26e later battles of a serial engagement', () => {
  it('the survivor starts from its turn of rest; the entering fleet takes its alternate', () => {
    const c = card(entry('KLI-2', 'A'), entry('KZI-1', 'B'), { seriesIndex: 2, survivor: 'B' });
    expect(c.placements[1]).toMatchObject({ fleet: 'KZI-1', side: 'in place', hex: 'turn of rest', facing: 'any' });
    expect(c.placements[1].speed).toBeNaN();
    expect(c.placements[1].weaponStatus).toBeNaN();
    expect(spots(c)[0]).toBe('3001D');
    expect(c.range).toBeUndefined();
    expect(c.text).toContain('within 10 hexes of 3001');
    cites(c.text, '20c', '26c', '26f', '26e', '26.0', '20d');
  });

  it('takes the alternate even where the preset would give range 30', () =>
    expect(spots(card(entry('KLI-1', 'D'), entry('KZI-2', 'A'), { seriesIndex: 3, survivor: 'A' }))[1]).toBe('3001D'));

  it('an entering fleet present over a season still starts at 3030 (20b)', () =>
    expect(
      card(entry('KLI-1', 'D'), entry('KZI-2', 'in place', { presentOverASeason: true }), { seriesIndex: 2, survivor: 'A' }).placements[1]
        .hex,
    ).toBe('3030'));

  it('without a survivor the battle is set up as a first one', () =>
    expect(spots(card(entry('KLI-1', 'A'), entry('KZI-2', 'D'), { seriesIndex: 2 }))).toEqual(['3015D', '3045A']));
});

describe('Two-Phase tactical rules (seed 001)', () => {
  it('halves every speed, fractions dropped, and lets ships leave from the Second Phase of turn 3', () => {
    const c = card(entry('KLI-1', 'A', { speeds: [31, 19] }), entry('KZI-1', 'in place', { presentOverASeason: true }), { twoPhase: true });
    expect(c.placements.map((p) => p.speed)).toEqual([9, 5]);
    expect(c.rules).toBe('Two-Phase');
    expect(c.earliestDisengage).toBe('turn 3, Second Phase');
    expect(c.text).toContain('Two-Phase');
  });
  it('standard rules: turn 3, impulse 16 (21a)', () =>
    expect(card(entry('KLI-1', 'A'), entry('KZI-1', 'D')).earliestDisengage).toBe('turn 3, impulse 16'));
});

describe('EaW 5c open space', () => {
  it('puts the fleets on opposite sides at range 30, and they may leave only by the two ends of the lane', () => {
    const c = card(entry('KLI-1', 'B'), entry('KZI-1', 'B'), { openSpace: true });
    expect(spots(c)).toEqual(['4523E', '1538B']);
    expect(c.range).toBe(30);
    expect(c.sameSide).toBeUndefined();
    expect(
      Object.entries(c.disengagement)
        .filter(([, hexes]) => hexes.length)
        .map(([s]) => s),
    ).toEqual(['B', 'E']);
    cites(c.text, '5c', '19d');
  });
});

describe('EaW 21.0 disengagement', () => {
  it('lists the PoD hexes of every side, or of the warp lanes given', () => {
    expect(card(entry('KLI-1', 'A'), entry('KZI-1', 'D')).disengagement).toEqual({
      A: ['2901', '3001', '3101'],
      B: ['6014', '6015', '6016'],
      C: ['6044', '6045', '6046'],
      D: ['2960', '3060', '3160'],
      E: ['0144', '0145', '0146'],
      F: ['0115', '0116', '0117'],
    });
    const c = card(entry('KLI-1', 'A'), entry('KZI-1', 'D'), { exits: ['A', 'D', 'E'] });
    expect(c.disengagement.B).toEqual([]);
    expect(c.text).toContain('A 2901/3001/3101; D 2960/3060/3160; E 0144/0145/0146.');
  });

  it('the FRD never disengages (15.0)', () => {
    const c = card(entry('KLI-FRD', 'in place', { hasFrd: true }), entry('KZI-1', 'A'));
    expect(c.noDisengage).toEqual([{ fleet: 'KLI-FRD', why: expect.stringContaining('15.0') }]);
    cites(c.text, '15.0');
  });

  it('a standing fortification holds the fleets of other empires unless they have a minesweeper (10g, 21b)', () => {
    const c = card(entry('KLI-1', 'in place'), entry('KZI-1', 'A'), { fortifiedBy: 'KLI' });
    expect(c.noDisengage.map((x) => x.fleet)).toEqual(['KZI-1']);
    cites(c.text, '10g', '21b');
    expect(card(entry('KLI-1', 'in place'), entry('KZI-1', 'A', { hasMinesweeper: true }), { fortifiedBy: 'KLI' }).noDisengage).toEqual([]);
  });

  it('a fleet with another of its own behind it may leave the fortification (10g)', () => {
    const c = card(entry('KLI-1', 'in place'), entry('KZI-1', 'A', { backedUp: true }), { fortifiedBy: 'KLI' });
    expect(c.noDisengage).toEqual([]);
    expect(c.text).toContain('KZI-1 may disengage: another of its fleets is behind it');
  });

  it("a third empire's fortification holds both fleets", () =>
    expect(
      card(entry('KLI-1', 'A', { hasFrd: true }), entry('KZI-1', 'D'), { fortifiedBy: 'LYR' }).noDisengage.map((x) => x.fleet),
    ).toEqual(['KLI-1', 'KLI-1', 'KZI-1']));
});
