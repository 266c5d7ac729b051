// Campaign time: years written 165 or Y165, seasons Spring to Winter (EaW 2.0), "Y165 Summer" stamps.

import { Season, SEASONS } from './model';

/** A year as a number; accepts 165, "165", "Y165" and "y 165". NaN when it is not a year. */
export function parseYear(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  const m = /^\s*y?\s*(\d{1,4})\s*$/i.exec(String(value ?? ''));
  return m ? Number(m[1]) : NaN;
}

export function parseSeason(value: unknown): Season | undefined {
  const s = String(value ?? '')
    .trim()
    .toLowerCase();
  return SEASONS.find((x) => x.toLowerCase() === s || (s === 'autumn' && x === 'Fall'));
}

/** "Y165 Spring" */
export function stamp(year: number, season: Moment): string {
  return `Y${year} ${season}`;
}

/** A moment of the campaign: a season, the setup before the first, or a New Year (EaW 2.0, 3.0). */
export type Moment = Season | 'Setup' | 'New Year';

/** Parses "Y165 Summer" (or "165 summer", "Y165 Setup", "Y166 New Year"). */
export function parseStamp(value: unknown): { year: number; season: Moment } | undefined {
  const m = /^\s*(y?\s*\d{1,4})\s+(\w+(?:\s+year)?)\s*$/i.exec(String(value ?? ''));
  if (!m) return undefined;
  const year = parseYear(m[1]);
  const season = /^setup$/i.test(m[2]) ? 'Setup' : /^new\s+year$/i.test(m[2]) ? 'New Year' : parseSeason(m[2]);
  return Number.isNaN(year) || !season ? undefined : { year, season };
}
