// Admiral workbooks ▸ Create / update (private admiral workbooks, admirals.ts): makes each admiral's
// workbook or repairs it, shares it with its admiral alone, keeps the orders of a damaged one, and
// keeps one edit trigger per workbook. It writes, shares and lays out only what changed (blocks.ts
// keeps the record), so an update of workbooks in step costs their opening and little else (issue 19).
// It can stop halfway (a refused e-mail, a quota, its time budget): each workbook is recorded the
// moment it is made, so the next run carries on and never makes a second one.

import { Campaign } from '../../engine/core/model';
import { key, sameName } from '../../engine/core/ids';
import { gameOrDefault } from '../../engine/games';
import { carryOn, end, JournalEntry, progress, Resume, revision } from '../run/journal';
import { deadline, Deadline, dropFollowUps, followUp, handedOver, SAFETY_NET_MS } from '../run/budget';
import { Finished, stopFollowUps } from './mail';
import { listed, message } from '../views/words';
import { parseCampaign } from '../tabs/load';
import { exactRows, fitExtent, forgetWritten, recordWritten, rowsDigest } from '../tabs/blocks';
import { ensureSize, readTabs, tabsGoneMeanwhile, tabsOf, writeTab } from '../tabs/gateway';
import { remadeWords } from '../run/undoPoint';
import { MAP_BLOCKS, MAP_TAB } from '../views/map';
import { MAX_LIST_ITEMS } from '../views/orderLists';
import { isEmail, protectGmOnly, Unshared } from '../views/protection';
import { formatTabs, NewBook, NewBooks, recorded, TABS_FORMATTED } from './newBooks';
import { dataWidth } from '../tabs/save';
import { Cell, normalizeHeader } from '../tabs/tables';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDERS, ADMIRAL_TABS } from './admiralTabs';
import {
  Admiral,
  admiralsOf,
  MAP_CHART,
  Book,
  BookTarget,
  bookTarget,
  CAMPAIGN_ID,
  mirrorOrders,
  missingOrderHeaders,
  renderBooks,
  WORKBOOK_ID,
  WORKBOOK_LINK,
  writeBook,
} from './admirals';
import { editorsOf, sameEmail, strangers, viewersOf } from './bookAccess';
import { EDIT_HANDLER, watchChanges } from './liveCheck';
import { wroteCampaign } from '../tabs/held';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * What the add-on cannot see: a file's general access (link sharing) is Drive's, which the spreadsheets
 * scope does not reach; getEditors and getViewers list only those given access by name.
 */
const LINK_SHARING =
  'Link sharing cannot be checked with this add-on\'s permissions: in each admiral workbook\'s Share dialog, General access must stay "Restricted".';

/** The journal's name for a Create / update that handed over at its time budget (journal.ts, continuation.ts). */
export const SETUP = 'Admiral workbooks: Create / update';

/**
 * Admiral workbooks ▸ Create / update: one spreadsheet per empire with a valid e-mail, shared with
 * that admiral as editor (and with nobody else), its tabs laid out and protected, written from the
 * admiral's view, watched by an edit trigger; its id and link go to the GM-only columns of Empires
 * the moment it is made, so a run that stops halfway is carried on by the next one and never makes a
 * second workbook for an empire. One empire's failure is named and the others go on. Past its time
 * budget (budget.ts) it records in the journal which empires are done and leaves the others to a
 * follow-up run (finishSetup); every other action waits until then. Returns what it did.
 */
export function createOrUpdateBooks(ss: Spreadsheet, tabs: Map<string, Cell[][]>, c: Campaign): string[] {
  const time = deadline();
  PropertiesService.getScriptProperties().setProperty(CAMPAIGN_ID, ss.getId());
  const entry: JournalEntry = { action: SETUP, revision: revision(), undo: '', started: new Date().toISOString() };
  const out = setUp(ss, tabs, c, { written: [], of: admiralsOf(tabs.get('Empires')).length, checked: true, orders: [], log: false }, time);
  if (!out.left) return out.lines;
  carryOn(entry, out.resume);
  return [...out.lines, handedOver(SETUP, out.resume, followUp())];
}

/**
 * A follow-up run (continuation.ts) carries on a Create / update that handed over: the empires not yet
 * done, from the GM's tabs as they are now, within a budget of its own, handing over again past it.
 */
export function finishSetup(ss: Spreadsheet, entry: JournalEntry, r: Resume): Finished {
  const time = deadline();
  // The safety net, should Google stop this run too: due only once this run is over (budget.ts).
  const net = followUp(SAFETY_NET_MS);
  const tabs = readTabs(ss, [...tabsOf(ss).keys()]);
  const { campaign, problems } = parseCampaign(tabs);
  if (problems.length)
    return {
      text: stopFollowUps(entry, r, tabs, `the campaign has problems: fix these first, then run Recover:\n\n${listed(problems)}`),
      tell: false,
    };
  const out = setUp(ss, tabs, campaign, r, time);
  if (out.left) {
    const later = followUp();
    carryOn(entry, out.resume);
    return { text: listed([...out.lines, handedOver(entry.action, out.resume, later || net)]), tell: false };
  }
  end();
  dropFollowUps();
  return { text: `${entry.action} is finished: ${progress(out.resume)}.\n\n${listed(out.lines)}`, tell: out.failed };
}

/**
 * The empires not yet done (`r.written`), one workbook after another while the deadline allows (the
 * first always). Answers what it did, where it stands, and whether empires are left; the edit triggers
 * are set once every empire is done.
 */
function setUp(
  ss: Spreadsheet,
  tabs: Map<string, Cell[][]>,
  c: Campaign,
  r: Resume,
  time: Deadline,
): { lines: string[]; resume: Resume; left: boolean; failed: boolean } {
  const lines: string[] = [];
  let failed = false;
  const admirals = admiralsOf(tabs.get('Empires'));
  const record = workbookColumns(ss, tabs.get('Empires') ?? []);
  const done: string[] = [];
  const todo = admirals.filter((x) => !r.written.some((w) => sameName(w, x.empire)));
  const newBooks = new NewBooks(c, NewBooks.waitingOf(todo));
  let gone: string[] = [];
  for (const a of todo) {
    if (!time.fits() && done.length) break;
    done.push(a.empire);
    if (gone.length) {
      lines.push(`${a.empire}: not begun.`);
      continue;
    }
    if (!isEmail(a.email)) {
      failed = true;
      lines.push(`${a.empire} skipped: its Email "${a.email}" is not an e-mail address.`);
      continue;
    }
    try {
      lines.push(...makeOrRepair(ss, tabs, c, a, record, newBooks));
    } catch (e) {
      failed = true;
      // A campaign tab deleted while this ran (rule option J81): said plainly, and no other workbook is begun.
      gone = tabsGoneMeanwhile(ss);
      if (gone.length) {
        lines.push(
          `${a.empire}: stopped. ${remadeWords(gone, [])} Put it back (Edit > Undo in Sheets, or File > Version history), then run Create / update again.` +
            (a.id ? ` The workbook made for ${a.empire} has the id ${a.id}, in case Empires no longer names it.` : ''),
        );
        continue;
      }
      lines.push(
        `${a.empire}: stopped (${message(e)}). ${a.id ? `Its workbook (id ${a.id}) is recorded on Empires: r` : 'R'}un Create / update again to finish it${/e-?mail|invalid|user/i.test(message(e)) ? `, after checking its Email "${a.email}"` : ''}.`,
      );
    }
  }
  const resume: Resume = { ...r, written: [...r.written, ...done] };
  const left = admirals.some((a) => !resume.written.some((w) => sameName(w, a.empire)));
  if (!left)
    lines.push(
      ...watch(
        admirals.filter((a) => a.id && isEmail(a.email)),
        ss.getId(),
      ),
      LINK_SHARING,
    );
  return { lines, resume, left, failed };
}

/**
 * One empire's workbook made (or opened), shared with its admiral alone, its orders kept, and written
 * where it differs from what was last written into it (blocks.ts: nothing is read back to tell). A
 * workbook is written whole and laid out (tab headers, protections, dropdowns) when it is new, has no
 * record of what was written, or lacks a tab; otherwise its layout is set again only where what it
 * depends on changed (laidOut).
 */
function makeOrRepair(
  ss: Spreadsheet,
  tabs: Map<string, Cell[][]>,
  c: Campaign,
  a: Admiral,
  record: (a: Admiral) => void,
  newBooks: NewBooks,
): string[] {
  const lines: string[] = [];
  let target: BookTarget | undefined;
  let made: NewBook | undefined;
  let editors: string[] = [];
  let viewers: string[] = [];
  if (a.id) {
    let book: Spreadsheet;
    try {
      book = SpreadsheetApp.openById(a.id);
    } catch (e) {
      return [
        `${a.empire} skipped: its workbook (id ${a.id}) cannot be opened (${message(e)}). Clear its Workbook id on Empires to make a new one.`,
      ];
    }
    target = bookTarget(book, a.id);
    [editors, viewers] = [editorsOf(book), viewersOf(book)];
    const former = formerAdmiral(target, editors, a, c.settings.gmEmail);
    if (former !== undefined) {
      lines.push(...retire(target, editors, viewers, a, former, c.settings.gmEmail));
      [target, editors, viewers] = [undefined, [], []];
    }
  }
  if (!target) {
    made = newBooks.take(a);
    target = made.target;
    a.id = target.id;
    lines.push(`${a.empire}: made a new workbook.`);
  }
  const book = target.ss;
  a.link = book.getUrl();
  record(a); // before anything else can fail: a re-run finds this workbook
  if (made) recorded(a);
  // A workbook made in this run is shared with nobody yet: no need to ask.
  if (made?.unseen) [editors, viewers] = [[], []];
  else if (made) [editors, viewers] = [editorsOf(book), viewersOf(book)];
  for (const other of strangers(book, [...editors, ...viewers], a, c.settings.gmEmail)) {
    unshare(book, other, editors);
    lines.push(`${a.empire}: ${other} may no longer open the workbook (not its admiral).`);
  }
  // Spreadsheet.addEditor only for an admiral not yet an editor (a new workbook, a new e-mail), and only
  // once the workbook is written and laid out: its protections are then set as for a workbook nobody
  // else edits (protection.ts, Unshared), 2 calls a tab instead of 7.
  const shared = editors.some((m) => sameEmail(m, a.email));
  const missing = [...ADMIRAL_TABS, MAP_TAB].filter((t) => !target.sheets.has(t));
  if (!made && (missing.length || !Object.keys(target.written).length)) forgetTabs(target, missing);
  // Whom it is for, so that a later change of Email on Empires retires it (formerAdmiral).
  if (target.written[MADE_FOR]?.[0] !== a.email.toLowerCase()) {
    target.written[MADE_FOR] = [a.email.toLowerCase(), 0];
    recordWritten(target.id, target.written);
  }
  if (!made) lines.push(...keepOrders(ss, tabs, a, target));
  const rows = renderBooks(c, tabs, [a], true, revision()).get(key(a.empire))!;
  writeBook(target, rows, made?.holds);
  bookLaidOut(target, rows, c, a, !shared);
  if (!shared) book.addEditor(a.email);
  lines.push(`${a.empire}: ${a.link} shared with ${a.email}.`);
  return lines;
}

/** Repaired: the record of a tab that is gone (`missing`) says nothing of the one made in its place, nor of the layout. */
function forgetTabs(t: BookTarget, missing: string[]): void {
  for (const k of [...missing.flatMap((m) => (m === MAP_TAB ? [...MAP_BLOCKS, MAP_CHART] : [m])), TABS_LAID_OUT, TABS_FORMATTED]) {
    delete t.written[k];
    t.heights.set(k, 0);
  }
}

/** The workbook's layout and protections for admiral `a` set again where they changed (laidOut). */
function bookLaidOut(t: BookTarget, rows: Book, c: Campaign, a: Admiral, unshared: boolean): void {
  laidOut(
    t,
    rows.tabs,
    c.settings.gmEmail,
    c.fleets.filter((f) => sameName(f.empire, a.empire)).map((f) => f.id),
    gameOrDefault(c.settings.ruleset).orders.kinds,
    unshared,
  );
}

/**
 * Rule option J82: an admiral workbook whose write failed because a person deleted one of its tabs while
 * the action ran (Undo, Recover: J80 makes every call on it fail) is written again whole: its tab list
 * asked of Sheets again, the record of each tab gone forgotten (as Create / update repairs it), each made
 * again by writeBook, then laid out and protected at once (every tab GM-only but the admiral's order
 * columns, as Create / update sets them). Answers the tabs made again; none when no tab is gone (the
 * failure is another's: the caller says it as it was).
 */
export function remadeBook(t: BookTarget, rows: Book, holds: Book | undefined, c: Campaign, a: Admiral): string[] {
  t.sheets = new Map(t.ss.getSheets().map((s) => [s.getName(), s]));
  const gone = [...ADMIRAL_TABS, MAP_TAB].filter((name) => !t.sheets.has(name));
  if (!gone.length) return [];
  forgetTabs(t, gone);
  for (const name of gone) t.extents.delete(name);
  // The admiral's orders are those Undo gives back (the GM's Orders tab): a new Orders tab holds none yet.
  if (gone.includes(ADMIRAL_ORDERS)) t.orders = [];
  writeBook(t, rows, holds);
  bookLaidOut(t, rows, c, a, false);
  return gone;
}

/** Record key (blocks.ts): the e-mail of the admiral a workbook was made or last shared for. */
const MADE_FOR = 'Made for';

/**
 * The e-mail of the admiral a workbook was made for, when Empires now names another (the GM replaced
 * the admiral): from its record, or for a workbook made before the record kept it, the one not its
 * admiral it is shared with while its admiral is not. Undefined when the workbook is its admiral's.
 */
function formerAdmiral(t: BookTarget, editors: string[], a: Admiral, gm: string): string | undefined {
  const madeFor = t.written[MADE_FOR]?.[0];
  if (madeFor !== undefined) return sameEmail(madeFor, a.email) ? undefined : madeFor;
  if (editors.some((m) => sameEmail(m, a.email))) return undefined;
  return strangers(t.ss, editors, a, gm)[0];
}

/**
 * A replaced admiral's workbook retired: everyone but the GM loses access (where a list allows: link
 * sharing cannot be reached with our scopes), what was recorded of it is forgotten, and Empires will
 * hold the new admiral's new workbook, so no action writes this one again; its edit trigger goes with
 * the next watch. The file stays in the GM's Drive.
 */
function retire(t: BookTarget, editors: string[], viewers: string[], a: Admiral, former: string, gm: string): string[] {
  const gone = strangers(t.ss, [...editors, ...viewers], { ...a, email: '' }, gm);
  for (const other of gone) unshare(t.ss, other, editors);
  forgetWritten(t.id);
  return [
    `${a.empire}: its admiral changed, so the workbook of ${former} (id ${t.id}) is retired: only you may open it, ` +
      `no action writes it again, and it stays in your Drive for you to delete. ${a.email} gets a new workbook.`,
    ...gone.map((other) => `${a.empire}: ${other} may no longer open the workbook of ${former} (retired).`),
  ];
}

/**
 * Takes `who` off a workbook's list: editors by Spreadsheet.removeEditor, viewers and commenters by
 * removeViewer ("has no effect if the user is an editor",
 * developers.google.com/apps-script/reference/spreadsheet/spreadsheet#removeViewer(String)).
 */
function unshare(book: Spreadsheet, who: string, editors: string[]): void {
  if (editors.some((m) => sameEmail(m, who))) book.removeEditor(who);
  else book.removeViewer(who);
}

/**
 * The admiral's orders, kept in the GM's Orders tab for that empire (its mirror) before the workbook
 * is rewritten: from its Orders tab, or from the tab it was renamed to; when it was deleted, the mirror
 * keeps what it last held. `tabs` gets the mirror as written.
 */
function keepOrders(ss: Spreadsheet, tabs: Map<string, Cell[][]>, a: Admiral, target: BookTarget): string[] {
  const read = (sheet: GoogleAppsScript.Spreadsheet.Sheet) => sheet.getDataRange().getValues() as Cell[][];
  const source = target.sheets.get(ADMIRAL_ORDERS);
  const lines: string[] = [];
  // A run that made the workbook stopped before its Orders were written whole: the mirror holds the orders.
  if (target.written[ADMIRAL_ORDERS]?.[0] === '') return lines;
  let orders = source && read(source);
  if (!source) {
    // The Orders tab renamed: the first tab of ours by no name of ours whose header has the order columns.
    for (const [name, sheet] of target.sheets) {
      if (ADMIRAL_TABS.includes(name) || name === MAP_TAB) continue;
      const rows = read(sheet);
      if (missingOrderHeaders(rows).length) continue;
      orders = rows;
      lines.push(`${a.empire}: its Orders tab had been renamed "${name}"; the orders in it were kept (that tab can be deleted).`);
      break;
    }
  }
  const name = `Orders ${a.empire}`;
  if (!orders) {
    if (target.sheets.size > 1) lines.push(`${a.empire}: its Orders tab was deleted; the orders last kept in ${name} were put back.`);
    return lines;
  }
  if (source) target.orders = orders;
  const before = tabs.get(name);
  const mirrored = new Map(tabs);
  mirrorOrders(mirrored, [{ admiral: a, orders }]);
  const rows = mirrored.get(name)!;
  tabs.set(name, rows);
  const sheet = ss.getSheetByName(name);
  const width = dataWidth('Orders tab', rows[0] ?? []);
  // Compared in its data columns only: the computed ones are the sheet's, never written.
  const data = (t: Cell[][] | undefined) => JSON.stringify((t ?? []).map((r) => r.slice(0, width)));
  if (!sheet || data(before) === data(rows)) return lines;
  writeTab(
    sheet,
    rows.map((r) => r.slice(0, width)),
    width,
    before?.length ?? 0,
  );
  return lines;
}

/** Keys of a workbook's record (blocks.ts) that say how it was laid out, beside those of its blocks. */
const TABS_LAID_OUT = 'Tabs laid out';
const ORDERS_LAID_OUT = 'Orders laid out';

/**
 * Header formatting and protections (every tab GM-only but the admiral's order columns), set again only
 * when the GM, a tab or a tab's width changed since they were set, or the workbook was repaired; and the
 * Orders dropdowns and editable rows, set again only when those or the admiral's fleets changed, or the
 * Orders tab outgrew the rows they cover. What was set is recorded with the workbook's blocks.
 */
function laidOut(
  t: BookTarget,
  tabs: Map<string, Cell[][]>,
  gm: string,
  fleets: string[],
  kinds: readonly string[],
  unshared: boolean,
): void {
  const tabsLaid = rowsDigest([[gm], ...[...tabs].map(([name, rows]) => [name, rows[0].length])]);
  const ordersLaid = rowsDigest([[gm], fleets, [...kinds]]);
  const whole = t.written[TABS_LAID_OUT]?.[0] !== tabsLaid;
  const [laid, covered] = t.written[ORDERS_LAID_OUT] ?? ['', 0];
  if (!whole && laid === ordersLaid && (t.heights.get(ADMIRAL_ORDERS) ?? 0) <= covered) return;
  if (whole) layOut(t, tabs, gm, unshared ? {} : undefined);
  t.written[ORDERS_LAID_OUT] = [ordersLaid, orderRules(t, fleets, kinds)];
  t.written[TABS_LAID_OUT] = [tabsLaid, 0];
  recordWritten(t.id, t.written);
}

/**
 * Header formatting (unless the workbook was copied formatted, newBooks.ts), and protections: every tab
 * GM-only (the Orders tab's order columns are opened by orderRules); `unshared` when the admiral is not
 * an editor yet (protection.ts).
 */
function layOut(t: BookTarget, tabs: Map<string, Cell[][]>, gm: string, unshared?: Unshared): void {
  formatTabs(t, tabs);
  for (const name of [MAP_TAB, ...tabs.keys()]) {
    const sheet = t.sheets.get(name);
    if (sheet) protectGmOnly(sheet, `SFB: ${name} (GM only)`, gm, unshared);
  }
}

/**
 * The Orders tab's dropdowns (the game's order kinds; the admiral's own fleets), and the admiral's
 * order columns below the header left editable, over every row of the tab. Answers how many rows that is.
 */
function orderRules(t: BookTarget, fleets: string[], kinds: readonly string[]): number {
  const sheet = t.sheets.get(ADMIRAL_ORDERS)!;
  fitExtent(sheet, t.extents, ADMIRAL_ORDERS, 100, ADMIRAL_INPUT_COLUMNS);
  const rows = exactRows(sheet, t.extents, ADMIRAL_ORDERS);
  const body = (col: number, width = 1) => sheet.getRange(2, col, rows - 1, width);
  body(2).setDataValidation(
    SpreadsheetApp.newDataValidation()
      .requireValueInList([...kinds], true)
      .setAllowInvalid(false)
      .build(),
  );
  // A dropdown of more than MAX_LIST_ITEMS is refused by Sheets (orderLists.ts): a larger navy gets none.
  body(1).setDataValidation(
    fleets.length && fleets.length <= MAX_LIST_ITEMS
      ? SpreadsheetApp.newDataValidation()
          .requireValueInList(fleets, true)
          .setAllowInvalid(true)
          .setHelpText('One of your fleets (an order for another fleet is rejected when processed).')
          .build()
      : null,
  );
  // The admiral may edit the order columns below the header, and nothing else of the workbook.
  sheet.protect().setUnprotectedRanges([body(1, ADMIRAL_INPUT_COLUMNS)]);
  return rows;
}

/**
 * The GM-only Workbook and Workbook id columns of Empires (their header written now if missing), and a
 * function that records one admiral's workbook in its row at once (one write, only when it changed).
 */
function workbookColumns(ss: Spreadsheet, empires: Cell[][]): (a: Admiral) => void {
  const sheet = ss.getSheetByName('Empires');
  if (!sheet || empires.length === 0) return () => undefined;
  const header = empires[0].map((h) => String(h ?? ''));
  const find = (h: string) => header.findIndex((x) => normalizeHeader(x) === normalizeHeader(h));
  let col = find(WORKBOOK_LINK);
  if (col < 0 || find(WORKBOOK_ID) !== col + 1) {
    col = header.length;
    ensureSize(sheet, empires.length, col + 2);
    sheet.getRange(1, col + 1, 1, 2).setValues([[WORKBOOK_LINK, WORKBOOK_ID]]);
    wroteCampaign();
  }
  const empireCol = find('Empire');
  return (a) => {
    const i = empires.findIndex((r, n) => n > 0 && key(r[empireCol]) === key(a.empire));
    if (i < 0 || (String(empires[i][col] ?? '') === a.link && String(empires[i][col + 1] ?? '') === a.id)) return;
    sheet.getRange(i + 1, col + 1, 1, 2).setValues([[a.link, a.id]]);
    wroteCampaign();
    empires[i] = [...empires[i]];
    empires[i][col] = a.link;
    empires[i][col + 1] = a.id;
  };
}

/**
 * One installable edit trigger per admiral workbook, made once (Apps Script allows 20 per user per
 * script); the triggers of workbooks no longer on Empires are deleted, and so is what was recorded of them.
 * One change trigger on the GM's spreadsheet (`gm`) tells the live check that the GM edited it
 * (liveCheck.ts, onCampaignChange; checkCache.ts), and every action whether anyone did (J50).
 */
function watch(admirals: Admiral[], gm: string): string[] {
  const all = ScriptApp.getProjectTriggers();
  const out: string[] = [];
  const ours = all.filter((t) => t.getHandlerFunction() === EDIT_HANDLER);
  const wanted = new Set(admirals.map((a) => a.id));
  for (const t of ours.filter((x) => !wanted.has(x.getTriggerSourceId() ?? ''))) {
    ScriptApp.deleteTrigger(t);
    forgetWritten(t.getTriggerSourceId() ?? '');
  }
  const existing = new Set(ours.map((t) => t.getTriggerSourceId()));
  for (const a of admirals.filter((x) => !existing.has(x.id))) {
    try {
      ScriptApp.newTrigger(EDIT_HANDLER).forSpreadsheet(a.id).onEdit().create();
    } catch (e) {
      out.push(`${a.empire}: no live check of orders (${message(e)}).`);
    }
  }
  // Made last: the admirals' edit triggers come first within the 20 a user may have.
  const unwatched = watchChanges(gm, all);
  if (unwatched && admirals.length)
    out.push(`The live checks read the whole campaign at every edit: no trigger could watch it for your edits (${unwatched}).`);
  return out;
}
