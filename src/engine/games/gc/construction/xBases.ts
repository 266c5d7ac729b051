// GC C19.20: X-base conversions. An X conversion order whose Target is a base (the Base role) and whose
// Build class is the X version of its hull (an SB to an SBX: the X-ship and Base roles, Hull the base's
// with X) converts it where it stands, from the X-base's year in service; star fortresses and star palaces
// never. A sector base or starbase takes two SC3 and two SC4 conversion slots, a base station or battle
// station one of each, and every six ground bases (or fewer) one SC4 slot. An empire has one SC3 and one
// SC4 conversion slot a turn (C19.10), so a starbase or sector base takes this turn's and the next's: it
// is paid now and is the X-base at the end of the next turn; the others are X-bases at once. Slots a base
// takes are no ship's: the empire converts no ship meanwhile. The price is the two EPVs' difference.

import type { Ship, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { constructionRows, turnAfter, turnIndex } from './construction';

/** C19.10: conversion slots of each of size class 3 and 4 an empire has a turn. */
export const SLOTS_A_TURN = 1;
/** C19.20: ground bases sharing one SC4 slot. */
const GROUND_A_SLOT = 6;
/** C19.20: the base hulls that take two turns' slots (2xSC3, 2xSC4), and those one turn's (1xSC3, 1xSC4). */
const TWO_TURNS = ['SB', 'STB'];
const ONE_TURN = ['BS', 'BATS'];
/** C19.20: never converted. */
const NEVER = ['SF', 'SP'];
export const CONVERTING = 'Converting';

const hullOf = (cls: ShipClass | undefined) => (cls?.hull ?? '').trim().toUpperCase();
const isGround = (hull: string) => hull.startsWith('GB');

/** The conversion slots an empire's conversions take in a turn: SC3, SC4 (ground bases six to a slot). */
export function slotsTaken(w: World, empire: string, turn: number): { 3: number; 4: number } {
  let [sc3, sc4, ground] = [0, 0, 0];
  for (const r of constructionRows(w)) {
    if (r.Empire !== empire || (r.Status !== 'Converted' && r.Status !== CONVERTING)) continue;
    if (turnIndex(r.Starts) > turn || turn > turnIndex(r.Done)) continue;
    const cls = w.catalog.get(String(r.Class));
    if (!hasRole(cls, 'base')) {
      if (cls?.sizeClass === 3) sc3++;
      if (cls?.sizeClass === 4) sc4++;
    } else if (isGround(hullOf(cls))) ground++;
    else [sc3, sc4] = [sc3 + 1, sc4 + 1];
  }
  return { 3: sc3, 4: sc4 + Math.ceil(ground / GROUND_A_SLOT) };
}

/** The Construction tab's row of an X conversion (C19.10, C19.20): paid `price`, done at the end of `done`. */
export function recordConversion(w: World, ship: Ship, from: ShipClass, to: ShipClass, price: number, done: string, status: string): void {
  constructionRows(w).push({
    Empire: ship.empire,
    Class: to.name,
    Hex: w.fleet(ship.fleet)?.location ?? '',
    Yard: '',
    Squadron: ship.fleet,
    Starts: w.season,
    Done: done,
    EPV: price,
    Crew: '',
    Cost: price,
    Status: status,
    Note: `${ship.id} converted from ${from.name}`,
  });
}

/** C19.20: the X conversion of a base, or why not. */
export function xBaseConversion(w: World, empire: string, row: number, ship: Ship, from: ShipClass, to: ShipClass): OrderResult {
  const refused = (text: string): OrderResult => ({ row, status: 'refused', text: `X conversion: ${text}` });
  const hull = hullOf(from);
  if (!hasRole(from, 'base') || !hasRole(to, 'base'))
    return refused(`${ship.id} (${from.name}) and ${to.name} must both be bases, or both not (GC C19.20)`);
  if (NEVER.includes(hull))
    return refused(`${ship.id} is a${hull === 'SF' ? ' star fortress' : ' star palace'}: those are never given X-technology (GC C19.20)`);
  if (hullOf(to) !== `${hull}X`)
    return refused(`${to.name}'s hull ${hullOf(to)} is not ${hull}X: a base is converted to the X version of its own hull (GC C19.20)`);
  if (w.c.settings.year < to.yearInService)
    return refused(`${to.name} is in service in Y${to.yearInService}: no X-base before then (GC C19.20)`);
  const ground = isGround(hull);
  const twoTurns = TWO_TURNS.includes(hull);
  if (!ground && !twoTurns && !ONE_TURN.includes(hull))
    return refused(`${from.name}'s hull ${hull} is none C19.20 converts: a ground base (GB...), BS, BATS, STB or SB`);
  const now = turnIndex(w.season);
  const turns = twoTurns ? [now, now + 1] : [now];
  for (const t of turns) {
    const taken = slotsTaken(w, empire, t);
    const groundShare =
      ground &&
      constructionRows(w).filter(
        (r) => r.Empire === empire && r.Starts === w.season && r.Status === 'Converted' && isGround(hullOf(w.catalog.get(String(r.Class)))),
      ).length %
        GROUND_A_SLOT !==
        0;
    const busy = ground ? taken[4] >= SLOTS_A_TURN && !groundShare : taken[3] >= SLOTS_A_TURN || taken[4] >= SLOTS_A_TURN;
    if (busy)
      return refused(
        `your ${ground ? 'SC4 conversion slot' : 'SC3 and SC4 conversion slots'} ${t === now ? 'this turn' : 'next turn'} ${ground ? 'is' : 'are'} taken: one SC3 and one SC4 a turn, a ${hull} takes ${ground ? 'an SC4 slot with up to five more ground bases' : twoTurns ? 'two of each, this turn and the next' : 'one of each'} (GC C19.10, C19.20)`,
      );
  }
  const price = Math.round((to.ebpv - from.ebpv) * 10) / 10;
  if (price <= 0)
    return refused(`${to.name} (EPV ${to.ebpv}) is no dearer than ${from.name} (${from.ebpv}): a conversion is never free (GC C19.20)`);
  if (w.treasury(empire) < price)
    return refused(`the conversion costs ${price} EPs; the treasury holds ${Math.round(w.treasury(empire) * 10) / 10} (GC C19.20)`);
  const hex = w.fleet(ship.fleet)?.location ?? '';
  w.addLedger(empire, -price, `X-base conversion of ${ship.id} (${from.name} to ${to.name})`, 'GC C19.20');
  const done = twoTurns ? turnAfter(w, 1) : w.season;
  recordConversion(w, ship, from, to, price, done, twoTurns ? CONVERTING : 'Converted');
  if (!twoTurns) ship.shipClass = to.name;
  w.log(
    'Build',
    empire,
    `${ship.id} ${twoTurns ? 'begins its conversion' : 'converted'} from ${from.name} to ${to.name} at ${hex}`,
    'GC C19.20',
  );
  const when = twoTurns
    ? `taking this turn's and next turn's SC3 and SC4 slots: the ${to.name} at the end of ${done}`
    : 'done in a segment';
  return {
    row,
    status: 'done',
    text: `X conversion of ${ship.id} at ${hex}: ${from.name} to ${to.name} for ${price} EPs, ${when} (GC C19.20)`,
  };
}

/** C19.20: at the end of a turn, each two-turn base conversion done then makes its base the X-base. */
export function finishBaseConversions(w: World): void {
  for (const r of constructionRows(w).filter((x) => x.Status === CONVERTING && x.Done === w.season)) {
    const ship = w.ship(String(r.Note).split(' ')[0]);
    if (!ship || ship.empire !== r.Empire) {
      Object.assign(r, { Status: 'Lost', Note: `${r.Note}: the base was lost before its conversion was done (GC C19.20)` });
      continue;
    }
    ship.shipClass = String(r.Class);
    r.Status = 'Converted';
    w.log('Build', ship.empire, `${ship.id} is now the ${r.Class}`, 'GC C19.20');
    w.report(ship.empire, 'Builds', `${ship.id}'s conversion is done: it is the ${r.Class} (GC C19.20).`);
  }
}
