// The Standings tab (every game: the empires by victory points, core/standings.ts): rewritten with every change to the campaign, "Final" once it is
// over, with a column chart of victory points by empire.

import { Campaign } from '../../engine/core/model';
import { standings } from '../../engine/core/standings';
import { findTab } from '../../../sheets-templates/schema';
import { Cell } from './tables';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const STANDINGS_TAB = 'Standings';
const HEADERS = findTab(STANDINGS_TAB)!.columns.map((c) => c.header);

/** The tab's rows, header first. */
export function standingsRows(c: Campaign): Cell[][] {
  const s = c.settings;
  const asOf =
    s.phase.trim().toLowerCase() === 'over' ? `Final (after ${s.lastProcessed})` : s.lastProcessed ? `After ${s.lastProcessed}` : 'Start';
  return [HEADERS, ...standings(c).map((x) => [x.rank, x.empire, x.admiral, x.status, x.vp, x.systems, x.fleets, x.treasury, asOf])];
}

/**
 * A column chart of VP by empire beside the table, added once (the GM may restyle it). Sheet.newChart()
 * gives an EmbeddedChartBuilder; nothing shows until Sheet.insertChart(chart)
 * (https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder).
 */
export function ensureStandingsChart(sheet: Sheet, empires: number): void {
  if (sheet.getCharts().length) return;
  const rows = empires + 1;
  const column = (header: string) => sheet.getRange(1, HEADERS.indexOf(header) + 1, rows, 1);
  const chart = sheet
    .newChart()
    .asColumnChart()
    .addRange(column('Empire'))
    .addRange(column('VP'))
    .setOption('title', 'Victory points')
    .setPosition(rows + 2, 1, 0, 0)
    .build();
  sheet.insertChart(chart);
}
