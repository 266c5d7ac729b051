// Building ships: price with the similar-hull penalty (EaW 17f), own race only (EaW 2b, 6c), and the
// ships an FRD finishes over two seasons (6.0). The Build and New FRD orders are orders/build.ts, newFrd.ts.

import { newFleet, newShip, Ship, ShipClass, hasRole } from '../../core/model';
import { Catalog } from '../../core/catalog';
import { Holdings } from '../../core/holdings';
import { extrasItems } from './orders';
import type { Plot } from './plot';
import { refuse, Refusal } from './orders/refusal';
import { buildsOf } from './deferred';

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
export function buildProblem(cls: ShipClass, year: number): Refusal | undefined {
  if (hasRole(cls, 'FRD')) return refuse({ code: 'frd-by-new-frd' });
  if (hasRole(cls, 'base')) return refuse({ code: 'bases-by-install' });
  if (cls.yearInService > year) return refuse({ code: 'not-in-service', shipClass: cls.name, year: cls.yearInService });
  return undefined;
}

/**
 * Prices a list of builds in order (EaW 17f): the 3rd and later ship of an identical hull type the
 * empire has alive pays +30% EBPV, so the 2nd D7 of an order list may be free of penalty and the 3rd not.
 * Returns why, for a build that cannot be priced.
 */
export function priceBuilds(classNames: string[], empire: string, held: Holdings, catalog: Catalog): Array<BuildPrice | Refusal> {
  const alive = new Map(held.hulls);
  const race = held.race;
  return classNames.map((name) => {
    const cls = catalog.get(name);
    if (!cls) return refuse({ code: 'unknown-class', shipClass: String(name).trim() });
    if (race && cls.race !== race) return refuse({ code: 'other-race', shipClass: cls.name, race: cls.race, empire, own: race });
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
export function parseBuildExtras(text: string): BuildExtras | Refusal {
  const out: BuildExtras = { fighters: 0, fighterCbpv: 0, pfs: 0, pfCbpv: 0, extras: 0, noMp: false, name: '' };
  for (const { word, value } of extrasItems(text)) {
    const attrition = /^(\d+)\s*@\s*(\d+(?:\.\d+)?)$/.exec(value);
    if (word === 'mp' && value === '0') out.noMp = true;
    else if ((word === 'fighters' || word === 'pfs') && attrition) {
      out[word] = Number(attrition[1]);
      out[word === 'fighters' ? 'fighterCbpv' : 'pfCbpv'] = Number(attrition[2]);
    } else if (['extras', 'drones', 'drone speed'].includes(word) && /^\d+(\.\d+)?$/.test(value)) out.extras = Number(value);
    else if (word === 'name' && value) out.name = value.replace(/^"|"$/g, '');
    else return refuse({ code: 'extras-not-understood', item: `${word} ${value}`.trim(), example: `"${BUILD_EXTRAS_EXAMPLE}"` });
  }
  return out;
}

/**
 * EaW 6.0: a ship begun at one FRD last season is finished by that FRD's build action this season (no
 * other build there), into the fleet it was ordered for if that fleet is there, else into a new fleet;
 * built for 0 MP, it moves next season. Without an FRD there to finish it, it is lost.
 */
export function finishConstruction(plot: Plot): void {
  const w = plot.w;
  const builds = buildsOf(w.c);
  for (const b of builds.filter((x) => x.empire === plot.empire && x.season !== w.season)) {
    builds.splice(builds.indexOf(b), 1);
    const frds = w.fleetsAt(b.system).filter((f) => f.empire === plot.empire && w.fleetHas(f.id, 'FRD'));
    const extras = parseBuildExtras(b.extras);
    if (frds.length === 0 || 'refused' in extras) {
      w.report(
        plot.empire,
        'Builds',
        `The ${b.shipClass} under construction at ${b.system} is lost: no FRD of yours is there to finish it (EaW 6.0).`,
      );
      continue;
    }
    let fleet = w.fleet(b.fleet);
    if (!fleet || fleet.empire !== plot.empire || fleet.location !== b.system) {
      fleet = w.addFleet(newFleet(w.nextId('fleet', `${plot.empire}-`), plot.empire, b.system, w.season));
    }
    const ship: Ship = { ...builtShip(plot.empire, fleet.id, b.shipClass, extras), id: w.nextId('ship', `${plot.empire}-`) };
    w.addShip(ship);
    plot.frdWork.set(b.system, { dock: FRD_DOCK_POINTS * Math.min(2, frds.length), paid: true, movesNow: false });
    plot.plan(fleet.id).lockedBy = 'takes a ship finished this season for 0 MP, which moves next season (EaW 6.0)';
    w.report(
      plot.empire,
      'Builds',
      `${ship.id} ${b.shipClass} finished at ${b.system} into ${fleet.id}, begun in ${b.season}; it moves next season (EaW 6.0).`,
    );
  }
}

/** A new ship with what its Build row bought (EaW 6a, 6b); its id is given when it is added. */
export function builtShip(empire: string, fleet: string, shipClass: string, extras: BuildExtras): Ship {
  return {
    ...blankShip(empire, fleet, shipClass),
    name: extras.name,
    fighters: extras.fighters,
    fighterCbpv: extras.fighterCbpv,
    pfs: extras.pfs,
    pfCbpv: extras.pfCbpv,
    extrasCbpv: extras.extras,
  };
}

/** A ship just built, its id to be given: 10% CO, as EaW's new ships have. */
export function blankShip(empire: string, fleet: string, shipClass: string): Ship {
  return newShip('', empire, fleet, shipClass, 10);
}
