// VBAM Invasion: ground units and their SFB equivalents, the default ground combat (VB28), conquest, basing (VB29).

import { scriptedDice, seededDice } from '../../../src/engine/core/dice';
import {
  flightBasing,
  groundCard,
  groundCombat,
  invasionOdds,
  planetAfterInvasion,
  rebelsOf,
  systemConqueredBy,
  Planet,
} from '../../../src/engine/games/vbam/ground';
import { boxesOf, landFlights, noBoxes } from '../../../src/engine/games/vbam/flights';
import { Colony } from '../../../src/engine/games/vbam/model';

describe('VBAM Invasion: ground units on the battle card', () => {
  it('sums the SFB equivalents of a side', () => {
    expect(groundCard(['Light Infantry', 'Heavy Infantry'])).toBe('14 × Boarding Party, 6 × Heavy Weapon Squad');
    expect(groundCard(['Light Armor', 'Heavy Armor'])).toBe('3 × Ground Combat Vehicle, 4 × Tank, 1 × Trans-Howitzer');
  });
});

describe('VBAM Invasion: the default ground combat (VB28)', () => {
  it('conquers when the defenders are gone: Heavy Armor hits on 4, the Light Infantry defender misses on 4 (needs 3)', () => {
    const dice = scriptedDice([4, 4]);
    expect(groundCombat('Vulcan', ['Heavy Armor'], ['Light Infantry'], dice)).toEqual({
      attackers: ['Heavy Armor'],
      defenders: [],
      rounds: 1,
      conquered: true,
    });
    expect(dice.rolls.map((r) => r.purpose)).toEqual([
      'VBAM Invasion: ground combat on Vulcan, round 1, attacker: Heavy Armor',
      'VBAM Invasion: ground combat on Vulcan, round 1, defender: Light Infantry',
    ]);
  });

  it('fails when the attackers are gone, both sides firing at once and losing their weakest first', () => {
    // Round 1, weakest first: attackers LI (hits on 2) and HI (3) roll 1, 6: one hit; defenders LI (2 + 1)
    // and HA (4 + 1) roll 6, 1: one hit. Each side loses its LI. Round 2: HI rolls 5 (miss), HA 5 (hit).
    const r = groundCombat(
      'Vulcan',
      ['Heavy Infantry', 'Light Infantry'],
      ['Heavy Armor', 'Light Infantry'],
      scriptedDice([1, 6, 6, 1, 5, 5]),
    );
    expect(r).toEqual({ attackers: [], defenders: ['Heavy Armor'], rounds: 2, conquered: false });
  });

  it('stops after 10 rounds without a conquest', () => {
    const r = groundCombat('Vulcan', ['Light Infantry'], ['Light Infantry'], scriptedDice(Array(20).fill(6)));
    expect(r).toMatchObject({ rounds: 10, conquered: false });
  });
});

describe('VBAM Invasion: conquest', () => {
  const planets: Planet[] = [
    { system: 'Sol', name: 'Earth', owner: 'FED' },
    { system: 'Sol', name: 'Mars', owner: 'KLI' },
  ];

  it('passes a planet with no defending ground units to an attacker with units there', () => {
    expect(planetAfterInvasion(planets[0], 'KLI', 2, 0).owner).toBe('KLI');
    expect(planetAfterInvasion(planets[0], 'KLI', 2, 1).owner).toBe('FED');
    expect(planetAfterInvasion(planets[0], 'KLI', 0, 0).owner).toBe('FED');
  });

  it('conquers a system only when all its planets are taken', () => {
    expect(systemConqueredBy(planets, 'Sol')).toBeUndefined();
    expect(systemConqueredBy([planetAfterInvasion(planets[0], 'KLI', 1, 0), planets[1]], 'Sol')).toBe('KLI');
    expect(systemConqueredBy(planets, 'Vega')).toBeUndefined();
  });
});

describe('VBAM Invasion: basing flights (VB29)', () => {
  const colony: Colony = {
    system: 'Vulcan',
    sector: '0100',
    owner: 'FED',
    census: 4,
    productivity: 6,
    raw: 1,
    morale: 4,
    carryingCapacity: 10,
  };

  it('bases twice the utilized Productivity; none in rebellion', () => {
    expect(flightBasing(colony)).toBe(8);
    expect(flightBasing({ ...colony, morale: 0 })).toBe(0);
  });

  it('loses the flights with nowhere to land', () => {
    const lf = (flight: string) => ({ flight, hull: 'LF' });
    expect(landFlights([{ boxes: noBoxes(), flights: ['F1', 'F2', 'F3'].map(lf) }], 2)).toEqual({
      aboard: [],
      based: ['F1', 'F2'],
      lost: ['F3'],
    });
  });
});

describe('VBAM Movement: carrier boxes (VB81)', () => {
  const lf = (flight: string) => ({ flight, hull: 'LF' });
  it('reads the Unit list Basing column as fighter, heavy fighter and PF boxes', () => {
    expect(boxesOf('12')).toEqual({ fighter: 12, heavy: 0, pf: 0 });
    expect(boxesOf('24+6H')).toEqual({ fighter: 24, heavy: 6, pf: 0 });
    expect(boxesOf('0+6SH')).toEqual({ fighter: 0, heavy: 0, pf: 6 });
    expect(boxesOf('')).toEqual(noBoxes());
    expect(boxesOf('12 fighters')).toBeUndefined();
  });

  it("fills the own fleet's boxes first, then another fleet's spare boxes, then the colonies' basing; the rest are lost", () => {
    const landing = landFlights(
      [
        { boxes: { fighter: 1, heavy: 0, pf: 0 }, flights: ['A1', 'A2', 'A3'].map(lf) },
        { boxes: { fighter: 1, heavy: 0, pf: 0 }, flights: [] },
      ],
      1,
    );
    expect(landing).toEqual({ aboard: ['A1', 'A2'], based: ['A3'], lost: [] });
    expect(landFlights([{ boxes: { fighter: 2, heavy: 0, pf: 0 }, flights: ['A1', 'A2', 'A3', 'A4'].map(lf) }], 1).lost).toEqual(['A4']);
  });

  it('puts a light fighter in a heavy box when no fighter box is free, never a heavy fighter or PF in a fighter box', () => {
    const flights = [lf('L1'), lf('L2'), { flight: 'H1', hull: 'HF' }, { flight: 'P1', hull: 'SHF' }];
    expect(landFlights([{ boxes: { fighter: 1, heavy: 1, pf: 0 }, flights }], 0)).toEqual({
      aboard: ['L1', 'L2'],
      based: [],
      lost: ['H1', 'P1'],
    });
  });
});

describe('VBAM Update Assets: rebels (VB80)', () => {
  it('rise as one Light Infantry for every 2 Census, rounded up', () => {
    expect(rebelsOf(5)).toEqual(['Light Infantry', 'Light Infantry', 'Light Infantry']);
    expect(rebelsOf(1)).toEqual(['Light Infantry']);
    expect(rebelsOf(0)).toEqual([]);
  });
});

describe('VBAM Invasion: the odds of the default ground combat, for the check of an invading Unload (VB28, VB109)', () => {
  it('one Heavy Armor against one Light Infantry: 1/3 a round taken, 1/6 a round going on, so 40%', () => {
    // Each round: taken 2/3 × 1/2; both lost 2/3 × 1/2; the attacker lost 1/3 × 1/2; both miss 1/6.
    expect(invasionOdds(['Heavy Armor'], ['Light Infantry'])).toBe(40);
    expect(invasionOdds([], ['Light Infantry'])).toBe(0);
  });

  it('agrees with the dice over many fights', () => {
    const att = ['Light Infantry', 'Heavy Infantry', 'Heavy Armor'] as const;
    const def = ['Light Infantry', 'Light Armor'] as const;
    const dice = seededDice('odds');
    const runs = 3000;
    let won = 0;
    for (let i = 0; i < runs; i++) if (groundCombat('X', [...att], [...def], dice).conquered) won++;
    expect(Math.abs((won * 100) / runs - invasionOdds([...att], [...def]))).toBeLessThan(3);
  });
});
