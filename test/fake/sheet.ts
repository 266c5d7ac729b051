// Spreadsheet, Sheet and NamedRange.

import { assertNotDeleted, counted, emailOf, FakeUser } from './base';
import { CLEAR_ALL, cellAt, ClearParts, clearCell, ownRows, parseA1, SheetModel, writeInput } from './grid';
import { FakeProtection } from './protection';
import { chartsOf, FakeEmbeddedChart, FakeEmbeddedChartBuilder } from './chart';
import { FakeFilter, FakeRange, FakeRangeList } from './range';
import type { Workbook } from './workbook';

type ProtectionType = 'RANGE' | 'SHEET';

export class FakeSheet {
  constructor(
    readonly wb: Workbook,
    readonly model: SheetModel,
  ) {}

  getName(): string {
    return this.model.name;
  }
  getSheetName(): string {
    return this.model.name;
  }
  setName(name: string): FakeSheet {
    this.wb.renameSheet(this.model, name);
    return this;
  }
  /** 1-based position among the spreadsheet's sheets. */
  getIndex(): number {
    return this.wb.sheets.indexOf(this.model) + 1;
  }
  getSheetId(): number {
    return this.model.id;
  }
  getParent(): FakeSpreadsheet {
    return new FakeSpreadsheet(this.wb);
  }
  activate(): FakeSheet {
    this.wb.activeSheet = this.model;
    return this;
  }

  getRange(a1Notation: string): FakeRange;
  getRange(row: number, column: number, numRows?: number, numColumns?: number): FakeRange;
  getRange(rowOrA1: number | string, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof rowOrA1 === 'string') return new FakeRange(this.wb, this.wb.resolveA1(rowOrA1, this.model));
    if (column === undefined)
      throw new Error("The parameters (number) don't match the method signature for SpreadsheetApp.Sheet.getRange.");
    return new FakeRange(this.wb, this.wb.makeRef(this.model, rowOrA1, column, numRows, numColumns));
  }
  /**
   * "Returns the RangeList collection representing the ranges in the same sheet specified by a non-empty
   * list of A1 notations or R1C1 notations" (developers.google.com/apps-script/reference/spreadsheet/sheet#getRangeList(String)):
   * an empty list is refused, and so is a notation naming another sheet, one Sheets cannot read (as
   * getRange(a1Notation) refuses it), or one outside the sheet's size. A1 notations only: the add-on writes no R1C1.
   */
  getRangeList(a1Notations: string[]): FakeRangeList {
    if (!Array.isArray(a1Notations) || !a1Notations.length) throw new Error('The list of ranges must not be empty.');
    const refs = a1Notations.map((a1) => {
      const ref = this.wb.resolveA1(a1, this.model);
      if (ref.sheet !== this.model) throw new Error(`Range not found: ${a1} is not in the sheet ${this.model.name}.`);
      return ref;
    });
    return new FakeRangeList(this.wb, this.model, refs);
  }
  /** A1 through the last row/column with content (at least A1). */
  getDataRange(): FakeRange {
    const { lastRow, lastCol } = this.wb.evaluator.extent(this.model);
    return new FakeRange(this.wb, this.wb.makeRef(this.model, 1, 1, Math.max(lastRow, 1), Math.max(lastCol, 1)));
  }
  getLastRow(): number {
    return this.wb.evaluator.extent(this.model).lastRow;
  }
  getLastColumn(): number {
    return this.wb.evaluator.extent(this.model).lastCol;
  }
  getMaxRows(): number {
    return this.model.maxRows;
  }
  getMaxColumns(): number {
    return this.model.maxCols;
  }

  /** Writes the values in the row after the last row with content, growing the sheet if needed (named ranges keep their size). */
  appendRow(rowContents: unknown[]): FakeSheet {
    const row = this.wb.evaluator.extent(this.model).lastRow + 1;
    this.model.maxRows = Math.max(this.model.maxRows, row);
    this.model.maxCols = Math.max(this.model.maxCols, rowContents.length);
    rowContents.forEach((value, j) => writeInput(cellAt(this.model, row, j + 1), value));
    this.wb.touch();
    return this;
  }
  insertRowsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.wb.insertLines(this.model, 'row', afterPosition, howMany);
    return this;
  }
  insertRowsBefore(beforePosition: number, howMany: number): FakeSheet {
    this.wb.insertLines(this.model, 'row', beforePosition - 1, howMany);
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.wb.insertLines(this.model, 'col', afterPosition, howMany);
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.wb.deleteLines(this.model, 'row', rowPosition, howMany);
  }
  deleteRow(rowPosition: number): FakeSheet {
    this.wb.deleteLines(this.model, 'row', rowPosition, 1);
    return this;
  }
  deleteColumns(columnPosition: number, howMany: number): void {
    this.wb.deleteLines(this.model, 'col', columnPosition, howMany);
  }

  setFrozenRows(rows: number): void {
    this.model.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.model.frozenRows;
  }
  setFrozenColumns(columns: number): void {
    this.model.frozenCols = columns;
  }
  getFrozenColumns(): number {
    return this.model.frozenCols;
  }

  /** Removes values, formulas, notes, formats and data validation (or only what the options name). */
  clear(options?: { contentsOnly?: boolean; formatOnly?: boolean }): FakeSheet {
    const only = options && (options.contentsOnly || options.formatOnly);
    return clearSheet(this, only ? { contents: options.contentsOnly, formats: options.formatOnly } : CLEAR_ALL);
  }
  /** Embedded charts (chart.ts): built by newChart(), drawn only once inserted. */
  newChart(): FakeEmbeddedChartBuilder {
    return new FakeEmbeddedChartBuilder(this.wb, this.model);
  }
  insertChart(chart: FakeEmbeddedChart): void {
    chartsOf(this.model).push(chart.model);
  }
  updateChart(chart: FakeEmbeddedChart): void {
    const charts = chartsOf(this.model);
    const at = charts.findIndex((c) => c.id === chart.model.id);
    if (at < 0) throw new Error('The chart is not on this sheet.');
    charts[at] = chart.model;
  }
  removeChart(chart: FakeEmbeddedChart): void {
    const charts = chartsOf(this.model);
    const at = charts.findIndex((c) => c.id === chart.model.id);
    if (at >= 0) charts.splice(at, 1);
  }
  getCharts(): FakeEmbeddedChart[] {
    return chartsOf(this.model).map((c) => new FakeEmbeddedChart(this.wb, this.model, c));
  }
  clearContents(): FakeSheet {
    return clearSheet(this, { contents: true });
  }
  clearNotes(): FakeSheet {
    return clearSheet(this, { notes: true });
  }
  clearFormats(): FakeSheet {
    return clearSheet(this, { formats: true });
  }

  setTabColor(color: string | null): FakeSheet {
    this.model.tabColor = color;
    return this;
  }
  getTabColor(): string | null {
    return this.model.tabColor;
  }
  setColumnWidth(columnPosition: number, width: number): FakeSheet {
    this.model.colWidths[columnPosition] = width;
    return this;
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): FakeSheet {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.model.colWidths[c] = width;
    return this;
  }
  getColumnWidth(columnPosition: number): number {
    return this.model.colWidths[columnPosition] ?? 100;
  }
  autoResizeColumns(_startColumn: number, _numColumns: number): FakeSheet {
    return this;
  }
  autoResizeColumn(_columnPosition: number): FakeSheet {
    return this;
  }
  hideSheet(): FakeSheet {
    this.model.hidden = true;
    return this;
  }
  showSheet(): FakeSheet {
    this.model.hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    return this.model.hidden;
  }

  /** The sheet's protection (an existing sheet protection is returned rather than duplicated). */
  protect(): FakeProtection {
    const spec =
      this.wb.protections.find((p) => p.type === 'SHEET' && p.sheet === this.model) ?? this.wb.addProtection('SHEET', this.model, null);
    return new FakeProtection(this.wb, spec);
  }
  getProtections(type: ProtectionType): FakeProtection[] {
    return protections(this.wb, type, this.model);
  }
  getFilter(): FakeFilter | null {
    return this.model.filter ? new FakeFilter(this.wb, this.model) : null;
  }
}
counted(FakeSheet, 'Sheet');

function clearSheet(sheet: FakeSheet, parts: ClearParts): FakeSheet {
  sheet.wb.assertEditable(sheet.model, null);
  ownRows(sheet.model);
  sheet.model.grid.forEach((cells) => cells?.forEach((cell) => cell && clearCell(cell, parts)));
  sheet.wb.touch();
  return sheet;
}

function protections(wb: Workbook, type: ProtectionType, sheet?: SheetModel): FakeProtection[] {
  return wb.protections.filter((p) => p.type === type && (!sheet || p.sheet === sheet)).map((p) => new FakeProtection(wb, p));
}

export class FakeSpreadsheet {
  constructor(readonly wb: Workbook) {}

  getId(): string {
    return this.wb.id;
  }
  getName(): string {
    return this.wb.name;
  }
  rename(newName: string): void {
    this.wb.name = newName;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.wb.id}/edit`;
  }
  /** A copy of this spreadsheet, named `name`, owned by the user running the script (Drive.copy). */
  copy(name: string): FakeSpreadsheet {
    if (!this.wb.copier) throw new Error('This spreadsheet is on no drive.');
    return new FakeSpreadsheet(this.wb.copier(name));
  }
  getSpreadsheetTimeZone(): string {
    return this.wb.timeZone;
  }

  getSheets(): FakeSheet[] {
    return this.wb.sheets.map((s) => new FakeSheet(this.wb, s));
  }
  getNumSheets(): number {
    return this.wb.sheets.length;
  }
  getSheetByName(name: string): FakeSheet | null {
    const sheet = this.wb.sheetNamed(name);
    return sheet ? new FakeSheet(this.wb, sheet) : null;
  }
  getSheetById(id: number): FakeSheet | null {
    const sheet = this.wb.sheets.find((s) => s.id === id);
    return sheet ? new FakeSheet(this.wb, sheet) : null;
  }
  /** insertSheet(), (name), (index) or (name, index); index is 0-based. The new sheet becomes active. */
  insertSheet(nameOrIndex?: string | number, index?: number): FakeSheet {
    const name = typeof nameOrIndex === 'string' ? nameOrIndex : undefined;
    const sheet = this.wb.addSheet(name, typeof nameOrIndex === 'number' ? nameOrIndex : index);
    this.wb.activeSheet = sheet;
    return new FakeSheet(this.wb, sheet);
  }
  deleteSheet(sheet: FakeSheet): void {
    assertNotDeleted(sheet.model);
    this.wb.assertEditable(sheet.model, null);
    this.wb.removeSheet(sheet.model);
  }
  getActiveSheet(): FakeSheet {
    return new FakeSheet(this.wb, this.wb.activeSheet);
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    assertNotDeleted(sheet.model);
    this.wb.activeSheet = sheet.model;
    return sheet;
  }
  /** "A1:B2" on the active sheet, or sheet-qualified like "Ships!A1:C3" / "'Orders KLI'!A2". */
  getRange(a1Notation: string): FakeRange {
    return new FakeRange(this.wb, this.wb.resolveA1(a1Notation, this.wb.activeSheet));
  }

  getNamedRanges(): FakeNamedRange[] {
    return [...this.wb.namedRanges.keys()].map((name) => new FakeNamedRange(this.wb, name));
  }
  getRangeByName(name: string): FakeRange | null {
    const named = this.wb.findNamedRange(name);
    return named ? new FakeRange(this.wb, { ...named[1] }) : null;
  }
  /** Creates or replaces a named range. */
  setNamedRange(name: string, range: FakeRange): void {
    assertRangeName(name);
    const existing = this.wb.findNamedRange(name);
    if (existing) this.wb.namedRanges.delete(existing[0]);
    this.wb.namedRanges.set(name, { ...range.ref });
    this.wb.touch();
  }
  removeNamedRange(name: string): void {
    const existing = this.wb.findNamedRange(name);
    if (existing) this.wb.namedRanges.delete(existing[0]);
    this.wb.touch();
  }

  getProtections(type: ProtectionType): FakeProtection[] {
    return protections(this.wb, type);
  }
  toast(msg: string, title?: string, timeoutSeconds?: number): void {
    this.wb.ui.toasts.push({ message: String(msg), title: title ?? '', timeout: timeoutSeconds ?? 5 });
    const due = this.wb.ui.takeToastHook(String(msg));
    if (due) this.wb.asAnotherExecution(due);
  }

  getOwner(): FakeUser {
    return new FakeUser(this.wb, this.wb.owner);
  }
  getEditors(): FakeUser[] {
    return [this.wb.owner, ...this.wb.editors].map((email) => new FakeUser(this.wb, email));
  }
  addEditor(emailAddressOrUser: string | FakeUser): FakeSpreadsheet {
    return addEditors(this, [emailAddressOrUser]);
  }
  addEditors(emailAddresses: string[]): FakeSpreadsheet {
    return addEditors(this, emailAddresses);
  }
  removeEditor(emailAddressOrUser: string | FakeUser): FakeSpreadsheet {
    const email = emailOf(emailAddressOrUser);
    const i = this.wb.editors.indexOf(email);
    if (i >= 0) this.wb.editors.splice(i, 1);
    return this;
  }
  /**
   * "Gets the list of viewers and commenters for this Spreadsheet"
   * (developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getViewers()): editors are not on it.
   */
  getViewers(): FakeUser[] {
    return this.wb.viewers.map((email) => new FakeUser(this.wb, email));
  }
  /** Spreadsheet.addViewer: "has no effect if the user was already on the list of editors" (same page). */
  addViewer(emailAddressOrUser: string | FakeUser): FakeSpreadsheet {
    const email = emailOf(emailAddressOrUser);
    if (email !== this.wb.owner && !this.wb.editors.includes(email) && !this.wb.viewers.includes(email)) this.wb.viewers.push(email);
    return this;
  }
  /**
   * Spreadsheet.removeViewer: "Removes the given user from the list of viewers and commenters ... This
   * method has no effect if the user is an editor, not a viewer or commenter" (same page). It does not
   * stop anyone who opens the file by its link sharing, which the fake does not model (docs/fake-limits.md).
   */
  removeViewer(emailAddressOrUser: string | FakeUser): FakeSpreadsheet {
    const i = this.wb.viewers.indexOf(emailOf(emailAddressOrUser));
    if (i >= 0) this.wb.viewers.splice(i, 1);
    return this;
  }
}
counted(FakeSpreadsheet, 'Spreadsheet');

/** Spreadsheet.addEditor(s): "If the user was already on the list of viewers, this method promotes the user out of the list of viewers" (same page). */
function addEditors(ss: FakeSpreadsheet, who: (string | FakeUser)[]): FakeSpreadsheet {
  const refused = who.map(emailOf).find((email) => ss.wb.refusedEditors.has(email));
  if (refused) throw new Error(`Invalid email: ${refused}`);
  for (const email of who.map(emailOf)) {
    if (email !== ss.wb.owner && !ss.wb.editors.includes(email)) ss.wb.editors.push(email);
    const viewer = ss.wb.viewers.indexOf(email);
    if (viewer >= 0) ss.wb.viewers.splice(viewer, 1);
  }
  return ss;
}

/** Sheets rejects names that are not identifiers or that read as a cell reference. */
function assertRangeName(name: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) || parseA1(name, 1, 1) || /^(true|false)$/i.test(name)) {
    throw new Error(`Invalid named range name: "${name}".`);
  }
}

export class FakeNamedRange {
  constructor(
    readonly wb: Workbook,
    public name: string,
  ) {}

  getName(): string {
    return this.name;
  }
  getRange(): FakeRange {
    const named = this.wb.findNamedRange(this.name);
    if (!named) throw new Error(`Named range "${this.name}" was removed.`);
    return new FakeRange(this.wb, { ...named[1] });
  }
  setName(name: string): FakeNamedRange {
    assertRangeName(name);
    const named = this.wb.findNamedRange(this.name);
    if (named) {
      this.wb.namedRanges.delete(named[0]);
      this.wb.namedRanges.set(name, named[1]);
    }
    this.name = name;
    this.wb.touch();
    return this;
  }
  setRange(range: FakeRange): FakeNamedRange {
    this.wb.namedRanges.set(storedName(this), { ...range.ref });
    this.wb.touch();
    return this;
  }
  remove(): void {
    this.wb.namedRanges.delete(storedName(this));
    this.wb.touch();
  }
}
counted(FakeNamedRange, 'NamedRange');

function storedName(named: FakeNamedRange): string {
  return named.wb.findNamedRange(named.name)?.[0] ?? named.name;
}
