// `VBAM Invasion`, Unload: carriers disembark an item aboard where their fleet is. Fleet: the carriers'
// fleet; Target: the unit's Ships id, or Census. A flight or defsat lands in the empire's garrison there,
// never on another power's colony (VB107). Census goes only to a colony of the empire's
// that has Census already (colonies are founded by Colony Fleets); a ground unit joins the empire's
// garrison there, and landing on another power's colony is an invasion, fought after the space battles
// (phases/invasion.ts), allowed only at War (`VBAM Diplomacy`: Hostilities commits no ground troops). Never in the turn the item was embarked. A Colony
// Fleet's Census is not unloaded by order: it founds a colony at Update Assets (VB92).

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse } from './reason';
import { cargoOrderProblem } from '../cargo';
import { garrisonFleet, groundKinds, landedGroundUnits } from '../garrison';
import { invasionOdds } from '../ground';
import { optionOf } from '../options';
import type { ColonyRow } from '../state';
import { coloniesIn } from '../units';
import { itemOf, moveKey } from './carriers';
import { isColonyFleetCensus } from '../colonisation';
import { mayInvade } from '../../../core/diplomacy';

interface Unload {
  item: string;
}

/** The cargo rows of the item aboard ships of `fleet`. */
const rowsOf = (t: VbamTurn, fleet: string, item: string) =>
  t.v.cargo.filter((r) => r.item.toLowerCase() === item.toLowerCase() && r.carriers.some((c) => t.w.ship(c)?.fleet === fleet));

/** The cargo row of the item an order can unload from `fleet`: a Colony Fleet's Census is not one. */
const rowOf = (t: VbamTurn, fleet: string, item: string) => rowsOf(t, fleet, item).find((r) => !isColonyFleetCensus(t, r));

/** What the empire can unload: its cargo but the Colony Fleets' Census. */
const unloadable = (t: VbamTurn, empire: string) => t.v.cargo.filter((r) => r.empire === empire && !isColonyFleetCensus(t, r));

/**
 * The odds of the invasion by VB28's dice with the ground units landed there now, this one among them
 * (the fleet is in the sector: its admiral sees them); none when the GM plays ground combat in SFB.
 */
function oddsWords(t: VbamTurn, empire: string, colony: ColonyRow): string {
  if (optionOf(t.w.c, 'ground') === 'battle') return '';
  const units = landedGroundUnits(t, colony.sector);
  const side = (e: string) => groundKinds(units.filter((s) => s.empire === e));
  const defenders = side(colony.owner);
  if (!defenders.length) return ` (no ground unit of ${colony.owner} defends it now: it falls unless one lands)`;
  return ` (by the default dice, VB28: ${invasionOdds(side(empire), defenders)}% to take it against the ${defenders.length} ground unit(s) there now)`;
}

export const UNLOAD: VbamOrderRule<Unload> = {
  parse: (o: Order) =>
    o.target.trim() ? { item: o.target.trim() } : refuse({ code: 'blank', column: 'Target', want: 'the unit to disembark, or Census' }),

  check(t, empire, o, p) {
    const { w } = t;
    const f = w.fleet(o.fleet);
    if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
    if (f.empire !== empire) return refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
    const row = rowOf(t, f.id, p.item);
    const settler = rowsOf(t, f.id, p.item).find((r) => isColonyFleetCensus(t, r));
    if (!row && settler) return refuse({ code: 'colony-fleet-census', ship: settler.carriers[0] });
    if (!row) return refuse({ code: 'not-aboard', item: p.item, fleet: f.id });
    const colony = coloniesIn(t, f.location).find((c) => c.owner);
    const movedThisTurn = t.cargoMoves.get(moveKey(p.item, o.fleet));
    const problem = cargoOrderProblem({
      action: 'Unload',
      item: itemOf(t, row),
      carriers: row.carriers.map((name) => ({ name, supply: 0, assault: 0 })),
      ...(movedThisTurn ? { movedThisTurn } : {}),
      destinationHasCensus: !!colony && colony.census > 0,
    });
    if (problem) return refuse({ code: 'cargo', refusal: problem });
    if (row.kind === 'Census' && colony?.owner !== empire) return refuse({ code: 'no-own-colony', sector: f.location });
    if (row.kind !== 'Census' && row.kind !== 'Ground unit' && colony && colony.owner !== empire)
      return refuse({ code: 'troops-only', item: row.item, owner: colony.owner, system: colony.system });
    if (colony && colony.owner !== empire && !mayInvade(w.relation(empire, colony.owner)))
      return refuse({ code: 'not-at-war', owner: colony.owner, system: colony.system });
    return undefined;
  },

  carry(t, empire, o, p) {
    const { w, v } = t;
    const f = w.fleet(o.fleet)!;
    const row = rowOf(t, f.id, p.item)!;
    v.cargo.splice(v.cargo.indexOf(row), 1);
    t.cargoMoves.set(moveKey(p.item, o.fleet), 'Unload');
    const colony = coloniesIn(t, f.location).find((c) => c.owner);
    if (row.kind === 'Census') {
      colony!.census += 1;
      return `one Census lands at ${colony!.system} (Census ${colony!.census})`;
    }
    const unit = w.ship(row.item)!;
    w.moveShip(unit, garrisonFleet(t, empire, f.location));
    if (colony && colony.owner !== empire)
      return `${unit.shipClass} ${unit.id} lands on ${colony.system} of ${colony.owner}: an invasion, fought after the space battles${oddsWords(t, empire, colony)}`;
    return `${unit.shipClass} ${unit.id} lands at ${f.location}`;
  },

  offered: (t, empire, fleet) => !!fleet && unloadable(t, empire).some((r) => r.carriers.some((c) => t.w.ship(c)?.fleet === fleet)),

  choices: (t, empire, fleets) => ({
    targets: unloadable(t, empire)
      .filter((r) => r.carriers.some((c) => fleets.includes(t.w.ship(c)?.fleet ?? '')))
      .map((r) => r.item),
  }),
};
