// Actions that outgrow one execution (issue 19 item 3): past its time budget (budget.ts) an action that
// has written the GM's tabs hands the rest of its admiral workbooks to a follow-up run — a one-off
// time-driven trigger, or the GM's click on Recover — which finishes it exactly once (journal.ts, Resume).
// Also what every action sets last (refreshDerived), which a follow-up run sets when it finishes.

import { Campaign } from '../../engine/core/model';
import { key, sameName } from '../../engine/core/ids';
import { readTabs, tabNamed } from '../tabs/gateway';
import { campaignTabNames, parseCampaign } from '../tabs/load';
import { Cell } from '../tabs/tables';
import { listed } from '../views/words';
import { carryOn, end, JournalEntry, noteForGm, progress, Resume, UNDO_TAB, unfinished } from '../run/journal';
import { filterWholeTab } from '../tabs/workbook';
import { refreshOrderLists } from '../views/orderLists';
import { refreshRulingChoices } from '../views/rulings';
import { fitOrderChecks } from '../views/orderChecks';
import { message } from '../views/words';
import { admiralsOf, mirrorOrders, OpenBook, openBooks, renderBooks, writeBooks, WriteWatch } from '../books/admirals';
import { BooksWritten, keepTyped, ordersDigest, REMADE_BOOK_TABS, remaker, watchTyping } from '../books/bookRecovery';
import { ensureStandingsChart, STANDINGS_TAB } from '../tabs/standings';
import type { Finished } from '../books/mail';
import { deadline, Deadline, dropFollowUps, followUp, handedOver, SAFETY_NET_MS } from '../run/budget';
import { loadSnapshot, undoText } from '../run/undoPoint';
import {
  admiralMails,
  KEPT_FOR_ADMIRAL,
  mailGm,
  OVERWRITTEN_FOR_ADMIRAL,
  reportsAfter,
  sendMails,
  stopFollowUps,
  withNamed,
  workbookLinks,
} from '../books/mail';
import { beforeAction, checkAfterAction, editMarks } from '../books/liveCheck';
import { finishSetup, SETUP } from '../books/bookSetup';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * What an action sets last, from the campaign as written and the GM's tabs (their headers): the
 * Orders dropdowns, the Rulings choices, the Order checks' size, the Standings chart and (`log`: the
 * Log was written) the Log's filter. Answers a note for the GM when it failed.
 */
export function refreshDerived(ss: Spreadsheet, campaign: Campaign, tabs: Map<string, Cell[][]>, log: boolean): string {
  try {
    refreshOrderLists(ss, campaign, tabs, true);
    refreshRulingChoices(ss, campaign, tabs.get('Rulings')?.[0]);
    fitOrderChecks(ss);
    const standings = tabNamed(ss, STANDINGS_TAB);
    if (standings) ensureStandingsChart(standings, campaign.empires.length);
    const sheet = tabNamed(ss, 'Log');
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
 * undone (`orders`). Answers the workbooks that could not be written, those a tab of which was made
 * again (J82), and the GM's note on the hand-over: '' when every workbook is written (then the caller
 * ends the journal).
 */
export function writeWithin(
  time: Deadline,
  entry: JournalEntry,
  after: number,
  books: { write(fits?: () => boolean): BooksWritten },
  orders: string[],
): { unsynced: string[]; handed: string; booksRemade: string[] } {
  const out = books.write(time.fits);
  const said = { unsynced: out.problems, booksRemade: out.remade ?? [] };
  if (out.written.length >= out.of) return { ...said, handed: '' };
  const resume: Resume = { written: out.written, of: out.of, checked: true, orders, log: false };
  carryOn({ ...entry, revision: after - 1 }, resume);
  return { ...said, handed: handedOver(entry.action, resume, followUp()) };
}

/**
 * Finishes an action that handed over at its time budget (journal.ts, Resume): writes the admiral
 * workbooks not yet written as the action would have (each from the GM's tabs as the action wrote them,
 * and the orders in the workbook where the action left the GM's Orders tab alone), within a budget of
 * its own, handing over again past it; then what the action sets last (refreshDerived), and ends the
 * journal. An order typed in a workbook since the action read it is kept (keepTyped) and named. Each
 * admiral is e-mailed once their workbook holds the new season. A run stopped anywhere is run again
 * safely: a workbook is written from its record (blocks.ts). When it cannot finish, it says why in the
 * journal and arms no follow-up (stopFollowUps).
 */
export function finishAction(ss: Spreadsheet, entry: JournalEntry, r: Resume): Finished {
  if (entry.action === SETUP) return finishSetup(ss, entry, r);
  const time = deadline();
  // The safety net, should Google stop this run too: due only once this run is over (budget.ts).
  const net = followUp(SAFETY_NET_MS);
  // The workbooks' edit marks before this run reads them: each is compared again right before its
  // workbook is written, as Process Season's own run does (rule options J1, J30).
  const marks = editMarks();
  const tabs = readTabs(ss, campaignTabNames(ss));
  const admirals = admiralsOf(tabs.get('Empires')).filter((a) => !r.written.some((w) => sameName(w, a.empire)));
  const { books, problems } = openBooks(admirals);
  mirrorOrders(
    tabs,
    books.filter((b) => !r.orders.includes(`Orders ${b.admiral.empire}`)),
  );
  const read = ordersRead(ss, entry);
  const kept = keptOrders(r, tabs, books, read);
  const { campaign, problems: broken } = parseCampaign(tabs);
  if (broken.length)
    return {
      text: stopFollowUps(entry, r, tabs, `the campaign has problems: fix these first, then run Recover:\n\n${listed(broken)}`),
      tell: false,
    };
  const after = renderBooks(campaign, tabs, admirals, r.checked, entry.revision + 1);
  const typing = watchTyping(
    marks,
    tabs,
    (tab) => read(tab) ?? [],
    (b) => renderBooks(campaign, tabs, [b.admiral], r.checked, entry.revision + 1).get(key(b.admiral.empire)),
  );
  // J82: a workbook's tab a person deletes between the action's run and this one is made again here.
  const remade: string[] = [];
  const watch: WriteWatch = { ...typing, remade: remaker(campaign, remade) };
  let left: OpenBook[];
  try {
    left = writeBooks(books, after, new Map(), time.fits, watch);
  } catch (e) {
    return { text: stopFollowUps(entry, r, tabs, `${message(e)}. Run Recover to try again.`), tell: false };
  }
  const done = books.filter((b) => after.has(key(b.admiral.empire)) && !left.includes(b)).map((b) => b.admiral.empire);
  const now: Resume = { ...r, written: [...r.written, ...done] };
  kept.push(...typing.kept);
  const mailed = r.mail ? `\n\n${seasonMails(campaign, tabs, done, kept, typing.overwritten)}` : '';
  const typed =
    (kept.length
      ? `\n\nThese orders were typed while ${entry.action} was handing over; they are kept in the new orders:\n${listed(kept)}`
      : '') +
    (typing.overwritten.length
      ? `\n\nThese admiral workbooks were edited while ${entry.action} wrote them; what was typed there may be lost:\n${listed(typing.overwritten)}`
      : '') +
    (remade.length ? `\n\n${REMADE_BOOK_TABS}\n${listed(remade)}` : '');
  if (left.length) {
    const later = followUp();
    carryOn(entry, now);
    return { text: handedOver(entry.action, now, later || net) + typed + mailed, tell: typed !== '' };
  }
  const note = refreshDerived(ss, campaign, tabs, r.log);
  end();
  dropFollowUps();
  const unsynced = problems.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(problems)}` : '';
  const text = `${entry.action} is finished: ${progress(now)}.${unsynced}${typed}${mailed}${note}`;
  return {
    text,
    mail:
      unsynced || remade.length
        ? () => mailGm(tabs.get('Campaign'), `${entry.action}: admiral workbooks ${unsynced ? 'not updated' : 'repaired'}`, text)
        : undefined,
    tell: !!(unsynced || typed || note) || mailed.includes('not e-mailed'),
  };
}

/**
 * The orders typed in the workbooks still to write since the action read them (Resume.seen; in a
 * workbook whose orders the action emptied), kept in `tabs` (keepTyped) against the orders the action
 * read, from its undo point. The Undo tab is read only when a workbook's orders changed.
 */
function keptOrders(r: Resume, tabs: Map<string, Cell[][]>, books: OpenBook[], read: (tab: string) => Cell[][] | undefined): string[] {
  const moved = books.filter((b) => r.orders.includes(`Orders ${b.admiral.empire}`) && r.seen?.[key(b.admiral.empire)] !== ordersDigest(b));
  return moved.flatMap((b) => {
    const was = read(`Orders ${b.admiral.empire}`);
    return was ? keepTyped(tabs, b, was) : [];
  });
}

/** Each of the GM's Orders tabs as the action read them (its undo point): the Undo tab is read once, when first asked. */
function ordersRead(ss: Spreadsheet, entry: JournalEntry): (tab: string) => Cell[][] | undefined {
  let snapshot: ReturnType<typeof loadSnapshot> | null | undefined;
  return (tab) => {
    if (snapshot === undefined) {
      const sheet = tabNamed(ss, UNDO_TAB);
      snapshot = sheet ? loadSnapshot(undoText(sheet), entry.undo) : null;
    }
    return snapshot && typeof snapshot !== 'string' ? (snapshot.replaced[tab] ?? []) : undefined;
  };
}

/** Each admiral whose workbook now holds the new season gets its mail; those with orders kept are told which. */
function seasonMails(c: Campaign, tabs: Map<string, Cell[][]>, written: string[], kept: string[], overwritten: string[]): string {
  const { mails, skipped } = admiralMails(
    c,
    c.settings.lastProcessed,
    reportsAfter(tabs, [], new Map(written.map((w) => [key(w), true]))),
    workbookLinks(tabs.get('Empires')),
  );
  return sendMails(withNamed(withNamed(mails, kept, KEPT_FOR_ADMIRAL), overwritten, OVERWRITTEN_FOR_ADMIRAL), skipped);
}

/** Follow-up runs in a row that may end without writing a workbook before the chain stops (rule option J33). */
const BARREN_RUNS = 3;

/**
 * Counts this follow-up run in the journal before it writes anything: a run Google ends before it
 * writes a workbook (its 6 minutes) leaves the count, and the safety net's run finds it (rule option J33).
 */
function counted(entry: JournalEntry, r: Resume): Resume {
  const runs = r.barren?.written === r.written.length ? r.barren.runs + 1 : 1;
  const now = { ...r, barren: { written: r.written.length, runs } };
  carryOn(entry, now);
  return now;
}

/**
 * The follow-up trigger's run (src/main.ts): finishes a handed-over action, or does nothing when there
 * is none (Recover finished it) or it stopped (its reason waits for the GM's next click). When another
 * execution holds the lock (Recover finishing it, or any action) it arms the safety net again, so the
 * chain never breaks. A bound script's time-driven run has the spreadsheet and its document lock
 * (LockService.getDocumentLock is null only outside a containing document,
 * developers.google.com/apps-script/reference/lock/lock-service), but no Ui: what the GM must hear waits
 * for the next click (journal.ts, noteForGm).
 */
export function followUpAction(): void {
  const started = Date.now();
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(10000)) {
    const entry = unfinished();
    if (entry?.resume && !entry.resume.stopped) followUp(SAFETY_NET_MS);
    return;
  }
  beforeAction();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  try {
    const entry = unfinished();
    if (!entry?.resume) dropFollowUps();
    else if (!entry.resume.stopped) {
      const r = counted(entry, entry.resume);
      const out =
        r.barren!.runs > BARREN_RUNS
          ? {
              text: stopFollowUps(
                entry,
                r,
                readTabs(ss, ['Campaign']),
                `${BARREN_RUNS} follow-up runs in a row ended before writing one admiral workbook (Google ends a run after 6 minutes). Run Recover to finish it from your click.`,
              ),
              tell: false,
            }
          : finishAction(ss, entry, r);
      if (out.tell) noteForGm(out.text);
      // No one sees a time-driven run: a workbook it could not update is mailed to the GM too (issue 31, item 2).
      out.mail?.();
    }
  } finally {
    // "call SpreadsheetApp.flush() before releasing the lock" (developers.google.com/apps-script/reference/lock/lock#releaseLock()).
    SpreadsheetApp.flush();
    lock.releaseLock();
  }
  checkAfterAction(started, ss);
}
