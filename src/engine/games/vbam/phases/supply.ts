// `VBAM Supply`: after movement and control, each fleet traces a route to a supply point (supply.ts
// suppliedSectors over the control just computed). A fleet out of supply is Slow and its battle card
// carries the out-of-supply line; its admiral is told, and the Log says who.

import type { World } from '../../../core/world';
import type { VbamTurn } from '../turn';
import type { VbamState } from '../state';
import { controlOfRows, supplyOf } from '../fleets';
import { OUT_OF_SUPPLY_CARD } from '../supply';

/** The fleets with ships that trace no route to a supply point of their power, over the control last computed. */
export function unsupplied(w: World, v: VbamState): string[] {
  const supply = supplyOf(w, v, controlOfRows(v));
  return w.c.fleets.filter((f) => w.shipsOf(f.id).length && !supply.get(f.empire)?.has(f.location)).map((f) => f.id);
}

export function supplyPhase(t: VbamTurn): void {
  const { w } = t;
  for (const id of unsupplied(w, t.v)) {
    const f = w.fleet(id)!;
    t.outOfSupply.add(f.id);
    w.report(f.empire, 'Movement', `${f.id} is out of supply at ${f.location}: it is Slow next turn. ${OUT_OF_SUPPLY_CARD}`);
    w.log('Supply', f.empire, `${f.id} at ${f.location}`, 'out of supply (VBAM Supply)');
  }
}
