// Admiral workbooks ▸ Create / update (private admiral workbooks, admirals.ts): makes each admiral's
// workbook or repairs it, shares it with its admiral alone, keeps the orders of a damaged one, and
// keeps one edit trigger per workbook. It can stop halfway (a refused e-mail, a quota): each workbook
// is recorded the moment it is made, so the next run carries on and never makes a second one.

import { Campaign } from '../engine/core/model';
import { key, sameName } from '../engine/core/ids';
import { gameOrDefault } from '../engine/games';
import { revision } from './journal';
import { forgetWritten } from './blocks';
import { ensureSize, writeTab } from './gateway';
import { MAP_TAB } from './map';
import { isEmail, protectGmOnly } from './protection';
import { dataWidth } from './save';
import { Cell, normalizeHeader } from './tables';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDERS, ADMIRAL_TABS } from './admiralTabs';
import {
  Admiral,
  admiralsOf,
  BookTarget,
  bookTarget,
  CAMPAIGN_ID,
  editorsOf,
  message,
  mirrorOrders,
  missingOrderHeaders,
  renderBooks,
  strangers,
  WORKBOOK_ID,
  WORKBOOK_LINK,
  writeBook,
} from './admirals';
import { EDIT_HANDLER } from './liveCheck';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

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
    lines.push(`${a.empire}: made a new workbook.`);
  }
  a.link = book.getUrl();
  record(a); // before anything else can fail: a re-run finds this workbook
  for (const other of strangers(book, editorsOf(book), a, c.settings.gmEmail)) {
    book.removeEditor(other);
    lines.push(`${a.empire}: ${other} may no longer open the workbook (not its admiral).`);
  }
  book.addEditor(a.email);
  const target = bookTarget(book, a.id, true);
  lines.push(...keepOrders(ss, tabs, a, target));
  const rows = renderBooks(c, tabs, [a], true, revision()).get(key(a.empire))!;
  writeBook(target, rows);
  layOut(
    target,
    rows.tabs,
    c.settings.gmEmail,
    c.fleets.filter((f) => sameName(f.empire, a.empire)).map((f) => f.id),
    gameOrDefault(c.settings.ruleset).orders.kinds,
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
  const read = (sheet: GoogleAppsScript.Spreadsheet.Sheet) => sheet.getDataRange().getValues() as Cell[][];
  const source = target.sheets.get(ADMIRAL_ORDERS);
  const lines: string[] = [];
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
function layOut(t: BookTarget, tabs: Map<string, Cell[][]>, gm: string, fleets: string[], kinds: readonly string[]): void {
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
        .requireValueInList([...kinds], true)
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
