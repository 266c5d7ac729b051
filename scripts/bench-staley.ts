// The Staley benchmark (issue 30), run by npm run bench after the Galactic Conquest one: the eight races
// of the sample on a 46 x 46 map (2,116 hexes, scripts/staley-campaign.ts), each with 125 more fleets of
// three ships round its home (3,000 ships in all, besides the sample's forces) and a Move order of one
// hex for each; all races at war (the sample's default), too far apart to meet, so all eight phases run
// (Annex AAA), up to the GM's intelligence report after phase 8. It prints the engine's time
// (parseCampaign + the turn) and its growth at 4x and 16x the campaign (hexes, fleets and orders alike);
// through the real bundle in the fake, Process Season's Sheets calls against their floor, and every
// action of both play modes priced by the cost model at 1x and 4x.
import { formatCsv } from '../src/sheets/tabs/csv';
import type { Cell } from '../src/sheets/tabs/csv';
import { HexGrid } from '../src/engine/core/map/hexGrid';
import { STALEY } from '../src/engine/games/staley';
import { STALEY_SAMPLE, staleyCampaign } from './staley-campaign';
import { engineBench } from './bench-sheets';
import { sheetsVerdict } from './bench-actions';

/** The 1x campaign. */
export const STALEY_BENCH = { side: 46, fleets: 125, ships: ['CA', 'DD', 'DD'] } as const;

/** The benchmark campaign at `scale` times the 1x one, as CSV texts by tab. */
export function staleyBenchTexts(scale: number): Record<string, string> {
  const side = Math.round(STALEY_BENCH.side * Math.sqrt(scale));
  const tabs = staleyCampaign({ ...STALEY_SAMPLE, name: 'Staley bench', seed: 'staley-bench', cols: side, rows: side });
  const col = (tab: string, header: string) => tabs[tab][0].indexOf(header);
  const terrain = new Map(tabs.Systems.slice(1).map((r) => [String(r[0]), String(r[col('Systems', 'Terrain')])]));
  const grid = new HexGrid({ hexes: [...terrain].map(([id, t]) => ({ id, terrain: t })), impassable: ['Border'] });
  // Each race's first starbase (its home): a race may hold more than one.
  const homes = [
    ...new Map(
      tabs.Systems.slice(1)
        .filter((r) => r[col('Systems', 'Large base')] === 'SB')
        .reverse()
        .map((r) => [String(r[col('Systems', 'Owner')]), r]),
    ).values(),
  ];
  const row = (tab: string, cells: Record<string, Cell>) => tabs[tab][0].map((h) => cells[String(h)] ?? (tab === 'Ships' ? 0 : ''));
  for (const home of homes) {
    const race = String(home[col('Systems', 'Owner')]);
    // Within 3 of home: races' homes lie a quarter of the map apart, so no two meet.
    const near = grid.around(String(home[0]), 3).filter((h) => grid.passable(h) && !['Asteroid', 'Star system'].includes(terrain.get(h)!));
    const orders = tabs[`Orders ${race}`];
    for (let n = 0; n < STALEY_BENCH.fleets * scale; n++) {
      const id = `${race}-B${n + 1}`;
      const at = near[n % near.length];
      tabs.Fleets.push(row('Fleets', { Fleet: id, Empire: race, Name: id, Location: at, Status: 'Ready', 'Arrived in': 'Y167 Setup' }));
      STALEY_BENCH.ships.forEach((cls, k) =>
        tabs.Ships.push(
          row('Ships', { Ship: `${id}-${k + 1}`, Empire: race, Fleet: id, Class: cls, Crew: 'Normal', Condition: 'OK', Name: '' }),
        ),
      );
      const to = grid.neighbours(at).find((h) => near.includes(h));
      if (to) orders.push([id, 'Move', to, '', '', '', '']);
    }
  }
  return Object.fromEntries(Object.entries(tabs).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

/** The Staley section of npm run bench; answers whether it met its aims. */
export function staleyBench(scale: number): boolean {
  return engineBench(
    'Staley',
    STALEY,
    'a turn of 8 phases',
    staleyBenchTexts,
    scale,
    (rows) => `8 races, ${rows('Systems')} hexes, ${rows('Fleets')} fleets, ${rows('Ships')} ships`,
    (texts) =>
      sheetsVerdict(
        'Staley',
        STALEY.tabs.map((t) => t.name),
        staleyBenchTexts,
        texts,
        scale,
        holdOrder,
      ),
  );
}

/** A fleet's live-check order: Move, a path of its own hex (DD2: it stays). */
const holdOrder = (fleet: unknown[]) => [fleet[0], 'Move', fleet[3]];
