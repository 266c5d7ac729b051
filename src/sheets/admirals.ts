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
import { chartRows, MAP_BLOCKS, MAP_TAB, MapChart, mapBlocks, placeMapChart } from './map';
import { Block, forgetWritten, recordWritten, rowsDigest, writeBlock, Written, writtenOf, writtenToken } from './blocks';
import { isComputed, ORDER_KINDS, ORDERS_TAB, TABS } from '../../sheets-templates/schema';
import { STANDINGS_TAB } from './standings';
import { ensureSize, readTabs, writeTab } from './gateway';
import { dataWidth, TabWrite } from './save';
import { parseCampaign } from './load';
import { isEmail, protectGmOnly } from './protection';
import { settingValue } from './access';
import { Cell, isBlank, normalizeHeader } from './tables';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDER_HEADERS, ADMIRAL_ORDERS, ADMIRAL_TABS, admiralTabs, aligned } from './admiralTabs';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const WORKBOOK_LINK = 'Workbook';
export const WORKBOOK_ID = 'Workbook id';
/** Script property: the id of the GM's campaign spreadsheet, for the edit trigger (which runs outside it). */
export const CAMPAIGN_ID = 'SFB campaign id';
/** Script property prefix: an admiral workbook whose orders changed since they were last checked. */
const EDITED = 'SFB orders edited ';
export const EDIT_HANDLER = 'onAdmiralEdit';
/** The live check stops looking for marks after this long (an installable trigger may run 6 minutes). */
const CHECK_BUDGET_MS = 4 * 60 * 1000;

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
  return { ss, id, sheets, written, heights };
}

/** Everyone who can open a workbook (`editors`, its owner included) besides its admiral, the GM, its owner and the user running the script. */
function strangers(ss: Spreadsheet, editors: string[], a: Admiral, gm: string): string[] {
  const allowed = [a.email, gm, ss.getOwner()?.getEmail() ?? '', Session.getEffectiveUser().getEmail()];
  return editors.filter((m) => !allowed.some((x) => sameEmail(x, m)));
}

/** The e-mails of everyone who may edit a workbook, its owner included. */
function editorsOf(ss: Spreadsheet): string[] {
  return ss.getEditors().map((u) => u.getEmail());
}

/**
 * Opens every admiral's workbook and reads its Orders tab (one read each). Names every workbook that
 * is missing, deleted, no longer shared with its admiral, shared with anyone else, or lacks a tab; then
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
    const others = strangers(ss, editors, a, '');
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
function missingOrderHeaders(rows: Cell[][]): string[] {
  return ADMIRAL_ORDER_HEADERS.slice(0, ADMIRAL_INPUT_COLUMNS).filter(
    (h) => !(rows[0] ?? []).some((x) => normalizeHeader(x) === normalizeHeader(h)),
  );
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

/** Each order row's check against what the admiral knows (sheet row → text), as ORDER_CHECKS words it. */
export function knownChecks(c: Campaign, empire: string): Map<number, string> {
  const results = checkOrders(knownCampaign(c, empire)).get(key(empire)) ?? [];
  return new Map(results.map((r) => [r.row, checkWords(r)]));
}

/** An admiral's workbook: its tabs as rows, and the view its map is drawn from. */
export interface Book {
  tabs: Map<string, Cell[][]>;
  view: CampaignView;
}

/** Every admiral's workbook, from the campaign and the GM's tabs; `checked` adds each order's live check. */
export function renderBooks(c: Campaign, tabs: Map<string, Cell[][]>, admirals: Admiral[], checked: boolean): Map<string, Book> {
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
  }
  return out;
}

/** The blocks of an admiral's workbook: each tab from A1, and the Map tab's three ranges. */
function blocksOf(book: Book): { blocks: Block[]; chart: MapChart } {
  const map = mapBlocks(book.view);
  const tabs = [...book.tabs].map(([tab, rows]) => ({
    key: tab,
    tab,
    row: 1,
    col: 1,
    width: Math.max(...rows.map((r) => r.length), 1),
    rows,
  }));
  return { blocks: [...tabs, ...map.blocks], chart: map.chart };
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

const CHART = 'Map chart drawn';

/**
 * Writes the blocks of an admiral's workbook that changed since they were last written (the Orders tab:
 * that differ from it as read), creating a tab that is missing; then redraws the map's chart only if
 * its ranges or options changed. `holds`: the book the workbook is known to hold where a block's digest
 * matches the record; only the rows of such a block that differ from it are written (in runs, see
 * changedRuns), else the whole block with one setValues. The blocks about to be written are dropped from
 * the workbook's record first, so a write that stops halfway leaves them to be written in full again.
 */
export function writeBook(t: BookTarget, book: Book, holds?: Book): void {
  const { blocks, chart } = blocksOf(book);
  const digests = new Map(blocks.map((b) => [b.key, rowsDigest(b.rows)]));
  const due = blocks.filter((b) => (b.key === ADMIRAL_ORDERS ? !sameRows(t.orders, b.rows) : t.written[b.key]?.[0] !== digests.get(b.key)));
  const chartAt = chartRows(blocks.find((b) => b.key === 'Map chart')!.rows.length, t.written[CHART]?.[1]);
  const drawn = rowsDigest([[JSON.stringify(chart), chartAt]]);
  const redraw = t.written[CHART]?.[0] !== drawn;
  if (!due.length && !redraw) return;
  const held = new Map(
    (holds ? blocksOf(holds).blocks : [])
      .filter((b) => b.key !== ADMIRAL_ORDERS && t.written[b.key]?.[0] === rowsDigest(b.rows))
      .map((b) => [b.key, b.rows]),
  );
  for (const b of due) delete t.written[b.key];
  if (redraw) delete t.written[CHART];
  recordWritten(t.id, t.written);
  const sheet = (name: string) => {
    const existing = t.sheets.get(name);
    if (existing) return existing;
    const made = t.ss.insertSheet(name);
    t.sheets.set(name, made);
    return made;
  };
  for (const b of due) {
    const previous = b.key === ADMIRAL_ORDERS && t.orders ? t.orders.length : (t.heights.get(b.key) ?? 0);
    t.heights.set(b.key, Math.max(previous, b.rows.length));
    const old = held.get(b.key);
    if (old)
      for (const [from, to] of changedRuns(old, b.rows, b.width))
        writeBlock(sheet(b.tab), { ...b, row: b.row + from, rows: Array.from({ length: to - from }, (_, k) => b.rows[from + k] ?? []) }, 0);
    else writeBlock(sheet(b.tab), b, previous);
    t.heights.set(b.key, b.rows.length);
    t.written[b.key] = [digests.get(b.key)!, b.rows.length];
    if (b.key === ADMIRAL_ORDERS) t.orders = b.rows;
  }
  if (redraw) {
    placeMapChart(sheet(MAP_TAB), chart, chartAt);
    t.written[CHART] = [drawn, chartAt];
  }
  recordWritten(t.id, t.written);
}

/** A call costs about as much as this many cells written (README: ~30 ms a call, ~0.05 ms a cell). */
const CELLS_PER_CALL = 600;

/**
 * The row ranges [from, to) where `rows` differ from `old` (a row gone is blanked), two ranges merged
 * when the equal rows between them cost fewer cells than another call would.
 */
export function changedRuns(old: Cell[][], rows: Cell[][], width: number): [number, number][] {
  const text = (r: Cell[] | undefined) => JSON.stringify((r ?? []).map((c) => (c instanceof Date ? c.toISOString() : String(c ?? ''))));
  const gap = Math.max(1, Math.floor(CELLS_PER_CALL / Math.max(width, 1)));
  const runs: [number, number][] = [];
  for (let i = 0; i < Math.max(old.length, rows.length); i++) {
    if (text(old[i]) === text(rows[i])) continue;
    const last = runs[runs.length - 1];
    if (last && i - last[1] <= gap) last[1] = i + 1;
    else runs.push([i, i + 1]);
  }
  return runs;
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
      writeBook(b, tabs, before.get(key(b.admiral.empire)));
    } catch (e) {
      for (const w of written) {
        const was = before.get(key(w.admiral.empire));
        try {
          if (was) writeBook(w, was, after.get(key(w.admiral.empire)));
        } catch {
          // The GM hears of the first failure; this workbook is re-written at the next action.
        }
      }
      throw new Error(`writing ${b.admiral.empire}'s admiral workbook failed (${message(e)})`);
    }
  }
}

// ---- Create / update ----

/**
 * Admiral workbooks ▸ Create / update: one spreadsheet per empire with a valid e-mail, shared with
 * that admiral as editor (and with nobody else), its tabs laid out and protected, written in full from
 * the admiral's view, watched by an edit trigger; its id and link go to the GM-only columns of Empires
 * the moment it is made, so a run that stops halfway is carried on by the next one and never makes a
 * second workbook for an empire. One empire's failure is named and the others go on. Returns what it did.
 */
export function createOrUpdateBooks(ss: Spreadsheet, tabs: Map<string, Cell[][]>, c: Campaign): string[] {
  const lines: string[] = [];
  PropertiesService.getScriptProperties().setProperty(CAMPAIGN_ID, ss.getId());
  const admirals = admiralsOf(tabs.get('Empires'));
  const record = workbookColumns(ss, tabs.get('Empires') ?? []);
  for (const a of admirals) {
    if (!isEmail(a.email)) {
      lines.push(`${a.empire} skipped: its Email "${a.email}" is not an e-mail address.`);
      continue;
    }
    try {
      lines.push(...makeOrRepair(ss, tabs, c, a, record));
    } catch (e) {
      lines.push(
        `${a.empire}: stopped (${message(e)}). ${a.id ? `Its workbook (id ${a.id}) is recorded on Empires: r` : 'R'}un Create / update again to finish it${/e-?mail|invalid|user/i.test(message(e)) ? `, after checking its Email "${a.email}"` : ''}.`,
      );
    }
  }
  lines.push(...watch(admirals.filter((a) => a.id && isEmail(a.email))));
  return lines;
}

/** One empire's workbook made (or opened), shared with its admiral alone, its orders kept, written in full and laid out. */
function makeOrRepair(ss: Spreadsheet, tabs: Map<string, Cell[][]>, c: Campaign, a: Admiral, record: (a: Admiral) => void): string[] {
  const lines: string[] = [];
  let book: Spreadsheet;
  if (a.id) {
    try {
      book = SpreadsheetApp.openById(a.id);
    } catch (e) {
      return [
        `${a.empire} skipped: its workbook (id ${a.id}) cannot be opened (${message(e)}). Clear its Workbook id on Empires to make a new one.`,
      ];
    }
  } else {
    book = SpreadsheetApp.create(`${c.settings.campaignName}: ${a.empire} admiral`);
    a.id = book.getId();
    a.link = book.getUrl();
    record(a); // before anything else can fail: a re-run finds this workbook
    lines.push(`${a.empire}: made a new workbook.`);
  }
  a.link = book.getUrl();
  record(a);
  for (const other of strangers(book, editorsOf(book), a, c.settings.gmEmail)) {
    book.removeEditor(other);
    lines.push(`${a.empire}: ${other} may no longer open the workbook (not its admiral).`);
  }
  book.addEditor(a.email);
  const target = bookTarget(book, a.id, true);
  lines.push(...keepOrders(ss, tabs, a, target));
  const rows = renderBooks(c, tabs, [a], true).get(key(a.empire))!;
  writeBook(target, rows);
  layOut(
    target,
    rows.tabs,
    c.settings.gmEmail,
    c.fleets.filter((f) => sameName(f.empire, a.empire)).map((f) => f.id),
  );
  lines.push(`${a.empire}: ${a.link} shared with ${a.email}.`);
  return lines;
}

/**
 * The admiral's orders, kept in the GM's Orders tab for that empire (its mirror) before the workbook
 * is rewritten: from its Orders tab, or from the tab it was renamed to; when it was deleted, the mirror
 * keeps what it last held. `tabs` gets the mirror as written.
 */
function keepOrders(ss: Spreadsheet, tabs: Map<string, Cell[][]>, a: Admiral, target: BookTarget): string[] {
  const renamed = [...target.sheets].find(([name]) => name !== ADMIRAL_ORDERS && !ADMIRAL_TABS.includes(name) && name !== MAP_TAB);
  const source = target.sheets.get(ADMIRAL_ORDERS) ? ADMIRAL_ORDERS : undefined;
  const lines: string[] = [];
  let orders: Cell[][] | undefined;
  if (source) orders = target.sheets.get(source)!.getDataRange().getValues() as Cell[][];
  else if (renamed) {
    const rows = renamed[1].getDataRange().getValues() as Cell[][];
    if (!missingOrderHeaders(rows).length) {
      orders = rows;
      lines.push(`${a.empire}: its Orders tab had been renamed "${renamed[0]}"; the orders in it were kept (that tab can be deleted).`);
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
  if (!sheet || JSON.stringify(before) === JSON.stringify(rows)) return lines;
  const width = dataWidth('Orders tab', rows[0] ?? []);
  writeTab(
    sheet,
    rows.map((r) => r.slice(0, width)),
    width,
    before?.length ?? 0,
  );
  return lines;
}

/** Header formatting, the Orders dropdowns, and protections: every tab GM-only but the admiral's order columns. */
function layOut(t: BookTarget, tabs: Map<string, Cell[][]>, gm: string, fleets: string[]): void {
  const blank = t.sheets.get('Sheet1');
  if (blank && t.sheets.size > tabs.size + 1) {
    t.ss.deleteSheet(blank);
    t.sheets.delete('Sheet1');
  }
  const map = t.sheets.get(MAP_TAB);
  if (map) protectGmOnly(map, `SFB: ${MAP_TAB} (GM only)`, gm);
  for (const [name, rows] of tabs) {
    const sheet = t.sheets.get(name)!;
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
  }
  const empireCol = find('Empire');
  return (a) => {
    const i = empires.findIndex((r, n) => n > 0 && key(r[empireCol]) === key(a.empire));
    if (i < 0 || (String(empires[i][col] ?? '') === a.link && String(empires[i][col + 1] ?? '') === a.id)) return;
    sheet.getRange(i + 1, col + 1, 1, 2).setValues([[a.link, a.id]]);
    empires[i] = [...empires[i]];
    empires[i][col] = a.link;
    empires[i][col + 1] = a.id;
  };
}

/**
 * One installable edit trigger per admiral workbook, made once (Apps Script allows 20 per user per
 * script); the triggers of workbooks no longer on Empires are deleted, and so is what was recorded of them.
 */
function watch(admirals: Admiral[]): string[] {
  const ours = ScriptApp.getProjectTriggers().filter((t) => t.getHandlerFunction() === EDIT_HANDLER);
  const wanted = new Set(admirals.map((a) => a.id));
  const out: string[] = [];
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
  return out;
}

// ---- the live check ----

/**
 * Installable edit trigger on an admiral workbook (runs as the GM, who made it). The edited workbook is
 * the parent of `e.range`: Google documents an edit event's `source` as the file the script is bound
 * to, and `range` as the cells edited (developers.google.com/apps-script/guides/triggers/events).
 * Debounced: each edit of the order columns only marks its workbook; whichever run holds the script
 * lock checks every marked workbook until no mark is left. A run that finds the lock taken leaves its
 * mark to the holder, and the holder looks for marks again after releasing the lock, so a mark set
 * while it was finishing is still checked (by it, or by the run that set it).
 */
export function onAdmiralEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  const sheet = e.range.getSheet();
  if (sheet.getName() !== ADMIRAL_ORDERS || e.range.getColumn() > ADMIRAL_INPUT_COLUMNS || e.range.getRow() + e.range.getNumRows() - 1 < 2)
    return;
  PropertiesService.getScriptProperties().setProperty(EDITED + sheet.getParent().getId(), String(Date.now()));
  const lock = LockService.getScriptLock();
  const started = Date.now();
  // Within the trigger's time: what is still marked after CHECK_BUDGET_MS waits for the next edit.
  while (editedBooks().length && Date.now() - started < CHECK_BUDGET_MS && lock.tryLock(0)) {
    try {
      for (let marked = editedBooks(); marked.length && Date.now() - started < CHECK_BUDGET_MS; marked = editedBooks()) {
        for (const id of marked) PropertiesService.getScriptProperties().deleteProperty(EDITED + id);
        checkBooks(marked);
      }
    } finally {
      lock.releaseLock();
    }
  }
}

function editedBooks(): string[] {
  return PropertiesService.getScriptProperties()
    .getKeys()
    .filter((k) => k.startsWith(EDITED))
    .map((k) => k.slice(EDITED.length));
}

/**
 * The campaign revision a workbook's check is computed on: the record of what the GM's script last
 * wrote into it, which every campaign action changes before and after writing the workbook. (Where a
 * campaign-wide revision is kept, it belongs here too.)
 */
function revisionFor(bookId: string): string {
  return writtenToken(bookId);
}

/** The GM's tabs a check reads: the state tabs the campaign is parsed from, none of those that grow with history. */
const CHECK_TABS = TABS.filter((t) => !t.name.includes('{empire}') && t.name !== 'Log' && t.name !== STANDINGS_TAB).map((t) => t.name);

/**
 * Writes the check of every order beside it in each of these admiral workbooks (the Order check column
 * only). Reads the GM's state tabs (never the Log, the Reports, their histories or the Order checks) and
 * each workbook's own Orders tab; another empire's orders are not read (an admiral's check never uses them).
 */
function checkBooks(ids: string[]): void {
  const revisions = new Map(ids.map((id) => [id, revisionFor(id)]));
  const gm = SpreadsheetApp.openById(PropertiesService.getScriptProperties().getProperty(CAMPAIGN_ID) ?? '');
  const tabs = readTabs(gm, CHECK_TABS);
  const orderHeader = [ORDERS_TAB.columns.filter((x) => !isComputed(x)).map((x) => x.header)];
  for (const e of admiralsOf(tabs.get('Empires'))) tabs.set(`Orders ${e.empire}`, orderHeader);
  for (const a of admiralsOf(tabs.get('Empires')).filter((x) => ids.includes(x.id))) {
    let sheet: Sheet | null;
    try {
      sheet = SpreadsheetApp.openById(a.id).getSheetByName(ADMIRAL_ORDERS);
    } catch {
      continue; // deleted or unshared: the GM hears of it at the next action
    }
    if (!sheet) continue;
    const orders = sheet.getDataRange().getValues() as Cell[][];
    const rows = orders.length;
    if (rows < 2 || missingOrderHeaders(orders).length) continue;
    const mine = new Map(tabs);
    mirrorOrders(mine, [{ admiral: a, orders }]);
    const { campaign, problems } = parseCampaign(mine);
    const checks = problems.length ? new Map<number, string>() : knownChecks(campaign, a.empire);
    const text = Array.from({ length: rows - 1 }, (_, i) => [
      problems.length ? 'The campaign cannot be checked now: the GM is at work on it.' : (checks.get(i + 2) ?? ''),
    ]);
    // Processing (or the admiral) may have changed the orders, or the GM's script the workbook, while they
    // were checked: then check again rather than write a check beside rows it was not made for.
    const now = sheet.getRange(1, 1, rows, ADMIRAL_INPUT_COLUMNS).getValues() as Cell[][];
    const orderText = (t: Cell[][]) => JSON.stringify(t.slice(0, rows).map((r) => r.slice(0, ADMIRAL_INPUT_COLUMNS).map(String)));
    if (orderText(now) !== orderText(orders) || revisionFor(a.id) !== revisions.get(a.id))
      PropertiesService.getScriptProperties().setProperty(EDITED + a.id, String(Date.now()));
    else sheet.getRange(2, ADMIRAL_ORDER_HEADERS.length, rows - 1, 1).setValues(text);
  }
}

/**
 * For Undo: every admiral workbook as the GM's tabs will be once undone (`tabs`, their Orders
 * included), opened and rendered before anything is written. `write` writes them and answers what
 * could not be done.
 */
export function booksAfterUndo(tabs: Map<string, Cell[][]>): { write(): string[] } {
  if (!privateMode(tabs.get('Campaign'))) return { write: () => [] };
  const admirals = admiralsOf(tabs.get('Empires'));
  const { books, problems } = openBooks(admirals);
  const { campaign, problems: broken } = parseCampaign(tabs);
  if (broken.length)
    return { write: () => [...problems, 'The admiral workbooks were not updated: the campaign has problems (Check workbook lists them).'] };
  const rows = renderBooks(campaign, tabs, admirals, true);
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
