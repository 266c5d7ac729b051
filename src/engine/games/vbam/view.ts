// What a VBAM-SFB admiral may know (`VBAM Intel`), the one place the map and the reports take it from.
// The document says nothing of what a power sees of others; VB59 decides: its fleets and colonies see
// the sectors next to them, and a fleet with a Scout unit that is not crippled sees two sectors away.
// A sighting gives the sector and the BPV of each foreign fleet there, or what it is if it holds civilian
// units (VB121, as VB112 shows it; the kernel's view shows foreign fleets by name only where the admiral
// has a fleet itself). A fleet's strength is its BPV
// (`VBAM Fleet composition`), each ship's class the one of its owner's race.

import type { Sighting, ViewRules } from '../../core/view';
import { rowsSeenBy } from '../../core/tabsSeen';
import type { World } from '../../core/world';
import type { GameRow } from '../../core/game';
import { key } from '../../core/ids';
import { distances } from './sectors';
import { hasTrait } from './model';
import { sectorMap, unitOf } from './state';
import { CIVILIAN_TAB, COLONIES_TAB, STANDING_ORDERS_TAB, UNIT_LIST_TAB, VBAM_TABS } from './tabs';
import { sameName } from '../../core/ids';
import { classCbpv } from './conditions';
import { civilianFleetKind, raceOf } from './units';
import { VBAM_MAP } from './map';
import { unitStrength } from './formulas';

/**
 * A fleet's BPV: the Classes tab's CBPV of its units, each of its owner's race (an HDW variant with its
 * surcharge, VB68), a crippled unit's halved (VB103).
 */
function fleetBpv(w: World, fleetId: string): number {
  return w.shipsOf(fleetId).reduce((sum, s) => sum + unitStrength(s, classCbpv(w.c.classes, raceOf(w.c, s.empire), s.shipClass) ?? 0), 0);
}

/** Each Unit list's scout classes with its length then: read once per list, not once per empire and view (the engine never changes the list). */
const scoutsOf = new WeakMap<readonly GameRow[], { rows: number; scouts: Set<string> }>();

/** Race|class of every Unit list class with the Scout trait. */
function scoutClasses(w: World): Set<string> {
  const rows = w.c.tables?.[UNIT_LIST_TAB.name] ?? [];
  const known = scoutsOf.get(rows);
  if (known && known.rows === rows.length) return known.scouts;
  const out = new Set<string>();
  for (const r of rows) {
    const u = unitOf(r);
    if (typeof u !== 'string' && hasTrait(u, 'Scout')) out.add(`${key(u.empire)}|${key(u.name)}`);
  }
  scoutsOf.set(rows, { rows: rows.length, scouts: out });
  return out;
}

/** VB59: the sectors the empire sees beyond those holding its fleets, and the foreign fleets' BPV there (a civilian one's kind, VB121). */
function sightings(w: World, empire: string): Sighting[] {
  const map = sectorMap(w.c, new Map());
  const race = key(w.c.empires.find((e) => e.id === empire)?.race ?? '');
  const scouts = scoutClasses(w);
  const mine = w.fleetsOf(empire).filter((f) => w.shipsOf(f.id).length);
  const colonies = (w.c.tables?.[COLONIES_TAB.name] ?? []).filter((r) => key(r.Owner) === empire).map((r) => key(r.Sector));
  const scouting = mine.filter((f) => w.shipsOf(f.id).some((s) => s.condition !== 'Crippled' && scouts.has(`${race}|${key(s.shipClass)}`)));
  const near = distances(map, [...mine.map((f) => f.location), ...colonies], 1);
  const far = distances(
    map,
    scouting.map((f) => f.location),
    2,
  );
  const present = new Set(mine.map((f) => f.location));
  return [...new Set([...near.keys(), ...far.keys()])]
    .filter((s) => !present.has(s))
    .sort()
    .map((system) => {
      const foreign = w.fleetsAt(system).filter((f) => f.empire !== empire && w.shipsOf(f.id).length);
      return {
        system,
        scout: far.has(system),
        development: '',
        fleets: foreign.map((f) => fleetBpv(w, f.id)),
        kinds: foreign.map((f) => civilianFleetKind(w.shipsOf(f.id))),
      };
    });
}

const seenByOwner = rowsSeenBy(VBAM_TABS);

/**
 * The rows of a VBAM tab an admiral sees: the tabs' owner columns (seenBy), and the two whose rows name
 * a fleet or a ship, not an empire: its own fleets' standing orders and its own civilian fleets.
 */
const tableRows: ViewRules['tableRows'] = (w, empire, tab, rows) => {
  if (tab === STANDING_ORDERS_TAB.name) return rows.filter((r) => sameName(w.fleet(String(r.Fleet ?? ''))?.empire ?? '', empire));
  if (tab === CIVILIAN_TAB.name) return rows.filter((r) => sameName(w.ship(String(r.Ship ?? ''))?.empire ?? '', empire));
  return seenByOwner(w, empire, tab, rows);
};

export const VBAM_VIEW: ViewRules = {
  // VBAM moves each fleet by its own allowance (`VBAM Movement`): there is no pool of move points.
  sightings,
  fleetCbpv: fleetBpv,
  fleetKind: (w, fleetId) => civilianFleetKind(w.shipsOf(fleetId)),
  fleetProblems: () => [],
  tableRows,
  treasuryUnit: 'EP',
  settledHoldings: true,
  map: VBAM_MAP,
};
