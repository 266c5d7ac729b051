// Check orders, Process Season and Undo last processing: read every tab once, let the engine decide,
// write each changed tab once. Processing holds the document lock, refuses when the phase is wrong
// or the season was processed, writes nothing when anything fails, and keeps a snapshot for undo.

import { gameOf } from '../engine/games';
import { carriedOut } from '../engine/core/plotting';
import { Campaign } from '../engine/core/model';
import { seededDice } from '../engine/core/dice';
import { stamp } from '../engine/core/calendar';
import { key, sameName } from '../engine/core/ids';
import { TABS } from '../../sheets-templates/schema';
import { deleteTab, ensureSize, insertTab, readFormulas, readTabs, tabsOf, writeTab } from './gateway';
import { extraTabs, loadCampaign, parseCampaign } from './load';
import { changeWrites, dataWidth, headerOf, TabWrite } from './save';
import { applyRulingsStep, autoResolveStep, processSeasonStep, resolveBattlesStep, Step, updateBattlesStep } from './steps';
import { Cell } from './tables';
import { allowedAsGm, listed, withLock } from './actions';
import {
  begin,
  bump,
  changedMeanwhile,
  carryOn,
  confirmed,
  end,
  JournalEntry,
  progress,
  refusedUntilRecovered,
  requireGrants,
  Resume,
  revision,
  UNDO_DIGEST,
  UNDO_TAB,
  unfinished,
} from './journal';
import { battleCardsHtml } from '../ui/battleCards';
import { filterWholeTab } from './workbook';
import { refreshOrderLists } from './orderLists';
import { refreshRulingChoices } from './rulings';
import { fitOrderChecks } from './orderChecks';
import { protectGmOnly } from './protection';
import {
  admiralsOf,
  afterWrites,
  booksAfterUndo,
  changedBooks,
  mirrorOrders,
  OpenBook,
  openBooks,
  privateMode,
  renderBooks,
  staleBooks,
  stuckBooks,
  writeBooks,
} from './admirals';
import { findTab } from '../../sheets-templates/schema';
import { namesOf, notReady } from '../engine/core/readiness';
import { ensureStandingsChart, STANDINGS_TAB } from './standings';
import { writeReadyColumn } from './readiness';
import { admiralMails, reportsAfter, sendMails, workbookLinks } from './mail';
import { deadline } from './budget';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Sheets holds at most 50,000 characters in a cell. */
const CHUNK = 45000;
const TITLE = 'Process Season';
/** Lines of an auto-resolve's combat account shown in the dialog (the Log keeps every roll). */
const MAX_DETAILS = 40;

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
  const present = [...tabsOf(ss).keys()];
  return [...fixed, ...extraTabs(present), ...present.filter((n) => n.startsWith('Orders ') || n.startsWith('Report '))];
}

/** Menu: Check orders. The same validator as processing; changes nothing. */
export function checkOrdersAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  if (refusedUntilRecovered('Check orders')) return;
  const tabs = readTabs(
    ss,
    campaignTabNames(ss).filter((n) => !n.startsWith('Report ')),
  );
  // Private workbooks: the orders are the ones in each admiral's workbook.
  const { books, problems: unreachable } = openBooks(privateMode(tabs.get('Campaign')) ? admiralsOf(tabs.get('Empires')) : []);
  mirrorOrders(tabs, books);
  const { campaign, problems } = parseCampaign(tabs);
  if (problems.length || unreachable.length) {
    ui.alert('Check orders: fix the workbook first', listed([...unreachable, ...problems]), ui.ButtonSet.OK);
    return;
  }
  const game = gameOf(campaign);
  const over = typeof game === 'string' ? game : game.over(campaign);
  if (typeof game === 'string' || over) {
    ui.alert('Check orders', over ?? '', ui.ButtonSet.OK);
    return;
  }
  const results = game.check(campaign);
  const lines: string[] = [];
  let ok = 0;
  for (const e of campaign.empires) {
    for (const r of results.get(key(e.id)) ?? []) {
      if (carriedOut(r)) ok++;
      else lines.push(`Orders ${e.id} row ${r.row}: ${r.text}`);
    }
  }
  const waiting = notReady(campaign);
  withLock(() => writeReadyColumn(ss, tabs.get('Empires'), campaign));
  const head =
    `${stamp(campaign.settings.year, campaign.settings.season)}: ${ok} orders are legal as things stand, ${lines.length} would be rejected. ` +
    (waiting.length ? `Not marked Ready: ${namesOf(waiting)}.` : 'Every admiral has marked their orders Ready.');
  ui.alert('Check orders', lines.length ? `${head}\n\n${listed(lines)}` : head, ui.ButtonSet.OK);
}

/** An error as one plain sentence for the GM (never a stack trace). */
function plain(e: unknown): string {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(e);
}

/**
 * The shape of every action that changes the campaign: lock, read each tab once, refuse on any
 * workbook problem, let the engine decide with nothing written yet, snapshot for undo, then write
 * each changed tab once and flush — restoring the snapshot if any write fails. A question lets go of
 * the lock (journal.ts, confirmed). Just before the first write, every tab the action writes and the
 * orders it read (in private mode, each admiral workbook's) are read again: an admiral or the GM may
 * have typed meanwhile, and then nothing is written. The journal records the action from its first
 * write to its last, so that one Google stopped half-way is recovered, never run on.
 */
function campaignAction(title: string, plan: (campaign: Campaign) => Step): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock((lock) => {
    if (refusedUntilRecovered(title)) return;
    // From the click: the question's wait is counted too, as the execution runs on while it is open.
    const time = deadline();
    ss.toast('Reading the campaign…', title);
    const read = revision();
    const names = campaignTabNames(ss);
    const first = readTabs(ss, names);
    if (!allowedAsGm(ss, first.get('Campaign'), title)) return;
    requireGrants();
    // Private workbooks: each admiral's orders come from their own workbook, and every workbook is written back.
    const admirals = privateMode(first.get('Campaign')) ? admiralsOf(first.get('Empires')) : [];
    const { books, problems: unreachable } = openBooks(admirals);
    if (unreachable.length) {
      ui.alert(`${title}: nothing was changed anywhere`, `Fix the admiral workbooks first:\n\n${listed(unreachable)}`, ui.ButtonSet.OK);
      return;
    }
    const stale = staleBooks(books, read);
    if (stale.length) {
      ui.alert(
        `${title}: nothing was changed anywhere`,
        `The admiral workbooks of ${stale.join(', ')} were not written for the campaign as it is now (an earlier action could not update them), so their orders cannot be trusted. Run Recover: it rewrites them from this spreadsheet.`,
        ui.ButtonSet.OK,
      );
      return;
    }
    mirrorOrders(first, books);
    const { campaign, problems } = parseCampaign(first);
    if (problems.length) {
      ui.alert(`${title}: nothing was changed`, `Fix these first:\n\n${listed(problems)}`, ui.ButtonSet.OK);
      return;
    }
    const booksBefore = renderBooks(campaign, first, admirals, true, read);
    const game = gameOf(campaign);
    const step = (typeof game === 'string' ? game : game.over(campaign)) ?? plan(campaign);
    if (typeof step === 'string') {
      ui.alert(`${title}: nothing was changed`, step, ui.ButtonSet.OK);
      return;
    }
    if (step.confirm && !confirmed(lock, title, step.confirm, read)) return;
    ss.toast('Adjudicating…', title);
    let done: ReturnType<typeof step.run>;
    let original: Map<string, Cell[][]>;
    let writes: TabWrite[];
    let summary: string;
    let booksAfter: ReturnType<typeof renderBooks>;
    try {
      done = step.run();
      // The GM's own formulas are written back as formulas, not as the values they showed.
      original = withFormulas(ss, first, changeWrites(first, done.change));
      writes = changeWrites(original, done.change);
      summary = done.details.length ? `${done.summary}\n\n${done.details.slice(0, MAX_DETAILS).join('\n')}` : done.summary;
      // After processing the order rows are emptied: nothing is left to check beside them.
      booksAfter = renderBooks(done.change.campaign, afterWrites(original, writes), admirals, !done.change.orders, read + 1);
    } catch (e) {
      ui.alert(`${title}: nothing was changed`, plain(e), ui.ButtonSet.OK);
      return;
    }
    const moved = changedSince(ss, first, writes, admirals.length ? books : undefined);
    if (moved.length) {
      ui.alert(`${title}: nothing was changed`, changedMeanwhile(title, moved, step.confirm !== undefined), ui.ButtonSet.OK);
      return;
    }
    ss.toast('Writing the results…', title);
    const snapshot = snapshotOf(step.label, original, writes);
    const text = snapshotText(snapshot);
    const gm = campaign.settings.gmEmail;
    const previousUndo = undoPoint(ss);
    const entry = begin(title, read, digest(text));
    try {
      writeUndoTab(ss, text, gm);
      SpreadsheetApp.flush();
    } catch (e) {
      const kept = keptUndo(ss, previousUndo, gm);
      if (kept.ok) end();
      ui.alert(
        `${title}: nothing was changed`,
        `The undo snapshot could not be saved (${plain(e)}), so no campaign tab was written. ${kept.text}${kept.ok ? '' : ` ${RECOVER_HINT}`}`.trim(),
        ui.ButtonSet.OK,
      );
      return;
    }
    let booksTouched = false;
    let left: OpenBook[] = [];
    try {
      applyWrites(ss, original, writes);
      booksTouched = true;
      left = writeBooks(books, booksAfter, booksBefore, time.fits);
      SpreadsheetApp.flush();
    } catch (e) {
      const back = restored(ss, snapshot);
      // A workbook writeBooks could not put back, or any after a failed flush: Recover rewrites every one.
      const stuck = booksTouched && books.length > 0 && stuckBooks(e)?.length !== 0;
      const kept = back.ok && !stuck ? keptUndo(ss, previousUndo, gm) : undefined;
      if (kept?.ok) end();
      const what = books.length && !stuck ? 'the campaign and every admiral workbook were restored' : 'the campaign was restored';
      ui.alert(
        `${title} failed while writing${back.ok ? `: ${what}` : ''}`,
        `${plain(e)}\n\n${back.text}${kept ? ` ${kept.text}` : ''}${kept?.ok ? '' : `\n\n${RECOVER_HINT}`}`.trim(),
        ui.ButtonSet.OK,
      );
      return;
    }
    const mail = () => {
      if (!done.mail || !done.change.campaign.settings.mailAdmirals) return '';
      const c = done.change.campaign;
      const { mails, skipped } = admiralMails(
        c,
        c.settings.lastProcessed,
        reportsAfter(original, writes, done.change.reports),
        workbookLinks(original.get('Empires')),
      );
      return `\n\n${sendMails(mails, skipped)}`;
    };
    if (left.length) {
      // Past the time budget: every GM tab is written, so the action goes on, never back (finishAction).
      const written = books.filter((b) => booksAfter.has(key(b.admiral.empire)) && !left.includes(b)).map((b) => b.admiral.empire);
      const resume: Resume = {
        written,
        of: written.length + left.filter((b) => booksAfter.has(key(b.admiral.empire))).length,
        checked: !done.change.orders,
        orders: writes.map((w) => w.tab).filter((t) => t.startsWith('Orders ')),
        log: writes.some((w) => w.tab === 'Log'),
      };
      carryOn(entry, resume);
      const later = followUp();
      ui.alert(title, `${summary}${mail()}\n\n${handedOver(title, resume, later)}`, ui.ButtonSet.OK);
      return;
    }
    const note = refreshDerived(
      ss,
      done.change.campaign,
      original,
      writes.some((w) => w.tab === 'Log'),
    );
    end();
    summary += mail();
    ss.toast('Done.', title);
    ui.alert(title, summary + note, ui.ButtonSet.OK);
  });
}

/**
 * What an action sets last, from the campaign as written and the GM's tabs (their headers): the
 * Orders dropdowns, the Rulings choices, the Order checks' size, the Standings chart and (`log`: the
 * Log was written) the Log's filter. Answers a note for the GM when it failed.
 */
function refreshDerived(ss: Spreadsheet, campaign: Campaign, tabs: Map<string, Cell[][]>, log: boolean): string {
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
    return `\n\nEverything above was written, but the Orders dropdowns and live checks, the Standings chart or the Log filter could not be updated (${plain(e)}): run Refresh protections.`;
  }
}

/** The handler of the follow-up trigger (src/main.ts). */
export const FOLLOW_UP = 'finishInterruptedAction';
/** The follow-up runs a minute after an action handed over (ClockTriggerBuilder.after: "the minimum duration"). */
const FOLLOW_UP_MS = 60 * 1000;

/**
 * Makes the one-off trigger that finishes a handed-over action: ScriptApp.newTrigger(fn).timeBased()
 * .after(ms).create() runs `fn` once, at least `ms` later
 * (developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)), as the
 * user who made it. Any earlier one is deleted first (a spent one-off trigger is not documented to go
 * away by itself). Answers a note for the GM when none could be made (e.g. 20 triggers per user per
 * script, developers.google.com/apps-script/guides/services/quotas).
 */
function followUp(): string {
  try {
    dropFollowUps();
    ScriptApp.newTrigger(FOLLOW_UP).timeBased().after(FOLLOW_UP_MS).create();
    return '';
  } catch (e) {
    return `No follow-up run could be scheduled (${plain(e)}): run Recover to finish it.`;
  }
}

function dropFollowUps(): void {
  for (const t of ScriptApp.getProjectTriggers()) if (t.getHandlerFunction() === FOLLOW_UP) ScriptApp.deleteTrigger(t);
}

/** What the GM is told when an action hands the rest of its admiral workbooks to a follow-up run. */
function handedOver(title: string, r: Resume, later: string): string {
  return (
    `${title} took longer than one run may, so ${progress(r)}: ` +
    (later || 'a follow-up run writes the others within minutes (or run Recover to finish it now).') +
    ' Until then every other action waits.'
  );
}

/**
 * Finishes an action that handed over at its time budget (journal.ts, Resume): writes the admiral
 * workbooks not yet written as the action would have (each from the GM's tabs as the action wrote them,
 * and the orders in the workbook where the action left the GM's Orders tab alone), within a budget of
 * its own, handing over again past it; then what the action sets last (refreshDerived), and ends the
 * journal. A run stopped anywhere is run again safely: a workbook is written from its record (blocks.ts).
 */
function finishAction(ss: Spreadsheet, entry: JournalEntry, r: Resume): string {
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
    return `${entry.action} is not finished: ${plain(e)}. Run Recover to try again.`;
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

/** What to do when an action could not put everything back itself. */
const RECOVER_HINT = 'Run Recover (in the campaign menu) to put the campaign and every admiral workbook back as they were before.';

/**
 * What changed since the action read it: each tab it is about to write, and the orders it read (the
 * Orders tabs, or in private mode each admiral workbook's). Data columns only: computed ones may be
 * recalculating. One more read of each, before anything is written.
 */
function changedSince(ss: Spreadsheet, first: Map<string, Cell[][]>, writes: TabWrite[], books?: OpenBook[]): string[] {
  const orders = books ? [] : [...first.keys()].filter((n) => n.startsWith('Orders '));
  // In private mode the GM's Orders tabs hold the orders mirrored from the workbooks, compared there.
  const tabs = [...new Set([...writes.map((w) => w.tab), ...orders])].filter((t) => !(books && t.startsWith('Orders ')));
  const now = readTabs(ss, tabs);
  const data = (tab: string, rows: Cell[][] | undefined) =>
    JSON.stringify((rows ?? []).map((r) => r.slice(0, dataWidth(tab, rows?.[0] ?? []))));
  return [...tabs.filter((t) => data(t, first.get(t)) !== data(t, now.get(t))), ...(books ? changedBooks(books) : [])];
}

/** Tab values with each formula cell of the replaced tabs written as its formula. */
function withFormulas(ss: Spreadsheet, values: Map<string, Cell[][]>, writes: TabWrite[]): Map<string, Cell[][]> {
  const formulas = readFormulas(
    ss,
    writes.filter((w) => w.mode === 'replace').map((w) => w.tab),
  );
  const out = new Map(values);
  for (const [tab, grid] of formulas) {
    if (!grid.some((r) => r.some((f) => f))) continue;
    out.set(
      tab,
      (values.get(tab) ?? []).map((r, i) => r.map((v, j) => grid[i]?.[j] || v)),
    );
  }
  return out;
}

/** Menu: Process Season. */
export function processSeasonAction(): void {
  campaignAction(TITLE, (campaign) => processSeasonStep(campaign, seededDice, () => Utilities.getUuid().slice(0, 8)));
}

/** Menu: Auto-resolve battles (VBAM statistical combat) for the battles marked Auto. */
export function autoResolveAction(): void {
  campaignAction('Auto-resolve battles', (campaign) => autoResolveStep(campaign, seededDice));
}

/** Menu: Update battles: after the GM changed who fights a pending battle, or pooled fleets at an FRD. */
export function updateBattlesAction(): void {
  campaignAction('Update battles', updateBattlesStep);
}

/** Menu: Resolve battles: apply the entered results. */
export function resolveBattlesAction(): void {
  campaignAction('Resolve battles', (campaign) => resolveBattlesStep(campaign, seededDice));
}

/** Menu: Apply rulings: the GM's answers take effect and the paused season goes on (issue 21). */
export function applyRulingsAction(): void {
  campaignAction('Apply rulings', (campaign) => applyRulingsStep(campaign, seededDice));
}

const UNDO_TITLE = 'Undo last processing';

/** Menu: Undo last processing. */
export function undoAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock((lock) => {
    if (refusedUntilRecovered(UNDO_TITLE)) return;
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
    if (!confirmed(lock, UNDO_TITLE, question, read)) return;
    // Recover finishes an Undo that Google stopped: the Undo tab is its undo point until it is deleted.
    const out = putBack(ss, sheet, snapshot, privateMode(campaignRows), read + 1, () => begin(UNDO_TITLE, read, digest(text)));
    if (out.failed !== undefined) {
      if (!out.written) end();
      ui.alert(`${UNDO_TITLE}${out.written ? ' failed' : ': nothing was changed'}`, out.failed, ui.ButtonSet.OK);
      return;
    }
    end();
    ui.alert(
      UNDO_TITLE,
      `The ${snapshot.season} was undone: the campaign is as it was before.` +
        (out.unsynced.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(out.unsynced)}` : ''),
      ui.ButtonSet.OK,
    );
  });
}

/**
 * Undo and Recover: every tab of the snapshot put back, the Undo tab deleted, then (private mode) every
 * admiral workbook rewritten. Everything is read before anything is written: the tabs as they are now,
 * to put back if this fails half-way, and in private mode every tab, to render the workbooks as undone.
 * The workbooks are written for `revisionAfter`. `beforeWrites` runs just before the first write. Answers why it failed (`written`: after writing
 * something it could not take back) and the workbooks it could not write.
 */
function putBack(
  ss: Spreadsheet,
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  snapshot: Snapshot,
  everyTab: boolean,
  revisionAfter: number,
  beforeWrites: () => void,
): { failed?: string; written?: boolean; unsynced: string[] } {
  const tabs = [...Object.keys(snapshot.replaced), ...Object.keys(snapshot.appended)];
  const current = readTabs(ss, everyTab ? [...tabsOf(ss).keys()] : tabs);
  const now: Snapshot = { season: 'undo', replaced: {}, appended: {} };
  for (const [tab, rows] of withFormulas(
    ss,
    new Map(tabs.filter((t) => current.has(t)).map((t) => [t, current.get(t)!])),
    tabs.map((tab) => ({ tab, mode: 'replace', rows: [] })),
  )) {
    now.replaced[tab] = rows.map((r) => r.slice(0, dataWidth(tab, rows[0] ?? [])));
  }
  let books: ReturnType<typeof booksAfterUndo>;
  try {
    books = booksAfterUndo(undone(current, snapshot), revisionAfter);
  } catch (e) {
    return { failed: plain(e), unsynced: [] };
  }
  beforeWrites();
  try {
    restore(ss, snapshot, current);
    deleteTab(ss, sheet, UNDO_TAB);
    SpreadsheetApp.flush();
  } catch (e) {
    const back = restored(ss, now, 'undone');
    return { failed: `${plain(e)}\n\n${back.text}`, written: !back.ok, unsynced: [] };
  }
  PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
  return { unsynced: books.write() };
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
  withLock(() => {
    const entry = unfinished();
    const campaignRows = ss.getSheetByName('Campaign')?.getDataRange().getValues() as Cell[][] | undefined;
    if (!allowedAsGm(ss, campaignRows, title)) return;
    requireGrants();
    // An action that handed over at its time budget is finished, not undone: its GM tabs are written.
    if (entry?.resume) {
      ui.alert(title, finishAction(ss, entry, entry.resume), ui.ButtonSet.OK);
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
      const unsynced = booksAfterUndo(tabs!, revision() + 1).write();
      bump();
      ui.alert(
        title,
        `The admiral workbooks of ${stale.join(', ')} were behind or ahead of the campaign: every admiral workbook was rewritten from this spreadsheet.` +
          (unsynced.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(unsynced)}` : ''),
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
    let out: ReturnType<typeof putBack>;
    if (snapshot) out = putBack(ss, sheet!, snapshot, privateMode(campaignRows), revision() + 1, () => undefined);
    else {
      // The undo point is not the action's: it never got past saving it, so it wrote no campaign tab
      // (or it is an Undo that had put every tab back). A half-saved Undo tab is no undo point at all.
      if (sheet && digest(text!) !== PropertiesService.getDocumentProperties().getProperty(UNDO_DIGEST)) {
        deleteTab(ss, sheet, UNDO_TAB);
        PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
      }
      out = { unsynced: booksAfterUndo(everyTab(), revision() + 1).write() };
    }
    if (out.failed !== undefined) {
      ui.alert(`${title} failed: run it again`, out.failed, ui.ButtonSet.OK);
      return;
    }
    end();
    bump();
    const what = undoing
      ? `${UNDO_TITLE} was interrupted; it is finished now: the campaign is as it was before the processing it undid.`
      : snapshot
        ? `${entry.action} was interrupted half-way; everything it wrote was taken back: the campaign is as it was before it. Run ${entry.action} again.`
        : `${entry.action} was interrupted before it changed any campaign tab: the campaign is as it was before it. Run ${entry.action} again.`;
    const lost = !undoing && snapshot ? ' Undo last processing cannot undo the action before it any more.' : '';
    ui.alert(
      title,
      what + lost + (out.unsynced.length ? `\n\nBut these admiral workbooks were not updated:\n${listed(out.unsynced)}` : ''),
      ui.ButtonSet.OK,
    );
  });
}

/** The tabs as Undo leaves them: the snapshot's tabs put back, rows appended since taken away. */
function undone(current: Map<string, Cell[][]>, snap: Snapshot): Map<string, Cell[][]> {
  const out = new Map(current);
  for (const [tab, rows] of Object.entries(snap.replaced)) out.set(tab, rows);
  for (const [tab, count] of Object.entries(snap.appended)) out.set(tab, (current.get(tab) ?? []).slice(0, count));
  return out;
}

function snapshotOf(season: string, original: Map<string, Cell[][]>, writes: TabWrite[]): Snapshot {
  const snap: Snapshot = { season, replaced: {}, appended: {} };
  for (const w of writes) {
    const rows = original.get(w.tab);
    if (w.mode === 'append') snap.appended[w.tab] = rows?.length ?? 0;
    else {
      // A tab the write creates (Deferred in an older workbook, the first Rulings) goes back to its header only.
      const before = rows ?? (findTab(w.tab) ? headerOf(w.tab) : [[]]);
      snap.replaced[w.tab] = before.map((r) => r.slice(0, dataWidth(w.tab, before[0] ?? [])));
    }
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

function parseSnapshot(text: string): Snapshot {
  return JSON.parse(text, (_k, v: unknown) =>
    v && typeof v === 'object' && typeof (v as { $date?: unknown }).$date === 'string' ? new Date((v as { $date: string }).$date) : v,
  ) as Snapshot;
}

/**
 * The snapshot as JSON in a hidden tab, split over cells of column A. One write. The tab is GM-only,
 * and its digest is kept in the document's properties, out of reach of the cells, so Undo can refuse
 * a snapshot someone changed.
 */
function writeUndoTab(ss: Spreadsheet, text: string, gm: string): void {
  const chunks: Cell[][] = [];
  for (let i = 0; i < text.length; i += CHUNK) chunks.push([text.slice(i, i + CHUNK)]);
  const sheet = ss.getSheetByName(UNDO_TAB) ?? missingTab(ss, UNDO_TAB);
  sheet.clear();
  ensureSize(sheet, chunks.length, 1);
  sheet
    .getRange(1, 1, chunks.length, 1)
    .setNumberFormat('@')
    .setValues(chunks as unknown[][]);
  sheet.hideSheet();
  protectGmOnly(sheet, 'SFB undo snapshot: GM only', gm);
  PropertiesService.getDocumentProperties().setProperty(UNDO_DIGEST, digest(text));
}

/** SHA-256 of the text, as hex (Utilities.computeDigest gives signed bytes). */
function digest(text: string): string {
  const bytes = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, text, Utilities.Charset.UTF_8);
  return bytes.map((b) => ((b + 256) % 256).toString(16).padStart(2, '0')).join('');
}

/** The text of the Undo tab (the snapshot as JSON, split over the cells of column A). */
function undoText(sheet: GoogleAppsScript.Spreadsheet.Sheet): string {
  return sheet
    .getDataRange()
    .getValues()
    .map((r) => String(r[0] ?? ''))
    .join('');
}

/** The snapshot in the Undo tab's text, or why it cannot be trusted (`expected`: its digest, by default the one saved with it). */
function loadSnapshot(text: string, expected = PropertiesService.getDocumentProperties().getProperty(UNDO_DIGEST)): Snapshot | string {
  if (digest(text) !== expected) {
    return 'The Undo tab is not the snapshot the last processing saved (it was edited, or saved by another copy of the script), so it cannot be trusted. Nothing was restored.';
  }
  try {
    return parseSnapshot(text);
  } catch {
    return 'The Undo tab cannot be read. Nothing was restored.';
  }
}

function applyWrites(ss: Spreadsheet, original: Map<string, Cell[][]>, writes: TabWrite[]): void {
  for (const w of writes) {
    const sheet = ss.getSheetByName(w.tab) ?? missingTab(ss, w.tab);
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

/** A tab missing from an older workbook (e.g. Deferred), created as New campaign would lay it out. */
function missingTab(ss: Spreadsheet, name: string): GoogleAppsScript.Spreadsheet.Sheet {
  const sheet = insertTab(ss, name);
  if (findTab(name)?.hidden) sheet.hideSheet();
  return sheet;
}

/**
 * Puts the snapshot's tabs back. `current` is what the tabs hold now, when the caller read them before
 * writing anything, so nothing is read between the writes; after a failed write nobody knows what the
 * tabs hold, so without it each tab's size is read again.
 */
function restore(ss: Spreadsheet, snap: Snapshot, current?: Map<string, Cell[][]>): void {
  const size = (tab: string, sheet: GoogleAppsScript.Spreadsheet.Sheet) => {
    const rows = current?.get(tab);
    return rows ? { last: rows.length, width: rows[0]?.length ?? 1 } : { last: sheet.getLastRow(), width: sheet.getLastColumn() };
  };
  for (const [tab, rows] of Object.entries(snap.replaced)) {
    const sheet = ss.getSheetByName(tab);
    if (sheet) writeTab(sheet, rows, Math.max(...rows.map((r) => r.length), 1), size(tab, sheet).last);
  }
  for (const [tab, count] of Object.entries(snap.appended)) {
    const sheet = ss.getSheetByName(tab);
    const now = sheet && size(tab, sheet);
    if (sheet && now && now.last > count) sheet.getRange(count + 1, 1, now.last - count, now.width).clearContent();
  }
}

/** The text of the Undo tab now (undefined when there is none), to put back if the action fails. */
function undoPoint(ss: Spreadsheet): string | undefined {
  const rows = readTabs(ss, [UNDO_TAB]).get(UNDO_TAB);
  return rows && rows.map((r) => String(r[0] ?? '')).join('');
}

/** After a failed action, the Undo tab goes back to the previous undo point (or away if there was none). */
function keptUndo(ss: Spreadsheet, previous: string | undefined, gm: string): { ok: boolean; text: string } {
  try {
    const sheet = ss.getSheetByName(UNDO_TAB);
    if (previous === undefined) {
      if (sheet) deleteTab(ss, sheet, UNDO_TAB);
      PropertiesService.getDocumentProperties().deleteProperty(UNDO_DIGEST);
    } else {
      writeUndoTab(ss, previous, gm);
    }
    SpreadsheetApp.flush();
    return { ok: true, text: previous === undefined ? '' : 'Undo last processing still undoes the previous action.' };
  } catch (e) {
    return { ok: false, text: `The previous undo point could not be kept (${plain(e)}).` };
  }
}

/** Puts the tabs back after a failed write: whether that worked, and the plain words that say so. */
function restored(ss: Spreadsheet, snap: Snapshot, what = 'changed'): { ok: boolean; text: string } {
  try {
    restore(ss, snap);
    SpreadsheetApp.flush();
    return { ok: true, text: `Every tab was put back as it was: nothing was ${what}.` };
  } catch (e) {
    return {
      ok: false,
      text:
        `Putting the tabs back failed too (${plain(e)}): some tabs may be half-written. ` +
        (what === 'changed' ? '' : 'The hidden Undo tab still holds the snapshot: run Recover to finish undoing.'),
    };
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
    ships: campaign.battleShips
      .filter((s) => sameName(s.battle, battle.id))
      .map((row) => ({ row, ship: campaign.ships.find((x) => sameName(x.id, row.ship)) })),
  }));
  // HtmlService ignores <title> and <meta> in the page: the title is set on the output.
  const html = HtmlService.createHtmlOutput(battleCardsHtml(cards))
    .setTitle(`${campaign.settings.campaignName}: battle cards`)
    .setWidth(900)
    .setHeight(650);
  ui.showModalDialog(html, open.length ? `Battle cards (${open.length})` : 'Battle cards');
}
