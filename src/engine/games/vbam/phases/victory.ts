// Victory (VB31, VB67), after Update Assets: an empire that lost its last colony this turn is
// eliminated (`VBAM Invasion`: a power is conquered with its systems), then the GM's goals (Campaign
// settings Victory systems, Victory points, Victory last standing, Victory end turn) are checked
// (victory.ts). A goal
// met ends the campaign: the phase becomes Over, the winners are logged, and every admiral still in
// play reads the final standings; the Standings tab follows from the Empires tab as for EaW.

import type { StepEnd } from '../../../core/game';
import { inPlay } from '../../../core/model';
import { turnOfYear } from '../calendar';
import type { VbamTurn } from '../turnState';
import { EmpireScore, victoryCheck, VictoryGoals } from '../victory';
import { numberOption, optionOf } from '../options';
import { VBAM_CALENDAR } from '../calendar';

/** The goals the Campaign tab sets. */
function goals(t: VbamTurn): VictoryGoals {
  const c = t.w.c;
  const systems = numberOption(c, 'victorySystems');
  const points = numberOption(c, 'victoryPoints');
  const endTurn = numberOption(c, 'victoryEndTurn');
  return {
    ...(systems ? { systems } : {}),
    ...(points ? { points } : {}),
    // Last standing needs a rival: a campaign of one empire is not won at once.
    lastStanding: optionOf(c, 'victoryLastStanding') === 'yes' && c.empires.length > 1,
    ...(endTurn ? { endTurn } : {}),
  };
}

/** The campaign's turn counted from Turn 1 of the Start year. */
function turnNumber(t: VbamTurn): number {
  const s = t.w.c.settings;
  return (s.year - s.startYear) * VBAM_CALENDAR.turns.length + turnOfYear(t.w.c);
}

export function victory(t: VbamTurn): StepEnd | void {
  const { w, v } = t;
  const playing = w.c.empires.filter(inPlay);
  const scores = playing.map((e): EmpireScore => ({
    empire: e.id,
    systems: new Set(v.colonies.filter((c) => c.owner === e.id).map((c) => c.sector)).size,
    points: e.vp,
  }));
  const outcome = victoryCheck(goals(t), scores, turnNumber(t));
  for (const id of outcome.eliminated.filter((e) => t.heldColonies.has(e))) {
    const e = playing.find((x) => x.id === id)!;
    e.status = 'Eliminated';
    w.log('Elimination', id, `${id} is eliminated: it lost its last colony (VBAM Invasion)`);
    w.report(id, 'Summary', 'Your empire is eliminated: it lost its last colony. This is your last report.');
  }
  if (!outcome.winners.length) return;
  w.c.settings.phase = 'Over';
  const why = `${outcome.winners.join(' and ')} ${outcome.reason}`;
  w.log('Victory', outcome.winners.join(', '), `The campaign is over: ${why} (VB31)`);
  const table = scores
    .sort((a, b) => b.points - a.points || b.systems - a.systems)
    .map((s) => `${s.empire}: ${s.points} VP, ${s.systems} systems`)
    .join('; ');
  for (const e of w.c.empires.filter(inPlay)) w.report(e.id, 'Summary', `The campaign is over: ${why}. Final standings: ${table}.`);
  return 'end';
}

/** The plain message every action gives once the campaign is over. */
export function vbamOver(c: { settings: { phase: string } }): string | undefined {
  return c.settings.phase.trim().toLowerCase() === 'over'
    ? 'The campaign is over: a victory goal was reached (the Log and the Standings tab show who won). Nothing more can be processed.'
    : undefined;
}
