// GC Z2: buying the merchant marine's navy. When an empire's Empires row has an MM navy budget (the GM's,
// Z2.20), Check workbook holds its merchant marine's squadrons (Fleets MM, reserve.ts) to Z2 until the first
// turn is processed: their EPV within the budget, with the working pool's freighters free but for the
// fourth and later open-space bases' (Z2.10); at most four F-OL variants, five F-L and ten F-S variants
// (Z2.30, ships counted, rule option GC166; Q-ships and the F-ML/F-MS apart, those no more than the minefields want, E4.50); one tug
// (Z2.40); one FRD and ten FTs (Z2.50); no monitor (Z2.60). Z2.50's POL budget: the police ships (a class
// whose name's last word is POL) bought within the EPs the GM gives on the MM POL budget cell, and within
// the Z2.20 budget too; a blank cell buys none (rule option GC272).

import type { RowColumn } from '../../../core/game';
import { hasRole } from '../../../core/model';
import { sameName } from '../../../core/ids';
import type { World } from '../../../core/world';
import { extraRow } from '../base/rows';
import { mmStatus } from '../base/commerceColumns';
import { MINEFIELDS, SATURATED } from '../commerce/specialty';
import { unitKind } from '../base/merchantUnits';
import { convoyNeeds } from '../purse/convoyValue';

export const MM_NAVY_BUDGET = 'MM navy budget';
export const MM_NAVY_BUDGET_COLUMN: RowColumn = {
  header: MM_NAVY_BUDGET,
  type: 'number',
  seenBy: 'owner',
  note: "GC Z2.20: the EPs the GM gives the empire to buy its merchant marine's navy (its squadrons with an MM status); set, Check workbook holds them to Z2 until the first turn is processed.",
};

export const MM_POL_BUDGET = 'MM POL budget';
export const MM_POL_BUDGET_COLUMN: RowColumn = {
  header: MM_POL_BUDGET,
  type: 'number',
  seenBy: 'owner',
  note: "GC Z2.50: the EPs of police ships (POL) the GM lets the merchant marine's navy buy, part of its MM navy budget; blank: none. Checked with the MM navy budget until the first turn is processed.",
};

/** GC Z2.10: the open-space bases whose working freighters come free. */
const FREE_BASES = 3;
/** GC Z2.30, Z2.50: the most of each kind bought. */
const LIMITS: readonly { name: string; max: number; is: (kind: string) => boolean; rule: string }[] = [
  { name: 'F-OL variants', max: 4, is: (k) => /^F-O.?L$|^F-OP$/.test(k), rule: 'Z2.30' },
  { name: 'F-L variants', max: 5, is: (k) => /^F-[A-Z]L$/.test(k) && !['F-OL', 'F-ML'].includes(k), rule: 'Z2.30' },
  { name: 'F-S variants', max: 10, is: (k) => /^F-[A-Z]S$/.test(k) && k !== 'F-MS', rule: 'Z2.30' },
  { name: 'FTs', max: 10, is: (k) => k === 'FT', rule: 'Z2.50' },
  { name: 'FRDs', max: 1, is: (k) => k === 'FRD', rule: 'Z2.50' },
  { name: 'tugs', max: 1, is: (k) => k === 'TUG', rule: 'Z2.40' },
];

export function merchantNavyProblems(w: World): string[] {
  const c = w.c;
  if (c.settings.lastProcessed) return [];
  return c.empires.flatMap((e) => {
    const budget = Number(extraRow(c, 'Empires', e.id)[MM_NAVY_BUDGET]);
    if (!budget) return [];
    const ships = c.ships.filter((s) => sameName(s.empire, e.id) && mmStatus(c, s.fleet));
    const classes = ships.map((s) => w.classOf(s));
    const kinds = classes.map(unitKind);
    const out: string[] = [];
    const say = (text: string, rule: string) => out.push(`Fleets: ${e.id}'s merchant marine navy: ${text} (GC ${rule}).`);
    // Z2.10: the fourth and later open-space bases' freighters (1 F-L, 2 F-S each, E1.35) are bought.
    const race = (k: string) => c.classes.find((x) => sameName(x.race, e.race) && unitKind(x) === k)?.ebpv ?? 0;
    const extraBases = Math.max(0, convoyNeeds(c, e.id).openSpaceBases - FREE_BASES);
    const freighters = extraBases * (race('F-L') + 2 * race('F-S'));
    const spent = Math.round((classes.reduce((sum, k) => sum + (k?.ebpv ?? 0), 0) + freighters) * 10) / 10;
    if (spent > budget)
      say(
        `${spent} EPV bought${freighters ? ` (${freighters} of it the freighters of ${extraBases} open-space bases past three, Z2.10)` : ''}, over its MM navy budget of ${budget}`,
        'Z2.20',
      );
    for (const limit of LIMITS) {
      const n = kinds.filter(limit.is).length;
      if (n > limit.max) say(`${n} ${limit.name}, ${limit.max} at most`, limit.rule);
    }
    const row = extraRow(c, 'Empires', e.id);
    const need = Math.ceil(((Number(row[MINEFIELDS]) || 0) + 8 * (Number(row[SATURATED]) || 0)) / 50);
    for (const k of ['F-ML', 'F-MS']) {
      const n = kinds.filter((x) => x === k).length;
      if (n > need) say(`${n} ${k}, more than the ${need} its minefields want (E4.50)`, 'Z2.30');
    }
    // Z2.50: the police ships' EPV within the POL budget.
    const pol = Math.round(classes.filter((k) => unitKind(k) === 'POL').reduce((sum, k) => sum + (k?.ebpv ?? 0), 0) * 10) / 10;
    const polBudget = Number(extraRow(c, 'Empires', e.id)[MM_POL_BUDGET]) || 0;
    if (pol > polBudget) say(`${pol} EPV of police ships (POL) bought, over its MM POL budget of ${polBudget}`, 'Z2.50');
    if (classes.some((k) => hasRole(k, 'MON') || /^L?MON$/.test(unitKind(k)))) say('a monitor bought: the GM assigns them', 'Z2.60');
    return out;
  });
}
