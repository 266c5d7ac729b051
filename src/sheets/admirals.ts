// Private admiral workbooks (Campaign "Play mode": Private workbooks). The GM's campaign spreadsheet is
// shared with nobody; each admiral gets a spreadsheet of their own, made and written by the GM's
// script, holding only that admiral's view (view.ts). The admiral edits its Orders tab and nothing
// else; every campaign action reads each admiral's orders from there and writes each workbook back.
//
// Apps Script facts this rests on (README, "Private admiral workbooks", cites each one):
// SpreadsheetApp.create / openById, Spreadsheet.addEditor; installable triggers run as the user who
// created them, so ScriptApp.newTrigger(...).forSpreadsheet(id).onEdit() from the GM's own script
// watches each admiral's workbook with the GM's rights; 20 triggers per user per script; a daily
// total of trigger runtime; the script's own writes never fire an edit trigger.

import { checkOrders } from '../engine/games/eaw/season';
import { checkWords } from '../engine/core/plotting';
import { Campaign } from '../engine/core/model';
import { key, sameName } from '../engine/core/ids';
import { CampaignView, knownCampaign, viewFor } from '../engine/core/view';
import { MAP_TAB, writeMapTab } from './map';
import { ORDER_KINDS } from '../../sheets-templates/schema';
import { ensureSize, readTabs, writeTab } from './gateway';
import { parseCampaign } from './load';
import { isEmail, protectGmOnly } from './protection';
import { settingValue } from './access';
import { Cell, isBlank, normalizeHeader } from './tables';
import { TabWrite } from './save';
import { revision } from './journal';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDER_HEADERS, ADMIRAL_ORDERS, ADMIRAL_TABS, admiralTabs, aligned } from './admiralTabs';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const WORKBOOK_LINK = 'Workbook';
export const WORKBOOK_ID = 'Workbook id';
/** Script property: the id of the GM's campaign spreadsheet, for the edit trigger (which runs outside it). */
export const CAMPAIGN_ID = 'SFB campaign id';
/** Script property prefix: an admiral workbook whose orders changed since they were last checked. */
const EDITED = 'SFB orders edited ';
export const EDIT_HANDLER = 'onAdmiralEdit';
const MAX_CHECK_ROUNDS = 5;

export function privateMode(campaignRows: Cell[][] | undefined): boolean {
  return /private/i.test(settingValue(campaignRows, 'Play mode'));
}

export interface Admiral {
  empire: string;
  email: string;
  /** The workbook's id, blank until one was made. */
  id: string;
  link: string;
}

/** The admirals listed on the Empires tab (rows as read, header first). */
export function admiralsOf(empires: Cell[][] | undefined): Admiral[] {
  const [header = [], ...rows] = empires ?? [];
  const col = (h: string) => header.findIndex((x) => normalizeHeader(x) === normalizeHeader(h));
  const [e, m, id, link] = [col('Empire'), col('Email'), col(WORKBOOK_ID), col(WORKBOOK_LINK)];
  return rows
    .filter((r) => e >= 0 && !isBlank(r[e]))
    .map((r) => ({
      empire: String(r[e]).trim(),
      email: m < 0 ? '' : String(r[m] ?? '').trim(),
      id: id < 0 ? '' : String(r[id] ?? '').trim(),
      link: link < 0 ? '' : String(r[link] ?? '').trim(),
    }));
}

export interface OpenBook extends BookTarget {
  admiral: Admiral;
  /** The admiral's Orders tab as read (header first). */
  orders: Cell[][];
}

/** A workbook to write, with each tab's height as last read or written, so writing reads nothing. */
export interface BookTarget {
  ss: Spreadsheet;
  heights: Map<string, number>;
}

/** A workbook and the height of each of its tabs now (one read a tab, before anything is written). */
export function bookTarget(ss: Spreadsheet): BookTarget {
  return { ss, heights: new Map(ss.getSheets().map((s) => [s.getName(), s.getLastRow()])) };
}

/**
 * Opens every admiral's workbook and reads its Orders tab (one read each). Names every workbook that
 * is missing, deleted, no longer shared with its admiral, or lacks a tab; then nothing may proceed.
 */
export function openBooks(admirals: Admiral[]): { books: OpenBook[]; problems: string[] } {
  const books: OpenBook[] = [];
  const problems: string[] = [];
  for (const a of admirals) {
    const who = `${a.empire}'s admiral workbook`;
    if (!a.id) {
      problems.push(`${a.empire} has no admiral workbook yet: run Admiral workbooks ▸ Create / update.`);
      continue;
    }
    let ss: Spreadsheet;
    try {
      ss = SpreadsheetApp.openById(a.id);
    } catch (e) {
      problems.push(
        `${who} (id ${a.id}) cannot be opened — deleted, or the GM lost access (${message(e)}). Clear its Workbook id on Empires and run Create / update to make a new one.`,
      );
      continue;
    }
    if (!ss.getEditors().some((u) => sameEmail(u.getEmail(), a.email))) {
      problems.push(
        `${who} is no longer shared with ${a.email || 'its admiral'}: run Admiral workbooks ▸ Create / update to share it again.`,
      );
    }
    const target = bookTarget(ss);
    const missing = ADMIRAL_TABS.filter((t) => !target.heights.has(t));
    if (missing.length) {
      problems.push(
        `${who} has no tab ${missing.map((t) => `"${t}"`).join(', ')} (renamed or deleted): run Admiral workbooks ▸ Create / update to repair it.`,
      );
      continue;
    }
    const orders = ss.getSheetByName(ADMIRAL_ORDERS)!.getDataRange().getValues() as Cell[][];
    const lacking = ADMIRAL_ORDER_HEADERS.slice(0, ADMIRAL_INPUT_COLUMNS).filter(
      (h) => !(orders[0] ?? []).some((x) => normalizeHeader(x) === normalizeHeader(h)),
    );
    if (lacking.length)
      problems.push(
        `${who}, tab Orders: column ${lacking.map((h) => `"${h}"`).join(', ')} is missing (columns are found by their header).`,
      );
    else books.push({ ...target, admiral: a, orders });
  }
  return { books, problems };
}

/** The order columns of a workbook's Orders tab as read (its live check, which the GM's script writes, left out). */
function orderColumns(rows: Cell[][]): Cell[][] {
  return rows.map((r) => r.slice(0, ADMIRAL_ORDER_HEADERS.length - 1));
}

/**
 * The admiral workbooks whose orders differ from what `openBooks` read (an admiral typed while the GM's
 * Yes/No question was open), each read once more; a workbook that can no longer be read counts as changed.
 */
export function changedBooks(books: OpenBook[]): string[] {
  const text = (rows: Cell[][]) => JSON.stringify(orderColumns(rows));
  return books
    .filter((b) => {
      try {
        const now = b.ss.getSheetByName(ADMIRAL_ORDERS)?.getDataRange().getValues() as Cell[][] | undefined;
        return !now || text(now) !== text(b.orders);
      } catch {
        return true;
      }
    })
    .map((b) => `${b.admiral.empire}'s admiral workbook`);
}

/**
 * The GM's Orders tabs as processing must read them: each admiral's orders from their own workbook
 * (only the order columns and the Result; nothing else of that workbook is read), padded to the
 * GM tab's length so that writing it back blanks every old row.
 */
export function mirrorOrders(original: Map<string, Cell[][]>, books: OpenBook[]): void {
  for (const b of books) {
    const tab = `Orders ${b.admiral.empire}`;
    const gm = original.get(tab) ?? [ADMIRAL_ORDER_HEADERS.slice(0, -1)];
    const header = (gm[0] ?? []).map((h) => String(h ?? ''));
    const rows = aligned(header, orderColumns(b.orders));
    while (rows.length < gm.length) rows.push(header.map(() => ''));
    original.set(tab, rows);
  }
}

/** The GM's tabs once `writes` are applied. */
export function afterWrites(original: Map<string, Cell[][]>, writes: TabWrite[]): Map<string, Cell[][]> {
  const out = new Map(original);
  for (const w of writes) out.set(w.tab, w.mode === 'append' ? [...(original.get(w.tab) ?? []), ...w.rows] : w.rows);
  return out;
}

/** Each order row's check against what the admiral knows (sheet row → text), as ORDER_CHECKS words it. */
export function knownChecks(c: Campaign, empire: string): Map<number, string> {
  const results = checkOrders(knownCampaign(c, empire)).get(key(empire)) ?? [];
  return new Map(results.map((r) => [r.row, checkWords(r)]));
}

/** An admiral's workbook: its tabs as rows, and the view its map is drawn from. */
export interface Book {
  tabs: Map<string, Cell[][]>;
  view: CampaignView;
  /** The campaign revision it is written for (journal.ts), stamped on its Summary tab last of all. */
  revision?: number;
}

/** The Summary row naming the campaign revision a workbook was written for (journal.ts). */
export const REVISION_ROW = 'Campaign revision';

/**
 * Every admiral's workbook, from the campaign and the GM's tabs; `checked` adds each order's live check;
 * `revision`, the campaign revision it is written for, goes on its Summary tab.
 */
export function renderBooks(
  c: Campaign,
  tabs: Map<string, Cell[][]>,
  admirals: Admiral[],
  checked: boolean,
  revision?: number,
): Map<string, Book> {
  const out = new Map<string, Book>();
  for (const a of admirals.filter((x) => x.id)) {
    const e = c.empires.find((x) => sameName(x.id, a.empire));
    if (!e) continue;
    const view = viewFor(c, e.id);
    out.set(key(a.empire), {
      view,
      tabs: admiralTabs(view, {
        orders: tabs.get(`Orders ${e.id}`) ?? [],
        report: tabs.get(`Report ${e.id}`) ?? [],
        history: tabs.get(`Report history ${e.id}`) ?? [],
        checks: checked ? knownChecks(c, e.id) : undefined,
      }),
    });
    if (revision !== undefined) out.get(key(a.empire))!.revision = revision;
  }
  return out;
}

/**
 * The workbooks not written whole for campaign revision `revision` (behind or ahead, or written
 * half-way: an action could not write them all), one read of each Summary tab.
 */
export function staleBooks(books: OpenBook[], revision: number): string[] {
  return books
    .filter((b) => {
      const row = (b.ss.getSheetByName('Summary')?.getDataRange().getValues() ?? []).find((r) => r[0] === REVISION_ROW);
      return row === undefined || Number(row[1]) !== revision;
    })
    .map((b) => b.admiral.empire);
}

/** Writes each tab of an admiral's workbook with one setValues (creating a tab that is missing), then its map. */
export function writeBook({ ss, heights }: BookTarget, book: Book): void {
  for (const [name, rows] of book.tabs) {
    const sheet = ss.getSheetByName(name) ?? ss.insertSheet(name);
    const previous = heights.get(name) ?? 0;
    writeTab(sheet, rows, Math.max(...rows.map((r) => r.length), 1), previous);
    heights.set(name, Math.max(previous, rows.length));
  }
  writeMapTab(ss, book.view);
  // Last, so a workbook written half-way has no revision (the Summary write above blanked the old one).
  const summary = book.tabs.get('Summary');
  if (book.revision !== undefined && summary) {
    ss.getSheetByName('Summary')!
      .getRange(summary.length + 1, 1, 1, 2)
      .setValues([[REVISION_ROW, book.revision]]);
    heights.set('Summary', Math.max(heights.get('Summary') ?? 0, summary.length + 1));
  }
}

/**
 * Writes every admiral workbook, all or nothing: when one write fails, every workbook already written
 * gets its `before` rows back, and the error names the admiral workbook that failed.
 */
export function writeBooks(books: OpenBook[], after: Map<string, Book>, before: Map<string, Book>): void {
  const written: OpenBook[] = [];
  for (const b of books) {
    const tabs = after.get(key(b.admiral.empire));
    if (!tabs) continue;
    try {
      written.push(b);
      writeBook(b, tabs);
    } catch (e) {
      const stuck: string[] = [];
      for (const w of written) {
        const was = before.get(key(w.admiral.empire));
        try {
          if (was) writeBook(w, was);
        } catch {
          // The GM hears of the first failure; Recover rewrites this workbook (journal.ts).
          stuck.push(w.admiral.empire);
        }
      }
      throw Object.assign(new Error(`writing ${b.admiral.empire}'s admiral workbook failed (${message(e)})`), { stuck });
    }
  }
}

/** The empires whose workbook a failed writeBooks could not put back (undefined: not writeBooks' error). */
export function stuckBooks(e: unknown): string[] | undefined {
  const stuck = (e as { stuck?: unknown } | null)?.stuck;
  return Array.isArray(stuck) ? (stuck as string[]) : undefined;
}

// ---- Create / update ----

/**
 * Admiral workbooks ▸ Create / update: one spreadsheet per empire with a valid e-mail, shared with
 * that admiral as editor, its tabs laid out and protected, written from the admiral's view, watched
 * by an edit trigger; the ids and links go to the GM-only columns of Empires. Returns what it did.
 */
export function createOrUpdateBooks(ss: Spreadsheet, tabs: Map<string, Cell[][]>, c: Campaign): string[] {
  const lines: string[] = [];
  const admirals = admiralsOf(tabs.get('Empires'));
  for (const a of admirals) {
    if (!isEmail(a.email)) {
      lines.push(`${a.empire} skipped: its Email "${a.email}" is not an e-mail address.`);
      continue;
    }
    let book: Spreadsheet;
    if (a.id) {
      try {
        book = SpreadsheetApp.openById(a.id);
      } catch (e) {
        lines.push(
          `${a.empire} skipped: its workbook (id ${a.id}) cannot be opened (${message(e)}). Clear its Workbook id to make a new one.`,
        );
        continue;
      }
    } else {
      book = SpreadsheetApp.create(`${c.settings.campaignName}: ${a.empire} admiral`);
      a.id = book.getId();
      lines.push(`${a.empire}: made a new workbook.`);
    }
    a.link = book.getUrl();
    book.addEditor(a.email);
    const target = bookTarget(book);
    const orders = book.getSheetByName(ADMIRAL_ORDERS);
    const mirrored = new Map(tabs);
    if (orders) mirrorOrders(mirrored, [{ ...target, admiral: a, orders: orders.getDataRange().getValues() as Cell[][] }]);
    const rows = renderBooks(c, mirrored, [a], true, revision()).get(key(a.empire))!;
    writeBook(target, rows);
    layOut(
      book,
      rows.tabs,
      c.settings.gmEmail,
      c.fleets.filter((f) => sameName(f.empire, a.empire)).map((f) => f.id),
    );
    lines.push(`${a.empire}: ${book.getUrl()} shared with ${a.email}.`);
  }
  writeWorkbookColumns(ss, tabs.get('Empires') ?? [], admirals);
  PropertiesService.getScriptProperties().setProperty(CAMPAIGN_ID, ss.getId());
  lines.push(...watch(admirals.filter((a) => a.id && isEmail(a.email))));
  return lines;
}

/** Header formatting, the Orders dropdowns, and protections: every tab GM-only but the admiral's order columns. */
function layOut(book: Spreadsheet, tabs: Map<string, Cell[][]>, gm: string, fleets: string[]): void {
  const blank = book.getSheetByName('Sheet1');
  if (blank && book.getSheets().length > tabs.size) book.deleteSheet(blank);
  const map = book.getSheetByName(MAP_TAB);
  if (map) protectGmOnly(map, `SFB: ${MAP_TAB} (GM only)`, gm);
  for (const [name, rows] of tabs) {
    const sheet = book.getSheetByName(name)!;
    const width = rows[0].length;
    sheet.getRange(1, 1, 1, width).setFontWeight('bold').setBackground('#d9d9d9');
    sheet.setFrozenRows(1);
    protectGmOnly(sheet, `SFB: ${name} (GM only)`, gm);
    if (name !== ADMIRAL_ORDERS) continue;
    ensureSize(sheet, 100, width);
    const body = (col: number) => sheet.getRange(2, col, sheet.getMaxRows() - 1, 1);
    body(2).setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList([...ORDER_KINDS], true)
        .setAllowInvalid(false)
        .build(),
    );
    if (fleets.length) {
      body(1).setDataValidation(
        SpreadsheetApp.newDataValidation()
          .requireValueInList(fleets, true)
          .setAllowInvalid(true)
          .setHelpText('One of your fleets (an order for another fleet is rejected when processed).')
          .build(),
      );
    }
    // The admiral may edit the order columns below the header, and nothing else of the workbook.
    sheet.protect().setUnprotectedRanges([sheet.getRange(2, 1, sheet.getMaxRows() - 1, ADMIRAL_INPUT_COLUMNS)]);
  }
}

/** The GM-only Workbook and Workbook id columns of Empires, one write (the header is added if missing). */
function writeWorkbookColumns(ss: Spreadsheet, empires: Cell[][], admirals: Admiral[]): void {
  const sheet = ss.getSheetByName('Empires');
  if (!sheet || empires.length === 0) return;
  const header = empires[0].map((h) => String(h ?? ''));
  const find = (h: string) => header.findIndex((x) => normalizeHeader(x) === normalizeHeader(h));
  let col = find(WORKBOOK_LINK);
  if (col < 0 || find(WORKBOOK_ID) !== col + 1) col = header.length;
  const byEmpire = new Map(admirals.map((a) => [key(a.empire), a]));
  const idCol = find('Empire');
  const rows = empires.map((r, i) => {
    if (i === 0) return [WORKBOOK_LINK, WORKBOOK_ID];
    const a = byEmpire.get(key(r[idCol]));
    return [a?.link ?? r[col] ?? '', a?.id ?? r[col + 1] ?? ''];
  });
  ensureSize(sheet, rows.length, col + 2);
  sheet.getRange(1, col + 1, rows.length, 2).setValues(rows as unknown[][]);
}

/** One installable edit trigger per admiral workbook, made once (Apps Script allows 20 per user per script). */
function watch(admirals: Admiral[]): string[] {
  const existing = new Set(
    ScriptApp.getProjectTriggers()
      .filter((t) => t.getHandlerFunction() === EDIT_HANDLER)
      .map((t) => t.getTriggerSourceId()),
  );
  const out: string[] = [];
  for (const a of admirals.filter((x) => !existing.has(x.id))) {
    try {
      ScriptApp.newTrigger(EDIT_HANDLER).forSpreadsheet(a.id).onEdit().create();
    } catch (e) {
      out.push(`${a.empire}: no live check of orders (${message(e)}).`);
    }
  }
  return out;
}

// ---- the live check ----

/**
 * Installable edit trigger on an admiral workbook (runs as the GM, who made it). Debounced: each edit
 * of the order columns only marks the workbook as edited; whichever run holds the script lock checks
 * every marked workbook until no mark is left, so a burst of typing costs one check while edits that
 * arrive during it cost one more at most.
 */
export function onAdmiralEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  const sheet = e.range.getSheet();
  if (sheet.getName() !== ADMIRAL_ORDERS || e.range.getColumn() > ADMIRAL_INPUT_COLUMNS || e.range.getRow() + e.range.getNumRows() - 1 < 2)
    return;
  const props = PropertiesService.getScriptProperties();
  props.setProperty(EDITED + e.source.getId(), String(Date.now()));
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(0)) return;
  try {
    // A few rounds at most: what is still marked after them waits for the next edit.
    for (let round = 0, marked = editedBooks(); marked.length && round < MAX_CHECK_ROUNDS; round++, marked = editedBooks()) {
      for (const id of marked) props.deleteProperty(EDITED + id);
      checkBooks(marked);
    }
  } finally {
    lock.releaseLock();
  }
}

function editedBooks(): string[] {
  return PropertiesService.getScriptProperties()
    .getKeys()
    .filter((k) => k.startsWith(EDITED))
    .map((k) => k.slice(EDITED.length));
}

/** Writes the check of every order beside it in each of these admiral workbooks (the Order check column only). */
function checkBooks(ids: string[]): void {
  const gm = SpreadsheetApp.openById(PropertiesService.getScriptProperties().getProperty(CAMPAIGN_ID) ?? '');
  const tabs = readTabs(
    gm,
    gm.getSheets().map((s) => s.getName()),
  );
  const { books } = openBooks(admiralsOf(tabs.get('Empires')).filter((a) => ids.includes(a.id)));
  mirrorOrders(tabs, books);
  const { campaign, problems } = parseCampaign(tabs);
  for (const b of books) {
    const rows = b.orders.length;
    if (rows < 2) continue;
    const checks = problems.length ? new Map<number, string>() : knownChecks(campaign, b.admiral.empire);
    const col = ADMIRAL_ORDER_HEADERS.length;
    const text = Array.from({ length: rows - 1 }, (_, i) => [
      problems.length ? 'The campaign cannot be checked now: the GM is at work on it.' : (checks.get(i + 2) ?? ''),
    ]);
    const sheet = b.ss.getSheetByName(ADMIRAL_ORDERS)!;
    // Processing (or the admiral) may have changed the orders while they were checked: then check again
    // rather than write a check beside rows it was not made for.
    const now = sheet.getRange(1, 1, rows, ADMIRAL_INPUT_COLUMNS).getValues() as Cell[][];
    const orderText = (t: Cell[][]) => JSON.stringify(t.slice(0, rows).map((r) => r.slice(0, ADMIRAL_INPUT_COLUMNS).map(String)));
    if (orderText(now) !== orderText(b.orders))
      PropertiesService.getScriptProperties().setProperty(EDITED + b.admiral.id, String(Date.now()));
    else sheet.getRange(2, col, rows - 1, 1).setValues(text);
  }
}

/**
 * For Undo: every admiral workbook as the GM's tabs will be once undone (`tabs`, their Orders
 * included), opened and rendered before anything is written. `write` writes them and answers what
 * could not be done.
 */
export function booksAfterUndo(tabs: Map<string, Cell[][]>, revision?: number): { write(): string[] } {
  if (!privateMode(tabs.get('Campaign'))) return { write: () => [] };
  const admirals = admiralsOf(tabs.get('Empires'));
  const { books, problems } = openBooks(admirals);
  const { campaign, problems: broken } = parseCampaign(tabs);
  if (broken.length)
    return { write: () => [...problems, 'The admiral workbooks were not updated: the campaign has problems (Check workbook lists them).'] };
  const rows = renderBooks(campaign, tabs, admirals, true, revision);
  return {
    write: () => {
      for (const b of books) {
        const book = rows.get(key(b.admiral.empire));
        try {
          if (book) writeBook(b, book);
        } catch (e) {
          problems.push(`${b.admiral.empire}'s admiral workbook could not be written (${message(e)}).`);
        }
      }
      return problems;
    },
  };
}

/**
 * Offline: every empire's workbook as tab rows (the folder out/admirals/<EMPIRE>/ a GM can e-mail),
 * built exactly as the private workbooks are.
 */
export function offlineBooks(ss: Spreadsheet): Record<string, Record<string, Cell[][]>> {
  const tabs = readTabs(
    ss,
    ss.getSheets().map((s) => s.getName()),
  );
  const { campaign } = parseCampaign(tabs);
  const everyone = campaign.empires.map((e) => ({ empire: e.id, email: e.email, id: e.id, link: '' }));
  const rows = renderBooks(campaign, tabs, everyone, true);
  return Object.fromEntries(campaign.empires.map((e) => [e.id, Object.fromEntries(rows.get(key(e.id))?.tabs ?? [])]));
}

/** Menu (admirals, shared workbook): checks the signed-in admiral's own orders against what they know. */
export function checkMyOrders(ss: Spreadsheet): { title: string; text: string } {
  const tabs = readTabs(
    ss,
    ss
      .getSheets()
      .map((s) => s.getName())
      .filter((n) => !n.startsWith('Report ')),
  );
  const me = String(Session.getActiveUser().getEmail() ?? '')
    .trim()
    .toLowerCase();
  const mine = admiralsOf(tabs.get('Empires')).find((a) => me && sameEmail(a.email, me));
  if (!mine)
    return {
      title: 'Check my orders',
      text: me
        ? `No empire on the Empires tab has the e-mail ${me}.`
        : 'Google did not tell the add-on who you are: sign in with the account on the Empires tab.',
    };
  const { campaign, problems } = parseCampaign(tabs);
  if (problems.length) return { title: 'Check my orders', text: 'The campaign cannot be checked now: the GM has problems to fix first.' };
  const checks = [...knownChecks(campaign, mine.empire)].map(([row, text]) => `Row ${row}: ${text}`);
  return { title: `Check my orders: ${mine.empire}`, text: checks.length ? checks.join('\n') : 'Your Orders tab holds no orders.' };
}

// ---- small helpers ----

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** An error's message (errors thrown by Apps Script services may not be instances of this realm's Error). */
function message(e: unknown): string {
  return typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}
