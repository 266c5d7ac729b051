// GC B9 (and B10.60): the Scrap order, what a scrapped unit gives back, and the order in which a short
// treasury's units are liquidated (B10.45). A unit's EPV is its class's EBPV (Classes tab).

import type { Order, Ship, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { nextTurn, stamp } from '../../../core/calendar';
import { GC_CALENDAR } from '../base/calendar';
import { isMothballed, laidUpWhere, layUp, orderedShips, SCRAPPING, YardTurn } from './mothball';
import { extraRow } from '../base/rows';
import { gbcClass } from '../base/purseColumns';
import { heldSystems, mobilityOf } from '../base/holdings';
import { turnTreasury } from './economy';
import { merchant } from '../base/merchantUnits';

/** GC B9.10: scrapping returns, in a turn, less than this share of the empire's treasury. */
const SCRAP_SHARE = 0.25;

/** GC B9.20: war cruisers, war destroyers (a Hull of CW or DW, rule option GC44) and facilities (bases). */
const cheap = (cls: ShipClass | undefined): boolean => !!cls && (/^(CW|DW)$/i.test(cls.hull) || hasRole(cls, 'base'));

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

/** GC B9.20: where a ship may be scrapped: with its empire's base or FRD, or at one of its major systems (standing for a shipyard, rule option GC48). */
function atYard(w: World, empire: string, s: Ship): boolean {
  const hex = w.fleet(s.fleet)?.location ?? '';
  const yard = (x: Ship) => hasRole(w.classOf(x), 'base') || hasRole(w.classOf(x), 'FRD');
  return (
    w.fleetsAt(hex).some((f) => f.empire === empire && w.shipsOf(f.id).some((x) => x.id !== s.id && yard(x))) ||
    heldSystems(w.c, empire).some((h) => h.id === hex && h.kind !== 'Minor colony')
  );
}

/** GC B9.30: a year for size class 2 and up and for bases (it ends with the next turn), six months (this turn) for the rest. */
const scrapTurns = (cls: ShipClass | undefined): number => (cls && (cls.sizeClass <= 2 || hasRole(cls, 'base')) ? 2 : 1);

/**
 * A Scrap order: the ships named are scrapped where a yard is (B9.20), their return within 25% of the
 * turn's treasury (B9.10; not on restoration, B13.20); each is marked with the turn it ends (B9.30).
 */
export function scrapOrder(w: World, empire: string, o: Order, yard: YardTurn): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Scrap: ${text}` });
  const ships = orderedShips(w, empire, o, 'GC B9.20');
  if (typeof ships === 'string') return refused(ships);
  const busy = ships.find((s) => extraRow(w.c, 'Ships', s.id)[SCRAPPING]);
  if (busy) return refused(`${busy.id} is being scrapped already`);
  const away = ships.find((s) => !atYard(w, empire, s));
  if (away) return refused(`${away.id} is at no starbase, FRD or major system of yours (GC B9.20)`);
  const member = gbcClass(w, empire) !== 'None';
  const values = ships.map((s) => scrapValue(w, s, member));
  const total = yard.taken + values.reduce((sum, v) => sum + v.amount, 0);
  const cap = SCRAP_SHARE * turnTreasury(w, empire);
  if (mobilityOf(w.c, empire) !== 'RB' && total >= cap)
    return refused(
      `scrapping returns less than 25% of the turn's treasury, ${Math.round(cap * 10) / 10} EPs: these would make ${Math.round(total * 10) / 10} (GC B9.10)`,
    );
  yard.taken = total;
  yard.laidUp.push(...ships.map((s) => s.id));
  const words = ships.map((s, i) => {
    const ends = later(w, scrapTurns(w.classOf(s)));
    layUp(w, s.id, { [SCRAPPING]: ends });
    return `${s.id} ${values[i].amount} EPs (${values[i].words}) as ${ends} ends`;
  });
  return { row: o.row, status: 'done', text: `Scrap ${words.join('; ')} (GC B9.20, B9.30)` };
}

/** The turn `turns` turns on from this one counted as 1 ("this turn" is 1). */
function later(w: World, turns: number): string {
  let m = { year: w.c.settings.year, turn: w.c.settings.season };
  for (let i = 1; i < turns; i++) m = nextTurn(GC_CALENDAR, m);
  return stamp(m.year, m.turn);
}

/** As the turn ends: the ships whose scrapping ends now are gone, their scrap value credited (B9.20, B10.60). */
export function finishScrapping(w: World): void {
  for (const s of laidUpWhere(w, (id) => extraRow(w.c, 'Ships', id)[SCRAPPING] === w.season)) {
    const value = scrapValue(w, s, gbcClass(w, s.empire) !== 'None');
    w.addLedger(s.empire, value.amount, `scrapped: ${s.id} (${s.shipClass}, ${value.words})`, 'GC B9.20, B11.15e');
    w.log('Scrap', s.empire, `${s.id} ${s.shipClass} scrapped`, 'GC B9.30');
    w.removeShips([s]);
  }
}
