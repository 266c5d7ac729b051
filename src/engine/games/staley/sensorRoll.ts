// Damaged sensors (EE1.21): a ship whose sensor track has lost its 6 box detects in a phase only on
// 1d6 up to its highest undamaged box (EE1.211); above it, it detects nothing (EE1.212). A fleet
// detects as one: rule option ST14, it sees when any of its ships does, so it rolls only when none has
// its 6 box, ship by ship (the best track first) until one roll succeeds. A failed fleet sees no units
// and no hex colour that phase (EE1.4). The roll is made once a phase and kept in the fleet's Sensor
// roll column, for the rest of the phase and a turn resumed after its battles.

import type { Fleet, Ship } from '../../core/model';
import type { World } from '../../core/world';
import { cells, SENSOR_BOX, SENSOR_ROLL } from './map';

/** EE1.21: the highest undamaged box of a ship's sensor track (blank, or not a box 0-6: 6). */
export function sensorBox(w: World, s: Ship): number {
  const v = String(w.c.extras?.Ships?.[s.id]?.[SENSOR_BOX] ?? '').trim();
  return /^[0-6]$/.test(v) ? Number(v) : 6;
}

/** Whether the fleet's sensors work this phase (EE1.2, EE1.21): rolled for at most once a phase. */
export function sensorsWork(w: World, f: Fleet): boolean {
  const ships = w.shipsOf(f.id);
  if (ships.some((s) => sensorBox(w, s) >= 6)) return true;
  const row = cells(w.c, 'Fleets', f.id);
  const last = String(row[SENSOR_ROLL] ?? '');
  if (last.startsWith(`${w.now}:`)) return last.includes('detects');
  const works = [...ships]
    .sort((a, b) => sensorBox(w, b) - sensorBox(w, a))
    .some((s) => {
      const box = sensorBox(w, s);
      return box > 0 && w.dice.roll(1, 6, `${f.id} sensor roll, ${s.id}'s highest undamaged box ${box} (EE1.21)`) <= box;
    });
  row[SENSOR_ROLL] = `${w.now}: ${works ? 'detects (EE1.211)' : 'blind (EE1.212)'}`;
  if (!works) w.report(f.empire, 'Vision', `${f.id}'s damaged sensors detect nothing this phase (EE1.212).`);
  return works;
}
