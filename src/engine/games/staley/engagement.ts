// Engagements (FF1) and hex ownership (FF2). When hostile fleets stand in one hex after a phase's moves
// and one of them entered it this phase, each side's stance decides: a battle if either seeks it (FF1.11,
// FF1.12), none if both avoid (FF1.13). The battle goes through the Battles loop, and the turn waits at
// that phase (Annex AAA 4). A hex entered is the entering race's unless it passes through (FF2.1,
// FF2.11); while a hostile fleet is there it stays as it was (FF2.2-FF2.3): the battle decides, or
// the races' agreement (agreements.ts); while an Orion fleet is there, only a race the Orions let (FF2.4). A hex
// taken from a race turns grey on its chart (FF2.12, capture.ts).

import type { Battle, BattleShip, Fleet } from '../../core/model';
import { pendingBattle } from '../../core/model';
import type { World } from '../../core/world';
import { fleetState } from './fleets';
import { STALEY_CALENDAR } from './calendar';
import { sideShipRows } from '../../core/combat/sides';
import { cardLines } from './battlecard';
import { captured } from './capture';
import { announce } from './adjudication';
import { askAgreement } from './agreements';
import { mineLines } from './minefields';
import { sensorsWork } from './sensorRoll';
import { isOrion } from './espionage';

/** The ship rows of a battle's two sides as they stand, each ship at its class's CBPV. */
export function battleShips(w: World, b: Battle): BattleShip[] {
  return sideShipRows(w, b, (s) => w.classOf(s)?.cbpv ?? 0);
}

const seeks = (w: World, fleets: Fleet[]) => fleets.some((f) => fleetState(w, f).stance === 'Seek battle');
/** How a side came into the hex (GG1.3: the direction of entry sets it up): the hex it entered from, or already there (FF1.121). */
const entry = (w: World, fleets: Fleet[]) =>
  [
    ...new Set(
      fleets.map((f) => (f.arrivedIn === w.now ? `from ${f.arrivedFrom}` : 'already in the hex (FF1.121: roll 1d6 for its side)')),
    ),
  ].join(', ');

/** FF1.1, EE3, GG1-GG5, QQ1, BB4: the battle's set-up card (both sides find the minefields of the hex). */
function setup(w: World, a: Fleet[], b: Fleet[]): string {
  const [sa, sb] = [seeks(w, a), seeks(w, b)];
  const lines = [
    sa && sb
      ? 'FF1.11: both sides want battle: each enters the floating map by the direction it came, at maximum speed and WS-3.'
      : `FF1.12: ${(sa ? b : a)[0].empire} avoids battle: it starts at hex 5050 at speed 10 on turn 0 and rolls by S4.2; ${(sa ? a : b)[0].empire} enters by the direction it came.`,
    `Side A (${a[0].empire}) ${entry(w, a)}; side B (${b[0].empire}) ${entry(w, b)}.`,
  ];
  // EE3.1: a side that seeks battle surprises the other when it engages undetected: all its fleets
  // concealed (EE1.33), or the other's sensors all failed their roll this phase (EE1.21, EE1.212).
  // Rule option ST70: where each side would surprise the other, neither is surprised.
  const blind = (x: Fleet[]) => x.every((f) => !sensorsWork(w, f));
  const surprises = (x: Fleet[], y: Fleet[]) => seeks(w, x) && (x.every((f) => fleetState(w, f).concealed) || blind(y));
  for (const [x, y] of [
    [a, b],
    [b, a],
  ])
    if (surprises(x, y) && !surprises(y, x))
      lines.push(
        `EE3.2 surprise: ${y[0].empire} at WS-0, ${x[0].empire} at WS-3.` +
          (blind(y) ? ` EE3.1: ${y[0].empire}'s damaged sensors detected nothing this phase (EE1.212).` : ''),
      );
  return [...lines, ...cardLines(w, a, b), ...mineLines(w, a[0].location, [a, b])].join(' ');
}

/** Annex AAA 3: the phase's meetings become battles where a side wants one (FF1.1). */
export function encounterStep(w: World): void {
  const hexes = new Set(w.c.fleets.filter((f) => f.arrivedIn === w.now).map((f) => f.location));
  for (const hex of hexes) {
    const here = w.fleetsAt(hex).filter((f) => f.status !== 'Disengaged' && w.shipsOf(f.id).length);
    const a = here.filter((f) => f.arrivedIn === w.now)[0];
    const enemies = here.filter((f) => a && w.hostile(a.empire, f.empire));
    if (!a || !enemies.length) continue;
    const sideA = here.filter((f) => f.empire === a.empire);
    const sideB = enemies.filter((f) => f.empire === enemies[0].empire);
    const empires = [a.empire, sideB[0].empire];
    if (!seeks(w, sideA) && !seeks(w, sideB)) {
      for (const e of empires) w.report(e, 'Battles', `Both sides avoid battle in ${hex} (FF1.13).`);
      askAgreement(w, hex, empires);
      continue;
    }
    const b = pendingBattle({
      id: `${w.nowId}-${hex}`,
      season: w.now,
      place: { kind: 'system', system: hex },
      map: '',
      fleetA: sideA.map((f) => f.id).join(' + '),
      fleetB: sideB.map((f) => f.id).join(' + '),
      rules: w.c.settings.tacticalRules,
      series: 1,
      thenA: '',
      thenB: '',
      setup: setup(w, sideA, sideB),
    });
    w.c.battles.push(b);
    w.c.battleShips.push(...battleShips(w, b));
    w.log('Battle', a.empire, `${b.id}: ${b.fleetA} meets ${b.fleetB}`, `${STALEY_CALENDAR.ticks.name} ${w.tick} (FF1.1)`);
    announce(w, b, empires);
  }
}

/** Annex AAA 4: battles pending stop the turn in this phase until Resolve battles. */
export function scenariosStep(w: World): 'pause' | void {
  if (!w.c.battles.some((b) => b.status !== 'Resolved')) return;
  w.c.settings.phase = 'Battles';
  return 'pause';
}

/**
 * FF2.4, rule option ST72: the Orions present in a hex (a fleet with ships) keep any other race from
 * claiming it, unless they let that race: their Treaties row with it holds a treaty (their deal).
 */
function orionHolding(w: World, hex: string, empire: string): string | undefined {
  return w
    .fleetsAt(hex)
    .find((g) => g.empire !== empire && isOrion(w, g.empire) && w.shipsOf(g.id).length && !w.relation(g.empire, empire).treaties.length)
    ?.empire;
}

/** Annex AAA 5, FF2.1-FF2.4: each hex entered this phase is claimed, unless passed through or still shared with a hostile fleet. */
export function claimStep(w: World): void {
  for (const f of w.c.fleets.filter((x) => x.arrivedIn === w.now)) {
    const hex = w.system(f.location);
    if (!hex || hex.owner === f.empire || fleetState(w, f).passThrough.includes(hex.id)) continue;
    if (w.fleetsAt(hex.id).some((g) => w.hostile(f.empire, g.empire) && w.shipsOf(g.id).length)) continue;
    const orion = orionHolding(w, hex.id, f.empire);
    if (orion) {
      w.report(f.empire, 'Movement', `${hex.id} is not ours: an Orion unit there does not let us claim it (FF2.4).`);
      continue;
    }
    const was = hex.owner;
    hex.owner = f.empire;
    w.log('Claim', f.empire, `${hex.id} claimed by ${f.id}${was ? ` from ${was}` : ''} (FF2.1)`);
    w.report(f.empire, 'Movement', `${hex.id} is ours (FF2.1).`);
    captured(w, hex.id, f.empire, was);
  }
}
