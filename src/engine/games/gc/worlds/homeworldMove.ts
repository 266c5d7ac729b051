// GC B11.90: moving a homeworld. A Move homeworld order names another system the empire owns; as the turn
// ends the GM rules whether it is an emergency (the document leaves it to him; default Not an emergency).
// Agreed, half the core economics move that turn and half the next (Empires Homeworld move "G12 50%"); as
// the second turn ends the new system is the Homeworld, the old one a Major whose Morale drops by two for
// good (B11.90). The shifted EPs may not be spent and the old homeworld is under aversion: both the GM's
// by hand (a Treasury row, its Aversion), rule option GC145.

import type { Order, Ruling } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { severedBy } from './blockades';

export const HOMEWORLD_MOVE = 'Homeworld move';
const ABOUT = 'Homeworld move: ';
const [AGREED, REFUSED] = ['Emergency: agreed', 'Not an emergency'];

export const HOMEWORLD_MOVE_COLUMN: RowColumn = {
  header: HOMEWORLD_MOVE,
  type: 'text',
  seenBy: 'owner',
  note: 'GC B11.90: the system its homeworld moves to: "G12 asked" (the GM rules as the turn ends), "G12 50%" (agreed: done as the next turn ends). Set by a Move homeworld order.',
};

const classOf = (w: World, hex: string): string => String(extraRow(w.c, 'Systems', hex)['System class'] ?? '');
const homeworldOf = (w: World, empire: string) => w.c.systems.find((s) => sameName(s.owner, empire) && classOf(w, s.id) === 'Homeworld');
const moveOf = (w: World, empire: string): [string, string] | undefined => {
  const m = /^(\S+)\s+(.+)$/.exec(String(extraRow(w.c, 'Empires', empire)[HOMEWORLD_MOVE] ?? '').trim());
  return m ? [m[1], m[2]] : undefined;
};

/** A Move homeworld order: Target the system the core economics go to (B11.90). */
export function homeworldMoveOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Move homeworld: ${text}` });
  const hex = o.target.trim().toUpperCase();
  const sys = w.system(hex);
  const home = homeworldOf(w, empire);
  if (!home) return refused(`${empire} has no homeworld to move`);
  if (moveOf(w, empire)) return refused(`its move to ${moveOf(w, empire)![0]} is under way (GC B11.90)`);
  if (!sys || !classOf(w, hex) || !sameName(sys.owner, empire))
    return refused(`${hex || '(blank Target)'} is no system of yours (GC B11.90)`);
  if (sys.id === home.id) return refused(`${hex} is your homeworld already`);
  if (severedBy(w.c, hex)) return refused(`${hex} is blockaded and severed (GC C12.90)`);
  setExtra(w.c, 'Empires', empire, { [HOMEWORLD_MOVE]: `${hex} asked` });
  return {
    row: o.row,
    status: 'done',
    text: `Move homeworld ${home.id} to ${hex}: the GM rules as the turn ends whether it is an emergency (GC B11.90)`,
  };
}

/** As the turn ends: a move agreed last turn is done; a move ordered this turn asks its ruling. True when one was asked. */
export function askHomeworldMoves(w: World): boolean {
  let asked = false;
  for (const e of w.c.empires) {
    const move = moveOf(w, e.id);
    const home = homeworldOf(w, e.id);
    if (!move || !home) continue;
    const [hex, stage] = move;
    if (stage === '50%') {
      setExtra(w.c, 'Systems', home.id, {
        'System class': 'Major',
        Morale: Math.max(0, (Number(extraRow(w.c, 'Systems', home.id).Morale) || 0) - 2),
      });
      setExtra(w.c, 'Systems', hex, { 'System class': 'Homeworld' });
      setExtra(w.c, 'Empires', e.id, { [HOMEWORLD_MOVE]: '' });
      w.report(
        e.id,
        'Developments',
        `The homeworld has moved from ${home.id} to ${hex}; ${home.id}'s morale drops by two for good and it is under aversion (GC B11.90)`,
      );
      continue;
    }
    askRuling(w, {
      empire: e.id,
      about: `${ABOUT}${e.id} from ${home.id} to ${hex}`,
      question: `${e.id} moves its homeworld's core economics from ${home.id} to ${hex}. Is it an emergency (GC B11.90)? Agreed, it takes two turns (50% each); the shifted EPs may not be spent, and ${home.id} loses 2 morale for good and is under aversion.`,
      choices: [AGREED, REFUSED],
      default: REFUSED,
    });
    setExtra(w.c, 'Empires', e.id, { [HOMEWORLD_MOVE]: `${hex} ruling` });
    asked = true;
  }
  return asked;
}

/** The GM's answers: an emergency agreed moves the first half; refused, the move is off. */
export function applyHomeworldMoves(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const hex = r.about.replace(/^.* to /, '');
    const agreed = sameName(r.answer, AGREED);
    setExtra(w.c, 'Empires', r.empire, { [HOMEWORLD_MOVE]: agreed ? `${hex} 50%` : '' });
    w.log('Homeworld', r.empire, `move to ${hex} ${agreed ? 'agreed: 50% moved' : 'refused'} (ruling ${r.id})`, 'GC B11.90');
  }
}
