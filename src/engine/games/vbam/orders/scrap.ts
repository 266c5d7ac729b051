// Scrap (`VBAM Construction Completion`): units of the empire (mothballed ones too) where it could build
// them, or construction begun (a Build row of the Construction tab), for 50% of the EP back, rounded
// down (VB18), credited now; it takes no construction capacity. Ships: the units; or Target: the
// construction's id.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { isRefusal } from './rule';
import { scrapValue } from '../assets';
import { costOf, isMothballed, sectorOf, yardAt } from '../units';
import { OwnShip, ownShip } from './work';

export interface ScrapParams {
  ships: string[];
  work: string;
}

function parse(o: Order): ScrapParams | Refusal {
  const work = o.target.trim().toUpperCase();
  if (!o.ships.length && !work)
    return refuse({ code: 'blank', column: 'Ships', want: 'the units to scrap (or in Target the construction to cancel)' });
  return { ships: o.ships, work };
}

/** Each unit, mothballed or not, at a sector where the empire can build. */
function units(t: VbamTurn, empire: string, ids: string[]): OwnShip[] | Refusal {
  const all: OwnShip[] = [];
  for (const id of ids) {
    const s = ownShip(t, empire, id, isMothballed(t, id));
    if (isRefusal(s)) return s;
    const sector = sectorOf(t, s.ship);
    if (!yardAt(t, empire, sector).capacity) return refuse({ code: 'no-shipyard', ship: id, sector, why: 'colony that could build it' });
    all.push(s);
  }
  return all;
}

const workOf = (t: VbamTurn, empire: string, id: string) =>
  t.v.construction.find((w) => w.id.toUpperCase() === id && w.empire === empire && w.job === 'Build');

function check(t: VbamTurn, empire: string, _o: Order, p: ScrapParams): Refusal | undefined {
  if (p.work && !workOf(t, empire, p.work)) return refuse({ code: 'no-work', work: p.work });
  const ships = units(t, empire, p.ships);
  return isRefusal(ships) ? ships : undefined;
}

function carry(t: VbamTurn, empire: string, _o: Order, p: ScrapParams): string {
  const done: string[] = [];
  const credit = (ep: number, what: string) => {
    if (ep) t.w.addLedger(empire, ep, `VBAM Turn Orders: scrapping ${what}`, 'VBAM Orders');
    done.push(`${what} (${ep} EP back)`);
  };
  if (p.work) {
    const work = workOf(t, empire, p.work)!;
    t.v.construction = t.v.construction.filter((w) => w !== work);
    credit(scrapValue(work.paid), `construction ${work.id} of ${work.className}`);
  }
  const ships = units(t, empire, p.ships) as OwnShip[];
  for (const s of ships) credit(scrapValue(costOf(s.unit)), `${s.ship.id} (${s.unit.name})`);
  t.w.removeShips(ships.map((s) => s.ship));
  t.v.mothballed = t.v.mothballed.filter((m) => !p.ships.includes(m.ship));
  return `Scrapped ${done.join(', ')}.`;
}

export const SCRAP: VbamOrderRule<ScrapParams> = {
  parse,
  check,
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
  choices: (t, empire) => ({ targets: t.v.construction.filter((w) => w.empire === empire && w.job === 'Build').map((w) => w.id) }),
};
