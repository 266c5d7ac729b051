// VBAM Invasion, Load and Unload: sizes, ratings, the order checks, and combined carriers.

import {
  CargoItem,
  Carrier,
  capacityProblem,
  cargoOrderProblem,
  cargoSize,
  carrierOf,
  survivingLoads,
} from '../../../src/engine/games/vbam/cargo';

const marines: CargoItem = { name: 'GU1', kind: 'Ground unit' };
const census: CargoItem = { name: 'Census', kind: 'Census' };
const fighters: CargoItem = { name: 'F-18 flight', kind: 'Fighter flight' };
const transport: Carrier = { name: 'TF7', supply: 10, assault: 0 };
const assaultShip: Carrier = { name: 'LTT', supply: 0, assault: 5 };

describe('VBAM Invasion: sizes and ratings', () => {
  it('sizes a ground unit 5, Census 10, a fighter flight ¼, heavy fighters and PFs ½, anything else half its defense rounded up', () => {
    expect(cargoSize(marines)).toBe(5);
    expect(cargoSize(census)).toBe(10);
    expect(cargoSize(fighters)).toBe(0.25);
    expect(cargoSize({ name: 'PFs', kind: 'PF flight' })).toBe(0.5);
    expect(cargoSize({ name: 'HF', kind: 'Heavy fighter flight' })).toBe(0.5);
    expect(cargoSize({ name: 'Defsat', kind: 'Other', defense: 5 })).toBe(3);
  });

  it('reads Supply(10) and Assault(5) from a class’s traits', () => {
    expect(carrierOf('TF7', { traits: [{ name: 'Supply', rating: 10 }] })).toEqual(transport);
    expect(carrierOf('LTT', { traits: [{ name: 'Assault', rating: 5 }, { name: 'Slow' }] })).toEqual(assaultShip);
  });
});

describe('VBAM Invasion: capacity', () => {
  it('lets a Transport Fleet carry two ground units, or one Census, or 40 fighter flights', () => {
    expect(capacityProblem([transport], [marines, { ...marines, name: 'GU2' }])).toBeUndefined();
    expect(capacityProblem([transport], [census])).toBeUndefined();
    expect(
      capacityProblem(
        [transport],
        Array.from({ length: 40 }, () => fighters),
      ),
    ).toBeUndefined();
  });

  it('refuses a third ground unit, with the capacity in the reason', () => {
    expect(capacityProblem([transport], [marines, marines, marines])).toEqual({
      code: 'over capacity',
      reason: 'TF7 can carry 10, not 15',
    });
  });

  it('uses Assault ratings for ground units only (VB27): ground units may fill them, fighters may not', () => {
    expect(capacityProblem([transport, assaultShip], [marines, marines, marines])).toBeUndefined();
    expect(capacityProblem([assaultShip], [fighters])).toEqual({
      code: 'ground units only',
      reason: 'LTT can carry 0 of cargo other than ground units (Assault ratings carry ground units only), not 0.25',
    });
  });

  it('combines small ships’ ratings for Census (VB27)', () => {
    const small = (name: string): Carrier => ({ name, supply: 5, assault: 0 });
    expect(capacityProblem([small('A'), small('B')], [census])).toBeUndefined();
    expect(capacityProblem([], [census])?.code).toBe('no carrier');
  });
});

describe('VBAM Invasion: the order checks', () => {
  it('refuses to disembark in the turn it embarked, and the other way round', () => {
    expect(cargoOrderProblem({ action: 'Unload', item: marines, carriers: [transport], movedThisTurn: 'Load' })).toEqual({
      code: 'loaded this turn',
      reason: 'GU1 was embarked this turn and cannot be disembarked until next turn',
    });
    expect(cargoOrderProblem({ action: 'Load', item: marines, carriers: [transport], movedThisTurn: 'Unload' })?.code).toBe(
      'unloaded this turn',
    );
    expect(cargoOrderProblem({ action: 'Load', item: marines, carriers: [transport] })).toBeUndefined();
  });

  it('refuses carriers in reserve', () => {
    expect(cargoOrderProblem({ action: 'Load', item: marines, carriers: [{ ...transport, inReserve: true }] })).toEqual({
      code: 'in reserve',
      reason: 'TF7 is in reserve and may not load cargo',
    });
  });

  it('unloads Census only where there is Census already', () => {
    expect(cargoOrderProblem({ action: 'Unload', item: census, carriers: [transport], destinationHasCensus: false })?.code).toBe(
      'no Census there',
    );
    expect(cargoOrderProblem({ action: 'Unload', item: census, carriers: [transport], destinationHasCensus: true })).toBeUndefined();
  });
});

describe('VBAM Invasion: combined carriers', () => {
  it('loses the whole load when any of its carriers is lost', () => {
    const shared = { carriers: ['A', 'B'], items: [census] };
    const alone = { carriers: ['TF7'], items: [marines] };
    expect(survivingLoads([shared, alone], new Set(['B']))).toEqual({ kept: [alone], lost: [shared] });
  });
});
