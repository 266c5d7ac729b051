// The Diplomacy log (VBAM adaptation, seed 004): its events, the lines written for a contact or an
// encounter, and the seasons it is read by.
//
// Modifiers are read from the Diplomacy log (`Event[]`), which is append-only, so the row order is the
// order things happened. Only events of earlier seasons count; treaties and status count as they stand
// at the moment of the roll (after this season's earlier steps).

import { Calendar, turnCount } from '../calendar';
import { pairKey } from './relations';
import type { Event } from './events';
export type { Event, EventAction, EventOutcome } from './events';

/** The log line for a contact (outcome 'In force': Normal relations now hold). */
export function contactEvent(season: string, a: string, b: string): Event {
  return {
    season,
    empire: a,
    target: b,
    action: 'Contact',
    treaty: '',
    chance: '',
    roll: '',
    outcome: 'In force',
    note: 'Contact made: Normal relations (VBAM)',
  };
}

/**
 * The log line for an encounter scenario `by` generated against the ships of `against`; it gives
 * `against` the decaying +40% to declare on `by` (VBAM sidebar). Written by the movement/battles code.
 */
export function encounterEvent(season: string, by: string, against: string, note = ''): Event {
  return { season, empire: by, target: against, action: 'Encounter', treaty: '', chance: '', roll: '', outcome: 'Recorded', note };
}

// ---------------------------------------------------------------------------------------------
// Turns and the log (by the campaign game's calendar: four seasons, twelve turns)

/** A log stamp's turn by the campaign game's calendar (turnCount); throws on a stamp of no turn of it. */
export function turnOrThrow(cal: Calendar, season: string): number {
  const n = turnCount(cal, season);
  if (Number.isNaN(n)) throw new Error(`not a ${cal.turnWord}: "${season}" (expected e.g. "Y165 ${cal.turns[0]}")`);
  return n;
}

export interface Past {
  event: Event;
  age: number;
}

/** A diplomatic action that took effect between the two: a treaty or armistice signed, a declaration made. */
function isReset(e: Event): boolean {
  return e.outcome === 'Signed' || e.outcome === 'Declared';
}

/**
 * The log as it bears on `empire` and `target` now: events of earlier seasons (age >= 1 season) written
 * after the last diplomatic action that took effect between the two ("all modifiers apply if they
 * occurred since the last successful diplomatic action"). Breaks do not close the window: they are
 * themselves modifiers.
 */
export function pastOf(events: Event[], empire: string, target: string, now: number, cal: Calendar): Past[] {
  const past = events.map((event) => ({ event, age: now - turnCount(cal, event.season) })).filter((p) => p.age >= 1);
  let start = 0;
  past.forEach((p, i) => {
    if (isReset(p.event) && pairKey(p.event.empire, p.event.target) === pairKey(empire, target)) start = i + 1;
  });
  return past.slice(start);
}

/** A starred modifier: full the season after the event, then 10 less each season, down to 0. */
export function decayed(full: number, age: number): number {
  return Math.max(0, full - 10 * (age - 1));
}
