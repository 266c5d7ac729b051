import { HexGrid } from '../src/engine/core/map/hexGrid';
import { shortestRoute, stepsFrom, within } from '../src/engine/core/map/paths';
import { hexBenchSpec } from './bench-hex';
for (const scale of [1, 16]) {
  const spec = hexBenchSpec(scale);
  const t = { ctor: 0, dense: 0, steps: 0, route: 0, within: 0 };
  const reps = 64 / scale;
  for (let k = 0; k < 9 * reps; k++) {
    let a = process.hrtime.bigint();
    const grid = new HexGrid(spec);
    const lap = (key: keyof typeof t) => { const b = process.hrtime.bigint(); t[key] += Number(b - a) / 1e6; a = b; };
    lap('ctor');
    grid.dense(); lap('dense');
    const [first, last] = [spec.hexes[1].id, spec.hexes[spec.hexes.length - 2].id];
    stepsFrom(first, grid.neighbours); lap('steps');
    shortestRoute(first, last, grid.neighbours); lap('route');
    within(first, 10, grid.neighbours); lap('within');
  }
  console.log(scale, Object.entries(t).map(([k, v]) => `${k} ${(v / (9 * reps)).toFixed(2)}`).join(', '));
}
