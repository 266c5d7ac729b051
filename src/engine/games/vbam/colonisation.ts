// Colonisation (`VBAM Update Assets`): a Colony Fleet takes one Census from the system that builds it
// (a Cargo row, at Construction Completion), moves, and at the next Update Assets phase unloads it to
// found a colony. That Census is the Colony Fleet's own: no Load or Unload order moves it (VB92).

import { Colony } from './model';
import type { CargoRow, ColonyRow } from './state';
import type { VbamTurn } from './turnState';
import { civilianKind } from './units';

/**
 * Why a system cannot build `fleets` Colony Fleets (VB30: each takes one Census and the system keeps at
 * least one), or undefined.
 */
export function colonyFleetProblem(source: Colony, fleets = 1): string | undefined {
  if (source.census - fleets >= 1) return undefined;
  return fleets === 1
    ? `${source.system} has Census ${source.census}: a Colony Fleet takes one and the system must keep one`
    : `${source.system} has Census ${source.census}: ${fleets} Colony Fleets take one each and the system must keep one`;
}

/** The building system once its Colony Fleet has loaded one Census. */
export function loadColonists(source: Colony): Colony {
  return { ...source, census: source.census - 1, morale: Math.min(source.morale, source.census - 1) };
}

/** One Census of `colony` goes aboard `carriers` (a Cargo row), the colony's Morale kept within its new Census. */
export function embarkCensus(t: VbamTurn, colony: ColonyRow, empire: string, carriers: string[]): void {
  Object.assign(colony, loadColonists(colony));
  t.v.cargo.push({ item: 'Census', kind: 'Census', empire, carriers, loaded: t.w.season });
}

/** Whether a ship is a Colony Fleet (`VBAM Civilian Fleets`). */
export const isColonyFleet = (t: VbamTurn, id: string): boolean => {
  const ship = t.w.ship(id);
  return !!ship && civilianKind(ship) === 'Colony Fleet';
};

/** A Colony Fleet's own Census: a Census row aboard a Colony Fleet (VB92). */
export const isColonyFleetCensus = (t: VbamTurn, r: CargoRow): boolean =>
  r.kind === 'Census' && r.carriers.some((c) => isColonyFleet(t, c));

/** An uncolonised system as the GM's map describes it. */
export interface Survey {
  system: string;
  sector: string;
  raw: number;
  carryingCapacity: number;
  /** Infrastructure already there (default 0). */
  productivity?: number;
}

export type Founding = { colony: Colony; founded: boolean } | { refusal: string };

/**
 * At Update Assets the Colony Fleet unloads its Census and is removed. In an empty system it founds a
 * colony with Census 1, Morale = Census and Productivity 0 (or what is already there); the colony
 * builds nothing that turn (`founded`). In a colony of its own power it adds its Census up to the
 * carrying capacity (VB30); another power's colony refuses it.
 */
export function foundColony(owner: string, survey: Survey, existing: Colony | undefined): Founding {
  if (!existing)
    return {
      colony: { ...survey, owner, census: 1, morale: 1, productivity: survey.productivity ?? 0 },
      founded: true,
    };
  if (existing.owner !== owner)
    return { refusal: `${existing.system} is a colony of ${existing.owner}; a Colony Fleet of ${owner} cannot settle there` };
  if (existing.census >= existing.carryingCapacity)
    return { refusal: `${existing.system} is at its carrying capacity ${existing.carryingCapacity}` };
  return { colony: { ...existing, census: existing.census + 1 }, founded: false };
}
