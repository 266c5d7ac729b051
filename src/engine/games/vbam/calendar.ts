// `VBAM Sequence of Play`: twelve turns a year (the Tech phase rolls on turns 6 and 12).

import { Calendar, numberedTurns } from '../../core/calendar';
import type { Campaign } from '../../core/model';

export const VBAM_CALENDAR: Calendar = { turns: numberedTurns(12), ticks: { name: 'Tick', count: 1 }, turnWord: 'turn' };

/** The turn's number in its year, 1 to 12 (`VBAM Tech` rolls at 6 and 12). */
export function turnOfYear(c: Campaign): number {
  return Number(/\d+/.exec(c.settings.season)?.[0] ?? 0);
}
