// What a side's sensors reach on a hex map (Staley's and GC's, each cited in its folder): each unit
// sees the hexes within its radius, and a concealed unit (cloaked, shut down, hidden) only within a
// smaller one, often its own hex. The game says how far each unit sees and what a sighting tells.

import type { HexGrid } from './hexGrid';

/** One unit's senses: where it stands, how far it sees units in the open, and how far concealed ones. */
export interface Sensor {
  readonly at: string;
  readonly radius: number;
  readonly concealedRadius: number;
}

/** The hexes a side's sensors reach: in the open, and where even a concealed unit is found. */
export interface Reach {
  readonly open: ReadonlySet<string>;
  readonly concealed: ReadonlySet<string>;
}

/** The reach of all of a side's sensors together. */
export function reachOf(grid: HexGrid, sensors: Iterable<Sensor>): Reach {
  const open = new Set<string>();
  const concealed = new Set<string>();
  for (const s of sensors) {
    for (const h of grid.around(s.at, s.radius)) open.add(h);
    if (s.concealedRadius >= 0) for (const h of grid.around(s.at, s.concealedRadius)) concealed.add(h);
  }
  return { open, concealed };
}

/** Whether a unit at `at` is detected by a reach. */
export function detects(reach: Reach, at: string, concealed: boolean): boolean {
  return concealed ? reach.concealed.has(at) : reach.open.has(at);
}
