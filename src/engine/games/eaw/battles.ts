// Battles (EaW 19.0-28.0): where hostile fleets meet, the engagements in order (26.0-26b), each with
// its ship list and set-up card; then the results the GM enters, checked and applied.

import { Battle, BattlePlace, BattleShip, Fleet, hasRole, pendingBattle, placeText, SEASONS, sideFleets } from '../../core/model';
import { officersOf } from './officers';
import { idStampOf, parseStamp, SEASON_CALENDAR } from '../../core/calendar';
import { fleetCap, fleetCbpv, fleetLimit, fleetProblems, fleetStrength } from './fleets';
import { Movement, onLane } from './movement';
import { entrySide, setupCard, Side } from './setup';
import { World } from '../../core/world';
import { sidesChanged } from '../../core/combat/sides';
import { battleSides, BattleChanges, sidesProblems } from '../../core/combat/update';
import { fortifiedBy, mapTypeAt } from './site';

/** Where hostile fleets met: a system, or a lane for a meeting in open space (EaW 5c). */
export interface Place {
  where: BattlePlace;
  /** Open space: each fleet's destination. */
  heading?: Map<string, string>;
}

/**
 * Places of contact after movement: open-space meetings, then every system holding hostile fleets,
 * leaving out the fleets that met in open space (they are on the lane: one meeting, one battle, EaW 5c).
 */
export function contactPlaces(w: World, movement: Movement): Place[] {
  const places: Place[] = [];
  for (const m of movement.openSpace) {
    let place = places.find((p) => placeText(p.where) === placeText(m.lane));
    if (!place) places.push((place = { where: m.lane, heading: new Map() }));
    for (const f of m.fleets) place.heading!.set(f, m.lane.a === w.fleet(f)!.location ? m.lane.b : m.lane.a);
  }
  for (const s of w.c.systems) {
    const here = fleetsInPlay(w, s.id).filter((f) => !onLane(movement.openSpace, f.id));
    if (here.some((a) => here.some((b) => w.hostile(a.empire, b.empire)))) places.push({ where: { kind: 'system', system: s.id } });
  }
  return places;
}

/** A battle not yet resolved: pending, or waiting to be auto-resolved. */
export const unresolved = (b: Battle): boolean => b.status === 'Pending' || b.status === 'Auto';

/**
 * Fleets that can fight at a system: not disengaged, and not in a battle on a lane not yet resolved
 * (it met an enemy in open space: it is on the lane, EaW 5c, and fights one battle at a time, 19.0).
 */
export function fleetsInPlay(w: World, systemId: string): Fleet[] {
  const onLanes = new Set(
    w.c.battles.filter((b) => b.place.kind === 'lane' && unresolved(b)).flatMap((b) => [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)]),
  );
  return w.fleetsAt(systemId).filter((f) => f.status !== 'Disengaged' && !onLanes.has(f.id));
}

/**
 * The next engagement at a place (EaW 26.0, 26a, 26b): the survivor of the last battle, if any, fights
 * on; otherwise the largest fleet by CBPV, against the largest fleet hostile to it. Ties are broken by
 * a logged 2D6 (26a). Returns undefined when no hostile pair is left.
 */
export function nextEngagement(
  w: World,
  place: Place,
  series: number,
  survivor?: string,
  rules = w.c.settings.tacticalRules,
): Battle | undefined {
  const where = place.where;
  const fleets =
    where.kind === 'lane' ? [...(place.heading?.keys() ?? [])].map((id) => w.fleet(id)!).filter(Boolean) : fleetsInPlay(w, where.system);
  const holding = survivor
    ? sideFleets(survivor)
        .map((id) => w.fleet(id))
        .filter((f): f is Fleet => !!f)
    : [];
  const ranked = rank(
    w,
    fleets.filter((f) => !holding.includes(f)),
    placeText(where),
  );
  // 26b, rule option V6: two fleets that fought each other this season do not meet again this season.
  const met = pairsFought(w);
  const fresh = (side: Fleet[], f: Fleet) => w.hostile(f.empire, side[0].empire) && !side.some((s) => met.has(pairKey(s.id, f.id)));
  const first = holding.length
    ? ranked.some((f) => fresh(holding, f))
      ? holding[0]
      : undefined
    : ranked.find((a) => ranked.some((b) => fresh([a], b)));
  if (!first) return survivor ? nextEngagement(w, place, series, undefined, rules) : undefined;
  const second = ranked.find((f) => fresh(holding.length ? holding : [first], f));
  if (!second) return undefined;
  const system = where.kind === 'system' ? w.system(where.system) : undefined;
  const battle = pendingBattle({
    id: `${idStampOf(SEASON_CALENDAR, { year: w.c.settings.year, turn: w.c.settings.season })}-${placeText(where)}-${series}`,
    season: w.season,
    place: where,
    map: (system && mapTypeAt(w.c, system.id)) || 'Open Space',
    fleetA: holding.length ? holding.map((f) => f.id).join(' + ') : first.id,
    fleetB: second.id,
    rules,
    series,
    thenA: place.heading?.get(first.id) ?? '',
    thenB: place.heading?.get(second.id) ?? '',
    setup: '',
  });

  battle.setup = card(w, battle, place, holding.length ? 'A' : undefined);
  return battle;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Every pair of fleets that fought each other this season (pool members count each). */
function pairsFought(w: World): Set<string> {
  const pairs = new Set<string>();
  for (const b of w.c.battles.filter((x) => x.season === w.season))
    for (const a of sideFleets(b.fleetA)) for (const c of sideFleets(b.fleetB)) pairs.add(pairKey(a, c));
  return pairs;
}

/** Fleets by CBPV, largest first; equal ones ordered by 2D6 each, high roll first (EaW 26a). */
function rank(w: World, fleets: Fleet[], place: string): Fleet[] {
  const cbpv = new Map(fleets.map((f) => [f.id, fleetCbpv(w, f.id)]));
  const tie = new Map<string, number>();
  for (const f of fleets) {
    if (fleets.some((g) => g !== f && cbpv.get(g.id) === cbpv.get(f.id)))
      tie.set(f.id, w.dice.roll(2, 6, `Fleet size tie at ${place}: ${f.id} (EaW 26a)`));
  }
  return [...fleets].sort((a, b) => cbpv.get(b.id)! - cbpv.get(a.id)! || (tie.get(b.id) ?? 0) - (tie.get(a.id) ?? 0));
}

/** The ship rows of a battle: every ship of every fleet on both sides, results blank. */
export function battleShips(w: World, b: Battle): BattleShip[] {
  return (['A', 'B'] as const).flatMap((side) =>
    sideFleets(side === 'A' ? b.fleetA : b.fleetB).flatMap((fleet) => {
      const strength = fleetStrength(w.shipsOf(fleet), w.catalog);
      return strength.contributions.map((c) => ({
        battle: b.id,
        side,
        fleet: w.fleet(fleet)?.id ?? fleet,
        ship: c.ship.id,
        empire: c.ship.empire,
        shipClass: c.ship.shipClass,
        cbpv: c.hull + c.attrition,
        result: '' as const,
        capturedBy: '',
        disengagedTo: '',
        xp: '' as const,
        row: 0,
      }));
    }),
  );
}

/** A battle's ship rows no longer match its sides (the GM changed Fleet A or B): run Update battles. */
export function stale(w: World, b: Battle): boolean {
  return sidesChanged(w, b, battleShips(w, b));
}

/** How close to its cap a fleet may be and still join a pool at the FRD (EaW 28a: within 10% is locked). */
const POOL_LOCK = 0.9;

/**
 * The GM's changes to pending battles (EaW 26.0, 28.0, 28a): another pair of fleets, the FRD fleet put
 * in at any point, or the defender's partial fleets pooled at its FRD (the kernel's Update battles,
 * core/combat/update.ts, with these rules).
 */
export const BATTLE_CHANGES: BattleChanges = {
  cite: 'EaW 26.0, 28.0, 28a',
  nothingChanged:
    'Nothing to update. To choose who fights, change Fleet A or Fleet B of a pending battle before entering results ' +
    '(EaW 26.0; the FRD fleet may fight at any point, 28.0); to pool partial fleets at your FRD, write them as "KLI-2 + KLI-5 + KLI-FRD" (28a).',
  battleShips,
  sideProblems,
  card: (w, b) => card(w, b, { where: b.place }),
};

function sideProblems(w: World, b: Battle, open: Battle[]): string[] {
  if (b.place.kind === 'lane') return ['a meeting in open space is between the two fleets that met (EaW 5c)'];
  const at = b.place.system;
  const common = sidesProblems(w, b, open, [at]);
  if (common.length) return common;
  const out: string[] = [];
  for (const side of battleSides(w, b).filter((s) => s.length > 1)) {
    const empire = side[0].f!.empire;
    if (!w.systemsWithRole(empire, 'FRD').some((s) => s === at))
      return [`only a defender at its own FRD may pool fleets (EaW 28a); ${empire} has no FRD at ${at}`];
    const limit = fleetLimit(w.c.settings.year, w.c.settings.startYear);
    for (const { f } of side.filter((x) => !w.fleetHas(x.f!.id, 'FRD'))) {
      if (fleetCbpv(w, f!.id) >= POOL_LOCK * limit.cap)
        out.push(`${f!.id} is within 10% of the ${limit.cap} cap and cannot be pooled (EaW 28a)`);
    }
    const pool = fleetStrength(
      side.flatMap((x) => w.shipsOf(x.f!.id)),
      w.catalog,
    );
    out.push(
      ...fleetProblems(pool, limit, false).map(
        (p) => `the pool ${side.map((x) => x.f!.id).join(' + ')} breaks the fleet rules: ${p} (EaW 28a, 17.0)`,
      ),
    );
  }
  return out;
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
  const where = place.where;
  const openSpace = where.kind === 'lane';
  const system = w.system(where.kind === 'lane' ? where.a : where.system);
  const entry = (sideText: string, order: number) => {
    const fleets = sideFleets(sideText).map((id) => w.fleet(id)!);
    const f = fleets[0];
    const ships = fleets.flatMap((x) => w.shipsOf(x.id)).filter((s) => s.condition !== 'Captured');
    const cls = ships.map((s) => w.catalog.get(s.shipClass)).filter((c) => c && !hasRole(c, 'FRD') && !hasRole(c, 'base'));
    const came = f.arrivedIn === w.season ? w.system(f.arrivedFrom) : undefined;
    const side: Side | 'in place' = openSpace ? (order === 0 ? 'A' : 'D') : came && system ? entrySide(system, came) : 'in place';
    return {
      fleet: fleets.map((x) => x.id).join(' + '),
      empire: f.empire,
      side,
      presentOverASeason: seasonsPresent(w, f) > 1,
      speeds: cls.map((c) => c!.speed),
      hasFrd: fleets.some((x) => w.fleetHas(x.id, 'FRD')),
      hasMinesweeper: fleets.some((x) => w.fleetHas(x.id, 'minesweeper')),
      // 20a: the fleet that reached the system first (a fleet already there counts as earliest).
      hasLegendaryNavigator: ships.some((s) => officersOf(s).includes('Legendary Navigator')),
      arrivalOrder: (w.arrivalOrder.get(f.id) ?? -1) * 2 + order,
      // 10g: another fleet of its own still to fight here lets the first escape past a fortification.
      overCap: overCap(w, fleets),
      backedUp:
        where.kind === 'system' &&
        fleetsInPlay(w, where.system).some((g) => g.empire === f.empire && !fleets.includes(g) && !w.fleetHas(g.id, 'FRD')),
    };
  };
  const exits = openSpace || !system ? undefined : w.neighbours(system.id).map((n) => entrySide(system, w.system(n)!));
  return setupCard({
    fleetA: entry(b.fleetA, 0),
    fleetB: entry(b.fleetB, 1),
    seriesIndex: b.series,
    survivor,
    twoPhase: b.rules === 'Two-Phase',
    openSpace,
    fortifiedBy: openSpace || !system ? undefined : fortifiedBy(w.c, system.id) || undefined,
    exits,
  }).text;
}

/** EaW 17g (d): a side over its CBPV cap, by how much. */
function overCap(w: World, fleets: Fleet[]): { cbpv: number; cap: number } | undefined {
  const strength = fleetStrength(
    fleets.flatMap((f) => w.shipsOf(f.id)),
    w.catalog,
  );
  const cap = fleetCap(strength, fleetLimit(w.c.settings.year, w.c.settings.startYear));
  return strength.cbpv > cap ? { cbpv: strength.cbpv, cap } : undefined;
}
