// Actions that outgrow one execution (issue 19 item 3): past its time budget (budget.ts) an action that
// has written the GM's tabs hands the rest of its admiral workbooks to a follow-up run — a one-off
// time-driven trigger, or the GM's click on Recover — which finishes it exactly once (journal.ts, Resume).
// Also what every action sets last (refreshDerived), which a follow-up run sets when it finishes.

import { Campaign } from '../../engine/core/model';
import { key, sameName } from '../../engine/core/ids';
import { readTabs } from '../tabs/gateway';
import { campaignTabNames, parseCampaign } from '../tabs/load';
import { Cell } from '../tabs/tables';
import { listed } from '../views/words';
import { carryOn, end, JournalEntry, progress, Resume, unfinished } from '../run/journal';
import { filterWholeTab } from '../tabs/workbook';
import { refreshOrderLists } from '../views/orderLists';
import { refreshRulingChoices } from '../views/rulings';
import { fitOrderChecks } from '../views/orderChecks';
import { message } from '../views/words';
import { admiralsOf, mirrorOrders, OpenBook, openBooks, renderBooks, writeBooks } from '../books/admirals';
import type { BooksWritten } from '../books/bookRecovery';
import { ensureStandingsChart, STANDINGS_TAB } from '../tabs/standings';
import { deadline, Deadline, dropFollowUps, followUp, handedOver } from '../run/budget';
import { finishSetup, SETUP } from '../books/bookSetup';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * What an action sets last, from the campaign as written and the GM's tabs (their headers): the
 * Orders dropdowns, the Rulings choices, the Order checks' size, the Standings chart and (`log`: the
 * Log was written) the Log's filter. Answers a note for the GM when it failed.
 */
export function refreshDerived(ss: Spreadsheet, campaign: Campaign, tabs: Map<string, Cell[][]>, log: boolean): string {
  try {
    refreshOrderLists(ss, campaign, tabs);
    refreshRulingChoices(ss, campaign, tabs.get('Rulings')?.[0]);
    fitOrderChecks(ss);
    const standings = ss.getSheetByName(STANDINGS_TAB);
    if (standings) ensureStandingsChart(standings, campaign.empires.length);
    const sheet = ss.getSheetByName('Log');
    if (sheet && log) filterWholeTab(sheet, tabs.get('Log')?.[0]?.length ?? 1);
    SpreadsheetApp.flush();
    return '';
  } catch (e) {
    return `\n\nEverything above was written, but the Orders dropdowns and live checks, the Standings chart or the Log filter could not be updated (${message(e)}): run Refresh protections.`;
  }
}

/**
 * Undo's and Recover's admiral workbooks (bookRecovery.ts, booksAfterUndo), written for campaign revision
 * `after` while the deadline allows; past it, `entry` records in the journal where they stand, and a
 * follow-up run (finishAction) writes the others, each with its orders from the GM's Orders tab as
 * undone (`orders`). Answers the workbooks that could not be written, and the GM's note on the
 * hand-over: '' when every workbook is written (then the caller ends the journal).
 */
export function writeWithin(
  time: Deadline,
  entry: JournalEntry,
  after: number,
  books: { write(fits?: () => boolean): BooksWritten },
  orders: string[],
): { unsynced: string[]; handed: string } {
  const out = books.write(time.fits);
  if (out.written.length >= out.of) return { unsynced: out.problems, handed: '' };
  const resume: Resume = { written: out.written, of: out.of, checked: true, orders, log: false };
  carryOn({ ...entry, revision: after - 1 }, resume);
  return { unsynced: out.problems, handed: handedOver(entry.action, resume, followUp()) };
}

/**
 * Finishes an action that handed over at its time budget (journal.ts, Resume): writes the admiral
 * workbooks not yet written as the action would have (each from the GM's tabs as the action wrote them,
 * and the orders in the workbook where the action left the GM's Orders tab alone), within a budget of
 * its own, handing over again past it; then what the action sets last (refreshDerived), and ends the
 * journal. A run stopped anywhere is run again safely: a workbook is written from its record (blocks.ts).
 */
export function finishAction(ss: Spreadsheet, entry: JournalEntry, r: Resume): string {
  if (entry.action === SETUP) return finishSetup(ss, entry, r);
  const time = deadline();
  // The next follow-up is scheduled first: if Google stops this run too, that one carries on.
  const later = followUp();
  const tabs = readTabs(ss, campaignTabNames(ss));
  const admirals = admiralsOf(tabs.get('Empires')).filter((a) => !r.written.some((w) => sameName(w, a.empire)));
  const { books, problems } = openBooks(admirals);
  mirrorOrders(
    tabs,
    books.filter((b) => !r.orders.includes(`Orders ${b.admiral.empire}`)),
  );
  const { campaign, problems: broken } = parseCampaign(tabs);
  if (broken.length) return `${entry.action} cannot be finished: fix these first, then run Recover:\n\n${listed(broken)}`;
  const after = renderBooks(campaign, tabs, admirals, r.checked, entry.revision + 1);
  let left: OpenBook[];
  try {
    left = writeBooks(books, after, new Map(), time.fits);
  } catch (e) {
    return `${entry.action} is not finished: ${message(e)}. Run Recover to try again.`;
  }
  const now: Resume = {
    ...r,
    written: [...r.written, ...books.filter((b) => after.has(key(b.admiral.empire)) && !left.includes(b)).map((b) => b.admiral.empire)],
  };
  if (left.length) {
    carryOn(entry, now);
    return handedOver(entry.action, now, later);
  }
  const note = refreshDerived(ss, campaign, tabs, r.log);
  end();
  dropFollowUps();
  return (
    `${entry.action} is finished: ${progress(now)}.` +
    (problems.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(problems)}` : '') +
    note
  );
}

/**
 * The follow-up trigger's run (src/main.ts): finishes a handed-over action, or does nothing when there
 * is none (Recover finished it) or another execution holds the lock (Recover finishing it now). A bound
 * script's time-driven run has the spreadsheet and its document lock (LockService.getDocumentLock is null
 * only outside a containing document, developers.google.com/apps-script/reference/lock/lock-service),
 * but no Ui: the GM sees a toast, and the journal's message on the next click.
 */
export function followUpAction(): void {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(10000)) return;
  try {
    const entry = unfinished();
    if (!entry?.resume) {
      dropFollowUps();
      return;
    }
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    ss.toast(finishAction(ss, entry, entry.resume), entry.action, -1);
  } finally {
    lock.releaseLock();
  }
}
