// The global services: SpreadsheetApp, Session, LockService, PropertiesService, Utilities, Logger, console.

import { createHash, randomUUID } from 'crypto';
import { gunzipSync, gzipSync } from 'zlib';
import { counted, enumOf, FakeUser } from './base';
import { formatDate } from './grid';
import { FakeDataValidationBuilder } from './range';
import { FakeSheet, FakeSpreadsheet } from './sheet';
import { FakeUi } from './ui';
import type { LockKind, PropertyStore, Workbook } from './workbook';
import type { Drive } from './drive';

export const ProtectionType = enumOf('RANGE', 'SHEET');
export const DataValidationCriteria = enumOf(
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_BETWEEN',
  'DATE_EQUAL_TO',
  'DATE_IS_VALID_DATE',
  'DATE_NOT_BETWEEN',
  'DATE_ON_OR_AFTER',
  'DATE_ON_OR_BEFORE',
  'NUMBER_BETWEEN',
  'NUMBER_EQUAL_TO',
  'NUMBER_GREATER_THAN',
  'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  'NUMBER_LESS_THAN',
  'NUMBER_LESS_THAN_OR_EQUAL_TO',
  'NUMBER_NOT_BETWEEN',
  'NUMBER_NOT_EQUAL_TO',
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_EQUAL_TO',
  'TEXT_IS_VALID_EMAIL',
  'TEXT_IS_VALID_URL',
  'VALUE_IN_LIST',
  'VALUE_IN_RANGE',
  'CUSTOM_FORMULA',
  'CHECKBOX',
);
export const BorderStyle = enumOf('DOTTED', 'DASHED', 'SOLID', 'SOLID_MEDIUM', 'SOLID_THICK', 'DOUBLE');
/** https://developers.google.com/apps-script/reference/spreadsheet/copy-paste-type */
export const CopyPasteType = enumOf(
  'PASTE_NORMAL',
  'PASTE_NO_BORDERS',
  'PASTE_FORMAT',
  'PASTE_FORMULA',
  'PASTE_DATA_VALIDATION',
  'PASTE_VALUES',
  'PASTE_CONDITIONAL_FORMATTING',
  'PASTE_COLUMN_WIDTHS',
);

export class FakeSpreadsheetApp {
  readonly ProtectionType = ProtectionType;
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly BorderStyle = BorderStyle;
  readonly CopyPasteType = CopyPasteType;
  constructor(
    readonly wb: Workbook,
    private readonly drive: Drive,
  ) {}

  getActiveSpreadsheet(): FakeSpreadsheet {
    return new FakeSpreadsheet(this.wb);
  }
  getActive(): FakeSpreadsheet {
    return new FakeSpreadsheet(this.wb);
  }
  getActiveSheet(): FakeSheet {
    return new FakeSheet(this.wb, this.wb.activeSheet);
  }
  /** There is no Ui in a script run by a trigger. */
  getUi(): FakeUi {
    if (this.wb.inTrigger) throw new Error('Cannot call SpreadsheetApp.getUi() from this context.');
    return new FakeUi(this.wb);
  }
  /** A new spreadsheet owned by the user running the script (see drive.ts). */
  create(name: string): FakeSpreadsheet {
    return new FakeSpreadsheet(this.drive.create(name));
  }
  openById(id: string): FakeSpreadsheet {
    return new FakeSpreadsheet(this.drive.open(id));
  }
  openByUrl(url: string): FakeSpreadsheet {
    const id = /\/d\/([^/]+)/.exec(String(url))?.[1] ?? '';
    return new FakeSpreadsheet(this.drive.open(id));
  }
  /** Applies the pending writes: a read after it no longer waits for them (base.ts, READ_CALLS). */
  flush(): void {
    this.wb.flow.written = false;
  }
  newDataValidation(): FakeDataValidationBuilder {
    return new FakeDataValidationBuilder(this.wb);
  }
}
counted(FakeSpreadsheetApp, 'SpreadsheetApp');

export class FakeSession {
  constructor(readonly wb: Workbook) {}
  getActiveUser(): FakeUser {
    return new FakeUser(this.wb, this.wb.activeUser);
  }
  getEffectiveUser(): FakeUser {
    return new FakeUser(this.wb, this.wb.effectiveUser);
  }
  getScriptTimeZone(): string {
    return this.wb.timeZone;
  }
  getActiveUserLocale(): string {
    return 'en';
  }
}
counted(FakeSession, 'Session');

// ---- locks ----

export class FakeLockService {
  constructor(readonly wb: Workbook) {}
  getDocumentLock(): FakeLock {
    return new FakeLock(this.wb, 'document');
  }
  getScriptLock(): FakeLock {
    return new FakeLock(this.wb, 'script');
  }
  getUserLock(): FakeLock {
    return new FakeLock(this.wb, 'user');
  }
}
counted(FakeLockService, 'LockService');

/**
 * Acquiring fails at once when the test set `fake.lock.heldElsewhere`, or another execution (see
 * Workbook.asAnotherExecution) holds the lock; there is no real waiting.
 */
export class FakeLock {
  constructor(
    readonly wb: Workbook,
    readonly kind: LockKind,
  ) {}
  tryLock(_timeoutInMillis: number): boolean {
    return acquire(this);
  }
  waitLock(_timeoutInMillis: number): void {
    if (!acquire(this)) throw new Error('Lock timeout: another process was holding the lock for too long.');
  }
  /**
   * "call SpreadsheetApp.flush() before releasing the lock" (developers.google.com/apps-script/reference/lock/lock#releaseLock()):
   * a release with writes pending is noted (issue 31, finding 7).
   */
  releaseLock(): void {
    if (this.wb.flow.written && this.wb.lock.holder[this.kind] === this.wb.lock.execution) this.wb.flow.releasedPending.push(this.kind);
    this.wb.releaseLock(this.kind);
  }
  hasLock(): boolean {
    return this.wb.lock.held[this.kind];
  }
}
counted(FakeLock, 'Lock');

function acquire(lock: FakeLock): boolean {
  return lock.wb.acquireLock(lock.kind);
}

// ---- properties ----

export class FakePropertiesService {
  constructor(readonly wb: Workbook) {}
  getDocumentProperties(): FakeProperties {
    return new FakeProperties(this.wb, 'document');
  }
  getScriptProperties(): FakeProperties {
    return new FakeProperties(this.wb, 'script');
  }
  getUserProperties(): FakeProperties {
    return new FakeProperties(this.wb, 'user');
  }
}
counted(FakePropertiesService, 'PropertiesService');

/**
 * Values are stored as strings; a value over 9 KB (9216 characters) is rejected like Apps Script does.
 * Inside a trigger installed on another file, the document properties are that file's (Workbook.triggerDocument).
 */
export class FakeProperties {
  constructor(
    readonly wb: Workbook,
    readonly kind: PropertyStore,
  ) {}
  getProperty(key: string): string | null {
    const store = storeOf(this);
    return Object.prototype.hasOwnProperty.call(store, key) ? store[key] : null;
  }
  setProperty(key: string, value: unknown): FakeProperties {
    return store(this, { [key]: value }, false);
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    return store(this, properties, deleteAllOthers);
  }
  deleteProperty(key: string): FakeProperties {
    delete storeOf(this)[key];
    return this;
  }
  deleteAllProperties(): FakeProperties {
    return store(this, {}, true);
  }
  getProperties(): Record<string, string> {
    return { ...storeOf(this) };
  }
  getKeys(): string[] {
    return Object.keys(storeOf(this));
  }
}
counted(FakeProperties, 'Properties');

const MAX_PROPERTY_VALUE = 9 * 1024;

function storeOf(props: FakeProperties): Record<string, string> {
  return (props.kind === 'document' && props.wb.triggerDocument) || props.wb.properties[props.kind];
}

function store(props: FakeProperties, values: Record<string, unknown>, replaceAll: boolean): FakeProperties {
  const strings = Object.entries(values).map(([k, v]) => [k, String(v)] as const);
  if (strings.some(([, v]) => v.length > MAX_PROPERTY_VALUE)) throw new Error('Argument too large: value');
  const target = storeOf(props);
  if (replaceAll) for (const k of Object.keys(target)) delete target[k];
  for (const [k, v] of strings) target[k] = v;
  return props;
}

// ---- Utilities, Logger, console ----

/** printf-style %s/%d/%i/%f/%j substitution, like Logger.log(format, values...) and Utilities.formatString. */
function format(template: unknown, values: unknown[]): string {
  if (typeof template !== 'string') return [template, ...values].map(show).join(' ');
  let i = 0;
  const out = template.replace(/%[sdifj%]/g, (t) => (t === '%%' ? '%' : i < values.length ? show(values[i++]) : t));
  return [out, ...values.slice(i).map(show)].join(' ');
}

/** Tags rather than instanceof, since values may come from a vm context. */
function show(v: unknown): string {
  const tag = Object.prototype.toString.call(v);
  if (tag === '[object Error]') {
    const e = v as Error;
    return e.stack ?? `${e.name}: ${e.message}`;
  }
  if (v !== null && typeof v === 'object' && tag !== '[object Date]') {
    try {
      return JSON.stringify(v);
    } catch {
      return String(v);
    }
  }
  return String(v);
}

function line(args: unknown[]): string {
  return args.length ? format(args[0], args.slice(1)) : '';
}

export const DigestAlgorithm = enumOf('MD2', 'MD5', 'SHA_1', 'SHA_256', 'SHA_384', 'SHA_512');
export const Charset = enumOf('US_ASCII', 'UTF_8');
const NODE_DIGEST: Record<keyof typeof DigestAlgorithm, string> = {
  MD2: 'md2',
  MD5: 'md5',
  SHA_1: 'sha1',
  SHA_256: 'sha256',
  SHA_384: 'sha384',
  SHA_512: 'sha512',
};

export class FakeUtilities {
  readonly DigestAlgorithm = DigestAlgorithm;
  readonly Charset = Charset;
  constructor(readonly wb: Workbook) {}
  /**
   * The digest as signed bytes (-128..127), as Apps Script returns a Byte[]; text is hashed as UTF-8.
   * https://developers.google.com/apps-script/reference/utilities/utilities#computeDigest(DigestAlgorithm,String)
   */
  computeDigest(algorithm: keyof typeof DigestAlgorithm, value: string, _charset?: string): number[] {
    return [...createHash(NODE_DIGEST[algorithm]).update(String(value), 'utf8').digest()].map((b) => (b > 127 ? b - 256 : b));
  }
  getUuid(): string {
    return randomUUID();
  }
  /** Formats in UTC whatever the time zone (see grid.formatDate for the supported pattern letters). */
  formatDate(date: Date, _timeZone: string, pattern: string): string {
    return formatDate(date, pattern);
  }
  formatString(template: string, ...args: unknown[]): string {
    return format(template, args);
  }
  sleep(_milliseconds: number): void {}
  /** Text as UTF-8, or bytes (signed, as Apps Script's Byte[]): https://developers.google.com/apps-script/reference/utilities/utilities#newBlob(Byte,String) */
  newBlob(data: string | number[], contentType?: string): FakeBlob {
    return new FakeBlob(typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.map((b) => b & 0xff)), contentType ?? null);
  }
  gzip(blob: FakeBlob): FakeBlob {
    return new FakeBlob(gzipSync(blob.data), 'application/x-gzip');
  }
  /** Refuses what is not gzip data, as Apps Script throws on it. */
  ungzip(blob: FakeBlob): FakeBlob {
    return new FakeBlob(gunzipSync(blob.data), null);
  }
  base64Encode(data: number[] | string): string {
    return (typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.map((b) => b & 0xff))).toString('base64');
  }
  base64Decode(encoded: string): number[] {
    return signed(Buffer.from(encoded, 'base64'));
  }
}
counted(FakeUtilities, 'Utilities');

const signed = (bytes: Buffer) => [...bytes].map((b) => (b > 127 ? b - 256 : b));

/** Utilities' Blob: bytes and a content type (https://developers.google.com/apps-script/reference/base/blob). */
export class FakeBlob {
  constructor(
    readonly data: Buffer,
    private readonly contentType: string | null,
  ) {}
  getBytes(): number[] {
    return signed(this.data);
  }
  /** "Gets the data of this blob as a String with UTF-8 encoding." */
  getDataAsString(): string {
    return this.data.toString('utf8');
  }
  getContentType(): string | null {
    return this.contentType;
  }
}

export class FakeLogger {
  constructor(readonly wb: Workbook) {}
  log(data: unknown, ...values: unknown[]): FakeLogger {
    this.wb.log(format(data, values));
    return this;
  }
  getLog(): string {
    return this.wb.logs.join('\n');
  }
  clear(): void {
    this.wb.logs.length = 0;
  }
}
counted(FakeLogger, 'Logger');

/** Records lines in `fake.logs` (warn/error prefixed); printed too when the fake was built with echo. */
export class FakeConsole {
  constructor(readonly wb: Workbook) {}
  log(...args: unknown[]): void {
    this.wb.log(line(args));
  }
  info(...args: unknown[]): void {
    this.wb.log(line(args));
  }
  debug(...args: unknown[]): void {
    this.wb.log(line(args));
  }
  warn(...args: unknown[]): void {
    this.wb.log(`[warn] ${line(args)}`);
  }
  error(...args: unknown[]): void {
    this.wb.log(`[error] ${line(args)}`);
  }
}
counted(FakeConsole, 'console');

/** HtmlService: pages are kept as text; the Ui records what was shown. */
export class FakeHtmlOutput {
  private title = '';
  private width = 0;
  private height = 0;
  constructor(
    readonly wb: Workbook,
    private content: string,
  ) {}
  getContent(): string {
    return this.content;
  }
  append(html: string): FakeHtmlOutput {
    this.content += html;
    return this;
  }
  setTitle(title: string): FakeHtmlOutput {
    this.title = title;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setWidth(width: number): FakeHtmlOutput {
    this.width = width;
    return this;
  }
  getWidth(): number {
    return this.width;
  }
  setHeight(height: number): FakeHtmlOutput {
    this.height = height;
    return this;
  }
  getHeight(): number {
    return this.height;
  }
}
counted(FakeHtmlOutput, 'HtmlOutput');

export class FakeHtmlService {
  constructor(readonly wb: Workbook) {}
  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(this.wb, String(html));
  }
}
counted(FakeHtmlService, 'HtmlService');
