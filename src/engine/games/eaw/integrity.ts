// Whether a campaign's state holds together: every id refers to something that exists (without which
// nothing can be adjudicated), and the setup rules hold at the campaign start (EaW 1d, 2a-2e, 12.0,
// 13.0, 17.0), which the GM is told of.

import { Campaign, hasRole, sideFleets } from '../../core/model';
import type { BrokenReference } from '../../core/game';
import { Catalog } from '../../core/catalog';
import { fleetLimit, fleetProblems, fleetStrength, START_FLEETS } from './fleets';
import { groupBy, key } from '../../core/ids';
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

/**
 * References that resolve to nothing: a lane to a system that is not on Systems, a fleet of an empire
 * that is not on Empires, a ship of a class that is not on Classes. No season can be adjudicated over
 * them (a fleet at no system cannot move, a ship of no class has no BPV), so loading the campaign makes
 * each one a problem of its tab, which stops every action until the GM mends it. So do two Treaties
 * rows for one pair of empires (which relation holds?), a battle not yet resolved of a fleet that is not
 * on Fleets (EaW 19.0: always two fleets), and a fleet in two battles not yet resolved (it fights one
 * battle at a time, EaW 19.0; a series' next battle is created once the last is resolved, 26b).
 */
export function brokenReferences(c: Campaign): BrokenReference[] {
  const out: BrokenReference[] = [];
  const empires = new Set(c.empires.map((e) => key(e.id)));
  const systems = new Set(c.systems.map((s) => key(s.id)));
  const fleets = new Set(c.fleets.map((f) => key(f.id)));
  const catalog = new Catalog(c.classes);
  type At = Pick<BrokenReference, 'tab' | 'record' | 'column'>;
  const need = (at: At, what: string, id: string, known: Set<string>, kind: string) => {
    if (!known.has(key(id))) out.push({ ...at, text: `${what}: unknown ${kind} "${id}"` });
  };
  c.lanes.forEach((l, record) => {
    need({ tab: 'Lanes', record, column: 'From' }, `Lane ${l.a}-${l.b}`, l.a, systems, 'system');
    need({ tab: 'Lanes', record, column: 'To' }, `Lane ${l.a}-${l.b}`, l.b, systems, 'system');
  });
  c.systems.forEach((s, record) => {
    if ((s.development || s.fortifiedBy) && s.owner)
      need({ tab: 'Systems', record, column: 'Owner' }, `System ${s.id}`, s.owner, empires, 'empire');
  });
  c.fleets.forEach((f, record) => {
    // "+" and "," join the fleets of a pool on the Battles tab (EaW 28a): such an id would be read as two fleets.
    if (/[+,]/.test(f.id))
      out.push({
        tab: 'Fleets',
        record,
        column: 'Fleet',
        text: `"${f.id}": a fleet id may not hold "+" or "," (they join a pool of fleets in Battles, EaW 28a)`,
      });
    need({ tab: 'Fleets', record, column: 'Empire' }, `Fleet ${f.id}`, f.empire, empires, 'empire');
    need({ tab: 'Fleets', record, column: 'Location' }, `Fleet ${f.id}`, f.location, systems, 'system');
  });
  const fleetOwner = new Map(c.fleets.map((f) => [f.id, f.empire]));
  c.ships.forEach((s, record) => {
    need({ tab: 'Ships', record, column: 'Empire' }, `Ship ${s.id}`, s.empire, empires, 'empire');
    need({ tab: 'Ships', record, column: 'Fleet' }, `Ship ${s.id}`, s.fleet, fleets, 'fleet');
    const owner = fleetOwner.get(s.fleet);
    if (owner && owner !== s.empire)
      out.push({ tab: 'Ships', record, column: 'Fleet', text: `Ship ${s.id} of ${s.empire} is in fleet ${s.fleet} of another empire` });
    if (!catalog.get(s.shipClass))
      out.push({ tab: 'Ships', record, column: 'Class', text: `Ship ${s.id}: unknown class "${s.shipClass}"` });
  });
  c.ledger.forEach((l, record) =>
    need({ tab: 'Treasury', record, column: 'Empire' }, `Treasury row ${l.season} ${l.amount}`, l.empire, empires, 'empire'),
  );
  const pairs = new Map<string, number>();
  c.treaties.forEach((t, record) => {
    need({ tab: 'Treaties', record, column: 'Empire A' }, `Treaty ${t.a}-${t.b}`, t.a, empires, 'empire');
    need({ tab: 'Treaties', record, column: 'Empire B' }, `Treaty ${t.a}-${t.b}`, t.b, empires, 'empire');
    if (t.a && t.a === t.b) out.push({ tab: 'Treaties', record, column: 'Empire B', text: `${t.a} cannot have a relation with itself` });
    const pair = [t.a, t.b].sort().join(' and ');
    const first = pairs.get(pair);
    if (first === undefined) pairs.set(pair, record);
    else out.push({ tab: 'Treaties', record, column: 'Empire A', text: `${pair} already have a row above: one row per pair of empires` });
  });
  const inBattle = new Map<string, string>();
  c.battles.forEach((b, record) => {
    if (b.status === 'Resolved') return;
    for (const [column, side] of [
      ['Fleet A', b.fleetA],
      ['Fleet B', b.fleetB],
    ] as const) {
      const at = { tab: 'Battles', record, column } as const;
      if (!side) out.push({ ...at, text: `Battle ${b.id} has no ${column}: a battle is between two fleets (EaW 19.0)` });
      // A side is one fleet or the defender's pool "KLI-2 + KLI-FRD" (EaW 28a): each fleet of it must exist.
      for (const fleet of sideFleets(side)) {
        need(at, `Battle ${b.id}`, fleet, fleets, 'fleet');
        const other = inBattle.get(fleet);
        if (other === b.id) out.push({ ...at, text: `${fleet} is on both sides of ${b.id}` });
        else if (other) out.push({ ...at, text: `${fleet} is already in battle ${other}: a fleet fights one battle at a time (EaW 19.0)` });
        else inBattle.set(fleet, b.id);
      }
    }
  });
  return out;
}

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
