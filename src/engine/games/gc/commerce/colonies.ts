// GC B3.45, B3.100: what a system made by a mineral resource run wants before it yields, and the mining
// stations of Efficient Economic Mining. A system MRR makes (mrr.ts) is marked on the Systems tab's MRR
// basics; it yields nothing until its basics stand, paid by the merchant marine (B3.45): a minor colony a
// CB (or better) and 150 BPV of military units (Military BPV), a major system a TCB (or QCB), a base
// station (a ship of class BS in the hex) and the same 150. The treasury checks them each turn and names
// the systems still waiting; as a turn ends, those whose basics stand are cleared for good (rule option GC156). With EEM, each small mining station (GMS) at a major
// system or minor colony the empire holds adds 2 EPs at B11.15 step e (B3.100); Mining stations counts them.

import type { RowColumn } from '../../../core/game';
import type { Campaign } from '../../../core/model';
import type { World } from '../../../core/world';
import { heldSystems, type HeldSystem } from '../base/holdings';
import { extraRow, setExtra } from '../base/rows';
import { COMMERCIAL_BASE } from '../base/commerceColumns';
import { hasTech } from '../base/techs';

export const MRR_BASICS = 'MRR basics';
export const MINING_STATIONS = 'Mining stations';
/** GC B3.45: the military units a colony made by MRR needs; B3.100: EPs a mining station. */
const MILITARY_BPV = 150;
const PER_STATION = 2;

export const COLONY_SYSTEM_COLUMNS: readonly RowColumn[] = [
  {
    header: MRR_BASICS,
    type: 'text',
    values: ['Wanted'],
    seenBy: 'owner',
    note: 'GC B3.45: Wanted on a system a mineral resource run made: it yields nothing until the merchant marine has built its basics (a minor colony a CB and 150 Military BPV; a major a TCB, a BS and 150). The treasury names what is missing.',
  },
  {
    header: MINING_STATIONS,
    type: 'int',
    seenBy: 'owner',
    note: 'GC B3.100: its small mining stations (GMS, small ground bases); with EEM each adds 2 EPs to the treasury (B11.15e).',
  },
];

/** GC B3.45: what the MRR-made system `s` still wants, empty once it may yield. */
export function basicsMissing(c: Campaign, s: HeldSystem): string[] {
  const row = extraRow(c, 'Systems', s.id);
  if (!String(row[MRR_BASICS] ?? '').trim()) return [];
  const base = String(row[COMMERCIAL_BASE] ?? '');
  const major = s.kind !== 'Minor colony';
  const owner = c.systems.find((x) => x.id === s.id)?.owner;
  const bs = c.fleets.some(
    (f) => f.location === s.id && f.empire === owner && c.ships.some((x) => x.fleet === f.id && /(^|-)BS$/i.test(x.shipClass)),
  );
  return [
    major ? !['TCB', 'QCB'].includes(base) && 'a TCB' : !['CB', 'TCB', 'QCB'].includes(base) && 'a CB',
    major && !bs && 'a BS',
    (Number(row['Military BPV']) || 0) < MILITARY_BPV && `${MILITARY_BPV} BPV of military units`,
  ].filter((x): x is string => !!x);
}

/** GC B3.100, B11.15e: the mining stations' EPs of the systems `held`, when the empire has EEM. */
export function miningIncome(c: Campaign, empire: string, held: readonly HeldSystem[]): number {
  if (!hasTech(c, empire, 'EEM')) return 0;
  return held.reduce((sum, s) => sum + PER_STATION * Math.max(0, Number(extraRow(c, 'Systems', s.id)[MINING_STATIONS]) || 0), 0);
}

/** As a turn ends: each MRR-made system whose basics stand yields from now on (B3.45): its mark cleared, its owner told. */
export function settleBasics(w: World): void {
  for (const e of w.c.empires)
    for (const s of heldSystems(w.c, e.id)) {
      if (!String(extraRow(w.c, 'Systems', s.id)[MRR_BASICS] ?? '').trim() || basicsMissing(w.c, s).length) continue;
      setExtra(w.c, 'Systems', s.id, { [MRR_BASICS]: '' });
      w.report(e.id, 'Developments', `${s.id}'s basics stand: it yields from the next treasury (GC B3.45)`);
    }
}
