// The map in Sheets. Menu *Map*: a dialog (HtmlService) with the SVG map of the viewer's own view: the
// GM (the GM email setting, or the owner) sees everything; an admiral — the active user's e-mail
// matched to the Empires tab — sees only their own view (EaW 1b). A turn selector steps back through
// earlier seasons' moves (the Log's Move rows: the admiral's own only) and battles. writeMapTab puts an admiral's map
// into a spreadsheet that holds no script (a private admiral workbook) as a scatter chart over data.
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

import { sameName } from '../engine/core/ids';
import { Campaign, LogEntry } from '../engine/core/model';
import { CHART_SERIES, mapChartData } from '../engine/core/map/chart';
import { mapTitle } from '../engine/core/map/render';
import { turnMaps } from '../engine/core/map/turns';
import { CampaignView, gmView, viewFor } from '../engine/core/view';
import { mapPageHtml } from '../ui/mapPage';
import { ensureSize, readTabs } from './gateway';
import { loadCampaign } from './load';
import { Cell, normalizeHeader } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const MAP_TAB = 'Map';

/** Whose map the user may see: the GM's, an admiral's own, or none (with the reason). */
export function mapViewFor(c: Campaign, user: string, owner: string): CampaignView | string {
  const email = user.trim().toLowerCase();
  if (!email)
    return "Sheets did not tell the add-on who you are (your e-mail is hidden by your account's policies), so it cannot tell which map is yours.";
  if (sameName(email, c.settings.gmEmail) || sameName(email, owner)) return gmView(c);
  const empire = c.empires.find((e) => e.email && sameName(e.email, email));
  if (empire) return viewFor(c, empire.id);
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
  const html = HtmlService.createHtmlOutput(mapPageHtml(turnMaps(view, logRows(readTabs(ss, ['Log']).get('Log'))), title))
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

/**
 * Writes `view`'s map into `ss` as the tab *Map*: the chart data (columns A-I, under the chart), a
 * table of every system (from column K), and one scatter chart — no script needed to see it. Replaces
 * the tab's previous contents and charts. One setValues.
 */
export function writeMapTab(ss: Spreadsheet, view: CampaignView): void {
  const { chart, table, series } = mapChartData(view);
  const sheet = ss.getSheetByName(MAP_TAB) ?? ss.insertSheet(MAP_TAB);
  for (const old of sheet.getCharts()) sheet.removeChart(old);
  sheet.clear();
  const top = 3;
  const tableCol = CHART_SERIES.length + 3;
  const width = tableCol - 1 + table[0].length;
  const height = top + Math.max(chart.length, table.length);
  const block: Cell[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => ''));
  block[0][0] = mapTitle(view);
  block[1][0] =
    'Chart: systems by planet type (EaW 1c), warp lanes, your fleets, fleets seen (5e), battles pending. The table on the right lists every system.';
  chart.forEach((r, i) => r.forEach((v, j) => (block[top + i][j] = v)));
  table.forEach((r, i) => r.forEach((v, j) => (block[top + i][tableCol - 1 + j] = v)));
  ensureSize(sheet, height, width);
  sheet.getRange(1, 1, height, width).setValues(block);
  const built = sheet
    .newChart()
    .asScatterChart()
    .addRange(sheet.getRange(top + 1, 1, chart.length, chart[0].length))
    .setNumHeaders(1)
    .setOption('title', mapTitle(view))
    .setOption('series', series)
    .setOption('vAxis.direction', -1) // map y grows downward, as on the SVG map
    .setOption('interpolateNulls', false) // a blank y lifts the pen between lanes
    .setOption('width', 900)
    .setOption('height', 720)
    .setPosition(top + 1, 1, 0, 0)
    .build();
  sheet.insertChart(built);
}
