// Repair (`VBAM Construction Completion`): a crippled ship at a sector with one of the empire's Orbital
// Shipyards, or a crippled base where a colony of the empire can build, for 25% of its cost (rounded
// up), paid now; the work takes that much capacity (and a dock, for a ship) at Construction Completion.
// Ships: the ships to repair.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { isRefusal } from './rule';
import { repairCost } from '../assets';
import { costOf, sectorOf, shipyardsAt, unitKind, yardAt } from '../units';
import { addWork, OwnShip, ownShips, pay, shipsOf, shortOf } from './work';

function repairable(t: VbamTurn, empire: string, { ship, unit }: OwnShip): Refusal | undefined {
  const kind = unitKind(unit);
  if (ship.condition !== 'Crippled' || kind === 'flight' || kind === 'ground') return refuse({ code: 'not-crippled', ship: ship.id, kind });
  const sector = sectorOf(t, ship);
  if (!yardAt(t, empire, sector).capacity)
    return refuse({ code: 'no-shipyard', ship: ship.id, sector, why: 'colony with construction capacity' });
  if (kind === 'ship' && !shipyardsAt(t, empire, sector))
    return refuse({ code: 'no-shipyard', ship: ship.id, sector, why: 'Orbital Shipyard' });
  return undefined;
}

const price = (s: OwnShip) => repairCost(costOf(s.unit));

function check(t: VbamTurn, empire: string, _o: Order, ids: string[]): Refusal | undefined {
  const ships = ownShips(t, empire, ids, (s) => repairable(t, empire, s));
  if (isRefusal(ships)) return ships;
  return shortOf(
    t,
    empire,
    ships.reduce((n, s) => n + price(s), 0),
  );
}

function carry(t: VbamTurn, empire: string, o: Order, ids: string[]): string {
  const ships = ownShips(t, empire, ids, () => undefined) as OwnShip[];
  const done = ships.map((s) => {
    const cost = price(s);
    pay(t, empire, cost, `repair of ${s.ship.id} (${s.unit.name})`);
    addWork(t, empire, o, { job: 'Repair', className: s.unit.name, sector: sectorOf(t, s.ship), paid: cost, unit: s.ship.id });
    return `${s.ship.id} for ${cost} EP`;
  });
  return `Repairing ${done.join(', ')}: done at Construction Completion.`;
}

export const REPAIR: VbamOrderRule<string[]> = {
  parse: shipsOf,
  check,
  carry,
  offered: (_t, _empire, fleet) => fleet === '',
};
