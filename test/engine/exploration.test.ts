import { explore, explorationProblem, ExploreChoice, hasScout, parseExploreChoice } from '../../src/engine/games/eaw/exploration';
import { scriptedDice, seededDice } from '../../src/engine/core/dice';
import { Ship } from '../../src/engine/core/model';
import { catalogOf, cls, ship } from '../support/builders';

const catalog = catalogOf(
  cls('C8', { sizeClass: 2, cbpv: 240 }),
  cls('D7', { sizeClass: 3, cbpv: 121 }),
  cls('F5', { sizeClass: 4, cbpv: 71 }),
  cls('E4', { sizeClass: 4, cbpv: 55 }),
  cls('F5S', { sizeClass: 4, cbpv: 77, roles: ['scout'] }),
  cls('FRD', { sizeClass: 1, cbpv: 150, roles: ['FRD'] }),
);
const choice = (over: Partial<ExploreChoice> = {}): ExploreChoice => ({ precursor: false, planet: 'Mineral', ...over });
/** The two faces of a 2D6 roll with this total. */
const two = (total: number) => [Math.min(6, total - 1), total - Math.min(6, total - 1)];

/** A fleet without a scout: a D7, an F5 and an E4 (CBPV 121, 71, 55). */
const plain = () => [ship('D7', { id: 'D7-1' }), ship('F5', { id: 'F5-1' }), ship('E4', { id: 'E4-1' })];
/** The same with an F5S scout. */
const scouted = () => [...plain(), ship('F5S', { id: 'F5S-1' })];

function run(ships: Ship[], faces: number[], over: Partial<ExploreChoice> = {}) {
  const dice = scriptedDice(faces);
  const outcome = explore('S18', ships, catalog, choice(over), dice);
  expect(() => dice.roll(1, 6, 'left over')).toThrow('ran out'); // every scripted face was used
  return { outcome, purposes: dice.rolls.map((r) => r.purpose) };
}

describe('EaW 16a discovery table, no scout in the fleet (2D6)', () => {
  it.each([
    // total, extra faces after the 2D6, planet, development, BPV
    [2, [1], 'Mineral', 'Mine', 0],
    [3, [3, 1], 'Life', '', 10],
    [4, [3, 1], 'Life', '', 0],
    [5, [3, 1], 'Life', '', 0],
    [6, [3, 1], 'Life', '', 0],
    [7, [3, 1], 'Life', '', 0],
    [8, [3, 1], 'Life', '', 0],
    [9, [3, 1], 'Life', '', 0],
    [10, [3, 1], 'Life', '', 0],
    [11, [3, 1], 'Life', '', 10],
    [12, [1], 'Life', 'Colony', 0],
  ])('2D6 = %i (EaW 16a)', (total, rest, planet, development, bpv) => {
    const { outcome, purposes } = run(plain(), [...two(total as number), ...(rest as number[])]);
    expect(outcome).toMatchObject({ planet, development, bpv, shipChanges: [], futureShip: false });
    expect(purposes[0]).toBe('Exploration of S18 (EaW 16a)');
  });

  it('on a 2 or 12 rolls no planet type, only the map type (EaW 16a, 16d)', () => {
    expect(run(plain(), [1, 1, 4]).purposes).toEqual(['Exploration of S18 (EaW 16a)', 'Map type of S18 (EaW 16d)']);
  });
});

describe('EaW 16b discovery table, scout in the fleet (2D6)', () => {
  it.each([
    [2, [1], 'Mineral', 'Mine', 0],
    [3, [1], 'Mineral', 'Mine', 0],
    [4, [3, 1], 'Life', '', 20],
    [5, [3, 1], 'Life', '', 0],
    [6, [3, 1], 'Life', '', 0],
    [7, [3, 1], 'Life', '', 0],
    [8, [3, 1], 'Life', '', 0],
    [9, [3, 1], 'Life', '', 0],
    [10, [3, 1], 'Life', '', 20],
    [11, [1], 'Life', 'Colony', 0],
    [12, [1], 'Life', 'Colony', 0],
  ])('2D6 = %i (EaW 16b)', (total, rest, planet, development, bpv) => {
    const { outcome, purposes } = run(scouted(), [...two(total as number), ...(rest as number[])]);
    expect(outcome).toMatchObject({ planet, development, bpv });
    expect(purposes[0]).toBe('Exploration of S18 (EaW 16b)');
  });

  it('counts a crippled scout but not a captured one or a class without special sensors (EaW 16b)', () => {
    expect(hasScout([ship('D7'), ship('F5S', { condition: 'Crippled' })], catalog)).toBe(true);
    expect(hasScout([ship('D7'), ship('F5S', { condition: 'Captured' })], catalog)).toBe(false);
    expect(hasScout([ship('D7'), ship('F5')], catalog)).toBe(false);
    expect(run([ship('D7'), ship('F5S', { condition: 'Captured' })], [2, 1, 3, 1]).purposes[0]).toBe('Exploration of S18 (EaW 16a)');
  });
});

describe('EaW 16a/16b planet type (1D6)', () => {
  it.each([
    [1, 'Dead'],
    [2, 'Dead'],
    [3, 'Life'],
    [4, 'Life'],
    [5, 'Mineral'],
    [6, 'Mineral'],
  ])('normal rows (16a 4-10, 16b 5-9): %i is %s', (face, planet) => {
    expect(run(plain(), [3, 4, face as number, 1]).outcome.planet).toBe(planet);
    expect(run(scouted(), [3, 4, face as number, 1]).outcome.planet).toBe(planet);
  });

  it.each([
    [1, 'Dead'],
    [2, 'Life'],
    [3, 'Life'],
    [4, 'Mineral'],
    [5, 'Mineral'],
  ])('bonus rows (16a 3/11, 16b 4/10): %i is %s', (face, planet) => {
    expect(run(plain(), [1, 2, face as number, 1]).outcome.planet).toBe(planet);
    expect(run(scouted(), [2, 2, face as number, 1]).outcome.planet).toBe(planet);
  });

  it.each(['Life', 'Mineral', 'Dead'] as const)("bonus rows: 6 is the admiral's choice, here %s", (planet) => {
    const { outcome } = run(plain(), [5, 6, 6, 1], { planet });
    expect(outcome.planet).toBe(planet);
    expect(outcome.notes.join('\n')).toContain("admiral's choice");
  });

  it('bonus rows default to a mineral planet when the admiral chose nothing', () => {
    expect(run(plain(), [1, 2, 6, 1]).outcome.planet).toBe('Mineral');
  });
});

describe('EaW 16d map type (1D6, after the planet type)', () => {
  it.each([
    [1, 'Solar System Slice'],
    [2, 'Solar System Slice'],
    [3, 'Dual Planets With Moons'],
    [4, 'Dual Planets With Moons'],
    [5, 'Open Space'],
    [6, 'Open Space'],
  ])('life or mineral planet: %i is %s', (face, mapType) => {
    expect(run(plain(), [3, 4, 3, face as number]).outcome.mapType).toBe(mapType); // life
    expect(run(plain(), [3, 4, 5, face as number]).outcome.mapType).toBe(mapType); // mineral
    expect(run(plain(), [1, 1, face as number]).outcome.mapType).toBe(mapType); // developed mine
    expect(run(plain(), [6, 6, face as number]).outcome.mapType).toBe(mapType); // developed colony
  });

  it.each([
    [1, 'Star Edge'],
    [2, 'Star Edge'],
    [3, 'Star Edge'],
    [4, 'Death Map'],
    [5, 'Death Map'],
    [6, 'Death Map'],
  ])('dead planet: %i is %s', (face, mapType) => {
    expect(run(plain(), [3, 4, 1, face as number]).outcome.mapType).toBe(mapType);
  });
});

describe('EaW 16c precursor objects (1D6 instead of the bonus BPV)', () => {
  /** A 16a bonus row (2D6 = 3), a life planet, then the precursor face and any further faces, then map 1. */
  const precursor = (ships: Ship[], faces: number[], over: Partial<ExploreChoice> = {}) =>
    run(ships, [1, 2, 3, ...faces, 1], { precursor: true, ...over });

  it('is rolled only when the admiral chose it, and then replaces the bonus BPV', () => {
    const { outcome, purposes } = precursor(plain(), [4]);
    expect(outcome.bpv).toBe(50);
    expect(purposes).toEqual([
      'Exploration of S18 (EaW 16a)',
      'Planet type of S18 (EaW 16a)',
      'Precursor object at S18 (EaW 16c)',
      'Map type of S18 (EaW 16d)',
    ]);
    expect(run(plain(), [4, 4, 3, 1], { precursor: true }).purposes).not.toContain('Precursor object at S18 (EaW 16c)'); // normal row
  });

  describe('1: a free legendary officer (EaW 16c, 2e)', () => {
    it('goes to the highest-CBPV ship without one, a Legendary Captain by default', () => {
      const { outcome } = precursor(plain(), [1]);
      expect(outcome.shipChanges).toEqual([{ ship: 'D7-1', field: 'lo', value: 'Legendary Captain' }]);
      expect(outcome.bpv).toBe(0);
    });

    it('is the officer the admiral chose, on the ship the admiral named', () => {
      const { outcome } = precursor(plain(), [1], { officer: 'Legendary Engineer', ship: 'e4-1' });
      expect(outcome.shipChanges).toEqual([{ ship: 'E4-1', field: 'lo', value: 'Legendary Engineer' }]);
    });

    it('skips a ship that already has an officer, even when named', () => {
      const ships = [ship('D7', { id: 'D7-1', lo: 'Legendary Doctor' }), ship('F5', { id: 'F5-1' })];
      const { outcome } = precursor(ships, [1], { ship: 'D7-1' });
      expect(outcome.shipChanges).toEqual([{ ship: 'F5-1', field: 'lo', value: 'Legendary Captain' }]);
      expect(outcome.notes.join('\n')).toContain('D7-1 (D7) cannot take the officer: it already carries a Legendary Doctor');
    });

    it('is left to the GM when every ship has an officer', () => {
      const { outcome } = precursor([ship('D7', { lo: 'Legendary Doctor' })], [1]);
      expect(outcome.shipChanges).toEqual([]);
      expect(outcome.notes.join('\n')).toContain('records the Legendary Captain by hand');
    });
  });

  describe('2: a free outstanding crew within the EaW 2e limits', () => {
    it('goes to the highest-CBPV SC3 or SC4 ship, with CO 20% (EaW 6.0)', () => {
      const { outcome } = precursor([ship('C8', { id: 'C8-1' }), ...plain()], [2]);
      expect(outcome.shipChanges).toEqual([
        { ship: 'D7-1', field: 'crew', value: 'Outstanding' },
        { ship: 'D7-1', field: 'coPercent', value: 20 },
      ]);
    });

    it('never goes to an SC2 ship, even when named', () => {
      const { outcome } = precursor([ship('C8', { id: 'C8-1' }), ...plain()], [2], { ship: 'C8-1' });
      expect(outcome.shipChanges[0]).toEqual({ ship: 'D7-1', field: 'crew', value: 'Outstanding' });
      expect(outcome.notes.join('\n')).toContain('C8-1 (C8) cannot take the outstanding crew: it is size class 2');
    });

    it('respects one on an SC3 and one on an SC4 in the fleet', () => {
      const withSc3 = [ship('D7', { id: 'D7-0', crew: 'Outstanding', coPercent: 20 }), ...plain()];
      expect(precursor(withSc3, [2]).outcome.shipChanges[0]).toEqual({ ship: 'F5-1', field: 'crew', value: 'Outstanding' });
      const withBoth = [ship('F5', { crew: 'Outstanding' }), ...withSc3];
      const { outcome } = precursor(withBoth, [2]);
      expect(outcome.shipChanges).toEqual([]);
      expect(outcome.notes.join('\n')).toContain('the find is lost');
    });

    it('may replace a poor crew on the ship the admiral names, and leaves CO 20% alone', () => {
      const ships = [...plain(), ship('E4', { id: 'E4-P', crew: 'Poor', coPercent: 20 })];
      const { outcome } = precursor(ships, [2], { ship: 'E4-P' });
      expect(outcome.shipChanges).toEqual([{ ship: 'E4-P', field: 'crew', value: 'Outstanding' }]);
    });
  });

  describe('3: CO 20% for the fleet, or a refund (EaW 16c, 6.0)', () => {
    it('raises every ship below 20% to 20% at no cost', () => {
      const ships = [
        ship('D7', { id: 'D7-1', coPercent: 20 }),
        ship('F5', { id: 'F5-1', coPercent: 10 }),
        ship('E4', { id: 'E4-1', coPercent: 15 }),
      ];
      const { outcome } = precursor(ships, [3]);
      expect(outcome.shipChanges).toEqual([
        { ship: 'F5-1', field: 'coPercent', value: 20 },
        { ship: 'E4-1', field: 'coPercent', value: 20 },
      ]);
      expect(outcome.bpv).toBe(0);
    });

    it('when all are full, refunds 20% of the class CBPV of the highest-CBPV ship', () => {
      const full = plain().map((s) => ({ ...s, coPercent: 20 }));
      expect(precursor(full, [3]).outcome).toMatchObject({ bpv: 24, shipChanges: [] }); // 20% of 121, rounded
    });

    it('or of the ship the admiral named', () => {
      const full = plain().map((s) => ({ ...s, coPercent: 20 }));
      expect(precursor(full, [3], { ship: 'E4-1' }).outcome.bpv).toBe(11);
    });
  });

  it('4: treasure, +50 BPV', () => {
    expect(precursor(plain(), [4]).outcome).toMatchObject({ bpv: 50, shipChanges: [], futureShip: false });
  });

  it('5: a size class 4 ship from the future, left to the GM', () => {
    const { outcome } = precursor(plain(), [5]);
    expect(outcome).toMatchObject({ bpv: 0, shipChanges: [], futureShip: true });
    expect(outcome.notes.join('\n')).toContain('captured ship until it is inspected (EaW 9b)');
  });

  describe('6: disaster, a second 1D6', () => {
    it.each([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
      [6, true],
    ])('no scout: %i strikes = %s', (face, strikes) => {
      const { outcome, purposes } = precursor(plain(), [6, face as number]);
      expect(outcome.shipChanges).toEqual(strikes ? [{ ship: 'E4-1', field: 'crew', value: 'Poor' }] : []);
      expect(purposes).toContain('Disaster at S18 (EaW 16c)');
    });

    it.each([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, true],
    ])('with a scout: %i strikes = %s', (face, strikes) => {
      const { outcome } = run(scouted(), [2, 2, 3, 6, face as number, 1], { precursor: true });
      expect(outcome.shipChanges).toEqual(strikes ? [{ ship: 'E4-1', field: 'crew', value: 'Poor' }] : []);
    });

    it('strikes the ship the admiral names, never one already poor', () => {
      const ships = [ship('D7', { id: 'D7-1' }), ship('E4', { id: 'E4-1', crew: 'Poor' }), ship('F5', { id: 'F5-1' })];
      expect(precursor(ships, [6, 6]).outcome.shipChanges).toEqual([{ ship: 'F5-1', field: 'crew', value: 'Poor' }]);
      expect(precursor(ships, [6, 6], { ship: 'D7-1' }).outcome.shipChanges).toEqual([{ ship: 'D7-1', field: 'crew', value: 'Poor' }]);
      expect(precursor(ships, [6, 6], { ship: 'E4-1' }).outcome.shipChanges).toEqual([{ ship: 'F5-1', field: 'crew', value: 'Poor' }]);
    });

    it('has no effect when every ship is poor already', () => {
      const { outcome } = precursor([ship('D7', { crew: 'Poor' })], [6, 6]);
      expect(outcome.shipChanges).toEqual([]);
      expect(outcome.notes.join('\n')).toContain('no effect');
    });
  });
});

describe('EaW 15.0, 25b: who explores', () => {
  it('ignores the FRD and captured ships as discoverers and as targets', () => {
    const ships = [ship('FRD', { id: 'FRD-1' }), ship('D7', { id: 'D7-X', condition: 'Captured' }), ship('E4', { id: 'E4-1' })];
    const { outcome } = run(ships, [1, 2, 3, 1, 1], { precursor: true });
    expect(outcome.shipChanges).toEqual([{ ship: 'E4-1', field: 'lo', value: 'Legendary Captain' }]);
    const named = run(ships, [1, 2, 3, 6, 6, 1], { precursor: true, ship: 'D7-X' }).outcome;
    expect(named.shipChanges).toEqual([{ ship: 'E4-1', field: 'crew', value: 'Poor' }]);
    expect(named.notes.join('\n')).toContain('Ship "D7-X" cannot take the poor crew: it is not a discovering ship of this fleet');
  });

  it('refuses a fleet with no ship that can explore (EaW 15.0)', () => {
    const ships = [ship('FRD'), ship('D7', { condition: 'Captured' })];
    expect(explorationProblem(ships, catalog)).toContain('EaW 15.0');
    expect(explorationProblem(plain(), catalog)).toBe('');
    expect(() => explore('S18', ships, catalog, choice(), scriptedDice([]))).toThrow('cannot explore S18');
  });
});

describe('dice and report', () => {
  it('is deterministic with seeded dice', () => {
    for (const seed of ['Y165 Spring:a', 'Y165 Summer:b', 'Y166 Fall:c']) {
      const a = seededDice(seed);
      const b = seededDice(seed);
      expect(explore('S18', scouted(), catalog, choice({ precursor: true }), a)).toEqual(
        explore('S18', scouted(), catalog, choice({ precursor: true }), b),
      );
      expect(a.rolls).toEqual(b.rolls);
    }
  });

  it('names the system and the rule in every roll, in the documented order', () => {
    const { purposes } = run(plain(), [1, 2, 3, 6, 5, 1], { precursor: true });
    expect(purposes).toEqual([
      'Exploration of S18 (EaW 16a)',
      'Planet type of S18 (EaW 16a)',
      'Precursor object at S18 (EaW 16c)',
      'Disaster at S18 (EaW 16c)',
      'Map type of S18 (EaW 16d)',
    ]);
    for (let i = 0; i < 40; i++) {
      const dice = seededDice(`purposes ${i}`);
      explore('S07', i % 2 ? plain() : scouted(), catalog, choice({ precursor: true }), dice);
      for (const r of dice.rolls) expect(r.purpose).toMatch(/S07 \(EaW 16[abcd]\)$/);
    }
  });

  it('reports each step with its rule', () => {
    const { outcome } = run(plain(), [1, 2, 3, 4, 2], { precursor: true });
    expect(outcome.notes).toEqual([
      'Exploration of S18, no scout in the fleet (EaW 16a): 2D6 = 3.',
      'Planet type (EaW 16a): 1D6 = 3, a life planet.',
      'Bonus (EaW 16a): you chose a roll for a precursor object instead of 10 BPV.',
      'Precursor object (EaW 16c): 1D6 = 4, valuable treasure: +50 BPV to your treasury.',
      'Map type (EaW 16d): 1D6 = 2, Solar System Slice; every battle at S18 uses it from now on.',
    ]);
  });
});

describe('parseExploreChoice (the Explore order Extras)', () => {
  it('gives the defaults for blank Extras', () => {
    expect(parseExploreChoice('')).toEqual({ precursor: false, planet: 'Mineral' });
    expect(parseExploreChoice('  ')).toEqual({ precursor: false, planet: 'Mineral' });
  });

  it('reads every keyword, in any order and case, with or without commas', () => {
    const all = { precursor: true, planet: 'Life', ship: 'KLI-07', officer: 'Legendary Engineer' };
    expect(parseExploreChoice('precursor, choose Life, ship KLI-07, officer Legendary Engineer')).toEqual(all);
    expect(parseExploreChoice('Officer legendary engineer ship KLI-07 CHOOSE life Precursor')).toEqual(all);
    expect(parseExploreChoice('choose dead')).toEqual({ precursor: false, planet: 'Dead' });
  });

  it('reads ship names of several words and officers with or without "Legendary"', () => {
    expect(parseExploreChoice('ship Vash Kor; officer Engineer')).toEqual({
      precursor: false,
      planet: 'Mineral',
      ship: 'Vash Kor',
      officer: 'Legendary Engineer',
    });
    expect(parseExploreChoice('officer Legendary Weapons Officer, precursor')).toMatchObject({
      officer: 'Legendary Weapons Officer',
      precursor: true,
    });
  });

  it.each([
    ['bpv', 'unknown word "bpv"'],
    ['precursor please', 'unknown word "please"'],
    ['choose', '"choose" needs a value'],
    ['choose Unknown', 'the planet must be Life, Mineral or Dead'],
    ['choose Life Mineral', 'the planet must be Life, Mineral or Dead'],
    ['ship, precursor', '"ship" needs a value'],
    ['officer Legendary Janitor', 'not a legendary officer'],
    ['precursor precursor', '"precursor" is given twice'],
    ['ship A, ship B', '"ship" is given twice'],
  ])('rejects "%s"', (extras, message) => {
    const r = parseExploreChoice(extras);
    expect('error' in r && r.error).toContain(message);
  });
});
