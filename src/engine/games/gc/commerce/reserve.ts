// GC E2: where the merchant marine's squadrons stand. A squadron's Fleets MM cell says it is the merchant
// marine's and where: in the strategic reserve (SR, E2.50; "SR terrain" in a major system's or minor
// colony's outlying terrain, E2.55; a homeworld's too, rule option GC161), in the supplementary defence (SD, E2.30) or lent to the military
// (E2.20); blank, it is the navy's (a code ending SR alone does not make it the merchant marine's: new
// construction waits in such squadrons, construction.ts; rule option GC160). An MM status order changes it as
// the turn ends, after strategic movement (E2.60). An SR squadron keeps no command rating and does not move
// (E2.55): it goes by way of SD. Units in terrain are cloaked to every other empire's sensors (E2.56) and
// stand outside a blockade (C12.70); which SR squadrons a blockade severs from the sums: blockadedReserve.ts.

import type { RowColumn } from '../../../core/game';
import type { Campaign, Fleet, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { hasRole } from '../../../core/model';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { inReserve, inTerrain, MM, MM_STATUSES, mmStatus, MmStatus } from '../base/commerceColumns';
import { squadronProblems } from '../base/squadrons';
import { squadronShips } from '../forces/attrition';
import { severedReserve } from '../worlds/blockadedReserve';

export const MM_ORDER = 'MM order';

export const RESERVE_FLEET_COLUMNS: readonly RowColumn[] = [
  {
    header: MM,
    type: 'text',
    values: MM_STATUSES,
    seenBy: 'owner',
    note: "GC E2.10: the merchant marine's squadron: SR (strategic reserve, no command rating, E2.55), SR terrain (in a major system's or minor colony's outlying terrain: cloaked, E2.56), SD (supplementary defence, E2.30) or Military (lent to the navy, E2.20). Blank: the navy's (new construction's SR squadrons too).",
  },
  {
    header: MM_ORDER,
    type: 'text',
    values: MM_STATUSES,
    seenBy: 'owner',
    note: 'GC E2.60: the MM status its order gives it as the turn ends, after strategic movement; set by an MM status order.',
  },
];

/** GC E2.50, C12.70, C12.80: the squadron is in the strategic reserve and counts in its sums (not severed by a blockade). */
export const countsInReserve = (c: Campaign, f: Fleet): boolean => inReserve(c, f.id) && !severedReserve(c, f, inTerrain(c, f.id));

/** Whether the empire keeps its merchant marine on the Fleets tab (any squadron with an MM status): E4's needs hold only then (rule option GC162). */
export const tracksMm = (c: Campaign, empire: string): boolean => c.fleets.some((f) => sameName(f.empire, empire) && !!mmStatus(c, f.id));

/** GC E2.55: why an SR squadron cannot be moved (undefined for any other). */
export const reserveMoveProblem = (c: Campaign, f: Fleet): string | undefined =>
  inReserve(c, f.id) ? `${f.id} is in the strategic reserve: it moves only by way of the supplementary defence (GC E2.55)` : undefined;

/** GC E2.20, E2.30: the share of the strategic reserve's BPV that the SD, and the units lent to the military, may reach. */
const SHARE = 0.15;
/** GC E2.30: the SD squadrons a place holds: a homeworld three, a major system (or a sector base or larger) two, the rest one. */
const SD_SQUADRONS = { Homeworld: 3, Major: 2 } as Record<string, number>;
/** GC E2.30: the bases of sector-base size or larger (an open-space hex with one holds two SD squadrons; rule option GC160). */
const LARGE_BASE = /^(STB|SB|SF|SP)$/i;

/** A squadron's status once this turn's orders are carried out (E2.60). */
const statusAfter = (c: Campaign, fleet: string): MmStatus | undefined =>
  MM_STATUSES.find((s) => s === extraRow(c, 'Fleets', fleet)[MM_ORDER]) ?? mmStatus(c, fleet);

/** The BPV (CBPV) of the empire's squadrons whose status, after this turn's orders (or now), `is`. */
function bpvOf(w: World, empire: string, is: (s: MmStatus | undefined, f: Fleet) => boolean, after: boolean): number {
  return w.c.fleets
    .filter((f) => sameName(f.empire, empire) && is(after ? statusAfter(w.c, f.id) : mmStatus(w.c, f.id), f))
    .reduce((sum, f) => sum + w.shipsOf(f.id).reduce((s, x) => s + (w.classOf(x)?.cbpv ?? 0), 0), 0);
}

/** GC E2.30: the SD squadrons a hex holds, and what it is. */
function sdPlace(w: World, empire: string, hex: string): { max: number; what: string } {
  const kind = String(extraRow(w.c, 'Systems', hex)['System class'] ?? '');
  if (kind) return { max: SD_SQUADRONS[kind] ?? 1, what: kind === 'Minor colony' ? 'a minor colony' : `a ${kind.toLowerCase()}` };
  const large = w.c.fleets
    .filter((f) => sameName(f.empire, empire) && f.location === hex)
    .some((f) => w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'base') && LARGE_BASE.test(w.classOf(s)?.hull ?? '')));
  return large ? { max: 2, what: 'an open-space sector base' } : { max: 1, what: 'open space' };
}

/** GC E2.20, E2.30: the limits the empire's SD and military units break (after this turn's orders when `after`). */
function limitProblems(w: World, empire: string, after: boolean): string[] {
  // C12.70, C12.80: an SR squadron a blockade severs is left out.
  const sr = bpvOf(w, empire, (s, f) => !!s?.startsWith('SR') && !severedReserve(w.c, f, s === 'SR terrain'), after);
  const cap = Math.floor(sr * SHARE * 10) / 10;
  const out: string[] = [];
  const sd = bpvOf(w, empire, (s) => s === 'SD', after);
  if (sd > cap) out.push(`the supplementary defence's ${sd} BPV is over 15% of the strategic reserve's ${sr} (${cap}) (GC E2.30)`);
  const lent = bpvOf(w, empire, (s) => s === 'Military', after);
  if (lent > cap) out.push(`the ${lent} BPV lent to the military is over 15% of the strategic reserve's ${sr} (${cap}) (GC E2.20)`);
  const hexes = new Set(w.c.fleets.filter((f) => sameName(f.empire, empire)).map((f) => f.location));
  for (const hex of hexes) {
    const n = w.c.fleets.filter(
      (f) => sameName(f.empire, empire) && f.location === hex && (after ? statusAfter(w.c, f.id) : mmStatus(w.c, f.id)) === 'SD',
    ).length;
    const place = sdPlace(w, empire, hex);
    if (n > place.max) out.push(`${n} supplementary-defence squadrons at ${hex}, ${place.what} holds ${place.max} (GC E2.30)`);
  }
  return out;
}

/** Check workbook: each empire's SD and lent units within E2.20 and E2.30. */
export function reserveProblems(w: World): string[] {
  return w.c.empires.flatMap((e) => limitProblems(w, e.id, false).map((p) => `Fleets: ${e.id}'s merchant marine: ${p}.`));
}

const TARGETS: Record<string, MmStatus> = { sr: 'SR', terrain: 'SR terrain', 'sr terrain': 'SR terrain', sd: 'SD', military: 'Military' };

/** An MM status order: Fleet the merchant marine's squadron, Target SR, Terrain, SD or Military (GC E2.10-E2.60). */
export function mmStatusOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `MM status ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (!f || !sameName(f.empire, empire)) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const now = mmStatus(w.c, f.id);
  if (!now) return refused(`${f.id} is the navy's, not the merchant marine's (its Fleets MM is blank, GC E2.10)`);
  const to = TARGETS[o.target.trim().toLowerCase()];
  if (!to) return refused(`"${o.target}" is no MM status: write SR, Terrain, SD or Military (GC E2.10)`);
  if (to === now) return refused(`${f.id} is already ${to}`);
  const pending = extraRow(w.c, 'Fleets', f.id)[MM_ORDER];
  if (pending) return refused(`${f.id} is already ordered to ${String(pending)} this turn: one change a turn (GC E2.60)`);
  const inside = now === 'SR' && to === 'SR terrain' && severedReserve(w.c, f, false);
  if (inside) return refused(`${inside}: it may only be activated there, to SD or Military (rule option GC253)`);
  if (to === 'SR terrain' && !/^(Homeworld|Major|Minor colony)$/.test(String(extraRow(w.c, 'Systems', f.location)['System class'] ?? '')))
    return refused(`${f.location} is no homeworld, major system or minor colony: only those have terrain (GC E2.55; rule option GC161)`);
  if (to === 'SD' || to === 'Military') {
    const rating = squadronProblems(f.id, squadronShips(w, f));
    if (rating.length) return refused(`${rating.join('; ')}: out of the strategic reserve it keeps its command rating (GC E2.20, E2.30)`);
  }
  setExtra(w.c, 'Fleets', f.id, { [MM_ORDER]: to });
  const broken = limitProblems(w, empire, true);
  if (broken.length) {
    setExtra(w.c, 'Fleets', f.id, { [MM_ORDER]: '' });
    return refused(broken.join('; '));
  }
  return { row: o.row, status: 'done', text: `${f.id} from ${now} to ${to} as the turn ends, after strategic movement (GC E2.60)` };
}

/** As the turn ends, after strategic movement: each MM status ordered is taken (E2.60); an SR squadron a blockade severs is reported to its owner (C12.70, C12.80). */
export function closeReserve(w: World): void {
  for (const f of w.c.fleets) {
    const severed = inReserve(w.c, f.id) ? severedReserve(w.c, f, inTerrain(w.c, f.id)) : undefined;
    if (severed) w.report(f.empire, 'Developments', severed);
    const to = String(extraRow(w.c, 'Fleets', f.id)[MM_ORDER] ?? '');
    if (!to) continue;
    setExtra(w.c, 'Fleets', f.id, { [MM]: to, [MM_ORDER]: '' });
    w.report(f.empire, 'Developments', `${f.id} is now ${to} at ${f.location} (GC E2.60)`);
  }
}
