// Resolve battles (FF1.14: each scenario is played or adjudicated by the GM, then its results typed or
// auto-resolved): the ships' fates as core/combat/results.ts applies them. A ship that disengaged goes
// the way it left on its next move (DD6.1): its fleet, all of it gone the same way, heads for the
// Disengaged to hex (or the hex that way, GG1.5: a letter or the battle-map edge hex, battlecard.ts) and
// moves there in step 5 of the phase (Annex AAA 5).

import type { Battle, BattleShip, Fleet } from '../../core/model';
import type { World } from '../../core/world';
import { applyShipResults, battleEnd } from '../../core/combat/results';
import { setFleetState } from './fleets';
import { combatMissions } from './officers';
import { disengagedHex } from './battlecard';
import { adjudicated } from './adjudication';

/** One battle's results, and the fleets that disengaged sent on their way. */
export function applyBattle(w: World, b: Battle, rows: readonly BattleShip[]): void {
  const gone = new Map<string, Set<string>>();
  for (const r of rows)
    if (r.result === 'Disengaged' && w.ship(r.ship))
      gone.set(r.fleet, (gone.get(r.fleet) ?? new Set()).add(disengagedHex(w.fleet(r.fleet)?.location ?? '', r.disengagedTo)));
  const lost = applyShipResults(w, b, rows);
  combatMissions(w, rows);
  for (const [id, to] of gone) {
    const f = w.fleet(id);
    const hex = [...to][0];
    const allGone = f && w.shipsOf(f.id).every((s) => rows.some((r) => r.ship === s.id && r.result === 'Disengaged'));
    if (f && allGone && to.size === 1 && w.neighbours(f.location).includes(hex)) disengage(w, f, hex);
  }
  const sides = [...new Set(rows.map((r) => r.empire))];
  adjudicated(w, b, sides);
  for (const e of sides) w.report(e, 'Battles', `Battle ${b.id}: ${battleEnd(b, lost)}.`);
  w.log('Battle', rows.find((r) => r.side === 'A')?.empire ?? '', `Battle ${b.id} resolved`, b.winner);
}

/** DD6.1: the fleet goes to the hex it disengaged toward, in step 5 of this phase. */
function disengage(w: World, f: Fleet, hex: string): void {
  f.status = 'Disengaged';
  setFleetState(w, f, { path: [hex], leaving: false });
}

/** Annex AAA 5, DD6.1-DD6.2: disengaged fleets move to the hex they left toward (no new battle this phase). */
export function disengagedStep(w: World): void {
  for (const f of w.c.fleets.filter((x) => x.status === 'Disengaged')) {
    const from = f.location;
    const [to] = (w.c.extras?.Fleets?.[f.id]?.Path as string[] | undefined) ?? [];
    f.status = 'Ready';
    if (!to) continue;
    setFleetState(w, f, { path: [] });
    w.travel(f, [to]);
    w.report(f.empire, 'Movement', `${f.id} disengages from ${from} to ${to} (DD6.1).`);
  }
}
