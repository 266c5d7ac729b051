// The Refits tab (LL5.2, LL10) and a ship's stay in the yard: the one ship a Convert or Refit order names
// (LL5.4), put in its own fleet "In the yard" at the yard's hex with its row of work. Conversions and scrap
// (refits.ts) and refits and module changes (shipRefits.ts) share it.

import type { GameTab } from '../../core/game';
import type { Order, Ship } from '../../core/model';
import { newFleet } from '../../core/model';
import type { World } from '../../core/world';
import { projectRows } from './projects';

export const REFITS_TAB: GameTab = {
  name: 'Refits',
  note: 'LL5.2, LL10: ships being converted, scrapped or salvaged, and the phases left.',
  columns: [
    { header: 'Empire', type: 'text', note: 'The race at work: only its admiral sees the row.' },
    { header: 'Hex', type: 'text', note: 'Where the work is done.' },
    { header: 'Ship', type: 'text', note: 'The ship converted, scrapped or salvaged.' },
    {
      header: 'Work',
      type: 'text',
      note: "Conversion (LL5.2), Specifications (a captured ship fitted to the race's, LL5.5), Modules (LL5.821), Refit (LL5.1), Scrap (LL10.3) or Salvage (LL10.4).",
    },
    { header: 'Class', type: 'text', note: 'A conversion: the class the ship becomes; a refit: the refit.' },
    {
      header: 'Phases left',
      type: 'int',
      note: 'LL5.21: a phase per 10 EBPV of twice the difference (LL5.22-LL5.23, HDW and modular: not doubled); LL5.5: per 5 EBPV; LL10.3-LL10.4: per 15 or 30 EBPV.',
    },
    { header: 'EBPV', type: 'number', note: 'A conversion: paid at the start; scrap or salvage: banked when it ends.' },
  ],
  seenBy: { owner: 'Empire' },
};

export const refitRows = (w: World) => projectRows(w, REFITS_TAB.name);

/** The fleet name a ship in conversion waits in. */
const YARD = 'In the yard';

/** Puts the ship in a new fleet "In the yard" at the fleet's hex, with its row of work (LL5.2): the new fleet. */
export function toYard(
  w: World,
  empire: string,
  ship: Ship,
  row: { Work: string; Class: string; 'Phases left': number; EBPV: number },
): string {
  const at = w.fleet(ship.fleet)!.location;
  const yard = w.addFleet(newFleet(w.nextId('fleet', `${empire}-`), empire, at, w.now, YARD));
  w.moveShip(ship, yard.id);
  refitRows(w).push({ Empire: empire, Hex: at, Ship: ship.id, ...row });
  return yard.id;
}

/** The ships named in Ships (one, or several "KLI-20, KLI-21"), each of the fleet. */
export function namedShips(w: World, o: Order): Ship[] | string {
  if (!o.ships.length) return 'name the ship in Ships';
  const ships = o.ships.map((id) => w.ship(id));
  const stray = o.ships.find((_, i) => ships[i]?.fleet !== o.fleet);
  return stray ? `${stray} is not a ship of ${o.fleet}` : (ships as Ship[]);
}

/** The one ship a Convert or Refit order names (LL5.4: one work at a time), or why not. */
export function oneShip(w: World, o: Order): Ship | string {
  const ships = namedShips(w, o);
  if (typeof ships === 'string') return ships;
  return ships.length === 1 ? ships[0] : `one ship a ${o.kind} order (LL5.4: one conversion or refit at a time)`;
}
