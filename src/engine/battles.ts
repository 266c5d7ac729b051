// Battles (EaW 19.0-28.0): where hostile fleets meet, the engagements in order (26.0-26b), each with
// its ship list and set-up card; then the results the GM enters, checked and applied.

import { Battle, BattleShip, Fleet, hasRole, SEASONS } from './model';
import { key, sameId } from './ids';
import { parseStamp } from './calendar';
import { fleetStrength } from './fleets';
import { Movement } from './movement';
import { entrySide, setupCard, Side } from './setup';
import { World } from './world';

/** Where hostile fleets met: a system, or a lane for a meeting in open space (EaW 5c). */
export interface Place {
  place: string;
  /** Open space: each fleet's destination. */
  heading?: Map<string, string>;
  openSpace: boolean;
}

/** Places of contact after movement: open-space meetings, then every system holding hostile fleets. */
export function contactPlaces(w: World, movement: Movement): Place[] {
  const places: Place[] = [];
  for (const m of movement.openSpace) {
    let place = places.find((p) => p.place === m.lane);
    if (!place) places.push((place = { place: m.lane, openSpace: true, heading: new Map() }));
    for (const f of m.fleets) place.heading!.set(key(f), m.lane.split('-').find((s) => !sameId(s, w.fleet(f)!.location))!);
  }
  for (const s of w.c.systems) {
    const here = fleetsInPlay(w, s.id);
    if (here.some((a) => here.some((b) => w.hostile(a.empire, b.empire)))) places.push({ place: s.id, openSpace: false });
  }
  return places;
}

/** Fleets that can fight at a system: not disengaged. */
function fleetsInPlay(w: World, systemId: string): Fleet[] {
  return w.fleetsAt(systemId).filter((f) => f.status !== 'Disengaged');
}

/**
 * The next engagement at a place (EaW 26.0, 26a, 26b): the survivor of the last battle, if any, fights
 * on; otherwise the largest fleet by CBPV, against the largest fleet hostile to it. Ties are broken by
 * a logged 2D6 (26a). Returns undefined when no hostile pair is left.
 */
export function nextEngagement(w: World, place: Place, series: number, survivor?: string, rules = w.c.settings.tacticalRules): Battle | undefined {
  const fleets = place.openSpace ? place.heading ? [...place.heading.keys()].map((id) => w.fleet(id)!).filter(Boolean) : [] : fleetsInPlay(w, place.place);
  const ranked = rank(w, fleets, place.place);
  const first = (survivor && ranked.find((f) => sameId(f.id, survivor))) || ranked.find((a) => ranked.some((b) => w.hostile(a.empire, b.empire)));
  if (!first) return undefined;
  const second = ranked.find((f) => w.hostile(f.empire, first.empire));
  if (!second) return undefined;
  const system = place.openSpace ? undefined : w.system(place.place);
  const battle: Battle = {
    id: `${w.season.replace(' ', '-')}-${place.place}-${series}`, season: w.season, system: place.place,
    map: place.openSpace ? 'Open Space' : system?.mapType || 'Open Space', fleetA: first.id, fleetB: second.id, status: 'Pending',
    rules, intensityA: 2, intensityB: 2, vpA: '', vpB: '', winner: '', series,
    thenA: place.heading?.get(key(first.id)) ?? '', thenB: place.heading?.get(key(second.id)) ?? '', setup: '',
  };
  battle.setup = card(w, battle, place, survivor ? (sameId(survivor, first.id) ? 'A' : 'B') : undefined);
  return battle;
}

/** Fleets by CBPV, largest first; equal ones ordered by 2D6 each, high roll first (EaW 26a). */
function rank(w: World, fleets: Fleet[], place: string): Fleet[] {
  const cbpv = new Map(fleets.map((f) => [f.id, w.fleetCbpv(f.id)]));
  const tie = new Map<string, number>();
  for (const f of fleets) {
    if (fleets.some((g) => g !== f && cbpv.get(g.id) === cbpv.get(f.id))) tie.set(f.id, w.dice.roll(2, 6, `Fleet size tie at ${place}: ${f.id} (EaW 26a)`));
  }
  return [...fleets].sort((a, b) => cbpv.get(b.id)! - cbpv.get(a.id)! || (tie.get(b.id) ?? 0) - (tie.get(a.id) ?? 0));
}

/** The ship rows of a battle: every ship of both fleets, results blank. */
export function battleShips(w: World, b: Battle): BattleShip[] {
  return (['A', 'B'] as const).flatMap((side) => {
    const fleet = side === 'A' ? b.fleetA : b.fleetB;
    const strength = fleetStrength(w.shipsOf(fleet), w.catalog);
    return strength.contributions.map((c) => ({
      battle: b.id, side, fleet, ship: c.ship.id, empire: c.ship.empire, shipClass: c.ship.shipClass,
      cbpv: c.hull + c.attrition, result: '' as const, capturedBy: '', disengagedTo: '', xp: '' as const, row: 0,
    }));
  });
}

/** Seasons a fleet has been at its system: 0 if it arrived this season. */
function seasonsPresent(w: World, f: Fleet): number {
  const at = parseStamp(f.arrivedIn);
  const now = parseStamp(w.season)!;
  if (!at) return 0;
  const index = (s: { year: number; season: string }) => s.year * 4 + Math.max(0, SEASONS.indexOf(s.season as never));
  return at.season === 'Setup' ? 99 : index(now) - index(at);
}

function card(w: World, b: Battle, place: Place, survivor?: 'A' | 'B'): string {
  const system = w.system(place.openSpace ? place.place.split('-')[0] : place.place);
  const entry = (id: string, order: number) => {
    const f = w.fleet(id)!;
    const ships = w.shipsOf(f.id).filter((s) => s.condition !== 'Captured');
    const cls = ships.map((s) => w.catalog.get(s.shipClass)).filter((c) => c && !hasRole(c, 'FRD') && !hasRole(c, 'base'));
    const came = f.arrivedIn === w.season ? w.system(f.arrivedFrom) : undefined;
    const side: Side | 'in place' = place.openSpace ? (order === 0 ? 'A' : 'D') : came && system ? entrySide(system, came) : 'in place';
    return {
      fleet: f.id, empire: f.empire, side, presentOverASeason: seasonsPresent(w, f) > 1, speeds: cls.map((c) => c!.speed),
      hasFrd: w.fleetHas(f.id, 'FRD'), hasMinesweeper: w.fleetHas(f.id, 'minesweeper'),
      // 20a: the fleet that reached the system first (a fleet already there counts as earliest).
      hasLegendaryNavigator: ships.some((s) => s.lo === 'Legendary Navigator'), arrivalOrder: (w.arrivalOrder.get(key(f.id)) ?? -1) * 2 + order,
      // 10g: another fleet of its own still to fight here lets the first escape past a fortification.
      backedUp: !place.openSpace && fleetsInPlay(w, place.place).some((g) => sameId(g.empire, f.empire) && !sameId(g.id, f.id) && !w.isFrdFleet(g.id)),
    };
  };
  const exits = place.openSpace || !system ? undefined : w.neighbours(system.id).map((n) => entrySide(system, w.system(n)!));
  return setupCard({
    fleetA: entry(b.fleetA, 0), fleetB: entry(b.fleetB, 1), seriesIndex: b.series, survivor, twoPhase: b.rules === 'Two-Phase',
    openSpace: place.openSpace, fortifiedBy: place.openSpace ? undefined : system?.fortifiedBy || undefined, exits,
  }).text;
}
