// GC C10.20: a ship in danger of capture may be under orders to destroy its special technology first;
// such a ship cannot self-destruct. A "Destroy techs" order (Target the ship; Extras "off" withdraws it)
// sets the Ships column Destroy techs, and each battle's card names the side's ships under that order
// for the SFB battle, where capture is decided.

import type { RowColumn } from '../../../core/game';
import type { Order, Ship } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { yes } from './crew';

export const DESTROY_TECHS = 'Destroy techs';

export const DESTROY_TECHS_SHIP_COLUMN: RowColumn = {
  header: DESTROY_TECHS,
  type: 'bool',
  seenBy: 'owner',
  note: 'GC C10.20: under orders to destroy its special technology if about to be captured (its Destroy techs order); it then cannot self-destruct.',
};

const destroys = (w: World, ship: Ship) => yes(extraRow(w.c, 'Ships', ship.id)[DESTROY_TECHS]);

/** The Destroy techs order, or why not (C10.20). */
export function destroyTechsOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Destroy techs: ${text}` });
  const ship = w.ship(o.target.trim().toUpperCase()) ?? w.ship(o.target.trim());
  if (!ship || ship.empire !== empire) return refused(`${o.target || '(blank Target)'} is not your ship: Target the ship`);
  const off = o.extras.trim().toLowerCase();
  if (off && off !== 'off') return refused(`Extras "${o.extras}": write off to withdraw the order, or nothing (GC C10.20)`);
  if (!off === destroys(w, ship))
    return refused(`${ship.id} is ${off ? 'under no' : 'already under'} orders to destroy its special technology (GC C10.20)`);
  setExtra(w.c, 'Ships', ship.id, { [DESTROY_TECHS]: !off });
  return {
    row: o.row,
    status: 'done',
    text: off
      ? `Destroy techs: ${ship.id}'s orders withdrawn: it may self-destruct again (GC C10.20)`
      : `Destroy techs: ${ship.id} destroys its special technology if about to be captured, and cannot self-destruct (GC C10.20)`,
  };
}

/** C10.20 on a battle's card: the side's ships under orders to destroy their special technology. */
export function destroyTechsCard(w: World, ships: readonly Ship[]): string[] {
  const under = ships.filter((s) => destroys(w, s));
  return under.length
    ? [
        `${under.map((s) => s.id).join(', ')} ${under.length > 1 ? 'destroy their' : 'destroys its'} special technology if about to be captured and cannot self-destruct (GC C10.20).`,
      ]
    : [];
}
