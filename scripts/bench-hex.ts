// The hex map's kernel functions on a map as large as the benchmark campaign (1,000 hexes at 1x), at 1x,
// 4x and 16x: its adjacency from the geometry, every distance from one hex, a route across the map and
// everything within 10 hexes, on a map that wraps east to west with an impassable hex in seven and a
// wall in every tenth column. Each grows with the map, never with its square.
import { formatHexId } from '../src/engine/core/map/hex';
import { HexGrid, HexMapSpec } from '../src/engine/core/map/hexGrid';
import { shortestRoute, stepsFrom, within } from '../src/engine/core/map/paths';
import { BENCH_CAMPAIGN } from './bench-campaign';
import { collectGarbage, growthLine, say } from './bench-sheets';

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
 * The hex section of npm run bench: each size's CPU time (process.cpuUsage: steadier than the wall clock
 * on a shared machine), best of 9 samples with garbage collected before each, as the engine's times
 * are; a sample runs the 1x map 64 times, the 4x map 16 times and the 16x map 4 times, so each sample
 * does the same work and is long enough to time (about 8 ms: one run of the 16x map, about 2 ms, is too
 * short to time on a shared machine). The work itself is counted, and linear, in
 * test/engine/hexGrowth.test.ts. At `--scale` s the three maps are s, 4s and 16s times the 1x one, as the
 * campaigns of the other sections are (benchReport.test.ts runs the bench small).
 */
export function hexBench(scale = 1): void {
  say(
    `\nHex map kernel (core/map: adjacency, distances, a route, within 10 hexes), 1x = the benchmark campaign's 1,000 systems as hexes${scale === 1 ? '' : `, at scale ${scale}`}:`,
  );
  let base = 0;
  hexWork(hexBenchSpec(scale)); // warmed up: the first run pays for compiling
  for (const k of [1, 4, 16]) {
    const spec = hexBenchSpec(scale * k);
    const repeats = 64 / k;
    let best = Infinity;
    // Garbage collected once per size, not before each sample: a full collection costs what the heap holds
    // (what the benches before left, hundreds of MB), the samples are small, and the best of nine is kept.
    collectGarbage();
    for (let sample = 0; sample < 9; sample++) {
      const from = process.cpuUsage();
      for (let i = 0; i < repeats; i++) hexWork(spec);
      const used = process.cpuUsage(from);
      best = Math.min(best, (used.user + used.system) / 1000 / repeats);
    }
    if (k === 1) base = best;
    say(`  ${scale * k}x: ${spec.hexes.length} hexes, ${best.toFixed(2)} ms CPU${k === 1 ? '' : `; ${growthLine(k, best, base).text}`}`);
  }
}
