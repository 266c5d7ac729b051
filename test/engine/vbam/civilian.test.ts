// VBAM Civilian Fleets: the fleets as ships, trade routes, commerce, damage and meeting a trade fleet.

import { scriptedDice } from '../../../src/engine/core/dice';
import {
  TradeFleet,
  civilianShipCount,
  civilianState,
  meetTradeFleet,
  routeProblem,
  sentryProblem,
  tradeVisits,
} from '../../../src/engine/games/vbam/civilian';
import { tradeIncome } from '../../../src/engine/games/vbam/income';
import { Colony } from '../../../src/engine/games/vbam/model';
import { joinSectors } from '../../../src/engine/games/vbam/sectors';

const map = joinSectors(
  'square',
  Array.from({ length: 5 }, (_, col) => ({ id: `0${col}00`, col, row: 0 })),
);

const colony = (system: string, sector: string, census: number, raw: number): Colony => ({
  system,
  sector,
  owner: 'FED',
  census,
  productivity: census,
  raw,
  morale: census,
  carryingCapacity: 10,
});

const fleet = (more: Partial<TradeFleet> = {}): TradeFleet => ({
  name: 'TF1',
  owner: 'FED',
  route: ['0000', '0100', '0200'],
  survived: true,
  visited: true,
  ...more,
});

describe('VBAM Fleet composition: civilian fleets as ships', () => {
  it('a Trade Fleet is 4 FT, a Transport Fleet 7 FT, a Colony Fleet 3 F-LS and 3 F-AL', () => {
    expect(civilianShipCount('Trade Fleet')).toBe(4);
    expect(civilianShipCount('Transport Fleet')).toBe(7);
    expect(civilianShipCount('Colony Fleet')).toBe(6);
  });

  it('cripples when all ships are crippled, a destroyed ship counting as two crippled (VB23)', () => {
    expect(civilianState('Trade Fleet', 3, 0)).toBe('Intact');
    expect(civilianState('Trade Fleet', 4, 0)).toBe('Crippled');
    expect(civilianState('Trade Fleet', 2, 1)).toBe('Crippled');
    expect(civilianState('Trade Fleet', 0, 2)).toBe('Crippled');
  });

  it('is destroyed at ¾ of its ships destroyed, rounded up, a crippled ship counting as half (VB23)', () => {
    expect(civilianState('Trade Fleet', 0, 3)).toBe('Destroyed');
    expect(civilianState('Trade Fleet', 2, 2)).toBe('Destroyed');
    expect(civilianState('Trade Fleet', 1, 2)).toBe('Crippled');
    // 7 FT: ¾ is 5.25, rounded up 6.
    expect(civilianState('Transport Fleet', 0, 5)).toBe('Crippled');
    expect(civilianState('Transport Fleet', 0, 6)).toBe('Destroyed');
    // 6 ships: ¾ is 4.5, rounded up 5.
    expect(civilianState('Colony Fleet', 2, 4)).toBe('Destroyed');
  });
});

describe('VBAM Civilian Fleets: trade routes (VB22) and sentries', () => {
  it('takes up to three adjacent sectors, an empty one counting as one', () => {
    expect(routeProblem(map, ['0000', '0100', '0200'])).toBeUndefined();
    expect(routeProblem(map, ['0300'])).toBeUndefined();
  });

  it('refuses four systems, none, a repeat, a gap and an unknown sector, with the reason', () => {
    expect(routeProblem(map, ['0000', '0100', '0200', '0300'])).toBe('a trade route holds 1 to 3 systems, not 4');
    expect(routeProblem(map, [])).toBe('a trade route holds 1 to 3 systems, not 0');
    expect(routeProblem(map, ['0000', '0100', '0000'])).toBe('a trade route names each system once');
    expect(routeProblem(map, ['0000', '0200'])).toBe('0000 and 0200 are not adjacent');
    expect(routeProblem(map, ['0900'])).toBe('sector 0900 is not on the map');
  });

  it('takes only size class 4 ships as Sentries', () => {
    expect(sentryProblem({ name: 'FF', sizeClass: 4 })).toBeUndefined();
    expect(sentryProblem({ name: 'CA', sizeClass: 3 })).toBe('CA is size class 3; only size class 4 ships can be Sentries');
  });
});

describe('VBAM Income: commerce', () => {
  const colonies = [colony('Earth', '0000', 8, 2), colony('Vulcan', '0100', 6, 1), { ...colony('Kzin', '0100', 5, 1), owner: 'KZI' }];

  it('earns 10% of the output of the route’s systems (all owners’), an empty sector adding nothing', () => {
    const [visit] = tradeVisits([fleet()], colonies, 'FED');
    expect(visit).toEqual({ fleet: 'TF1', routeOutputs: [16, 11, 0] });
    expect(tradeIncome(visit)).toBe(2);
  });

  it('earns nothing for a fleet that did not visit its route, or did not survive', () => {
    expect(tradeVisits([fleet({ visited: false }), fleet({ name: 'TF2', survived: false })], colonies, 'FED')).toEqual([]);
  });
});

describe('VBAM Encounters: meeting a trade fleet on its route', () => {
  it('meets it on a one-system route without a roll, never off the route', () => {
    expect(meetTradeFleet(fleet({ route: ['0100'] }), '0100', scriptedDice([]))).toEqual({ met: true, at: '0100' });
    expect(meetTradeFleet(fleet(), '0400', scriptedDice([]))).toBeUndefined();
  });

  it('rolls 1D6 for its system on a longer route (VB24): 3-4 is the second of three', () => {
    expect(meetTradeFleet(fleet(), '0100', scriptedDice([3]))).toEqual({ met: true, at: '0100', roll: 3 });
    expect(meetTradeFleet(fleet(), '0100', scriptedDice([5]))).toEqual({ met: false, at: '0200', roll: 5 });
    expect(meetTradeFleet(fleet({ route: ['0000', '0100'] }), '0000', scriptedDice([3]))).toEqual({ met: true, at: '0000', roll: 3 });
  });
});
