// What a GC empire's sensors read (C5): every unit senses by range (C5.10's chart) — a system or colony
// counts ships in its own hex and knows ships are next door; a squadron tells size class and nationality
// in its hex and counts ships next door; special sensors on a ship of size class 4 or larger (or a base)
// tell basic hull types in the hex and size classes next door; enhanced special sensors (C5.60, a ship's
// ESS cell) and an XCA (C21.47) read two hexes away as if one. The empire knows the best reading of each squadron (C5.10).
// Radiation (A300.40): no reading into or out of a zone; in the same zone hex, a range-1 reading. Cloaked
// squadrons (C6.20, C6.35) show only as a cloaked presence, to units in their hex or special sensors next
// door (ESS does not extend it, C5.70); hidden ones (C8.10) show to nobody; a squadron jamming its own
// position (C15.20, C15.30) shows only that ships are there to an empire whose special sensors cannot
// overcome it. Readings are of the end of the turn (C5.30): the Sensor readings tab.

import type { Fleet, Ship } from '../../../core/model';
import { sameName } from '../../../core/ids';
import type { GameRow } from '../../../core/game';
import type { World } from '../../../core/world';
import type { Sighting } from '../../../core/view';
import { stepsFrom, within } from '../../../core/map/paths';
import { heldSystems } from '../base/holdings';
import { inRadiation } from '../base/map';
import { CONCEALMENTS, Concealment, READINGS, Reading, SENSOR_READINGS_TAB } from '../base/sensorTabs';
import { inTerrain } from '../base/commerceColumns';
import { isXShip, secondGeneration, x2Scouting } from '../construction/xShips';

const [CLOAKED, PRESENT, COUNT, SIZES, HULLS] = [0, 1, 2, 3, 4];

/** One unit's senses: where it stands, the reading at each range, and its special sensors (for C6.20, C15). */
interface Sensor {
  readonly at: string;
  readonly byRange: readonly number[];
  readonly special: number;
  /** Where a special sensor also finds a cloaked presence (C6.20): next door, not further (C5.70). */
  readonly cloakRange: number;
}

const cell = (w: World, tab: 'Fleets' | 'Ships', id: string, header: string) => w.c.extras?.[tab]?.[id]?.[header];

/** A squadron's Concealment cell (blank: in the open). */
export function concealmentOf(w: World, fleet: string): Concealment | undefined {
  // GC E2.56: a strategic-reserve squadron in a system's terrain is as if cloaked.
  if (inTerrain(w.c, fleet)) return 'Cloaked';
  const v = String(cell(w, 'Fleets', fleet, 'Concealment') ?? '');
  return CONCEALMENTS.find((c) => c.toLowerCase() === v.trim().toLowerCase());
}

/** A ship's Ships ESS cell ticked (C5.60). */
export const essCell = (w: World, ship: Ship): boolean =>
  cell(w, 'Ships', ship.id, 'ESS') === true || /^(true|yes|y|x)$/i.test(String(cell(w, 'Ships', ship.id, 'ESS') ?? ''));

/**
 * One ship's special sensors: its class's GC sensors on a ship of size class 4 or larger (C5.10); an X-ship's
 * at least one (C19.30c, C21.46), a second-generation one's its C21.40 channels; enhanced by its ESS cell
 * (C5.60, never a second-generation X-ship's, C21.40), by C19.30c for an X-ship with special sensors of its
 * own (an X-scout), and an XCA's (C21.47: it reads two hexes away). Rule option GC295.
 */
export function shipSensors(w: World, s: Ship): { count: number; ess: boolean } {
  const k = w.classOf(s);
  if (!k || k.sizeClass > 4) return { count: 0, ess: false };
  const own = Number(k.gc?.sensors || 0);
  const x2 = x2Scouting(k);
  const count = isXShip(k) ? Math.max(own, x2.channels, 1) : own;
  const ess = secondGeneration(k) ? x2.enhanced || secondGeneration(k) === 'XCA' : count > 0 && (essCell(w, s) || (isXShip(k) && own > 0));
  return { count, ess };
}

/** A squadron's special sensors (shipSensors), bases included (C5.10); `ships`: those of them that sense. */
export function specialSensors(w: World, f: Fleet, ships = w.shipsOf(f.id)): { count: number; ess: boolean } {
  return ships
    .map((s) => shipSensors(w, s))
    .reduce((a, b) => ({ count: a.count + b.count, ess: a.ess || b.ess }), { count: 0, ess: false });
}

/**
 * The ships that sense for `empire` in a squadron: all of its own squadron's, an ally's among them too; in an
 * ally's squadron, its own ships serving there (C5.10, C22.20; rule option GC293).
 */
const sensingShips = (w: World, empire: string, f: Fleet): Ship[] =>
  w.shipsOf(f.id).filter((s) => sameName(f.empire, empire) || sameName(s.empire, empire));

/** The empire's sensors: its systems and colonies (B1), and the squadrons with ships that sense for it (C5.10, C5.60, C8.10). */
function sensorsOf(w: World, empire: string): Sensor[] {
  const out: Sensor[] = heldSystems(w.c, empire).map((s) => ({ at: s.id, byRange: [COUNT, PRESENT], special: 0, cloakRange: 0 }));
  // Its own squadrons and those its ships serve in, from the World's indexes: not every empire's squadrons
  // for each empire (issue 35). The picture reads its sensors by hex, so their order does not matter.
  const serving = w.shipsOfEmpire(empire).flatMap((s) => w.fleet(s.fleet) ?? []);
  for (const f of new Set([...w.fleetsOf(empire), ...serving])) {
    const ships = sensingShips(w, empire, f);
    if (!ships.length) continue;
    // C8.10: on silent running its sensors are at their lowest: it learns only that ships entered its hex.
    if (concealmentOf(w, f.id) === 'Hidden') {
      out.push({ at: f.location, byRange: [PRESENT], special: 0, cloakRange: -1 });
      continue;
    }
    const { count, ess } = specialSensors(w, f, ships);
    const byRange = ess ? [HULLS, SIZES, SIZES] : count ? [HULLS, SIZES] : [SIZES, COUNT];
    out.push({ at: f.location, byRange, special: count, cloakRange: count ? 1 : 0 });
  }
  return out;
}

/** A sensor's reading of `hex` at distance `d` (-1: none); A300.40 in or out of a radiation zone. */
function readingAt(w: World, s: Sensor, hex: string, d: number): number {
  if (inRadiation(w.c, s.at) || inRadiation(w.c, hex)) return d === 0 ? (s.byRange[1] ?? s.byRange[0]) : -1;
  return s.byRange[d] ?? -1;
}

/** An empire's sensor picture: by hex, each sensor reaching it with its distance (built once: a squadron's reading looks up its hex only). */
class Picture {
  private readonly byHex = new Map<string, { s: Sensor; d: number }[]>();
  constructor(
    private readonly w: World,
    readonly empire: string,
  ) {
    for (const s of sensorsOf(w, empire))
      for (const [h, d] of stepsFrom(s.at, (x) => w.neighbours(x), s.byRange.length - 1)) {
        const at = this.byHex.get(h);
        if (at) at.push({ s, d });
        else this.byHex.set(h, [{ s, d }]);
      }
  }

  /** The hexes some sensor reads. */
  hexes(): Set<string> {
    const out = new Set<string>();
    for (const [h, reach] of this.byHex) if (reach.some(({ s, d }) => readingAt(this.w, s, h, d) >= 0)) out.add(h);
    return out;
  }

  /** The special sensors the empire has `d` hexes or less from `hex` but more than `from` (C15.20, C15.30). */
  private specialAround(hex: string, from: number, to: number): number {
    return (this.byHex.get(hex) ?? []).filter(({ d }) => d > from - 1 && d <= to).reduce((n, { s }) => n + s.special, 0);
  }

  /** The best reading of a foreign squadron (C5.10), or -1 when unseen. */
  of(f: Fleet): number {
    const { w } = this;
    const how = concealmentOf(w, f.id);
    if (how === 'Hidden') return -1;
    const reach = this.byHex.get(f.location) ?? [];
    if (how === 'Cloaked') return reach.some(({ s, d }) => readingAt(w, s, f.location, d) >= 0 && d <= s.cloakRange) ? CLOAKED : -1;
    const best = reach.reduce((b, { s, d }) => Math.max(b, readingAt(w, s, f.location, d)), -1);
    if (how !== 'Jamming' || best <= PRESENT) return best;
    // C15.20 reversed in its hex, C15.30 (twice the sensors) from around it: the jammer needs more special sensors than the watchers.
    const jam = specialSensors(w, f).count;
    const overcome = this.specialAround(f.location, 0, 0) >= jam || 2 * this.specialAround(f.location, 1, 2) >= jam;
    return overcome ? best : PRESENT;
  }
}

/** What one empire's sensors read in a hex: the best reading, ships counted, and what was told of them. */
export interface HexReading {
  hex: string;
  reading: Reading;
  ships: number | '';
  seen: string;
  /** The ships of each squadron seen at least by size class (C5.10 range 0), or the hex's count alone. */
  counts: number[];
}

const tally = (items: string[]) => {
  const n = new Map<string, number>();
  for (const x of items) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([x, k]) => (k > 1 ? `${k}x${x}` : x));
};

/** A foreign squadron's ships the empire reads: all but its own serving there (GC C22.20, rule option GC293). */
const foreignShips = (w: World, empire: string, f: Fleet): Ship[] => w.shipsOf(f.id).filter((s) => !sameName(s.empire, empire));

/** Every hex where the empire's sensors read foreign ships, and each hex they reach with nothing there (blank Seen). */
export function readingsOf(w: World, empire: string): HexReading[] {
  const p = new Picture(w, empire);
  const byHex = new Map<string, { f: Fleet; r: number }[]>();
  for (const h of p.hexes()) byHex.set(h, []);
  for (const f of w.c.fleets) {
    if (f.empire === empire || !foreignShips(w, empire, f).length) continue;
    const r = p.of(f);
    if (r >= 0) byHex.set(f.location, [...(byHex.get(f.location) ?? []), { f, r }]);
  }
  return [...byHex]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hex, seen]) => {
      const ships = (r: number) => seen.filter((x) => x.r >= r).flatMap((x) => foreignShips(w, empire, x.f));
      const best = Math.max(-1, ...seen.map((x) => x.r));
      const told = [
        ...tally(ships(HULLS).map((s) => `${w.classOf(s)?.hull || s.shipClass} ${s.empire}`)),
        ...tally(
          seen
            .filter((x) => x.r === SIZES)
            .flatMap((x) => foreignShips(w, empire, x.f).map((s) => `SC${w.classOf(s)?.sizeClass ?? '?'} ${s.empire}`)),
        ),
        ...(seen.some((x) => x.r === COUNT)
          ? [`${seen.filter((x) => x.r === COUNT).reduce((n, x) => n + foreignShips(w, empire, x.f).length, 0)} ships`]
          : []),
        ...(seen.some((x) => x.r === PRESENT) ? ['ships present'] : []),
        ...(seen.some((x) => x.r === CLOAKED) ? ['cloaked presence'] : []),
      ];
      const counted = ships(COUNT).length;
      return {
        hex,
        reading: READINGS[Math.max(best, CLOAKED)],
        ships: counted || '',
        seen: told.join(', '),
        counts: seen.some((x) => x.r === COUNT)
          ? counted
            ? [counted]
            : []
          : seen.filter((x) => x.r >= SIZES).map((x) => foreignShips(w, empire, x.f).length),
      };
    });
}

/** Which foreign squadrons the empire's sensors read at all, a cloaked presence too (C5.10). */
export function sensedBy(w: World, empire: string): (f: Fleet) => boolean {
  const p = new Picture(w, empire);
  return (f) => p.of(f) >= 0;
}

/** Which foreign squadrons the empire does not see, or sees less than by size class and nationality (C5.10 range 0). */
export function unseenBy(w: World, empire: string): (f: Fleet) => boolean {
  const p = new Picture(w, empire);
  return (f) => p.of(f) < SIZES;
}

/** The view's sightings (C5.30, at the end of the turn): the hexes read beyond those the empire's squadrons stand in. */
export function gcSightings(w: World, empire: string): Sighting[] {
  const present = new Set(w.c.fleets.filter((f) => sensingShips(w, empire, f).length).map((f) => f.location));
  return readingsOf(w, empire)
    .filter((r) => !present.has(r.hex))
    .map((r) => ({ system: r.hex, scout: false, development: '', fleets: r.counts }));
}

/** C5.30: each empire's readings at the end of the turn, the tab's rows replaced (only the last turn's are kept). */
export function sensorStep(w: World): void {
  const rows: GameRow[] = [];
  for (const e of w.c.empires)
    for (const r of readingsOf(w, e.id))
      if (r.seen) rows.push({ Turn: w.season, Empire: e.id, Hex: r.hex, Reading: r.reading, Ships: r.ships, Seen: r.seen });
  (w.c.tables ??= {})[SENSOR_READINGS_TAB.name] = rows;
}

/** The hexes a squadron in `hex` sees: its own (range 0) and, but into or out of a radiation zone (A300.40), the next ones (C5.10 range 1). */
export function seenFrom(w: World, hex: string): string[] {
  if (inRadiation(w.c, hex)) return [hex];
  return within(hex, 1, (x) => w.neighbours(x)).filter((h) => h === hex || !inRadiation(w.c, h));
}
