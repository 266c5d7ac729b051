// GC C22: expeditionary fleets. A squadron in a friendly empire's space (not its own) is an expeditionary
// fleet (C22.10). The first 1,800 BPV of foreign ships within a host empire are free, split as the empires
// decide (the C22.40 example); past that, 1/20 of the squadron's BPV a turn is paid by its owner or its host,
// never a third empire, and is no aid (B10.56). An Expedition order pays it (its Extras "free N" claims N
// BPV of the host's free 1,800). As the orders are carried out, every foreign squadron in friendly space is
// marked on the Fleets tab's Expedition column: paid, free, or inactive (C22.45: A10.60 inactive status in
// battle, and never in supply while out of its own space). Squadrons mixing empires' ships and who
// commands them (C22.20, C22.30): mixedSquadrons.ts.

import type { RowColumn } from '../../../core/game';
import type { Fleet, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';

export const EXPEDITION = 'Expedition';
/** GC C22.40: the foreign BPV within an empire that is free, and the share of the rest paid a turn. */
export const FREE_BPV = 1800;
const SHARE = 20;

export const EXPEDITION_FLEET_COLUMN: RowColumn = {
  header: EXPEDITION,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C22.40-C22.45: set as the orders are carried out for a squadron in a friendly empire\'s space: "FRA: paid by FRA" (its Treasury row cites C22.40), "FRA: free", or "FRA: inactive" (unpaid: A10.60 inactive status in battle, not in supply).',
};

/** Per world and host: the free BPV claimed this turn (C22.40), and the squadrons paid for. */
interface Claims {
  readonly free: Map<string, number>;
  readonly paid: Map<string, string>;
}
const claimsOf = new WeakMap<World, Claims>();
const claims = (w: World): Claims => {
  let c = claimsOf.get(w);
  if (!c) claimsOf.set(w, (c = { free: new Map(), paid: new Map() }));
  return c;
};

/** A squadron's BPV: its ships' combat BPV (rule option GC221). */
export const fleetBpv = (w: World, f: Fleet): number => w.shipsOf(f.id).reduce((sum, s) => sum + (w.classOf(s)?.cbpv ?? 0), 0);

/** The friendly empire whose space the squadron is in, not its own (C22.10), or undefined. */
export function hostOf(w: World, f: Fleet): string | undefined {
  const owner = w.system(f.location)?.owner;
  return owner && !sameName(owner, f.empire) && !w.hostile(owner, f.empire) ? owner : undefined;
}

/** GC C22.40: the fee a turn for `bpv` BPV with `free` of it free, in EPs to a tenth. */
export const expeditionFee = (bpv: number, free: number): number => Math.round((Math.max(0, bpv - free) / SHARE) * 10) / 10;

const leftFree = (w: World, host: string): number => FREE_BPV - (claims(w).free.get(host) ?? 0);

/** Parses the Extras' "free N" (the host's free BPV claimed), or all that is left; a string when wrong. */
function claimed(o: Order, left: number, bpv: number): number | string {
  const m = /\bfree\s+(\S+)/i.exec(o.extras);
  if (!m) return Math.min(left, bpv);
  const n = Number(m[1]);
  if (!Number.isInteger(n) || n < 0) return `"free ${m[1]}" is no BPV: write e.g. free 1800, or free 0`;
  if (n > left) return `free ${n}: only ${left} of the host's ${FREE_BPV} free BPV are left this turn (GC C22.40)`;
  return Math.min(n, bpv);
}

/** An Expedition order: the squadron's C22.40 fee paid this turn by its owner or its host, or why not. */
export function expeditionOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Expedition ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (!f || !w.shipsOf(f.id).length) return refused(`${o.fleet || '(blank Fleet)'} is no squadron with ships`);
  const host = hostOf(w, f);
  if (!host) {
    const owner = w.system(f.location)?.owner;
    return refused(
      !owner || sameName(owner, f.empire)
        ? `${f.id} at ${f.location} is not in another empire's space: no expeditionary fleet (GC C22.10)`
        : `${owner} is hostile to ${f.empire}: an expeditionary fleet is in friendly space (GC C22.10)`,
    );
  }
  if (!sameName(empire, f.empire) && !sameName(empire, host))
    return refused(`only ${f.empire} (its owner) or ${host} (its host) may pay for it, not a third empire (GC C22.40)`);
  if (claims(w).paid.has(f.id)) return refused(`${f.id}'s fee is paid already this turn (by ${claims(w).paid.get(f.id)})`);
  const bpv = fleetBpv(w, f);
  const free = claimed(o, leftFree(w, host), bpv);
  if (typeof free === 'string') return refused(free);
  const fee = expeditionFee(bpv, free);
  if (fee > w.treasury(empire)) return refused(`its fee of ${fee} EPs is more than your treasury's ${w.treasury(empire)} (GC C22.40)`);
  claims(w).free.set(host, (claims(w).free.get(host) ?? 0) + free);
  claims(w).paid.set(f.id, empire);
  if (fee)
    w.addLedger(empire, -fee, `expeditionary fleet: ${f.id} in ${host} space (${bpv} BPV, ${free} free, 1/20 of the rest)`, 'GC C22.40');
  return {
    row: o.row,
    status: 'done',
    text: `${f.id} in ${host} space: ${bpv} BPV, ${free} free, ${fee ? `${fee} EPs paid by ${empire}` : 'no fee'}; no aid (GC C22.40, B10.56)`,
  };
}

/** GC C22.40-C22.45, after the orders: each foreign squadron in friendly space marked paid, free (if its BPV fits what is left of its host's 1,800), or inactive. */
export function markExpeditions(w: World): void {
  const { paid } = claims(w);
  for (const f of w.c.fleets) {
    const host = w.shipsOf(f.id).length ? hostOf(w, f) : undefined;
    if (!host) {
      if (extraRow(w.c, 'Fleets', f.id)[EXPEDITION]) setExtra(w.c, 'Fleets', f.id, { [EXPEDITION]: '' });
      continue;
    }
    const payer = paid.get(f.id);
    const bpv = fleetBpv(w, f);
    let mark = payer ? `${host}: paid by ${payer}` : `${host}: free`;
    if (!payer && bpv > leftFree(w, host)) {
      mark = `${host}: inactive`;
      w.report(
        f.empire,
        'Developments',
        `${f.id} in ${host} space (${bpv} BPV) is an unpaid expeditionary fleet: inactive (A10.60 in battle) and not in supply this turn (GC C22.45)`,
      );
    } else if (!payer) claims(w).free.set(host, (claims(w).free.get(host) ?? 0) + bpv);
    setExtra(w.c, 'Fleets', f.id, { [EXPEDITION]: mark });
  }
}

/** Whether the squadron is a paid or free expeditionary fleet of the host whose space it is in (in supply; unpaid or unmarked, C22.45: not). */
export function suppliedExpedition(w: World, f: Fleet): boolean {
  const host = hostOf(w, f);
  const mark = String(extraRow(w.c, 'Fleets', f.id)[EXPEDITION] ?? '');
  return !!host && mark.startsWith(`${host}: `) && !mark.endsWith(': inactive');
}

/** GC C22.45: an unpaid expedition, out of its own space, fights on A10.60 inactive status. */
export function inactiveExpedition(w: World, f: Fleet): boolean {
  const owner = w.system(f.location)?.owner;
  return String(extraRow(w.c, 'Fleets', f.id)[EXPEDITION] ?? '').endsWith(': inactive') && !(owner && sameName(owner, f.empire));
}
