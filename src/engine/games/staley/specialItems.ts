// Special items (LL4.3-LL4.5), built as classes of the Classes tab named by their hull: the Federation
// SWAC shuttle (hull SWAC: 12 phases, one at a time for the race, at any large base beside its PF and
// fighter work, LL3.8, LL4.5; the E2's 60 EBPV and the E3's 90 are the classes' EBPV) and the Klingon
// stasis field generator (hull SFG: 6 turns in a construction area, LL4.4, paid with the B10 that
// carries it, so nothing when it starts). Large asteroids for web anchors are dragged, not built: the
// Asteroid order pays 15 EBPV for each and counts them on the hex (LL4.3). Choices: rule option ST84.

import type { RowColumn } from '../../core/game';
import type { Order, ShipClass } from '../../core/model';
import type { World } from '../../core/world';
import { STALEY_CALENDAR } from './calendar';
import { cells, terrainOf } from './map';

export type SpecialItem = 'SWAC' | 'SFG';

/** The special item a class is, by its hull. */
export const specialItem = (cls: Pick<ShipClass, 'hull'>): SpecialItem | undefined =>
  /^SWAC\b/i.test(cls.hull) ? 'SWAC' : /^SFG\b/i.test(cls.hull) ? 'SFG' : undefined;

/** LL4.4-LL4.5: the phases each item takes. */
export const SPECIAL_PHASES: Readonly<Record<SpecialItem, number>> = { SWAC: 12, SFG: 6 * STALEY_CALENDAR.ticks.count };

/** LL4.3: the price of an asteroid. */
export const ASTEROID_EBPV = 15;

export const ASTEROIDS_COLUMN: RowColumn = {
  header: 'Asteroids',
  type: 'int',
  seenBy: 'owner',
  note: 'LL4.3: large asteroids dragged to the hex as web anchors (15 EBPV each, an Asteroid order).',
};

/** LL4.5: why the race may not begin this SWAC (one at a time), if it may not. */
export function swacBusy(w: World, empire: string): string | undefined {
  const building = (w.c.tables?.Construction ?? []).some(
    (r) => r.Empire === empire && specialItem({ hull: w.classOf({ empire, shipClass: String(r.Class) })?.hull ?? '' }) === 'SWAC',
  );
  return building ? 'a SWAC is already being built: one at a time (LL4.5)' : undefined;
}

/** Asteroid: Target a hex of yours, Extras how many (blank: 1); one next to an asteroid field or in it, 15 EBPV each (LL4.3). */
export function asteroidOrder(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const hex = w.system(o.target.trim());
  if (!hex || hex.owner !== empire) return { refused: `${o.target || '(blank Target)'} is not a hex of yours (LL4.3)` };
  const n = o.extras.trim() ? Number(o.extras.trim()) : 1;
  if (!Number.isInteger(n) || n < 1) return { refused: `write how many asteroids in Extras (${o.extras})` };
  if (![hex.id, ...w.neighbours(hex.id)].some((h) => terrainOf(w.c, h) === 'Asteroid'))
    return { refused: `no asteroid field at or next to ${hex.id} to drag them from (LL4.3)` };
  const cost = n * ASTEROID_EBPV;
  if (w.treasury(empire) < cost) return { refused: `${n} asteroid(s) cost ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  const row = cells(w.c, 'Systems', hex.id);
  row[ASTEROIDS_COLUMN.header] = (Number(row[ASTEROIDS_COLUMN.header]) || 0) + n;
  w.addLedger(empire, -cost, `${n} asteroid(s) dragged to ${hex.id}`, 'LL4.3');
  return { done: `${n} asteroid(s) dragged to ${hex.id} for ${cost} EBPV: ${row[ASTEROIDS_COLUMN.header]} there (LL4.3)` };
}
