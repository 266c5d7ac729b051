// Several spreadsheets by id and the installable triggers that watch them: what the GM's script needs
// to keep one private workbook per admiral.
//
// Google's reference, as the fake follows it:
// - SpreadsheetApp.create(name) makes a new spreadsheet owned by the user running the script, and
//   openById(id) opens one that user can access; otherwise it throws.
//   https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet-app
// - Installable triggers always run under the account of the person who created them; script
//   executions and API requests do not cause triggers to run (so the script's own writes never fire
//   an edit trigger); a user sees only the triggers they created.
//   https://developers.google.com/apps-script/guides/triggers/installable
// - 20 triggers per user per script (the "Triggers" limit).
//   https://developers.google.com/apps-script/guides/services/quotas
// - A script run by a trigger has no user interface: SpreadsheetApp.getUi() throws "Cannot call
//   SpreadsheetApp.getUi() from this context."

import { counted, enumOf, FakeUser } from './base';
import { cellAt, writeInput } from './grid';
import { FakeRange } from './range';
import { FakeSpreadsheet } from './sheet';
import { KILLED, Workbook } from './workbook';
import { copyState } from './copy';

export const MAX_TRIGGERS_PER_USER = 20;

export interface TriggerSpec {
  uid: string;
  handler: string;
  kind: 'ON_EDIT' | 'ON_OPEN' | 'ON_CHANGE' | 'CLOCK';
  /** The watched spreadsheet's id; '' for a clock trigger. */
  source: string;
  /** Lower-cased e-mail of the user who created it: it runs as them. */
  owner: string;
  everyMinutes?: number;
  /** A one-off clock trigger (ClockTriggerBuilder.after): it runs once, from `dueAt` (fake.clock.offset), then stays listed until deleted. */
  once?: { afterMs: number; fired: boolean; dueAt: number };
}

type Handler = (event: unknown) => unknown;

/** What Drive.save keeps. */
export interface DriveState {
  files: Map<string, { wb: Workbook; name: string; editors: string[]; viewers: string[]; deleted: boolean }>;
  triggers: TriggerSpec[];
  next: number;
}

/** Every spreadsheet the fake knows, by id, and the script's installable triggers. */
export class Drive {
  readonly files = new Map<string, Workbook>();
  readonly triggers: TriggerSpec[] = [];
  private handlers: Record<string, Handler> = {};
  private next = 1;

  /**
   * E-mails a test makes Google refuse in Spreadsheet.addEditor ("Invalid email: ..."), as for an address
   * that is not a Google account where the domain forbids sharing outside it.
   */
  readonly refusedEditors: Set<string>;

  constructor(readonly root: Workbook) {
    this.files.set(root.id, root);
    this.refusedEditors = root.refusedEditors;
    root.copier = (name) => this.copy(root, name);
    root.clock.due = () => this.due();
  }

  setHandlers(handlers: Record<string, unknown>): void {
    this.handlers = Object.fromEntries(Object.entries(handlers).filter(([, f]) => typeof f === 'function')) as Record<string, Handler>;
  }

  /** Which files there are (with their sharing and names) and the triggers, to put back with `restore`; the tabs are the caller's. */
  save(): DriveState {
    return {
      files: new Map(
        [...this.files].map(([id, wb]) => [
          id,
          { wb, name: wb.name, editors: [...wb.editors], viewers: [...wb.viewers], deleted: wb.deleted },
        ]),
      ),
      triggers: this.triggers.map((t) => ({ ...t, once: t.once && { ...t.once } })),
      next: this.next,
    };
  }

  /** The files made since `save` are gone (ids are handed out again from there), the others shared and named as then. */
  restore(saved: DriveState): void {
    this.files.clear();
    for (const [id, f] of saved.files) {
      f.wb.name = f.name;
      f.wb.editors.splice(0, f.wb.editors.length, ...f.editors);
      f.wb.viewers.splice(0, f.wb.viewers.length, ...f.viewers);
      f.wb.deleted = f.deleted;
      this.files.set(id, f.wb);
    }
    this.triggers.splice(0, this.triggers.length, ...saved.triggers.map((t) => ({ ...t, once: t.once && { ...t.once } })));
    this.next = saved.next;
  }

  /** SpreadsheetApp.create: a new spreadsheet owned by the user running the script. */
  create(name: string): Workbook {
    const id = `1FakeSheet${String(this.next++).padStart(3, '0')}-${name.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`;
    const wb = new Workbook(
      { owner: this.root.activeUser, name, timeZone: this.root.timeZone },
      { id, calls: this.root.calls, flow: this.root.flow, faults: this.root.faults, lock: this.root.lock, clock: this.root.clock },
    );
    wb.refusedEditors = this.refusedEditors;
    wb.copier = (copyName) => this.copy(wb, copyName);
    this.files.set(id, wb);
    return wb;
  }

  /**
   * Spreadsheet.copy(name): "Copies the spreadsheet and returns the new one"
   * (developers.google.com/apps-script/reference/spreadsheet/spreadsheet#copy(String)). The copy is a new
   * file of the user running the script, like create, holding every tab as the original holds it
   * (values, formats, frozen rows, size, validation, charts), its named ranges and protections, and is
   * shared with nobody. The reference says no more; the add-on copies only a workbook that is shared
   * with nobody and holds no protection yet (newBooks.ts), so neither question matters to it.
   */
  copy(from: Workbook, name: string): Workbook {
    // Sheets applies writes in batches (SpreadsheetApp.flush), and the page does not say whether a copy
    // holds writes still pending: the fake refuses to guess.
    if (from.flow.written) throw new Error('Fake Sheets: Spreadsheet.copy with writes pending; call SpreadsheetApp.flush() first.');
    const wb = this.create(name);
    wb.adoptTabs(copyState(from.sheets, from.namedRanges, from.protections, from.activeSheet));
    return wb;
  }

  /** SpreadsheetApp.openById as `user`: a missing or deleted file, or one not shared with the user, throws. */
  open(id: string, user = this.root.activeUser): Workbook {
    const wb = this.files.get(String(id));
    if (!wb || wb.deleted) throw new Error('Unexpected error while getting the method or property openById on object SpreadsheetApp.');
    if (!mayOpen(wb, user)) throw new Error('You do not have permission to access the requested document.');
    return wb;
  }

  /** A file deleted for good (emptied from the trash). */
  remove(id: string): void {
    this.require(id).deleted = true;
  }

  require(id: string): Workbook {
    const wb = this.files.get(id);
    if (!wb) throw new Error(`No spreadsheet with id ${id}`);
    return wb;
  }

  /**
   * `email` types `values` into the sheet from the cell `a1`, as in the Sheets editor: refused (throws) when
   * the user may not edit a cell; then every installable edit trigger on that spreadsheet runs, as its creator.
   */
  userEdit(email: string, id: string, sheetName: string, a1: string, values: unknown[][]): void {
    const wb = this.require(id);
    const who = email.toLowerCase();
    const sheet = wb.requireSheet(sheetName);
    const ref = wb.resolveA1(a1, sheet);
    if (!mayOpen(wb, who)) throw new Error(`${email} cannot open ${wb.name}`);
    if (wb.viewers.includes(who)) throw new Error(`${email} may only view ${wb.name}: a viewer edits nothing.`);
    values.forEach((row, i) =>
      row.forEach((_, j) => {
        if (!wb.canEditCell(who, sheet, ref.row + i, ref.col + j))
          throw new Error(`${email} may not edit ${sheetName}!R${ref.row + i}C${ref.col + j}: the cell is protected.`);
      }),
    );
    values.forEach((row, i) => row.forEach((v, j) => writeInput(cellAt(sheet, ref.row + i, ref.col + j), v)));
    wb.touch();
    const range = new FakeRange(wb, wb.makeRef(sheet, ref.row, ref.col, values.length, Math.max(1, ...values.map((r) => r.length))));
    for (const t of this.triggers.filter((x) => x.kind === 'ON_EDIT' && x.source === id)) {
      // `source` is the file the script is bound to, `range` the cells edited, in the edited file
      // (developers.google.com/apps-script/guides/triggers/events, Edit).
      this.run(t, {
        authMode: 'FULL',
        source: new FakeSpreadsheet(this.root),
        range,
        user: new FakeUser(wb, who),
        value: values[0]?.[0],
        triggerUid: t.uid,
      });
    }
    this.changed(id, who);
  }

  /**
   * A person changed a spreadsheet in the Sheets editor (`userEdit`, `fake.type`): every installable change
   * trigger on it runs, as its creator, with changeType EDIT (developers.google.com/apps-script/guides/triggers/events,
   * Change). A script's own writes fire no trigger ("Script executions and API requests do not cause
   * triggers to run", developers.google.com/apps-script/guides/triggers/installable#restrictions).
   */
  changed(id: string, email: string): void {
    const wb = this.require(id);
    for (const t of this.triggers.filter((x) => x.kind === 'ON_CHANGE' && x.source === id))
      this.run(t, {
        authMode: 'FULL',
        changeType: 'EDIT',
        source: new FakeSpreadsheet(this.root),
        user: new FakeUser(wb, email),
        triggerUid: t.uid,
      });
  }

  /** Runs every clock trigger once (as if its time had come); a one-off trigger that ran already does not run again. */
  tick(): void {
    for (const t of this.triggers.filter((x) => x.kind === 'CLOCK' && !x.once?.fired)) this.fire(t, false);
  }

  /** The priced clock (workbook.ts, Clock): each one-off trigger due by now runs, as its own execution. */
  private due(): void {
    const now = this.root.clock.offset;
    for (const t of this.triggers.filter((x) => x.once && !x.once.fired && x.once.dueAt <= now)) this.fire(t, true);
  }

  /** `alone`: a run Google ends ends alone (else, as `tick`, the test's survive sees it). */
  private fire(t: TriggerSpec, alone: boolean): void {
    if (t.once) t.once.fired = true;
    this.run(t, { authMode: 'FULL', triggerUid: t.uid }, alone);
  }

  /**
   * A trigger runs as its own execution (Workbook.asAnotherExecution): a lock the interrupted one holds
   * cannot be taken (tryLock fails), and the locks it takes are its own. With the priced clock its
   * runtime counts against the day's trigger quota, and a run past the quota does not start; a run
   * that came due by the clock and was ended (its 6 minutes) ends alone, the execution it came due in going on.
   */
  private run(t: TriggerSpec, event: Record<string, unknown>, alone = false): void {
    const fn = this.handlers[t.handler];
    if (!fn) throw new Error(`Script function not found: ${t.handler}`);
    const clock = this.root.clock;
    if (clock.prices && !this.root.triggerTime()) {
      clock.triggers.refused++;
      return;
    }
    const { activeUser, inTrigger, triggerDocument } = this.root;
    const from = clock.offset;
    this.root.activeUser = t.owner;
    this.root.inTrigger = true;
    this.root.triggerDocument = t.source && t.source !== this.root.id ? this.require(t.source).properties.document : undefined;
    try {
      this.root.asAnotherExecution(() => fn(event));
    } catch (e) {
      if (e !== KILLED || !alone) throw e;
      this.root.faults.killed = false;
    } finally {
      this.root.activeUser = activeUser;
      this.root.inTrigger = inTrigger;
      this.root.triggerDocument = triggerDocument;
      if (clock.prices) this.root.triggerTime(clock.offset - from);
    }
  }
}

function mayOpen(wb: Workbook, user: string): boolean {
  return user === wb.owner || wb.editors.includes(user) || wb.viewers.includes(user);
}

// ---- ScriptApp ----

export const EventType = enumOf('CLOCK', 'ON_OPEN', 'ON_EDIT', 'ON_FORM_SUBMIT', 'ON_CHANGE', 'ON_EVENT_UPDATED');
export const TriggerSource = enumOf('SPREADSHEETS', 'CLOCK', 'FORMS', 'DOCUMENTS', 'CALENDAR');
export const AuthMode = enumOf('NONE', 'CUSTOM_FUNCTION', 'LIMITED', 'FULL');

export class FakeScriptApp {
  readonly EventType = EventType;
  readonly TriggerSource = TriggerSource;
  readonly AuthMode = AuthMode;
  constructor(
    readonly wb: Workbook,
    readonly drive: Drive,
  ) {}

  newTrigger(functionName: string): FakeTriggerBuilder {
    return new FakeTriggerBuilder(this.wb, this.drive, functionName);
  }
  /** The current user's triggers in this project (another user's are invisible). */
  getProjectTriggers(): FakeTrigger[] {
    return this.drive.triggers.filter((t) => t.owner === this.wb.activeUser).map((t) => new FakeTrigger(this.wb, t));
  }
  /**
   * "If any consents are missing, then this method ends the current execution and renders an
   * authorization prompt" (https://developers.google.com/apps-script/reference/script/script-app#requireAllScopes(AuthMode)).
   */
  requireAllScopes(_authMode: string): void {
    if (this.wb.scopes.denied.length === 0) return;
    this.wb.scopes.prompts++;
    this.wb.kill();
  }
  deleteTrigger(trigger: FakeTrigger): void {
    const i = this.drive.triggers.findIndex((t) => t.uid === trigger.spec.uid);
    if (i >= 0) this.drive.triggers.splice(i, 1);
  }
}
counted(FakeScriptApp, 'ScriptApp');

export class FakeTriggerBuilder {
  constructor(
    readonly wb: Workbook,
    readonly drive: Drive,
    readonly handler: string,
  ) {}
  forSpreadsheet(key: string | FakeSpreadsheet): FakeSpreadsheetTriggerBuilder {
    const id = typeof key === 'string' ? key : key.getId();
    this.drive.open(id, this.wb.activeUser);
    return new FakeSpreadsheetTriggerBuilder(this.wb, this.drive, this.handler, id);
  }
  timeBased(): FakeClockTriggerBuilder {
    return new FakeClockTriggerBuilder(this.wb, this.drive, this.handler);
  }
}
counted(FakeTriggerBuilder, 'TriggerBuilder');

function install(wb: Workbook, drive: Drive, spec: Omit<TriggerSpec, 'uid' | 'owner'>): FakeTrigger {
  const owner = wb.activeUser;
  if (drive.triggers.filter((t) => t.owner === owner).length >= MAX_TRIGGERS_PER_USER) {
    throw new Error('This script has too many triggers. Triggers must be deleted from the script before more can be added.');
  }
  const full: TriggerSpec = { ...spec, owner, uid: String(1000 + drive.triggers.length + Math.floor(Math.random() * 1e6)) };
  drive.triggers.push(full);
  return new FakeTrigger(wb, full);
}

export class FakeSpreadsheetTriggerBuilder {
  private kind: TriggerSpec['kind'] = 'ON_EDIT';
  constructor(
    readonly wb: Workbook,
    readonly drive: Drive,
    readonly handler: string,
    readonly id: string,
  ) {}
  onEdit(): FakeSpreadsheetTriggerBuilder {
    this.kind = 'ON_EDIT';
    return this;
  }
  onOpen(): FakeSpreadsheetTriggerBuilder {
    this.kind = 'ON_OPEN';
    return this;
  }
  onChange(): FakeSpreadsheetTriggerBuilder {
    this.kind = 'ON_CHANGE';
    return this;
  }
  create(): FakeTrigger {
    return install(this.wb, this.drive, { handler: this.handler, kind: this.kind, source: this.id });
  }
}
counted(FakeSpreadsheetTriggerBuilder, 'SpreadsheetTriggerBuilder');

export class FakeClockTriggerBuilder {
  private minutes = 60;
  constructor(
    readonly wb: Workbook,
    readonly drive: Drive,
    readonly handler: string,
  ) {}
  /** Sheets accepts 1, 5, 10, 15 or 30. */
  everyMinutes(n: number): FakeClockTriggerBuilder {
    if (![1, 5, 10, 15, 30].includes(n)) throw new Error('The value passed to everyMinutes must be 1, 5, 10, 15 or 30.');
    this.minutes = n;
    return this;
  }
  everyHours(n: number): FakeClockTriggerBuilder {
    this.minutes = 60 * n;
    return this;
  }
  /**
   * A one-off trigger that runs at least `durationMilliseconds` from now
   * (developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)).
   */
  after(durationMilliseconds: number): FakeClockTriggerBuilder {
    if (!Number.isInteger(durationMilliseconds) || durationMilliseconds < 0) throw new Error('Invalid argument: durationMilliseconds');
    this.afterMs = durationMilliseconds;
    return this;
  }
  private afterMs?: number;
  create(): FakeTrigger {
    const once =
      this.afterMs === undefined ? undefined : { afterMs: this.afterMs, fired: false, dueAt: this.wb.clock.offset + this.afterMs };
    return install(this.wb, this.drive, { handler: this.handler, kind: 'CLOCK', source: '', everyMinutes: this.minutes, once });
  }
}
counted(FakeClockTriggerBuilder, 'ClockTriggerBuilder');

export class FakeTrigger {
  constructor(
    readonly wb: Workbook,
    readonly spec: TriggerSpec,
  ) {}
  getUniqueId(): string {
    return this.spec.uid;
  }
  getHandlerFunction(): string {
    return this.spec.handler;
  }
  getEventType(): string {
    return this.spec.kind;
  }
  getTriggerSource(): string {
    return this.spec.kind === 'CLOCK' ? 'CLOCK' : 'SPREADSHEETS';
  }
  getTriggerSourceId(): string | null {
    return this.spec.source || null;
  }
}
counted(FakeTrigger, 'Trigger');
