// The state behind one fake spreadsheet and its services, with the operations the facades share.

import type { CacheItem } from './cache';
import { CustomFunction, Evaluator } from './formulas';
import { markEdited, ownRows } from './grid';
import { checkBounds, containsCell, newSheetModel, parseA1, RangeRef, SheetModel, splitSheetPrefix } from './grid';
import type { FakeOptions } from './spreadsheet';
import { UiLog } from './ui';
import { DRIVE_CALLS, Prices } from './cost';

export interface ProtectionSpec {
  type: 'RANGE' | 'SHEET';
  sheet: SheetModel;
  /** The protected rectangle of a RANGE protection; null for a SHEET protection (whole sheet). */
  ref: RangeRef | null;
  rangeName: string | null;
  description: string;
  warningOnly: boolean;
  domainEdit: boolean;
  /**
   * Lower-cased editor emails; null until the script first changes the list (or domain edit):
   * as in Sheets, a new protection mirrors the spreadsheet's editors until then.
   */
  editors: string[] | null;
  unprotected: RangeRef[];
}

export type Axis = 'row' | 'col';
export type PropertyStore = 'document' | 'script' | 'user';
export type LockKind = PropertyStore;

import type { SentMail } from './mail';

export interface CallFlow {
  written: boolean;
  readsAfterWrite: string[];
  /** The locks a script released with writes pending (no flush since its last write): `fake.releasesBeforeFlush()`. */
  releasedPending: LockKind[];
  /** Inside a facade method of the running execution (base.ts): that method marks what it edits itself. */
  inCall: number;
}

/**
 * How the k-th write call fails (`fake.failWrite(k, mode)`): 'once' throws a service error at that call
 * only; 'outage' throws at it and at every write call after it; 'kill' ends the execution there, as the
 * 6-minute limit does: no catch or finally of the script gets to do anything, since every service call
 * from then on ends it again, until the test starts a new execution (`fake.afterKill`).
 */
export interface LockState {
  heldElsewhere: boolean;
  held: Record<LockKind, boolean>;
  holder: Record<LockKind, number>;
  /** The execution running now, and how many there were. */
  execution: number;
  executions: number;
}

export type FaultMode = 'once' | 'outage' | 'kill';

/**
 * The script's clock: Date.now() in the script's realm is the real time plus `offset` (test/fake/addon.ts);
 * each write call moves it on by `perWrite` ms, so a test can make an action pass its time budget.
 * With `prices` set (cost.ts) the clock keeps Sheets' time instead: every spreadsheet call moves it
 * on by its price and its cells', a dialog by the time the test gives it (UiLog.queueResponse), and
 * then Google's limits hold (quotas: developers.google.com/apps-script/guides/services/quotas):
 * "Script runtime: 6 min / execution", an execution ended at the first call past it (not only at a
 * write), and "Triggers total runtime: 90 min / day" (consumer accounts), a trigger past it not run;
 * a one-off clock trigger runs as its own execution as soon as it is due (ClockTriggerBuilder.after:
 * "the minimum duration ... after the current time that the trigger runs"), even while another
 * execution holds the lock.
 */
export interface Clock {
  offset: number;
  perWrite: number;
  prices?: Prices;
  /** When each running execution began (`offset`), the innermost last: a click, a trigger, a dialog's other execution. */
  started: number[];
  /** Trigger runtime used since `day` began, and the trigger runs the daily quota refused. */
  triggers: { day: number; used: number; refused: number };
  /** The drive's: runs the clock triggers now due (drive.ts). */
  due?: () => void;
}

/** Google's limits the priced clock keeps (Clock). */
export const EXECUTION_LIMIT_MS = 6 * 60 * 1000;
export const TRIGGER_RUNTIME_MS = 90 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Faults {
  failAt: number;
  writes: number;
  mode: FaultMode;
  /** The execution was ended (kill mode, or an authorization prompt): every service call throws KILLED. */
  killed: boolean;
  /** Service calls counted since `fake.failWrite`; `inject` runs a test's code before the call numbered `at`. */
  calls: number;
  inject: { at: number; run: () => void }[];
  /** A test's code run before the write call numbered `at` (counted as `writes`). */
  injectAtWrite: { at: number; run: () => void }[];
  /** Set by a test to an array: each write call is listed there (the spreadsheet's id, the tab's name or '', the call). */
  made?: { file: string; tab: string; call: string }[];
}

/** What ends a killed execution. Not an Error, so no `instanceof Error` test of the script mistakes it for a service error. */
export const KILLED = Object.freeze({ killed: 'the execution was ended (time limit, outage, or an authorization prompt)' });

export class Workbook {
  readonly calls: Record<string, number>;
  /** Whether a write was made since the calls were reset, and the reads made after it (`counted`). */
  readonly flow: CallFlow;
  readonly id: string;
  name: string;
  /** Lower-cased; also the effective user. */
  readonly owner: string;
  /**
   * Session.getActiveUser() and getEffectiveUser(): who clicked the menu item. fake.actAs switches both
   * (an admiral running the script); fake.setActiveUser only the active user (the script still runs as the owner).
   */
  activeUser: string;
  effectiveUser: string;
  /** Fault injection, shared by every spreadsheet of the drive: see Faults. */
  readonly faults: Faults;
  /** The script's clock, shared by every spreadsheet of the drive. */
  readonly clock: Clock;
  readonly timeZone: string;
  readonly echo: boolean;
  /** Spreadsheet editors besides the owner, lower-cased. */
  readonly editors: string[] = [];
  /** Its viewers and commenters (Spreadsheet.getViewers), lower-cased: they open it and edit nothing. */
  readonly viewers: string[] = [];
  readonly sheets: SheetModel[] = [];
  activeSheet: SheetModel;
  readonly namedRanges = new Map<string, RangeRef>();
  protections: ProtectionSpec[] = [];
  readonly functions: Record<string, CustomFunction> = {};
  readonly evaluator = new Evaluator(this);
  readonly ui = new UiLog();
  /**
   * `held`: the locks the running execution holds; `holder`: which execution holds each (0: none).
   * An execution is a menu click or a trigger run; code a test runs while a dialog is open is another one.
   */
  readonly lock: LockState;

  readonly properties: Record<PropertyStore, Record<string, string>> = { document: {}, script: {}, user: {} };
  /** CacheService.getScriptCache(): the script's cache (cache.ts), kept by the bound spreadsheet's workbook. */
  readonly cache = new Map<string, CacheItem>();
  readonly logs: string[] = [];
  /** MailApp: the recipients left today and every message sent. */
  readonly mail: { quota: number; sent: SentMail[] } = { quota: 100, sent: [] };
  /** Bumped by every change that may affect computed values; it invalidates the formula cache. */
  version = 0;
  private nextSheetId = 0;

  /** Scopes the user withheld (granular consent), and the authorization prompts shown for them. */
  readonly scopes = { denied: [] as string[], prompts: 0 };
  /** Set by the drive while an installable trigger runs: there is no Ui then. */
  inTrigger = false;
  /**
   * Set by the drive while an installable trigger on another file runs: the document properties are
   * that file's own store (Google does not say whose they are there; see docs/fake-limits.md).
   */
  triggerDocument?: Record<string, string>;
  /** A spreadsheet that was deleted: openById fails. */
  deleted = false;
  /** Set by a test: every write of cell values fails with this message (a service outage). */
  failWrites = '';
  /** E-mails Google refuses to share with (shared by every file of the drive; see Drive.refusedEditors). */
  refusedEditors = new Set<string>();
  /** Spreadsheet.copy, given by the drive that holds this spreadsheet (drive.ts). */
  copier?: (name: string) => Workbook;

  constructor(
    opts: FakeOptions = {},
    shared: { id?: string; calls?: Record<string, number>; flow?: CallFlow; faults?: Faults; lock?: LockState; clock?: Clock } = {},
  ) {
    this.id = shared.id ?? '1FakeSheetsId-0123456789abcdefghijklmnopqrstu';
    this.calls = shared.calls ?? {};
    this.lock = shared.lock ?? {
      heldElsewhere: false,
      held: { document: false, script: false, user: false },
      holder: { document: 0, script: 0, user: 0 },
      execution: 1,
      executions: 1,
    };
    this.faults = shared.faults ?? { failAt: 0, writes: 0, mode: 'once', killed: false, calls: 0, inject: [], injectAtWrite: [] };
    this.flow = shared.flow ?? { written: false, readsAfterWrite: [], releasedPending: [], inCall: 0 };
    this.clock = shared.clock ?? { offset: 0, perWrite: 0, started: [], triggers: { day: 0, used: 0, refused: 0 } };
    this.owner = (opts.owner ?? 'gm@example.com').toLowerCase();
    this.activeUser = (opts.activeUser ?? this.owner).toLowerCase();
    this.effectiveUser = this.owner;
    this.name = opts.name ?? 'Fake campaign';
    this.timeZone = opts.timeZone ?? 'UTC';
    this.echo = opts.echo ?? false;
    this.activeSheet = this.addSheet('Sheet1');
  }

  /** Called before every write call: fails the one the test chose (and, in an outage, every later one). */
  beforeWrite(call: string, tab = ''): void {
    const f = this.faults;
    const n = ++f.writes;
    f.made?.push({ file: this.id, tab, call });
    for (const due of f.injectAtWrite.filter((i) => i.at === n)) this.asAnotherExecution(due.run);
    this.clock.offset += this.clock.perWrite;
    if (f.failAt === 0 || n < f.failAt || (n > f.failAt && f.mode === 'once')) return;
    if (f.mode === 'kill') this.kill();
    throw new Error(`Service Spreadsheets failed while accessing document with id ${this.id}. (injected at ${call})`);
  }

  /** Before every service call: a killed execution goes no further; a test's edit due now is made first. */
  beforeCall(): void {
    if (this.faults.killed) throw KILLED;
    const f = this.faults;
    f.calls++;
    for (const due of f.inject.filter((i) => i.at === f.calls)) this.asAnotherExecution(due.run);
  }

  /** Ends the running execution: Google releases its locks; nothing of it runs on. */
  kill(): never {
    this.faults.killed = true;
    for (const k of Object.keys(this.lock.holder) as LockKind[]) if (this.lock.holder[k] === this.lock.execution) this.releaseLock(k);
    throw KILLED;
  }

  /**
   * The priced clock (Clock): `call` costs its price ('': none) and `cells` cells' (written, or read when `read`);
   * past 6 minutes the execution ends here, and the clock triggers now due run first as their own
   * executions. An execution is timed from its first priced call when the test did not start it
   * (fake.survive).
   */
  spend(call: string, cells: number, read = false): void {
    const p = this.clock.prices;
    if (!p) return;
    if (!this.clock.started.length) this.clock.started.push(this.clock.offset);
    const drive = DRIVE_CALLS[call];
    this.clock.offset += (drive ? p[drive] : call ? p.call : 0) + cells * (read ? p.cellRead : p.cellWritten);
    this.timePassed();
  }

  /** A dialog open `ms` on the priced clock: the triggers due meanwhile run (the script's locks are let go, `suspend`). */
  waited(ms: number): void {
    if (!this.clock.prices) return;
    this.clock.offset += ms;
    this.clock.due?.();
  }

  /** The clock moved on (a call, a dialog): the execution past its 6 minutes ends; the triggers due run. */
  timePassed(): void {
    const started = this.clock.started[this.clock.started.length - 1];
    if (started !== undefined && this.clock.offset - started > EXECUTION_LIMIT_MS) this.kill();
    this.clock.due?.();
  }

  /** Whether today's trigger runtime is left (resetting 24 hours after the day's first run), and `ms` used. */
  triggerTime(ms = 0): boolean {
    const t = this.clock.triggers;
    if (this.clock.offset - t.day >= DAY_MS) Object.assign(t, { day: this.clock.offset, used: 0 });
    t.used += ms;
    return t.used < TRIGGER_RUNTIME_MS;
  }

  /** Runs `fn` as another execution (another GM window, a trigger, a person typing), then resumes this one. */
  asAnotherExecution(fn: () => void): void {
    const mine = this.lock.execution;
    const other = (this.lock.execution = ++this.lock.executions);
    const inCall = this.flow.inCall;
    this.flow.inCall = 0;
    this.clock.started.push(this.clock.offset);
    try {
      fn();
    } finally {
      this.clock.started.pop();
      this.flow.inCall = inCall;
      // An execution's locks are released when it ends (LockService: "when the script ends").
      for (const k of Object.keys(this.lock.holder) as LockKind[]) if (this.lock.holder[k] === other) this.lock.holder[k] = 0;
      this.lock.execution = mine;
      for (const k of Object.keys(this.lock.held) as LockKind[]) this.lock.held[k] = this.lock.holder[k] === mine;
    }
  }

  /** LockService: a lock another execution holds cannot be taken; the holder may take it again. */
  acquireLock(kind: LockKind): boolean {
    const holder = this.lock.holder[kind];
    if (this.lock.heldElsewhere || (holder !== 0 && holder !== this.lock.execution)) return false;
    this.lock.holder[kind] = this.lock.execution;
    this.lock.held[kind] = true;
    return true;
  }

  releaseLock(kind: LockKind): void {
    if (this.lock.holder[kind] === this.lock.execution || this.faults.killed) this.lock.holder[kind] = 0;
    this.lock.held[kind] = false;
  }

  /**
   * Ui.alert and Ui.prompt suspend the script, and "LockService locks don't persist across the
   * suspension" (https://developers.google.com/apps-script/reference/base/ui#alert(String,ButtonSet)).
   */
  suspend(): void {
    for (const k of Object.keys(this.lock.holder) as LockKind[]) if (this.lock.holder[k] === this.lock.execution) this.releaseLock(k);
  }

  /**
   * A script running as a user who is not an editor of a protection covering a cell cannot change it:
   * Sheets throws. (Protection reference: a protected range or sheet can be edited only by its editors;
   * the owner always can.) Checked only when the script runs as someone other than the owner.
   */
  assertEditable(sheet: SheetModel, ref: RangeRef | null): void {
    const who = this.effectiveUser;
    if (who === this.owner) return;
    const area = ref ?? { sheet, row: 1, col: 1, numRows: sheet.maxRows, numCols: sheet.maxCols };
    for (const p of this.protections) {
      if (p.warningOnly || p.sheet !== sheet || this.mayEdit(p, who)) continue;
      for (let r = area.row; r < area.row + area.numRows; r++) {
        for (let c = area.col; c < area.col + area.numCols; c++) {
          if (covers(p, sheet, r, c))
            throw new Error(
              'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.',
            );
        }
      }
    }
  }

  touch(): void {
    this.version++;
    // A change made by a test (typing, loading a tab) rather than by a facade method: every tab may have changed.
    if (!this.flow.inCall) for (const sheet of this.sheets) markEdited(sheet);
  }

  log(line: string): void {
    this.logs.push(line);
    if (this.echo) console.log(line);
  }

  // ---- sheets ----

  sheetNamed(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  requireSheet(name: string): SheetModel {
    const sheet = this.sheetNamed(name);
    if (!sheet) throw new Error(`No sheet named "${name}"`);
    return sheet;
  }

  /** Takes the tabs of a copied spreadsheet (Drive.copy) in place of its own; tabs inserted later get new ids. */
  adoptTabs([sheets, named, protections, active]: [SheetModel[], Map<string, RangeRef>, ProtectionSpec[], SheetModel]): void {
    this.sheets.splice(0, this.sheets.length, ...sheets);
    this.namedRanges.clear();
    named.forEach((ref, name) => this.namedRanges.set(name, ref));
    this.protections = protections;
    this.activeSheet = active;
    this.nextSheetId = Math.max(this.nextSheetId, ...sheets.map((s) => s.id + 1));
    this.touch();
  }

  addSheet(name?: string, index = this.sheets.length, rows?: number, cols?: number): SheetModel {
    let n = this.sheets.length + 1;
    while (!name && this.sheets.some((s) => s.name.toLowerCase() === `sheet${n}`)) n++;
    const finalName = name || `Sheet${n}`;
    this.assertFreeName(finalName);
    const sheet = newSheetModel(this.nextSheetId++, finalName, rows, cols);
    this.sheets.splice(index, 0, sheet);
    this.touch();
    return sheet;
  }

  removeSheet(sheet: SheetModel): void {
    if (this.sheets.length === 1) throw new Error("You can't remove all the sheets in a document.");
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    sheet.deleted = true;
    this.namedRanges.forEach((ref, name) => ref.sheet === sheet && this.namedRanges.delete(name));
    this.protections = this.protections.filter((p) => p.sheet !== sheet);
    if (this.activeSheet === sheet) this.activeSheet = this.sheets[0];
    this.touch();
  }

  renameSheet(sheet: SheetModel, name: string): void {
    this.assertFreeName(name, sheet);
    sheet.name = name;
    this.touch();
  }

  private assertFreeName(name: string, except?: SheetModel): void {
    if (this.sheets.some((s) => s !== except && s.name.toLowerCase() === name.toLowerCase())) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }

  // ---- ranges ----

  makeRef(sheet: SheetModel, row: number, col: number, numRows = 1, numCols = 1): RangeRef {
    checkBounds(sheet, row, col, numRows, numCols);
    return { sheet, row, col, numRows, numCols };
  }

  /** Resolves "A1:B2", "Ships!A2:A" or "'Orders KLI'!A1"; unqualified references use `defaultSheet`. */
  resolveA1(a1: string, defaultSheet: SheetModel): RangeRef {
    const { sheetName, ref } = splitSheetPrefix(String(a1).trim());
    const sheet = sheetName === null ? defaultSheet : this.sheetNamed(sheetName);
    const area = sheet && parseA1(ref, sheet.maxRows, sheet.maxCols);
    if (!sheet || !area) throw new Error('Range not found');
    return this.makeRef(sheet, area.row, area.col, area.numRows, area.numCols);
  }

  /** Named ranges are case-insensitive in Sheets. */
  findNamedRange(name: string): [string, RangeRef] | undefined {
    const wanted = name.toLowerCase();
    return [...this.namedRanges].find(([n]) => n.toLowerCase() === wanted);
  }

  // ---- inserting and deleting rows/columns ----

  /**
   * Lines inserted after line `after` ("after the given row position", Sheet.insertRowsAfter,
   * developers.google.com/apps-script/reference/spreadsheet/sheet#insertRowsAfter(Integer,Integer)): a
   * position past the sheet's end is refused, as Sheets refuses it. The lines come blank, without
   * formats (what Sheets gives them is not in its reference: the add-on copies them, gateway.ts).
   */
  insertLines(sheet: SheetModel, axis: Axis, after: number, count: number): void {
    const max = axis === 'row' ? sheet.maxRows : sheet.maxCols;
    if (after < 0 || after > max || count < 1) throw new Error(`Those ${axis === 'row' ? 'rows' : 'columns'} are out of bounds.`);
    const gap = (cells: unknown[]) => cells.length > after && cells.splice(after, 0, ...new Array(count));
    if (axis === 'row') {
      gap(sheet.grid);
      sheet.maxRows += count;
    } else {
      ownRows(sheet);
      sheet.grid.forEach((cells) => cells && gap(cells));
      sheet.maxCols += count;
    }
    const move = (p: number) => (p > after ? p + count : p);
    this.shiftRefs(sheet, axis, move, move);
  }

  deleteLines(sheet: SheetModel, axis: Axis, start: number, count: number): void {
    const max = axis === 'row' ? sheet.maxRows : sheet.maxCols;
    const what = axis === 'row' ? 'rows' : 'columns';
    if (start < 1 || count < 1 || start + count - 1 > max) throw new Error(`Those ${what} are out of bounds.`);
    if (count >= max) throw new Error(`You can't delete all the ${what} on the sheet.`);
    if (axis === 'row') {
      sheet.grid.splice(start - 1, count);
      sheet.maxRows -= count;
    } else {
      ownRows(sheet);
      sheet.grid.forEach((cells) => cells?.splice(start - 1, count));
      sheet.maxCols -= count;
    }
    const last = start + count - 1;
    this.shiftRefs(
      sheet,
      axis,
      (p) => (p > last ? p - count : Math.min(p, start)),
      (p) => (p > last ? p - count : p >= start ? start - 1 : p),
    );
  }

  /**
   * Moves named and protected ranges like Sheets does; ranges whose lines were all deleted go away. A
   * named range is a GridRange with fixed start and end indexes
   * (https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets#namedrange, #GridRange):
   * lines inserted inside it widen it, lines added after its last one (insertRowsAfter at its end,
   * appendRow) fall outside it; only an open-ended reference such as A:E reaches them. A basic filter's
   * range is a GridRange too (#BasicFilter), moved the same way (rule option J71).
   */
  private shiftRefs(sheet: SheetModel, axis: Axis, mapStart: (p: number) => number, mapEnd: (p: number) => number): void {
    const [pos, size] = axis === 'row' ? (['row', 'numRows'] as const) : (['col', 'numCols'] as const);
    const move = (ref: RangeRef): boolean => {
      if (ref.sheet !== sheet) return true;
      const start = mapStart(ref[pos]);
      const end = mapEnd(ref[pos] + ref[size] - 1);
      if (end < start) return false;
      ref[pos] = start;
      ref[size] = end - start + 1;
      return true;
    };
    this.namedRanges.forEach((ref, name) => move(ref) || this.namedRanges.delete(name));
    if (sheet.filter && !move(sheet.filter)) delete sheet.filter;
    this.protections = this.protections.filter((p) => {
      p.unprotected = p.unprotected.filter(move);
      return !p.ref || move(p.ref);
    });
    this.touch();
  }

  // ---- protections ----

  addProtection(type: ProtectionSpec['type'], sheet: SheetModel, ref: RangeRef | null): ProtectionSpec {
    const spec: ProtectionSpec = {
      type,
      sheet,
      ref: ref && { ...ref },
      rangeName: null,
      description: '',
      warningOnly: false,
      domainEdit: false,
      editors: null,
      unprotected: [],
    };
    this.protections.push(spec);
    return spec;
  }

  editorsOf(p: ProtectionSpec): string[] {
    return p.editors ?? [this.owner, ...this.editors];
  }

  mayEdit(p: ProtectionSpec, email: string): boolean {
    const who = email.toLowerCase();
    const domain = (e: string) => e.slice(e.indexOf('@') + 1);
    return who === this.owner || this.editorsOf(p).includes(who) || (p.domainEdit && domain(who) === domain(this.owner));
  }

  /** Sheets semantics: every non-warning protection covering the cell must let the user edit. */
  canEditCell(email: string, sheet: SheetModel, row: number, col: number): boolean {
    return this.protections.every((p) => p.warningOnly || !covers(p, sheet, row, col) || this.mayEdit(p, email));
  }
}

function covers(p: ProtectionSpec, sheet: SheetModel, row: number, col: number): boolean {
  if (p.sheet !== sheet) return false;
  return p.ref ? containsCell(p.ref, row, col) : !p.unprotected.some((u) => containsCell(u, row, col));
}
