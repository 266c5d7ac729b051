// Call counting shared by every fake class, and the User object.

import type { Workbook } from './workbook';
import { markEdited, SheetModel } from './grid';

export interface Facade {
  readonly wb: Workbook;
}

/**
 * Wraps every prototype method of a facade class so each call bumps `wb.calls['<className>.<method>']`
 * and reads made after the first write are noted in `wb.flow`. Facade methods never call other facade
 * methods internally, so counts reflect the script's own calls.
 */
export function counted(cls: { prototype: object }, className: string): void {
  const proto = cls.prototype;
  for (const name of Object.getOwnPropertyNames(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    const method: unknown = descriptor?.value;
    if (name === 'constructor' || typeof method !== 'function') continue;
    const callKey = `${className}.${name}`;
    const writes = WRITING_CLASSES.has(className) && WRITE_METHOD.test(name);
    const edits = SHEET_CLASSES.has(className) && !PURE_METHOD.test(name);
    const priced = SHEET_CLASSES.has(className) || className === 'SpreadsheetApp';
    Object.defineProperty(proto, name, {
      ...descriptor,
      value: function (this: Facade, ...args: unknown[]) {
        this.wb.beforeCall();
        const tab = edits || priced ? tabOf(this) : undefined;
        assertNotDeleted(tab);
        this.wb.calls[callKey] = (this.wb.calls[callKey] ?? 0) + 1;
        if (writes) this.wb.beforeWrite(callKey, tab?.name);
        if (writes) this.wb.flow.written = true;
        else if (this.wb.flow.written && READ_CALLS.has(callKey)) this.wb.flow.readsAfterWrite.push(callKey);
        if (edits) markTabs(this, args);
        // The cells are counted only for the priced clock (spend does nothing without prices).
        if (priced && this.wb.clock.prices) this.wb.spend(callKey, writes ? cellsIn(args[0], name) : 0);
        this.wb.flow.inCall++;
        try {
          const out: unknown = method.apply(this, args);
          if (priced && this.wb.clock.prices && READ_CALLS.has(callKey)) this.wb.spend('', cellsIn(out, name), true);
          return out;
        } finally {
          this.wb.flow.inCall--;
          // Again once done: what was worked out from the tab while the call changed it is not kept (tabMemo).
          if (edits) markTabs(this, args);
        }
      },
    });
  }
}

/**
 * The facades whose calls may change a tab, and the calls that never do (getters). Any other call
 * marks the tabs it may change (markEdited): the tab it belongs to (a Sheet, Range, Filter or chart's)
 * and those of the sheets and ranges passed to it. A Spreadsheet's own calls (tabs inserted, deleted,
 * renamed, named ranges, editors) change only what the fingerprint reads afresh each time.
 */
const SHEET_CLASSES = new Set(['Range', 'RangeList', 'Sheet', 'Spreadsheet', 'Protection', 'NamedRange', 'Filter', 'EmbeddedChart']);
const PURE_METHOD = /^(get|is|has|can)/;

function tabOf(x: unknown): SheetModel | undefined {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return undefined;
  const f = x as { sheet?: unknown; ref?: { sheet?: unknown }; model?: unknown };
  if (isTab(f.sheet)) return f.sheet;
  if (isTab(f.ref?.sheet)) return f.ref.sheet;
  return isTab(f.model) ? f.model : undefined;
}

const isTab = (t: unknown): t is SheetModel => !!t && typeof t === 'object' && 'grid' in t;

/**
 * A call on a Sheet or Range object whose tab was deleted (by the script, or by a person while it runs)
 * is refused. Google documents nothing here: the Apps Script reference (Spreadsheet.deleteSheet, Class
 * Sheet, Class Range) does not say what such an object does, and a search of issue threads and Q&A found
 * no Apps Script report either; the nearest are Excel's JavaScript API refusing a request on a worksheet
 * deleted while it runs ("the specified worksheet cannot be found", OfficeDev/office-js#6964) and the
 * Sheets API still writing to a spreadsheet moved to the bin (obot-platform/obot#108). The fake takes the
 * conservative reading (rule option J80): every call throws, a getter as well, so a write never goes
 * nowhere without a word. The wording is the fake's own.
 */
export function assertNotDeleted(tab: SheetModel | undefined): void {
  if (tab?.deleted) throw new Error(`The sheet "${tab.name}" has been deleted.`);
}

/** The tabs of the facade, of its arguments and of their elements (a list of ranges). */
function markTabs(facade: Facade, args: unknown[]): void {
  markTab(facade);
  for (const x of args) {
    if (Array.isArray(x)) x.forEach(markTab);
    else markTab(x);
  }
}

function markTab(x: unknown): void {
  const tab = tabOf(x);
  if (tab) markEdited(tab);
}

/** The cells a call sends or hands back, as the cost model prices them: a grid's, or one for a single value. */
function cellsIn(x: unknown, method: string): number {
  if (Array.isArray(x)) return x.reduce((n: number, row: unknown) => n + (Array.isArray(row) ? row.length : 1), 0);
  return /^(set|get)(Value|Formula|Note|DisplayValue)$/.test(method) ? 1 : 0;
}

/** Calls that change the document: counted by the fault injector (`fake.failWrite`). */
const WRITING_CLASSES = new Set(['Range', 'Sheet', 'Spreadsheet', 'Protection', 'NamedRange']);
const WRITE_METHOD = /^(set|clear|insert|delete|append|hide|show|remove|add|protect)/;

export function isWriteCall(callKey: string): boolean {
  const dot = callKey.indexOf('.');
  return WRITING_CLASSES.has(callKey.slice(0, dot)) && WRITE_METHOD.test(callKey.slice(dot + 1));
}

/**
 * Calls that hand back what is in the cells. Sheets batches writes and must apply the pending ones
 * before such a read can answer, so a read after a write costs a flush
 * (https://developers.google.com/apps-script/guides/support/best-practices#use_batch_operations:
 * "alternating read and write commands is slow").
 */
export const READ_CALLS: ReadonlySet<string> = new Set([
  'Range.getValues',
  'Range.getValue',
  'Range.getDisplayValues',
  'Range.getDisplayValue',
  'Range.getFormulas',
  'Range.getFormula',
  'Range.getNotes',
  'Range.getNote',
  'Range.getDataValidations',
  'Range.getDataValidation',
  'Range.getNumberFormats',
  'Range.isBlank',
  'Sheet.getDataRange',
  'Sheet.getLastRow',
  'Sheet.getLastColumn',
]);

export type EnumOf<K extends string> = { readonly [P in K]: P };

/** Apps Script enums as frozen objects whose values are their own names ('YES', 'RANGE', ...). */
export function enumOf<K extends string>(...names: K[]): EnumOf<K> {
  return Object.freeze(Object.fromEntries(names.map((n) => [n, n]))) as EnumOf<K>;
}

export class FakeUser {
  constructor(
    readonly wb: Workbook,
    readonly email: string,
  ) {}
  getEmail(): string {
    return this.email;
  }
}
counted(FakeUser, 'User');

/** Email of a string or User argument, lower-cased (Sheets compares addresses case-insensitively). */
export function emailOf(who: string | { getEmail(): string }): string {
  return (typeof who === 'string' ? who : who instanceof FakeUser ? who.email : who.getEmail()).toLowerCase();
}
