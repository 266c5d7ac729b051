// `VBAM Invasion`: carriers that combined their ratings hold one load, and if any of them is lost the
// whole load is (cargo.ts survivingLoads, VB27). Run after the battles: a carrier no longer in the
// Ships tab is lost, and with it every item of its load (a unit's Ships row goes too).

import type { VbamTurn } from '../turnState';
import type { CargoRow } from '../state';
import { survivingLoads } from '../cargo';

const loadKey = (r: CargoRow) => [...r.carriers].sort().join('+');

/** "One Census", "Ground unit FED-G1", "Fighter flight FED-F3", "Unit FED-D1" (a defsat). */
const itemWords = (r: CargoRow) => (r.kind === 'Census' ? 'One Census' : `${r.kind === 'Other' ? 'Unit' : r.kind} ${r.item}`);

export function cargoLosses(t: VbamTurn): void {
  const { w, v } = t;
  const lost = new Set(v.cargo.flatMap((r) => r.carriers).filter((id) => !w.ship(id)));
  if (!lost.size) return;
  const byLoad = new Map<string, CargoRow[]>();
  for (const r of v.cargo) byLoad.set(loadKey(r), [...(byLoad.get(loadKey(r)) ?? []), r]);
  const loads = [...byLoad.values()].map((rows) => ({
    carriers: rows[0].carriers,
    items: rows.map((r) => ({ name: r.item, kind: r.kind })),
  }));
  const { lost: gone } = survivingLoads(loads, lost);
  const goneKeys = new Set(gone.map((l) => [...l.carriers].sort().join('+')));
  for (const r of v.cargo.filter((x) => goneKeys.has(loadKey(x)))) {
    const unit = w.ship(r.item);
    if (unit) w.removeShips([unit]);
    const carrier = r.carriers.find((c) => lost.has(c));
    w.log('Cargo', r.empire, `${itemWords(r)} lost with carrier ${carrier} (VBAM Invasion)`);
    w.report(r.empire, 'Battles', `${itemWords(r)} aboard ${r.carriers.join(' + ')} was lost with ${carrier}.`);
  }
  v.cargo = v.cargo.filter((x) => !goneKeys.has(loadKey(x)));
}
