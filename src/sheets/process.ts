// Check orders, Process Season and Undo last processing: read every tab once, let the engine decide,
// write each changed tab once. Processing holds the document lock, refuses when the phase is wrong
// or the season was processed, writes nothing when anything fails, and keeps a snapshot for undo.

import { processSeason, refusal, checkOrders } from '../engine/season';
import { checkResults, resolveBattles } from '../engine/resolution';
import { autoResolve } from '../engine/autoresolve';
import { updateBattles } from '../engine/battles';
import { Campaign } from '../engine/model';
import { seededDice } from '../engine/dice';
import { stamp } from '../engine/calendar';
import { key, sameId } from '../engine/ids';
import { TABS } from '../../sheets-templates/schema';
import { ensureSize, insertTab, readFormulas, readTabs, writeTab } from './gateway';
import { loadCampaign, parseCampaign } from './load';
import { Change, changeWrites, dataWidth, TabWrite } from './save';
import { Cell } from './tables';
import { listed, withLock } from './actions';
import { battleCardsHtml } from '../ui/battleCards';
import { fleetIdsByEmpire, setOrderFleetList } from './workbook';
import { layoutOf } from './layout';
import { ORDERS_TAB } from '../../sheets-templates/schema';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const UNDO_TAB = 'Undo';
/** Sheets holds at most 50,000 characters in a cell. */
const CHUNK = 45000;
const TITLE = 'Process Season';

interface Snapshot {
  /** What was done, e.g. "processing of Y165 Spring" or "results of Y165-Summer-S17-1". */
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

/** What a campaign action does once the campaign is read: refuse (a reason), or confirm and run. */
type Step = string | {
  confirm?: { title: string; prompt: string };
  run: () => { change: Change; summary: string };
  /** What Undo last processing will say it undoes. */
  label: string;
};

/** An error as one plain sentence for the GM (never a stack trace). */
function plain(e: unknown): string {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(e);
}

/**
 * The shape of every action that changes the campaign: lock, read each tab once, refuse on any
 * workbook problem, let the engine decide with nothing written yet, snapshot for undo, then write
 * each changed tab once and flush — restoring the snapshot if any write fails. After the GM
 * confirms, the Orders tabs are read again: an admiral may have typed while the dialog was open.
 */
function campaignAction(title: string, plan: (campaign: Campaign) => Step): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(() => {
    ss.toast('Reading the campaign…', title);
    const names = campaignTabNames(ss);
    const first = readTabs(ss, names);
    const { campaign, problems } = parseCampaign(first);
    if (problems.length) {
      ui.alert(`${title}: nothing was changed`, `Fix these first:\n\n${listed(problems)}`, ui.ButtonSet.OK);
      return;
    }
    const step = plan(campaign);
    if (typeof step === 'string') {
      ui.alert(`${title}: nothing was changed`, step, ui.ButtonSet.OK);
      return;
    }
    if (step.confirm) {
      if (ui.alert(step.confirm.title, step.confirm.prompt, ui.ButtonSet.YES_NO) !== ui.Button.YES) {
        ss.toast('Nothing was changed.', title);
        return;
      }
      const moved = changedOrders(first, readTabs(ss, names.filter((n) => n.startsWith('Orders '))));
      if (moved.length) {
        ui.alert(`${title}: nothing was changed`, `${moved.join(', ')} changed while you were deciding. Run ${title} again to include the new orders.`, ui.ButtonSet.OK);
        return;
      }
    }
    ss.toast('Adjudicating…', title);
    let change: Change;
    let summary: string;
    try {
      ({ change, summary } = step.run());
    } catch (e) {
      ui.alert(`${title}: nothing was changed`, plain(e), ui.ButtonSet.OK);
      return;
    }
    // The GM's own formulas are written back as formulas, not as the values they showed.
    const original = withFormulas(ss, first, changeWrites(first, change));
    const writes = changeWrites(original, change);
    const locked = lockedTabs(ss, writes.map((w) => w.tab));
    if (locked.length) {
      ui.alert(`${title}: nothing was changed`, `Only the GM can run ${title}: ${Session.getEffectiveUser().getEmail()} may not edit ${locked.join(', ')}.`, ui.ButtonSet.OK);
      return;
    }
    ss.toast('Writing the results…', title);
    const snapshot = snapshotOf(step.label, original, writes);
    const previousUndo = readTabs(ss, [UNDO_TAB]).get(UNDO_TAB);
    try {
      saveSnapshot(ss, snapshot);
      SpreadsheetApp.flush();
    } catch (e) {
      ui.alert(`${title}: nothing was changed`, `The undo snapshot could not be saved (${plain(e)}), so no campaign tab was written. ${keptUndo(ss, previousUndo)}`.trim(), ui.ButtonSet.OK);
      return;
    }
    try {
      applyWrites(ss, original, writes);
      SpreadsheetApp.flush();
    } catch (e) {
      const back = restored(ss, snapshot);
      ui.alert(`${title} failed while writing`, `${plain(e)}\n\n${back}${back.startsWith('Every') ? ` ${keptUndo(ss, previousUndo)}` : ''}`, ui.ButtonSet.OK);
      return;
    }
    let note = '';
    try {
      refreshOrderLists(ss, writes);
      SpreadsheetApp.flush();
    } catch (e) {
      note = `\n\nEverything above was written, but the fleet dropdowns of the Orders tabs could not be updated (${plain(e)}): run Refresh protections.`;
    }
    ss.toast('Done.', title);
    ui.alert(title, summary + note, ui.ButtonSet.OK);
  });
}

/** Tabs with a protection the user running the action may not edit (an admiral clicked the menu). */
function lockedTabs(ss: Spreadsheet, tabs: string[]): string[] {
  const P = SpreadsheetApp.ProtectionType;
  return tabs.filter((tab) => {
    const sheet = ss.getSheetByName(tab);
    return sheet && [...sheet.getProtections(P.SHEET), ...sheet.getProtections(P.RANGE)].some((p) => !p.canEdit());
  });
}

/** Orders tabs whose content differs between two reads (an admiral typed in between). */
function changedOrders(before: Map<string, Cell[][]>, after: Map<string, Cell[][]>): string[] {
  const text = (rows: Cell[][] | undefined) => JSON.stringify(rows ?? null);
  return [...new Set([...before.keys(), ...after.keys()])].filter((n) => n.startsWith('Orders ') && text(before.get(n)) !== text(after.get(n)));
}

/** Tab values with each formula cell of the replaced tabs written as its formula. */
function withFormulas(ss: Spreadsheet, values: Map<string, Cell[][]>, writes: TabWrite[]): Map<string, Cell[][]> {
  const formulas = readFormulas(ss, writes.filter((w) => w.mode === 'replace').map((w) => w.tab));
  const out = new Map(values);
  for (const [tab, grid] of formulas) {
    if (!grid.some((r) => r.some((f) => f))) continue;
    out.set(tab, (values.get(tab) ?? []).map((r, i) => r.map((v, j) => grid[i]?.[j] || v)));
  }
  return out;
}
/** Menu: Process Season. */
export function processSeasonAction(): void {
  campaignAction(TITLE, (campaign) => {
    const why = refusal(campaign);
    if (why) return why;
    const season = stamp(campaign.settings.year, campaign.settings.season);
    const orders = Object.values(campaign.orders).reduce((n, o) => n + o.length, 0);
    const silent = campaign.empires.filter((e) => !(campaign.orders[e.id] ?? []).length).map((e) => e.id);
    const warning = silent.length ? `\n\nNo orders from ${silent.join(', ')}: their fleets will stay where they are.` : '';
    campaign.settings.diceSeed = campaign.settings.diceSeed || Utilities.getUuid().slice(0, 8);
    const seed = `${campaign.settings.diceSeed}:${season}`;
    return {
      label: `processing of ${season}`,
      confirm: {
        title: `Process ${season}?`,
        prompt: `${orders} orders from ${campaign.empires.length - silent.length} of ${campaign.empires.length} admirals. ` +
          `Every campaign tab is updated; Undo last processing restores them as they are now.${warning}`,
      },
      run: () => {
        const out = processSeason(campaign, seededDice(seed), seed);
        const rows = [...out.results.values()].flat();
        const next = out.campaign.settings;
        return {
          change: { campaign: out.campaign, log: out.log, reports: out.reports, reportMode: 'replace', orders: { season, results: out.results } },
          summary: `${season} processed with dice seed "${seed}": ${rows.filter((r) => r.ok).length} orders carried out, ` +
            `${rows.filter((r) => !r.ok).length} rejected or lost, ${out.battles.length} battle(s). ` +
            (out.closed ? `Now ${stamp(next.year, next.season)}: admirals read their Report tab and write new orders.`
              : 'Battles are pending: fight them in SFB (the Battles tab has each set-up card), enter every ship\'s result in Battle ships — or set Status to Auto and run Auto-resolve battles — then Resolve battles. Post-combat resolution and vision wait for them (EaW 4b).'),
        };
      },
    };
  });
}

/** Menu: Auto-resolve battles (VBAM statistical combat) for the battles marked Auto. */
export function autoResolveAction(): void {
  campaignAction('Auto-resolve battles', (campaign) => {
    const marked = campaign.battles.filter((b) => b.status === 'Auto' && !campaign.battleShips.some((s) => sameId(s.battle, b.id) && s.result));
    if (marked.length === 0) return 'No battle is marked Auto without results. Set a pending battle\'s Status to Auto (and its Intensity A/B, 1-4) first.';
    const seed = `${campaign.settings.diceSeed || 'auto'}:${campaign.settings.lastProcessed}:auto:${marked.map((b) => b.id).join(',')}`;
    return {
      label: `auto-resolve of ${marked.map((b) => b.id).join(', ')}`,
      run: () => {
        const out = autoResolve(campaign, seededDice(seed));
        return {
          change: { campaign: out.campaign, log: out.log, reports: new Map(), reportMode: 'append' },
          summary: `${out.filled.length} battle(s) auto-resolved; the results are in Battle ships for you to review. Resolve battles applies them.\n\n${out.lines.slice(0, 40).join('\n')}`,
        };
      },
    };
  });
}

/** Menu: Update battles: after the GM changed who fights a pending battle, or pooled fleets at an FRD. */
export function updateBattlesAction(): void {
  campaignAction('Update battles', (campaign) => {
    const out = updateBattles(campaign);
    if (out.problems.length) return `These changes cannot stand:\n\n${listed(out.problems)}`;
    if (out.revised.length === 0) {
      return 'Nothing to update. To choose who fights, change Fleet A or Fleet B of a pending battle before entering results ' +
        '(EaW 26.0; the FRD fleet may fight at any point, 28.0); to pool partial fleets at your FRD, write them as "KLI-2 + KLI-5 + KLI-FRD" (28a).';
    }
    return {
      label: `update of ${out.revised.join(', ')}`,
      run: () => ({
        change: { campaign: out.campaign, log: out.log, reports: new Map(), reportMode: 'append' },
        summary: `Updated ${out.revised.join(', ')}: new ship rows in Battle ships and new set-up cards.`,
      }),
    };
  });
}

/** Menu: Resolve battles: apply the entered results. */
export function resolveBattlesAction(): void {
  campaignAction('Resolve battles', (campaign) => {
    const problems = checkResults(campaign);
    if (problems.length) return `The results cannot be applied yet:\n\n${listed(problems)}`;
    const ready = campaign.battles.filter((b) => b.status !== 'Resolved' && campaign.battleShips.some((s) => sameId(s.battle, b.id) && s.result));
    if (ready.length === 0) return 'No battle has results to apply: enter every ship\'s result in Battle ships (or auto-resolve), then Resolve battles.';
    const seed = `${campaign.settings.diceSeed || 'battles'}:${campaign.settings.lastProcessed}:resolve:${ready.map((b) => b.id).join(',')}`;
    return {
      label: `results of ${ready.map((b) => b.id).join(', ')}`,
      confirm: { title: 'Resolve battles?', prompt: `Apply the results of ${ready.map((b) => b.id).join(', ')}: losses, captures, disengagement, VP and XP.` },
      run: () => {
        const out = resolveBattles(campaign, seededDice(seed));
        const s = out.campaign.settings;
        return {
          change: { campaign: out.campaign, log: out.log, reports: out.reports, reportMode: 'append', orderNotes: out.orderNotes },
          summary: `Resolved ${out.resolved.join(', ')}.` + (out.created.length ? ` Next: ${out.created.map((b) => `${b.id} at ${b.system}`).join(', ')}.` : '') +
            (out.closed ? ` No battle is pending: post-combat resolution ran and the season closed; now ${stamp(s.year, s.season)}.` : ' Battles are still pending.'),
        };
      },
    };
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
    let snapshot: Snapshot;
    try {
      snapshot = parseSnapshot(sheet.getDataRange().getValues());
    } catch (e) {
      ui.alert('Undo last processing: nothing was changed', `The undo snapshot in the hidden Undo tab cannot be read (${plain(e)}).`, ui.ButtonSet.OK);
      return;
    }
    const go = ui.alert(`Undo the ${snapshot.season}?`, `Every tab goes back to how it was before the ${snapshot.season}, orders included.`, ui.ButtonSet.YES_NO);
    if (go !== ui.Button.YES) return;
    // What the tabs hold now, to put back if undoing fails half-way.
    const tabs = [...Object.keys(snapshot.replaced), ...Object.keys(snapshot.appended)];
    const current = readTabs(ss, tabs);
    const now: Snapshot = { season: 'undo', replaced: {}, appended: {} };
    for (const [tab, rows] of withFormulas(ss, current, tabs.map((tab) => ({ tab, mode: 'replace', rows: [] })))) {
      now.replaced[tab] = rows.map((r) => r.slice(0, dataWidth(tab, rows[0] ?? [])));
    }
    try {
      restore(ss, snapshot);
      ss.deleteSheet(sheet);
      SpreadsheetApp.flush();
    } catch (e) {
      ui.alert('Undo last processing failed', `${plain(e)}\n\n${restored(ss, now, 'undone')}`, ui.ButtonSet.OK);
      return;
    }
    ui.alert('Undo last processing', `The ${snapshot.season} was undone: the campaign is as it was before.`, ui.ButtonSet.OK);
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

/** Dates survive the JSON text as {"$date": ISO}, so Undo gives back Dates, not ISO text. */
function snapshotText(snap: Snapshot): string {
  return JSON.stringify(snap, function (this: Record<string, unknown>, k: string, v: unknown) {
    const raw = this[k];
    return Object.prototype.toString.call(raw) === '[object Date]' ? { $date: (raw as Date).toISOString() } : v;
  });
}

function parseSnapshot(cells: unknown[][]): Snapshot {
  return JSON.parse(cells.map((r) => r[0]).join(''), (_k, v: unknown) =>
    v && typeof v === 'object' && typeof (v as { $date?: unknown }).$date === 'string' ? new Date((v as { $date: string }).$date) : v) as Snapshot;
}

/** The snapshot as JSON in a hidden tab, split over cells of column A. One write. */
function saveSnapshot(ss: Spreadsheet, snap: Snapshot): void {
  const text = snapshotText(snap);
  const chunks: Cell[][] = [];
  for (let i = 0; i < text.length; i += CHUNK) chunks.push([text.slice(i, i + CHUNK)]);
  writeUndoTab(ss, chunks);
}

function writeUndoTab(ss: Spreadsheet, chunks: Cell[][]): void {
  const sheet = ss.getSheetByName(UNDO_TAB) ?? insertTab(ss, UNDO_TAB);
  sheet.clear();
  ensureSize(sheet, chunks.length, 1);
  sheet.getRange(1, 1, chunks.length, 1).setNumberFormat('@').setValues(chunks as unknown[][]);
  sheet.hideSheet();
}

function applyWrites(ss: Spreadsheet, original: Map<string, Cell[][]>, writes: TabWrite[]): void {
  for (const w of writes) {
    const sheet = ss.getSheetByName(w.tab) ?? insertTab(ss, w.tab);
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

/** After a failed action, the Undo tab goes back to the previous undo point (or away if there was none). */
function keptUndo(ss: Spreadsheet, previous: Cell[][] | undefined): string {
  try {
    const sheet = ss.getSheetByName(UNDO_TAB);
    if (!previous) {
      if (sheet) ss.deleteSheet(sheet);
    } else {
      writeUndoTab(ss, previous.map((r) => [r[0]]));
    }
    SpreadsheetApp.flush();
    return previous ? 'Undo last processing still undoes the previous action.' : '';
  } catch (e) {
    return `The previous undo point could not be kept (${plain(e)}): do not use Undo last processing until the next action succeeds.`;
  }
}

/** Puts the tabs back after a failed write, and says in plain words whether that worked. */
function restored(ss: Spreadsheet, snap: Snapshot, what = 'changed'): string {
  try {
    restore(ss, snap);
    SpreadsheetApp.flush();
    return `Every tab was put back as it was: nothing was ${what}.`;
  } catch (e) {
    return `Putting the tabs back failed too (${plain(e)}): some tabs may be half-written. ` +
      (what === 'changed' ? 'Run Undo last processing to return to how the campaign was before.' : 'The hidden Undo tab still holds the snapshot: try Undo last processing again.');
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

/** Menu: Battle cards: a printable page per battle not yet resolved (EaW 19.0-21.0). */
export function battleCardsAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const { campaign } = loadCampaign(ss);
  const open = campaign.battles.filter((b) => b.status !== 'Resolved');
  const cards = open.map((battle) => ({
    battle,
    ships: campaign.battleShips.filter((s) => sameId(s.battle, battle.id)).map((row) => ({ row, ship: campaign.ships.find((x) => sameId(x.id, row.ship)) })),
  }));
  // HtmlService ignores <title> and <meta> in the page: the title is set on the output.
  const html = HtmlService.createHtmlOutput(battleCardsHtml(cards)).setTitle(`${campaign.settings.campaignName}: battle cards`).setWidth(900).setHeight(650);
  ui.showModalDialog(html, open.length ? `Battle cards (${open.length})` : 'Battle cards');
}
