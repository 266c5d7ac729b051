// Base upgrade (`VBAM Construction Completion`): a base converts to the next version (MB → BS → BATS →
// SB; a BSE counts as a BS), the newest of the empire's race in service by its Tech Year, paying the
// difference of the two costs now. The work takes that much capacity at Construction Completion, from
// a colony of the empire in the base's sector. Ships: the bases.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import type { UnitClass } from '../model';
import { refuse, Refusal } from './reason';
import { isRefusal } from './rule';
import { classesOffered } from '../classes';
import { costOf, nextBaseHull, raceOf, sectorOf, yardAt } from '../units';
import { addWork, OwnShip, ownShips, pay, shipsOf, shortOf, techYearOf } from './work';

/** The version a base converts to, or why it cannot. */
function nextVersion(t: VbamTurn, empire: string, { ship, unit }: OwnShip): UnitClass | Refusal {
  const hull = nextBaseHull(unit.hull);
  if (!hull) return refuse({ code: 'top-base', ship: ship.id, hull: unit.hull || unit.name });
  const techYear = techYearOf(t, empire);
  const next = classesOffered(t.v.units, raceOf(t.w.c, empire), techYear)
    .filter((u) => u.hull === hull)
    .sort((a, b) => b.inService - a.inService)[0];
  return next ?? refuse({ code: 'no-next-base', ship: ship.id, hull: unit.hull, techYear });
}

/** The difference of the costs (never below 0). */
const price = (from: UnitClass, to: UnitClass) => Math.max(0, costOf(to) - costOf(from));

function upgradable(t: VbamTurn, empire: string, s: OwnShip): Refusal | undefined {
  const next = nextVersion(t, empire, s);
  if (isRefusal(next)) return next;
  const sector = sectorOf(t, s.ship);
  return yardAt(t, empire, sector).capacity
    ? undefined
    : refuse({ code: 'no-shipyard', ship: s.ship.id, sector, why: 'colony with construction capacity' });
}

function check(t: VbamTurn, empire: string, _o: Order, ids: string[]): Refusal | undefined {
  const bases = ownShips(t, empire, ids, (s) => upgradable(t, empire, s));
  if (isRefusal(bases)) return bases;
  return shortOf(
    t,
    empire,
    bases.reduce((n, s) => n + price(s.unit, nextVersion(t, empire, s) as UnitClass), 0),
  );
}

function carry(t: VbamTurn, empire: string, o: Order, ids: string[]): string {
  const done = (ownShips(t, empire, ids, () => undefined) as OwnShip[]).map((s) => {
    const next = nextVersion(t, empire, s) as UnitClass;
    const cost = price(s.unit, next);
    pay(t, empire, cost, `conversion of ${s.ship.id} from ${s.unit.name} to ${next.name}`);
    addWork(t, empire, o, { job: 'Upgrade', className: next.name, sector: sectorOf(t, s.ship), paid: cost, unit: s.ship.id });
    return `${s.ship.id} to ${next.name} for ${cost} EP`;
  });
  return `Converting ${done.join(', ')}: done at Construction Completion.`;
}

export const BASE_UPGRADE: VbamOrderRule<string[]> = {
  parse: shipsOf,
  check,
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
};
