// Construction (LL2): a race builds at a shipyard's NCDs or a large base's areas, a large base on
// location (shipyards.ts says where: LL1, LL3, LL6). The whole price
// and the 20% release charge are paid when the build starts (LL2.21, LL2.3), never beyond the bank
// (HH1.7); it takes a phase per 10 EBPV, rounded up, a battleship (size class 1) eight full turns
// (LL2.22). Each build is a row of the Construction tab, seen by its race alone, until the ship is placed
// in the hex in a new fleet (Annex AAA 7), its crew rolled for (MM1.21, officers.ts).

import type { GameTab, RowColumn } from '../../core/game';
import type { ShipClass } from '../../core/model';
import type { World } from '../../core/world';
import { newFleet, newShip } from '../../core/model';
import { cells } from './map';
import { STALEY_CALENDAR } from './calendar';
import { crewRoll } from './officers';
import { placeFixed } from './shipyards';
import { projectRows, takeDone, workPhase } from './projects';
import { SPECIAL_PHASES, specialItem } from './specialItems';
import { conversionDone, inactiveBoxesStep, noteDocksDone, pausedDocks } from './yardConversions';

export const CONSTRUCTION_TAB: GameTab = {
  name: 'Construction',
  note: 'LL2: the ships being built, each at a shipyard, and the phases left until it is placed.',
  columns: [
    { header: 'Empire', type: 'text', note: 'The building race: only its admiral sees the row.' },
    { header: 'Hex', type: 'text', note: 'The shipyard or base (LL1, LL3).' },
    { header: 'Class', type: 'text', note: 'The class built.' },
    {
      header: 'Works',
      type: 'text',
      note: 'LL1.4, LL3.5, LL6: the NCDs building it ("LCD1+MCD1"), Areas of the base, On location, the BATS/BS or SB, or its Shuttle bay (LL3.8).',
    },
    { header: 'Phases left', type: 'int', note: 'LL2.21: a phase per 10 EBPV, rounded up; LL2.22: a battleship 8 turns.' },
    { header: 'Paid', type: 'number', note: 'LL2.21, LL2.3: the EBPV and the 20% release charge, paid at the start.' },
    { header: 'Begun', type: 'season', note: 'PP1.15: the turn the build began (every race knows it of a size class 2 unit).' },
    { header: 'From', type: 'text', note: 'A conversion: the NCD (LL5.3) or the large base (LL5.9) converted; blank for a build.' },
  ],
  seenBy: { owner: 'Empire' },
};

/** LL2.21-LL2.22: the phases a class takes to build (LL4.4-LL4.5: a special item's own). */
export function buildPhases(cls: Pick<ShipClass, 'ebpv' | 'sizeClass'> & Partial<Pick<ShipClass, 'hull'>>): number {
  const item = cls.hull ? specialItem({ hull: cls.hull }) : undefined;
  if (item) return SPECIAL_PHASES[item];
  return cls.sizeClass === 1 ? 8 * STALEY_CALENDAR.ticks.count : Math.max(1, Math.ceil(cls.ebpv / 10));
}

/** LL2.21, LL2.3: what a build costs at its start: the EBPV and the release charge of 20%, rounded up (LL4.4: an SFG nothing). */
export function buildCost(cls: Pick<ShipClass, 'ebpv'> & Partial<Pick<ShipClass, 'hull'>>): number {
  if (cls.hull && specialItem({ hull: cls.hull }) === 'SFG') return 0;
  return cls.ebpv + Math.ceil(cls.ebpv * 0.2);
}

/** PP1.12: the shipyard a ship was built at, written when it is placed; every other race knows it (espionage.ts). */
export const SHIPYARD_COLUMN: RowColumn = {
  header: 'Shipyard',
  type: 'text',
  seenBy: 'owner',
  note: 'PP1.12: the shipyard hex the ship was built at (blank: a starting unit); every other race knows it.',
};

const rows = (w: World) => projectRows(w, CONSTRUCTION_TAB.name);

/** Starts a build (an order's effect): paid now, placed when its phases are done; the docks that must pause first (LL2.4), if any. */
export function startBuild(w: World, empire: string, hex: string, cls: ShipClass, works: string): string[] {
  const cost = buildCost(cls);
  const paused = pausedDocks(w, empire, hex, cls, works);
  w.addLedger(empire, -cost, `Build ${cls.name} at ${hex} (${cls.ebpv} + ${cost - cls.ebpv} release charge)`, 'LL2.21, LL2.3');
  const phases = buildPhases(cls) + (paused.length ? 1 : 0);
  rows(w).push({ Empire: empire, Hex: hex, Class: cls.name, Works: works, 'Phases left': phases, Paid: cost, Begun: w.now });
  return paused;
}

/** Annex AAA 1: a phase of work on every build and conversion, and a converting base's inactive boxes (LL5.95). */
export function buildStep(w: World): void {
  workPhase(w, CONSTRUCTION_TAB.name);
  inactiveBoxesStep(w);
}

/** Annex AAA 7: finished builds are placed in their hex, each in a new fleet. */
export function placeStep(w: World): void {
  const done = takeDone(w, CONSTRUCTION_TAB.name);
  for (const r of done) {
    const [empire, hex, shipClass] = [String(r.Empire), String(r.Hex), String(r.Class)];
    if (conversionDone(w, r)) continue;
    noteDocksDone(w, r);
    if (placeFixed(w, empire, hex, shipClass)) continue;
    const fleet = w.addFleet(newFleet(w.nextId('fleet', `${empire}-`), empire, hex, w.now, `New ${shipClass}`));
    const ship = w.addShip(newShip(w.nextId('ship', `${empire}-`), empire, fleet.id, shipClass, 0));
    w.log('Build', empire, `${shipClass} placed at ${hex} in ${fleet.id}`, 'LL2.21');
    w.report(empire, 'Builds', `${shipClass} is done at ${hex}: fleet ${fleet.id} (LL2.21).`);
    cells(w.c, 'Ships', ship.id)[SHIPYARD_COLUMN.header] = hex;
    crewRoll(w, ship);
  }
}
