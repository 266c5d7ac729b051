// VBAM Map and VBAM Movement: the grid, control of sectors, movement allowance and head-on stops.

import { seededDice, scriptedDice } from '../../../src/engine/core/dice';
import { Colony } from '../../../src/engine/games/vbam/model';
import {
  Control,
  ControlOverride,
  controlledFor,
  generateSectors,
  joinSectors,
  moveFleets,
  moveProblem,
  shortestMove,
  sectorControl,
  Standing,
} from '../../../src/engine/games/vbam/sectors';

/** A row of `n` squares, 0000 … 0n00, each joined to the next. */
const line = (n: number) =>
  joinSectors(
    'square',
    Array.from({ length: n }, (_, col) => ({ id: `0${col}00`, col, row: 0 })),
  );

const standing = (allies: string[][] = [], partners: string[][] = []): Standing => {
  const pair = (list: string[][]) => (a: string, b: string) => list.some((p) => p.includes(a) && p.includes(b));
  return { allied: pair(allies), friendly: (a, b) => a === b || pair(allies)(a, b) || pair(partners)(a, b) };
};

const colony = (owner: string, sector: string, census = 5): Colony => ({
  system: `S${sector}`,
  sector,
  owner,
  census,
  productivity: 5,
  raw: 1,
  morale: 5,
  carryingCapacity: 10,
});

describe('VBAM Map: the grid of sectors', () => {
  it('joins a square to all 8 around it (VB1)', () => {
    const map = generateSectors('square', 3, 3, seededDice('grid'));
    expect(map.adjacent.get('0101')?.sort()).toEqual(['0000', '0001', '0002', '0100', '0102', '0200', '0201', '0202']);
    expect(map.adjacent.get('0000')?.sort()).toEqual(['0001', '0100', '0101']);
  });

  it('joins a hex to the 6 around it, odd columns half a hex down (VB1)', () => {
    const map = generateSectors('hex', 4, 4, seededDice('grid'));
    expect(map.adjacent.get('0101')?.sort()).toEqual(['0001', '0002', '0100', '0102', '0201', '0202']);
    expect(map.adjacent.get('0201')?.sort()).toEqual(['0100', '0101', '0200', '0202', '0300', '0301']);
    for (const [id, near] of map.adjacent) for (const n of near) expect(map.adjacent.get(n)).toContain(id);
  });

  it('fills sectors by d100: 1–25 nothing, 26–50 a system in terrain, 51–100 a system (VB2)', () => {
    const map = generateSectors('square', 1, 4, scriptedDice([25, 26, 95, 51, 100]));
    expect(map.sectors).toEqual([
      { id: '0000', col: 0, row: 0 },
      { id: '0001', col: 0, row: 1, system: 'S0001', terrain: 'Heat zone' },
      { id: '0002', col: 0, row: 2, system: 'S0002' },
      { id: '0003', col: 0, row: 3, system: 'S0003' },
    ]);
  });

  it('makes a map of 1,000 sectors with distinct ids and about a quarter empty', () => {
    const map = generateSectors('hex', 40, 25, seededDice('big'));
    expect(map.sectors).toHaveLength(1000);
    expect(new Set(map.sectors.map((s) => s.id)).size).toBe(1000);
    expect(map.sectors[999].id).toBe('3924');
    expect(generateSectors('square', 120, 2, seededDice('wide')).sectors[0].id).toBe('000000');
    const empty = map.sectors.filter((s) => !s.system).length;
    expect(empty).toBeGreaterThan(200);
    expect(empty).toBeLessThan(300);
  });
});

describe('VBAM Map: control (VB3)', () => {
  const control = (
    units: [string, string[]][],
    colonies: Colony[],
    points: [string, string[]][],
    st = standing(),
    overrides?: Map<string, ControlOverride>,
  ): Map<string, Control> =>
    sectorControl({ map: line(6), standing: st, units: new Map(units), colonies, supplyPoints: new Map(points), overrides });

  it('is Controlled by units or a colony, by supply range up to 2 sectors, else Neutral', () => {
    const c = control([['0500', ['KZI']]], [colony('FED', '0000')], [['FED', ['0000']]]);
    expect(c.get('0000')).toEqual({ state: 'Controlled', owner: 'FED', by: 'presence' });
    expect(c.get('0200')).toEqual({ state: 'Controlled', owner: 'FED', by: 'supply range' });
    expect(c.get('0300')).toEqual({ state: 'Neutral', by: 'rule' });
    expect(c.get('0500')).toEqual({ state: 'Controlled', owner: 'KZI', by: 'presence' });
  });

  it('is Contested with assets of two powers neither allied nor mutual-defense partners', () => {
    const units: [string, string[]][] = [['0100', ['FED', 'KZI']]];
    expect(control(units, [], []).get('0100')).toEqual({ state: 'Contested', powers: ['FED', 'KZI'], by: 'presence' });
    expect(control(units, [], [], standing([], [['FED', 'KZI']])).get('0100')?.state).toBe('Controlled');
  });

  it('gives a sector shared by allies to the one with the nearest colony, the more populous on a tie', () => {
    const allies = standing([['FED', 'GOR']]);
    const units: [string, string[]][] = [['0200', ['FED', 'GOR']]];
    expect(control(units, [colony('FED', '0000'), colony('GOR', '0500')], [], allies).get('0200')).toMatchObject({ owner: 'FED' });
    expect(control(units, [colony('FED', '0000', 4), colony('GOR', '0400', 6)], [], allies).get('0200')).toMatchObject({
      owner: 'GOR',
    });
  });

  it('leaves a sector in two opposing supply ranges Neutral, but allied ranges control it', () => {
    const points: [string, string[]][] = [
      ['FED', ['0000']],
      ['KZI', ['0400']],
    ];
    const colonies = [colony('FED', '0000'), colony('KZI', '0400')];
    expect(control([], colonies, points).get('0200')).toEqual({ state: 'Neutral', by: 'rule' });
    expect(control([], colonies, points).get('0100')).toMatchObject({ owner: 'FED', by: 'supply range' });
    expect(control([], colonies, points, standing([['FED', 'KZI']])).get('0200')).toMatchObject({ state: 'Controlled' });
  });

  it('does not let supply range pass a sector held by an opposing power’s units', () => {
    const c = control([['0100', ['KZI']]], [colony('FED', '0000')], [['FED', ['0000']]]);
    expect(c.get('0200')).toEqual({ state: 'Neutral', by: 'rule' });
  });

  it('takes the GM’s override last ("determined diplomatically")', () => {
    const overrides = new Map<string, ControlOverride>([
      ['0300', { owner: 'KZI' }],
      ['0000', { state: 'Neutral' }],
    ]);
    const c = control([], [colony('FED', '0000')], [['FED', ['0000']]], standing(), overrides);
    expect(c.get('0300')).toEqual({ state: 'Controlled', owner: 'KZI', by: 'GM' });
    expect(c.get('0000')).toEqual({ state: 'Neutral', by: 'GM' });
  });
});

describe('VBAM Movement: allowance', () => {
  it('counts as controlled for a mover only sectors held by its power or an ally (VB4)', () => {
    const st = standing([['FED', 'GOR']]);
    const held = (owner: string): Control => ({ state: 'Controlled', owner, by: 'presence' });
    expect(controlledFor(held('FED'), 'FED', st)).toBe(true);
    expect(controlledFor(held('GOR'), 'FED', st)).toBe(true);
    expect(controlledFor(held('KZI'), 'FED', st)).toBe(false);
    expect(controlledFor({ state: 'Contested', powers: ['FED', 'KZI'], by: 'presence' }, 'FED', st)).toBe(false);
  });

  const map = line(6);
  const friendly = new Set(['0100', '0200', '0300']);
  const controlled = (s: string) => friendly.has(s);

  it('moves a unit into 2 controlled sectors, or 1 neutral, or controlled then neutral', () => {
    expect(moveProblem(map, '0000', ['0100', '0200'], 'Normal', controlled)).toBeUndefined();
    expect(moveProblem(map, '0300', ['0400'], 'Normal', controlled)).toBeUndefined();
    expect(moveProblem(map, '0200', ['0300', '0400'], 'Normal', controlled)).toBeUndefined();
    expect(moveProblem(map, '0000', ['0100', '0200', '0300'], 'Normal', controlled)).toEqual({ code: 'too-far', speed: 'Normal', most: 2 });
    expect(moveProblem(map, '0500', ['0400', '0300'], 'Normal', controlled)).toEqual({ code: 'must-stop', sector: '0400' });
  });

  it('moves a Fast unit 3 controlled sectors, or 2 controlled then a neutral one; a Slow unit one sector', () => {
    expect(moveProblem(map, '0000', ['0100', '0200', '0300'], 'Fast', controlled)).toBeUndefined();
    expect(moveProblem(map, '0100', ['0200', '0300', '0400'], 'Fast', controlled)).toBeUndefined();
    expect(moveProblem(map, '0000', ['0100', '0200', '0300', '0400'], 'Fast', controlled)).toEqual({
      code: 'too-far',
      speed: 'Fast',
      most: 3,
    });
    expect(moveProblem(map, '0300', ['0400'], 'Slow', controlled)).toBeUndefined();
    expect(moveProblem(map, '0000', ['0100', '0200'], 'Slow', controlled)).toEqual({ code: 'too-far', speed: 'Slow', most: 1 });
  });

  it('refuses a path that skips a sector or names none', () => {
    expect(moveProblem(map, '0000', ['0200'], 'Normal', controlled)).toEqual({ code: 'not-adjacent', sector: '0200', from: '0000' });
    expect(moveProblem(map, '0000', [], 'Normal', controlled)).toEqual({ code: 'no-path' });
  });
});

describe('VBAM Movement: a destination alone takes the shortest legal path (VB50)', () => {
  const map = line(6);
  const controlled = (s: string) => ['0100', '0200', '0300'].includes(s);
  it('finds the fewest sectors within the allowance, stopping only at its end in neutral space', () => {
    expect(shortestMove(map, '0000', '0200', 'Normal', controlled)).toEqual(['0100', '0200']);
    expect(shortestMove(map, '0200', '0400', 'Normal', controlled)).toEqual(['0300', '0400']);
    expect(shortestMove(map, '0000', '0300', 'Normal', controlled)).toBeUndefined();
    expect(shortestMove(map, '0000', '0300', 'Fast', controlled)).toEqual(['0100', '0200', '0300']);
    expect(shortestMove(map, '0400', '0200', 'Normal', controlled)).toEqual(['0300', '0200']);
    expect(shortestMove(map, '0500', '0300', 'Normal', controlled)).toBeUndefined();
  });
});

describe('VBAM Movement: head-on stops (VB5)', () => {
  it('stops non-friendly fleets crossing one path in opposite directions, and those passing them later', () => {
    const ends = moveFleets(
      [
        { fleet: 'F1', power: 'FED', from: '0100', path: ['0200', '0300'] },
        { fleet: 'K1', power: 'KZI', from: '0200', path: ['0100', '0000'] },
        { fleet: 'K2', power: 'KZI', from: '0000', path: ['0100', '0200'] },
        { fleet: 'F2', power: 'FED', from: '0300', path: ['0400', '0500'] },
      ],
      standing(),
    );
    expect(ends).toEqual([
      { fleet: 'F1', between: ['0100', '0200'], stoppedBy: ['K1'] },
      { fleet: 'K1', between: ['0200', '0100'], stoppedBy: ['F1'] },
      { fleet: 'K2', between: ['0100', '0200'], stoppedBy: ['F1'] },
      { fleet: 'F2', at: '0500' },
    ]);
  });

  it('lets a fleet starting between sectors arrive, stopping a non-friendly fleet leaving along its edge', () => {
    const ends = moveFleets(
      [
        { fleet: 'F1', power: 'FED', from: '0100', path: ['0200', '0300'], startsBetween: true },
        { fleet: 'K1', power: 'KZI', from: '0200', path: ['0100'] },
      ],
      standing(),
    );
    expect(ends).toEqual([
      { fleet: 'F1', at: '0300' },
      { fleet: 'K1', between: ['0200', '0100'], stoppedBy: ['F1'] },
    ]);
  });

  it('lets friendly fleets pass each other', () => {
    const ends = moveFleets(
      [
        { fleet: 'F1', power: 'FED', from: '0100', path: ['0200'] },
        { fleet: 'G1', power: 'GOR', from: '0200', path: ['0100'] },
      ],
      standing([['FED', 'GOR']]),
    );
    expect(ends).toEqual([
      { fleet: 'F1', at: '0200' },
      { fleet: 'G1', at: '0100' },
    ]);
  });
});
