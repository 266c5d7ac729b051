// Range and data validation rules.

import { counted } from './base';
import {
  a1Of,
  Cell,
  cellAt,
  CLEAR_ALL,
  clearCell,
  ClearParts,
  DEFAULT_NUMBER_FORMAT,
  displayValue,
  forEachCell,
  mapRef,
  MAX_CELL_CHARS,
  peek,
  RangeRef,
  SheetModel,
  ValidationSpec,
  writeInput,
} from './grid';
import { FakeProtection } from './protection';
import { FakeSheet } from './sheet';
import type { Workbook } from './workbook';

type Rule = FakeDataValidation | null;

export class FakeRange {
  constructor(
    readonly wb: Workbook,
    readonly ref: RangeRef,
  ) {}

  getSheet(): FakeSheet {
    return new FakeSheet(this.wb, this.ref.sheet);
  }
  getRow(): number {
    return this.ref.row;
  }
  getColumn(): number {
    return this.ref.col;
  }
  getNumRows(): number {
    return this.ref.numRows;
  }
  getNumColumns(): number {
    return this.ref.numCols;
  }
  getLastRow(): number {
    return this.ref.row + this.ref.numRows - 1;
  }
  getLastColumn(): number {
    return this.ref.col + this.ref.numCols - 1;
  }
  getA1Notation(): string {
    return a1Of(this.ref);
  }
  getCell(row: number, column: number): FakeRange {
    return new FakeRange(this.wb, this.wb.makeRef(this.ref.sheet, this.ref.row + row - 1, this.ref.col + column - 1));
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): FakeRange {
    const { sheet, row, col } = this.ref;
    const ref = this.wb.makeRef(sheet, row + rowOffset, col + columnOffset, numRows ?? this.ref.numRows, numColumns ?? this.ref.numCols);
    return new FakeRange(this.wb, ref);
  }
  activate(): FakeRange {
    this.wb.activeSheet = this.ref.sheet;
    return this;
  }

  // ---- values and formulas ----

  getValues(): unknown[][] {
    return read(this, (_, r, c) => valueAt(this, r, c));
  }
  getValue(): unknown {
    return valueAt(this, this.ref.row, this.ref.col);
  }
  getDisplayValues(): string[][] {
    return read(this, (cell, r, c) => displayValue(valueAt(this, r, c), cell?.numberFormat ?? DEFAULT_NUMBER_FORMAT));
  }
  getDisplayValue(): string {
    const { sheet, row, col } = this.ref;
    return displayValue(valueAt(this, row, col), peek(sheet, row, col)?.numberFormat ?? DEFAULT_NUMBER_FORMAT);
  }
  setValues(values: unknown[][]): FakeRange {
    return write(this, values, 'setValues', writeInput);
  }
  setValue(value: unknown): FakeRange {
    return fill(this, (cell) => writeInput(cell, value));
  }
  isBlank(): boolean {
    return read(this, (_, r, c) => valueAt(this, r, c) === '').every((row) => row.every(Boolean));
  }
  getFormulas(): string[][] {
    return read(this, (cell) => cell?.formula ?? '');
  }
  getFormula(): string {
    return peek(this.ref.sheet, this.ref.row, this.ref.col)?.formula ?? '';
  }
  setFormula(formula: string): FakeRange {
    return fill(this, (cell) => writeFormula(cell, formula));
  }
  setFormulas(formulas: string[][]): FakeRange {
    return write(this, formulas, 'setFormulas', writeFormula);
  }

  // ---- notes and number formats ----

  getNotes(): string[][] {
    return read(this, (cell) => cell?.note ?? '');
  }
  getNote(): string {
    return peek(this.ref.sheet, this.ref.row, this.ref.col)?.note ?? '';
  }
  setNote(note: string | null): FakeRange {
    return fill(this, (cell) => (cell.note = note ?? ''));
  }
  setNotes(notes: (string | null)[][]): FakeRange {
    return write(this, notes, 'setNotes', (cell, note) => (cell.note = note ?? ''));
  }
  clearNote(): FakeRange {
    return fill(this, (cell) => (cell.note = ''));
  }
  getNumberFormats(): string[][] {
    return read(this, (cell) => cell?.numberFormat ?? DEFAULT_NUMBER_FORMAT);
  }
  getNumberFormat(): string {
    return peek(this.ref.sheet, this.ref.row, this.ref.col)?.numberFormat ?? DEFAULT_NUMBER_FORMAT;
  }
  setNumberFormat(format: string): FakeRange {
    return fill(this, (cell) => (cell.numberFormat = format));
  }
  setNumberFormats(formats: string[][]): FakeRange {
    return write(this, formats, 'setNumberFormats', (cell, format) => (cell.numberFormat = format));
  }

  // ---- data validation ----

  getDataValidation(): Rule {
    return ruleOf(this.wb, peek(this.ref.sheet, this.ref.row, this.ref.col));
  }
  getDataValidations(): Rule[][] {
    return read(this, (cell) => ruleOf(this.wb, cell));
  }
  setDataValidation(rule: Rule): FakeRange {
    return fill(this, (cell) => (cell.validation = rule && rule.spec));
  }
  setDataValidations(rules: Rule[][]): FakeRange {
    return write(this, rules, 'setDataValidations', (cell, rule) => (cell.validation = rule && rule.spec));
  }
  clearDataValidations(): FakeRange {
    return fill(this, (cell) => (cell.validation = null));
  }
  insertCheckboxes(): FakeRange {
    return fill(this, (cell) => (cell.validation = { criteria: 'CHECKBOX', values: [], allowInvalid: true, helpText: null }));
  }

  // ---- clearing ----

  /** With no options clears contents, formats, notes and data validation. */
  clear(options?: { contentsOnly?: boolean; formatOnly?: boolean; validationsOnly?: boolean }): FakeRange {
    const parts: ClearParts =
      options && (options.contentsOnly || options.formatOnly || options.validationsOnly)
        ? { contents: options.contentsOnly, formats: options.formatOnly, validations: options.validationsOnly }
        : CLEAR_ALL;
    return fill(this, (cell) => clearCell(cell, parts));
  }
  clearContent(): FakeRange {
    return fill(this, (cell) => clearCell(cell, { contents: true }));
  }
  clearFormat(): FakeRange {
    return fill(this, (cell) => clearCell(cell, { formats: true }));
  }

  // ---- formatting (recorded, readable back through the getters below) ----

  setFontWeight(weight: string | null): FakeRange {
    return setFormat(this, 'fontWeight', weight);
  }
  setFontWeights(weights: (string | null)[][]): FakeRange {
    return write(this, weights, 'setFontWeights', formatWriter('fontWeight'));
  }
  setFontStyle(style: string | null): FakeRange {
    return setFormat(this, 'fontStyle', style);
  }
  setFontSize(size: number): FakeRange {
    return setFormat(this, 'fontSize', size);
  }
  setFontColor(color: string | null): FakeRange {
    return setFormat(this, 'fontColor', color);
  }
  setFontColors(colors: (string | null)[][]): FakeRange {
    return write(this, colors, 'setFontColors', formatWriter('fontColor'));
  }
  setBackground(color: string | null): FakeRange {
    return setFormat(this, 'background', color);
  }
  setBackgrounds(colors: (string | null)[][]): FakeRange {
    return write(this, colors, 'setBackgrounds', formatWriter('background'));
  }
  setWrap(wrap: boolean): FakeRange {
    return setFormat(this, 'wrap', wrap);
  }
  setHorizontalAlignment(alignment: string | null): FakeRange {
    return setFormat(this, 'horizontalAlignment', alignment);
  }
  setVerticalAlignment(alignment: string | null): FakeRange {
    return setFormat(this, 'verticalAlignment', alignment);
  }
  setBorder(...args: unknown[]): FakeRange {
    return setFormat(this, 'border', args);
  }
  getBackgrounds(): string[][] {
    return read(this, (cell) => String(cell?.format.background ?? '#ffffff'));
  }
  getBackground(): string {
    return String(peek(this.ref.sheet, this.ref.row, this.ref.col)?.format.background ?? '#ffffff');
  }
  getFontWeights(): string[][] {
    return read(this, (cell) => String(cell?.format.fontWeight ?? 'normal'));
  }
  getFontWeight(): string {
    return String(peek(this.ref.sheet, this.ref.row, this.ref.col)?.format.fontWeight ?? 'normal');
  }

  /**
   * copyTo(destination, copyPasteType, transposed): only the format (PASTE_FORMAT: number format and
   * visual formatting) or the data validation (PASTE_DATA_VALIDATION) are modelled
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#copytodestination,-copypastetype,-transposed).
   * As in Sheets, a destination larger than the source repeats it.
   */
  copyTo(destination: FakeRange, copyPasteType?: string, transposed = false): void {
    const paste: Record<string, ((from: Cell, to: Cell) => void) | undefined> = {
      PASTE_FORMAT: (from, to) => {
        to.numberFormat = from.numberFormat;
        to.format = { ...from.format };
      },
      PASTE_DATA_VALIDATION: (from, to) => (to.validation = from.validation && { ...from.validation }),
    };
    const apply = paste[String(copyPasteType)];
    if (!apply || transposed)
      throw new Error(`the fake models copyTo only with PASTE_FORMAT or PASTE_DATA_VALIDATION, not ${String(copyPasteType)}`);
    const { sheet, row, col, numRows, numCols } = this.ref;
    const to = destination.ref;
    forEachCell(to, (r, c) => apply(cellAt(sheet, row + ((r - to.row) % numRows), col + ((c - to.col) % numCols)), cellAt(to.sheet, r, c)));
    this.wb.touch();
  }

  protect(): FakeProtection {
    return new FakeProtection(this.wb, this.wb.addProtection('RANGE', this.ref.sheet, this.ref));
  }
  /**
   * A basic filter over the range; a sheet holds at most one.
   * https://developers.google.com/apps-script/reference/spreadsheet/range#createFilter()
   */
  createFilter(): FakeFilter {
    if (this.ref.sheet.filter) throw new Error("You can't create a filter in a sheet that already has a filter.");
    this.ref.sheet.filter = { ...this.ref };
    return new FakeFilter(this.wb, this.ref.sheet);
  }
}
counted(FakeRange, 'Range');

/**
 * Sheet.getRangeList's answer: "A collection of one or more Range instances in the same sheet"
 * (developers.google.com/apps-script/reference/spreadsheet/range-list). Of its methods the add-on uses
 * getRanges ("Returns a list of one or more Range instances in the same sheet"); the ranges are checked
 * against the sheet's size when the list is made (FakeSheet.getRangeList), each a Range of its own.
 */
export class FakeRangeList {
  constructor(
    readonly wb: Workbook,
    readonly model: SheetModel,
    private readonly refs: readonly RangeRef[],
  ) {}
  getRanges(): FakeRange[] {
    return this.refs.map((r) => new FakeRange(this.wb, { ...r }));
  }
}
counted(FakeRangeList, 'RangeList');

export class FakeFilter {
  constructor(
    readonly wb: Workbook,
    readonly sheet: SheetModel,
  ) {}
  getRange(): FakeRange {
    if (!this.sheet.filter) throw new Error('The filter was removed.');
    return new FakeRange(this.wb, { ...this.sheet.filter });
  }
  remove(): void {
    delete this.sheet.filter;
  }
}
counted(FakeFilter, 'Filter');

// Helpers are plain functions so that internal use never shows up in the call counts.

function valueAt(range: FakeRange, row: number, col: number): unknown {
  return range.wb.evaluator.value(range.ref.sheet, row, col);
}

function read<T>(range: FakeRange, fn: (cell: Cell | undefined, row: number, col: number) => T): T[][] {
  return mapRef(range.ref, (r, c) => fn(peek(range.ref.sheet, r, c), r, c));
}

/** Applies `fn` to every cell of the range (creating cells as needed). */
function fill(range: FakeRange, fn: (cell: Cell) => void): FakeRange {
  range.wb.assertEditable(range.ref.sheet, range.ref);
  forEachCell(range.ref, (r, c) => fn(cellAt(range.ref.sheet, r, c)));
  range.wb.touch();
  return range;
}

/** Writes a 2D array onto the range after the dimension checks Apps Script makes. */
function write<T>(range: FakeRange, data: T[][], method: string, fn: (cell: Cell, value: T) => void): FakeRange {
  const { row, col, numRows, numCols } = range.ref;
  if (range.wb.failWrites) throw new Error(range.wb.failWrites);
  const rows: unknown = data;
  if (!Array.isArray(rows) || !rows.every(Array.isArray)) {
    const shape = Array.isArray(rows) ? `${typeof rows.find((r) => !Array.isArray(r))}[]` : typeof rows;
    throw new Error(`The parameters (${shape}) don't match the method signature for SpreadsheetApp.Range.${method}.`);
  }
  if (data.length !== numRows) {
    throw new Error(
      `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${numRows}.`,
    );
  }
  const bad = data.find((r) => r.length !== numCols);
  if (bad) {
    throw new Error(
      `The number of columns in the data does not match the number of columns in the range. The data has ${bad.length} but the range has ${numCols}.`,
    );
  }
  range.wb.assertEditable(range.ref.sheet, range.ref);
  // Sheets rejects the whole call when one cell would be too long: nothing is written.
  if (data.some((r) => r.some((v) => typeof v === 'string' && v.length > MAX_CELL_CHARS))) {
    throw new Error(`Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`);
  }
  forEachCell(range.ref, (r, c) => fn(cellAt(range.ref.sheet, r, c), data[r - row][c - col]));
  range.wb.touch();
  return range;
}

function writeFormula(cell: Cell, formula: string): void {
  if (!String(formula).startsWith('=')) return writeInput(cell, formula);
  cell.value = '';
  cell.formula = formula;
}

function formatWriter(key: string): (cell: Cell, value: unknown) => void {
  return (cell, value) => {
    if (value === null || value === undefined) delete cell.format[key];
    else cell.format[key] = value;
  };
}

function setFormat(range: FakeRange, key: string, value: unknown): FakeRange {
  const apply = formatWriter(key);
  return fill(range, (cell) => apply(cell, value));
}

function ruleOf(wb: Workbook, cell: Cell | undefined): Rule {
  return cell?.validation ? new FakeDataValidation(wb, cell.validation) : null;
}

// ---- data validation rules ----

function copySpec(spec: ValidationSpec): ValidationSpec {
  return { ...spec, values: spec.values.map((v) => (Array.isArray(v) ? [...v] : v)) };
}

export class FakeDataValidation {
  constructor(
    readonly wb: Workbook,
    readonly spec: ValidationSpec,
  ) {}
  getCriteriaType(): string {
    return this.spec.criteria;
  }
  getCriteriaValues(): unknown[] {
    return copySpec(this.spec).values;
  }
  getAllowInvalid(): boolean {
    return this.spec.allowInvalid;
  }
  getHelpText(): string | null {
    return this.spec.helpText;
  }
  copy(): FakeDataValidationBuilder {
    return new FakeDataValidationBuilder(this.wb, copySpec(this.spec));
  }
}
counted(FakeDataValidation, 'DataValidation');

/** Items a list validation rule may hold in Sheets. */
const MAX_LIST_ITEMS = 500;

export class FakeDataValidationBuilder {
  constructor(
    readonly wb: Workbook,
    readonly spec: ValidationSpec = { criteria: '', values: [], allowInvalid: true, helpText: null },
  ) {}

  /**
   * Sheets refuses a list rule of more than 500 items when it is applied ("The data validation rule has
   * more items than the limit of 500. Use the 'List from a range' criteria instead."). Google's
   * DataValidationBuilder reference does not state the limit; it is Sheets' own error, as users report it
   * (docs/fake-limits.md). The fake refuses it when built, which no caller can tell apart.
   */
  requireValueInList(values: unknown[], showDropdown = true): FakeDataValidationBuilder {
    if (values.length > MAX_LIST_ITEMS)
      throw new Error(
        `The data validation rule has more items than the limit of ${MAX_LIST_ITEMS}. Use the 'List from a range' criteria instead.`,
      );
    return criteria(this, 'VALUE_IN_LIST', [[...values], showDropdown]);
  }
  requireValueInRange(range: FakeRange, showDropdown = true): FakeDataValidationBuilder {
    return criteria(this, 'VALUE_IN_RANGE', [range, showDropdown]);
  }
  requireNumberBetween(start: number, end: number): FakeDataValidationBuilder {
    return criteria(this, 'NUMBER_BETWEEN', [start, end]);
  }
  requireNumberGreaterThan(number: number): FakeDataValidationBuilder {
    return criteria(this, 'NUMBER_GREATER_THAN', [number]);
  }
  requireNumberGreaterThanOrEqualTo(number: number): FakeDataValidationBuilder {
    return criteria(this, 'NUMBER_GREATER_THAN_OR_EQUAL_TO', [number]);
  }
  requireNumberLessThanOrEqualTo(number: number): FakeDataValidationBuilder {
    return criteria(this, 'NUMBER_LESS_THAN_OR_EQUAL_TO', [number]);
  }
  requireCheckbox(checkedValue?: unknown, uncheckedValue?: unknown): FakeDataValidationBuilder {
    return criteria(
      this,
      'CHECKBOX',
      [checkedValue, uncheckedValue].filter((v) => v !== undefined),
    );
  }
  requireFormulaSatisfied(formula: string): FakeDataValidationBuilder {
    return criteria(this, 'CUSTOM_FORMULA', [formula]);
  }
  withCriteria(criteriaType: string, args: unknown[]): FakeDataValidationBuilder {
    return criteria(this, String(criteriaType), [...args]);
  }
  setAllowInvalid(allowInvalidData: boolean): FakeDataValidationBuilder {
    this.spec.allowInvalid = allowInvalidData;
    return this;
  }
  setHelpText(helpText: string): FakeDataValidationBuilder {
    this.spec.helpText = helpText;
    return this;
  }
  build(): FakeDataValidation {
    return new FakeDataValidation(this.wb, copySpec(this.spec));
  }
}
counted(FakeDataValidationBuilder, 'DataValidationBuilder');

function criteria(builder: FakeDataValidationBuilder, type: string, values: unknown[]): FakeDataValidationBuilder {
  builder.spec.criteria = type;
  builder.spec.values = values;
  return builder;
}
