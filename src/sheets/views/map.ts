// The map in Sheets. Menu *Map*: a dialog (HtmlService) with the SVG map of the viewer's own view: the
// GM (the GM email setting, or the owner) sees everything; an admiral — the active user's e-mail
// matched to the Empires tab — sees only their own view. A turn selector steps back through
// earlier seasons' moves (the Log's Move rows: the admiral's own only) and battles. mapBlocks lays out
// an admiral's map for a spreadsheet that holds no script (a private admiral workbook) as a scatter
// chart over data.
//
// Why a chart: an admiral's workbook must show the map with no script of its own. Sheet.insertImage
// takes PNG, JPEG or GIF only, and Blob.getAs converts only between those bitmap types (or to PDF), so
// Apps Script cannot turn our SVG into an image; an embedded chart (Sheet.newChart ▸
// EmbeddedChartBuilder.asScatterChart ▸ Sheet.insertChart) draws from cells of the same workbook and
// Sheets renders it for anyone who opens it. Session.getActiveUser().getEmail() may be blank where
// security policies hide it (Apps Script reference, Class User): then the map is refused, not guessed.
// References: developers.google.com/apps-script/reference/base/user#getEmail(),
// .../base/blob-source#getAs(String) (image/bmp, gif, jpeg, png only), .../spreadsheet/sheet#insertImage,
// .../spreadsheet/embedded-chart-builder, .../spreadsheet/embedded-scatter-chart-builder.

import { gameOrDefault, viewRulesOf } from '../../engine/games';
import { sameName } from '../../engine/core/ids';
import { Campaign, LogEntry } from '../../engine/core/model';
import { CHART_SERIES, mapChartData } from '../../engine/core/map/chart';
import { mapTitle } from '../../engine/core/map/render';
import { turnMaps } from '../../engine/core/map/turns';
import { CampaignView, gmView, viewFor } from '../../engine/core/view';
import { mapPageHtml } from '../../ui/mapPage';
import { Block } from '../tabs/blocks';
import { readTabs } from '../tabs/gateway';
import { loadCampaign } from '../tabs/load';
import { Cell, normalizeHeader } from '../tabs/tables';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const MAP_TAB = 'Map';
/** The Map tab's blocks, each written and recorded on its own (admirals.ts). */
export const MAP_BLOCKS = ['Map title', 'Map chart', 'Map table'];

/** Whose map the user may see: the GM's, an admiral's own, or none (with the reason). */
export function mapViewFor(c: Campaign, user: string, owner: string): CampaignView | string {
  const email = user.trim().toLowerCase();
  if (!email)
    return "Sheets did not tell the add-on who you are (your e-mail is hidden by your account's policies), so it cannot tell which map is yours.";
  if (sameName(email, c.settings.gmEmail) || sameName(email, owner)) return gmView(viewRulesOf(c), c);
  const empire = c.empires.find((e) => e.email && sameName(e.email, email));
  if (empire) return viewFor(viewRulesOf(c), c, empire.id);
  return `${user} is neither the GM nor the admiral of an empire (Empires tab, E-mail column), so there is no map to show.`;
}

/** Menu: Map. */
export function mapAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const { campaign } = loadCampaign(ss);
  const view = mapViewFor(campaign, Session.getActiveUser().getEmail(), ss.getOwner()?.getEmail() ?? '');
  if (typeof view === 'string') {
    ui.alert('Map', view, ui.ButtonSet.OK);
    return;
  }
  const title = mapTitle(view);
  const html = HtmlService.createHtmlOutput(
    mapPageHtml(turnMaps(view, logRows(readTabs(ss, ['Log']).get('Log')), gameOrDefault(campaign.settings.ruleset).calendar), title),
  )
    .setTitle(title)
    .setWidth(1100)
    .setHeight(760);
  ui.showModalDialog(html, title);
}

/** The Log tab's rows (header first) as log entries, for the turn selector's earlier moves. */
export function logRows(values: Cell[][] | undefined): LogEntry[] {
  const [header = [], ...rows] = values ?? [];
  const at = (name: string) => header.findIndex((h) => normalizeHeader(h) === normalizeHeader(name));
  const text = (r: Cell[], name: string) => (at(name) < 0 ? '' : String(r[at(name)] ?? '').trim());
  return rows.map((r) => ({
    season: text(r, 'Season'),
    kind: text(r, 'Kind'),
    empire: text(r, 'Empire'),
    purpose: text(r, 'Purpose'),
    dice: text(r, 'Dice'),
    result: text(r, 'Result'),
  }));
}

/** The chart data and the system table start on this row, under the title and its note. */
const DATA_ROW = 4;
const TABLE_COL = CHART_SERIES.length + 3;

/** The Map tab's chart, as it is drawn over the chart data. */
export interface MapChart {
  /** Without the season (the title cell above has it), so a new season leaves the chart as it is. */
  title: string;
  series: Record<number, Record<string, unknown>>;
}

/**
 * An admiral's map as three separate, unpadded blocks of the tab *Map*: the title and a note (A1:A2),
 * the chart data (from A4, columns A-I) and a table of the systems where something is (from K4); and the
 * chart over them.
 */
export function mapBlocks(view: CampaignView): { blocks: Block[]; chart: MapChart } {
  const { chart, table, series } = mapChartData(view);
  const block = (key: string, row: number, col: number, rows: Cell[][]): Block => ({
    key,
    tab: MAP_TAB,
    row,
    col,
    width: Math.max(...rows.map((r) => r.length)),
    rows,
  });
  return {
    blocks: [
      block('Map title', 1, 1, [
        [mapTitle(view)],
        [
          'Chart: systems by planet type, warp lanes, your fleets, fleets seen, battles pending. The table on the right lists the systems with fleets, battles or moves; the Systems tab lists every system.',
        ],
      ]),
      block('Map chart', DATA_ROW, 1, chart),
      block('Map table', DATA_ROW, TABLE_COL, table),
    ],
    chart: { title: `${view.settings.campaignName}: map${view.gm ? '' : ` (${view.empire})`}`, series },
  };
}

/**
 * Rows the chart reads: at least the chart data's, rounded up with room to grow, so that the chart's
 * range moves only when the data outgrows it (rows past the data are blank: no point, no line).
 */
export function chartRows(dataRows: number, current = 0): number {
  return dataRows <= current ? current : Math.ceil((dataRows * 1.25) / 100) * 100;
}

/**
 * Draws the scatter chart over `rows` rows of chart data: the chart already on the tab is modified
 * in place (EmbeddedChart.modify ▸ Sheet.updateChart, embedded-chart-builder reference), a missing one
 * inserted, any other removed.
 */
export function placeMapChart(sheet: Sheet, chart: MapChart, rows: number, fit: (rows: number, cols: number) => void): void {
  fit(DATA_ROW - 1 + rows, CHART_SERIES.length + 1);
  const [current, ...extra] = sheet.getCharts();
  for (const c of extra) sheet.removeChart(c);
  const built = (current ? current.modify().clearRanges() : sheet.newChart())
    .asScatterChart()
    .addRange(sheet.getRange(DATA_ROW, 1, rows, CHART_SERIES.length + 1))
    .setNumHeaders(1)
    .setOption('title', chart.title)
    .setOption('series', chart.series)
    .setOption('vAxis.direction', -1) // map y grows downward, as on the SVG map
    .setOption('interpolateNulls', false) // a blank y lifts the pen between lanes
    .setOption('width', 900)
    .setOption('height', 720)
    .setPosition(DATA_ROW, 1, 0, 0)
    .build();
  if (current) sheet.updateChart(built);
  else sheet.insertChart(built);
}
