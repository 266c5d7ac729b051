// The VBAM-SFB map (`VBAM Map`, `VBAM Movement`): a generated grid of sectors joined to all adjacent
// ones, who controls each sector, how far a unit may move, and fleets stopping each other head-on.

import { Dice } from '../../core/dice';
import { Colony, Sector, Speed, Terrain } from './model';
import { groupBy } from '../../core/ids';

/** VB1: a square grid joins the 8 squares around (corners touch too); a hex grid the 6 hexes around. */
export type GridShape = 'square' | 'hex';

export interface SectorMap {
  shape: GridShape;
  sectors: Sector[];
  /** Sector id → the ids of all adjacent sectors (`VBAM Map`: "connected to all adjacent sectors"). */
  adjacent: Map<string, string[]>;
}

/** Sector ids: column then row, zero-padded ("0304"), as on printed hex maps. */
export function sectorId(col: number, row: number, width = 2): string {
  return String(col).padStart(width, '0') + String(row).padStart(width, '0');
}

/** Neighbours of (col, row). Hexes are flat-topped columns, odd columns shifted half a hex down. */
function neighbours(shape: GridShape, col: number, row: number): [number, number][] {
  if (shape === 'square') {
    const out: [number, number][] = [];
    for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) if (dc || dr) out.push([col + dc, row + dr]);
    return out;
  }
  const side = col % 2 === 1 ? 0 : -1; // the row offset of the side neighbours above
  return [
    [col, row - 1],
    [col, row + 1],
    [col - 1, row + side],
    [col - 1, row + side + 1],
    [col + 1, row + side],
    [col + 1, row + side + 1],
  ];
}

/** The adjacency of a set of sectors (a GM-edited map as well as a generated one). */
export function joinSectors(shape: GridShape, sectors: Sector[]): SectorMap {
  const byPlace = new Map(sectors.map((s) => [`${s.col},${s.row}`, s.id]));
  const adjacent = new Map<string, string[]>();
  for (const s of sectors) {
    const ids = neighbours(shape, s.col, s.row)
      .map(([c, r]) => byPlace.get(`${c},${r}`))
      .filter((id): id is string => id !== undefined);
    adjacent.set(s.id, ids);
  }
  return { shape, sectors, adjacent };
}

/**
 * VB2: what a generated sector holds (`VBAM Map`: about 25% empty, 25% with terrain): d100 1–25
 * nothing, 26–50 a star system inside terrain, 51–100 a star system. Terrain on a second d100: 1–30
 * dust cloud, 31–60 asteroid field, 61–90 gas giant, 91–94 nebula, 95–97 heat zone, 98–100 radiation zone.
 */
export function rollTerrain(d100: number): Terrain {
  if (d100 <= 30) return 'Dust cloud';
  if (d100 <= 60) return 'Asteroid field';
  if (d100 <= 90) return 'Gas giant';
  if (d100 <= 94) return 'Nebula';
  return d100 <= 97 ? 'Heat zone' : 'Radiation zone';
}

/** A cols × rows map; star systems are named after their sector ("S0304"). */
export function generateSectors(shape: GridShape, cols: number, rows: number, dice: Dice): SectorMap {
  const width = Math.max(2, String(Math.max(cols, rows) - 1).length);
  const sectors: Sector[] = [];
  for (let col = 0; col < cols; col++) {
    for (let row = 0; row < rows; row++) {
      const id = sectorId(col, row, width);
      const roll = dice.roll(1, 100, `VBAM Map: contents of sector ${id}`);
      if (roll <= 25) sectors.push({ id, col, row });
      else if (roll <= 50) {
        const terrain = rollTerrain(dice.roll(1, 100, `VBAM Map: terrain of sector ${id}`));
        sectors.push({ id, col, row, system: `S${id}`, terrain });
      } else sectors.push({ id, col, row, system: `S${id}` });
    }
  }
  return joinSectors(shape, sectors);
}

/** Breadth-first distances from `from`, entering only sectors `passable` allows, up to `limit` steps. */
export function distances(
  map: SectorMap,
  from: Iterable<string>,
  limit = Infinity,
  passable: (sector: string) => boolean = () => true,
): Map<string, number> {
  const dist = new Map<string, number>();
  let frontier = [...new Set(from)];
  frontier.forEach((s) => dist.set(s, 0));
  for (let step = 1; step <= limit && frontier.length; step++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const n of map.adjacent.get(s) ?? [])
        if (!dist.has(n) && passable(n)) {
          dist.set(n, step);
          next.push(n);
        }
    frontier = next;
  }
  return dist;
}

// --- Control (`VBAM Map`: Controlled, Contested, Neutral) --------------------------------------------

/** How two powers stand (`VBAM Diplomacy`). */
export interface Standing {
  /** They share control, supply and the movement allowance: one alliance, or Co-Belligerence (VB95). */
  allied(a: string, b: string): boolean;
  /** Never stop each other head-on nor contest a sector, and trace supply through each other's (VB94). */
  friendly(a: string, b: string): boolean;
}

export type Control =
  | { state: 'Controlled'; owner: string; by: 'presence' | 'supply range' | 'GM' }
  | { state: 'Contested'; powers: string[]; by: 'presence' | 'GM' }
  | { state: 'Neutral'; by: 'rule' | 'GM' };

/** The GM's word on a sector ("determined diplomatically"): an owner, or Neutral / Contested. */
export type ControlOverride = { owner: string } | { state: 'Neutral' } | { state: 'Contested'; powers: string[] };

export interface ControlInput {
  map: SectorMap;
  standing: Standing;
  /** Sector → the powers with units there. */
  units: Map<string, string[]>;
  colonies: Colony[];
  /** Power → its supply points' sectors (supply.ts `supplyPoints`). */
  supplyPoints: Map<string, string[]>;
  overrides?: Map<string, ControlOverride>;
}

/** `VBAM Supply`: a supply route is at most this many sectors long. */
export const SUPPLY_RANGE = 2;

/**
 * Control of every sector (`VBAM Map`). The rule makes control depend on supply range and supply
 * routes depend on control; VB3 breaks the circle in this order:
 *  1. presence: a sector with units or colonies of powers that are all friendly (allies, Mutual
 *     Defense or Peace partners, VB94) is Controlled; with two powers that are not, Contested;
 *  2. supply range: from each power's supply points, up to 2 sectors, not entering a sector step 1
 *     gave to a power that is not friendly. A sector left Neutral by step 1 is Controlled by a power
 *     whose range reaches it and no range of an unfriendly power does;
 *  3. the GM's overrides replace the result;
 *  4. units' supply (supply.ts) is then traced over this final control.
 * The owner of a Controlled sector shared by several powers is the one with a colony there, else the
 * one with the nearest colony, the more populous colony on a tie, then the first by name.
 */
export function sectorControl(input: ControlInput): Map<string, Control> {
  const { map, standing } = input;
  const present = new Map<string, Set<string>>();
  const add = (sector: string, power: string) => present.set(sector, (present.get(sector) ?? new Set()).add(power));
  input.units.forEach((powers, sector) => powers.forEach((p) => add(sector, p)));
  input.colonies.forEach((c) => add(c.sector, c.owner));

  const nearest = colonyDistances(map, input.colonies);
  const dominion = (powers: string[], sector: string): string =>
    [...powers].sort((a, b) => {
      const da = nearest.get(a)?.get(sector) ?? { steps: Infinity, census: 0 };
      const db = nearest.get(b)?.get(sector) ?? { steps: Infinity, census: 0 };
      return da.steps - db.steps || db.census - da.census || a.localeCompare(b);
    })[0];

  const control = new Map<string, Control>();
  for (const s of map.sectors) {
    const powers = [...(present.get(s.id) ?? [])].sort();
    if (!powers.length) continue;
    const clash = powers.some((a) => powers.some((b) => !standing.friendly(a, b)));
    control.set(
      s.id,
      clash ? { state: 'Contested', powers, by: 'presence' } : { state: 'Controlled', owner: dominion(powers, s.id), by: 'presence' },
    );
  }

  const reach = new Map<string, string[]>(); // sector → powers whose supply range covers it
  input.supplyPoints.forEach((points, power) => {
    const open = (sector: string) => {
      const c = control.get(sector);
      return c?.state !== 'Controlled' || standing.friendly(c.owner, power);
    };
    for (const sector of distances(map, points, SUPPLY_RANGE, open).keys()) reach.set(sector, [...(reach.get(sector) ?? []), power]);
  });
  for (const s of map.sectors) {
    const powers = reach.get(s.id);
    if (control.has(s.id) || !powers) continue;
    const unopposed = powers.filter((p) => powers.every((q) => standing.friendly(p, q)));
    if (unopposed.length === powers.length) control.set(s.id, { state: 'Controlled', owner: dominion(powers, s.id), by: 'supply range' });
  }

  for (const s of map.sectors) {
    const o = input.overrides?.get(s.id);
    if (!o) {
      if (!control.has(s.id)) control.set(s.id, { state: 'Neutral', by: 'rule' });
    } else if ('owner' in o) control.set(s.id, { state: 'Controlled', owner: o.owner, by: 'GM' });
    else if (o.state === 'Contested') control.set(s.id, { state: 'Contested', powers: o.powers, by: 'GM' });
    else control.set(s.id, { state: 'Neutral', by: 'GM' });
  }
  return control;
}

/**
 * Power → sector → steps to its nearest colony and that colony's Census (the largest among the nearest). One
 * search from all of a power's colonies at once, step by step: a sector's nearest colonies are those of the
 * sectors beside it one step nearer, so it takes the largest Census among them.
 */
function colonyDistances(map: SectorMap, colonies: Colony[]): Map<string, Map<string, { steps: number; census: number }>> {
  const out = new Map<string, Map<string, { steps: number; census: number }>>();
  for (const [owner, own] of groupBy(colonies, (c) => c.owner)) {
    const best = new Map<string, { steps: number; census: number }>();
    let frontier: string[] = [];
    for (const c of own) {
      const prior = best.get(c.sector);
      if (!prior) {
        best.set(c.sector, { steps: 0, census: c.census });
        frontier.push(c.sector);
      } else if (c.census > prior.census) prior.census = c.census;
    }
    for (let steps = 1; frontier.length; steps++) {
      const next: string[] = [];
      for (const s of frontier) {
        const { census } = best.get(s)!;
        for (const n of map.adjacent.get(s) ?? []) {
          const prior = best.get(n);
          if (!prior) {
            best.set(n, { steps, census });
            next.push(n);
          } else if (prior.steps === steps && census > prior.census) prior.census = census;
        }
      }
      frontier = next;
    }
    out.set(owner, best);
  }
  return out;
}

/** Whether `power` counts a sector as controlled for its own movement: held by it or an ally (VB4). */
export function controlledFor(control: Control | undefined, power: string, standing: Standing): boolean {
  return control?.state === 'Controlled' && (control.owner === power || standing.allied(control.owner, power));
}

// --- Movement (`VBAM Movement`) -------------------------------------------------------------------

/** Controlled sectors a unit may enter in a turn; Slow units move one sector of any kind. */
const CONTROLLED_STEPS: Record<Speed, number> = { Slow: 1, Normal: 2, Fast: 3 };

/** Why a path cannot be moved (`VBAM Movement`), as data: orders/reason.ts words it. */
export type MoveProblem =
  | { code: 'no-path' }
  | { code: 'not-adjacent'; sector: string; from: string }
  | { code: 'too-far'; speed: Speed; most: number }
  | { code: 'must-stop'; sector: string };

/**
 * Checks a move: `path` is the sectors entered in order. A unit enters up to 2 controlled sectors
 * (Fast 3); a neutral or contested sector ends its move, and may follow up to 1 (Fast 2) controlled
 * ones. A Slow unit enters one sector. Returns why a path is illegal, or undefined.
 */
export function moveProblem(
  map: SectorMap,
  from: string,
  path: string[],
  speed: Speed,
  controlled: (sector: string) => boolean,
): MoveProblem | undefined {
  if (!path.length) return { code: 'no-path' };
  let at = from;
  for (const [i, sector] of path.entries()) {
    if (!map.adjacent.get(at)?.includes(sector)) return { code: 'not-adjacent', sector, from: at };
    if (i >= CONTROLLED_STEPS[speed]) return { code: 'too-far', speed, most: CONTROLLED_STEPS[speed] };
    if (!controlled(sector) && i < path.length - 1) return { code: 'must-stop', sector };
    at = sector;
  }
  return undefined;
}

/**
 * VB50: the shortest legal path from `from` to `to` (fewest sectors entered; among equals, the one
 * through the lowest sector ids) entering only sectors it may enter (VB93), or undefined when none is
 * within the allowance.
 */
export function shortestMove(
  map: SectorMap,
  from: string,
  to: string,
  speed: Speed,
  controlled: (sector: string) => boolean,
  enterable: (sector: string) => boolean = () => true,
): string[] | undefined {
  let paths: string[][] = [[]];
  for (let step = 0; step < CONTROLLED_STEPS[speed]; step++) {
    const next: string[][] = [];
    const seen = new Set<string>([from, ...paths.flat()]);
    for (const p of paths) {
      const at = p.length ? p[p.length - 1] : from;
      if (p.length && !controlled(at)) continue;
      for (const n of [...(map.adjacent.get(at) ?? [])].sort()) {
        if (!enterable(n)) continue;
        if (n === to) return [...p, n];
        if (!seen.has(n)) {
          seen.add(n);
          next.push([...p, n]);
        }
      }
    }
    paths = next;
  }
  return undefined;
}

/** A fleet's move for the head-on check: its power, where it starts, and the sectors it enters. */
export interface Mover {
  fleet: string;
  power: string;
  from: string;
  path: string[];
  /** It starts between `from` and `path[0]` (stopped there last turn): nothing stops it on that edge. */
  startsBetween?: boolean;
}

/** Where a fleet ends: in a sector, or stopped between two sectors (a deep-space encounter). */
export type MoveEnd = { fleet: string; at: string } | { fleet: string; between: [string, string]; stoppedBy: string[] };

/**
 * Moves fleets one sector a step, all at once (VB5). Non-friendly fleets crossing the same edge in
 * opposite directions in one step both stop between the two sectors; a non-friendly fleet that later
 * tries to cross an edge where a fleet stopped is stopped there too. A fleet starting between two
 * sectors reaches its destination, and a non-friendly fleet leaving that sector along the same edge
 * is stopped (`VBAM Movement`).
 */
export function moveFleets(movers: Mover[], standing: Standing): MoveEnd[] {
  const pos = new Map(movers.map((m) => [m.fleet, m.from]));
  const stopped = new Map<string, { between: [string, string]; stoppedBy: string[] }>();
  const stoppedOn = (a: string, b: string) =>
    [...stopped.entries()].filter(([, s]) => (s.between[0] === a && s.between[1] === b) || (s.between[0] === b && s.between[1] === a));
  const steps = Math.max(0, ...movers.map((m) => m.path.length));
  for (let k = 0; k < steps; k++) {
    const going = movers.filter((m) => !stopped.has(m.fleet) && k < m.path.length);
    const halted = new Map<string, { between: [string, string]; stoppedBy: Set<string> }>();
    const halt = (m: Mover, by: string) => {
      if (k === 0 && m.startsBetween) return;
      const h = halted.get(m.fleet) ?? { between: [pos.get(m.fleet) as string, m.path[k]], stoppedBy: new Set() };
      halted.set(m.fleet, { ...h, stoppedBy: h.stoppedBy.add(by) });
    };
    for (const m of going) {
      const [a, b] = [pos.get(m.fleet) as string, m.path[k]];
      for (const o of going)
        if (o !== m && !standing.friendly(m.power, o.power) && pos.get(o.fleet) === b && o.path[k] === a) halt(m, o.fleet);
      for (const [fleet] of stoppedOn(a, b)) {
        const owner = movers.find((x) => x.fleet === fleet) as Mover;
        if (!standing.friendly(m.power, owner.power)) halt(m, fleet);
      }
    }
    for (const m of going) {
      const h = halted.get(m.fleet);
      if (h) stopped.set(m.fleet, { between: h.between, stoppedBy: [...h.stoppedBy].sort() });
      else pos.set(m.fleet, m.path[k]);
    }
  }
  return movers.map((m) => {
    const s = stopped.get(m.fleet);
    return s ? { fleet: m.fleet, ...s } : { fleet: m.fleet, at: pos.get(m.fleet) as string };
  });
}
