// Tab rows to campaign records (and the Campaign settings tab to Settings).

import {
  Battle, BattleStatus, Crew, Development, Empire, Fleet, FleetStatus, Lane, LedgerEntry, Order, PlanetType, Role, ROLES, Settings,
  Ship, ShipClass, ShipCondition, SizeClass, StarSystem, Treaty,
} from '../engine/model';
import { parseSeason, parseYear } from '../engine/calendar';
import { findTab } from '../../sheets-templates/schema';
import { Cell, Row, Table, normalizeHeader } from './tables';

export function table(tab: string, values: Cell[][], name = tab): Table {
  const spec = findTab(tab);
  if (!spec) throw new Error(`no tab "${tab}" in the schema`);
  return new Table(spec, name, values);
}

export const readEmpire = (r: Row): Empire => ({
  id: r.text('Empire'), race: r.text('Race'), admiral: r.text('Admiral'), email: r.text('Email'),
  ordersTab: `Orders ${r.text('Empire')}`, reportTab: `Report ${r.text('Empire')}`,
  status: r.text('Status') || 'Active', vp: r.num('VP'),
});

export const readSystem = (r: Row): StarSystem => ({
  id: r.text('System'), name: r.text('Name'), x: r.num('X'), y: r.num('Y'),
  planet: r.text('Planet') as PlanetType, owner: r.text('Owner'),
  development: r.text('Development') as Development, developedIn: r.season('Developed in'),
  fortifiedBy: r.text('Fortified by'), mapType: r.text('Map type'),
  gsa: r.num('GSA'), gso: r.num('GSO'), gms: r.num('GMS'), otherGroundBases: r.num('Other ground bases'),
  defsats: r.num('DEFSATs'), cpl: r.bool('CPL'), basesInstalledIn: r.season('Bases installed in'),
  exploredBy: r.list('Explored by'),
});

export const readLane = (r: Row): Lane => ({ a: r.text('From'), b: r.text('To') });

export const readFleet = (r: Row): Fleet => ({
  id: r.text('Fleet'), empire: r.text('Empire'), name: r.text('Name'), location: r.text('Location'),
  status: (r.text('Status') || 'Ready') as FleetStatus, arrivedFrom: r.text('Arrived from'), arrivedIn: r.season('Arrived in'),
  trappedIn: r.season('Trapped in'),
});

export const readBattle = (r: Row): Battle => ({
  id: r.text('Battle'), season: r.season('Season'), system: r.text('System'), fleetA: r.text('Fleet A'), fleetB: r.text('Fleet B'),
  status: (r.text('Status') || 'Pending') as BattleStatus, setup: r.text('Setup'), results: r.text('Results'),
  vpA: r.num('VP A'), vpB: r.num('VP B'),
});

export const readShip = (r: Row): Ship => ({
  id: r.text('Ship'), empire: r.text('Empire'), fleet: r.text('Fleet'), shipClass: r.text('Class'), name: r.text('Name'),
  crew: (r.text('Crew') || 'Normal') as Crew, lo: r.text('LO'), loBpv: r.num('LO BPV'), ocBpv: r.num('OC BPV'),
  coPercent: r.num('CO %'), xp: r.num('XP'), condition: (r.text('Condition') || 'OK') as ShipCondition,
  fighters: r.num('Fighters'), fighterCbpv: r.num('Fighter CBPV'), pfs: r.num('PFs'), pfCbpv: r.num('PF CBPV'),
  extrasCbpv: r.num('Extras CBPV'),
});

export function readClass(r: Row, problems: string[] = []): ShipClass {
  const roles = r.list('Roles').map((name) => {
    const role = ROLES.find((x) => x.toLowerCase() === name.toLowerCase());
    if (!role) problems.push(`Classes row ${r.number}, column "Roles": unknown role "${name}"`);
    return role;
  }).filter((x): x is Role => !!x);
  return {
    race: r.text('Race'), name: r.text('Class'), hull: r.text('Hull'), sizeClass: r.num('Size class') as SizeClass,
    ebpv: r.num('EBPV'), cbpv: r.num('CBPV'), dockPoints: r.num('Dock points'), commandRating: r.num('Command rating'),
    yearInService: r.year('Year'), roles, escorts: r.list('Escorts'), damcon: r.num('DAMCON'),
  };
}

export const readLedgerEntry = (r: Row): LedgerEntry => ({
  season: r.season('Season'), empire: r.text('Empire'), amount: r.num('Amount'), reason: r.text('Reason'), reference: r.text('Reference'),
});

export const readTreaty = (r: Row): Treaty => ({
  a: r.text('Empire A'), b: r.text('Empire B'), relation: r.text('Relation'), since: r.season('Since'), notes: r.text('Notes'),
});

export const readOrder = (r: Row): Order => ({
  row: r.number, fleet: r.text('Fleet'), kind: r.text('Order'), target: r.text('Target'),
  ships: r.list('Ships'), buildClass: r.text('Build class'), extras: r.text('Extras'),
});

/** The Campaign tab: settings by name; a missing or malformed setting is a problem. */
export function readSettings(t: Table): Settings {
  const values = new Map<string, Cell>();
  for (const r of t.rows) values.set(normalizeHeader(r.raw('Setting')), r.raw('Value'));
  const get = (name: string): string => {
    const v = values.get(normalizeHeader(name));
    if (v === undefined) t.problems.push({ tab: t.name, row: 0, column: 'Setting', message: `setting "${name}" is missing` });
    return String(v ?? '').trim();
  };
  const optional = (name: string): string => String(values.get(normalizeHeader(name)) ?? '').trim();
  const year = (name: string): number => {
    const y = parseYear(get(name));
    if (Number.isNaN(y)) t.problems.push({ tab: t.name, row: 0, column: 'Value', message: `"${name}" is not a year (write 165 or Y165)` });
    return Number.isNaN(y) ? 0 : y;
  };
  const seasonText = get('Season');
  const season = parseSeason(seasonText);
  if (!season) t.problems.push({ tab: t.name, row: 0, column: 'Value', message: `"Season" is "${seasonText}", not Spring, Summer, Fall or Winter` });
  const group = get('Race group').toUpperCase();
  if (group !== 'A' && group !== 'B') t.problems.push({ tab: t.name, row: 0, column: 'Value', message: `"Race group" must be A or B (EaW 2b)` });
  return {
    campaignName: get('Campaign name'), ruleset: get('Ruleset'), raceGroup: group === 'A' ? 'A' : 'B',
    startYear: year('Start year'), year: year('Year'), season: season ?? 'Spring', phase: get('Phase'),
    gmEmail: get('GM email'), diceSeed: get('Dice seed'), lastProcessed: optional('Last processed'),
  };
}
