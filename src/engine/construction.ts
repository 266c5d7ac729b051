// Building ships: price with the similar-hull penalty (EaW 17f), own race only (EaW 2b, 6c).

import { newFleet, Ship, ShipClass, hasRole } from './model';
import { Catalog } from './catalog';
import { key, sameId } from './ids';
import { fleetLimit, fleetProblems, fleetStrength } from './fleets';
import { extrasItems } from './orders';
import type { Handler, Plot } from './plotting';

/** EaW 17f: a warship hull is penalised from this EBPV up, by size class. */
const PENALTY_THRESHOLD: Partial<Record<number, number>> = { 2: 225, 3: 160, 4: 100 };
export const SIMILAR_HULL_FREE = 2;
export const SIMILAR_HULL_PENALTY = 0.3;

export interface BuildPrice {
  cls: ShipClass;
  /** Ships of the same hull type the empire has alive, including earlier builds in the same list. */
  sameHull: number;
  penalised: boolean;
  cost: number;
}

/** Whether EaW 17f can apply to a class at all: warships at or over the threshold of their size class. */
export function penaltyApplies(cls: ShipClass): boolean {
  if (hasRole(cls, 'civilian') || hasRole(cls, 'small auxiliary') || hasRole(cls, 'large auxiliary')) return false;
  if (hasRole(cls, 'FRD') || hasRole(cls, 'base')) return false;
  const threshold = PENALTY_THRESHOLD[cls.sizeClass];
  return threshold !== undefined && cls.ebpv >= threshold;
}

/** Why a class of the empire's own race cannot be ordered by a Build row this year, if it cannot. */
export function buildProblem(cls: ShipClass, year: number): string | undefined {
  if (hasRole(cls, 'FRD')) return 'an FRD is placed with a New FRD order (EaW 15a)';
  if (hasRole(cls, 'base')) return 'bases are installed with an Install order (EaW 14.0)';
  if (cls.yearInService > year) return `${cls.name} enters service in Y${cls.yearInService} (EaW 2d, 3a)`;
  return undefined;
}

/** The race an empire builds from (EaW 2b): the race of its own, uncaptured ships. */
export function empireRace(empire: string, ships: Ship[], catalog: Catalog): string | undefined {
  const own = ships.find((s) => sameId(s.empire, empire) && s.condition !== 'Captured' && catalog.get(s.shipClass));
  return own ? catalog.get(own.shipClass)!.race : undefined;
}

/** What an empire's builds are priced from: its race (EaW 2b) and its ships alive by hull type (EaW 17f). */
export interface Holdings {
  race: string | undefined;
  hulls: Map<string, number>;
}

export function holdings(empire: string, ships: Ship[], catalog: Catalog): Holdings {
  const hulls = new Map<string, number>();
  for (const s of ships) {
    if (!sameId(s.empire, empire)) continue;
    const hull = catalog.hullOf(s.shipClass);
    hulls.set(hull, (hulls.get(hull) ?? 0) + 1);
  }
  return { race: empireRace(empire, ships, catalog), hulls };
}

/**
 * Prices a list of builds in order (EaW 17f): the 3rd and later ship of an identical hull type the
 * empire has alive pays +30% EBPV, so the 2nd D7 of an order list may be free of penalty and the 3rd not.
 * Returns an error string for a build that cannot be priced.
 */
export function priceBuilds(classNames: string[], empire: string, held: Holdings, catalog: Catalog): Array<BuildPrice | string> {
  const alive = new Map(held.hulls);
  const race = held.race;
  return classNames.map((name) => {
    const cls = catalog.get(name);
    if (!cls) return `unknown class "${String(name).trim()}"`;
    if (race && key(cls.race) !== key(race)) return `${cls.name} is ${cls.race}; ${empire} builds ${race} ships only (EaW 2b)`;
    const hull = catalog.hullOf(cls.name);
    const sameHull = alive.get(hull) ?? 0;
    alive.set(hull, sameHull + 1);
    const penalised = penaltyApplies(cls) && sameHull >= SIMILAR_HULL_FREE;
    return { cls, sameHull, penalised, cost: Math.round(cls.ebpv * (penalised ? 1 + SIMILAR_HULL_PENALTY : 1)) };
  });
}

// --- Build orders (EaW 6.0-6c, 15a, 15d, 17ee, 33.0 #3) -------------------------------------------

/** Dock points an FRD builds per season (EaW 6.0). */
export const FRD_DOCK_POINTS = 36;
/** X-ships an empire may have, in EBPV (EaW 17ee). */
export const X_SHIP_CAP = 1000;
export const NEW_FRD_BPV = 200;
export const NEW_FRD_MP = 3;

/** Extras bought with a ship (EaW 6a, 6b): fighters and PFs at their CBPV each, other extras at a BPV. */
export interface BuildExtras {
  fighters: number;
  fighterCbpv: number;
  pfs: number;
  pfCbpv: number;
  extras: number;
  noMp: boolean;
  name: string;
}

/** EaW 6a, 6b, 17.0: fighters and PFs as count@CBPV each, drone speed and other extras as CBPV. */
export const BUILD_EXTRAS_EXAMPLE = '0 MP, fighters 6@6, pfs 4@20, drone speed 10, name Kahless';

/** The Extras cell of a Build row, as the admiral typed it. */
export function parseBuildExtras(text: string): BuildExtras | string {
  const out: BuildExtras = { fighters: 0, fighterCbpv: 0, pfs: 0, pfCbpv: 0, extras: 0, noMp: false, name: '' };
  for (const { word, value } of extrasItems(text)) {
    const attrition = /^(\d+)\s*@\s*(\d+(?:\.\d+)?)$/.exec(value);
    if (word === 'mp' && value === '0') out.noMp = true;
    else if ((word === 'fighters' || word === 'pfs') && attrition) {
      out[word] = Number(attrition[1]);
      out[word === 'fighters' ? 'fighterCbpv' : 'pfCbpv'] = Number(attrition[2]);
    } else if (['extras', 'drones', 'drone speed'].includes(word) && /^\d+(\.\d+)?$/.test(value)) out.extras = Number(value);
    else if (word === 'name' && value) out.name = value.replace(/^"|"$/g, '');
    else return `Extras "${`${word} ${value}`.trim()}" is not understood: write e.g. "${BUILD_EXTRAS_EXAMPLE}"`;
  }
  return out;
}

export const planBuild: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  if (!cmd.buildClass) return 'name the class to build in the Build class column';
  if (plot.moved(fleet.id))
    return `${fleet.id} has jumps before this row: a new ship joins its fleet at the FRD, so order builds before moving (EaW 6c)`;
  if (plot.plan(fleet.id).lockedBy) return `${fleet.id} ${plot.plan(fleet.id).lockedBy}`;
  const frds = w.fleetsAt(fleet.location).filter((f) => sameId(f.empire, plot.empire) && w.isFrdFleet(f.id));
  if (frds.length === 0) return `no FRD of yours at ${fleet.location}: ships are built at an FRD (EaW 6.0, 15d)`;
  const working = frds.filter((f) => !plot.newFrds.has(key(f.id)));
  if (working.length === 0) return `the FRD at ${fleet.location} was placed this season and builds from next season (EaW 15a)`;
  const extras = parseBuildExtras(cmd.extras);
  if (typeof extras === 'string') return extras;
  const price = priceBuilds([cmd.buildClass], plot.empire, w.holdings(plot.empire), w.catalog)[0];
  if (typeof price === 'string') return price;
  const cls = price.cls;
  const unbuildable = buildProblem(cls, w.c.settings.year);
  if (unbuildable) return unbuildable;
  if (hasRole(cls, 'X-ship')) {
    // 17ee: captured X-ships never count, inspected or not. An empire builds its own race only and no two
    // empires share a race (2b), so an X-ship of another race in its navy is a capture.
    const x = w
      .shipsOfEmpire(plot.empire)
      .map((s) => ({ s, c: w.catalog.get(s.shipClass) }))
      .filter(({ s, c }) => s.condition !== 'Captured' && hasRole(c, 'X-ship') && sameId(c!.race, cls.race))
      .reduce((sum, { c }) => sum + c!.ebpv, 0);
    if (x + cls.ebpv > X_SHIP_CAP) return `X-ships would come to ${x + cls.ebpv} EBPV, over ${X_SHIP_CAP} (EaW 17ee)`;
  }
  // EaW 6.0 and 33.0 #3: one build action per FRD each season, up to 36 dock points per FRD; a ship
  // over 36 needs two FRDs in the system, or one FRD's build actions of two seasons at 0 MP.
  const site = key(fleet.location);
  const work = plot.frdWork.get(site) ?? { dock: 0, paid: false };
  const capacity = FRD_DOCK_POINTS * Math.min(2, working.length);
  const twoSeasons = cls.dockPoints > capacity && working.length === 1;
  if (twoSeasons && cls.dockPoints > 2 * FRD_DOCK_POINTS)
    return `${cls.name} needs ${cls.dockPoints} dock points: more than one FRD builds in two seasons (EaW 6.0)`;
  if (twoSeasons && (work.dock > 0 || work.paid))
    return `${cls.name} needs ${cls.dockPoints} dock points: the FRD at ${fleet.location} builds it over two seasons with its whole build action, which this season is taken already (EaW 6.0)`;
  if (!twoSeasons && work.dock + cls.dockPoints > capacity)
    return `dock points: ${work.dock} used this season + ${cls.dockPoints} is over ${capacity} (EaW 6.0)`;
  const ship: Ship = {
    ...blankShip(fleet.empire, fleet.id, cls.name),
    name: extras.name,
    fighters: extras.fighters,
    fighterCbpv: extras.fighterCbpv,
    pfs: extras.pfs,
    pfCbpv: extras.pfCbpv,
    extrasCbpv: extras.extras,
  };
  const limit = fleetLimit(w.c.settings.year, w.c.settings.startYear);
  const problems = fleetProblems(fleetStrength([...w.shipsOf(fleet.id), ship], w.catalog), limit, false);
  if (problems.length) return `${fleet.id} with a new ${cls.name} would break the fleet rules: ${problems.join('; ')} (EaW 6c)`;
  const mpNeeded = cls.dockPoints > FRD_DOCK_POINTS ? 2 : 1;
  const mp = extras.noMp || work.paid ? 0 : mpNeeded;
  const movesNow = work.paid ? work.movesNow : mp > 0;
  const cost = price.cost + extras.fighters * extras.fighterCbpv + extras.pfs * extras.pfCbpv + extras.extras;
  const penalty = price.penalised ? ' with the +30% similar-hull penalty (EaW 17f)' : '';
  if (twoSeasons) {
    return {
      text: `Build ${cls.name} for ${fleet.id} at the FRD at ${fleet.location} over two seasons, 0 MP (EaW 6.0)${penalty}`,
      mp: 0,
      bpv: cost,
      when: 'now',
      commit: () => plot.frdWork.set(site, { dock: capacity, paid: true, movesNow: false }),
      apply: () => {
        w.c.deferred.builds.push({
          season: w.season,
          empire: plot.empire,
          fleet: fleet.id,
          system: w.system(fleet.location)!.id,
          shipClass: cls.name,
          extras: cmd.extras,
          cost,
          row: cmd.row,
        });
        w.addLedger(plot.empire, -cost, `Build ${cls.name} over two seasons (EaW 6.0)${penalty}`, fleet.location);
        w.report(
          plot.empire,
          'Builds',
          `${cls.name} begun at ${fleet.location} for ${cost} BPV${penalty}: the FRD finishes it next season, into ${fleet.id}, and it moves the season after (EaW 6.0).`,
        );
        return `${cls.name} begun at ${fleet.location}: finished next season into ${fleet.id} (EaW 6.0)${penalty}`;
      },
    };
  }
  return {
    text: `Build ${cls.name} into ${fleet.id}${penalty}`,
    mp,
    bpv: cost,
    when: 'now',
    locks: movesNow ? undefined : 'takes a ship built for 0 MP, which moves next season (EaW 6.0)',
    commit: () => plot.frdWork.set(site, { dock: work.dock + cls.dockPoints, paid: true, movesNow }),
    apply: () => {
      ship.id = w.nextId('ship', `${plot.empire}-`);
      w.addShip(ship);
      w.addLedger(plot.empire, -cost, `Build ${cls.name}${penalty}`, ship.id);
      w.report(plot.empire, 'Builds', `${ship.id} ${cls.name} built at ${fleet.location} into ${fleet.id} for ${cost} BPV${penalty}.`);
      return `built ${ship.id} (${cls.name}) into ${fleet.id}${penalty}`;
    },
  };
};

/**
 * EaW 6.0: a ship begun at one FRD last season is finished by that FRD's build action this season (no
 * other build there), into the fleet it was ordered for if that fleet is there, else into a new fleet;
 * built for 0 MP, it moves next season. Without an FRD there to finish it, it is lost.
 */
export function finishConstruction(plot: Plot): void {
  const w = plot.w;
  const builds = w.c.deferred.builds;
  for (const b of builds.filter((x) => sameId(x.empire, plot.empire) && x.season !== w.season)) {
    builds.splice(builds.indexOf(b), 1);
    const frds = w.fleetsAt(b.system).filter((f) => sameId(f.empire, plot.empire) && w.isFrdFleet(f.id));
    const extras = parseBuildExtras(b.extras);
    if (frds.length === 0 || typeof extras === 'string') {
      w.report(
        plot.empire,
        'Builds',
        `The ${b.shipClass} under construction at ${b.system} is lost: no FRD of yours is there to finish it (EaW 6.0).`,
      );
      continue;
    }
    let fleet = w.fleet(b.fleet);
    if (!fleet || !sameId(fleet.empire, plot.empire) || !sameId(fleet.location, b.system)) {
      fleet = w.addFleet(newFleet(w.nextId('fleet', `${plot.empire}-`), plot.empire, b.system, w.season));
    }
    const ship: Ship = {
      ...blankShip(plot.empire, fleet.id, b.shipClass),
      id: w.nextId('ship', `${plot.empire}-`),
      name: extras.name,
      fighters: extras.fighters,
      fighterCbpv: extras.fighterCbpv,
      pfs: extras.pfs,
      pfCbpv: extras.pfCbpv,
      extrasCbpv: extras.extras,
    };
    w.addShip(ship);
    plot.frdWork.set(key(b.system), { dock: FRD_DOCK_POINTS * Math.min(2, frds.length), paid: true, movesNow: false });
    plot.plan(fleet.id).lockedBy = 'takes a ship finished this season for 0 MP, which moves next season (EaW 6.0)';
    w.report(
      plot.empire,
      'Builds',
      `${ship.id} ${b.shipClass} finished at ${b.system} into ${fleet.id}, begun in ${b.season}; it moves next season (EaW 6.0).`,
    );
  }
}

/** EaW 15a: a new FRD, for 3 MP and 200 BPV, at an own developed mine or colony with no enemy fleet. */
export const planNewFrd: Handler = (plot, cmd) => {
  const w = plot.w;
  const site = w.system(cmd.target);
  if (!site) return `give the system for the new FRD in Target (no system "${cmd.target}")`;
  if (!site.development || !sameId(site.owner, plot.empire)) return `${site.id} is not your developed mine or colony (EaW 15a)`;
  if (w.fleetsAt(site.id).some((f) => w.hostile(f.empire, plot.empire))) return `enemy fleets are at ${site.id} (EaW 15a)`;
  const frdClass = w.c.classes.find((c) => hasRole(c, 'FRD') && sameId(c.race, w.holdings(plot.empire).race ?? ''));
  if (!frdClass) return 'the Classes tab has no FRD class of your race';
  return {
    text: `New FRD ${cmd.fleet} at ${site.id}`,
    mp: NEW_FRD_MP,
    bpv: NEW_FRD_BPV,
    when: 'now',
    commit: () => plot.newFrds.add(key(cmd.fleet)),
    apply: () => {
      w.addFleet(newFleet(cmd.fleet, plot.empire, site.id, w.season, 'FRD'));
      const id = w.nextId('ship', `${plot.empire}-`);
      w.addShip({ ...blankShip(plot.empire, cmd.fleet, frdClass.name), id });
      w.addLedger(plot.empire, -NEW_FRD_BPV, 'New FRD (EaW 15a)', id);
      w.report(plot.empire, 'Builds', `New FRD ${id} placed at ${site.id} in fleet ${cmd.fleet}; it builds from next season (EaW 15a).`);
      return `new FRD ${id} at ${site.id} in fleet ${cmd.fleet}`;
    },
  };
};

export function blankShip(empire: string, fleet: string, shipClass: string): Ship {
  return {
    id: '',
    empire,
    fleet,
    shipClass,
    name: '',
    crew: 'Normal',
    lo: '',
    loBpv: 0,
    ocBpv: 0,
    coPercent: 10,
    xp: 0,
    condition: 'OK',
    fighters: 0,
    fighterCbpv: 0,
    pfs: 0,
    pfCbpv: 0,
    extrasCbpv: 0,
  };
}
