// Undo last processing and Recover an interrupted action: the campaign put back from the Undo tab's
// snapshot (run/undoPoint.ts), every admiral workbook with it, the journal (run/journal.ts) saying
// which action to finish or take back.

import { deleteTab, readFormulas, readTabs, tabsOf } from '../tabs/gateway';
import { parseCampaign } from '../tabs/load';
import { dataWidth } from '../tabs/save';
import { Cell } from '../tabs/tables';
import { allowedAsGm, withLock } from './campaign';
import { listed, message } from '../views/words';
import {
  begin,
  bump,
  confirmed,
  end,
  JournalEntry,
  refusedUntilRecovered,
  requireGrants,
  revision,
  UNDO_DIGEST,
  UNDO_TAB,
  unfinished,
} from '../run/journal';
import { finishAction, refreshDerived, writeWithin } from './continuation';
import { admiralsOf, openBooks, privateMode } from '../books/admirals';
import { booksAfterUndo, Recovering, REMADE_BOOK_TABS, staleBooks } from '../books/bookRecovery';
import { deadline, Deadline, tooLate } from '../run/budget';
import { digest, loadSnapshot, restore, restored, remadeWords, restorePlan, Snapshot, undone, undoText } from '../run/undoPoint';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** What a refusal tells the GM when only Recover can put the campaign back whole. */
export const RECOVER_HINT = 'Run Recover (in the campaign menu) to put the campaign and every admiral workbook back as they were before.';

const UNDO_TITLE = 'Undo last processing';

/** Menu: Undo last processing. */
export function undoAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(ss, (lock) => {
    if (refusedUntilRecovered(UNDO_TITLE)) return;
    const time = deadline();
    const read = revision();
    const sheet = ss.getSheetByName(UNDO_TAB);
    if (!sheet) {
      ui.alert(UNDO_TITLE, 'There is no processing to undo.', ui.ButtonSet.OK);
      return;
    }
    const campaignRows = ss.getSheetByName('Campaign')?.getDataRange().getValues() as Cell[][] | undefined;
    if (!allowedAsGm(ss, campaignRows, UNDO_TITLE)) return;
    requireGrants();
    const text = undoText(sheet);
    const snapshot = loadSnapshot(text);
    if (typeof snapshot === 'string') {
      ui.alert(`${UNDO_TITLE}: nothing was changed`, snapshot, ui.ButtonSet.OK);
      return;
    }
    const question = {
      title: `Undo the ${snapshot.season}?`,
      prompt: `Every tab goes back to how it was before the ${snapshot.season}, orders included.`,
    };
    if (!confirmed(lock, UNDO_TITLE, question, read) || tooLate(time, UNDO_TITLE)) return;
    // Recover finishes an Undo that Google stopped: the Undo tab is its undo point until it is deleted.
    const out = putBack(ss, sheet, snapshot, read + 1, time, () => begin(UNDO_TITLE, read, digest(text)));
    if (out.failed !== undefined) {
      if (!out.written) end();
      ui.alert(`${UNDO_TITLE}${out.written ? ' failed' : ': nothing was changed'}`, out.failed, ui.ButtonSet.OK);
      return;
    }
    // The Orders dropdowns and the rest an action sets last follow the campaign as put back (from the
    // tabs read before writing, undone in memory), as after Recover; a hand-over's follow-up sets them.
    const note =
      out.handed || !out.after || !out.read ? '' : refreshDerived(ss, parseCampaign(out.after).campaign, out.read, out.read.has('Log'));
    if (!out.handed) end();
    ui.alert(
      UNDO_TITLE,
      `The ${snapshot.season} was undone: the campaign is as it was before.` +
        (out.unsynced.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(out.unsynced)}` : '') +
        booksRemadeWords(out) +
        overwrittenWords(out, 'Undo') +
        (out.handed ? `\n\n${out.handed}` : '') +
        note,
      ui.ButtonSet.OK,
    );
  });
}

/**
 * Undo and Recover: every tab of the snapshot put back, the Undo tab deleted, then (private mode) every
 * admiral workbook rewritten. Everything is read before anything is written: every tab as it is now, to
 * put back if this fails half-way, to render the workbooks as undone and to answer the campaign as undone
 * (`after`, for the Orders dropdowns).
 * The workbooks are written for `revisionAfter`, within the deadline (continuation.ts, writeWithin).
 * `beforeWrites` runs just before the first write and answers the action's journal entry. Recover
 * (`recovering`) puts back with the snapshot the GM's Orders tabs of the workbooks whose orders are kept
 * (rule option J3). Answers why it failed (`written`: after writing something it could not take back),
 * the workbooks it could not write, the orders it took back, and the note on a hand-over to a follow-up run.
 */
function putBack(
  ss: Spreadsheet,
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  undoPoint: Snapshot,
  revisionAfter: number,
  time: Deadline,
  beforeWrites: () => JournalEntry,
  recovering?: Recovering,
): BooksPutBack {
  // Every tab, in both modes: the campaign as undone sets the Orders dropdowns (and renders the workbooks).
  const current = readTabs(ss, [...tabsOf(ss).keys()]);
  let books: ReturnType<typeof booksAfterUndo>;
  try {
    books = booksAfterUndo(undone(current, undoPoint), revisionAfter, current, recovering);
  } catch (e) {
    return { failed: message(e), unsynced: [], dropped: [] };
  }
  // The Orders tabs whose orders Recover keeps (J3) are put back whole.
  const written = undoPoint.written && Object.fromEntries(Object.entries(undoPoint.written).filter(([tab]) => !books.kept.has(tab)));
  const tabs = [...new Set([...Object.keys(undoPoint.replaced), ...books.kept.keys(), ...Object.keys(undoPoint.appended)])];
  // Every formula of those tabs now: what this puts back if it fails half-way, and the formulas it keeps (J25).
  const formulas = readFormulas(
    ss,
    tabs.filter((t) => current.has(t)),
  );
  const snapshot = restorePlan(
    { ...undoPoint, replaced: { ...undoPoint.replaced, ...Object.fromEntries(books.kept) }, written },
    current,
    formulas,
  );
  const now: Snapshot = { season: 'undo', replaced: {}, appended: {}, written: snapshot.written };
  for (const [tab, grid] of formulas) {
    const rows = current.get(tab)!.map((r, i) => r.map((v, j) => grid[i]?.[j] || v));
    const width = dataWidth(tab, rows[0] ?? []);
    now.replaced[tab] = rows.map((r) => r.slice(0, width));
  }
  const entry = beforeWrites();
  let remade: string[];
  try {
    remade = restore(ss, snapshot, current);
    deleteTab(ss, sheet, UNDO_TAB);
    SpreadsheetApp.flush();
  } catch (e) {
    const back = restored(ss, now, 'undone');
    return { failed: `${message(e)}\n\n${back.text}`, written: !back.ok, unsynced: [], dropped: [] };
  }
  PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
  return {
    ...writeWithin(time, entry, revisionAfter, books, ordersTabs(current)),
    dropped: books.dropped,
    overwritten: books.overwritten,
    remade,
    after: undone(current, snapshot),
    read: current,
  };
}

/** What Undo and Recover did of the admiral workbooks (putBack, rewriteBooks). */
interface BooksPutBack {
  failed?: string;
  written?: boolean;
  unsynced: string[];
  /** Orders typed in a rewritten workbook, taken back with it (J3). */
  dropped: string[];
  /** Orders typed while Recover rewrote the workbooks, replaced by its rewrite (J4). */
  overwritten?: string[];
  /** Tabs deleted since the action, made again from its undo point (J81). */
  remade?: string[];
  /** Admiral workbooks' tabs deleted while they were written, made again (J82). */
  booksRemade?: string[];
  handed?: string;
  /** Every tab as put back (putBack), and as read before (their headers stand). */
  after?: Map<string, Cell[][]>;
  read?: Map<string, Cell[][]>;
}

/** The GM's Orders tabs among `tabs`: the orders every admiral workbook takes after Undo or Recover. */
function ordersTabs(tabs: Map<string, Cell[][]>): string[] {
  return [...tabs.keys()].filter((t) => t.startsWith('Orders '));
}

/**
 * Menu: Recover. After an action Google stopped half-way (journal.ts), puts the campaign and every
 * admiral workbook back at that action's undo point; an interrupted Undo is finished instead. Runs again
 * safely if it is stopped too.
 */
export function recoverAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const title = 'Recover';
  withLock(ss, () => {
    const time = deadline();
    const entry = unfinished();
    const campaignRows = ss.getSheetByName('Campaign')?.getDataRange().getValues() as Cell[][] | undefined;
    if (!allowedAsGm(ss, campaignRows, title)) return;
    requireGrants();
    // An action that handed over at its time budget is finished, not undone: its GM tabs are written.
    if (entry?.resume) {
      ui.alert(title, finishAction(ss, entry, entry.resume).text, ui.ButtonSet.OK);
      return;
    }
    const everyTab = () => readTabs(ss, [...tabsOf(ss).keys()]);
    if (!entry) {
      // No action left unfinished; but an admiral workbook an earlier action could not write is rewritten.
      const tabs = privateMode(campaignRows) ? everyTab() : undefined;
      const stale = tabs ? staleBooks(openBooks(admiralsOf(tabs.get('Empires'))).books, revision()) : [];
      if (!stale.length) {
        ui.alert(title, 'No action was left unfinished: there is nothing to recover.', ui.ButtonSet.OK);
        return;
      }
      // Journaled as every writing action is: an order typed meanwhile is only marked, so Recover sees the
      // mark before it rewrites that workbook (J4), and a Recover stopped here is recovered in turn.
      const started = begin(title, revision(), '');
      // The action that left them so ended: it read no revision Recover knows of (J3).
      const out = rewriteBooks(ss, tabs!, time, started, { rewroteOrders: () => true });
      if (!out.handed) end();
      if (out.failed !== undefined) {
        ui.alert(`${title} failed: run it again`, out.failed, ui.ButtonSet.OK);
        return;
      }
      bump();
      ui.alert(
        title,
        `The admiral workbooks of ${stale.join(', ')} were behind or ahead of the campaign: ${out.handed ? 'they are' : 'every admiral workbook was'} rewritten from this spreadsheet.` +
          afterRecover(out),
        ui.ButtonSet.OK,
      );
      return;
    }
    const sheet = ss.getSheetByName(UNDO_TAB);
    const text = sheet ? undoText(sheet) : undefined;
    const snapshot = text !== undefined && digest(text) === entry.undo ? loadSnapshot(text, entry.undo) : undefined;
    if (typeof snapshot === 'string') {
      ui.alert(`${title}: nothing was changed`, snapshot, ui.ButtonSet.OK);
      return;
    }
    const undoing = entry.action === UNDO_TITLE;
    // An interrupted Undo puts every workbook's orders back, as Undo does; any other action keeps those it did not rewrite (J3).
    const recovering: Recovering = undoing
      ? { rewroteOrders: () => true, undo: true }
      : { read: entry.revision, rewroteOrders: (tab) => !snapshot || tab in snapshot.replaced };
    // Handed over, the journal names Recover: it is what the follow-up run finishes.
    const handing = { ...entry, action: title };
    let out: BooksPutBack;
    if (snapshot) out = putBack(ss, sheet!, snapshot, revision() + 1, time, () => handing, recovering);
    else {
      // The undo point is not the action's: it never got past saving it, so it wrote no campaign tab
      // (or it is an Undo that had put every tab back). A half-saved Undo tab is no undo point at all.
      if (sheet && digest(text!) !== PropertiesService.getDocumentProperties().getProperty(UNDO_DIGEST)) {
        deleteTab(ss, sheet, UNDO_TAB);
        PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
      }
      out = rewriteBooks(ss, everyTab(), time, handing, recovering);
    }
    if (out.failed !== undefined) {
      ui.alert(`${title} failed: run it again`, out.failed, ui.ButtonSet.OK);
      return;
    }
    // The dropdowns, live checks and the rest an action sets last follow the campaign as put back (read
    // once more, after putBack's flush; Recover is rare); a hand-over sets them when its follow-up
    // finishes (finishAction).
    const note = snapshot && !out.handed ? refreshedFromTabs(ss, everyTab()) : '';
    if (!out.handed) end();
    bump();
    const what = undoing
      ? `${UNDO_TITLE} was interrupted; it is finished now: the campaign is as it was before the processing it undid.`
      : snapshot
        ? `${entry.action} was interrupted half-way; everything it wrote was taken back: the campaign is as it was before it. Run ${entry.action} again.`
        : `${entry.action} was interrupted before it changed any campaign tab: the campaign is as it was before it. Run ${entry.action} again.`;
    const lost = !undoing && snapshot ? ' Undo last processing cannot undo the action before it any more.' : '';
    ui.alert(title, what + lost + afterRecover(out) + note, ui.ButtonSet.OK);
  });
}

/** What every action sets last (refreshDerived), from the campaign tabs as they are now (`tabs`, every one). */
function refreshedFromTabs(ss: Spreadsheet, tabs: Map<string, Cell[][]>): string {
  return refreshDerived(ss, parseCampaign(tabs).campaign, tabs, tabs.has('Log'));
}

/**
 * Recover with no undo point to put back: every admiral workbook rewritten from the GM's tabs as they
 * are (`tabs`, every one), after the Orders tabs of the workbooks whose orders are kept (J3); within the
 * deadline, handing the rest to a follow-up run under `entry`.
 */
function rewriteBooks(
  ss: Spreadsheet,
  tabs: Map<string, Cell[][]>,
  time: Deadline,
  entry: JournalEntry,
  recovering?: Recovering,
): BooksPutBack {
  const read = new Map(tabs);
  const after = revision() + 1;
  const books = booksAfterUndo(tabs, after, undefined, recovering);
  try {
    if (books.kept.size) restore(ss, { season: 'recover', replaced: Object.fromEntries(books.kept), appended: {} }, read);
  } catch (e) {
    return {
      failed: `Writing the GM's Orders tabs failed (${message(e)}), so no admiral workbook was written.`,
      unsynced: [],
      dropped: [],
    };
  }
  return { ...writeWithin(time, entry, after, books, ordersTabs(read)), dropped: books.dropped, overwritten: books.overwritten };
}

/** The orders typed while `by` rewrote the admiral workbooks that its rewrite replaced (J4), for the GM. */
function overwrittenWords(out: BooksPutBack, by: string): string {
  return out.overwritten?.length
    ? `\n\nThese orders were typed while ${by} was rewriting the admiral workbooks, and its rewrite replaced them. ` +
        `Tell each admiral to type them again:\n${listed(out.overwritten)}`
    : '';
}

/** What Recover tells the GM beyond what it did: the workbooks it could not write, the orders it took back (J3), and a hand-over. */
function afterRecover(out: BooksPutBack): string {
  return (
    (out.unsynced.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(out.unsynced)}` : '') +
    booksRemadeWords(out) +
    (out.dropped.length
      ? '\n\nThese orders were typed in admiral workbooks after the interrupted action had rewritten them for the turn now ' +
        `taken back, so they were taken back too. Tell each admiral to type them again if still wanted:\n${listed(out.dropped)}`
      : '') +
    overwrittenWords(out, 'Recover') +
    (out.handed ? `\n\n${out.handed}` : '') +
    (out.remade?.length ? `\n\n${remadeWords([], out.remade)}` : '')
  );
}

/** J82: the admiral workbooks' tabs a person deleted while they were written, made again. */
function booksRemadeWords(out: BooksPutBack): string {
  return out.booksRemade?.length ? `\n\n${REMADE_BOOK_TABS}\n${listed(out.booksRemade)}` : '';
}
