// Work that takes phases (Annex AAA 1 and 7): builds (LL2) and conversions, scrapping and salvage (LL5.2,
// LL10), each a row of its tab counting its Phases left.

import type { GameRow } from '../../core/game';
import type { World } from '../../core/world';

/** A project tab's rows, made when the campaign has none yet. */
export const projectRows = (w: World, tab: string): GameRow[] => ((w.c.tables ??= {})[tab] ??= []);

/** Annex AAA 1: a phase of work on every row of the tab. */
export function workPhase(w: World, tab: string): void {
  for (const r of projectRows(w, tab)) r['Phases left'] = Math.max(0, Number(r['Phases left']) - 1);
}

/** Annex AAA 7: the rows whose work is done, taken off the tab. */
export function takeDone(w: World, tab: string): GameRow[] {
  const all = projectRows(w, tab);
  const done = all.filter((r) => Number(r['Phases left']) <= 0);
  if (done.length) w.c.tables![tab] = all.filter((r) => !done.includes(r));
  return done;
}
