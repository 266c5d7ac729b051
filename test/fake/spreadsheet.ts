// Entry point: an in-memory stand-in for the Apps Script services the add-on uses, for jest tests and
// the local runner. `globals` can be handed to vm.createContext (gas-local); `fake` lets tests script
// dialog answers, inspect what was shown and counted, and read the sheets without counting calls.
//
// Realism notes (deliberate, matching Sheets): a new spreadsheet has one empty "Sheet1" (1000 x 26);
// strings written with setValue(s) are parsed like typed input ("12" -> 12, "TRUE" -> true, "=F(A1)"
// -> formula, "'12" -> text "12", "2026-03-01" -> a Date); facade objects are fresh on every call, so compare sheets by
// getSheetId(), not ===. Scripts run as the owner unless a test calls fake.actAs(email); then writes to
// cells that user may not edit throw. fake.canEdit() tells what any user could edit.
// What the fake does not model: docs/fake-limits.md.

import { CustomFunction } from './formulas';
import { cellAt, clearCell, copiedFrom, ownRows, shareRows, SheetModel, writeInput } from './grid';
import { FakeMailApp, SentMail } from './mail';
import {
  FakeConsole,
  FakeHtmlService,
  FakeLockService,
  FakeLogger,
  FakePropertiesService,
  FakeSession,
  FakeSpreadsheetApp,
  FakeUtilities,
} from './services';
import { FakeSpreadsheet } from './sheet';
import { UiLog } from './ui';
import { Drive, DriveState, FakeScriptApp } from './drive';
import { fingerprint, tabRows } from './fingerprint';
import { copyState } from './copy';
import { CacheItem, FakeCacheService } from './cache';
import { Clock, FaultMode, Faults, KILLED, LockState, PropertyStore, Workbook } from './workbook';

export interface FakeOptions {
  /** The spreadsheet owner, who is also the effective user (default 'gm@example.com'). */
  owner?: string;
  /** Session.getActiveUser() (default: the owner). */
  activeUser?: string;
  /** Spreadsheet name. */
  name?: string;
  /** Session.getScriptTimeZone() (default 'UTC'). */
  timeZone?: string;
  /** Also print Logger/console lines to the real console. */
  echo?: boolean;
}

export interface FakeHandle {
  spreadsheet: FakeSpreadsheet;
  /** Calls per 'Class.method', e.g. 'Range.getValues', 'Sheet.getRange', 'Ui.alert'. */
  calls: Record<string, number>;
  /** Forgets the calls counted so far, and that anything was written. */
  resetCalls(): void;
  /** Reads ('Range.getValues', 'Sheet.getLastRow', ...) made after the first write since the calls were reset. */
  readsAfterFirstWrite(): string[];
  /** The locks ('document', 'script', 'user') released since the calls were reset while writes were pending (no flush). */
  releasesBeforeFlush(): string[];
  /** 'Range.getValues' -> that method; 'Range' or 'Range.' -> all Range methods. */
  count(prefixOrName: string): number;
  ui: UiLog;
  /** Could `email` edit the cell, given the sheet and range protections? (The owner always can.) */
  canEdit(email: string, sheetName: string, row: number, col: number): boolean;
  /** Computed values of rows 1..lastRow x columns 1..lastColumn ([] for an empty sheet); not counted. */
  sheetValues(name: string): unknown[][];
  /** Creates the sheet if needed (growing it to fit) and replaces its values with `rows` from A1 (formats, notes and validation stay). */
  loadTab(name: string, rows: unknown[][]): void;
  /**
   * Set heldElsewhere to make tryLock fail and waitLock throw; held shows the locks the running execution
   * holds, holder which execution holds each (0: none).
   */
  lock: LockState;
  /** Registers custom functions (merged with earlier ones) for formula evaluation. */
  setFunctions(fns: Record<string, CustomFunction>): void;
  /** Evaluates every formula and returns error messages keyed like 'Fleets!C2'. */
  formulaErrors(): Record<string, string>;
  /** Who Session.getActiveUser() is from now on (the person clicking the menu). */
  setActiveUser(email: string): void;
  /** The three property stores, live. */
  properties: Record<PropertyStore, Record<string, string>>;
  /** The script cache (cache.ts), live: a test clears it to stand for Google dropping items early. */
  cache: Map<string, CacheItem>;
  /** Lines written by Logger.log and console.*. */
  logs: string[];
  /**
   * Runs what follows as `email` (Session.getActiveUser and getEffectiveUser), as when an admiral
   * clicks a menu item: edits to protected cells that user may not edit throw, as in Sheets.
   */
  actAs(email: string): void;
  /**
   * Makes the k-th write call from now fail (0: none): once, from there on (an outage), or by ending the
   * execution there (kill: see Faults); `writes` counts the write calls since. Forgets injected edits.
   */
  failWrite(k: number, mode?: FaultMode): void;
  readonly faults: Faults;
  /** Runs `fn` (another person's edit, another GM window) just before the script's n-th service call from now. */
  inject(n: number, fn: () => void): void;
  /** Runs `fn` (another person's edit) just before the script's k-th write call from now. */
  injectAtWrite(k: number, fn: () => void): void;
  /**
   * Runs an action that may be killed: the end of a killed execution is not an error of the add-on. Then
   * the next execution may start (a new menu click). Answers whether the execution was killed. With the
   * priced clock (`clock.prices`) it is one execution, timed from its start against the 6 minutes.
   */
  survive(fn: () => void): boolean;
  /** Scopes the user did not grant: ScriptApp.requireAllScopes ends the execution with an authorization prompt. */
  scopes: { denied: string[]; prompts: number };
  /**
   * Every tab's stored cells (a formula as its text, a Date as ISO text), rows trimmed; not counted,
   * nothing evaluated. Of the bound spreadsheet, or of another of the drive. The rows are frozen: shared
   * by every caller until the tab changes (fingerprint.ts, tabRows).
   */
  contents(spreadsheetId?: string): Record<string, string[][]>;
  /**
   * A copy of the document (tabs, named ranges, protections), of every property store, of every other
   * spreadsheet of the drive (tabs, named ranges, protections, editors) and of the installable triggers,
   * to put back with restoreState: a spreadsheet made since is gone again, and the next one made gets
   * the id it got then.
   */
  saveState(): unknown;
  restoreState(state: unknown): void;
  /**
   * A digest of everything the script can read back (fingerprint.ts): equal for two states an action
   * cannot tell apart. `normalise` rewrites a copy of the property stores first.
   */
  fingerprint(
    normalise?: (properties: Record<PropertyStore, Record<string, string>>) => Record<PropertyStore, Record<string, string>>,
  ): string;
  /** A person typing `text` into one cell in the Sheets UI, as `email` (default the active user). */
  type(sheetName: string, a1: string, text: string, email?: string): void;
  /** MailApp: set `quota` to the recipients left today; `sent` records every message. */
  mail: { quota: number; sent: SentMail[] };
  /** Every spreadsheet by id (the bound one and those the script created) and the installable triggers. */
  drive: Drive;
  /** The computed values of a tab of another spreadsheet of the drive; not counted. */
  valuesOf(spreadsheetId: string, tab: string): unknown[][];
  /**
   * Time passes between executions on the priced clock (`clock.prices`): the one-off clock triggers due
   * by then run, each as its own execution (one Google ends at its 6 minutes ends alone).
   */
  wait(ms: number): void;
  /** The script's clock (Date.now() in the add-on's realm): move `offset`, time each write call with `perWrite`, or price every call (`prices`: workbook.ts, Clock). */
  clock: Clock;
}

/** The saved tab restoreState copied each live tab from, and the tab's edit count then. */
const restoredFrom = new WeakMap<SheetModel, { saved: SheetModel; edits: number }>();

export function createFakeServices(opts: FakeOptions = {}): { globals: Record<string, unknown>; fake: FakeHandle } {
  const wb = new Workbook(opts);
  const drive = new Drive(wb);
  const globals: Record<string, unknown> = {
    SpreadsheetApp: new FakeSpreadsheetApp(wb, drive),
    ScriptApp: new FakeScriptApp(wb, drive),
    Session: new FakeSession(wb),
    LockService: new FakeLockService(wb),
    PropertiesService: new FakePropertiesService(wb),
    Utilities: new FakeUtilities(wb),
    HtmlService: new FakeHtmlService(wb),
    Logger: new FakeLogger(wb),
    console: new FakeConsole(wb),
    MailApp: new FakeMailApp(wb),
    CacheService: new FakeCacheService(wb),
  };
  const fake: FakeHandle = {
    spreadsheet: new FakeSpreadsheet(wb),
    calls: wb.calls,
    resetCalls: () => {
      Object.keys(wb.calls).forEach((k) => delete wb.calls[k]);
      Object.assign(wb.flow, { written: false, readsAfterWrite: [], releasedPending: [] });
    },
    readsAfterFirstWrite: () => [...wb.flow.readsAfterWrite],
    releasesBeforeFlush: () => [...wb.flow.releasedPending],
    count: (p) => {
      if (p.includes('.') && !p.endsWith('.')) return wb.calls[p] ?? 0;
      const prefix = p.endsWith('.') ? p : `${p}.`;
      return Object.entries(wb.calls).reduce((n, [k, v]) => (k.startsWith(prefix) ? n + v : n), 0);
    },
    ui: wb.ui,
    canEdit: (email, sheetName, row, col) => wb.canEditCell(email, wb.requireSheet(sheetName), row, col),
    sheetValues: (name) => valuesOf(wb, name),
    loadTab: (name, rows) => loadTab(wb, name, rows),
    lock: wb.lock,
    setFunctions: (fns) => {
      Object.assign(wb.functions, fns);
      wb.touch();
    },
    formulaErrors: () => wb.evaluator.allErrors(),
    setActiveUser: (email) => {
      wb.activeUser = email.toLowerCase();
    },
    properties: wb.properties,
    cache: wb.cache,
    logs: wb.logs,
    actAs: (email) => {
      wb.activeUser = wb.effectiveUser = email.toLowerCase();
    },
    failWrite: (k, mode = 'once') => {
      Object.assign(wb.faults, { failAt: k, writes: 0, mode, killed: false, calls: 0, inject: [], injectAtWrite: [] });
    },
    faults: wb.faults,
    inject: (n, fn) => {
      wb.faults.inject.push({ at: wb.faults.calls + n, run: fn });
    },
    injectAtWrite: (k, fn) => {
      wb.faults.injectAtWrite.push({ at: wb.faults.writes + k, run: fn });
    },
    survive: (fn) => {
      wb.clock.started.splice(0, wb.clock.started.length, wb.clock.offset);
      try {
        fn();
      } catch (e) {
        if (e !== KILLED) throw e;
      } finally {
        wb.clock.started.length = 0;
      }
      const killed = wb.faults.killed;
      wb.faults.killed = false;
      return killed;
    },
    scopes: wb.scopes,
    saveState: () => ({
      drive: drive.save(),
      files: new Map(
        [...drive.files].map(([id, file]) => {
          const saved = copyState(file.sheets, file.namedRanges, file.protections, file.activeSheet);
          saved[0].forEach((sheet, i) => {
            shareRows(sheet);
            copiedFrom(sheet, file.sheets[i]);
          });
          return [id, saved];
        }),
      ),
      properties: Object.fromEntries(Object.entries(wb.properties).map(([store, values]) => [store, { ...values }])),
      cache: new Map(wb.cache),
    }),
    restoreState: (state) => {
      const saved = state as {
        drive: DriveState;
        files: Map<string, Parameters<typeof copyState>>;
        properties: typeof wb.properties;
        cache: typeof wb.cache;
      };
      wb.cache.clear();
      for (const [k, item] of saved.cache) wb.cache.set(k, item);
      drive.restore(saved.drive);
      for (const [store, values] of Object.entries(wb.properties) as [keyof typeof wb.properties, Record<string, string>][]) {
        for (const k of Object.keys(values)) delete values[k];
        Object.assign(values, saved.properties[store]);
      }
      for (const [id, tabs] of saved.files) {
        const file = drive.require(id);
        // A tab this restore would copy again from the same saved tab, and that nothing changed since
        // (no call marked it, base.ts), is taken as it is: most of an action stopped early is left alone.
        const same = new Map<SheetModel, SheetModel>();
        for (const sheet of file.sheets) {
          const from = restoredFrom.get(sheet);
          const charts = (sheet as SheetModel & { charts?: unknown[] }).charts;
          if (from && from.edits === (sheet.edits ?? 0) && !sheet.filter && !charts?.length && tabs[0].includes(from.saved))
            same.set(from.saved, sheet);
        }
        const copy = copyState(tabs[0], tabs[1], tabs[2], tabs[3], same, true);
        file.sheets.splice(0, file.sheets.length, ...copy[0]);
        file.namedRanges.clear();
        copy[1].forEach((ref, name) => file.namedRanges.set(name, ref));
        file.protections = copy[2];
        file.activeSheet = copy[3];
        // Every formula's result is worked out afresh (file.touch() would also mark every tab edited,
        // and so throw away the digests the copies take over from the saved tabs).
        file.version++;
        copy[0].forEach((sheet, i) => {
          if (sheet !== same.get(tabs[0][i])) copiedFrom(sheet, tabs[0][i]);
          restoredFrom.set(sheet, { saved: tabs[0][i], edits: sheet.edits ?? 0 });
        });
      }
    },
    fingerprint: (normalise) => fingerprint(drive, wb, normalise),
    contents: (id) =>
      Object.fromEntries((id === undefined ? wb : drive.require(id)).sheets.map((sheet) => [sheet.name, tabRows(sheet) as string[][]])),
    type: (sheetName, a1, text, email = wb.activeUser) => {
      const ref = wb.resolveA1(a1, wb.requireSheet(sheetName));
      if (!wb.canEditCell(email, ref.sheet, ref.row, ref.col))
        throw new Error(`${email} may not edit ${sheetName}!${a1}: the cell is protected.`);
      writeInput(cellAt(ref.sheet, ref.row, ref.col), text);
      wb.touch();
      drive.changed(wb.id, email.toLowerCase());
    },
    mail: wb.mail,
    drive,
    valuesOf: (id, tab) => valuesOf(drive.require(id), tab),
    clock: wb.clock,
    wait: (ms) => {
      wb.clock.offset += ms;
      wb.clock.started.push(wb.clock.offset);
      try {
        wb.clock.due?.();
      } finally {
        wb.clock.started.length = 0;
      }
    },
  };
  return { globals, fake };
}

function valuesOf(wb: Workbook, name: string): unknown[][] {
  const sheet = wb.requireSheet(name);
  const { lastRow, lastCol } = wb.evaluator.extent(sheet);
  return Array.from({ length: lastRow }, (_, i) => Array.from({ length: lastCol }, (_, j) => wb.evaluator.value(sheet, i + 1, j + 1)));
}

function loadTab(wb: Workbook, name: string, rows: unknown[][]): void {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const sheet: SheetModel = wb.sheetNamed(name) ?? wb.addSheet(name);
  ownRows(sheet);
  sheet.grid.forEach((cells) => cells?.forEach((cell) => cell && clearCell(cell, { contents: true })));
  sheet.maxRows = Math.max(sheet.maxRows, rows.length);
  sheet.maxCols = Math.max(sheet.maxCols, width);
  rows.forEach((cells, i) => cells.forEach((value, j) => writeInput(cellAt(sheet, i + 1, j + 1), value)));
  wb.touch();
}
