// GC C7.30-C7.51: decimating and annihilating a foe's system (rule option GC341). A Decimate order names
// the squadron (Fleet) and the system (Target), Extras `annihilate` to go on past decimation. Each segment
// the squadron spends whole at the system (not moving), with 100 BPV or more, no ship of the owner's there
// and no ground defences left (C7.30), it works one step: an undamaged system is decimated (Systems Damage
// Decimated); then, ordered to annihilate and once no commercial base is left (C7.51), each further
// segment takes a homeworld to a major system, a major to a minor colony, and a minor colony off the map.
// Both admirals are told; the owner learns the empire, not the squadron.
// The treasury applies the damage in the C7.45 order (economy.ts); C7.32's recovery is the GM's.

import type { Order } from '../../../core/model';
import type { RowColumn, TurnStep } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, fleetsMarked, setExtra, setOwner } from '../base/rows';
import { parseCourse } from '../base/course';
import { COMMERCIAL_BASE, GROUND_DEFENCES } from '../base/commerceColumns';
import { bpvOf } from '../sensors/searchers';
import { offOnConvoyDuty } from '../commerce/convoys';

export const DECIMATE = 'Decimate';
/** GC C7.30: the least BPV that decimates a system. */
const MIN_BPV = 100;
/** GC C7.51: what a segment of annihilation leaves of each kind of system (blank: gone from the map). */
const ANNIHILATED: Readonly<Record<string, string>> = { Homeworld: 'Major', Major: 'Minor colony', 'Minor colony': '' };

export const DECIMATE_COLUMN: RowColumn = {
  header: DECIMATE,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C7.30, C7.51: the system it decimates this turn ("G12", or "G12 annihilate"), set by its Decimate order; cleared as the turn ends.',
};

/** A Decimate order: Fleet the squadron, Target a foe's system, Extras `annihilate` to go on (C7.30, C7.51). */
export function decimateOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Decimate ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  const sys = w.system(hex);
  if (!sys || !extraRow(w.c, 'Systems', hex)['System class'])
    return refused(`${hex || '(blank Target)'} is no system: decimate a homeworld, major system or minor colony (GC C7.30)`);
  if (!sys.owner || sameName(sys.owner, empire))
    return refused(`${hex} is not another empire's: an empire never annihilates a system that produces for it (GC C7.505)`);
  if (!w.hostile(empire, sys.owner)) return refused(`${sys.owner} is not at war with ${empire}`);
  const bpv = bpvOf(w, f);
  if (bpv < MIN_BPV) return refused(`${f.id} has ${bpv} BPV: decimation wants at least ${MIN_BPV} (GC C7.30)`);
  const annihilate = /\bannihilate\b/i.test(o.extras);
  if (o.extras.trim() && !annihilate) return refused(`Extras "${o.extras}": blank, or "annihilate" (GC C7.51)`);
  setExtra(w.c, 'Fleets', f.id, { [DECIMATE]: annihilate ? `${hex} annihilate` : hex });
  const then = annihilate ? ', then annihilated a segment a step once no commercial base is left (GC C7.51)' : '';
  return {
    row: o.row,
    status: 'done',
    text: `Decimate ${f.id} ${hex}: decimated in the first segment it spends whole there, with no ship of ${sys.owner}'s and no ground defences left (GC C7.30)${then}`,
  };
}

/** What one segment of the squadron's work does to the system, or why it does nothing (C7.30, C7.51). */
function work(w: World, hex: string, annihilate: boolean): { text: string; rule: string } | undefined {
  const row = extraRow(w.c, 'Systems', hex);
  const kind = String(row['System class'] ?? '');
  if (!row.Damage) {
    setExtra(w.c, 'Systems', hex, { Damage: 'Decimated' });
    return { text: `decimated`, rule: 'C7.30, C7.31' };
  }
  if (!annihilate || !(kind in ANNIHILATED) || row[COMMERCIAL_BASE]) return undefined;
  const left = ANNIHILATED[kind];
  if (left) setExtra(w.c, 'Systems', hex, { 'System class': left });
  else {
    setExtra(w.c, 'Systems', hex, { 'System class': '', Damage: '' });
    const sys = w.system(hex);
    if (sys) setOwner(w.c, sys, '');
  }
  return {
    text: left ? `annihilated down to a ${left === 'Major' ? 'major system' : 'minor colony'}` : 'annihilated: gone from the map',
    rule: 'C7.51',
  };
}

/** GC C7.30, C7.51: at the end of each segment, each squadron that spent it whole at the system it decimates works one step, if it may. */
export const DECIMATE_STEP: TurnStep<{ tick: number }> = {
  name: 'Civilian targets',
  run: (w, t) => {
    for (const f of fleetsMarked(w, DECIMATE)) {
      const [hex, mode] = String(extraRow(w.c, 'Fleets', f.id)[DECIMATE] ?? '').split(/\s+/);
      if (!hex || f.location !== hex || bpvOf(w, f) < MIN_BPV) continue;
      if (parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? '')).some((s) => s.tick === t.tick)) continue;
      const owner = w.system(hex)?.owner ?? '';
      const guards = w.fleetsAt(hex).filter((x) => sameName(x.empire, owner) && !offOnConvoyDuty(w, x) && w.shipsOf(x.id).length);
      if (!owner || sameName(owner, f.empire) || guards.length || Number(extraRow(w.c, 'Systems', hex)[GROUND_DEFENCES])) continue;
      const done = work(w, hex, mode === 'annihilate');
      if (!done) continue;
      const text = (by: string) => `${hex} of ${owner} ${done.text} by ${by} in segment ${t.tick}`;
      w.log('Civilian targets', f.empire, text(f.id), `GC ${done.rule}`);
      // The owner learns which empire did it, not which squadron (C5: it may never have read it).
      w.report(owner, 'Developments', `${text(f.empire)} (GC ${done.rule})`);
      w.report(f.empire, 'Developments', `${text(f.id)} (GC ${done.rule})`);
    }
  },
};

/** As a turn ends: decimation orders lapse (each turn's is its own). */
export function closeDecimation(w: World): void {
  for (const f of fleetsMarked(w, DECIMATE)) setExtra(w.c, 'Fleets', f.id, { [DECIMATE]: '' });
}
