// Secret movement (EE1-EE2): after each phase's moves every race learns what its fleets detect, and
// nothing else. A ship sees the hexes within 1 of it (EE1.2), 2 with more than 3 special sensors
// (EE2.1); a cloaked, shut-down or hidden fleet is found only from its own hex (EE1.33), or by special
// sensors in range on a 50% roll (EE2.12); a cloaked watcher sees only its own hex (EE1.5); a ship
// whose sensor track is damaged sees on a roll (EE1.21, sensorRoll.ts). What is told: "X ships in hex
// XXXX", fighters and PFs counted apart (EE1.31-32), the size classes to special sensors (EE2.11). Each
// detection is a row of the Detections tab, seen by the detecting race alone. A phase looks twice
// (Annex AAA 2a, 2b): after the first moves, so a fast fleet going two hexes is seen in the hex between,
// and after the fast fleets' second hex, at what changed.

import type { Fleet } from '../../core/model';
import type { GameRow, GameTab } from '../../core/game';
import type { World } from '../../core/world';
import type { Sighting } from '../../core/view';
import { detects, reachOf, Sensor } from '../../core/map/sensors';
import { fleetState } from './fleets';
import { lostBy, setLostBy, STALEY_LAYOUT } from './map';
import { STALEY_CALENDAR } from './calendar';
import { sensorsWork } from './sensorRoll';

export const DETECTIONS_TAB: GameTab = {
  name: 'Detections',
  note: 'EE1.31: what each race detected, phase by phase, this turn: ships, fighters and PFs counted by hex.',
  columns: [
    { header: 'When', type: 'text', note: 'The phase of the detection.' },
    { header: 'Empire', type: 'text', note: 'The race that detected it: only its admiral sees the row.' },
    { header: 'Hex', type: 'text', note: 'The hex the ships were detected in.' },
    { header: 'Ships', type: 'int', note: 'EE1.31: ships detected there.' },
    { header: 'Fighters', type: 'int', note: 'EE1.32: fighters, told as fighters.' },
    { header: 'PFs', type: 'int', note: 'EE1.32: PFs, told as PFs.' },
    { header: 'Size classes', type: 'text', note: 'EE2.11: the size classes, when special sensors detected them.' },
  ],
  seenBy: { owner: 'Empire' },
};

/** EE2.1: a fleet's most special sensors on one ship (the Classes tab's Sensors). */
const specialSensors = (w: World, f: Fleet) => Math.max(0, ...w.shipsOf(f.id).map((s) => Number(w.classOf(s)?.gc?.sensors || 0)));

/** EE1.2, EE2.1, EE1.5, EE1.33: a fleet's sensor (`cloakBlind`: a cloaked fleet sees units only in its own hex). */
function sensorOf(w: World, f: Fleet, cloakBlind = true): Sensor {
  if (cloakBlind && fleetState(w, f).concealed === 'Cloaked') return { at: f.location, radius: 0, concealedRadius: 0 };
  return { at: f.location, radius: specialSensors(w, f) > 3 ? 2 : 1, concealedRadius: 0 };
}

/** The fleets of the empire whose sensors work this phase (EE1.21, sensorRoll.ts). */
const working = (w: World, empire: string) => w.fleetsOf(empire).filter((f) => sensorsWork(w, f));

/** A fleet detected, and whether special sensors saw it (EE2.11: they tell its size classes). */
export interface Detection {
  readonly fleet: Fleet;
  readonly bySpecialSensors: boolean;
}

/**
 * Which of `targets` (all other races' fleets) the `watchers` detect now (EE1.2-EE2.12); special sensors roll for concealed ones.
 * The fleets seen, and those looked for in vain: a phase's second look (Annex AAA 2b) rolls for neither again.
 */
export function detectedBy(w: World, watchers: readonly Fleet[], targets?: readonly Fleet[]): Detection[] {
  if (!watchers.length) return [];
  const grid = STALEY_LAYOUT.grid(w.c);
  const empire = watchers[0].empire;
  const reach = reachOf(
    grid,
    watchers.map((f) => sensorOf(w, f)),
  );
  const specialReach = reachOf(
    grid,
    watchers.filter((f) => specialSensors(w, f) > 0 && fleetState(w, f).concealed !== 'Cloaked').map((f) => sensorOf(w, f)),
  );
  const out: Detection[] = [];
  // Every other race's fleet where the watchers' sensors reach, in the Fleets tab's order (the dice's).
  const near = new Set([...reach.open].flatMap((h) => w.fleetsAt(h)));
  for (const g of targets ?? w.c.fleets.filter((x) => x.empire !== empire && near.has(x))) {
    const hidden = !!w.c.extras?.Fleets?.[g.id]?.Concealed;
    const bySpecialSensors =
      detects(specialReach, g.location, hidden) ||
      (hidden &&
        specialReach.open.has(g.location) &&
        w.dice.roll(1, 6, `${empire} special sensors find a concealed fleet in ${g.location} (EE2.12)`) <= 3);
    if (bySpecialSensors || detects(reach, g.location, hidden)) out.push({ fleet: g, bySpecialSensors });
  }
  return out;
}

/** The hexes whose terrain and colour the empire's units see now (EE1.4, EE1.5: a cloaked unit too), those whose sensors work. */
export function hexesSeenBy(w: World, empire: string): ReadonlySet<string> {
  return reachOf(
    STALEY_LAYOUT.grid(w.c),
    working(w, empire).map((f) => sensorOf(w, f, false)),
  ).open;
}

/** Annex AAA 2a, FF2.12: each grey hex a race's units now see shows its owner to that race again. */
export function seeLostHexes(w: World): void {
  const seen = new Map<string, ReadonlySet<string>>();
  for (const hex of w.c.systems) {
    const races = lostBy(w, hex.id);
    if (!races.length) continue;
    const still = races.filter((e) => !(seen.get(e) ?? seen.set(e, hexesSeenBy(w, e)).get(e)!).has(hex.id));
    if (still.length === races.length) continue;
    setLostBy(w, hex.id, still);
    for (const e of races.filter((r) => !still.includes(r)))
      w.report(e, 'Vision', `${hex.id}, taken from us, is held by ${hex.owner || 'no one'} (FF2.12).`);
  }
}

/** What each race detected in the phase so far, by fleet (a phase's first look, then its second, Annex AAA 2a-2b). */
const seenThisPhase = new WeakMap<World, { when: string; seen: Map<string, Map<string, Detection>> }>();

function phaseSeen(w: World, empire: string): Map<string, Detection> {
  let s = seenThisPhase.get(w);
  if (s?.when !== w.now) seenThisPhase.set(w, (s = { when: w.now, seen: new Map() }));
  return s.seen.get(empire) ?? s.seen.set(empire, new Map()).get(empire)!;
}

/** The fleets that made a second move this phase (Annex AAA 2b). */
const secondMovers = (w: World) => w.c.fleets.filter((f) => f.arrivedIn === w.now && f.route.length > 2);

/**
 * Annex AAA 2a: each race's detections after the phase's first moves, as Detections rows and report
 * lines; a fast fleet two hexes on this phase is seen in the hex between (the first look).
 */
export function detectionStep(w: World): void {
  for (const e of w.c.empires) {
    const seen = phaseSeen(w, e.id);
    const found = detectedBy(w, working(w, e.id));
    for (const d of found) seen.set(d.fleet.id, d);
    tell(w, e.id, new Set(found.map((d) => d.fleet.location)));
  }
  seeLostHexes(w);
}

/**
 * Annex AAA 2b: after the fast fleets' second move, what changed: each race looks again at the fleets
 * that moved, and its own fleets that moved look at what it had not seen; each hex with news gets its row again.
 */
export function secondDetectionStep(w: World): void {
  const moved = secondMovers(w);
  if (!moved.length) return;
  for (const e of w.c.empires) {
    const seen = phaseSeen(w, e.id);
    const watchers = working(w, e.id);
    const movers = moved.filter((f) => f.empire !== e.id);
    const found = [
      ...detectedBy(w, watchers, movers),
      ...detectedBy(
        w,
        watchers.filter((f) => moved.includes(f)),
        w.c.fleets.filter((g) => g.empire !== e.id && !moved.includes(g) && !seen.has(g.id)),
      ),
    ];
    for (const f of movers) seen.delete(f.id);
    for (const d of found) seen.set(d.fleet.id, d);
    tell(w, e.id, new Set(found.map((d) => d.fleet.location)), true);
  }
  seeLostHexes(w);
}

/** A Detections row and a report line for each of `hexes`: every ship the race has seen there this phase (`again`: the second look). */
function tell(w: World, empire: string, hexes: ReadonlySet<string>, again = false): void {
  const rows = ((w.c.tables ??= {})[DETECTIONS_TAB.name] ??= []);
  const byHex = new Map<string, Detection[]>();
  for (const d of phaseSeen(w, empire).values())
    if (hexes.has(d.fleet.location)) byHex.set(d.fleet.location, [...(byHex.get(d.fleet.location) ?? []), d]);
  // A second look replaces the first's row of a hex: the rows this race made this phase, by hex.
  const mine = new Map<string, GameRow>();
  if (again) for (const r of rows) if (r.When === w.now && r.Empire === empire) mine.set(String(r.Hex), r);
  for (const hex of hexes) {
    const here = byHex.get(hex) ?? [];
    const ships = here.flatMap((d) => w.shipsOf(d.fleet.id));
    const sized = here.filter((d) => d.bySpecialSensors).flatMap((d) => w.shipsOf(d.fleet.id));
    const row: GameRow = {
      When: w.now,
      Empire: empire,
      Hex: hex,
      Ships: ships.length,
      Fighters: ships.reduce((n, s) => n + s.fighters, 0),
      PFs: ships.reduce((n, s) => n + s.pfs, 0),
      'Size classes': [...new Set(sized.map((s) => w.classOf(s)?.sizeClass ?? ''))].sort().join(' '),
    };
    // The second look's count of a hex stands for the phase.
    const before = mine.get(hex);
    if (before) Object.assign(before, row);
    else rows.push(row);
    const extra = [row.Fighters ? `${row.Fighters} fighters` : '', row.PFs ? `${row.PFs} PFs` : ''].filter(Boolean);
    w.report(empire, 'Vision', `${row.Ships} ships in hex ${hex}${extra.length ? ` (${extra.join(', ')})` : ''}.`);
  }
}

/**
 * The hexes where the empire detected ships in the last phase processed (the phase a paused turn stopped
 * in, else the turn's last), as the view's sightings; the hexes it stands in aside: its admiral sees those whole.
 */
export function lastSightings(w: World, empire: string): Sighting[] {
  const s = w.c.settings;
  const last = `${s.lastProcessed} ${STALEY_CALENDAR.ticks.name} ${s.pausedAt?.tick ?? STALEY_CALENDAR.ticks.count}`;
  return (w.c.tables?.[DETECTIONS_TAB.name] ?? [])
    .filter((r) => r.Empire === empire && r.When === last && !w.fleetsAt(String(r.Hex)).some((f) => f.empire === empire))
    .map((r) => ({ system: String(r.Hex), scout: false, development: '', fleets: [Number(r.Ships)] }));
}
