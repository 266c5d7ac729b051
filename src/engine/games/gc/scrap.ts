// GC B9 (and B10.60): what a scrapped unit gives back, and the order in which a short treasury's units
// are liquidated (B10.45). A unit's EPV is its class's EBPV (Classes tab).

import type { Ship, ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { isMothballed } from './mothball';

const MERCHANT_ROLES = ['civilian', 'small freighter', 'large freighter', 'small repair freighter', 'large repair freighter'] as const;

/** GC B9.20: war cruisers, war destroyers (a Hull of CW or DW, rule option GC44) and facilities (bases). */
const cheap = (cls: ShipClass | undefined): boolean => !!cls && (/^(CW|DW)$/i.test(cls.hull) || hasRole(cls, 'base'));
/** A Merchant Marine ship (E1): a freighter or civilian class. */
export const merchant = (cls: ShipClass | undefined): boolean => MERCHANT_ROLES.some((r) => hasRole(cls, r));

/** GC B9.20: 35% of the EPV of a CW, DW or facility, 50% of any other; a GBC client gets 42% and 67% (B10.60). */
export function scrapValue(w: World, s: Ship, member: boolean): { amount: number; words: string } {
  const cls = w.classOf(s);
  const share = cheap(cls) ? (member ? 42 : 35) : member ? 67 : 50;
  const epv = cls?.ebpv ?? 0;
  return { amount: Math.round((epv * share) / 10) / 10, words: `${share}% of EPV ${epv}` };
}

/** GC B10.45: the empire's ships in the order liquidation takes them: mothballed, bases, military, Merchant Marine; the least valuable of each first. */
export function liquidationOrder(w: World, empire: string): Ship[] {
  const rank = (s: Ship): number => {
    const cls = w.classOf(s);
    return isMothballed(w, s.id) ? 0 : hasRole(cls, 'base') ? 1 : merchant(cls) ? 3 : 2;
  };
  const epv = (s: Ship) => w.classOf(s)?.ebpv ?? 0;
  return w
    .shipsOfEmpire(empire)
    .map((s) => ({ s, rank: rank(s), epv: epv(s) }))
    .sort((a, b) => a.rank - b.rank || a.epv - b.epv || a.s.id.localeCompare(b.s.id))
    .map((x) => x.s);
}
