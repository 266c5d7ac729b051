// The journal of the GM's actions, so that nothing runs twice and nothing is lost when Google stops a
// script between two writes (the 6-minute limit, a quota, an outage), with no code running after.
//
// - Before its first write an action records in a document property which action began, the campaign
//   revision it read, and the digest of its undo point (the Undo tab's snapshot, undoPoint.ts); when its
//   last write is done it deletes the record. Document properties are kept by Google with the
//   spreadsheet, outside its cells, for every user of the script
//   (https://developers.google.com/apps-script/reference/properties/properties-service#getDocumentProperties()).
// - While a record is left, every action is refused but Recover, which puts the campaign back at the
//   undo point (or, for an interrupted Undo, finishes it).
// - The campaign revision, another document property, goes up with every action that writes, so an
//   action that asked the GM a question, and so let go of the lock, can tell that another ran meanwhile.
// - The live check (liveCheck.ts) runs in an edit trigger installed on an admiral's workbook, where
//   Google does not say which document's properties getDocumentProperties gives: it "gets a property
//   store ... within the open document, spreadsheet, or form" and is "only available if the script is
//   published and executing as an add-on or if it is bound to a Google file type" (same page). So the
//   revision and the record's presence are also kept in the script properties, which are the script's
//   whatever file ran it ("a property store that all users can access, but only within this script",
//   #getScriptProperties()), written in the same functions; the live check reads only those.
// - Each of begin, end, abandon, bump and layoutChanging also moves on the generation the live check
//   caches the GM's tabs under (checkCache.ts): a check never uses tabs cached before a write.

import { deleteTab } from '../tabs/gateway';
import { campaignChanged } from './checkCache';
import { listed } from '../views/words';

type Lock = GoogleAppsScript.Lock.Lock;

/** The hidden tab holding the undo point, and the document property holding its digest (process.ts). */
export const UNDO_TAB = 'Undo';
export const UNDO_DIGEST = 'SFB undo digest';
const JOURNAL = 'SFB journal';
const REVISION = 'SFB revision';
const LAYOUTS = 'SFB layouts';
/** What a follow-up run told the GM, shown at the next click; kept within a property's 9 KB (quotas page). */
const NOTICE = 'SFB notice';
const MAX_NOTICE = 8000;
const LOCK_WAIT_MS = 10000;

/** An action that began and has not ended. */
export interface JournalEntry {
  /** The menu item, as the GM knows it. */
  action: string;
  /** The campaign revision it read. */
  revision: number;
  /** The digest of the Undo tab's text it saved (or, for Undo, found) as its undo point. */
  undo: string;
  /** When it began (ISO). */
  started: string;
  /** Set when the action stopped at its time budget with every GM tab written: it is finished, never undone. */
  resume?: Resume;
}

/**
 * Where an action that passed its time budget (budget.ts) stands: the GM's tabs are written, and the
 * admiral workbooks are written one by one, for revision `revision + 1`, by follow-up executions.
 */
export interface Resume {
  /** The empires whose admiral workbook is written. */
  written: string[];
  /** How many admiral workbooks there are to write. */
  of: number;
  /** Each order row of the workbooks gets its live check (not after processing emptied the orders). */
  checked: boolean;
  /** The GM's Orders tabs the action wrote; every other workbook's orders are kept as the admiral wrote them. */
  orders: string[];
  /** The action wrote the Log: its filter is set again at the end. */
  log: boolean;
  /** The admirals are e-mailed their season as their workbook is written (the campaign mails them). */
  mail?: boolean;
  /** A digest of the orders the action read in each workbook not yet written: an order typed since is kept (continuation.ts). */
  seen?: Record<string, string>;
  /** Why a follow-up run could not finish it: none is armed, and every click says so until Recover finishes it. */
  stopped?: string;
  /** The follow-up runs begun since `written` last grew, and its length then (continuation.ts, rule option J33). */
  barren?: { written: number; runs: number };
  /** When a run last recorded where the action stands (ms since 1970): a follow-up long overdue is named (J66). */
  at?: number;
}

/** Past this with no run recording where the action stands, the follow-ups are named overdue (J66): two safety nets. */
const OVERDUE_MS = 15 * 60 * 1000;

type Properties = GoogleAppsScript.Properties.Properties;

function props(): Properties {
  return PropertiesService.getDocumentProperties();
}

/**
 * Where the journal is kept: the script's copy of what the live check reads, then the document's
 * properties. A run stopped between the two leaves the live check waiting for the next action to end
 * (begin), or checking a campaign whose last write is done (end): never checking a half-written one.
 */
function stores(): Properties[] {
  return [PropertiesService.getScriptProperties(), props()];
}

function revisionIn(store: Properties): number {
  return Number(store.getProperty(REVISION)) || 0;
}

/** The campaign revision: how many writing actions ran (0 for a campaign older than the journal). */
export function revision(): number {
  return revisionIn(props());
}

/** The campaign revision, as the live check reads it: from the script properties (see the head of this file). */
export function scriptRevision(): number {
  return revisionIn(PropertiesService.getScriptProperties());
}

/** Whether an action is left unfinished, as the live check reads it: from the script properties. */
export function scriptUnfinished(): boolean {
  return PropertiesService.getScriptProperties().getProperty(JOURNAL) !== null;
}

/** The action left unfinished, if any. */
export function unfinished(): JournalEntry | undefined {
  const text = props().getProperty(JOURNAL);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as JournalEntry;
  } catch {
    return { action: 'An action', revision: revision(), undo: '', started: '' };
  }
}

/** Records, in one call a store, that `action` began from revision `read`, and moves the campaign to the next revision. */
export function begin(action: string, read: number, undo: string): JournalEntry {
  const entry: JournalEntry = { action, revision: read, undo, started: new Date().toISOString() };
  const record = { [JOURNAL]: JSON.stringify(entry), [REVISION]: String(read + 1) };
  campaignChanged();
  for (const store of stores()) store.setProperties(record);
  return entry;
}

function setRevision(to: number): void {
  campaignChanged();
  for (const store of stores()) store.setProperty(REVISION, String(to));
}

/** An action that writes no campaign data (protections, dropdowns) moves the revision on all the same. */
export function bump(): void {
  setRevision(revision() + 1);
}

/**
 * An action that changes what the campaign depends on but no revision of it (Refresh protections: the
 * protections, Orders tabs and dropdowns; Create / update: the admiral workbooks, their sharing and the
 * GM's copies of their orders) is counted apart, before its first write: the workbooks stay stamped
 * with the revision they hold (bookRecovery.ts, staleBooks), and a question open meanwhile still
 * notices that it ran (confirmed).
 */
export function layoutChanging(): void {
  campaignChanged();
  props().setProperty(LAYOUTS, String((Number(props().getProperty(LAYOUTS)) || 0) + 1));
}

/** Records where an action that passed its time budget stands (the journal stays: every other action still waits). */
export function carryOn(entry: JournalEntry, resume: Resume): void {
  props().setProperty(JOURNAL, JSON.stringify({ ...entry, resume: { ...resume, at: Date.now() } }));
}

/** Records that the action's last write is done. */
export function end(): void {
  // First: a check that finds no journal must find the new generation too.
  campaignChanged();
  for (const store of stores()) store.deleteProperty(JOURNAL);
}

/**
 * Ends an action that stopped after begin with nothing of the campaign written (its undo point put back):
 * the campaign stays at the revision it read, so the admiral workbooks written for it still hold.
 */
export function abandon(read: number): void {
  setRevision(read);
  end();
}

/**
 * New campaign: no action of the old campaign is left to recover or to undo (Undo would paste the old
 * campaign into the new one), and the revision goes on.
 */
export function forgetOldCampaign(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): void {
  const undo = ss.getSheetByName(UNDO_TAB);
  if (undo) deleteTab(ss, undo, UNDO_TAB);
  props().deleteProperty(UNDO_DIGEST);
  bump();
  end();
}

/** Why nothing but Recover may run now, in plain words; undefined when no action was left unfinished. */
export function interruptedRefusal(): string | undefined {
  const e = unfinished();
  if (!e) return undefined;
  if (e.resume?.stopped) return `${e.resume.stopped}\n\nNo follow-up run will try again.`;
  if (e.resume) {
    const at = e.resume.at;
    // A trigger Google does not run (the day's trigger runtime spent, an outage) leaves the action waiting unseen (J66).
    const overdue =
      at !== undefined && Date.now() - at > OVERDUE_MS
        ? `No follow-up run has run since ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC: Google may have stopped running this script's triggers for the day (90 minutes of trigger runtime a day). Run Recover (in the campaign menu) to finish it now.`
        : 'A follow-up run finishes it within minutes; Recover (in the campaign menu) finishes it now.';
    return `${e.action} is not finished yet: it took longer than one run may, so ${progress(e.resume)}. ${overdue} Then everything works again.`;
  }
  return (
    `${e.action}${e.started ? ` (started ${e.started.slice(0, 16).replace('T', ' ')} UTC)` : ''} was interrupted before it finished: ` +
    'Google stopped it (time limit, quota or outage), so some tabs may be half-written. ' +
    'Run Recover (in the campaign menu) first: it puts the campaign back as it was before, and then everything works again.'
  );
}

/** How far the admiral workbooks are, in plain words. */
export function progress(r: Resume): string {
  return `${r.written.length} of ${r.of} admiral workbooks are written`;
}

/** onOpen: tells whoever opens the spreadsheet that an action was interrupted (silent before authorization). */
export function warnIfInterrupted(): void {
  try {
    const why = interruptedRefusal();
    if (why) SpreadsheetApp.getActiveSpreadsheet().toast(why, 'Campaign: run Recover', -1);
  } catch {
    // No authorization yet: the menu item itself will refuse.
  }
}

/**
 * Keeps a note for the GM from a run that has no window (a follow-up trigger): the next click shows it
 * (refusedUntilRecovered). Notes add up until shown.
 */
export function noteForGm(text: string): void {
  const was = props().getProperty(NOTICE);
  props().setProperty(NOTICE, (was ? `${was}\n\n${text}` : text).slice(-MAX_NOTICE));
}

/** Alerts and answers true when an interrupted action must be recovered first; shows (once) what a follow-up run left to tell. */
export function refusedUntilRecovered(title: string): boolean {
  const ui = SpreadsheetApp.getUi();
  const why = interruptedRefusal();
  const notice = props().getProperty(NOTICE);
  if (notice) {
    props().deleteProperty(NOTICE);
    if (!why) ui.alert('While you were away', notice, ui.ButtonSet.OK);
  }
  if (why) ui.alert(`${title}: nothing was changed`, notice ? `${notice}\n\n${why}` : why, ui.ButtonSet.OK);
  return why !== undefined;
}

/**
 * Every writing action asks for all the scopes it may use before it reads or writes anything: when the
 * user withheld one (granular consent), Google ends the execution here and shows the authorization
 * prompt (https://developers.google.com/apps-script/reference/script/script-app#requireAllScopes(AuthMode)),
 * rather than failing after half the writes (e.g. mail after Process Season wrote everything).
 */
export function requireGrants(): void {
  ScriptApp.requireAllScopes(ScriptApp.AuthMode.FULL);
}

/**
 * Asks a Yes/No question in the middle of an action that holds `lock`. Ui.alert suspends the script,
 * and "LockService locks don't persist across the suspension"
 * (https://developers.google.com/apps-script/reference/base/ui#alert(String,String,ButtonSet)): so after
 * a Yes the lock is taken again and the campaign revision read before the question must be unchanged.
 * Answers true only then; otherwise the GM is told why nothing was changed.
 */
export function confirmed(lock: Lock, title: string, question: { title: string; prompt: string }, read: number): boolean {
  const ui = SpreadsheetApp.getUi();
  const layouts = props().getProperty(LAYOUTS);
  if (ui.alert(question.title, question.prompt, ui.ButtonSet.YES_NO) !== ui.Button.YES) {
    SpreadsheetApp.getActiveSpreadsheet().toast('Nothing was changed.', title);
    return false;
  }
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    ui.alert(
      `${title}: nothing was changed`,
      'Another campaign action is running in this spreadsheet. Try again in a minute.',
      ui.ButtonSet.OK,
    );
    return false;
  }
  // Every writing action moves the revision on before its first write (begin), finished or not, or
  // counts itself among the layout changes (layoutChanging).
  if (revision() !== read || props().getProperty(LAYOUTS) !== layouts) {
    ui.alert(
      `${title}: nothing was changed`,
      'Another campaign action ran while you were deciding, so what you were asked about may no longer hold. ' +
        `Run ${title} again to see the campaign as it is now.`,
      ui.ButtonSet.OK,
    );
    return false;
  }
  return true;
}

/** The tabs (and admiral workbooks) that changed since an action read them, as one refusal for the GM. */
export function changedMeanwhile(title: string, moved: string[], asked: boolean): string {
  const orders = moved.every((m) => m.startsWith('Orders ') || m.endsWith('admiral workbook'));
  const when = asked ? 'while you were deciding' : `while ${title} was running`;
  const what = orders ? 'to include the new orders' : 'to include these changes';
  return moved.length <= 3
    ? `${moved.join(', ')} changed ${when}. Run ${title} again ${what}.`
    : `These changed ${when}:\n${listed(moved)}\n\nRun ${title} again ${what}.`;
}
