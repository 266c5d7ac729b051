// Resolve battles (Game.resolveBattles) for VBAM-SFB: the GM's entered results checked and applied
// (`VBAM Encounters`, VB90), then the turn goes on from where the battles paused it (VB71, VB74). Apart from
// battles.ts, which the turn's steps use, so that the two do not import each other.

import type { BattlesOutcome } from '../../core/game';
import { TurnRefused } from '../../core/game';
import { Battle, BattleShip, Campaign, SHIP_FATES } from '../../core/model';
import type { Dice } from '../../core/dice';
import { World } from '../../core/world';
import { groupBy } from '../../core/ids';
import { sidesChangedProblem } from '../../core/combat/update';
import { sidesChanged } from '../../core/combat/sides';
import { applyShipResults, battleEnd } from '../../core/combat/results';
import { VbamState, vbamState } from './state';
import { vbamBattleShips } from './battles';
import { afterBattles, vbamOutcome } from './turn';
import { newTurn } from './turnState';
import { afterDeepSpaceBattles } from './phases/deepSpace';

const open = (b: Battle) => b.status !== 'Resolved';

/** Checking results rolls nothing. */
const NO_DICE: Dice = { rolls: [], roll: () => 0 };

/**
 * Why the entered results cannot be applied: rows of unknown battles or ships, ships without a result,
 * and a battle whose sides the GM changed since its rows were made (run Update battles, VB90).
 */
export function checkVbamResults(c: Campaign): string[] {
  const ships = new Set(c.ships.map((s) => s.id));
  const battles = new Set(c.battles.map((b) => b.id));
  const problems: string[] = [];
  for (const r of c.battleShips) {
    if (!battles.has(r.battle)) problems.push(`Battle ships row ${r.row}: battle "${r.battle}" was never pending`);
    else if (!ships.has(r.ship)) problems.push(`Battle ships row ${r.row}: no ship "${r.ship}"`);
  }
  const w = World.reading(c, NO_DICE);
  const byBattle = groupBy(w.c.battleShips, (r) => r.battle); // once, not a search of every row per battle
  let v: VbamState | undefined; // read once, when a battle's sides are to be checked
  for (const b of w.c.battles.filter(open)) {
    const rows = byBattle.get(b.id) ?? [];
    const missing = rows.filter((r) => !r.result).map((r) => r.ship);
    if (rows.some((r) => r.result) && missing.length)
      problems.push(`Battle ${b.id}: no result yet for ${missing.join(', ')} (enter every ship's result)`);
    else if (rows.some((r) => r.result) && sidesChanged(w, b, vbamBattleShips(w, b, { v: (v ??= vbamState(w.c)), rows }), rows))
      problems.push(sidesChangedProblem(b));
  }
  return problems;
}

/** Applies one battle (`VBAM Encounters`, core/combat/results.ts); a disengaged unit stays with its fleet (VB58). */
function applyBattle(w: World, b: Battle, rows: BattleShip[]): void {
  const lost = applyShipResults(w, b, rows);
  const place = b.place.kind === 'system' ? b.place.system : `${b.place.a}-${b.place.b}`;
  for (const e of new Set(rows.map((r) => r.empire))) w.report(e, 'Battles', `Battle ${b.id} at ${place}: ${battleEnd(b, lost)}.`);
  w.log(
    'Battle',
    rows.find((r) => r.side === 'A')?.empire ?? '',
    `Battle ${b.id} resolved`,
    `${b.winner}${lost.length ? `: ${lost.join(', ')}` : ''}`,
  );
}

/**
 * Resolve battles (Game.resolveBattles): the results applied; with none pending, the fleets of the turn's
 * deep-space battles that continue go on (VB71), the next round of encounters (VB74), then the close steps.
 */
export function resolveVbamBattles(c: Campaign, dice: Dice): BattlesOutcome {
  const problems = checkVbamResults(c);
  if (problems.length) throw new TurnRefused(problems.join('\n'));
  const w = new World(c, dice);
  const known = new Set(SHIP_FATES as readonly string[]);
  const byBattle = groupBy(w.c.battleShips, (r) => r.battle);
  const rowsOf = (b: Battle) => byBattle.get(b.id) ?? [];
  const ready = w.c.battles.filter((b) => open(b) && rowsOf(b).some((r) => known.has(r.result)));
  if (!ready.length)
    throw new TurnRefused(
      "No battle has results to apply: enter every ship's result in Battle ships (or auto-resolve), then Resolve battles.",
    );
  for (const b of ready) applyBattle(w, b, rowsOf(b));
  const t = newTurn(w);
  const before = new Set(w.c.battles.map((b) => b.id));
  const pending = w.c.battles.some(open);
  if (!pending) afterDeepSpaceBattles(t);
  const closed = !pending && afterBattles(t);
  const out = vbamOutcome(t, closed);
  return {
    campaign: out.campaign,
    log: out.log,
    reports: out.reports,
    resolved: ready.map((b) => b.id),
    created: w.c.battles.filter((b) => !before.has(b.id) && open(b)),
    closed,
    orderNotes: [],
  };
}
