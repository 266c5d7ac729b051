// New Year income (EaW 3.0, 3c, 12a, 14.0, 10i): what each mine and each income ground base with a CPL
// earns in a year, prorated by the season it was set up, cut where an enemy fleet is trapped.

import type { Campaign } from '../../core/model';
import { parseStamp } from '../../core/calendar';
import { basesAt } from './bases';

/** EaW 3c/12a: a developed mine yields this much a year. */
export const MINE_INCOME = 100;
/** EaW 14.0: yearly BPV of each income ground base with a CPL in the system. */
export const BASE_INCOME = { gsa: 10, gso: 5, gms: 5 } as const;
/** EaW 12a/14.0: share of a year's income by the season a site was set up in that year. */
const PRORATION: Record<string, number> = { Setup: 1, Spring: 1, Summer: 0.75, Fall: 0.5, Winter: 0.25 };
/** EaW 10i: a trapped enemy fleet cuts a site's income by 75%. */
const DISRUPTED = 0.25;

/** The share of `year`'s income a site set up at `since` earns: full if set up in an earlier year. */
export function proration(since: string, year: number): number {
  const st = parseStamp(since);
  if (!st || st.year < year) return 1;
  if (st.year > year) return 0;
  return PRORATION[st.season] ?? 1;
}

export interface IncomeLine {
  system: string;
  amount: number;
  why: string;
}

/**
 * An empire's income for `year` (EaW 3c, 12a, 14.0): each developed mine 100 BPV, and with a CPL in
 * the system GSA 10 at a developed colony, GSO 5 at a dead planet, GMS 5 at a developed mine, each
 * prorated by the season it was set up; cut by 75% where an enemy fleet is trapped (10i).
 * Colonies earn nothing themselves (the "Future Reference" table of EaW is not in force).
 */
export function yearIncome(empire: string, year: number, c: Campaign, trappedEnemyAt: (systemId: string) => boolean): IncomeLine[] {
  const lines: IncomeLine[] = [];
  for (const s of c.systems.filter((x) => x.owner === empire)) {
    const b = basesAt(c, s.id);
    const parts: string[] = [];
    let amount = 0;
    if (s.development === 'Mine') {
      const share = proration(s.developedIn, year);
      amount += MINE_INCOME * share;
      parts.push(`mine ${MINE_INCOME}${share < 1 ? ` x ${share * 100}%` : ''} (EaW 3c, 12a)`);
    }
    if (b.cpl) {
      const share = proration(b.installedIn, year);
      const bases =
        (s.development === 'Colony' ? b.gsa * BASE_INCOME.gsa : 0) +
        (s.planet === 'Dead' ? b.gso * BASE_INCOME.gso : 0) +
        (s.development === 'Mine' ? b.gms * BASE_INCOME.gms : 0);
      if (bases) {
        amount += bases * share;
        parts.push(`ground bases ${bases}${share < 1 ? ` x ${share * 100}%` : ''} with a CPL (EaW 14.0)`);
      }
    }
    if (!amount) continue;
    if (trappedEnemyAt(s.id)) {
      amount *= DISRUPTED;
      parts.push('cut by 75%: an enemy fleet is trapped here (EaW 10i)');
    }
    lines.push({ system: s.id, amount: Math.round(amount * 10) / 10, why: parts.join(', ') });
  }
  return lines;
}
