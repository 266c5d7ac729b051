// Check orders, Process Season and Undo last processing: read every tab once, let the engine decide,
// write each changed tab once. Processing holds the document lock, refuses when the phase is wrong
// or the season was processed, writes nothing when anything fails, and keeps a snapshot for undo.

import { processSeason, refusal, checkOrders } from '../engine/season';
import { seededDice } from '../engine/dice';
import { stamp } from '../engine/calendar';
import { key } from '../engine/ids';
import { TABS } from '../../sheets-templates/schema';
import { ensureSize, readTabs, writeTab } from './gateway';
import { loadCampaign, parseCampaign } from './load';
import { dataWidth, seasonWrites, TabWrite } from './save';
import { Cell } from './tables';
import { listed, withLock } from './actions';
import { fleetIdsByEmpire, setOrderFleetList } from './workbook';
import { layoutOf } from './layout';
import { ORDERS_TAB } from '../../sheets-templates/schema';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const UNDO_TAB = 'Undo';
/** Sheets holds at most 50,000 characters in a cell. */
const CHUNK = 45000;
const TITLE = 'Process Season';

interface Snapshot {
  season: string;
  /** Tabs rewritten: their data columns as they were. */
  replaced: Record<string, Cell[][]>;
  /** Tabs appended to: how many rows they had. */
  appended: Record<string, number>;
}

function campaignTabNames(ss: Spreadsheet): string[] {
  const fixed = TABS.filter((t) => !t.name.includes('{empire}')).map((t) => t.name);
  return [...fixed, ...ss.getSheets().map((s) => s.getName()).filter((n) => n.startsWith('Orders ') || n.startsWith('Report '))];
}

/** Menu: Check orders. The same validator as processing; changes nothing. */
export function checkOrdersAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const { campaign, problems } = loadCampaign(ss);
  if (problems.length) {
    ui.alert('Check orders: fix the workbook first', listed(problems), ui.ButtonSet.OK);
    return;
  }
  const results = checkOrders(campaign);
  const lines: string[] = [];
  let ok = 0;
  for (const e of campaign.empires) {
    for (const r of results.get(key(e.id)) ?? []) {
      if (r.ok) ok++;
      else lines.push(`Orders ${e.id} row ${r.row}: ${r.text}`);
    }
  }
  const head = `${stamp(campaign.settings.year, campaign.settings.season)}: ${ok} orders are legal as things stand, ${lines.length} would be rejected.`;
  ui.alert('Check orders', lines.length ? `${head}\n\n${listed(lines)}` : head, ui.ButtonSet.OK);
}

/** Menu: Process Season. */
export function processSeasonAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(() => {
    ss.toast('Reading the campaign…', TITLE);
    const original = readTabs(ss, campaignTabNames(ss));
    const { campaign, problems } = parseCampaign(original);
    if (problems.length) {
      ui.alert('Process Season: nothing was changed', `Fix these first:\n\n${listed(problems)}`, ui.ButtonSet.OK);
      return;
    }
    const why = refusal(campaign);
    if (why) {
      ui.alert('Process Season: nothing was changed', why, ui.ButtonSet.OK);
      return;
    }
    const season = stamp(campaign.settings.year, campaign.settings.season);
    const orders = Object.values(campaign.orders).reduce((n, o) => n + o.length, 0);
    const silent = campaign.empires.filter((e) => !(campaign.orders[e.id] ?? []).length).map((e) => e.id);
    const warning = silent.length ? `\n\nNo orders from ${silent.join(', ')}: their fleets will stay where they are.` : '';
    const go = ui.alert(`Process ${season}?`, `${orders} orders from ${campaign.empires.length - silent.length} of ${campaign.empires.length} admirals. ` +
      `Every campaign tab is updated; Undo last processing restores them as they are now.${warning}`, ui.ButtonSet.YES_NO);
    if (go !== ui.Button.YES) {
      ss.toast('Nothing was changed.', TITLE);
      return;
    }
    campaign.settings.diceSeed = campaign.settings.diceSeed || Utilities.getUuid().slice(0, 8);
    const seed = `${campaign.settings.diceSeed}:${season}`;
    ss.toast(`Adjudicating ${season}…`, TITLE);
    let writes: TabWrite[];
    let summary: string;
    try {
      const outcome = processSeason(campaign, seededDice(seed), seed);
      writes = seasonWrites(original, outcome, season);
      const rows = [...outcome.results.values()].flat();
      const next = outcome.campaign.settings;
      summary = `${season} processed with dice seed "${seed}": ${rows.filter((r) => r.ok).length} orders carried out, ` +
        `${rows.filter((r) => !r.ok).length} rejected or lost, ${outcome.battles.length} battle(s). ` +
        (outcome.closed ? `Now ${stamp(next.year, next.season)}: admirals read their Report tab and write new orders.`
          : 'Battles are pending: fight them in SFB and enter their results in the Battles tab; post-combat resolution and the reports\' vision wait for them (EaW 4b).');
    } catch (e) {
      ui.alert('Process Season failed: nothing was changed', e instanceof Error ? e.message : String(e), ui.ButtonSet.OK);
      return;
    }
    ss.toast('Writing the results…', TITLE);
    const snapshot = snapshotOf(season, original, writes);
    saveSnapshot(ss, snapshot);
    try {
      applyWrites(ss, original, writes);
    } catch (e) {
      restore(ss, snapshot);
      ui.alert('Process Season failed while writing: the campaign was restored', e instanceof Error ? e.message : String(e), ui.ButtonSet.OK);
      return;
    }
    refreshOrderLists(ss, writes);
    ss.toast('Done.', TITLE);
    ui.alert(TITLE, summary, ui.ButtonSet.OK);
  });
}

/** Menu: Undo last processing. */
export function undoAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(() => {
    const sheet = ss.getSheetByName(UNDO_TAB);
    if (!sheet) {
      ui.alert('Undo last processing', 'There is no processing to undo.', ui.ButtonSet.OK);
      return;
    }
    const snapshot = JSON.parse(sheet.getDataRange().getValues().map((r) => r[0]).join('')) as Snapshot;
    const go = ui.alert(`Undo ${snapshot.season}?`, `Every tab goes back to how it was before ${snapshot.season} was processed, orders included.`, ui.ButtonSet.YES_NO);
    if (go !== ui.Button.YES) return;
    restore(ss, snapshot);
    ss.deleteSheet(sheet);
    ui.alert('Undo last processing', `${snapshot.season} was undone: the campaign is as it was before, ready to process again.`, ui.ButtonSet.OK);
  });
}

function snapshotOf(season: string, original: Map<string, Cell[][]>, writes: TabWrite[]): Snapshot {
  const snap: Snapshot = { season, replaced: {}, appended: {} };
  for (const w of writes) {
    const rows = original.get(w.tab);
    if (w.mode === 'append') snap.appended[w.tab] = rows?.length ?? 0;
    else snap.replaced[w.tab] = (rows ?? [[]]).map((r) => r.slice(0, dataWidth(w.tab, rows?.[0] ?? [])));
  }
  return snap;
}

/** The snapshot as JSON in a hidden tab, split over cells of column A. One write. */
function saveSnapshot(ss: Spreadsheet, snap: Snapshot): void {
  const text = JSON.stringify(snap);
  const chunks: Cell[][] = [];
  for (let i = 0; i < text.length; i += CHUNK) chunks.push([text.slice(i, i + CHUNK)]);
  const sheet = ss.getSheetByName(UNDO_TAB) ?? ss.insertSheet(UNDO_TAB);
  sheet.clear();
  ensureSize(sheet, chunks.length, 1);
  sheet.getRange(1, 1, chunks.length, 1).setNumberFormat('@').setValues(chunks as unknown[][]);
  sheet.hideSheet();
}

function applyWrites(ss: Spreadsheet, original: Map<string, Cell[][]>, writes: TabWrite[]): void {
  for (const w of writes) {
    const sheet = ss.getSheetByName(w.tab) ?? ss.insertSheet(w.tab);
    const before = original.get(w.tab) ?? [];
    if (w.mode === 'append') {
      const width = dataWidth(w.tab, before[0] ?? []);
      ensureSize(sheet, before.length + w.rows.length, width);
      sheet.getRange(before.length + 1, 1, w.rows.length, width).setValues(w.rows.map((r) => r.slice(0, width)) as unknown[][]);
    } else {
      writeTab(sheet, w.rows, Math.max(...w.rows.map((r) => r.length), 1), before.length);
    }
  }
}

function restore(ss: Spreadsheet, snap: Snapshot): void {
  for (const [tab, rows] of Object.entries(snap.replaced)) {
    const sheet = ss.getSheetByName(tab);
    if (sheet) writeTab(sheet, rows, Math.max(...rows.map((r) => r.length), 1));
  }
  for (const [tab, count] of Object.entries(snap.appended)) {
    const sheet = ss.getSheetByName(tab);
    const last = sheet?.getLastRow() ?? 0;
    if (sheet && last > count) sheet.getRange(count + 1, 1, last - count, sheet.getLastColumn()).clearContent();
  }
}

/** Fleets come and go: each Orders tab's fleet dropdown follows (from the Fleets rows just written). */
function refreshOrderLists(ss: Spreadsheet, writes: TabWrite[]): void {
  const fleets = writes.find((w) => w.tab === 'Fleets')?.rows;
  if (!fleets) return;
  const byEmpire = fleetIdsByEmpire(fleets);
  for (const w of writes.filter((x) => x.tab.startsWith('Orders '))) {
    const sheet = ss.getSheetByName(w.tab);
    if (sheet) setOrderFleetList(sheet, layoutOf(ORDERS_TAB), byEmpire.get(key(w.tab.slice('Orders '.length))) ?? []);
  }
}
