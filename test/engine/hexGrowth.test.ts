// Issue 29: the hex map's kernel functions grow with the map, never with its square. Judged by counting
// their work on the bench's hex map (scripts/bench-hex.ts) at 1x, 4x and 16x, never by timing: a search
// looks at each hex's neighbours once at most (6 a hex), and everything within 10 hexes costs the same
// however large the map.
import { HexGrid } from '../../src/engine/core/map/hexGrid';
import { formatHexId } from '../../src/engine/core/map/hex';
import { Neighbours, shortestRoute, stepsFrom, within } from '../../src/engine/core/map/paths';
import { hexBenchSpec } from '../../scripts/bench-hex';

/** A map's neighbours, counting each hex a search is handed. */
function counted(grid: HexGrid): { neighbours: Neighbours; looked: () => number } {
  let n = 0;
  return {
    neighbours: (id) => {
      const next = grid.neighbours(id);
      n += next.length;
      return next;
    },
    looked: () => n,
  };
}

/** Hexes looked at by each function on the map at `scale`, and the hexes of that map. */
function work(scale: number): { hexes: number; steps: number; route: number; within: number } {
  const spec = hexBenchSpec(scale);
  const grid = new HexGrid(spec);
  const [first, last] = [spec.hexes[1].id, spec.hexes[spec.hexes.length - 2].id];
  const run = (fn: (neighbours: Neighbours) => unknown) => {
    const c = counted(grid);
    fn(c.neighbours);
    return c.looked();
  };
  return {
    hexes: spec.hexes.length,
    steps: run((nb) => stepsFrom(first, nb)),
    route: run((nb) => shortestRoute(first, last, nb)),
    within: run((nb) => within(formatHexId({ col: 15, row: 12 }), 10, nb)), // inside the 1x map, clear of its edges
  };
}

describe('hex map growth (issue 29)', () => {
  const sizes = [1, 4, 16].map(work);

  it('looks at no more than 6 hexes a hex of the map, for every distance and for a route across it', () => {
    for (const s of sizes) {
      expect(s.steps).toBeLessThanOrEqual(6 * s.hexes);
      expect(s.route).toBeLessThanOrEqual(6 * s.hexes);
    }
    expect(sizes[2].steps / sizes[0].steps).toBeLessThan(16 * 1.1);
  });

  it('looks at the same hexes for everything within 10 hexes, however large the map', () => {
    expect(new Set(sizes.map((s) => s.within)).size).toBe(1);
    expect(sizes[0].within).toBeLessThanOrEqual(6 * (1 + 3 * 10 * 11));
  });
});
