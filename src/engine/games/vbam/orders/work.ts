// What the economic orders share (`VBAM Turn Orders`): paying from the Point Pool when ordered, the
// Construction tab's new rows, and the ships an order names, each checked as the empire's own.

import type { Order, Ship } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { Work } from '../state';
import type { UnitClass } from '../model';
import { refuse, Refusal } from './reason';
import { isRefusal } from './rule';
import { isMothballed, unitClassOf } from '../units';

/** The empire's Tech Year (the Tech tab; 0 with no row). */
export function techYearOf(t: VbamTurn, empire: string): number {
  return t.v.tech.get(empire)?.techYear ?? 0;
}

/** Refused when the Point Pool holds less than `need`. */
export function shortOf(t: VbamTurn, empire: string, need: number): Refusal | undefined {
  const have = t.w.treasury(empire);
  return need > have ? refuse({ code: 'short-of-ep', need, have }) : undefined;
}

/** Pays `amount` EP now (`VBAM Turn Orders`: costs are paid when ordered). */
export function pay(t: VbamTurn, empire: string, amount: number, reason: string): void {
  if (amount) t.w.addLedger(empire, -amount, `VBAM Turn Orders: ${reason}`, 'VBAM Orders');
}

/** A new row of the Construction tab, its id the empire's next "<empire>-W<n>". */
export function addWork(
  t: VbamTurn,
  empire: string,
  o: Order,
  w: Pick<Work, 'job' | 'className' | 'sector' | 'paid'> & Partial<Work>,
): Work {
  const prefix = `${empire}-W`;
  const used = t.v.construction.map((x) => (x.id.startsWith(prefix) ? Number(x.id.slice(prefix.length)) : 0)).filter(Number.isFinite);
  const work: Work = {
    id: `${prefix}${Math.max(0, ...used) + 1}`,
    empire,
    ordered: t.w.season,
    priority: o.row,
    status: 'Building',
    unit: '',
    count: 1,
    progress: 0,
    from: '',
    owed: 0,
    keep: false,
    ...w,
  };
  t.v.construction.push(work);
  return work;
}

/** Work waiting on a ship (a repair, a reactivation ...), if any. */
export function workOn(t: VbamTurn, ship: string): Work | undefined {
  return t.v.construction.find((w) => w.unit === ship);
}

/** A ship the order names, its class, or why it cannot be given this order. */
export interface OwnShip {
  ship: Ship;
  unit: UnitClass;
}

/**
 * The empire's ship by id with its Unit list class, not mothballed (unless `mothballed`: it must be),
 * and with no other work waiting on it.
 */
export function ownShip(t: VbamTurn, empire: string, id: string, mothballed = false): OwnShip | Refusal {
  const ship = t.w.ship(id);
  if (!ship) return refuse({ code: 'no-ship', ship: id });
  if (ship.empire !== empire || ship.condition === 'Captured') return refuse({ code: 'ship-not-yours', ship: id, owner: ship.empire });
  const unit = unitClassOf(t, empire, ship.shipClass);
  if (!unit) return refuse({ code: 'no-class-of-ship', ship: id, className: ship.shipClass });
  if (isMothballed(t, id) !== mothballed) return refuse({ code: mothballed ? 'not-mothballed' : 'mothballed', ship: id });
  const busy = workOn(t, id);
  if (busy) return refuse({ code: 'busy', ship: id, job: busy.job });
  return { ship, unit };
}

/** The Ships column (each ship once), or the refusal asking for it. */
export function shipsOf(o: Order): string[] | Refusal {
  return o.ships.length ? [...new Set(o.ships)] : refuse({ code: 'blank', column: 'Ships', want: 'the ids of the ships' });
}

/** Each ship checked in turn: the first refusal, or them all. */
export function ownShips(
  t: VbamTurn,
  empire: string,
  ids: string[],
  each: (s: OwnShip) => Refusal | undefined,
  mothballed = false,
): OwnShip[] | Refusal {
  const all: OwnShip[] = [];
  for (const id of ids) {
    const s = ownShip(t, empire, id, mothballed);
    if (isRefusal(s)) return s;
    const why = each(s);
    if (why) return why;
    all.push(s);
  }
  return all;
}
