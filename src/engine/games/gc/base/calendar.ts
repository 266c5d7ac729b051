import { Calendar, numberedTurns, stamp, turnCount } from '../../../core/calendar';

/** GC A7.10: two turns of six months a year (Y150.1 is written "Y150 Turn 1"), twelve two-week segments a turn. */
export const GC_CALENDAR: Calendar = { turns: numberedTurns(2), ticks: { name: 'Segment', count: 12 }, turnWord: 'turn' };

/** A season's turn number (NaN for none), for counting turns between two. */
export const turnOf = (season: string): number => turnCount(GC_CALENDAR, season);

/** The season `n` turns after turn number `turn`. */
export const seasonAt = (turn: number, n = 0): string =>
  stamp(Math.floor((turn + n) / GC_CALENDAR.turns.length), GC_CALENDAR.turns[(turn + n) % GC_CALENDAR.turns.length]);
