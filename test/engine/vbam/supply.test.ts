// VBAM Supply: supply points, routes of 2 sectors through controlled or contested space, supply ships.

import { Colony } from '../../../src/engine/games/vbam/model';
import { Control, joinSectors, Standing } from '../../../src/engine/games/vbam/sectors';
import { isSupplyPoint, suppliedSectors, supplyPoints, supplySpeed } from '../../../src/engine/games/vbam/supply';

const map = joinSectors(
  'square',
  Array.from({ length: 7 }, (_, col) => ({ id: `0${col}00`, col, row: 0 })),
);
const allied = (a: string, b: string) => [a, b].every((p) => ['FED', 'GOR'].includes(p));
const standing: Standing = { allied, friendly: (a, b) => a === b || allied(a, b) };
const owned = (owner: string): Control => ({ state: 'Controlled', owner, by: 'presence' });

const colony = (census: number, productivity: number, morale: number, more: Partial<Colony> = {}): Colony => ({
  system: 'Earth',
  sector: '0000',
  owner: 'FED',
  census,
  productivity,
  raw: 1,
  morale,
  carryingCapacity: 10,
  ...more,
});

describe('VBAM Supply: supply points', () => {
  it('needs Census 3, Productivity 3 and Morale at least half the Census, or a depot', () => {
    expect(isSupplyPoint(colony(3, 3, 2))).toBe(true);
    expect(isSupplyPoint(colony(3, 3, 1))).toBe(false);
    expect(isSupplyPoint(colony(2, 5, 5))).toBe(false);
    expect(isSupplyPoint(colony(5, 2, 5))).toBe(false);
    expect(isSupplyPoint(colony(1, 0, 1, { depot: true }))).toBe(true);
    expect(supplyPoints([colony(3, 3, 3), colony(1, 1, 1, { sector: '0300' })])).toEqual(new Map([['FED', ['0000']]]));
  });
});

describe('VBAM Supply: routes', () => {
  // 0000 FED, 0100 FED, 0200 contested, 0300 FED, 0400 GOR (ally), 0500 KZI, 0600 neutral.
  const control = new Map<string, Control>([
    ['0000', owned('FED')],
    ['0100', owned('FED')],
    ['0200', { state: 'Contested', powers: ['FED', 'KZI'], by: 'presence' }],
    ['0300', owned('FED')],
    ['0400', owned('GOR')],
    ['0500', owned('KZI')],
    ['0600', { state: 'Neutral', by: 'rule' }],
  ]);
  const supplied = (points: [string, string[]][], ships: [string, string[]][] = []) =>
    [...suppliedSectors({ map, standing, control, supplyPoints: new Map(points), supplyShips: new Map(ships) }, 'FED')].sort();

  it('runs at most 2 sectors through controlled or contested space', () => {
    expect(supplied([['FED', ['0000']]])).toEqual(['0000', '0100', '0200']);
    expect(supplied([['FED', ['0300']]])).toEqual(['0100', '0200', '0300', '0400']);
  });

  it('uses an ally’s supply points (VB6) and never enters an opposing power’s or a neutral sector', () => {
    expect(supplied([['GOR', ['0400']]])).toEqual(['0200', '0300', '0400']);
    expect(supplied([['KZI', ['0500']]])).toEqual([]);
  });

  it('reaches one sector further with supply ships in two adjacent sectors, one in range (VB7, no chains)', () => {
    expect(supplied([['FED', ['0000']]], [['FED', ['0200', '0300']]])).toEqual(['0000', '0100', '0200', '0300']);
    expect(supplied([['FED', ['0000']]], [['FED', ['0200', '0300', '0400']]])).toEqual(['0000', '0100', '0200', '0300']);
    expect(supplied([['FED', ['0000']]], [['FED', ['0300', '0400']]])).toEqual(['0000', '0100', '0200']);
    expect(supplied([['FED', ['0000']]], [['KZI', ['0200', '0300']]])).toEqual(['0000', '0100', '0200']);
  });

  it('makes a unit out of supply Slow', () => {
    expect(supplySpeed('Fast', false)).toBe('Slow');
    expect(supplySpeed('Fast', true)).toBe('Fast');
  });
});
