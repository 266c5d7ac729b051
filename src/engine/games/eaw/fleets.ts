// Fleet Combat BPV and fleet limits: EaW 17.0, 17b, 2c, 25b.

import { Ship, ShipClass, hasRole } from '../../core/model';
import { officersOf } from './officers';
import { Catalog } from '../../core/catalog';
import type { World } from '../../core/world';

/** EaW 17.0: the fleet CBPV cap and the SC2+SC3 sub-limit, by years since the campaign start. */
export interface FleetLimit {
  cap: number;
  smallShipCap: number;
  /** Years since start when this limit took effect (0, 10 or 20). */
  from: number;
}

const LIMITS: FleetLimit[] = [
  { from: 20, cap: 1000, smallShipCap: 750 },
  { from: 10, cap: 800, smallShipCap: 600 },
  { from: 0, cap: 600, smallShipCap: 450 },
];

/** A Legendary Captain lets a fleet exceed its cap (not the SC2+SC3 sub-limit) by 100 (EaW 17.0). */
export const LEGENDARY_CAPTAIN_BONUS = 100;
/** EaW 2c: starting fleets. */
export const START_MIN_CBPV = 175;
export const START_FLEETS = 6;
/** EaW 17b: race exemptions for attrition units. */
const FREE_HYDRAN_FIGHTERS = 6;
const FREE_LYRAN_PFS = 3;

export function fleetLimit(year: number, startYear: number): FleetLimit {
  const elapsed = year - startYear;
  return LIMITS.find((l) => elapsed >= l.from) ?? LIMITS[LIMITS.length - 1];
}

export interface ShipContribution {
  ship: Ship;
  cls: ShipClass | undefined;
  /** CBPV the ship itself adds (class CBPV + extras, crew adjustment, greater of LO/OC). */
  hull: number;
  /** Fighters and PFs it carries, after the race exemptions. */
  attrition: number;
  /** Why the ship is left out of the fleet total, if it is. */
  excluded?: string;
}

export interface FleetStrength {
  cbpv: number;
  /** CBPV of SC2 and SC3 ships (the 17.0 sub-limit). */
  smallShipCbpv: number;
  /** CBPV added for escorts a carrier lacks (17b). */
  missingEscortCbpv: number;
  missingEscorts: string[];
  legendaryCaptain: boolean;
  hasSizeClass4: boolean;
  /** Ships that count as ships for EaW 5.0 (not the FRD, not uninspected captures). */
  shipCount: number;
  contributions: ShipContribution[];
}

/** What one ship adds before fleet-level rules (EaW 17.0). */
function shipHullCbpv(ship: Ship, cls: ShipClass): number {
  let base = cls.cbpv + ship.extrasCbpv;
  if (ship.crew === 'Poor') base *= 0.8; // EaW 17.0 example: 150 with a poor crew counts 120
  const oc = ship.crew === 'Outstanding' ? ship.ocBpv : 0;
  return Math.round(base + Math.max(oc, ship.loBpv)); // the greater of OC and LO (EaW 2e, 17.0)
}

/** Combat BPV of a fleet (EaW 17.0, 17b). Ships with an unknown class are counted as 0 and reported by the caller. */
export function fleetStrength(ships: Ship[], catalog: Catalog): FleetStrength {
  const contributions: ShipContribution[] = [];
  let freeFighters = 0;
  let freePfs = 0;
  for (const ship of ships) {
    const cls = catalog.get(ship.shipClass);
    const c: ShipContribution = { ship, cls, hull: 0, attrition: 0 };
    contributions.push(c);
    if (!cls) {
      c.excluded = 'unknown class';
      continue;
    }
    if (ship.condition === 'Captured') {
      c.excluded = 'captured, not yet inspected (EaW 25b)';
      continue;
    }
    if (hasRole(cls, 'FRD')) {
      c.excluded = 'FRD (EaW 17.0)';
      continue;
    }
    if (hasRole(cls, 'civilian')) {
      c.excluded = 'civilian (EaW 17.0)';
      continue;
    }
    c.hull = shipHullCbpv(ship, cls);
    let fighters = ship.fighters;
    let pfs = ship.pfs;
    if (cls.race === 'Hydran') {
      const free = Math.min(fighters, FREE_HYDRAN_FIGHTERS - freeFighters);
      freeFighters += free;
      fighters -= free;
    }
    if (cls.race === 'Lyran') {
      const free = Math.min(pfs, FREE_LYRAN_PFS - freePfs);
      freePfs += free;
      pfs -= free;
    }
    c.attrition = fighters * ship.fighterCbpv + pfs * ship.pfCbpv;
  }
  excludeAuxiliaries(contributions);

  const missing = missingEscorts(ships, catalog);
  const missingEscortCbpv = missing.reduce((s, name) => s + (catalog.get(name)?.cbpv ?? 0), 0);
  let cbpv = missingEscortCbpv;
  let smallShipCbpv = 0;
  for (const c of contributions) {
    const hull = c.excluded ? 0 : c.hull;
    cbpv += hull + c.attrition;
    if (c.cls && (c.cls.sizeClass === 2 || c.cls.sizeClass === 3)) smallShipCbpv += hull;
  }
  return {
    cbpv,
    smallShipCbpv,
    missingEscortCbpv,
    missingEscorts: missing,
    legendaryCaptain: ships.some((s) => officersOf(s).includes('Legendary Captain') && s.condition !== 'Captured'),
    hasSizeClass4: contributions.some((c) => c.cls?.sizeClass === 4 && c.ship.condition !== 'Captured'),
    shipCount: contributions.filter((c) => c.cls && !hasRole(c.cls, 'FRD') && c.ship.condition !== 'Captured').length,
    contributions,
  };
}

/**
 * EaW 17.0: a fleet may leave out the hull CBPV of one large and one small auxiliary, or of three small
 * ones (their fighters and PFs still count). We leave out whichever set saves the most.
 */
function excludeAuxiliaries(contributions: ShipContribution[]): void {
  const byCbpv = (role: 'small auxiliary' | 'large auxiliary') =>
    contributions.filter((c) => !c.excluded && hasRole(c.cls, role)).sort((a, b) => b.hull - a.hull);
  const smalls = byCbpv('small auxiliary');
  const larges = byCbpv('large auxiliary');
  const optionA = [...larges.slice(0, 1), ...smalls.slice(0, 1)];
  const optionB = smalls.slice(0, 3);
  const total = (cs: ShipContribution[]) => cs.reduce((s, c) => s + c.hull, 0);
  const chosen = total(optionA) >= total(optionB) ? optionA : optionB;
  for (const c of chosen) c.excluded = 'auxiliary allowance (EaW 17.0)';
}

/** EaW 17b: escorts each carrier requires that are not in the fleet (each escort serves one carrier). */
export function missingEscorts(ships: Ship[], catalog: Catalog): string[] {
  const available = new Map<string, number>();
  for (const s of ships) {
    if (s.condition !== 'Captured' && hasRole(catalog.get(s.shipClass), 'escort')) {
      const key = s.shipClass.toUpperCase();
      available.set(key, (available.get(key) ?? 0) + 1);
    }
  }
  const missing: string[] = [];
  for (const s of ships) {
    const cls = catalog.get(s.shipClass);
    if (!cls || s.condition === 'Captured' || !hasRole(cls, 'carrier')) continue;
    for (const escort of cls.escorts) {
      const key = escort.toUpperCase();
      const n = available.get(key) ?? 0;
      if (n > 0) available.set(key, n - 1);
      else missing.push(escort);
    }
  }
  return missing;
}

/** The fleet's CBPV cap: the year's, +100 with a Legendary Captain (EaW 17.0). */
export function fleetCap(strength: FleetStrength, limit: FleetLimit): number {
  return limit.cap + (strength.legendaryCaptain ? LEGENDARY_CAPTAIN_BONUS : 0);
}

/**
 * EaW 17g: a non-compliance of examples (a)-(c) holds the fleet to the shortest route to an FRD. Of those
 * the add-on detects a carrier missing escorts (b); a fleet only over a CBPV limit (d) moves freely.
 */
export function restrictsMovement(strength: FleetStrength): boolean {
  return strength.missingEscorts.length > 0;
}

/** Every fleet rule a fleet breaks, each with its rule number; empty when the fleet is legal. */
export function fleetProblems(strength: FleetStrength, limit: FleetLimit, atCampaignStart: boolean): string[] {
  const problems: string[] = [];
  if (strength.contributions.length === 0) return ['the fleet has no ships'];
  for (const c of strength.contributions) {
    if (!c.cls) problems.push(`ship ${c.ship.id}: unknown class "${c.ship.shipClass}"`);
  }
  const cap = fleetCap(strength, limit);
  if (strength.cbpv > cap) {
    const lc = strength.legendaryCaptain ? ' with its Legendary Captain' : '';
    problems.push(`CBPV ${strength.cbpv} over the ${cap} cap${lc} (EaW 17.0)`);
  }
  if (strength.smallShipCbpv > limit.smallShipCap) {
    problems.push(`SC2+SC3 ships ${strength.smallShipCbpv} CBPV, over the ${limit.smallShipCap} sub-limit (EaW 17.0)`);
  }
  if (strength.missingEscorts.length > 0) {
    problems.push(`carrier escort missing: ${strength.missingEscorts.join(', ')} (EaW 17b, 17g)`);
  }
  if (atCampaignStart) {
    if (!strength.hasSizeClass4) problems.push('no size class 4 ship (EaW 2c)');
    if (strength.cbpv < START_MIN_CBPV) problems.push(`CBPV ${strength.cbpv} under the ${START_MIN_CBPV} starting minimum (EaW 2c)`);
  }
  return problems;
}

/** A fleet's combat BPV as it stands (EaW 17.0). */
export function fleetCbpv(w: World, fleetId: string): number {
  return fleetStrength(w.shipsOf(fleetId), w.catalog).cbpv;
}

/** EaW 17.0 / 17b / 17g problems of a fleet as it stands. */
export function fleetProblemsNow(w: World, fleetId: string): string[] {
  const limit = fleetLimit(w.c.settings.year, w.c.settings.startYear);
  return fleetProblems(fleetStrength(w.shipsOf(fleetId), w.catalog), limit, false);
}
