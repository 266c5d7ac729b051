// Whether a campaign's state holds together: every id refers to something that exists (without which
// nothing can be adjudicated: core/references.ts, with EaW's rules cited), and the setup rules hold at
// the campaign start (EaW 1d, 2a-2e, 12.0, 13.0, 17.0), which the GM is told of.

import { Campaign, hasRole } from '../../core/model';
import type { ReferenceRules } from '../../core/references';
import { Catalog } from '../../core/catalog';
import { fleetLimit, fleetProblems, fleetStrength, START_FLEETS } from './fleets';
import { groupBy } from '../../core/ids';
import { balance } from '../../core/ledger';
import { parseStamp } from '../../core/calendar';

/** EaW 2b race groups (Orions: Stardust in A, Daven in B). */
export const RACE_GROUPS: Record<'A' | 'B', string[]> = {
  A: ['Federation', 'Gorn', 'ISC', 'Peladine', 'Romulan', 'Paravian', 'Orion Stardust'],
  B: ['Federation', 'Hydran', 'Klingon', 'Kzinti', 'LDR', 'Lyran', 'Tholian', 'Orion Daven'],
};
export const STARTING_BPV = 2000;
const POOR_CREW_SIZE_CLASSES = [2, 3, 4];

/** The first orders of the start year, before any season was processed (EaW 2c applies). */
export function atCampaignStart(c: Campaign): boolean {
  return (
    c.settings.year === c.settings.startYear &&
    c.settings.season === 'Spring' &&
    !c.ledger.some((e) => parseStamp(e.season)?.season !== 'Setup')
  );
}

/** EaW's rules for the shared reference checks (core/references.ts): a pool of fleets (28a), a battle of two fleets, one at a time (19.0). */
export const EAW_REFERENCE_RULES: ReferenceRules = { pool: 'EaW 28a', battle: 'EaW 19.0' };

/**
 * The setup and fleet rules (EaW 1d, 2a-2e, 12.0, 13.0, 17.0), for Check workbook: findings for the GM
 * to weigh, which stop nothing (a campaign may start off the book on purpose).
 */
export function checkCampaign(c: Campaign): string[] {
  const out: string[] = [];
  const catalog = new Catalog(c.classes);
  const group = RACE_GROUPS[c.settings.raceGroup];
  const races = new Set<string>();
  for (const e of c.empires) {
    if (!group.some((r) => r === e.race)) out.push(`Empire ${e.id}: ${e.race} is not in race group ${c.settings.raceGroup} (EaW 2b)`);
    if (races.has(e.race)) out.push(`Empire ${e.id}: ${e.race} is taken by another empire (EaW 2b)`);
    races.add(e.race);
  }
  const laneCount = new Map<string, number>();
  for (const l of c.lanes) {
    if (l.a === l.b) out.push(`Lane ${l.a}-${l.b} joins a system to itself (EaW 1d)`);
    for (const end of [l.a, l.b]) laneCount.set(end, (laneCount.get(end) ?? 0) + 1);
  }
  for (const s of c.systems) {
    if (!laneCount.get(s.id)) out.push(`System ${s.id} has no warp lane (EaW 1d)`);
    if (s.development === 'Mine' && s.planet !== 'Mineral') out.push(`System ${s.id}: a mine needs a mineral planet (EaW 12.0)`);
    if (s.development === 'Colony' && s.planet !== 'Life') out.push(`System ${s.id}: a colony needs a life planet (EaW 13.0)`);
  }
  for (const s of c.ships) {
    const cls = catalog.get(s.shipClass);
    const race = c.empires.find((e) => e.id === s.empire)?.race;
    if (cls && race && cls.race !== race && s.condition !== 'Captured') {
      out.push(`Ship ${s.id}: ${cls.name} is ${cls.race}, ${s.empire} builds ${race} only (EaW 2b)`);
    }
    if (cls && s.crew === 'Poor' && (!POOR_CREW_SIZE_CLASSES.includes(cls.sizeClass) || hasRole(cls, 'FRD') || hasRole(cls, 'base'))) {
      out.push(`Ship ${s.id}: a poor crew is only for SC2-SC4 ships (EaW 2e)`);
    }
  }
  for (const e of c.empires) {
    const b = balance(e.id, c.ledger);
    if (b < 0) out.push(`Empire ${e.id}: treasury is ${b}, below zero`);
  }
  out.push(...fleetFindings(c, catalog));
  return out;
}

function fleetFindings(c: Campaign, catalog: Catalog): string[] {
  const out: string[] = [];
  const start = atCampaignStart(c);
  const limit = fleetLimit(c.settings.year, c.settings.startYear);
  const shipsByFleet = groupBy(c.ships, (s) => s.fleet);
  const isFrdFleet = (id: string) => (shipsByFleet.get(id) ?? []).some((s) => hasRole(catalog.get(s.shipClass), 'FRD'));
  for (const f of c.fleets) {
    const problems = fleetProblems(fleetStrength(shipsByFleet.get(f.id) ?? [], catalog), limit, start && !isFrdFleet(f.id));
    for (const p of problems) out.push(`Fleet ${f.id}: ${p}`);
  }
  if (!start) return out;
  for (const e of c.empires) {
    const own = c.fleets.filter((f) => f.empire === e.id);
    const combat = own.filter((f) => !isFrdFleet(f.id));
    if (combat.length !== START_FLEETS)
      out.push(`Empire ${e.id}: ${combat.length} starting fleets, EaW 2c asks for exactly ${START_FLEETS}`);
    const frds = own.filter((f) => isFrdFleet(f.id));
    const atMine = frds.some((f) => {
      const s = c.systems.find((x) => x.id === f.location);
      return s && s.planet === 'Mineral' && s.development === 'Mine' && s.owner === e.id;
    });
    if (!atMine) out.push(`Empire ${e.id}: needs an FRD at its own developed mine on a mineral planet (EaW 2a)`);
    const ships = c.ships.filter((s) => s.empire === e.id);
    const ocs = ships.filter((s) => s.crew === 'Outstanding').map((s) => catalog.get(s.shipClass)?.sizeClass);
    if (
      ocs.length > 2 ||
      ocs.filter((sc) => sc === 3).length > 1 ||
      ocs.filter((sc) => sc === 4).length > 1 ||
      ocs.some((sc) => sc !== 3 && sc !== 4)
    ) {
      out.push(`Empire ${e.id}: at most 2 outstanding crews, one on an SC3 and one on an SC4 ship (EaW 2e)`);
    }
    const spent = ships.reduce((sum, s) => sum + (hasRole(catalog.get(s.shipClass), 'FRD') ? 0 : (catalog.get(s.shipClass)?.ebpv ?? 0)), 0);
    if (spent > STARTING_BPV) out.push(`Empire ${e.id}: starting ships cost ${spent} EBPV, more than the ${STARTING_BPV} BPV (EaW 2a, 2c)`);
  }
  return out;
}
