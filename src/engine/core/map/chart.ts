// The map as spreadsheet data, for a workbook that may hold no script (the private admiral workbooks):
// a scatter chart's columns (x, then one y column per series) and a table of the systems where fleets,
// battles or moves are (the Systems tab lists every system). Built from one CampaignView only, like the
// SVG map, so it holds nothing the view does not.

import { ofTurn } from '../calendar';
import { groupBy } from '../ids';
import { CampaignView } from '../view';
import { battleOutcome, battlePoint, battlesBySystem, empireColours, PLANET_COLOURS } from './render';

export type ChartCell = string | number;

/** Series of the chart, in column order after X. */
export const CHART_SERIES = ['Life', 'Mineral', 'Dead', 'Unknown', 'Warp lanes', 'Your fleets', 'Fleets seen', 'Battles pending'] as const;
/** The table beside the chart: each system where something is, then what the season last processed did there (issue 20). */
const SYSTEM_HEADERS = ['System', 'Name', 'X', 'Y', 'Planet', 'Owner', 'Development', 'Fortified', 'Fleets', 'Battles pending'];
export const TABLE_HEADERS = [...SYSTEM_HEADERS, 'Battles fought (last season)', 'Moves ending here (last season)'];

export interface MapChartData {
  /** Header row ("X", then the series) and one row per point; a blank y breaks a line (the lanes). */
  chart: ChartCell[][];
  /** Header row and one row per system with a fleet, a battle (pending or fought last season) or a move ended there. */
  table: ChartCell[][];
  /** Gviz options of each series, by series index. */
  series: Record<number, Record<string, unknown>>;
}

export function mapChartData(view: CampaignView): MapChartData {
  const width = CHART_SERIES.length + 1;
  const row = (x: number, column: number, y: number | '') => {
    const r: ChartCell[] = Array.from({ length: width }, () => '');
    r[0] = x;
    r[column] = y;
    return r;
  };
  const at = new Map(view.systems.map((s) => [s.id, s]));
  const xs = view.systems.map((s) => s.x);
  const nudge = xs.length ? (Math.max(...xs) - Math.min(...xs)) * 0.015 : 0;
  const col = (name: (typeof CHART_SERIES)[number]) => CHART_SERIES.indexOf(name) + 1;
  const chart: ChartCell[][] = [['X', ...CHART_SERIES]];
  // Lanes first, so the points are drawn over them: each trail of lanes as one line through its systems,
  // then a blank y to lift the pen. The rows are grouped by series, so each series' column is filled in
  // one run of rows (a workbook writes only those, sheets/blocks.ts).
  for (const trail of laneTrails(view.lanes.filter((l) => at.has(l.a) && at.has(l.b)))) {
    for (const id of trail) chart.push(row(at.get(id)!.x, col('Warp lanes'), at.get(id)!.y));
    chart.push(row(at.get(trail[trail.length - 1])!.x, col('Warp lanes'), ''));
  }
  for (const planet of CHART_SERIES)
    for (const s of view.systems.filter((x) => x.planet === planet)) chart.push(row(s.x, col(planet), s.y));
  const fleetsAt = groupBy(view.fleets, (f) => f.location);
  const places = [...fleetsAt].flatMap(([place, fleets]) => (at.has(place) ? [{ s: at.get(place)!, fleets }] : []));
  for (const { s, fleets } of places) if (fleets.some((f) => f.mine)) chart.push(row(s.x + nudge, col('Your fleets'), s.y));
  for (const { s, fleets } of places) if (fleets.some((f) => !f.mine)) chart.push(row(s.x - nudge, col('Fleets seen'), s.y));
  const open = view.battles.filter((b) => b.status !== 'Resolved');
  for (const b of open) {
    const p = battlePoint(b.place, at);
    if (p) chart.push(row(p.x, col('Battles pending'), p.y));
  }
  const battlesAt = battlesBySystem(open);
  const foughtAt = battlesBySystem(view.battles.filter((b) => b.status === 'Resolved' && ofTurn(b.season, view.settings.lastProcessed)));
  const movesTo = groupBy(view.movements, (m) => m.to);
  // The systems where something is: every system, with what is known of it, is on the Systems tab already.
  const busy = (id: string) => fleetsAt.has(id) || battlesAt.has(id) || foughtAt.has(id) || movesTo.has(id);
  const table: ChartCell[][] = [
    TABLE_HEADERS,
    ...view.systems
      .filter((s) => busy(s.id))
      .map((s) => [
        s.id,
        s.name,
        s.x,
        s.y,
        s.planet,
        s.owner,
        s.development,
        s.fortified === undefined ? '' : s.fortified ? 'yes' : 'no',
        (fleetsAt.get(s.id) ?? []).map((f) => `${f.id || 'a fleet'} (${f.cbpv}${f.crippled ? `, ${f.crippled} crippled` : ''})`).join(', '),
        (battlesAt.get(s.id) ?? []).map((b) => `${b.fleetA} vs ${b.fleetB}`).join(', '),
        (foughtAt.get(s.id) ?? []).map((b) => `${b.fleetA} vs ${b.fleetB}: ${battleOutcome(b)}`).join(', '),
        (movesTo.get(s.id) ?? []).map((m) => `${m.fleet} ${m.route.join(' > ')}`).join(', '),
      ]),
  ];
  const own = view.gm ? '#333333' : (empireColours(view).get(view.empire) ?? '#333333');
  const series: MapChartData['series'] = {
    0: { color: PLANET_COLOURS.Life, pointSize: 8 },
    1: { color: PLANET_COLOURS.Mineral, pointSize: 8 },
    2: { color: PLANET_COLOURS.Dead, pointSize: 8 },
    3: { color: '#d0d0d0', pointSize: 8 },
    4: { color: '#9aa7b8', lineWidth: 1, pointSize: 0, visibleInLegend: false },
    5: { color: own, pointShape: 'square', pointSize: 10 },
    6: { color: '#666666', pointShape: 'diamond', pointSize: 10 },
    7: { color: '#ff3b30', pointShape: 'star', pointSize: 16 },
  };
  return { chart, table, series };
}

/**
 * The lanes as trails: runs of systems each joined to the next by a lane, every lane in exactly one
 * trail (a lane listed twice, either way round, once). A trail starts at a system with an odd number of
 * lanes left where there is one, so the trails are few: a line through k lanes takes k + 2 rows of
 * chart data (its systems, then the blank that lifts the pen) where lane by lane it took 3k.
 */
export function laneTrails(lanes: readonly { a: string; b: string }[]): string[][] {
  const next = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const l of lanes) {
    const id = [l.a, l.b].sort().join('|');
    if (l.a === l.b || seen.has(id)) continue;
    seen.add(id);
    for (const [x, y] of [
      [l.a, l.b],
      [l.b, l.a],
    ])
      next.set(x, [...(next.get(x) ?? []), y]);
  }
  const used = new Set<string>();
  const left = (x: string) => (next.get(x) ?? []).filter((y) => !used.has([x, y].sort().join('|'))).length;
  const trails: string[][] = [];
  const starts = [...next.keys()];
  for (const odd of [true, false]) {
    for (const start of starts) {
      while (left(start) > 0 && (!odd || left(start) % 2 === 1)) {
        const trail = [start];
        for (let x = start; ;) {
          const y = (next.get(x) ?? []).find((z) => !used.has([x, z].sort().join('|')));
          if (y === undefined) break;
          used.add([x, y].sort().join('|'));
          trail.push(y);
          x = y;
        }
        trails.push(trail);
      }
    }
  }
  return trails;
}
