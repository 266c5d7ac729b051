// `VBAM Sequence of Play`: twelve turns a year (the Tech phase rolls on turns 6 and 12).

import { Calendar, numberedTurns } from '../../core/calendar';

export const VBAM_CALENDAR: Calendar = { turns: numberedTurns(12), ticks: { name: 'Tick', count: 1 }, turnWord: 'turn' };
