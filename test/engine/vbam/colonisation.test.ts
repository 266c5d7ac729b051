// VBAM Update Assets: colonisation by Colony Fleet (VB30).

import { colonyFleetProblem, foundColony, loadColonists } from '../../../src/engine/games/vbam/colonisation';
import { Colony } from '../../../src/engine/games/vbam/model';

const earth: Colony = {
  system: 'Earth',
  sector: '0000',
  owner: 'FED',
  census: 8,
  productivity: 8,
  raw: 2,
  morale: 8,
  carryingCapacity: 10,
};
const survey = { system: 'Vega', sector: '0300', raw: 1, carryingCapacity: 6 };

describe('VBAM Update Assets: colonisation', () => {
  it('loads one Census from the building system; a system of Census 1 cannot build one (VB30)', () => {
    expect(colonyFleetProblem(earth)).toBeUndefined();
    expect(loadColonists(earth)).toMatchObject({ census: 7, morale: 7 });
    expect(colonyFleetProblem({ ...earth, census: 1 })).toBe('Earth has Census 1: a Colony Fleet takes one and the system must keep one');
  });

  it('counts every Colony Fleet the system builds: each takes one Census and one stays (VB30, VB92)', () => {
    expect(colonyFleetProblem({ ...earth, census: 3 }, 2)).toBeUndefined();
    expect(colonyFleetProblem({ ...earth, census: 2 }, 2)).toBe(
      'Earth has Census 2: 2 Colony Fleets take one each and the system must keep one',
    );
  });

  it('founds a colony with Census 1, Morale = Census, Productivity 0 or the infrastructure there, building nothing that turn', () => {
    expect(foundColony('FED', survey, undefined)).toEqual({
      colony: { system: 'Vega', sector: '0300', owner: 'FED', census: 1, morale: 1, productivity: 0, raw: 1, carryingCapacity: 6 },
      founded: true,
    });
    const built = foundColony('FED', { ...survey, productivity: 2 }, undefined);
    expect('colony' in built && built.colony.productivity).toBe(2);
  });

  it('adds its Census to a colony of its own up to the carrying capacity, and refuses another power’s (VB30)', () => {
    expect(foundColony('FED', survey, { ...earth, census: 3 })).toEqual({ colony: { ...earth, census: 4 }, founded: false });
    expect(foundColony('FED', survey, { ...earth, census: 10 })).toEqual({ refusal: 'Earth is at its carrying capacity 10' });
    expect(foundColony('KLI', survey, earth)).toEqual({ refusal: 'Earth is a colony of FED; a Colony Fleet of KLI cannot settle there' });
  });
});
