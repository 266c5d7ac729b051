// GC Z1: buying the starting navy. Check workbook holds an empire's set-up to Z1 when its Empires row
// has a Navy budget (the GM's base EPs, Z1.10; rule option GC133), until the first turn is processed:
// the budget against the ships' EPV, no class before its year in service (Z1.10), one of each class
// (Z1.30: escorts, tugs, bases and civilian ships apart), the hull caps (Z1.40), half the hulls SC4
// (Z1.50, rounded down), no other empire's classes (Z1.100), and the GM's share of poor crews with no
// green crew bought (Z1.200, rule option GC311), a quarter of the SC3 hulls of a standard type once the GM
// marks which are (Z1.60), and the WYN's AUX and the Romulans' OLD quarter (Z1.150; rule option GC340).
// The free fighters (Z1.70) and the escorts a class needs (Z1.80) are the GM's.

import type { Campaign, ShipClass } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import { hasRole } from '../../../core/model';
import { sameName } from '../../../core/ids';
import { extraRow } from '../base/rows';
import { crewOf } from '../forces/crew';
import { pcuOf } from '../purse/exhaustion';
import { PCU } from '../base/purseColumns';

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
/** GC Z1.200: a hull's points in the poor-crew count, by size class. */
const POOR_POINTS: Readonly<Record<number, number>> = { 2: 1.5, 3: 1, 4: 0.5 };
const tug = (c: ShipClass) => hasRole(c, 'military tug') || hasRole(c, 'salvage tug');
/** Z1.30, Z1.80, Z1.90: escorts, tugs, bases and civilian ships are no class bought for Z1.30. */
const apartFromVariants = (c: ShipClass) => tug(c) || hasRole(c, 'escort') || hasRole(c, 'base') || hasRole(c, 'civilian');

/**
 * GC Z1.150: the WYN buy a quarter of their ships of AUX classes (the Classes *Roles* small or large
 * auxiliary), the Romulans of OLD classes (the role old); rule option GC340.
 */
const QUARTER_OF: readonly { race: RegExp; name: string; is: (c: ShipClass) => boolean }[] = [
  { race: /^WYN/i, name: 'AUX', is: (c) => hasRole(c, 'small auxiliary') || hasRole(c, 'large auxiliary') },
  { race: /^ROM/i, name: 'OLD', is: (c) => hasRole(c, 'old') },
];

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
    const sc3 = hulls.filter((k) => k.sizeClass === 3);
    const standard = sc3.filter((k) => hasRole(k, 'standard')).length;
    if (
      sc3.length &&
      c.classes.some((k) => sameName(k.race, e.race) && hasRole(k, 'standard')) &&
      Math.floor((100 * standard) / sc3.length) < 25
    )
      say(
        `${standard} standard SC3 hulls of ${sc3.length} (${Math.floor((1000 * standard) / sc3.length) / 10}%), under a quarter`,
        'Z1.60',
      );
    const quarter = QUARTER_OF.find((q) => q.race.test(e.race));
    const own = quarter ? hulls.filter(quarter.is).length : 0;
    if (quarter && hulls.length && Math.floor((100 * own) / hulls.length) < 25)
      say(`${own} ${quarter.name} ships of ${hulls.length} (${Math.floor((1000 * own) / hulls.length) / 10}%), under a quarter`, 'Z1.150');
    out.push(...poorShare(c, e.id, classes).map((text) => `Ships: ${e.id}'s navy: ${text} (GC Z1.200).`));
    return out;
  });
}

/**
 * GC Z1.200: the share of the navy's hull points (SC2 1.5, SC3 1, SC4 0.5) the GM dictates be poor, read
 * from the empire's PCU % (rule option GC311), and no green crew bought: 5 SC2, 6 SC3 and 15 SC4 are 21
 * points, so at 10% 2.1 points must be poor (five poor SC4s make 2.5).
 */
function poorShare(c: Campaign, empire: string, classes: Map<string, ShipClass>): string[] {
  const out: string[] = [];
  const ships = c.ships
    .filter((s) => sameName(s.empire, empire))
    .map((s) => ({ s, k: classes.get(s.shipClass.toUpperCase()) }))
    .filter((x) => x.k && !tug(x.k) && !hasRole(x.k, 'base') && !hasRole(x.k, 'civilian'));
  const green = ships.filter((x) => crewOf(c, x.s) === 'Green').length;
  if (green) out.push(`${green} green crew(s) bought; a starting navy buys none`);
  const share = pcuOf(extraRow(c, 'Empires', empire)[PCU]);
  if (!share) return out;
  const points = (list: typeof ships) => list.reduce((sum, x) => sum + (POOR_POINTS[x.k?.sizeClass ?? 0] ?? 0), 0);
  const needed = Math.round(points(ships) * share) / 100;
  const poor = points(ships.filter((x) => crewOf(c, x.s) === 'Poor'));
  if (poor < needed) out.push(`${poor} hull points of poor crew, under the ${needed} of ${points(ships)} its PCU % of ${share} wants`);
  return out;
}
