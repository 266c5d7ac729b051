// Civilian fleets (`VBAM Civilian Fleets`, `VBAM Encounters`, `VBAM Fleet composition`): what they are
// made of, trade routes and their commerce, their damage thresholds, and meeting a trade fleet.

import { Dice } from '../../core/dice';
import { Colony } from './model';
import { TradeVisit, colonyOutput } from './income';
import { SectorMap } from './sectors';

export type CivilianKind = 'Trade Fleet' | 'Transport Fleet' | 'Colony Fleet';

/** The SFB ships a civilian fleet becomes once battle is joined (`VBAM Fleet composition`). */
export const CIVILIAN_SHIPS: Record<CivilianKind, { ship: string; count: number }[]> = {
  'Trade Fleet': [{ ship: 'FT', count: 4 }],
  'Transport Fleet': [{ ship: 'FT', count: 7 }],
  'Colony Fleet': [
    { ship: 'F-LS', count: 3 },
    { ship: 'F-AL', count: 3 },
  ],
};

export function civilianShipCount(kind: CivilianKind): number {
  return CIVILIAN_SHIPS[kind].reduce((n, s) => n + s.count, 0);
}

/** `VBAM Civilian Fleets`: a trade route holds up to three systems (an empty sector counts as one). */
export const ROUTE_LENGTH = 3;

/** Why a trade route (sectors in order) is not legal, or undefined: 1–3 distinct sectors, each next to the one before (VB22). */
export function routeProblem(map: SectorMap, route: string[]): string | undefined {
  if (route.length < 1 || route.length > ROUTE_LENGTH) return `a trade route holds 1 to ${ROUTE_LENGTH} systems, not ${route.length}`;
  if (new Set(route).size !== route.length) return 'a trade route names each system once';
  const unknown = route.find((s) => !map.adjacent.has(s));
  if (unknown) return `sector ${unknown} is not on the map`;
  for (let i = 1; i < route.length; i++)
    if (!(map.adjacent.get(route[i - 1]) ?? []).includes(route[i])) return `${route[i - 1]} and ${route[i]} are not adjacent`;
  return undefined;
}

/** Only size class 4 ships may be Sentries (`VBAM Civilian Fleets`). */
export function sentryProblem(unit: { name: string; sizeClass: number }): string | undefined {
  return unit.sizeClass === 4 ? undefined : `${unit.name} is size class ${unit.sizeClass}; only size class 4 ships can be Sentries`;
}

/** A Trade Fleet at the Income phase. */
export interface TradeFleet {
  name: string;
  owner: string;
  route: string[];
  /** It survived until the Income phase. */
  survived: boolean;
  /** It visited the systems of its route in the last Movement phase. */
  visited: boolean;
}

/**
 * `VBAM Income`: the trade visits that earn commerce (income.ts `tradeIncome` takes 10%). The output of
 * a sector is that of the colonies in it; an empty sector adds nothing.
 */
export function tradeVisits(fleets: TradeFleet[], colonies: Colony[], empire: string): TradeVisit[] {
  const output = (sector: string) => colonies.filter((c) => c.sector === sector).reduce((sum, c) => sum + colonyOutput(c), 0);
  return fleets
    .filter((f) => f.owner === empire && f.survived && f.visited)
    .map((f) => ({ fleet: f.name, routeOutputs: f.route.map(output) }));
}

export type CivilianState = 'Intact' | 'Crippled' | 'Destroyed';

/**
 * The state of a civilian fleet after a battle from its ships' losses (`VBAM Fleet composition`, VB23):
 * destroyed when destroyed ships plus half the crippled reach ¾ of its ships (rounded up); else crippled
 * when crippled ships plus twice the destroyed reach all its ships.
 */
export function civilianState(kind: CivilianKind, crippled: number, destroyed: number): CivilianState {
  const ships = civilianShipCount(kind);
  if (destroyed + crippled / 2 >= Math.ceil((3 * ships) / 4)) return 'Destroyed';
  return crippled + 2 * destroyed >= ships ? 'Crippled' : 'Intact';
}

/** Whether a non-friendly fleet entering `sector` meets a trade fleet, and where the fleet was. */
export interface RouteMeeting {
  met: boolean;
  /** The system of the route the trade fleet is in for the encounter. */
  at: string;
  roll?: number;
}

/**
 * `VBAM Encounters`: a non-friendly fleet enters `sector` of a trade route. On a one-system route the
 * trade fleet is there. On a longer one 1D6 picks its system in route order (VB24: two systems 1–3 and
 * 4–6; three systems 1–2, 3–4, 5–6), and they meet if it is the one entered. Undefined off the route.
 */
export function meetTradeFleet(fleet: TradeFleet, sector: string, dice: Dice): RouteMeeting | undefined {
  if (!fleet.route.includes(sector)) return undefined;
  if (fleet.route.length === 1) return { met: true, at: sector };
  const roll = dice.roll(1, 6, `VBAM Encounters: where trade fleet ${fleet.name} is on its route`);
  const at = fleet.route[Math.ceil((roll * fleet.route.length) / 6) - 1];
  return { met: at === sector, at, roll };
}
