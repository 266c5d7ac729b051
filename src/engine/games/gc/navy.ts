// GC Z1: buying the starting navy. Check workbook holds an empire's set-up to Z1 when its Empires row
// has a Navy budget (the GM's base EPs, Z1.10; rule option GC133), until the first turn is processed:
// the budget against the ships' EPV, no class before its year in service (Z1.10), one of each class
// (Z1.30: escorts, tugs, bases and civilian ships apart), the hull caps (Z1.40), half the hulls SC4
// (Z1.50, rounded down) and no other empire's classes (Z1.100). Z1.60's "standard" SC3 type and the
// free fighters (Z1.70) are the GM's.

import type { Campaign, ShipClass } from '../../core/model';
import type { RowColumn } from '../../core/game';
import { hasRole } from '../../core/model';
import { sameName } from '../../core/ids';
import { extraRow } from './rows';

export const NAVY_BUDGET = 'Navy budget';
export const NAVY_BUDGET_COLUMN: RowColumn = {
  header: NAVY_BUDGET,
  type: 'number',
  seenBy: 'owner',
  note: 'GC Z1.10: the EPs the GM gives the empire to buy its starting navy; set, Check workbook holds its ships to Z1 until the first turn is processed.',
};

/** GC Z1.40: the most hulls of each kind. */
const HULL_CAPS: readonly { name: string; max: number; is: (c: ShipClass) => boolean }[] = [
  { name: 'BB/BBH', max: 4, is: (c) => /\bBBH?\b/i.test(c.hull) },
  { name: 'DN/DNH/DNL/DNW', max: 7, is: (c) => /\bDN[HLW]?\b/i.test(c.hull) },
  { name: 'BCN', max: 10, is: (c) => /\bBCN\b/i.test(c.hull) },
  { name: 'SC3X', max: 6, is: (c) => hasRole(c, 'X-ship') && c.sizeClass === 3 },
  { name: 'SC4X', max: 12, is: (c) => hasRole(c, 'X-ship') && c.sizeClass === 4 },
];
const tug = (c: ShipClass) => hasRole(c, 'military tug') || hasRole(c, 'salvage tug');
/** Z1.30, Z1.80, Z1.90: escorts, tugs, bases and civilian ships are no class bought for Z1.30. */
const apartFromVariants = (c: ShipClass) => tug(c) || hasRole(c, 'escort') || hasRole(c, 'base') || hasRole(c, 'civilian');

export function navyProblems(c: Campaign): string[] {
  if (c.settings.lastProcessed) return [];
  const classes = new Map(c.classes.map((k) => [k.name.toUpperCase(), k]));
  return c.empires.flatMap((e) => {
    const budget = Number(extraRow(c, 'Empires', e.id)[NAVY_BUDGET]);
    if (!budget) return [];
    const bought = c.ships.filter((s) => sameName(s.empire, e.id)).flatMap((s) => classes.get(s.shipClass.toUpperCase()) ?? []);
    const out: string[] = [];
    const say = (text: string, rule: string) => out.push(`Ships: ${e.id}'s navy: ${text} (GC ${rule}).`);
    const spent = Math.round(bought.reduce((sum, k) => sum + k.ebpv, 0) * 10) / 10;
    if (spent > budget) say(`${spent} EPV bought, over its Navy budget of ${budget}`, 'Z1.10');
    for (const k of new Set(bought)) {
      if (k.yearInService > c.settings.year) say(`${k.name} is not in service until Y${k.yearInService}`, 'Z1.10');
      if (!sameName(k.race, e.race)) say(`${k.name} is a ${k.race} class`, 'Z1.100');
      const n = bought.filter((b) => b === k).length;
      if (n > 1 && !apartFromVariants(k)) say(`${n} ${k.name}: one of each class`, 'Z1.30');
    }
    for (const cap of HULL_CAPS) {
      const n = bought.filter(cap.is).length;
      if (n > cap.max) say(`${n} ${cap.name} hulls, ${cap.max} at most`, 'Z1.40');
    }
    const hulls = bought.filter((k) => !tug(k) && !hasRole(k, 'base') && !hasRole(k, 'civilian'));
    const sc4 = hulls.filter((k) => k.sizeClass === 4).length;
    if (hulls.length && Math.floor((100 * sc4) / hulls.length) < 50)
      say(`${sc4} SC4 hulls of ${hulls.length} (${Math.floor((1000 * sc4) / hulls.length) / 10}%), under half`, 'Z1.50');
    return out;
  });
}
