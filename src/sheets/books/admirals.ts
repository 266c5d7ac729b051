// Private admiral workbooks (Campaign "Play mode": Private workbooks). The GM's campaign spreadsheet is
// shared with nobody; each admiral gets a spreadsheet of their own, made and written by the GM's
// script, holding only that admiral's view (view.ts). The admiral edits its Orders tab and nothing
// else; every campaign action reads each admiral's orders from there and writes each workbook back.
//
// This module opens, renders and writes the workbooks; bookSetup.ts makes and repairs them (Create /
// update), liveCheck.ts checks the orders typed there. Apps Script facts this rests on (README,
// "Private admiral workbooks", cites each one): SpreadsheetApp.create / openById, Spreadsheet.addEditor;
// installable triggers run as the user who created them, so ScriptApp.newTrigger(...).forSpreadsheet(id)
// .onEdit() from the GM's own script watches each admiral's workbook with the GM's rights; 20 triggers
// per user per script; a daily total of trigger runtime; the script's own writes never fire an edit trigger.

import { checkWords } from '../../engine/core/plotting';
import { Campaign } from '../../engine/core/model';
import { key, sameName } from '../../engine/core/ids';
import { CampaignView, viewFor } from '../../engine/core/view';
import { knownCampaign } from '../../engine/core/knownCampaign';
import { chartRows, MAP_BLOCKS, MAP_TAB, MapChart, mapBlocks, placeMapChart } from '../views/map';
import {
  atLeast,
  Block,
  changedColumns,
  changedRuns,
  Extent,
  exactRows,
  fitExtent,
  recordedExtents,
  recordExtents,
  recordWritten,
  rowsDigest,
  writeBlock,
  Written,
  writtenOf,
} from '../tabs/blocks';
import { readTabs } from '../tabs/gateway';
import { gameOrDefault, viewRulesOf } from '../../engine/games';
import { TabWrite } from '../tabs/save';
import { parseCampaign } from '../tabs/load';
import { settingValue } from '../tabs/access';
import { message } from '../views/words';
import { Cell, isBlank, normalizeHeader } from '../tabs/tables';
import { formatPlaces, unformatted } from './plainText';
import { sameEmail, strangers, editorsOf, viewersOf } from './bookAccess';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDER_HEADERS, ADMIRAL_ORDERS, ADMIRAL_TABS, admiralTabs, aligned } from './admiralTabs';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const WORKBOOK_LINK = 'Workbook';
export const WORKBOOK_ID = 'Workbook id';
/** Script property: the id of the GM's campaign spreadsheet, for the edit trigger (which runs outside it). */
export const CAMPAIGN_ID = 'SFB campaign id';

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

/**
 * A workbook to write: its tabs as listed when opened, what was last written into each block, and each
 * block's height, so that writing reads nothing and writes only the blocks that changed.
 */
export interface BookTarget {
  ss: Spreadsheet;
  id: string;
  sheets: Map<string, Sheet>;
  written: Written;
  /** Rows each block holds now (the record's, else its tab's last row as opened); kept current while writing. */
  heights: Map<string, number>;
  /** The Orders tab as it holds now (header first), if it was read: it is compared with, not recorded. */
  orders?: Cell[][];
  /** What is known of each tab's size (blocks.ts fitExtent): Sheets is asked only when a write may not fit. */
  extents: Map<string, Extent>;
}

/**
 * A workbook and what it holds: the record of what was last written (`fresh`: none, so every block is
 * written, as when a workbook is made or repaired), and the last row of every tab no record covers
 * (one read each, before anything is written).
 */
export function bookTarget(ss: Spreadsheet, id: string, fresh = false): BookTarget {
  const sheets = new Map(ss.getSheets().map((s) => [s.getName(), s]));
  const written = fresh ? {} : writtenOf(id);
  const heights = new Map(Object.entries(written).map(([k, [, rows]]) => [k, rows]));
  for (const [name, sheet] of sheets) {
    const keys = name === MAP_TAB ? MAP_BLOCKS : [name];
    if (keys.some((k) => !heights.has(k))) {
      const last = sheet.getLastRow();
      // The Map title block is rows 1-2; the chart data and the table start on row 4.
      for (const k of keys)
        if (!heights.has(k)) heights.set(k, k === name ? last : k === 'Map title' ? Math.min(last, 2) : Math.max(last - 3, 0));
    }
  }
  return { ss, id, sheets, written, heights, extents: recordedExtents(written) };
}

/**
 * A workbook's tab through the tab list the run made of it (bookTarget; kept current by writeBook's
 * own inserts), looked up by name only when absent from it (rule option J21: issue 31, a
 * getSheetByName per workbook for each of the Summary stamp and the Orders re-read). A Sheet object
 * stands for its tab whatever it is renamed to; one deleted meanwhile fails when read.
 */
export function tabOf(b: BookTarget, name: string): Sheet | null {
  return b.sheets.get(name) ?? b.ss.getSheetByName(name);
}

/**
 * Opens every admiral's workbook and reads its Orders tab (one read each). Names every workbook that
 * is missing, deleted, no longer shared with its admiral, shared with anyone else (editor or viewer), or lacks a tab; then
 * nothing may proceed.
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
    const editors = editorsOf(ss);
    if (!editors.some((m) => sameEmail(m, a.email))) {
      problems.push(
        `${who} is no longer shared with ${a.email || 'its admiral'}: run Admiral workbooks ▸ Create / update to share it again.`,
      );
    }
    const others = strangers(ss, [...editors, ...viewersOf(ss)], a, '');
    if (others.length)
      problems.push(
        `${who} is also shared with ${others.join(', ')}: only the GM and ${a.email || 'its admiral'} may open it. Run Admiral workbooks ▸ Create / update to remove the others.`,
      );
    const target = bookTarget(ss, a.id);
    const missing = ADMIRAL_TABS.filter((t) => !target.sheets.has(t));
    if (missing.length) {
      problems.push(
        `${who} has no tab ${missing.map((t) => `"${t}"`).join(', ')} (renamed or deleted): run Admiral workbooks ▸ Create / update to repair it.`,
      );
      continue;
    }
    const orders = target.sheets.get(ADMIRAL_ORDERS)!.getDataRange().getValues() as Cell[][];
    const lacking = missingOrderHeaders(orders);
    if (lacking.length)
      problems.push(
        `${who}, tab Orders: column ${lacking.map((h) => `"${h}"`).join(', ')} is missing (columns are found by their header).`,
      );
    else books.push({ ...target, admiral: a, orders });
  }
  return { books, problems };
}

/** The admiral's order columns a tab's header lacks. */
export function missingOrderHeaders(rows: Cell[][]): string[] {
  return ADMIRAL_ORDER_HEADERS.slice(0, ADMIRAL_INPUT_COLUMNS).filter(
    (h) => !(rows[0] ?? []).some((x) => normalizeHeader(x) === normalizeHeader(h)),
  );
}

/** The order columns of a workbook's Orders tab as read (its live check, which the GM's script writes, left out). */
export function orderColumns(rows: Cell[][]): Cell[][] {
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
        const now = tabOf(b, ADMIRAL_ORDERS)?.getDataRange().getValues() as Cell[][] | undefined;
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
export function mirrorOrders(original: Map<string, Cell[][]>, books: Pick<OpenBook, 'admiral' | 'orders'>[]): void {
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

/**
 * Each order row's check against what the admiral knows (sheet row → text), as ORDER_CHECKS words it;
 * `view`, when given, is the admiral's view already made for this campaign (viewFor), not made twice.
 */
export function knownChecks(c: Campaign, empire: string, view?: CampaignView): Map<number, string> {
  const results =
    gameOrDefault(c.settings.ruleset)
      .check(knownCampaign(viewRulesOf(c), c, empire, view))
      .get(key(empire)) ?? [];
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
  const game = gameOrDefault(c.settings.ruleset);
  for (const a of admirals.filter((x) => x.id)) {
    const e = c.empires.find((x) => sameName(x.id, a.empire));
    if (!e) continue;
    const view = viewFor(game.view, c, e.id);
    out.set(key(a.empire), {
      view,
      tabs: admiralTabs(
        view,
        {
          orders: tabs.get(`Orders ${e.id}`) ?? [],
          report: tabs.get(`Report ${e.id}`) ?? [],
          history: tabs.get(`Report history ${e.id}`) ?? [],
          checks: checked ? knownChecks(c, e.id, view) : undefined,
        },
        game,
      ),
    });
    if (revision !== undefined) out.get(key(a.empire))!.revision = revision;
  }
  return out;
}

/** The viewer of the public book: no empire's id (ids are trimmed, never blank). */
const NOBODY = ' ';

/**
 * The public book: every tab as a viewer that is no empire sees it (nothing owned, explored, sighted,
 * fought or ordered), so all it holds every admiral's view holds too. New workbooks start from it (newBooks.ts).
 * `like`, an empire: each tab has that admiral's columns, those it lacks blank (J17): a column an admiral's
 * tab shows only for rows of their own (a GC system's Morale) is then in the copies already, and
 * each copy is written only in its admiral's own cells, not shifted column by column on every row.
 */
export function publicBook(c: Campaign, like?: string): Book {
  const game = gameOrDefault(c.settings.ruleset);
  const view = viewFor(game.view, c, NOBODY);
  const tabs = admiralTabs(view, { orders: [], report: [], history: [] }, game);
  const shape = like === undefined ? undefined : admiralTabs(viewFor(game.view, c, like), { orders: [], report: [], history: [] }, game);
  for (const [name, rows] of tabs) {
    const header = shape?.get(name)?.[0].map(String);
    if (header && header.join('\n') !== rows[0].join('\n')) tabs.set(name, aligned(header, rows));
  }
  return { view, tabs };
}

/**
 * The blocks of an admiral's workbook: each tab from A1, and the Map tab's three ranges. The Summary
 * tab ends with the campaign revision the workbook is written for (journal.ts); writeBook writes it
 * last, so a workbook written half-way never shows the new revision.
 */
function blocksOf(book: Book): { blocks: Block[]; chart: MapChart } {
  const map = mapBlocks(book.view);
  const stamped = (tab: string, rows: Cell[][]) =>
    tab === 'Summary' && book.revision !== undefined ? [...rows, [REVISION_ROW, book.revision]] : rows;
  const tabs = [...book.tabs].map(([tab, rows]) => ({
    key: tab,
    tab,
    row: 1,
    col: 1,
    width: Math.max(...rows.map((r) => r.length), 1),
    rows: stamped(tab, rows),
  }));
  return { blocks: [...tabs, ...map.blocks], chart: map.chart };
}

/**
 * A book's blocks with each one's digest, worked out once per book: the public book is held by every
 * workbook made from it (newBooks.ts), and a digest is a call to Utilities each.
 */
const digestedBooks = new WeakMap<Book, { blocks: Block[]; chart: MapChart; digests: Map<string, string> }>();
function digested(book: Book): { blocks: Block[]; chart: MapChart; digests: Map<string, string> } {
  let out = digestedBooks.get(book);
  if (!out) {
    const { blocks, chart } = blocksOf(book);
    out = { blocks, chart, digests: new Map(blocks.map((b) => [b.key, rowsDigest(b.rows)])) };
    digestedBooks.set(book, out);
  }
  return out;
}

/** Rows as text, trailing blanks dropped: the Orders tab as read against the rows meant for it. */
function sameRows(read: Cell[][] | undefined, rows: Cell[][]): boolean {
  const text = (t: Cell[][]) => {
    const lines = t.map((r) => {
      const cells = r.map((c) => String(c ?? ''));
      while (cells.length && !cells[cells.length - 1]) cells.pop();
      return JSON.stringify(cells);
    });
    while (lines.length && lines[lines.length - 1] === '[]') lines.pop();
    return lines.join('\n');
  };
  return read !== undefined && text(read) === text(rows);
}

/** The record's key (blocks.ts) for the map's chart: its options and the rows it reads. */
export const MAP_CHART = 'Map chart drawn';

/**
 * Writes the blocks of an admiral's workbook that changed since they were last written (the Orders tab:
 * that differ from it as read), creating a tab that is missing; then redraws the map's chart only if
 * its ranges or options changed. `holds`: the book the workbook is known to hold where a block's digest
 * matches the record; only the rows of such a block that differ from it are written (in runs, see
 * changedRuns), else the whole block with one setValues. The blocks about to be written are dropped from
 * the workbook's record first, so a write that stops halfway leaves them to be written in full again.
 */
export function writeBook(t: BookTarget, book: Book, holds?: Book): void {
  const { blocks, chart, digests } = digested(book);
  // A block whose tab is gone (a game's tab deleted: openBooks asks only for the shared ones) is written again.
  // A tab whose place columns get the plain-text format now is written whole after it (plainText.ts);
  // the Orders tab only as ever: what its admiral typed stays.
  const reformat = unformatted(t.written, blocks);
  const due = blocks.filter(
    (b) =>
      (reformat.includes(b) && b.key !== ADMIRAL_ORDERS) ||
      (b.key === ADMIRAL_ORDERS ? !sameRows(t.orders, b.rows) : !t.sheets.has(b.tab) || t.written[b.key]?.[0] !== digests.get(b.key)),
  );
  const chartAt = chartRows(blocks.find((b) => b.key === 'Map chart')!.rows.length, t.written[MAP_CHART]?.[1]);
  const drawn = rowsDigest([[JSON.stringify(chart), chartAt]]);
  const redraw = t.written[MAP_CHART]?.[0] !== drawn;
  // An Orders tab that already holds its rows (a write stopped after it, or the admiral's own typing)
  // is not written; its record catches up, so the record is the same however the workbook got there.
  const orders = blocks.find((b) => b.key === ADMIRAL_ORDERS);
  const caughtUp = orders && t.orders && !due.includes(orders) && t.written[ADMIRAL_ORDERS]?.[0] !== digests.get(ADMIRAL_ORDERS);
  if (caughtUp) t.written[ADMIRAL_ORDERS] = [digests.get(ADMIRAL_ORDERS)!, orders.rows.length];
  if (!due.length && !redraw && !reformat.length) {
    if (caughtUp) recordWritten(t.id, t.written);
    return;
  }
  const kept = holds && digested(holds);
  const held = new Map(
    (kept?.blocks ?? [])
      .filter(
        (b) =>
          b.key !== ADMIRAL_ORDERS &&
          t.sheets.has(b.tab) &&
          t.written[b.key]?.[0] === kept!.digests.get(b.key) &&
          !reformat.some((r) => r.key === b.key),
      )
      .map((b) => [b.key, b.rows]),
  );
  // A tab is at least as large as what it is known to hold: writing within that asks Sheets nothing.
  for (const b of blocks.filter((x) => held.has(x.key))) {
    const old = held.get(b.key)!;
    atLeast(t.extents, b.tab, b.row - 1 + old.length, b.col - 1 + Math.max(...old.map((r) => r.length), 1));
  }
  if (t.orders?.length) atLeast(t.extents, ADMIRAL_ORDERS, t.orders.length, Math.max(...t.orders.map((r) => r.length), 1));
  // Before writing, each block due is recorded as unknown (no digest) with the most rows it may hold
  // once this write stops anywhere, and the chart with the rows it is about to read, so a next action
  // rewrites them in full and blanks what a half-done write left below.
  for (const b of due) t.written[b.key] = ['', Math.max(t.heights.get(b.key) ?? 0, b.rows.length)];
  if (redraw) t.written[MAP_CHART] = ['', chartAt];
  recordWritten(t.id, t.written);
  const sheet = (name: string) => {
    const existing = t.sheets.get(name);
    if (existing) return existing;
    const made = t.ss.insertSheet(name);
    t.sheets.set(name, made);
    t.extents.delete(name); // a new tab has Sheets' default size, not the record's
    return made;
  };
  const fit = (tab: string) => (rows: number, cols: number) => void fitExtent(sheet(tab), t.extents, tab, rows, cols);
  // J20: a write that failed while the tab's rows were the record's is written again only when the tab,
  // asked, is shorter than the record (a person deleted rows since: Sheets refused the range); then
  // the write fits or grows it as if the record had never been. Any other failure is thrown as it was.
  const retried = (tab: string, fn: () => void) => {
    try {
      fn();
    } catch (e) {
      const known = t.extents.get(tab);
      if (!known?.recorded) throw e;
      const rows = sheet(tab).getMaxRows();
      if (rows >= known.rows) throw e;
      t.extents.set(tab, { ...known, rows, exactRows: true, recorded: false });
      fn();
    }
  };
  const write = (b: Block) => {
    const previous = b.key === ADMIRAL_ORDERS && t.orders ? t.orders.length : (t.heights.get(b.key) ?? 0);
    t.heights.set(b.key, Math.max(previous, b.rows.length));
    const old = held.get(b.key);
    if (old)
      // Every row of a run held something before: it is written over (or cleared first), in the spans
      // of columns that changed in the run (issue 31: a season changes two columns of a few systems
      // here and there, not the other columns of the rows between them).
      for (const [from, to] of changedRuns(old, b.rows, b.width))
        for (const [first, last] of changedColumns(old, b.rows, from, to, b.width))
          writeBlock(
            sheet(b.tab),
            {
              ...b,
              row: b.row + from,
              col: b.col + first,
              width: last - first,
              rows: Array.from({ length: to - from }, (_, k) => (b.rows[from + k] ?? []).slice(first, last)),
            },
            to - from,
            fit(b.tab),
          );
    else writeBlock(sheet(b.tab), b, previous, fit(b.tab));
    t.heights.set(b.key, b.rows.length);
    t.written[b.key] = [digests.get(b.key)!, b.rows.length];
    if (b.key === ADMIRAL_ORDERS) t.orders = b.rows;
  };
  for (const b of due) sheet(b.tab); // a missing tab is made in the book's order
  // The rows a tab has, as the writes below will need them anyway (one getMaxRows a tab, kept in the extents).
  const height = (tab: string) => exactRows(sheet(tab), t.extents, tab);
  formatPlaces(t.written, reformat, sheet, height);
  for (const b of due.filter((x) => x.key !== 'Summary')) retried(b.tab, () => write(b));
  if (redraw) {
    retried(MAP_TAB, () => placeMapChart(sheet(MAP_TAB), chart, chartAt, fit(MAP_TAB)));
    t.written[MAP_CHART] = [drawn, chartAt];
  }
  for (const b of due.filter((x) => x.key === 'Summary')) retried(b.tab, () => write(b));
  recordExtents(t.written, t.extents);
  recordWritten(t.id, t.written);
}

/** Asked right before each workbook is written, and right after (Process Season: bookRecovery.ts, watchTyping). */
export interface WriteWatch {
  /** The workbook's tabs as they must be written now: `book`, or `book` with orders typed meanwhile kept. */
  before(b: OpenBook, book: Book): Book;
  after(b: OpenBook): void;
  /** When writing `book` failed: whether a tab a person deleted meanwhile was made again and the workbook written whole (J82). */
  remade?(b: OpenBook, book: Book, holds?: Book): boolean;
}

/**
 * Writes every admiral workbook, all or nothing: when one write fails, every workbook already written
 * gets its `before` rows back, and the error names the admiral workbook that failed. `fits` is asked
 * before each workbook after the first (budget.ts): when it says no, the workbooks not yet written
 * are answered, for a follow-up execution (continuation.ts, finishAction). `watch` sees each workbook
 * just before and just after it is written, and may make again a tab deleted while it was written.
 */
export function writeBooks(
  books: OpenBook[],
  after: Map<string, Book>,
  before: Map<string, Book>,
  fits = () => true,
  watch?: WriteWatch,
): OpenBook[] {
  const written: OpenBook[] = [];
  for (const [i, b] of books.entries()) {
    const rendered = after.get(key(b.admiral.empire));
    if (!rendered) continue;
    if (!fits() && written.length) return books.slice(i);
    try {
      written.push(b);
      const tabs = watch ? watch.before(b, rendered) : rendered;
      after.set(key(b.admiral.empire), tabs);
      try {
        writeBook(b, tabs, before.get(key(b.admiral.empire)));
      } catch (e) {
        if (!watch?.remade?.(b, tabs, before.get(key(b.admiral.empire)))) throw e;
      }
      watch?.after(b);
    } catch (e) {
      const stuck: string[] = [];
      for (const w of written) {
        const was = before.get(key(w.admiral.empire));
        try {
          if (was) writeBook(w, was, after.get(key(w.admiral.empire)));
        } catch {
          // The GM hears of the first failure; Recover rewrites this workbook (journal.ts).
          stuck.push(w.admiral.empire);
        }
      }
      throw Object.assign(new Error(`writing ${b.admiral.empire}'s admiral workbook failed (${message(e)})`), { stuck });
    }
  }
  return [];
}

/** The empires whose workbook a failed writeBooks could not put back (undefined: not writeBooks' error). */
export function stuckBooks(e: unknown): string[] | undefined {
  const stuck = (e as { stuck?: unknown } | null)?.stuck;
  return Array.isArray(stuck) ? (stuck as string[]) : undefined;
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
