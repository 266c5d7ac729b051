// Fleet composition (`VBAM Fleet composition`): the BPV capacity of a flagship by its command rating
// and the era, plus 50 for each distinct base hull of mobile warships in the fleet; what does not fit.

/** The eras of the table (VB14): before Y120; Y120 to Y180, both included; after Y180. */
export type Era = 'to Y120' | 'Y120–Y180' | 'after Y180';

export function era(year: number): Era {
  if (year < 120) return 'to Y120';
  return year <= 180 ? 'Y120–Y180' : 'after Y180';
}

/** The BPV capacity table: command rating → capacity in each era. */
export const BPV_CAPACITY: Record<number, Record<Era, number>> = {
  10: { 'to Y120': 600, 'Y120–Y180': 850, 'after Y180': 850 },
  9: { 'to Y120': 550, 'Y120–Y180': 700, 'after Y180': 700 },
  8: { 'to Y120': 500, 'Y120–Y180': 500, 'after Y180': 600 },
  7: { 'to Y120': 400, 'Y120–Y180': 400, 'after Y180': 600 },
  6: { 'to Y120': 200, 'Y120–Y180': 400, 'after Y180': 600 },
  5: { 'to Y120': 150, 'Y120–Y180': 250, 'after Y180': 350 },
  4: { 'to Y120': 125, 'Y120–Y180': 175, 'after Y180': 250 },
  3: { 'to Y120': 125, 'Y120–Y180': 175, 'after Y180': 250 },
};

/** Each distinct qualifying base hull adds this much. */
export const HULL_BONUS = 50;

/**
 * VB15: which capacity applies. 'table' takes the table as printed (a Fed CC, CR 9, in Y170: 700);
 * 'example' doubles it, as the document's worked example does (the same CC: 1400).
 */
export type CapacityRule = 'table' | 'example';

/**
 * Base hulls of mobile warships of size class 4 or bigger (SC2 DN/BB, SC3 cruisers, SC4 destroyers
 * and frigates), as the unit lists' Design column names them. Police ships, bases, defsats, fighters,
 * PFs, ground units and civilian fleets are not in it and give no bonus.
 */
export const WARSHIP_HULLS = new Set([
  'BB', 'DN', 'DNH', 'DNL',
  'BC', 'BCH', 'CA', 'CCH', 'CL', 'CW', 'CWH', 'NCA', 'TUG',
  'DD', 'DW', 'FF', 'FFH', 'FFW', 'HDW',
]); // prettier-ignore

/** Base hulls of units that cannot move on the campaign map (bases, defsats, shipyards): over the cap they go inactive. */
export const FIXED_HULLS = new Set(['BSE', 'BS', 'BATS', 'SB', 'MB', 'DEFSAT', 'SHIPYARD']);

/** Command ratings below the table (e.g. a planet's flag rating is 3) have no row of their own. */
export function tableCapacity(commandRating: number, year: number, rule: CapacityRule = 'table'): number {
  const row = BPV_CAPACITY[Math.min(10, Math.max(3, Math.floor(commandRating)))];
  return row[era(year)] * (rule === 'example' ? 2 : 1);
}

/**
 * The hulls that earn the bonus: distinct warship base hulls in the fleet other than the flagship's
 * own (VB16: the document's CC leading only CAs gains nothing, since its CC is a CA hull).
 */
export function bonusHulls(flagshipHull: string, hulls: string[]): string[] {
  return [...new Set(hulls)].filter((h) => WARSHIP_HULLS.has(h) && h !== flagshipHull).sort();
}

/** The flagship's BPV capacity for a fleet holding units of these base hulls. */
export function bpvCapacity(
  flagship: { commandRating: number; hull: string },
  hulls: string[],
  year: number,
  rule: CapacityRule = 'table',
): number {
  return tableCapacity(flagship.commandRating, year, rule) + HULL_BONUS * bonusHulls(flagship.hull, hulls).length;
}

/** A unit offered for a scenario: the flagship first, the rest in the order its owner would keep them. */
export interface FleetUnit {
  id: string;
  bpv: number;
  /** Cannot move on the campaign map (bases, defsats): over the cap it goes inactive, not home. */
  fixed?: boolean;
  /** A Trade, Transport or Colony Fleet: part of the fleet involved, it must fight (VB101). */
  civilian?: boolean;
  /** In a combined fleet, a unit of a power other than the one providing the flagship (VB105). */
  partner?: boolean;
}

export interface FleetFit {
  kept: string[];
  /** Mobile units the flagship's owner leaves out. */
  left: string[];
  /** Fixed units that do not fit: inactive for the scenario. */
  inactive: string[];
  total: number;
}

/**
 * Fits a fleet under its cap: the flagship and the civilian fleets (they must fight, VB101), then fixed
 * units (they must be included while they fit), then the rest in the owner's order; a unit that would
 * pass the cap stays out, and later smaller ones may still fit. In a combined fleet the power providing
 * the flagship holds at least 50% of the BPV that fights (`VBAM Fleet composition`): its partners' units
 * leave, the last kept first, until it does (VB105).
 */
export function fitFleet(units: FleetUnit[], cap: number): FleetFit {
  const fit: FleetFit = { kept: [], left: [], inactive: [], total: 0 };
  const [flagship, ...rest] = units;
  const order = [...rest.filter((u) => u.civilian), ...rest.filter((u) => u.fixed), ...rest.filter((u) => !u.fixed && !u.civilian)];
  for (const [i, u] of (flagship ? [flagship, ...order] : []).entries()) {
    if (i === 0 || u.civilian || fit.total + u.bpv <= cap) {
      fit.kept.push(u.id);
      fit.total += u.bpv;
    } else (u.fixed ? fit.inactive : fit.left).push(u.id);
  }
  let partners = units.filter((u) => u.partner && fit.kept.includes(u.id)).reduce((sum, u) => sum + u.bpv, 0);
  for (const u of [...units].reverse().filter((x) => x.partner && fit.kept.includes(x.id))) {
    if (2 * partners <= fit.total) break;
    fit.kept.splice(fit.kept.indexOf(u.id), 1);
    (u.fixed ? fit.inactive : fit.left).push(u.id);
    [partners, fit.total] = [partners - u.bpv, fit.total - u.bpv];
  }
  return fit;
}
