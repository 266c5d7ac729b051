// Secret movement (EE1-EE2): after each phase's moves every race learns what its fleets detect, and
// nothing else. A ship sees the hexes within 1 of it (EE1.2), 2 with more than 3 special sensors
// (EE2.1); a cloaked, shut-down or hidden fleet is found only from its own hex (EE1.33), or by special
// sensors in range on a 50% roll (EE2.12); a cloaked watcher sees only its own hex (EE1.5). What is
// told: "X ships in hex XXXX", fighters and PFs counted apart (EE1.31-32), the size classes to special
// sensors (EE2.11). Each detection is a row of the Detections tab, seen by the detecting race alone.

import type { Fleet } from '../../core/model';
import type { GameRow, GameTab } from '../../core/game';
import type { World } from '../../core/world';
import type { Sighting } from '../../core/view';
import { detects, reachOf, Sensor } from '../../core/map/sensors';
import { fleetState } from './fleets';
import { STALEY_LAYOUT } from './map';
import { STALEY_CALENDAR } from './calendar';

export const DETECTIONS_TAB: GameTab = {
  name: 'Detections',
  note: 'EE1.31: what each race detected, phase by phase, this turn: ships, fighters and PFs counted by hex.',
  columns: [
    { header: 'When', type: 'text', note: 'The phase of the detection.' },
    { header: 'Empire', type: 'text', note: 'The race that detected it: only its admiral sees the row.' },
    { header: 'Hex', type: 'text', note: 'The hex the ships were detected in.' },
    { header: 'Ships', type: 'int', note: 'EE1.31: ships detected there.' },
    { header: 'Fighters', type: 'int', note: 'EE1.32: fighters, told as fighters.' },
    { header: 'PFs', type: 'int', note: 'EE1.32: PFs, told as PFs.' },
    { header: 'Size classes', type: 'text', note: 'EE2.11: the size classes, when special sensors detected them.' },
  ],
  seenBy: { owner: 'Empire' },
};

/** EE2.1: a fleet's most special sensors on one ship (the Classes tab's Sensors). */
const specialSensors = (w: World, f: Fleet) => Math.max(0, ...w.shipsOf(f.id).map((s) => Number(w.classOf(s)?.gc?.sensors || 0)));

/** EE1.2, EE2.1, EE1.5, EE1.33: a fleet's sensor. */
function sensorOf(w: World, f: Fleet): Sensor {
  if (fleetState(w, f).concealed === 'Cloaked') return { at: f.location, radius: 0, concealedRadius: 0 };
  return { at: f.location, radius: specialSensors(w, f) > 3 ? 2 : 1, concealedRadius: 0 };
}

/** The other races' fleets an empire's fleets detect now (EE1.2-EE2.12); special sensors roll for concealed ones. */
export function detectedBy(w: World, empire: string): Fleet[] {
  const own = w.fleetsOf(empire);
  if (!own.length) return [];
  const grid = STALEY_LAYOUT.grid(w.c);
  const reach = reachOf(
    grid,
    own.map((f) => sensorOf(w, f)),
  );
  const special = own.filter((f) => specialSensors(w, f) > 0 && fleetState(w, f).concealed !== 'Cloaked');
  const specialReach = reachOf(
    grid,
    special.map((f) => sensorOf(w, f)),
  );
  return w.c.fleets.filter((g) => {
    if (g.empire === empire) return false;
    const hidden = !!fleetState(w, g).concealed;
    if (detects(reach, g.location, hidden)) return true;
    return (
      hidden &&
      specialReach.open.has(g.location) &&
      w.dice.roll(1, 6, `${empire} special sensors find a concealed fleet in ${g.location} (EE2.12)`) <= 3
    );
  });
}

/** Annex AAA 2a: each race's detections of the phase, as Detections rows and report lines. */
export function detectionStep(w: World): void {
  const rows = (w.c.tables ??= {})[DETECTIONS_TAB.name] ?? [];
  w.c.tables[DETECTIONS_TAB.name] = rows;
  for (const e of w.c.empires) {
    const special = w.fleetsOf(e.id).some((f) => specialSensors(w, f) > 0);
    const byHex = new Map<string, Fleet[]>();
    for (const g of detectedBy(w, e.id)) byHex.set(g.location, [...(byHex.get(g.location) ?? []), g]);
    for (const [hex, fleets] of byHex) {
      const ships = fleets.flatMap((g) => w.shipsOf(g.id));
      const row: GameRow = {
        When: w.now,
        Empire: e.id,
        Hex: hex,
        Ships: ships.length,
        Fighters: ships.reduce((n, s) => n + s.fighters, 0),
        PFs: ships.reduce((n, s) => n + s.pfs, 0),
        'Size classes': special ? [...new Set(ships.map((s) => w.classOf(s)?.sizeClass ?? ''))].sort().join(' ') : '',
      };
      rows.push(row);
      const extra = [row.Fighters ? `${row.Fighters} fighters` : '', row.PFs ? `${row.PFs} PFs` : ''].filter(Boolean);
      w.report(e.id, 'Vision', `${row.Ships} ships in hex ${hex}${extra.length ? ` (${extra.join(', ')})` : ''}.`);
    }
  }
}

/**
 * The hexes where the empire detected ships in the last phase processed (the phase a paused turn stopped
 * in, else the turn's last), as the view's sightings; the hexes it stands in aside: its admiral sees those whole.
 */
export function lastSightings(w: World, empire: string): Sighting[] {
  const s = w.c.settings;
  const last = `${s.lastProcessed} ${STALEY_CALENDAR.ticks.name} ${s.pausedAt?.tick ?? STALEY_CALENDAR.ticks.count}`;
  return (w.c.tables?.[DETECTIONS_TAB.name] ?? [])
    .filter((r) => r.Empire === empire && r.When === last && !w.fleetsAt(String(r.Hex)).some((f) => f.empire === empire))
    .map((r) => ({ system: String(r.Hex), scout: false, fortified: false, development: '', fleets: [Number(r.Ships)] }));
}
