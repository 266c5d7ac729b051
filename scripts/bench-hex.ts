// The hex map's kernel functions on a map as large as the benchmark campaign (1,000 hexes at 1x), at 1x,
// 4x and 16x: its adjacency from the geometry, every distance from one hex, a route across the map and
// everything within 10 hexes, on a map that wraps east to west with an impassable hex in seven and a
// wall in every tenth column. Each grows with the map, never with its square.
import { formatHexId } from '../src/engine/core/map/hex';
import { HexGrid, HexMapSpec } from '../src/engine/core/map/hexGrid';
import { shortestRoute, stepsFrom, within } from '../src/engine/core/map/paths';
import { BENCH_CAMPAIGN } from './bench-campaign';
import { collectGarbage, GROWTH_AIM, say } from './bench-sheets';

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

/** The middle of some numbers (the mean of the middle two when they are even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Sizes of the hex bench (times the 1x map), and its rounds: each round times every size once. */
const HEX_SIZES = [1, 4, 16];
const HEX_ROUNDS = 15;
/** Runs of the 1x map in one sample (the 4x map a quarter as many, ...): about 30 ms of CPU, long enough to time. */
const HEX_RUNS_1X = 192;

/**
 * The hex section of npm run bench. A sample is one size's CPU time (process.cpuUsage: steadier than the
 * wall clock on a shared machine) over equal work at every size (the 1x map run 192 times, the 4x map
 * 48 times, the 16x map 12 times), with garbage collected before it. Every size is first run untimed
 * (its code compiled, its memory grown); then 15 rounds each time every size once, one after the other,
 * so a change in the machine's load falls on all sizes alike. Each size's figure is the median of its
 * rounds, and the growth the median of the rounds' own ratios, with its exponent (1: linear): one slow
 * sample, at any size, moves neither. The work itself is counted, and linear, in
 * test/engine/hexGrowth.test.ts. At `--scale` s the three maps are s, 4s and 16s times the 1x one, as the
 * campaigns of the other sections are (benchReport.test.ts runs the bench small).
 */
export function hexBench(scale = 1): void {
  say(
    `\nHex map kernel (core/map: adjacency, distances, a route, within 10 hexes), 1x = the benchmark campaign's 1,000 systems as hexes${scale === 1 ? '' : `, at scale ${scale}`}:`,
  );
  const specs = HEX_SIZES.map((k) => hexBenchSpec(scale * k));
  const sample = (i: number) => {
    const runs = HEX_RUNS_1X / HEX_SIZES[i];
    collectGarbage();
    const from = process.cpuUsage();
    for (let r = 0; r < runs; r++) hexWork(specs[i]);
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000 / runs;
  };
  specs.forEach((_, i) => sample(i)); // warm-up, untimed
  const times = specs.map((): number[] => []);
  for (let round = 0; round < HEX_ROUNDS; round++) specs.forEach((_, i) => times[i].push(sample(i)));
  const base = median(times[0]);
  specs.forEach((spec, i) => {
    const k = HEX_SIZES[i];
    const t = median(times[i]);
    const spread = `${Math.min(...times[i]).toFixed(2)}-${Math.max(...times[i]).toFixed(2)}`;
    let line = `  ${scale * k}x: ${spec.hexes.length} hexes, ${t.toFixed(2)} ms CPU a run (median of ${HEX_ROUNDS} rounds; ${spread})`;
    if (k > 1) {
      const ratio = median(times[i].map((ti, round) => ti / times[0][round]));
      const exponent = Math.log(ratio) / Math.log(k);
      line +=
        `; growth ${k}x / 1x = ${ratio.toFixed(1)} (median of the rounds' ratios; medians ${t.toFixed(2)} / ${base.toFixed(2)} ms), ` +
        `exponent ${exponent.toFixed(2)}: ${ratio <= GROWTH_AIM * k ? 'within' : 'OVER'} the aim of ${GROWTH_AIM * k} (linear)`;
    }
    say(line);
  });
}
