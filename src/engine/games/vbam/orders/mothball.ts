// Mothball and Reactivate (`VBAM Construction Completion`, rule option VB44). Mothball: a ship at a
// sector with one of the empire's Orbital Shipyards leaves active duty at Construction Completion and
// pays no maintenance from the next Income phase; it costs nothing. Reactivate: a mothballed ship at a
// sector where the empire can build pays its class's full maintenance (N of "N/M") now and takes a
// dock at Construction Completion, back on duty from then. Ships: the ships.

import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import { refuse, Refusal } from './reason';
import { isRefusal } from './rule';
import { sectorOf, shipyardsAt, unitKind, yardAt } from '../units';
import { addWork, OwnShip, ownShips, pay, shipsOf, shortOf } from './work';

function mothballable(t: VbamTurn, empire: string, { ship, unit }: OwnShip): Refusal | undefined {
  const kind = unitKind(unit);
  if (kind !== 'ship') return refuse({ code: 'not-a-ship', ship: ship.id, kind });
  const sector = sectorOf(t, ship);
  return shipyardsAt(t, empire, sector) ? undefined : refuse({ code: 'no-shipyard', ship: ship.id, sector, why: 'Orbital Shipyard' });
}

export const MOTHBALL: VbamOrderRule<string[]> = {
  parse: shipsOf,
  check: (t, empire, _o, ids) => {
    const ships = ownShips(t, empire, ids, (s) => mothballable(t, empire, s));
    return isRefusal(ships) ? ships : undefined;
  },
  carry: (t, empire, o, ids) => {
    for (const s of ownShips(t, empire, ids, () => undefined) as OwnShip[])
      addWork(t, empire, o, { job: 'Mothball', className: s.unit.name, sector: sectorOf(t, s.ship), paid: 0, unit: s.ship.id });
    return `${ids.join(', ')} go into mothballs at Construction Completion: no maintenance from the next Income phase.`;
  },
  offered: (_t, _empire, fleet) => fleet === '',
};

function reactivatable(t: VbamTurn, empire: string, { ship }: OwnShip): Refusal | undefined {
  const sector = sectorOf(t, ship);
  return yardAt(t, empire, sector).docks
    ? undefined
    : refuse({ code: 'no-shipyard', ship: ship.id, sector, why: 'colony with dock space' });
}

/** Reactivation's price: the class's full maintenance, N EP of its "N/M". */
const fee = (s: OwnShip) => s.unit.maintenance.ep;

export const REACTIVATE: VbamOrderRule<string[]> = {
  parse: shipsOf,
  check: (t, empire, _o, ids) => {
    const ships = ownShips(t, empire, ids, (s) => reactivatable(t, empire, s), true);
    return isRefusal(ships)
      ? ships
      : shortOf(
          t,
          empire,
          ships.reduce((n, s) => n + fee(s), 0),
        );
  },
  carry: (t, empire, o, ids) => {
    const ships = ownShips(t, empire, ids, () => undefined, true) as OwnShip[];
    for (const s of ships) {
      pay(t, empire, fee(s), `reactivation of ${s.ship.id} (${s.unit.name})`);
      addWork(t, empire, o, { job: 'Reactivate', className: s.unit.name, sector: sectorOf(t, s.ship), paid: fee(s), unit: s.ship.id });
    }
    return `Reactivating ${ships.map((s) => `${s.ship.id} for ${fee(s)} EP`).join(', ')}: back on duty at Construction Completion, with a dock.`;
  },
  offered: (_t, _empire, fleet) => fleet === '',
};
