// The hex map's kernel functions on a map as large as the benchmark campaign (1,000 hexes at 1x), at 1x,
// 4x and 16x: its adjacency from the geometry, every distance from one hex, a route across the map and
// everything within 10 hexes, on a map that wraps east to west with an impassable hex in seven and a
// wall in every tenth column. Each grows with the map, never with its square.
import { formatHexId } from '../src/engine/core/map/hex';
import { HexGrid, HexMapSpec } from '../src/engine/core/map/hexGrid';
import { shortestRoute, stepsFrom, within } from '../src/engine/core/map/paths';
import { BENCH_CAMPAIGN } from './bench-campaign';
import { collectGarbage, growthLine, say, timed } from './bench-sheets';

/** The benchmark's hex map at `scale` times its size: 40 x 25 hexes at 1x, each side times the square root of the scale. */
export function hexBenchSpec(scale: number): HexMapSpec {
  const columns = 2 * Math.round((Math.sqrt(BENCH_CAMPAIGN.systems * scale * 1.6) + 1) / 2); // even, for the wrap
  const rows = Math.round((BENCH_CAMPAIGN.systems * scale) / columns);
  const hexes = [];
  const walls: [string, string][] = [];
  for (let col = 1; col <= columns; col++)
    for (let row = 1; row <= rows; row++) {
      const id = formatHexId({ col, row });
      hexes.push({ id, terrain: (col * 31 + row * 17) % 7 === 3 ? 'Unnavigable' : '' });
      if (col % 10 === 0 && row % 2) walls.push([id, formatHexId({ col: col + 1, row })]);
    }
  return { hexes, impassable: ['Unnavigable'], walls, wrap: true };
}

/** What the bench and the growth test run on one map: each kernel function once. */
export function hexWork(spec: HexMapSpec): void {
  const grid = new HexGrid(spec);
  const [first, last] = [spec.hexes[1].id, spec.hexes[spec.hexes.length - 2].id];
  stepsFrom(first, grid.neighbours);
  shortestRoute(first, last, grid.neighbours);
  within(first, 10, grid.neighbours);
  grid.distance(first, last);
}

/**
 * The hex section of npm run bench: each size's time (best of 9 runs, garbage collected before each, as
 * the engine's times are: an earlier run's grids left to collect cost more the larger they were) and
 * its growth from 1x. The work itself is counted, and linear, in test/engine/hexGrowth.test.ts.
 */
export function hexBench(): void {
  say("\nHex map kernel (core/map: adjacency, distances, a route, within 10 hexes), 1x = the benchmark campaign's 1,000 systems as hexes:");
  let base = 0;
  hexWork(hexBenchSpec(1)); // warmed up: the first run pays for compiling
  for (const scale of [1, 4, 16]) {
    const spec = hexBenchSpec(scale);
    let best = Infinity;
    for (let run = 0; run < 9; run++) {
      collectGarbage();
      best = Math.min(best, timed(() => hexWork(spec)).ms);
    }
    if (scale === 1) base = best;
    say(`  ${scale}x: ${spec.hexes.length} hexes, ${best.toFixed(2)} ms${scale === 1 ? '' : `; ${growthLine(scale, best, base).text}`}`);
  }
}
