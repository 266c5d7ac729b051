// Raise productivity (`VBAM Update Assets`): +1 Productivity at one of the empire's colonies, at most
// once a turn each, for ten times the new value, paid now; it lands at Update Assets (phases/assets.ts).
// Target: the colony's sector.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { productivityCost } from '../assets';
import { colonyAt } from '../units';
import { addWork, pay, shortOf } from './work';

function parse(o: Order): string | Refusal {
  const sector = o.target.trim().toUpperCase();
  return sector || refuse({ code: 'blank', column: 'Target', want: "the colony's sector" });
}

function check(t: VbamTurn, empire: string, _o: Order, sector: string): Refusal | undefined {
  const colony = colonyAt(t, empire, sector);
  if (!colony) return refuse({ code: 'not-your-colony', sector });
  if (t.v.construction.some((w) => w.job === 'Productivity' && w.sector === sector && w.empire === empire))
    return refuse({ code: 'raised-already', sector });
  return shortOf(t, empire, productivityCost(colony));
}

function carry(t: VbamTurn, empire: string, o: Order, sector: string): string {
  const colony = colonyAt(t, empire, sector)!;
  const cost = productivityCost(colony);
  pay(t, empire, cost, `Productivity of ${colony.system} to ${colony.productivity + 1}`);
  addWork(t, empire, o, { job: 'Productivity', className: '', sector, paid: cost });
  return `${colony.system}'s Productivity rises to ${colony.productivity + 1} at Update Assets, for ${cost} EP.`;
}

export const RAISE_PRODUCTIVITY: VbamOrderRule<string> = {
  parse,
  check,
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
  choices: (t, empire) => ({ targets: t.v.colonies.filter((c) => c.owner === empire).map((c) => c.sector) }),
};
