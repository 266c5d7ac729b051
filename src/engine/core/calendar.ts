// Campaign time. A game's calendar (a value) names the turns of its year and the ticks inside a turn:
// four seasons (Empires at War), VBAM-SFB 12 turns, Staley 6 turns of 8 phases (DD1.3), Galactic Conquest 2
// half-year turns of 12 segments. Stamps ("Y165 Spring", "Y165 Turn 3 Phase 5") key the ledger,
// Deferred, the Log, report history and battle ids, and read back to the same moment.

import { Season, SEASONS } from './model';

export interface Calendar {
  /** The turns of a year, in order, by name: a stamp writes the name ("Y165 Summer"). */
  readonly turns: readonly string[];
  /** The ticks inside a turn (Staley's phases, GC's segments): their name and count; 1 when a turn has none. */
  readonly ticks: { readonly name: string; readonly count: number };
  /** Say "season" or "turn" in messages. */
  readonly turnWord: string;
  /** Other spellings a GM may type for a turn ("autumn" for Fall). */
  readonly aliases?: Readonly<Record<string, string>>;
}

/** A moment of the campaign: a turn of a year, and a tick inside it when the calendar has ticks. */
export interface Moment {
  year: number;
  turn: string;
  /** 1-based; absent for the turn as a whole. */
  tick?: number;
}

/** Four seasons a year, no ticks (Empires at War's year). */
export const SEASON_CALENDAR: Calendar = {
  turns: SEASONS,
  ticks: { name: 'Tick', count: 1 },
  turnWord: 'season',
  aliases: { autumn: 'Fall' },
};

/** Turns named "Turn 1" to "Turn n" (a calendar whose turns have no names of their own). */
export function numberedTurns(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Turn ${i + 1}`);
}

/** A year as a number; accepts 165, "165", "Y165" and "y 165". NaN when it is not a year. */
export function parseYear(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  const m = /^\s*y?\s*(\d{1,4})\s*$/i.exec(String(value ?? ''));
  return m ? Number(m[1]) : NaN;
}

/** The calendar's name of a turn as typed ("summer", "turn 3"), or undefined. */
export function parseTurn(cal: Calendar, value: unknown): string | undefined {
  const s = String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  const alias = cal.aliases?.[s];
  return cal.turns.find((x) => x.toLowerCase() === s || x === alias);
}

export function parseSeason(value: unknown): Season | undefined {
  return parseTurn(SEASON_CALENDAR, value) as Season | undefined;
}

/** The stamp of a moment: "Y165 Spring"; with a tick, "Y165 Turn 3 Phase 5". */
export function stampOf(cal: Calendar, m: Moment): string {
  return `Y${m.year} ${m.turn}${m.tick !== undefined ? ` ${cal.ticks.name} ${m.tick}` : ''}`;
}

/** Whether a stamp is of the turn stamped \`turn\`: the turn itself or a tick inside it ("Y167 Turn 1 Phase 5" is of "Y167 Turn 1"). */
export function ofTurn(value: string, turn: string): boolean {
  return !!turn && (value === turn || value.startsWith(`${turn} `));
}

/** A stamp as part of an id (a battle's): its spaces as dashes, "Y165-Summer", "Y165-Turn-3-Phase-5". */
export function idStampOf(cal: Calendar, m: Moment): string {
  return stampOf(cal, m).replace(/\s+/g, '-');
}

/** A stamp, or an id's stamp, read back to its moment; undefined when it is not one of this calendar's. */
export function parseMoment(cal: Calendar, value: unknown): Moment | undefined {
  const m = /^\s*(y?\s*\d{1,4})\s+(.+?)\s*$/i.exec(String(value ?? '').replace(/-/g, ' '));
  if (!m) return undefined;
  const year = parseYear(m[1]);
  if (Number.isNaN(year)) return undefined;
  const tick = new RegExp(`^(.+?)\\s+${cal.ticks.name}\\s+(\\d+)$`, 'i').exec(m[2]);
  const turn = parseTurn(cal, tick ? tick[1] : m[2]);
  if (!turn) return undefined;
  if (!tick) return { year, turn };
  const n = Number(tick[2]);
  return n >= 1 && n <= cal.ticks.count ? { year, turn, tick: n } : undefined;
}

/** Turns counted from year 0's first turn: the order of moments across years. */
export function turnNumber(cal: Calendar, m: Moment): number {
  return m.year * cal.turns.length + cal.turns.indexOf(m.turn);
}

/**
 * A stamp's turn counted as turnNumber counts it ("Y165 Turn 3 Phase 5" as its turn); a Setup or a New
 * Year counts as the year before's last turn, so an event of either is a turn old in the first turn.
 * NaN when it is no stamp of this calendar.
 */
export function turnCount(cal: Calendar, value: string): number {
  const between = /^\s*(y?\s*\d{1,4})\s+(setup|new\s+year)\s*$/i.exec(value);
  if (between) {
    const year = parseYear(between[1]);
    return Number.isNaN(year) ? NaN : year * cal.turns.length - 1;
  }
  const m = parseMoment(cal, value);
  return m ? turnNumber(cal, m) : NaN;
}

/** The last turn of the year: the year ends after it. */
export function isYearEnd(cal: Calendar, turn: string): boolean {
  return turn === cal.turns[cal.turns.length - 1];
}

/** The turn after this one, and whether a new year began between them. */
export function nextTurn(cal: Calendar, m: { year: number; turn: string }): { year: number; turn: string; newYear: boolean } {
  const newYear = isYearEnd(cal, m.turn);
  return newYear
    ? { year: m.year + 1, turn: cal.turns[0], newYear }
    : { year: m.year, turn: cal.turns[cal.turns.indexOf(m.turn) + 1], newYear };
}

/** The tick after this one inside its turn (the first, from the turn as a whole); undefined after the last, or when a turn has no ticks. */
export function nextTick(cal: Calendar, m: Moment): Moment | undefined {
  const t = m.tick ?? 0;
  return cal.ticks.count > 1 && t < cal.ticks.count ? { ...m, tick: t + 1 } : undefined;
}

/** "Y165 Spring", "Y165 Turn 3", "Y165 Setup": a year and a turn of the calendar (or a four-season year's Setup or New Year). */
export function stamp(year: number, turn: string): string {
  return `Y${year} ${turn}`;
}

/** A moment of a four-season campaign: a season, the setup before the first, or a New Year between years. */
export type SeasonMoment = Season | 'Setup' | 'New Year';

/** Parses "Y165 Summer" (or "165 summer", "Y165 Setup", "Y166 New Year"). */
export function parseStamp(value: unknown): { year: number; season: SeasonMoment } | undefined {
  const m = /^\s*(y?\s*\d{1,4})\s+(\w+(?:\s+year)?)\s*$/i.exec(String(value ?? ''));
  if (!m) return undefined;
  const year = parseYear(m[1]);
  const season = /^setup$/i.test(m[2]) ? 'Setup' : /^new\s+year$/i.test(m[2]) ? 'New Year' : parseSeason(m[2]);
  return Number.isNaN(year) || !season ? undefined : { year, season };
}
