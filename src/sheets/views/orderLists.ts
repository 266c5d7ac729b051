// The Orders tabs' dropdowns offer each admiral's legal choices (the game's choices, Game.choices): Fleet their own
// fleets, Target the systems their jumps can reach this season, Build class what their race can build
// this year. Each list shows a warning, not a refusal, on anything else (a Target path "S04 > S18", a
// fleet formed this season): the row is still checked in full by Order check and by processing.

import { gameOf } from '../../engine/games';
import { ORDERS_TAB, tabName } from '../../../sheets-templates/schema';
import { Campaign } from '../../engine/core/model';
import { Cell, normalizeHeader } from '../tabs/tables';
import { tabsOf } from '../tabs/gateway';
import { columnLetter } from '../tabs/layout';
import { recordWritten, rowsDigest, Written, writtenOf } from '../tabs/blocks';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface OrderLists {
  fleets: string[];
  targets: string[];
  buildClasses: string[];
}

const HELP: Record<keyof OrderLists, string> = {
  fleets: 'One of your fleets (an order for another fleet is rejected when processed).',
  targets: 'A system your jumps can reach this season; for a path write "S04 > S18 > S22" (a warning only).',
  buildClasses: 'A class your race can build this year.',
};
/** The Orders tab columns that get a dropdown, one validation rule each. */
export const ORDER_LIST_COLUMNS: Record<keyof OrderLists, string> = { fleets: 'Fleet', targets: 'Target', buildClasses: 'Build class' };
/**
 * Sheets refuses a list rule of more than 500 items ("The data validation rule has more items than the
 * limit of 500", as users report it, e.g. https://cloud.tencent.com/developer/ask/sof/106812407; the reference,
 * https://developers.google.com/apps-script/reference/spreadsheet/data-validation-builder#requireValueInList(String,Boolean),
 * does not state it; test/fake enforces it). A longer list is not offered at all rather than cut short,
 * so the search for one stops past it (navyOptions' limit).
 */
export const MAX_LIST_ITEMS = 500;

/**
 * Every Orders tab's dropdowns from the campaign; `tabs` give each Orders tab's header as it stands.
 * `known`: a column whose list (with its header) is the one the record says it was last given is left
 * as it is (issue 31: 36 lookups and 36 rule writes a season at 1x, most lists unchanged; rule option J8).
 * Without it (New campaign, Refresh protections) every column is written. The record is kept like an
 * admiral workbook's (blocks.ts, script properties): the entries about to be written are blanked in it
 * (no digest is empty) before the first rule is set and put back after the last, so a run stopped in
 * between leaves them unknown, and the next run writes them again.
 */
export function refreshOrderLists(ss: Spreadsheet, campaign: Campaign, tabs: Map<string, Cell[][]>, known = false): void {
  const game = gameOf(campaign);
  if (typeof game === 'string') return;
  const choices = game.choices(campaign, MAX_LIST_ITEMS);
  const book = LISTS + ss.getId();
  const record: Written = known ? writtenOf(book) : {};
  const todo: { sheet: Sheet; header: string[]; lists: Partial<OrderLists> }[] = [];
  const next: Written = { ...record };
  for (const e of campaign.empires) {
    const name = tabName(ORDERS_TAB, e.id);
    const o = choices.get(e.id);
    if (!o) continue;
    const header = (tabs.get(name)?.[0] ?? ORDERS_TAB.columns.map((c) => c.header)).map(String);
    const all: OrderLists = {
      fleets: campaign.fleets.filter((f) => f.empire === e.id).map((f) => f.id),
      targets: o.targets,
      buildClasses: o.buildClasses,
    };
    const lists: Partial<OrderLists> = {};
    for (const k of Object.keys(ORDER_LIST_COLUMNS) as (keyof OrderLists)[]) {
      const key = `${name}\t${k}`;
      // The list with the column it goes in: New campaign passes the CSV's header, without the columns
      // the tab adds (Ready, the checks), so the whole header would differ from the tab's next season.
      const digest = rowsDigest([[listColumn(header, k)], all[k]]);
      if (record[key]?.[0] === digest) continue;
      lists[k] = all[k];
      // Unknown until written; blanked in its place (not dropped), so the run that writes it again
      // records every entry in the order one run in one go does (issue 31).
      record[key] = ['', 0];
      next[key] = [digest, all[k].length];
    }
    if (Object.keys(lists).length === 0) continue;
    const sheet = tabsOf(ss).get(name) ?? ss.getSheetByName(name);
    if (sheet) todo.push({ sheet, header, lists });
  }
  if (todo.length === 0) return;
  recordWritten(book, record);
  for (const t of todo) setOrderLists(t.sheet, t.header, t.lists);
  recordWritten(book, next);
}

/** The column (from 1; 0: none) of a list's dropdown in an Orders tab with this header. */
function listColumn(header: string[], k: keyof OrderLists): number {
  return header.findIndex((h) => normalizeHeader(h) === normalizeHeader(ORDER_LIST_COLUMNS[k])) + 1;
}

/** The record of the GM's Orders dropdowns among the workbooks' (blocks.ts), by the GM's spreadsheet id. */
const LISTS = 'Orders lists ';

/**
 * One validation rule per column (Range.setDataValidation applies it to every cell of the range), from
 * row 2 to the tab's last row: an open-ended A1 range ("C2:C"), so the tab's size is not asked (issue 31).
 */
export function setOrderLists(sheet: Sheet, header: string[], lists: Partial<OrderLists>): void {
  for (const [k, list] of Object.entries(lists) as [keyof OrderLists, string[]][]) {
    const col = listColumn(header, k);
    if (col < 1) continue;
    const range = sheet.getRange(`${columnLetter(col)}2:${columnLetter(col)}`);
    if (list.length === 0 || list.length > MAX_LIST_ITEMS) range.clearDataValidations();
    else
      range.setDataValidation(
        SpreadsheetApp.newDataValidation().requireValueInList(list, true).setAllowInvalid(true).setHelpText(HELP[k]).build(),
      );
  }
}
