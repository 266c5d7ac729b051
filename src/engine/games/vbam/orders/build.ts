// Build (`VBAM Turn Orders`, `VBAM Construction Completion`): a class of the empire's race in service
// by its Tech Year, at a sector where it has a colony with utilized Productivity (its Orbital Shipyards
// add to it). Paid now; a Construction row waits for Construction Completion. Target: the sector; Build
// class: the class; Extras: how many (flights and ground units), or "from <sector>" for a base built in
// another system, which needs one Transport Fleet there per 10 EP, and "pay N" to begin it paying N EP of
// its cost now, the rest at Construction Completion (VB110). A Colony Fleet takes one Census of the colony
// when completed, so the colony must have one to spare for each under construction (VB30, VB92).

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { classesOffered } from '../classes';
import { civilianKind, colonyAt, costOf, raceOf, sectorOf, unitClassOf, unitKind, yardAt } from '../units';
import { colonyFleetProblem } from '../colonisation';
import { groundUnitLimit } from '../assets';
import { addWork, pay, shortOf, techYearOf } from './work';

export interface BuildParams {
  sector: string;
  className: string;
  count: number;
  /** A base built in another system: the colony whose capacity builds it. */
  from: string;
  /** EP paid now when begun before full payment ("pay N", VB110); undefined: the cost in full. */
  pay?: number;
}

/** The Transport Fleets a base built in another system needs: one per 10 EP (rounded up). */
export const transportsFor = (cost: number) => Math.ceil(cost / 10);

/** The empire's Transport Fleets in a sector. */
export function transportsAt(t: VbamTurn, empire: string, sector: string): number {
  return t.w.shipsOfEmpire(empire).filter((s) => s.shipClass.toLowerCase() === 'transport fleet' && sectorOf(t, s) === sector).length;
}

function parse(o: Order): BuildParams | Refusal {
  if (!o.target.trim()) return refuse({ code: 'blank', column: 'Target', want: 'the sector to build at' });
  if (!o.buildClass.trim()) return refuse({ code: 'blank', column: 'Build class', want: 'the class to build' });
  const payment = /(?:^|\s)pay\s+(\S+)\s*$/i.exec(o.extras.trim());
  const extras = (payment ? o.extras.trim().slice(0, payment.index) : o.extras).trim();
  const from = /^from\s+(\S+)$/i.exec(extras);
  const count = extras === '' || from ? 1 : Number(extras);
  if (!Number.isInteger(count) || count < 1) return refuse({ code: 'bad-count', text: extras });
  const pay = payment ? Number(payment[1]) : undefined;
  if (pay !== undefined && !Number.isInteger(pay)) return refuse({ code: 'bad-amount', text: payment![1] });
  return { sector: o.target.trim().toUpperCase(), className: o.buildClass.trim(), count, from: from ? from[1].toUpperCase() : '', pay };
}

/** Ground units already ordered at a sector this turn. */
function groundOrdered(t: VbamTurn, empire: string, sector: string): number {
  return t.v.construction
    .filter((w) => w.empire === empire && w.sector === sector && w.job === 'Build' && w.ordered === t.w.season)
    .filter((w) => {
      const u = unitClassOf(t, empire, w.className);
      return !!u && unitKind(u) === 'ground';
    })
    .reduce((n, w) => n + w.count, 0);
}

/** Colony Fleets the empire has under construction at a sector (the Construction tab). */
function colonyFleetsBuilding(t: VbamTurn, empire: string, sector: string): number {
  return t.v.construction
    .filter(
      (w) => w.empire === empire && w.sector === sector && w.job === 'Build' && civilianKind({ shipClass: w.className }) === 'Colony Fleet',
    )
    .reduce((n, w) => n + w.count, 0);
}

function check(t: VbamTurn, empire: string, _o: Order, p: BuildParams): Refusal | undefined {
  const race = raceOf(t.w.c, empire);
  const unit = unitClassOf(t, empire, p.className);
  if (!unit) return refuse({ code: 'no-class', className: p.className, race });
  const techYear = techYearOf(t, empire);
  const offered = classesOffered(t.v.units, race, techYear).find((u) => u.name === unit.name);
  if (!offered) return refuse({ code: 'not-in-service', className: unit.name, inService: unit.inService, techYear });
  const kind = unitKind(offered);
  if (p.from) {
    if (kind !== 'base') return refuse({ code: 'not-a-base', className: unit.name });
    if (!yardAt(t, empire, p.from).capacity) return refuse({ code: 'no-yard', sector: p.from });
    const need = transportsFor(costOf(offered, p.count));
    const have = transportsAt(t, empire, p.sector);
    if (have < need) return refuse({ code: 'no-transports', sector: p.sector, need, have });
  } else if (!yardAt(t, empire, p.sector).capacity) return refuse({ code: 'no-yard', sector: p.sector });
  if (kind === 'ground') {
    const limit = groundUnitLimit(colonyAt(t, empire, p.sector)!);
    const already = groundOrdered(t, empire, p.sector);
    if (already + p.count > limit) return refuse({ code: 'ground-limit', sector: p.sector, limit, already });
  }
  const colony = colonyAt(t, empire, p.sector);
  if (colony && civilianKind({ shipClass: offered.name }) === 'Colony Fleet') {
    const problem = colonyFleetProblem(colony, colonyFleetsBuilding(t, empire, p.sector) + p.count);
    if (problem) return refuse({ code: 'colony-fleet', problem });
  }
  const cost = costOf(offered, p.count);
  if (p.pay === undefined) return shortOf(t, empire, cost);
  if (kind === 'ground') return refuse({ code: 'ground-in-full', className: unit.name });
  if (p.pay < 1 || p.pay >= cost) return refuse({ code: 'bad-payment', pay: p.pay, cost });
  return shortOf(t, empire, p.pay);
}

function carry(t: VbamTurn, empire: string, o: Order, p: BuildParams): string {
  const race = raceOf(t.w.c, empire);
  const unit = classesOffered(t.v.units, race, techYearOf(t, empire)).find((u) => u.name.toLowerCase() === p.className.toLowerCase())!;
  const cost = costOf(unit, p.count);
  const paid = p.pay ?? cost;
  const what = `${p.count > 1 ? `${p.count} × ` : ''}${unit.name}`;
  pay(t, empire, paid, `build ${what} at ${p.sector}${paid < cost ? ` (${paid} of ${cost} EP)` : ''}`);
  const work = addWork(t, empire, o, {
    job: 'Build',
    className: unit.name,
    sector: p.sector,
    paid,
    owed: cost - paid,
    count: p.count,
    from: p.from,
  });
  const how =
    paid < cost ? `, ${paid} EP paid now and ${cost - paid} owed, paid at Construction Completion as the Point Pool allows (VB110)` : '';
  return `Building ${what} at ${p.sector}${p.from ? ` with ${p.from}'s capacity` : ''} for ${cost} EP (${work.id})${how}; it completes at Construction Completion${paid < cost ? ' once paid in full' : ''}.`;
}

export const BUILD: VbamOrderRule<BuildParams> = {
  parse,
  check,
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
  choices: (t, empire) => ({
    buildClasses: classesOffered(t.v.units, raceOf(t.w.c, empire), techYearOf(t, empire)).map((u) => u.name),
    targets: t.v.colonies.filter((c) => c.owner === empire && yardAt(t, empire, c.sector).capacity > 0).map((c) => c.sector),
  }),
};
