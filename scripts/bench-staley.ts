// The Staley benchmark (issue 30), run by npm run bench after the Galactic Conquest one: the eight races
// of the sample on a 46 x 46 map (2,116 hexes, scripts/staley-campaign.ts), each with 125 more fleets of
// two to three ships round its home (about 3,000 ships in all, besides the sample's forces) and a Move order of
// one hex for most; all races at war (the sample's default), too far apart to meet, so all eight phases run
// (Annex AAA), up to the GM's intelligence report after phase 8. Issue 34's parts run in it too (KINDS:
// strategic movement, towing, repairs; builds, command points, mines, prospectors; one capital's fall;
// supply and espionage every phase). It prints the engine's time
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

/**
 * Issue 34: one bench fleet in ten of each kind besides the plain ones, by its number's last digit: [ships,
 * where, order]: at home a tug with its pod and a cruiser go by strategic movement to the race's BATS
 * (DD5.2); crippled ships are repaired at home (KK2); a repair freighter supports a destroyer's D9.4
 * (KK3.42); a tug tows a pod on its move (DD6.3). The rest move a hex.
 */
const KINDS: Record<number, { ships: string[]; home?: boolean; crippled?: boolean; order: (bats: string) => string[] }> = {
  0: { ships: ['TG', 'POD', 'CA'], home: true, order: (bats) => ['Strategic', bats] },
  1: { ships: ['CA', 'DD', 'DD'], home: true, crippled: true, order: () => ['Repair', '', '', '', 'categories 1'] },
  2: { ships: ['RF', 'DD'], order: () => ['Repair', '', '', '', 'phases 1'] },
  5: { ships: ['TG', 'POD', 'DD'], order: () => [] },
};

/** The benchmark campaign at `scale` times the 1x one, as CSV texts by tab. */
export function staleyBenchTexts(scale: number): Record<string, string> {
  const side = Math.round(STALEY_BENCH.side * Math.sqrt(scale));
  const tabs = staleyCampaign({ ...STALEY_SAMPLE, name: 'Staley bench', seed: 'staley-bench', cols: side, rows: side });
  const col = (tab: string, header: string) => tabs[tab][0].indexOf(header);
  const terrain = new Map(tabs.Systems.slice(1).map((r) => [String(r[0]), String(r[col('Systems', 'Terrain')])]));
  const grid = new HexGrid({ hexes: [...terrain].map(([id, t]) => ({ id, terrain: t })), impassable: ['Border'] });
  const system = new Map(tabs.Systems.slice(1).map((r) => [String(r[0]), r]));
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
  const fleetAt = (id: string, race: string, at: string) =>
    tabs.Fleets.push(row('Fleets', { Fleet: id, Empire: race, Name: id, Location: at, Status: 'Ready', 'Arrived in': 'Y167 Setup' }));
  const ship = (id: string, race: string, fleet: string, cls: string, condition = 'OK') =>
    tabs.Ships.push(row('Ships', { Ship: id, Empire: race, Fleet: fleet, Class: cls, Crew: 'Normal', Condition: condition, Name: '' }));
  // The last race's capital falls (AA4.1, NN1): its starbase gone (ST30), its home forces a hex out, and the
  // first race's fleet next to it moves in; its bench fleets keep 2-3 hexes off, so no battle stops the turn.
  const [first, fallen] = [homes[0], homes[homes.length - 1]].map((r) => ({ race: String(r[col('Systems', 'Owner')]), hex: String(r[0]) }));
  const ring = (hex: string, d: number) => grid.around(hex, d).filter((h) => grid.distance(h, hex) === d && grid.passable(h));
  system.get(fallen.hex)![col('Systems', 'Large base')] = '';
  for (const f of tabs.Fleets.slice(1).filter((f) => f[1] === fallen.race && f[3] === fallen.hex)) f[3] = ring(fallen.hex, 2)[0];
  fleetAt(`${first.race}-C1`, first.race, ring(fallen.hex, 1)[0]);
  ship(`${first.race}-C1-1`, first.race, `${first.race}-C1`, 'CA');
  tabs[`Orders ${first.race}`].push([`${first.race}-C1`, 'Move', fallen.hex, '', '', '', '']);
  for (const home of homes) {
    const race = String(home[col('Systems', 'Owner')]);
    const hex = String(home[0]);
    // Within 3 of home: races' homes lie a quarter of the map apart, so no two meet.
    const near = grid
      .around(hex, 3)
      .filter(
        (h) =>
          grid.passable(h) && !['Asteroid', 'Star system'].includes(terrain.get(h)!) && (race !== fallen.race || grid.distance(h, hex) > 1),
      );
    // DD5.1: the race's BATS, two hexes from home; an opening bank for the transfers and repairs (HH1.7).
    // (A map too small to leave the race a hex two out has none: its transfers are refused, DD5.1.)
    const bats = ring(hex, 2).find((h) => system.get(h)?.[col('Systems', 'Owner')] === race) ?? hex;
    system.get(bats)![col('Systems', 'Large base')] ||= 'BATS';
    tabs.Treasury.push(['Y167 Setup', race, 100 * STALEY_BENCH.fleets * scale, 'Bench funds', '']);
    const orders = tabs[`Orders ${race}`];
    // LL2, BB4 (at a shipyard, so not the fallen race's), LL4.1, GG1.94: a tug built (placed in the turn: MM1's roll), mines bought, a command point
    // and the home's prospectors called unsafe.
    const falls = race === fallen.race;
    if (!falls) orders.push(['', 'Build', hex, '', 'TG', '', ''], ['', 'Minefield', hex, '', '', 'buy 2', '']);
    orders.push(['', 'Command point', '', '', '', '', ''], ['', 'Civilians', hex, '', '', 'unsafe', '']);
    for (let n = 0; n < STALEY_BENCH.fleets * scale; n++) {
      const id = `${race}-B${n + 1}`;
      const kind = falls && KINDS[n % 10]?.home ? undefined : KINDS[n % 10];
      const at = kind?.home ? hex : near[n % near.length];
      fleetAt(id, race, at);
      (kind?.ships ?? STALEY_BENCH.ships).forEach((cls, k) => ship(`${id}-${k + 1}`, race, id, cls, kind?.crippled ? 'Crippled' : 'OK'));
      const order = kind?.order(bats) ?? [];
      const to = grid.neighbours(at).find((h) => near.includes(h));
      if (order.length) orders.push([id, ...order, '', '', '', '', ''].slice(0, 7));
      else if (to) orders.push([id, 'Move', to, '', '', '', '']);
    }
  }
  return Object.fromEntries(Object.entries(tabs).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

/**
 * The Staley section of npm run bench; answers whether it met its aims. `seasonsOnly` (`--seasons-only`):
 * its actions priced up to Process Season again, the battle actions left out (benchReport.test reads its
 * Process Season counts alone).
 */
export function staleyBench(scale: number, seasonsOnly = false): boolean {
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
        STALEY_HOLD,
        seasonsOnly,
      ),
  );
}

/** A fleet's live-check order: Move, a path of its own hex (DD2: it stays). */
export const STALEY_HOLD = (fleet: unknown[]) => [fleet[0], 'Move', fleet[3]];
