// The end of empires and of the campaign (EaW 1.0, 4e): an empire with no ship and no FRD left is
// eliminated; the campaign ends after the Winter of its End year, or when one empire is left; the
// final standings rank the empires by victory points (core/standings.ts). Choices: rule options Y1, Y6.

import { Campaign, inPlay } from '../../core/model';
import { isYearEnd, SEASON_CALENDAR } from '../../core/calendar';
import { World } from '../../core/world';
import { standings } from '../../core/standings';

/**
 * EaW 1.0: an empire still in play with no ship and no FRD left (the FRD is a ship row, rule option R1)
 * is eliminated at the close of the season (rule option Y1). Its report of this season is its last.
 */
export function eliminate(w: World): string[] {
  const out: string[] = [];
  for (const e of w.c.empires.filter(inPlay)) {
    if (w.c.ships.some((s) => s.empire === e.id)) continue;
    e.status = 'Eliminated';
    out.push(e.id);
    w.log('Elimination', e.id, `${e.id} is eliminated: no ship and no FRD left (EaW 1.0)`);
    w.report(e.id, 'Summary', `Your empire is eliminated: no ship and no FRD is left (EaW 1.0). This is your last report.`);
  }
  return out;
}

/** Why the campaign ends as this season closes (EaW 1.0), if it does: one empire left, or the End year's Winter is over. */
export function campaignEnd(c: Campaign): string | undefined {
  const left = c.empires.filter(inPlay);
  if (c.empires.length > 1 && left.length <= 1) return left.length ? `${left[0].id} is the last empire standing` : 'no empire is left';
  const s = c.settings;
  if (isYearEnd(SEASON_CALENDAR, s.season) && s.year >= s.endYear) return `Y${s.endYear}, the campaign's End year, is over`;
  return undefined;
}

/** EaW 1.0: the campaign is over. The phase becomes Over; every admiral still in play reads the final standings. */
export function endCampaign(w: World, why: string): void {
  w.c.settings.phase = 'Over';
  const table = standings(w.c);
  const winner = table[0];
  w.log(
    'Victory',
    winner?.empire ?? '',
    `The campaign is over: ${why} (EaW 1.0)`,
    winner ? `${winner.empire} wins with ${winner.vp} VP` : '',
  );
  const lines = table.map((s) => `${s.rank}. ${s.empire}: ${s.vp} VP${s.status !== 'Active' ? ` (${s.status})` : ''}`);
  for (const e of w.c.empires.filter(inPlay)) {
    w.report(e.id, 'Summary', `The campaign is over: ${why} (EaW 1.0). Final standings by victory points: ${lines.join('; ')}.`);
  }
}

/** The plain message every action gives once the campaign is over. */
export function overRefusal(c: Campaign): string | undefined {
  if (c.settings.phase.trim().toLowerCase() !== 'over') return undefined;
  return `The campaign is over (EaW 1.0): the final standings are in the Standings tab. Nothing more can be processed.`;
}

/**
 * The season's close, before the New Year: eliminations, then the campaign's end. True when the
 * campaign is over (no New Year follows).
 */
export function concludeSeason(w: World): boolean {
  eliminate(w);
  const why = campaignEnd(w.c);
  if (why) endCampaign(w, why);
  return !!why;
}
