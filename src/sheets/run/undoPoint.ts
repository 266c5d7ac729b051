// The undo point of a campaign action: the tabs it rewrites as they were and the lengths of those it
// appends to, kept as JSON in the hidden, GM-only Undo tab (split over cells: Sheets holds at most
// 50,000 characters in one), with its SHA-256 digest in the document's properties so that a snapshot
// changed by hand is refused; and the writes that apply an action or put its tabs back.

import { findTab, LATER_TABS } from '../../../sheets-templates/schema';
import { deleteTab, formatAdded, insertTab, readTabs, roomFor, tabNamed, tabsGoneMeanwhile, tabsOf, writeTab } from '../tabs/gateway';
import { sameCell, writeChangedRows, writeRowRuns } from '../tabs/blocks';
import { RowRuns, runsOf } from '../tabs/formulaRows';
import { wroteCampaign } from '../tabs/held';
import { dataWidth, headerOf, TabWrite } from '../tabs/save';
import { Cell } from '../tabs/tables';
import { buildTabs, empireIds, plannedTabs, rowFormat, sourceGame } from '../tabs/workbook';
import { UNDO_DIGEST, UNDO_TAB } from './journal';
import { message } from '../views/words';
import { protectGmOnly } from '../views/protection';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const CHUNK = 45000;

export interface Snapshot {
  /** What was done, e.g. "processing of Y165 Spring" or "results of Y165-Summer-S17-1". */
  season: string;
  /** Tabs rewritten: their data columns as they were. */
  replaced: Record<string, Cell[][]>;
  /** Tabs appended to: how many rows they had. */
  appended: Record<string, number>;
  /**
   * The rows of each replaced tab the action wrote, the only ones put back (a formula the GM keeps on
   * another row stays, rule option J25); a replaced tab not named here is put back whole (an undo point
   * saved before these were kept, or the Orders tabs Recover rewrites, J3).
   */
  written?: RowRuns;
}

/** The tabs as Undo leaves them: the snapshot's tabs put back, rows appended since taken away. */
export function undone(current: Map<string, Cell[][]>, snap: Snapshot): Map<string, Cell[][]> {
  const out = new Map(current);
  for (const [tab, rows] of Object.entries(snap.replaced)) out.set(tab, rows);
  for (const [tab, count] of Object.entries(snap.appended)) out.set(tab, (current.get(tab) ?? []).slice(0, count));
  return out;
}

export function snapshotOf(season: string, original: Map<string, Cell[][]>, writes: TabWrite[], written: RowRuns): Snapshot {
  const snap: Snapshot = { season, replaced: {}, appended: {}, written };
  for (const w of writes) {
    const rows = original.get(w.tab);
    if (w.mode === 'append') snap.appended[w.tab] = rows?.length ?? 0;
    else {
      // A tab the write creates (Deferred in an older workbook, the first Rulings) goes back to its header only.
      const before = rows ?? (findTab(w.tab) ? headerOf(w.tab) : [[]]);
      const width = dataWidth(w.tab, before[0] ?? []);
      snap.replaced[w.tab] = before.map((r) => r.slice(0, width));
    }
  }
  return snap;
}

/** Dates survive the JSON text as {"$date": ISO}, so Undo gives back Dates, not ISO text. */
export function snapshotText(snap: Snapshot): string {
  // A snapshot with no Date (most) is written by the plain JSON.stringify, a fifth of the replacer's time: the same text.
  if (!holdsDate(snap)) return JSON.stringify(snap);
  return JSON.stringify(snap, function (this: Record<string, unknown>, k: string, v: unknown) {
    const raw = this[k];
    return Object.prototype.toString.call(raw) === '[object Date]' ? { $date: (raw as Date).toISOString() } : v;
  });
}

/** Whether a Date (or any value with its own toJSON) is somewhere in `x`, as JSON.stringify walks it. */
function holdsDate(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  if (Object.prototype.toString.call(x) === '[object Date]' || typeof (x as { toJSON?: unknown }).toJSON === 'function') return true;
  return Array.isArray(x) ? x.some(holdsDate) : Object.values(x).some(holdsDate);
}

export function parseSnapshot(text: string): Snapshot {
  // No "$date" key can be in a text without "$date" or a \u escape: it is parsed with no reviver, twenty times faster.
  if (!text.includes('$date') && !text.includes('\\u')) return JSON.parse(text) as Snapshot;
  return JSON.parse(text, (_k, v: unknown) =>
    v && typeof v === 'object' && typeof (v as { $date?: unknown }).$date === 'string' ? new Date((v as { $date: string }).$date) : v,
  ) as Snapshot;
}

/**
 * The snapshot as JSON in a hidden tab, split over cells of column A. One write. The tab is GM-only,
 * and its digest is kept in the document's properties, out of reach of the cells, so Undo can refuse
 * a snapshot someone changed.
 */
export function writeUndoTab(ss: Spreadsheet, text: string, gm: string): void {
  const chunks: Cell[][] = [];
  for (let i = 0; i < text.length; i += CHUNK) chunks.push([text.slice(i, i + CHUNK)]);
  const sheet = tabNamed(ss, UNDO_TAB) ?? missingTab(ss, UNDO_TAB);
  sheet.clear();
  roomFor(sheet, chunks.length, 1, () => sheet.getRange(1, 1, chunks.length, 1))
    .got.setNumberFormat('@')
    .setValues(chunks as unknown[][]);
  wroteCampaign();
  sheet.hideSheet();
  protectGmOnly(sheet, 'SFB undo snapshot: GM only', gm);
  PropertiesService.getDocumentProperties().setProperty(UNDO_DIGEST, digest(text));
}

/** SHA-256 of the text, as hex (Utilities.computeDigest gives signed bytes). */
export function digest(text: string): string {
  const bytes = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, text, Utilities.Charset.UTF_8);
  return bytes.map((b) => ((b + 256) % 256).toString(16).padStart(2, '0')).join('');
}

/** The text of the Undo tab (the snapshot as JSON, split over the cells of column A). */
export function undoText(sheet: GoogleAppsScript.Spreadsheet.Sheet): string {
  return sheet
    .getDataRange()
    .getValues()
    .map((r) => String(r[0] ?? ''))
    .join('');
}

/** The snapshot in the Undo tab's text, or why it cannot be trusted (`expected`: its digest, by default the one saved with it). */
export function loadSnapshot(
  text: string,
  expected = PropertiesService.getDocumentProperties().getProperty(UNDO_DIGEST),
): Snapshot | string {
  if (digest(text) !== expected) {
    return 'The Undo tab is not the snapshot the last processing saved (it was edited, or saved by another copy of the script), so it cannot be trusted. Nothing was restored.';
  }
  try {
    return parseSnapshot(text);
  } catch {
    return 'The Undo tab cannot be read. Nothing was restored.';
  }
}

export function applyWrites(ss: Spreadsheet, original: Map<string, Cell[][]>, writes: TabWrite[]): void {
  // The Orders tabs first, right after the last look for edits (rule options J1, J30): an order typed
  // after that look is overwritten unseen until its tab is written, so that span is kept to a few calls.
  const orders = (w: TabWrite) => w.tab.startsWith('Orders ');
  const game = sourceGame(original);
  for (const w of [...writes.filter(orders), ...writes.filter((w) => !orders(w))]) {
    // The tab list was read with the campaign (gateway.ts, tabsOf): no tab is looked up by name again.
    const sheet = tabsOf(ss).get(w.tab) ?? tabNamed(ss, w.tab) ?? missingTab(ss, w.tab);
    const before = original.get(w.tab) ?? [];
    if (w.mode === 'append') {
      const width = dataWidth(w.tab, before[0] ?? []);
      // The rows appended take their tab's formats through the range that fills them (gateway.ts roomFor).
      const format = rowFormat(w.tab, before[0], width, game);
      const end = before.length + w.rows.length;
      const { added, got: range } = roomFor(
        sheet,
        end,
        width,
        () => sheet.getRange(before.length + 1, 1, w.rows.length, width),
        format,
        true,
      );
      formatAdded(added, format, range, before.length + 1, end, width);
      range.setValues(w.rows.map((r) => r.slice(0, width)) as unknown[][]);
    } else {
      const width = Math.max(...w.rows.map((r) => r.length), 1);
      writeChangedRows(sheet, before, w.rows, width, rowFormat(w.tab, before[0], width, game));
    }
    wroteCampaign();
  }
}

/** A tab missing from an older workbook (e.g. Deferred), created as New campaign would lay it out. */
export function missingTab(ss: Spreadsheet, name: string): GoogleAppsScript.Spreadsheet.Sheet {
  const sheet = insertTab(ss, name);
  if (findTab(name)?.hidden) sheet.hideSheet();
  return sheet;
}

/**
 * Puts the snapshot's tabs back. `current` is what the tabs hold now, when the caller read them before
 * writing anything, so nothing is read between the writes; after a failed write nobody knows what the
 * tabs hold, so without it each tab's size is read again. A tab deleted meanwhile (rule option J81) is
 * made again: a rewritten one with the rows the snapshot holds, one appended to with its header alone
 * (the snapshot keeps only its length). Answers the tabs made again.
 */
export function restore(ss: Spreadsheet, snap: Snapshot, current?: Map<string, Cell[][]>): string[] {
  const remade: string[] = [];
  const size = (tab: string, sheet: GoogleAppsScript.Spreadsheet.Sheet) => {
    const rows = current?.get(tab);
    return rows ? { last: rows.length, width: rows[0]?.length ?? 1 } : { last: sheet.getLastRow(), width: sheet.getLastColumn() };
  };
  for (const [tab, rows] of Object.entries(snap.replaced)) {
    const sheet = tabNamed(ss, tab);
    const width = Math.max(...rows.map((r) => r.length), 1);
    const runs = snap.written?.[tab];
    if (!sheet) remade.push(remadeTab(ss, tab, rows));
    else if (runs) {
      writeRowRuns(sheet, rows, runs, width);
      wroteCampaign();
    } else writeTab(sheet, rows, width, size(tab, sheet).last);
  }
  for (const [tab, count] of Object.entries(snap.appended)) {
    const sheet = tabNamed(ss, tab);
    if (!sheet) remade.push(remadeTab(ss, tab, count > 0 ? undefined : []));
    else {
      const now = size(tab, sheet);
      if (now.last > count) sheet.getRange(count + 1, 1, now.last - count, now.width).clearContent();
    }
    wroteCampaign();
  }
  return remade;
}

/**
 * A tab deleted while an action ran, made again (rule option J81) as New campaign lays it out (formats,
 * computed columns, filter) with the data `rows` the undo snapshot holds (undefined: its header alone,
 * a tab only added to, whose older rows the snapshot does not keep); a tab New campaign does not lay
 * out, as a bare tab. On a failure path only: the Campaign and Empires tabs are read for the layout.
 */
function remadeTab(ss: Spreadsheet, tab: string, rows: Cell[][] | undefined): string {
  const sources = readTabs(ss, ['Campaign', 'Empires']);
  const game = sourceGame(sources);
  const plan = [
    ...plannedTabs(empireIds(sources.get('Empires')), game),
    ...LATER_TABS.map((spec) => ({ spec, name: spec.name, empire: '' })),
  ].find((p) => p.name === tab);
  if (rows) sources.set(tab, rows);
  if (plan) buildTabs(ss, [plan], sources, game);
  else if (rows) writeTab(missingTab(ss, tab), rows, Math.max(...rows.map((r) => r.length), 1), 1);
  else missingTab(ss, tab);
  return tab;
}

/** For the GM: the tabs deleted while an action ran, and those put back made again (restore). */
export function remadeWords(gone: string[], remade: string[]): string {
  const again = remade.length
    ? ` ${listedNames(remade)} ${remade.length > 1 ? 'were' : 'was'} made again with the rows the undo snapshot holds` +
      ' (a tab only added to, such as Log, with its header alone: its older rows are in File > Version history).'
    : '';
  return gone.length ? `${listedNames(gone)} ${gone.length > 1 ? 'were' : 'was'} deleted while the action ran.${again}` : again.trim();
}

/** Why an action stopped before writing: tabs it read were deleted meanwhile (J81). */
export function deletedMeanwhile(title: string, gone: string[]): string {
  return `${remadeWords(gone, [])} Nothing was written. Put it back (Edit > Undo in Sheets, or File > Version history), then run ${title} again.`;
}

const listedNames = (tabs: string[]) => `${tabs.length > 1 ? 'The tabs' : 'The tab'} ${tabs.join(', ')}`;

/**
 * What Undo and Recover write back (rule option J25): the rows the action wrote, as it found them,
 * formulas included; and any other row of those tabs whose plain cells are not what the action left
 * (someone edited it since, or moved rows), its plain cells put back and the formulas it holds now
 * kept: the action read no formulas there, and a formula's value may have moved with the rows the
 * action wrote. A row past the tab's old end is blanked whole. `current`: every tab now (values), and
 * `formulas`: the formulas of those tabs now.
 */
export function restorePlan(snap: Snapshot, current: Map<string, Cell[][]>, formulas: Map<string, string[][]>): Snapshot {
  if (!snap.written) return snap;
  const replaced = { ...snap.replaced };
  const rows = new Map<string, boolean[]>();
  for (const [tab, runs] of Object.entries(snap.written)) {
    const old = snap.replaced[tab];
    if (!old) continue;
    const marked: boolean[] = [];
    for (const [from, to] of runs) for (let i = from; i < to; i++) marked[i] = true;
    const now = current.get(tab) ?? [];
    const f = formulas.get(tab) ?? [];
    const width = Math.max(...old.map((r) => r.length), 1);
    const out = [...old];
    for (let i = 0; i < Math.max(now.length, old.length); i++) {
      if (marked[i]) continue;
      const formula = (j: number) => (i < old.length ? f[i]?.[j] : '');
      let same = true;
      for (let j = 0; j < width && same; j++) same = !!formula(j) || sameCell(now[i]?.[j] ?? '', old[i]?.[j] ?? '');
      if (same) continue;
      marked[i] = true;
      if (i < old.length) out[i] = old[i].map((v, j) => formula(j) || v);
    }
    replaced[tab] = out;
    rows.set(tab, marked);
  }
  return { ...snap, replaced, written: { ...snap.written, ...runsOf(rows) } };
}

/** The text of the Undo tab now (undefined when there is none), to put back if the action fails. */
export function undoPoint(ss: Spreadsheet): string | undefined {
  const rows = readTabs(ss, [UNDO_TAB]).get(UNDO_TAB);
  return rows && rows.map((r) => String(r[0] ?? '')).join('');
}

/** After a failed action, the Undo tab goes back to the previous undo point (or away if there was none). */
export function keptUndo(ss: Spreadsheet, previous: string | undefined, gm: string): { ok: boolean; text: string } {
  try {
    // The Undo tab may have been deleted while the action ran (J81): it is asked of Sheets afresh.
    const gone = tabsGoneMeanwhile(ss);
    const sheet = tabNamed(ss, UNDO_TAB);
    if (previous === undefined) {
      if (sheet) deleteTab(ss, sheet, UNDO_TAB);
      PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
    } else {
      writeUndoTab(ss, previous, gm);
    }
    SpreadsheetApp.flush();
    const still = previous === undefined ? '' : 'Undo last processing still undoes the previous action.';
    return { ok: true, text: `${still} ${remadeWords(gone, [])}`.trim() };
  } catch (e) {
    return { ok: false, text: `The previous undo point could not be kept (${message(e)}).` };
  }
}

/** Puts the tabs back after a failed write: whether that worked, and the plain words that say so. */
export function restored(ss: Spreadsheet, snap: Snapshot, what = 'changed'): { ok: boolean; text: string } {
  let gone: string[] = [];
  try {
    // A tab deleted while the action ran fails every call on it: the tabs are asked of Sheets afresh (J81).
    gone = tabsGoneMeanwhile(ss);
    const remade = restore(ss, snap);
    SpreadsheetApp.flush();
    return { ok: true, text: `Every tab was put back as it was: nothing was ${what}. ${remadeWords(gone, remade)}`.trim() };
  } catch (e) {
    return {
      ok: false,
      text:
        `Putting the tabs back failed too (${message(e)}): some tabs may be half-written. ${remadeWords(gone, [])} ` +
        (what === 'changed' ? '' : 'The hidden Undo tab still holds the snapshot: run Recover to finish undoing.'),
    };
  }
}
