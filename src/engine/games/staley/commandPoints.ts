// Command points (LL4.1): a race buys one at most a turn, for 50 EBPV, with its orders (line 1 of the
// phase); it can be used from that phase on. The Empires tab's Command points column (its admiral's)
// counts those bought; the GM lowers it as scenarios use them. Choices: rule option ST42.

import type { RowColumn } from '../../core/game';
import type { World } from '../../core/world';
import { cells } from './map';

/** LL4.1: the price of a command point. */
export const COMMAND_POINT_EBPV = 50;
const REFERENCE = 'LL4.1';

export const COMMAND_POINTS_COLUMN: RowColumn = {
  header: 'Command points',
  type: 'int',
  seenBy: 'owner',
  note: 'LL4.1: command points bought (50 EBPV, one a turn), for scenarios; the GM lowers it as they are used.',
};

/** Command point (an order, no Fleet or Target): one bought this turn, paid now. */
export function commandPointOrder(w: World, empire: string): { refused: string } | { done: string } {
  if (w.newLedger.some((l) => l.empire === empire && l.reference === REFERENCE))
    return { refused: 'one command point a turn at most (LL4.1)' };
  if (w.treasury(empire) < COMMAND_POINT_EBPV)
    return { refused: `it costs ${COMMAND_POINT_EBPV} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  const row = cells(w.c, 'Empires', empire);
  const held = (Number(row[COMMAND_POINTS_COLUMN.header]) || 0) + 1;
  row[COMMAND_POINTS_COLUMN.header] = held;
  w.addLedger(empire, -COMMAND_POINT_EBPV, 'Command point', REFERENCE);
  return { done: `bought for ${COMMAND_POINT_EBPV} EBPV: ${held} held (LL4.1)` };
}
