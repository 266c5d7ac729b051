// `VBAM Construction Completion`: the work of the Construction tab, oldest order first and then in the
// admiral's order (its Priority, the order row), takes each sector's construction capacity (utilized
// Productivity × RAW) and dock spaces (utilized Productivity; ships only) until they run out; the rest
// is Delayed and goes on next turn (VB40, VB41). Work done: new units join a fleet of the turn's new
// construction in their sector (VB43), repairs make ships whole, conversions change the base's class,
// mothballs and reactivations change the ship's status (VB44). A Colony Fleet takes one Census of its
// colony as it is launched; while the colony cannot spare one it waits, Delayed (VB92). Productivity
// purchases wait for Update Assets. Work begun before full payment is paid from the Point Pool here as
// far as it holds, and finishes only once paid; a base built in another system shares its sector's
// Transport Fleets with the owner's other such work in the owner's order, and the points of those left
// without them are lost, owed again (VB110).

import { inPlay, newFleet, newShip } from '../../../core/model';
import { groupBy } from '../../../core/ids';
import { parseMoment, turnNumber } from '../../../core/calendar';
import type { VbamTurn } from '../turnState';
import type { Work } from '../state';
import { VBAM_CALENDAR } from '../calendar';
import { civilianKind, colonyAt, unitClassOf, unitKind, Yard, yardAt } from '../units';
import { transportsAt, transportsFor } from '../orders/build';
import { colonyFleetProblem, embarkCensus } from '../colonisation';

const orderedTurn = (w: Work) => {
  const m = parseMoment(VBAM_CALENDAR, w.ordered);
  return m ? turnNumber(VBAM_CALENDAR, m) : -1;
};

/** The order work is done in: the oldest order first, then the admiral's Priority (VB41). */
export function workOrder(a: Work, b: Work): number {
  return orderedTurn(a) - orderedTurn(b) || a.priority - b.priority || a.id.localeCompare(b.id);
}

interface Site {
  yards: Map<string, Yard>;
  /** The Transport Fleets left to each base built in another system (VB110, VB113: shareTransports). */
  transports: Map<Work, number>;
  /** The fleet of this turn's new construction per sector (VB43). */
  fleets: Map<string, string>;
}

/** The units a finished Build makes, in a fleet of the turn's new construction at the sector. */
function launch(t: VbamTurn, site: Site, work: Work): string[] {
  const { w } = t;
  let fleet = site.fleets.get(work.sector);
  if (!fleet) {
    fleet = w.addFleet(
      newFleet(w.nextId('fleet', `${work.empire}-`), work.empire, work.sector, w.season, `New construction ${w.season}`),
    ).id;
    site.fleets.set(work.sector, fleet);
  }
  const ids: string[] = [];
  for (let i = 0; i < work.count; i++)
    ids.push(w.addShip(newShip(w.nextId('ship', `${work.empire}-`), work.empire, fleet, work.className, 0)).id);
  return ids;
}

const buildsColonyFleets = (work: Work) => work.job === 'Build' && civilianKind({ shipClass: work.className }) === 'Colony Fleet';

/** Colony Fleets launched each take one Census of their colony aboard (`VBAM Update Assets`, VB92). */
function embarkSettlers(t: VbamTurn, work: Work, ids: string[]): string {
  const colony = colonyAt(t, work.empire, work.sector)!;
  for (const id of ids) embarkCensus(t, colony, work.empire, [id]);
  return `; ${ids.length > 1 ? 'each takes' : 'it takes'} one Census of ${colony.system} aboard (Census ${colony.census} left)`;
}

/** What a finished piece of work does, in words. */
function finish(t: VbamTurn, site: Site, work: Work): string {
  const ship = t.w.ship(work.unit);
  switch (work.job) {
    case 'Build': {
      const ids = launch(t, site, work);
      const settlers = buildsColonyFleets(work) ? embarkSettlers(t, work, ids) : '';
      return `${work.count > 1 ? `${work.count} × ` : ''}${work.className} completed at ${work.sector}: ${ids.join(', ')}${settlers}`;
    }
    case 'Repair':
      ship!.condition = 'OK';
      return `${work.unit} repaired at ${work.sector}`;
    case 'Upgrade':
      ship!.shipClass = work.className;
      return `${work.unit} converted to ${work.className} at ${work.sector}`;
    case 'Mothball':
      t.v.mothballed.push({ ship: work.unit, empire: work.empire, since: t.w.season });
      return `${work.unit} mothballed at ${work.sector}: no maintenance from the next Income phase`;
    case 'Reactivate':
      t.v.mothballed = t.v.mothballed.filter((m) => m.ship !== work.unit);
      return `${work.unit} reactivated at ${work.sector}`;
    case 'Productivity':
      return '';
  }
}

/**
 * What the work takes this turn: capacity (what is left of its cost) and a dock (a ship built,
 * repaired or reactivated). Ground units are never partly built: all their cost or nothing.
 */
function progress(t: VbamTurn, yard: Yard, work: Work): 'done' | 'delayed' {
  const unit = unitClassOf(t, work.empire, work.className);
  const kind = unit ? unitKind(unit) : 'ship';
  const dock = (work.job === 'Build' || work.job === 'Repair' || work.job === 'Reactivate') && kind === 'ship';
  if (dock && yard.docks < 1) return 'delayed';
  if (work.owed > 0 && work.progress >= work.paid) return 'delayed';
  const need = work.job === 'Reactivate' ? 0 : Math.max(0, work.paid - work.progress);
  const spend = kind === 'ground' && need > yard.capacity ? 0 : Math.min(need, yard.capacity);
  if (need > 0 && spend === 0) return 'delayed';
  if (dock) yard.docks--;
  yard.capacity -= spend;
  work.progress += spend;
  return (work.progress >= work.paid && !work.owed) || work.job === 'Reactivate' ? 'done' : 'delayed';
}

/** Why work can no longer be done, if so: its ship is gone (destroyed, captured or scrapped since). */
function lostBecause(t: VbamTurn, work: Work): string | undefined {
  const ship = work.unit ? t.w.ship(work.unit) : undefined;
  if (work.unit && (!ship || ship.empire !== work.empire || ship.condition === 'Captured'))
    return `${work.job} of ${work.unit} is void: the ship is no longer yours (${work.paid} EP spent)`;
  return undefined;
}

/**
 * The Transport Fleets each base built in another system keeps (VB110): an empire's fleets in a sector go
 * to its works there in the owner's order: first those it chose to keep (Keep points, VB113), then VB41's
 * (the older order, then the Build row).
 */
function shareTransports(t: VbamTurn, works: Work[]): Map<Work, number> {
  const out = new Map<Work, number>();
  const carried = works.filter((w) => w.job === 'Build' && w.from);
  const bySite = groupBy(carried, (w) => `${w.empire}|${w.sector}`);
  for (const site of bySite.values()) {
    let left = transportsAt(t, site[0].empire, site[0].sector);
    for (const work of site.sort((a, b) => Number(b.keep) - Number(a.keep) || workOrder(a, b))) {
      const take = Math.min(transportsFor(work.paid), left);
      out.set(work, take);
      left -= take;
    }
  }
  return out;
}

/**
 * `VBAM Construction Completion`: a base built in another system needs a Transport Fleet there for each
 * 10 EP spent on it; the points the missing fleets carried are lost, and owed again (VB110). Words for the
 * report, or undefined when nothing is lost.
 */
function basePointsLost(site: Site, work: Work): string | undefined {
  const need = transportsFor(work.paid);
  const take = site.transports.get(work) ?? 0;
  const lost = work.paid - Math.min(work.paid, 10 * take);
  if (!lost) return undefined;
  work.paid -= lost;
  work.owed += lost;
  work.progress = Math.min(work.progress, work.paid);
  return `${work.id} (${work.className} at ${work.sector}) loses ${lost} EP: ${need} Transport Fleet(s) must carry its points there and ${take} are left for it after your earlier work; the ${lost} EP are owed again (VB110)`;
}

/** Work begun before full payment (or owing lost points) is paid from the Point Pool as far as it holds (VB110). */
function payOwed(t: VbamTurn, work: Work): string | undefined {
  if (!work.owed) return undefined;
  const amount = Math.min(work.owed, Math.max(0, t.w.treasury(work.empire)));
  if (amount)
    t.w.addLedger(work.empire, -amount, `VBAM Construction Completion: payment on ${work.id} (${work.className})`, 'VBAM Construction');
  work.paid += amount;
  work.owed -= amount;
  return `${work.id} (${work.className} at ${work.sector}): ${amount} EP paid from the Point Pool, ${work.owed} EP still owed (VB110)`;
}

/**
 * Why work waits this turn without taking capacity, if it does: a Colony Fleet whose colony can no
 * longer spare the Census it takes (it fell since the order, VB92), or is no longer the empire's.
 */
function waitsBecause(t: VbamTurn, work: Work): string | undefined {
  if (!buildsColonyFleets(work)) return undefined;
  const colony = colonyAt(t, work.empire, work.sector);
  if (!colony) return `there is no colony of yours at ${work.sector} to give its Census`;
  return colonyFleetProblem(colony, work.count);
}

export function constructionStep(t: VbamTurn): void {
  const { w, v } = t;
  const active = new Set(w.c.empires.filter(inPlay).map((e) => e.id));
  const site: Site = {
    yards: new Map(),
    fleets: new Map(),
    transports: shareTransports(
      t,
      v.construction.filter((w) => active.has(w.empire)),
    ),
  };
  const yard = (empire: string, sector: string) => {
    const key = `${empire}|${sector}`;
    if (!site.yards.has(key)) site.yards.set(key, yardAt(t, empire, sector));
    return site.yards.get(key)!;
  };
  const left: Work[] = [];
  for (const work of [...v.construction].sort(workOrder)) {
    if (work.job === 'Productivity' || !active.has(work.empire)) {
      left.push(work);
      continue;
    }
    const lost = lostBecause(t, work);
    const waits = lost ? undefined : waitsBecause(t, work);
    if (waits) {
      work.status = 'Delayed';
      w.report(
        work.empire,
        'Builds',
        `VBAM Construction Completion: ${work.id} (Build ${work.className} at ${work.sector}) waits: ${waits} (VB30); it goes on next turn.`,
      );
      left.push(work);
      continue;
    }
    // Points lost with their transports are owed again, paid and carried from the next turn on (VB110).
    const stranded = lost || !work.from ? undefined : basePointsLost(site, work);
    const paying = lost || stranded ? undefined : payOwed(t, work);
    for (const line of [stranded, paying])
      if (line) {
        w.report(work.empire, 'Builds', `VBAM Construction Completion: ${line}.`);
        w.log('Construction', work.empire, `VBAM Construction Completion: ${line}`);
      }
    if (stranded) {
      work.status = 'Delayed';
      left.push(work);
      continue;
    }
    if (lost || work.job === 'Mothball' || progress(t, yard(work.empire, work.from || work.sector), work) === 'done') {
      const line = `VBAM Construction Completion: ${lost ?? finish(t, site, work)} (${work.id}).`;
      w.report(work.empire, 'Builds', line);
      w.log('Construction', work.empire, line);
      continue;
    }
    work.status = 'Delayed';
    w.report(
      work.empire,
      'Builds',
      `VBAM Construction Completion: ${work.id} (${work.job} ${work.className || work.unit} at ${work.sector}) is delayed: ${work.progress} of ${work.paid} EP done${work.owed ? `, ${work.owed} EP owed` : ''}; it goes on next turn.`,
    );
    left.push(work);
  }
  v.construction = left;
}
