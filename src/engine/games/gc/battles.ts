// GC A1.10, A2.10: squadrons of empires at war that meet in a segment fight there. Each battle is a
// Battles row named by the turn, hex and segment (Y150.1-ZZ54.11a), marked Auto so that Auto-resolve
// fights it with the kernel's A10 combat; the GM reviews the results and Resolve battles applies them.

import { offOnConvoyDuty } from './convoys';
import type { World } from '../../core/world';
import { BattleShip, Battle, Campaign, Fleet, pendingBattle, Ship, sideFleets } from '../../core/model';
import { groupBy } from '../../core/ids';
import type { GcIntensity } from '../../core/combat/gccombat';
import { BOTTLENECK, extraRow, setExtra } from './rows';
import type { GcChanges } from '../../core/combat/autoresolve';
import { terrainOf } from './map';
import { parseCourse } from './movement';
import { bypasses, standingOf } from './reactions';
import { sideShipRows } from '../../core/combat/sides';
import { crewBpv, crewCard } from './crew';
import { fusionCard } from './fusionBombs';
import { destroyTechsCard } from './foreignTech';
import { secondGenerationCard } from './xShips';
import { attritionCard } from './attrition';
import { attritionTechChange } from './attritionTechs';
import { hyperwarped } from './hyperwarp';
import { alertIntensity, specialCard } from './specialForces';
import { declinesOnTwm, highSpeedCut } from './specialMovement';

/** The ship rows of a battle's two sides as they stand (each side one empire's squadrons in the hex). */
export function gcBattleShips(w: World, b: Battle): BattleShip[] {
  return sideShipRows(w, b, (s) => crewBpv(w.c, s, w.catalog.get(s.shipClass)?.cbpv ?? 0));
}

/** The battle's card: what each side carries into it beyond its ships' classes (C9, C16, C23; its fusion bombs, A13; C40, C50, C60; C10.20's destroyed techs; C21.47's elite X-squadrons; C20's attrition units). */
export function gcCard(w: World, b: Battle): string {
  return [b.fleetA, b.fleetB]
    .flatMap((side) => {
      const empire = w.fleet(sideFleets(side)[0])?.empire ?? '';
      const ships = sideFleets(side).flatMap((f) => w.shipsOf(f));
      const notes = [
        ...crewCard(w, ships),
        fusionCard(w, b, empire) ?? [],
        ...specialCard(w, empire, ships),
        ...destroyTechsCard(w, ships),
        ...secondGenerationCard(w, ships),
        ...attritionCard(w.c, ships),
      ].flat();
      return notes.length ? [`${side}: ${notes.join(' ')}`] : [];
    })
    .join(' ');
}

/** GC A2.10: "Y150.1-ZZ54.11a", the turn, the hex, the segment and a letter for each battle there then. */
function battleId(w: World, hex: string, segment: number): string {
  const turn = `Y${w.c.settings.year}.${w.c.settings.season.replace(/\D/g, '')}`;
  const stem = `${turn}-${hex}.${segment}`;
  const n = w.c.battles.filter((b) => b.id.startsWith(stem)).length;
  return stem + String.fromCharCode(97 + n);
}

/**
 * The battles a segment's moves bring about: in each hex a squadron entered, each pair of empires at war
 * there fights, all of each one's squadrons on its side (D6.80's reinforcements fight as one side).
 */
export function meetings(w: World, segment: number, entered: ReadonlySet<string>): Battle[] {
  const out: Battle[] = [];
  for (const hex of entered) {
    // C21.51: a squadron that hyperwarped this turn neither attacks nor is attacked.
    const here = w.fleetsAt(hex).filter((f) => !offOnConvoyDuty(w, f) && !hyperwarped(w.c, f.id));
    const forced = (f: Fleet) =>
      here.some((g) => w.hostile(f.empire, g.empire) && extraRow(w.c, 'Fleets', g.id)[BOTTLENECK] === `${hex}@${segment}`);
    // D5.12: a squadron on trans-warp declines combat unless a bottleneck forced it.
    const fighting = here.filter(
      (f) => !here.some((g) => w.hostile(f.empire, g.empire)) || (!(declinesOnTwm(w.c, f.id) && !forced(f)) && !bypasses(w, f, hex)),
    );
    const byEmpire = [...groupBy(fighting, (f: Fleet) => f.empire)];
    for (let i = 0; i < byEmpire.length; i++)
      for (let j = i + 1; j < byEmpire.length; j++) {
        const [[a, fleetsA], [b, fleetsB]] = [byEmpire[i], byEmpire[j]];
        if (!w.hostile(a, b)) continue;
        const battle = pendingBattle({
          id: battleId(w, hex, segment),
          season: w.now,
          place: { kind: 'system', system: hex },
          map: '',
          fleetA: fleetsA.map((f) => f.id).join(' + '),
          fleetB: fleetsB.map((f) => f.id).join(' + '),
          rules: 'Standard',
          series: 1,
          thenA: '',
          thenB: '',
          setup: '',
        });
        battle.setup = gcCard(w, battle);
        battle.status = 'Auto';
        const [ordersA, ordersB] = [sideOrders(w, fleetsA), sideOrders(w, fleetsB)];
        battle.gc = {
          intensityA: ordersA.intensity,
          intensityB: ordersB.intensity,
          disengageA: ordersA.disengageAt,
          disengageB: ordersB.disengageAt,
          attackA: '',
          attackB: '',
        };
        w.c.battles.push(battle);
        w.c.battleShips.push(...gcBattleShips(w, battle));
        w.log('Battle', a, `${battle.id}: ${battle.fleetA} meets ${battle.fleetB} at ${hex}`, 'GC A2.10');
        for (const e of [a, b]) w.report(e, 'Battles', `Battle ${battle.id}: ${battle.fleetA} against ${battle.fleetB} at ${hex}.`);
        out.push(battle);
      }
  }
  return out;
}

/** GC A9.20, A3.20: a side's battle and disengagement intensity, from the first of its squadrons (D6.80) whose orders give one; C40.40b: Pressed at most on alert. */
function sideOrders(w: World, fleets: readonly Fleet[]): { intensity: GcIntensity | ''; disengageAt: number | '' } {
  const orders = fleets.map((f) => standingOf(w.c, f.id));
  const asked = orders.find((o) => o.intensity)?.intensity ?? '';
  const intensity = alertIntensity(w, fleets, asked);
  if (intensity !== asked)
    w.log(
      'Battle',
      fleets[0].empire,
      `${fleets.map((f) => f.id).join(' + ')} fights at ${intensity}, not ${asked}: its alert levels are on`,
      'GC C40.40b',
    );
  return { intensity, disengageAt: orders.find((o) => o.disengageAt !== undefined)?.disengageAt ?? '' };
}

/**
 * GC D2.31 (forced engagement: AF +18%, DF -12%; forced retreat the reverse) and A300.30 (in a radiation
 * zone AF and DF -40% above speed 1, -25% at 0 or 1), added up (D2.30); and D2.32: a squadron whose
 * bottleneck brought it into this battle fights its first round at AF -25%, DF -20%; D4.21: one on double time
 * or trans-warp this turn at AF and DF -20% (until Y178); C20.100's mega fighters and C20.200's AST.
 */
export function gcFactorChange(c: Campaign, b: Battle, ship: Ship): GcChanges {
  const rx = standingOf(c, ship.fleet).rx.map((r) => r.kind);
  const af = (rx.includes('FE') ? 18 : 0) - (rx.includes('FR') ? 12 : 0);
  const df = (rx.includes('FR') ? 18 : 0) - (rx.includes('FE') ? 12 : 0);
  const radiation = b.place.kind === 'system' && terrainOf(c, b.place.system) === 'Radiation zone';
  const row = extraRow(c, 'Fleets', ship.fleet);
  const moved = parseCourse(String(row.Course ?? '')).length;
  const zone = !radiation ? 0 : moved > 1 ? RADIATION_FAST : RADIATION_SLOW;
  const segment = /Segment (\d+)/.exec(b.season)?.[1];
  const bottlenecked = b.place.kind === 'system' && row[BOTTLENECK] === `${b.place.system}@${segment}`;
  const fast = highSpeedCut(c, ship.fleet);
  return {
    af: af - zone + fast,
    df: df - zone + fast,
    ...(bottlenecked ? { firstRound: BOTTLENECK_ROUND } : {}),
    ...attritionTechChange(c, ship),
  };
}

/** GC D2.32: a bottlenecking squadron's AF and DF changes for its battle's first round. */
const BOTTLENECK_ROUND = { af: -25, df: -20 };

/** GC A300.30: the radiation zone's cut in percent, above speed 1 and at speed 0 or 1. */
const [RADIATION_FAST, RADIATION_SLOW] = [40, 25];

/** Why the battles' entered results cannot be applied yet: a ship of a battle still waiting has no result. */
export function gcResultProblems(w: World): string[] {
  const open = new Set(w.c.battles.filter((b) => b.status !== 'Resolved').map((b) => b.id));
  const missing = [...new Set(w.c.battleShips.filter((s) => open.has(s.battle) && !s.result).map((s) => s.battle))];
  return missing.map((id) => `Battle ${id}: enter every ship's Result (Auto-resolve battles fills them, GC A10).`);
}

/**
 * A battle's results applied: the destroyed removed, the captured go to the first squadron of the side
 * that took them, the crippled marked, and a side that disengaged back to the hex it came from (its
 * course ends there). Squadrons left without ships are gone.
 */
export function applyResults(w: World, b: Battle): void {
  const rows = w.c.battleShips.filter((s) => s.battle === b.id);
  const lead = { A: sideFleets(b.fleetB)[0], B: sideFleets(b.fleetA)[0] };
  for (const r of rows) {
    const ship = w.ship(r.ship);
    if (!ship) continue;
    if (r.result === 'Destroyed') w.removeShips([ship]);
    if (r.result === 'Crippled') ship.condition = 'Crippled';
    if (r.result === 'Captured') w.moveShip(ship, lead[r.side], w.fleet(lead[r.side])?.empire ?? ship.empire);
  }
  for (const id of new Set(rows.filter((r) => r.result === 'Disengaged').map((r) => r.fleet))) {
    const f = w.fleet(id);
    const to = rows.find((r) => r.fleet === id)?.disengagedTo || f?.arrivedFrom;
    if (!f || !to || !w.system(to)) continue;
    w.moveFleet(f, to);
    setExtra(w.c, 'Fleets', f.id, { Course: '' });
    w.log('Disengage', f.empire, `${f.id} disengages from ${b.id} to ${to}`, 'GC A3.20');
  }
  for (const f of [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)].map((id) => w.fleet(id)))
    if (f && !w.shipsOf(f.id).length) w.removeFleet(f);
  b.status = 'Resolved';
}
