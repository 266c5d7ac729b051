import { Calendar, numberedTurns } from '../../core/calendar';

/** GC A7.10: two turns of six months a year (Y150.1 is written "Y150 Turn 1"), twelve two-week segments a turn. */
export const GC_CALENDAR: Calendar = { turns: numberedTurns(2), ticks: { name: 'Segment', count: 12 }, turnWord: 'turn' };
