// Moving fleets phase by phase along their plotted paths (DD2-DD4): each phase a fleet moves the hexes
// its speed category allows (speed.ts); a fleet leaving an asteroid or star system hex spends a move
// first (DD4); two hostile fleets moving into each other's hex do not pass (DD3.1-DD3.3); a fast
// fleet's second hex is barred by an enemy that wants battle unless pinned (DD3.4-DD3.5).

import type { Campaign, Fleet } from '../../core/model';
import type { World } from '../../core/world';
import { fleetState, pinningShips, setFleetState } from './fleets';
import { largeBaseOf, terrainOf } from './map';
import { fleetCategory, hexesInPhase, parsePlan, SPEED_CATEGORIES, SpeedCategory, SpeedPlan } from './speed';
import { STALEY_CALENDAR } from './calendar';

/** DD4.1-DD4.21: leaving `from` for `to` costs a move first, unless back the way it came or from its own large base's hex. */
export function slowToLeave(c: Campaign, empire: string, from: string, to: string, cameFrom: string): boolean {
  const terrain = terrainOf(c, from);
  if (terrain !== 'Asteroid' && terrain !== 'Star system') return false;
  if (to === cameFrom) return false;
  return !(largeBaseOf(c, from) && c.systems.find((s) => s.id === from)?.owner === empire);
}

/** Each hex of a plotted path and the phase it is entered in (those past this turn: phase 0). */
export interface Step {
  hex: string;
  phase: number;
}

/** When each hex of the path is reached this turn (DD2, DD4), as the order's check shows it; hexes left for later turns have phase 0. */
export function forecast(c: Campaign, f: Fleet, path: readonly string[], category: SpeedCategory, plan: SpeedPlan): Step[] {
  const out: Step[] = [];
  let [at, from, leaving] = [f.location, f.arrivedFrom, false];
  for (let phase = 1; phase <= STALEY_CALENDAR.ticks.count && out.length < path.length; phase++)
    for (let n = hexesInPhase(category, phase, plan); n > 0 && out.length < path.length; n--) {
      const to = path[out.length];
      if (!leaving && slowToLeave(c, f.empire, at, to, from)) {
        leaving = true;
        continue;
      }
      leaving = false;
      out.push({ hex: to, phase });
      [from, at] = [at, to];
    }
  return [...out, ...path.slice(out.length).map((hex) => ({ hex, phase: 0 }))];
}

/** How a forecast reads beside the order: "0305 (phase 2), 0405 (phase 4); 0506 next turn". */
export function forecastWords(steps: readonly Step[]): string {
  const now = steps.filter((s) => s.phase).map((s) => `${s.hex} (phase ${s.phase})`);
  const later = steps.filter((s) => !s.phase).map((s) => s.hex);
  return [now.join(', '), later.length ? `${later.join(' ')} after this turn` : ''].filter(Boolean).join('; ');
}

/** The hexes a fleet may move this phase (0-2), by its category and plan. */
export function allowance(w: World, f: Fleet, phase: number): number {
  const category = fleetCategory(w, f);
  const plan = parsePlan(fleetState(w, f).plan, category);
  return hexesInPhase(category, phase, typeof plan === 'string' ? {} : plan);
}

const rank = (w: World, f: Fleet) => SPEED_CATEGORIES.indexOf(fleetCategory(w, f));

/**
 * One round of moves in the phase (round 1: every fleet with a move; round 2: the fast fleets' second hex,
 * Annex AAA 2b). Answers the fleets that entered a hex.
 */
export function moveRound(w: World, round: 1 | 2, phase: number): Fleet[] {
  const intents = new Map<Fleet, string>();
  for (const f of w.c.fleets) {
    const s = fleetState(w, f);
    if (!s.path.length || f.status === 'Disengaged' || allowance(w, f, phase) < round) continue;
    const to = s.path[0];
    if (!w.neighbours(f.location).includes(to)) {
      setFleetState(w, f, { path: [] });
      w.report(
        f.empire,
        'Movement',
        `${f.id} cannot go on from ${f.location} to ${to}: not an adjacent open hex (DD2, BB3.3); its path is dropped.`,
      );
      continue;
    }
    if (!s.leaving && slowToLeave(w.c, f.empire, f.location, to, f.arrivedFrom)) {
      setFleetState(w, f, { leaving: true });
      w.report(
        f.empire,
        'Movement',
        `${f.id} spends this move leaving ${terrainOf(w.c, f.location).toLowerCase()} hex ${f.location} (DD4.1).`,
      );
      continue;
    }
    if (round === 2 && barred(w, f)) continue;
    intents.set(f, to);
  }
  headOn(w, intents);
  const moved: Fleet[] = [];
  for (const [f, to] of intents) {
    const from = f.location;
    setFleetState(w, f, { path: fleetState(w, f).path.slice(1), leaving: false });
    w.travel(f, [to]);
    w.log('Move', f.empire, `${f.id} ${from} > ${to}`);
    w.report(f.empire, 'Movement', `${f.id} enters ${to} (${terrainOf(w.c, to)}).`);
    moved.push(f);
  }
  return moved;
}

/**
 * DD3.1-DD3.3: two hostile fleets moving into each other's hex do not pass: the slower stays (DD3.2); at
 * equal speed a die decides, 1-3 the first moves, 4-6 the other (rule option ST9: DD3.3 leaves a 4 unsaid).
 * The one that stays keeps its path for its next move (DD3.31).
 */
function headOn(w: World, intents: Map<Fleet, string>): void {
  // The fleets moving along each hex side, "from>to": each fleet meets those coming the other way.
  const along = new Map<string, Fleet[]>();
  for (const [f, to] of intents) along.set(`${f.location}>${to}`, [...(along.get(`${f.location}>${to}`) ?? []), f]);
  for (const [f, to] of [...intents])
    for (const g of along.get(`${to}>${f.location}`) ?? []) {
      if (!intents.has(f) || !intents.has(g) || !w.hostile(f.empire, g.empire)) continue;
      const [rf, rg] = [rank(w, f), rank(w, g)];
      const die = rf === rg ? w.dice.roll(1, 6, `head-on ${f.id} and ${g.id} (DD3.3)`) : 0;
      const stays = rf === rg ? (die <= 3 ? g : f) : rf < rg ? f : g;
      intents.delete(stays);
      const how = die ? `a die of ${die} (DD3.3)` : 'the slower does not move (DD3.2)';
      w.log('Head-on', f.empire, `${f.id} and ${g.id} meet head-on between ${f.location} and ${g.location}`, `${stays.id} stays: ${how}`);
      for (const e of [f.empire, g.empire])
        w.report(e, 'Movement', `Head-on between ${f.location} and ${g.location}: ${stays.id} stays, ${how}.`);
    }
}

/** DD3.4-DD3.5: a fast fleet's second hex is barred while an enemy in its hex wants battle, unless its friends there pin as many ships. */
function barred(w: World, f: Fleet): boolean {
  const here = w.fleetsAt(f.location);
  const enemies = here.filter((g) => w.hostile(f.empire, g.empire));
  if (!enemies.length || enemies.every((g) => fleetState(w, g).stance === 'Avoid')) return false;
  const friends = here.filter((g) => g !== f && g.empire === f.empire && !fleetState(w, g).path.length);
  if (pinningShips(w, friends) >= pinningShips(w, enemies)) {
    w.report(f.empire, 'Movement', `${f.id} goes on from ${f.location}: the enemy there is pinned (DD3.5).`);
    return false;
  }
  w.report(
    f.empire,
    'Movement',
    `${f.id} cannot make its second move from ${f.location}: the enemy there wants battle and is not pinned (DD3.42).`,
  );
  return true;
}
