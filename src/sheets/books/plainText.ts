// Plain text for the columns of an admiral workbook that hold place ids (a Staley hex "0304", a
// system "165"): a value written, or an order typed, into a cell on the automatic format that reads as
// a number becomes one ("0304" shows as 304), while a cell formatted as plain text keeps it as typed
// (Range.setNumberFormat('@'), developers.google.com/apps-script/reference/spreadsheet/range#setnumberformatnumberformat).
// The GM's workbook does the same for every text column (tabs/workbook.ts, columnFormat). Each such
// column gets the format once, before its first write, and again when the tab's columns change;
// rows inserted below later take the format of the row above them (Sheet.insertRowsAfter).

import type { Block, Written } from '../tabs/blocks';
import { normalizeHeader } from '../tabs/tables';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The headers whose cells are place ids, on any admiral tab (Systems, Fleets, Orders, Battles, a game's Detections …). */
const PLACE_HEADERS = new Set(
  ['System', 'Location', 'Arrived from', 'Target', 'Path', 'Pass through', 'Hex', 'Disengaged to', 'System A', 'System B'].map(
    normalizeHeader,
  ),
);

/** Record key (blocks.ts) of a tab's plain-text columns: their numbers. */
const recordKey = (tab: string) => `Plain text ${tab}`;

/** The columns (1-based) of a whole-tab block whose header names a place. */
function placeColumns(b: Block): number[] {
  if (b.row !== 1 || b.key !== b.tab) return [];
  return (b.rows[0] ?? []).flatMap((h, i) => (PLACE_HEADERS.has(normalizeHeader(String(h ?? ''))) ? [b.col + i] : []));
}

/** The whole-tab blocks whose place columns are not yet formatted as the record says (new tabs, new columns). */
export function unformatted(written: Written, blocks: readonly Block[]): Block[] {
  return blocks.filter((b) => {
    const cols = placeColumns(b);
    return cols.length > 0 && written[recordKey(b.tab)]?.[0] !== cols.join(' ');
  });
}

/** Formats the place columns of each block as plain text below the header (`height`: the tab's rows), one call per run of adjacent columns, and records it. */
export function formatPlaces(
  written: Written,
  blocks: readonly Block[],
  sheet: (tab: string) => Sheet,
  height: (tab: string) => number,
): void {
  for (const b of blocks) {
    const cols = placeColumns(b);
    const s = sheet(b.tab);
    const rows = height(b.tab) - 1;
    for (let i = 0; i < cols.length;) {
      let end = i + 1;
      while (end < cols.length && cols[end] === cols[end - 1] + 1) end++;
      if (rows > 0) s.getRange(2, cols[i], rows, end - i).setNumberFormat('@');
      i = end;
    }
    written[recordKey(b.tab)] = [cols.join(' '), 0];
  }
}
