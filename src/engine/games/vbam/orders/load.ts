// `VBAM Invasion`, Load: carriers of a fleet embark a ground unit landed where the fleet is, a flight of
// fighters or PFs or a defsat of the empire's there (VB107), or one Census of the colony there (which
// keeps at least one): Census moves between colonies this way, on a Transport Fleet; a Colony Fleet
// takes its Census when built and loads none (VB92). Fleet: the carriers' fleet; Ships: the carriers
// (blank: every ship of the fleet with a Supply or Assault rating); Target: the unit's Ships id, or
// Census. Capacity, Assault ratings carrying ground units only, and no disembarking and embarking in
// one turn are cargo.ts's checks.

import type { Order, Ship } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { isRefusal } from './rule';
import { refuse } from './reason';
import { capacityProblem, cargoOrderProblem, CargoItem } from '../cargo';
import { embarkCensus, isColonyFleet } from '../colonisation';
import { colonyAt } from '../units';
import { aboard, carriersOf, itemOf, moveKey, unitCargo } from './carriers';

interface Load {
  item: string;
}

const isCensus = (item: string) => item.toLowerCase() === 'census';

/** The empire's units at `sector` that carriers may embark (ground units, flights, defsats), aboard none yet. */
function loadable(t: VbamTurn, empire: string, sector: string): Ship[] {
  const aboardNow = new Set(t.v.cargo.map((r) => r.item));
  return t.w
    .fleetsAt(sector)
    .filter((f) => f.empire === empire)
    .flatMap((f) => t.w.shipsOf(f.id).filter((s) => !aboardNow.has(s.id) && unitCargo(t, s)));
}

const loadableNamed = (t: VbamTurn, empire: string, sector: string, item: string) =>
  loadable(t, empire, sector).find((s) => s.id.toLowerCase() === item.toLowerCase());

export const LOAD: VbamOrderRule<Load> = {
  parse: (o: Order) =>
    o.target.trim() ? { item: o.target.trim() } : refuse({ code: 'blank', column: 'Target', want: 'the unit to embark, or Census' }),

  check(t, empire, o, p) {
    const carriers = carriersOf(t, empire, o);
    if (isRefusal(carriers)) return carriers;
    const sector = t.w.fleet(o.fleet)!.location;
    if (isCensus(p.item)) {
      const colonyFleet = [...o.ships, ...carriers.map((c) => c.name)].find((id) => isColonyFleet(t, id));
      if (colonyFleet) return refuse({ code: 'colony-fleet-census', ship: colonyFleet });
      const colony = colonyAt(t, empire, sector);
      if (!colony) return refuse({ code: 'no-own-colony', sector });
      if (colony.census < 2) return refuse({ code: 'census-kept', system: colony.system, census: colony.census });
    }
    const unit = isCensus(p.item) ? undefined : loadableNamed(t, empire, sector, p.item);
    if (!isCensus(p.item) && !unit) return refuse({ code: 'no-cargo-unit', item: p.item, sector });
    const item: CargoItem = unit ? unitCargo(t, unit)! : { name: 'Census', kind: 'Census' };
    const movedThisTurn = t.cargoMoves.get(moveKey(p.item, o.fleet));
    const problem = cargoOrderProblem({ action: 'Load', item, carriers, ...(movedThisTurn ? { movedThisTurn } : {}) });
    if (problem) return refuse({ code: 'cargo', refusal: problem });
    const rows = aboard(
      t,
      carriers.map((c) => c.name),
    );
    const all = new Set([...carriers.map((c) => c.name), ...rows.flatMap((r) => r.carriers)]);
    const combined = carriersOf(t, empire, { ...o, ships: [...all] });
    const full = capacityProblem(isRefusal(combined) ? carriers : combined, [...rows.map((r) => itemOf(t, r)), item]);
    return full ? refuse({ code: 'cargo', refusal: full }) : undefined;
  },

  carry(t, empire, o, p) {
    const { w, v } = t;
    const sector = w.fleet(o.fleet)!.location;
    const carriers = carriersOf(t, empire, o);
    const ids = isRefusal(carriers) ? [] : carriers.map((c) => c.name);
    const together = [...new Set([...ids, ...aboard(t, ids).flatMap((r) => r.carriers)])];
    for (const r of aboard(t, ids)) r.carriers = together;
    t.cargoMoves.set(moveKey(p.item, o.fleet), 'Load');
    if (isCensus(p.item)) {
      const colony = colonyAt(t, empire, sector)!;
      embarkCensus(t, colony, empire, together);
      return `${together.join(' + ')} embark one Census of ${colony.system} (Census ${colony.census} left)`;
    }
    const unit = loadableNamed(t, empire, sector, p.item)!;
    const from = unit.fleet;
    w.moveShip(unit, o.fleet);
    if (!w.shipsOf(from).length) w.removeFleet(w.fleet(from)!);
    v.cargo.push({ item: unit.id, kind: unitCargo(t, unit)!.kind, empire, carriers: together, loaded: w.season });
    return `${together.join(' + ')} embark ${unit.shipClass} ${unit.id} at ${sector}`;
  },

  offered: (t, empire, fleet) => {
    const carriers = fleet ? carriersOf(t, empire, { row: 0, fleet, kind: 'Load', target: '', ships: [], buildClass: '', extras: '' }) : [];
    return !isRefusal(carriers) && carriers.length > 0;
  },

  choices: (t, empire, fleets) => ({
    targets: ['Census', ...fleets.flatMap((f) => loadable(t, empire, t.w.fleet(f)?.location ?? '').map((s) => s.id))],
  }),
};
