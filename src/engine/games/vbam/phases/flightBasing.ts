// `VBAM Movement`, `VBAM Invasion`: flights (fighters and PFs) need a place to land. A fleet holding a
// unit with the Carrier trait bases its own flights; the others in a sector land at their empire's
// colonies there, twice their utilized Productivity (ground.ts flightBasing, VB29), in Ships order;
// those with nowhere to land are lost (VB65).

import type { Ship } from '../../../core/model';
import type { VbamTurn } from '../turn';
import { flightBasing as basingOf, landFlights } from '../ground';
import { isFlight, shipUnit } from '../units';

export function flightBasing(t: VbamTurn): void {
  const { w, v } = t;
  const unit = (s: Ship) => shipUnit(w.c, v.units, s);
  const hasCarrier = (fleet: string) => w.shipsOf(fleet).some((s) => unit(s)?.traits.some((x) => x.name === 'Carrier'));
  const needing = new Map<string, Ship[]>();
  for (const f of w.c.fleets) {
    if (hasCarrier(f.id)) continue;
    const flights = w.shipsOf(f.id).filter((s) => isFlight(unit(s)));
    const k = `${f.empire} ${f.location}`;
    if (flights.length) needing.set(k, [...(needing.get(k) ?? []), ...flights]);
  }
  for (const flights of needing.values()) {
    const { empire } = flights[0];
    const sector = w.fleet(flights[0].fleet)?.location ?? '';
    const basing = v.colonies.filter((c) => c.owner === empire && c.sector === sector).reduce((n, c) => n + basingOf(c), 0);
    const { lost } = landFlights(basing, flights);
    if (!lost.length) continue;
    w.removeShips(lost);
    const text = `${lost.length} flight(s) at ${sector} had nowhere to land (basing for ${basing}) and are lost: ${lost.map((s) => s.id).join(', ')}`;
    w.log('Flight basing', empire, `${text} (VBAM Movement)`);
    w.report(empire, 'Movement', `${text}.`);
  }
}
