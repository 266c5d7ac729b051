// The Staley sample set for a turn with two battles (Staley FF1.1): FED-2 (speed 31, a hex a phase) sent
// down an open route of seven hexes, its hexes made empty (no DD4 terrain to slow it), meets KLI-2
// three hexes on (phase 3) and ROM-2 three more on (phase 6). Shared by the engine, Sheets and offline tests.
import { shortestRoute } from '../../src/engine/core/map/paths';
import type { Campaign } from '../../src/engine/core/model';
import { STALEY_LAYOUT } from '../../src/engine/games/staley/map';

export interface TwoBattles {
  /** FED-2's path, hex by hex, from the hex after its own. */
  route: string[];
  /** The hexes whose Terrain becomes Empty: FED-2's and the route's. */
  cleared: string[];
  /** Where KLI-2 and ROM-2 wait. */
  at: { 'KLI-2': string; 'ROM-2': string };
}

export function twoBattles(c: Campaign): TwoBattles {
  const from = c.fleets.find((f) => f.id === 'FED-2')!.location;
  const adjacency = STALEY_LAYOUT.adjacency(c);
  const routeTo = (h: string) => shortestRoute(from, h, (x) => adjacency.get(x) ?? []);
  const far = c.systems.find((s) => (routeTo(s.id)?.length ?? 0) === 7)!;
  const route = routeTo(far.id)!.slice(1);
  return { route, cleared: [from, ...route], at: { 'KLI-2': route[2], 'ROM-2': route[5] } };
}

/** The campaign set as `twoBattles` says, with FED-2's Move order. */
export function withTwoBattles(c: Campaign): TwoBattles {
  const t = twoBattles(c);
  for (const h of t.cleared) c.extras!.Systems![h].Terrain = 'Empty';
  for (const [id, hex] of Object.entries(t.at)) c.fleets.find((f) => f.id === id)!.location = hex;
  c.orders = { FED: [{ row: 2, fleet: 'FED-2', kind: 'Move', target: t.route.join(' > '), ships: [], buildClass: '', extras: '' }] };
  return t;
}
