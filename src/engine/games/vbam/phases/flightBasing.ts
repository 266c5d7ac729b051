// `VBAM Movement`, `VBAM Invasion`: flights (fighters and PFs) need a place to land, at the close. An
// empire's flights in a sector fill the fighter and PF boxes of its carriers there (the Unit list's
// Basing column), their own fleet's first, then land at its colonies there, twice their utilized
// Productivity (ground.ts flightBasing, VB29); the rest are lost (VB65, VB81). A mothballed carrier's
// boxes are left out; flights embarked as cargo need no box (VB107).

import type { Ship } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import { flightBasing as basingOf } from '../ground';
import { Boxes, boxesOf, FlightFleet, landFlights, noBoxes } from '../flights';
import { coloniesIn, isFlight, isMothballed, shipUnit } from '../units';

export function flightBasing(t: VbamTurn): void {
  const { w, v } = t;
  const unit = (s: Ship) => shipUnit(w.c, v.units, s);
  const boxesOfFleet = (fleet: string): Boxes =>
    w
      .shipsOf(fleet)
      .filter((s) => !isMothballed(t, s.id))
      .map((s) => boxesOf(unit(s)?.basing ?? '') ?? noBoxes())
      .reduce((sum, b) => ({ fighter: sum.fighter + b.fighter, heavy: sum.heavy + b.heavy, pf: sum.pf + b.pf }), noBoxes());
  const cargo = new Set(v.cargo.map((r) => r.item));
  const bySector = new Map<string, { empire: string; sector: string; fleets: FlightFleet<Ship>[] }>();
  for (const f of w.c.fleets) {
    const flights = w
      .shipsOf(f.id)
      .filter((s) => isFlight(unit(s)) && !cargo.has(s.id))
      .map((s) => ({ flight: s, hull: unit(s)?.hull ?? '' }));
    const k = `${f.empire}|${f.location}`;
    const group = bySector.get(k) ?? { empire: f.empire, sector: f.location, fleets: [] };
    group.fleets.push({ boxes: boxesOfFleet(f.id), flights });
    bySector.set(k, group);
  }
  for (const { empire, sector, fleets } of bySector.values()) {
    if (!fleets.some((f) => f.flights.length)) continue;
    const basing = coloniesIn(t, sector)
      .filter((c) => c.owner === empire)
      .reduce((n, c) => n + basingOf(c), 0);
    const { lost } = landFlights(fleets, basing);
    if (!lost.length) continue;
    w.removeShips(lost);
    const boxes = fleets.reduce((n, f) => n + f.boxes.fighter + f.boxes.heavy + f.boxes.pf, 0);
    const text = `${lost.length} flight(s) at ${sector} had nowhere to land (${boxes} carrier box(es), basing for ${basing}) and are lost: ${lost.map((s) => s.id).join(', ')}`;
    w.log('Flight basing', empire, `${text} (VBAM Movement, VB81)`);
    w.report(empire, 'Movement', `${text}.`);
  }
}
