// Writing an admiral workbook only where it changed (issue 19 item 1). A workbook is a set of blocks:
// each tab from A1, and on the Map tab its title, chart data and system table as separate ranges. What
// the GM's script last wrote into each block is recorded, as a digest and a height, in a script property
// per workbook; a block whose digest is unchanged is not written, and nothing is read back to tell.
// Script properties, not document ones: the edit trigger that checks orders runs outside the GM's
// spreadsheet and must read the record too (PropertiesService.getScriptProperties: "a property store
// that all users can access within this script"; getDocumentProperties is for the current document only,
// developers.google.com/apps-script/reference/properties/properties-service). A value holds at most 9 KB
// (developers.google.com/apps-script/guides/services/quotas): a record is 16 short entries.

import { ensureSize } from './gateway';
import { Cell } from './tables';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Cells written from (row, col) of a tab, `width` columns wide. */
export interface Block {
  /** The tab name for a whole tab; "Map chart" and the like for a range of the Map tab. */
  key: string;
  tab: string;
  row: number;
  col: number;
  width: number;
  rows: Cell[][];
}

/** What was last written into a workbook: each block's digest and height. */
export type Written = Record<string, [digest: string, rows: number]>;

const WRITTEN = 'SFB book written ';

/** The record of a workbook, or an empty one when none was kept (then every block is written). */
export function writtenOf(bookId: string): Written {
  const raw = PropertiesService.getScriptProperties().getProperty(WRITTEN + bookId);
  try {
    return raw ? (JSON.parse(raw) as Written) : {};
  } catch {
    return {};
  }
}

export function recordWritten(bookId: string, written: Written): void {
  PropertiesService.getScriptProperties().setProperty(WRITTEN + bookId, JSON.stringify(written));
}

/** Forgets what was written into a workbook (it is about to be rewritten in full, or it is no longer ours). */
export function forgetWritten(bookId: string): void {
  PropertiesService.getScriptProperties().deleteProperty(WRITTEN + bookId);
}

/** The raw record, as a token that changes with every write into the workbook (the live check compares it). */
export function writtenToken(bookId: string): string {
  return PropertiesService.getScriptProperties().getProperty(WRITTEN + bookId) ?? '';
}

/** A short digest of rows (MD5 as hex; Utilities.computeDigest gives signed bytes). */
export function rowsDigest(rows: Cell[][]): string {
  const text = JSON.stringify(rows.map((r) => r.map((c) => (c instanceof Date ? c.toISOString() : c))));
  return Utilities.computeDigest(Utilities.DigestAlgorithm.MD5, text, Utilities.Charset.UTF_8)
    .map((b) => (b & 0xff).toString(16).padStart(2, '0'))
    .join('');
}

/**
 * Writes a block with one setValues, blanking the rows it held before (`previousRows`) below its new
 * ones, within its own columns only.
 */
export function writeBlock(sheet: Sheet, b: Block, previousRows: number): void {
  const height = Math.max(b.rows.length, previousRows, 1);
  ensureSize(sheet, b.row - 1 + height, b.col - 1 + b.width);
  const grid = Array.from({ length: height }, (_, i) => Array.from({ length: b.width }, (_, j) => b.rows[i]?.[j] ?? ''));
  sheet.getRange(b.row, b.col, height, b.width).setValues(grid as unknown[][]);
}
