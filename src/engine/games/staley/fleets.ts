// A fleet's standing orders and movement state, kept in the game's Fleets columns (map.ts).

import type { Fleet } from '../../core/model';
import type { World } from '../../core/world';
import { cells, Concealment, Stance } from './map';

export interface FleetState {
  /** DD2: the hexes still to move through, next first. */
  path: string[];
  /** DD2.31, DD2.51: the Speed plan as written. */
  plan: string;
  /** FF2.11: hexes of the path entered without claiming them. */
  passThrough: string[];
  stance: Stance;
  concealed: Concealment | '';
  /** DD4.1: spending its first phase leaving a terrain hex. */
  leaving: boolean;
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export function fleetState(w: World, f: Fleet): FleetState {
  const r = w.c.extras?.Fleets?.[f.id] ?? {};
  return {
    path: list(r.Path),
    plan: String(r['Speed plan'] ?? ''),
    passThrough: list(r['Pass through']),
    stance: r.Stance === 'Avoid' ? 'Avoid' : 'Seek battle',
    concealed: String(r.Concealed ?? '') as Concealment | '',
    leaving: r.Leaving === true,
  };
}

export function setFleetState(w: World, f: Fleet, s: Partial<FleetState>): void {
  const r = cells(w.c, 'Fleets', f.id);
  if (s.path) r.Path = s.path;
  if (s.plan !== undefined) r['Speed plan'] = s.plan;
  if (s.passThrough) r['Pass through'] = s.passThrough;
  if (s.stance) r.Stance = s.stance;
  if (s.concealed !== undefined) r.Concealed = s.concealed;
  if (s.leaving !== undefined) r.Leaving = s.leaving;
}

/** The ships of a fleet in SFB size class 4 or larger (DD3.5: those that pin). */
export function pinningShips(w: World, fleets: readonly Fleet[]): number {
  return fleets.flatMap((f) => w.shipsOf(f.id)).filter((s) => (w.classOf(s)?.sizeClass ?? 6) <= 4).length;
}
