// GC C9.50: training an outstanding crew. A Train order (Target the ship) sends a normal-crewed ship at
// its empire's homeworld into a turn of advanced training for half its class EPV; slots a turn are one a
// major system and one for two minor colonies. At the turn's end, still at the homeworld, it becomes
// outstanding on a d100 of 50 or less; failed, it is marked "u" and a second training always succeeds.

import type { RowColumn } from '../../../core/game';
import type { Order } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { crewOf, shocked } from './crew';

export const TRAINING = 'Training';
/** C9.50: the chance of the first exam, in %; the price, in % of the class EPV. */
const [CHANCE, PRICE] = [50, 50];

export const TRAINING_SHIP_COLUMN: RowColumn = {
  header: TRAINING,
  type: 'text',
  values: ['On', 'Second', 'u'],
  seenBy: 'owner',
  note: 'GC C9.50: On (Second, after a failed exam) while its Train order keeps it at the homeworld this turn; u once it failed the first exam (a second training succeeds).',
};

const homeworldOf = (w: World, empire: string) =>
  w.c.systems.find((s) => s.owner === empire && extraRow(w.c, 'Systems', s.id)['System class'] === 'Homeworld')?.id;

/** C9.50: training slots a turn: one a major system, one for two minor colonies (the homeworld a major). */
function slots(w: World, empire: string): number {
  const kinds = w.c.systems.filter((s) => s.owner === empire).map((s) => String(extraRow(w.c, 'Systems', s.id)['System class'] ?? ''));
  return kinds.filter((k) => k === 'Major' || k === 'Homeworld').length + Math.floor(kinds.filter((k) => k === 'Minor colony').length / 2);
}

/** The Train order, or why not (C9.20, C9.50). */
export function trainOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Train: ${text}` });
  const ship = w.ship(o.target.trim().toUpperCase()) ?? w.ship(o.target.trim());
  if (!ship || ship.empire !== empire) return refused(`${o.target || '(blank Target)'} is not your ship: Target the ship to train`);
  const cls = w.classOf(ship);
  if (!cls || hasRole(cls, 'base') || hasRole(cls, 'civilian'))
    return refused(`${ship.id}: bases and merchant shipping have no special crew (GC C9.20)`);
  if (crewOf(w.c, ship) !== 'Normal' || shocked(w.c, ship))
    return refused(
      `${ship.id} has a ${shocked(w.c, ship) ? 'shocked' : crewOf(w.c, ship).toLowerCase()} crew: only normal crews are trained (GC C9.50)`,
    );
  const home = homeworldOf(w, empire);
  if (!home || w.fleet(ship.fleet)?.location !== home)
    return refused(`${ship.id} trains at your homeworld${home ? ` ${home}` : ''}: its squadron is not there (GC C9.50)`);
  const training = (id: string) => ['On', 'Second'].includes(String(extraRow(w.c, 'Ships', id)[TRAINING] ?? ''));
  const taken = w.c.ships.filter((s) => s.empire === empire && training(s.id)).length;
  if (training(ship.id)) return refused(`${ship.id} is already in training this turn`);
  if (taken >= slots(w, empire))
    return refused(
      `${taken} ships already train: ${slots(w, empire)} slots a turn, one a major system and one for two minor colonies (GC C9.50)`,
    );
  const price = Math.round(((cls.ebpv * PRICE) / 100) * 10) / 10;
  if (w.treasury(empire) < price)
    return refused(`training costs ${price} EPs; the treasury holds ${Math.round(w.treasury(empire) * 10) / 10} (GC C9.50)`);
  w.addLedger(empire, -price, `training ${ship.id}'s crew`, 'GC C9.50');
  const second = extraRow(w.c, 'Ships', ship.id)[TRAINING] === 'u';
  setExtra(w.c, 'Ships', ship.id, { [TRAINING]: second ? 'Second' : 'On' });
  return {
    row: o.row,
    status: 'done',
    text: `Train ${ship.id} at ${home} for ${price} EPs: ${second ? 'its second training, sure to succeed' : `${CHANCE}% to become outstanding`} at the turn's end if it stays (GC C9.50)`,
  };
}

/** C9.50 at the turn's end: each ship in training still at its homeworld takes its exam. */
export function closeTraining(w: World): void {
  for (const ship of w.c.ships.filter((s) => ['On', 'Second'].includes(String(extraRow(w.c, 'Ships', s.id)[TRAINING] ?? '')))) {
    const second = extraRow(w.c, 'Ships', ship.id)[TRAINING] === 'Second';
    setExtra(w.c, 'Ships', ship.id, { [TRAINING]: second ? 'u' : '' });
    if (w.fleet(ship.fleet)?.location !== homeworldOf(w, ship.empire)) {
      w.log('Training', ship.empire, `${ship.id} left the homeworld: its training is lost`, 'GC C9.50');
      continue;
    }
    const passed = second || w.dice.roll(1, 100, `${ship.id}'s outstanding-crew exam: ${CHANCE} or less (GC C9.50)`) <= CHANCE;
    if (passed) {
      ship.crew = 'Outstanding';
      setExtra(w.c, 'Ships', ship.id, { [TRAINING]: '' });
    } else setExtra(w.c, 'Ships', ship.id, { [TRAINING]: 'u' });
    const words = passed ? 'its crew is outstanding' : 'it fails the exam (u: a second training succeeds)';
    w.log('Training', ship.empire, `${ship.id}: ${words}`, 'GC C9.50');
    w.report(ship.empire, 'Builds', `${ship.id}'s training at the homeworld: ${words} (GC C9.50).`);
  }
}
