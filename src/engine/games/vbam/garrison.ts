// Ground units on a planet (`VBAM Invasion`): the ground unit Ships of fleets in the sector that are
// not aboard a carrier (the Cargo tab), and the garrison fleet that holds an empire's landed units.

import { newFleet, Ship } from '../../core/model';
import type { VbamTurn } from './turn';
import { groundKind } from './units';

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
