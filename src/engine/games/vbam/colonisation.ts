// Colonisation (`VBAM Update Assets`): a Colony Fleet takes one Census from the system that builds it,
// moves, and at the next Update Assets phase unloads it to found a colony.

import { Colony } from './model';

/** Why a system cannot build a Colony Fleet (VB30: it keeps at least one Census), or undefined. */
export function colonyFleetProblem(source: Colony): string | undefined {
  return source.census >= 2
    ? undefined
    : `${source.system} has Census ${source.census}: a Colony Fleet takes one and the system must keep one`;
}

/** The building system once its Colony Fleet has loaded one Census. */
export function loadColonists(source: Colony): Colony {
  return { ...source, census: source.census - 1, morale: Math.min(source.morale, source.census - 1) };
}

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
