// The end of the campaign (AA4.2): won by the last race standing (a race is out once its capital has
// fallen, AA4.1, capital.ts), or, at the beginning of Y205 (the Campaign tab's End year), by the race
// with the largest income. The race as it stands is each race's income of the last turn, which the
// engine writes in the Empires tab's VP at the end of every turn (HH1.6, before war doubling), so the
// Standings tab ranks by it. Annex CCC (victory points and promotions) is cut off in the document: the
// Campaign tab's "Staley victory" lets the GM score the VP column instead (rule option ST31).

import type { GameOption } from '../../core/game';
import type { Campaign } from '../../core/model';
import { inPlay } from '../../core/model';
import type { World } from '../../core/world';
import { standings } from '../../core/standings';
import { nextTurn } from '../../core/calendar';
import { STALEY_CALENDAR } from './calendar';
import { incomes } from './income';

export const STALEY_OPTIONS = {
  victory: [
    'Staley victory',
    'income',
    ['income', 'VP'],
    'Staley AA4.2: "income" writes each race\'s income of the turn in VP at every turn\'s end, and the largest wins at the End year (205); "VP": the VP column is the GM\'s to score (Annex CCC is missing from the document), and the most VP wins (rule option ST31).',
  ],
} as const satisfies Record<string, GameOption>;

/** Whether the engine keeps the VP column as the income race (AA4.2), or the GM scores it (ST31). */
export const incomeRace = (c: Campaign) => (c.options?.victory ?? STALEY_OPTIONS.victory[1]) !== 'VP';

/** AA4.2: each race's income of the turn, the race as it stands, in VP (phase 8, after income). */
export function raceStep(w: World): void {
  if (!incomeRace(w.c)) return;
  const total = incomes(w.c);
  for (const e of w.c.empires.filter(inPlay)) e.vp = total.get(e.id)?.ebpv ?? 0;
}

/** The campaign is over: the phase becomes Over, the winner logged, and every admiral still in play told the standings. */
function endCampaign(w: World, why: string): 'end' {
  w.c.settings.phase = 'Over';
  const table = standings(w.c);
  const measure = incomeRace(w.c) ? 'EBPV income' : 'VP';
  const winner = table[0];
  w.log('Victory', winner?.empire ?? '', `The campaign is over: ${why} (Staley AA4.2)`, winner ? `${winner.empire} wins` : '');
  const lines = table.map((s) => `${s.rank}. ${s.empire}: ${s.vp} ${measure}${s.status !== 'Active' ? ` (${s.status})` : ''}`);
  for (const e of w.c.empires.filter(inPlay))
    w.report(e.id, 'Summary', `The campaign is over: ${why} (AA4.2). Final standings: ${lines.join('; ')}.`);
  return 'end';
}

/** AA4.2: the last race standing wins at once (after a capital's fall, any phase). */
export function lastStandingStep(w: World): 'end' | void {
  const left = w.c.empires.filter(inPlay);
  if (w.c.empires.length < 2 || left.length > 1) return;
  return endCampaign(w, left.length ? `${left[0].id} is the last race standing` : 'no race is left');
}

/** AA4.2: after the last turn before the End year (phase 8), the largest income (or VP, ST31) wins. */
export function endYearStep(w: World): 'end' | void {
  const s = w.c.settings;
  if (nextTurn(STALEY_CALENDAR, { year: s.year, turn: s.season }).year < s.endYear) return;
  const [first] = standings(w.c);
  const measure = incomeRace(w.c) ? `the largest income, ${first?.vp} EBPV` : `the most VP, ${first?.vp}`;
  return endCampaign(w, `Y${s.endYear} begins and ${first?.empire ?? 'no race'} has ${measure}`);
}

/** The plain message every action gives once the campaign is over. */
export function staleyOver(c: Campaign): string | undefined {
  if (c.settings.phase.trim().toLowerCase() !== 'over') return undefined;
  return 'The campaign is over (Staley AA4.2): the final standings are in the Standings tab. Nothing more can be processed.';
}
