// How a game lays out its map's places, and so which places are next to which: systems joined by
// lanes (Empires at War), a square grid whose Lanes rows join each square to its neighbours (VBAM-SFB, generated
// at set-up, the GM may edit them), or a hex grid whose adjacency comes from the geometry (hexGrid.ts).
// World takes its adjacency from the layout; the map draws each shape as its players know it.

import type { Campaign, Lane } from '../model';
import { HexGrid, HexMapSpec } from './hexGrid';

export type MapShape = 'lanes' | 'squares' | 'hexes';

export interface MapLayout {
  readonly shape: MapShape;
  /** The places next to each place in this campaign. */
  adjacency(c: Campaign): Map<string, string[]>;
  /** Each place's terrain, where the layout knows one (a hex map's). */
  terrain?(c: Campaign): ReadonlyMap<string, string>;
  /** Sides no unit may cross, each by the two places it parts (a hex map's walls). */
  walls?(c: Campaign): readonly (readonly [string, string])[];
}

/** Places joined by the Lanes rows, each row both ways (a row repeated, either way round, joins once). */
export function laneAdjacency(lanes: readonly Lane[]): Map<string, string[]> {
  const adjacency = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    const list = adjacency.get(a) ?? [];
    if (!list.some((x) => x === b)) list.push(b.trim());
    adjacency.set(a, list);
  };
  for (const l of lanes) {
    link(l.a, l.b);
    link(l.b, l.a);
  }
  return adjacency;
}

/** Systems joined by warp lanes, as the Lanes tab lists them. */
export const LANES: MapLayout = { shape: 'lanes', adjacency: (c) => laneAdjacency(c.lanes) };

/** A square grid, its neighbours joined by Lanes rows. */
export const SQUARES: MapLayout = { shape: 'squares', adjacency: (c) => laneAdjacency(c.lanes) };

/** A hex map's layout, and its grid for the geometry a game's rules read (a sensor's reach). */
export interface HexLayout extends MapLayout {
  grid(c: Campaign): HexGrid;
}

/** A hex grid described by the game from the campaign (its hexes, terrain, walls and wrap). */
export function hexLayout(specOf: (c: Campaign) => HexMapSpec): HexLayout {
  const grids = new WeakMap<Campaign, HexGrid>();
  const grid = (c: Campaign) => {
    let g = grids.get(c);
    if (!g) grids.set(c, (g = new HexGrid(specOf(c))));
    return g;
  };
  return {
    shape: 'hexes',
    grid,
    adjacency: (c) => grid(c).adjacency(),
    terrain: (c) => grid(c).terrain,
    walls: (c) => grid(c).walls,
  };
}
