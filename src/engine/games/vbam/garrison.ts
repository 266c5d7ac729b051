// Ground units on a planet (`VBAM Invasion`): the ground unit Ships of fleets in the sector that are
// not aboard a carrier (the Cargo tab), the garrison fleet that holds an empire's landed units, and the
// Ships a side loses when ground combat is settled by the dice (invasion and rebellion, VB28).

import { newFleet, Ship } from '../../core/model';
import type { VbamTurn } from './turnState';
import { groundKind } from './units';
import type { GroundKind } from './ground';

/** The ground units landed in `sector` (all empires'), in Ships order. */
export function landedGroundUnits(t: VbamTurn, sector: string): Ship[] {
  const aboard = new Set(t.v.cargo.map((r) => r.item));
  return t.w.fleetsAt(sector).flatMap((f) => t.w.shipsOf(f.id).filter((s) => groundKind(s) && !aboard.has(s.id)));
}

/** The empire's garrison fleet in `sector` (its landed ground units), made when it has none. */
export function garrisonFleet(t: VbamTurn, empire: string, sector: string): string {
  const { w } = t;
  const name = `Garrison ${sector}`;
  const found = w.fleetsAt(sector).find((f) => f.empire === empire && f.name === name);
  return (found ?? w.addFleet(newFleet(w.nextId('fleet', `${empire}-`), empire, sector, w.season, name))).id;
}

/** The ground kinds of landed ground unit Ships, in order. */
export const groundKinds = (ships: Ship[]) => ships.map((s) => groundKind(s) as GroundKind);

/** The Ships a side loses in ground combat: of each kind, those past the survivors' count of that kind. */
export function casualties(ships: Ship[], survivors: GroundKind[]): Ship[] {
  const left = new Map<GroundKind, number>();
  for (const k of survivors) left.set(k, (left.get(k) ?? 0) + 1);
  return ships.filter((s) => {
    const k = groundKind(s) as GroundKind;
    const n = left.get(k) ?? 0;
    left.set(k, n - 1);
    return n <= 0;
  });
}
