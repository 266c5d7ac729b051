// `VBAM Supply`: after movement and control, each fleet traces a route to a supply point (supply.ts
// suppliedSectors over the control just computed). A fleet out of supply is Slow and its battle card
// carries the out-of-supply line; its admiral is told, and the Log says who.

import type { VbamTurn } from '../turnState';
import { outOfSupply } from '../fleets';
import { OUT_OF_SUPPLY_CARD } from '../supply';

export function supplyPhase(t: VbamTurn): void {
  const { w, v } = t;
  for (const f of outOfSupply(w, v)) {
    t.outOfSupply.add(f.id);
    w.report(f.empire, 'Movement', `${f.id} is out of supply at ${f.location}: it is Slow next turn. ${OUT_OF_SUPPLY_CARD}`);
    w.log('Supply', f.empire, `${f.id} at ${f.location}`, 'out of supply (VBAM Supply)');
  }
}
