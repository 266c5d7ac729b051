// Staley time (DD1): four weeks a month, two months a turn, six turns a year, a phase a week: eight
// phases a turn. The campaign opens on 01 JAN Y167 (AA3.1), the first phase of Turn 1.

import { Calendar, numberedTurns } from '../../core/calendar';

export const STALEY_CALENDAR: Calendar = { turns: numberedTurns(6), ticks: { name: 'Phase', count: 8 }, turnWord: 'turn' };

/** AA3.1: the year the campaign opens. */
export const STALEY_START_YEAR = 167;

/** The last phase of a turn, when income comes in and strategic moves are made (Annex AAA 6, 8). */
export const LAST_PHASE = STALEY_CALENDAR.ticks.count;
