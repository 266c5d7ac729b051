// New admiral workbooks for Create / update (bookSetup.ts). A workbook made for an empire is kept in a
// document property until Empires records its id, so a run stopped in between makes no second one.
//
// When several admirals need a workbook, the first is made from the public book (publicBook: what every
// admiral's view holds alike, such as the map's systems and lanes and the classes), laid out, and copied
// once for each of the others (Spreadsheet.copy: "Copies the spreadsheet and returns the new one",
// developers.google.com/apps-script/reference/spreadsheet/spreadsheet#copy(String)) before anything of its
// own admiral is written into it, while it is shared with nobody and protects nothing. A copy holds the
// tabs as the original holds them, so each workbook then needs only the rows its admiral's view changes,
// and no tab made, sized or formatted (issue 19: 12 workbooks at 4x, about 1,600 calls and 550,000
// cells fewer). Its record (blocks.ts) is the blank's, so what it holds is known, never read back.

import { Campaign } from '../../engine/core/model';
import { key } from '../../engine/core/ids';
import { Admiral, Book, BookTarget, bookTarget, publicBook, writeBook } from './admirals';
import { ADMIRAL_ORDERS } from './admiralTabs';
import { recordWritten, rowsDigest, Written } from '../tabs/blocks';
import { isEmail } from '../views/protection';
import { Cell } from '../tabs/tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * A workbook made for an empire whose id could not be written on Empires (the run was stopped at that
 * write): a document property holds it meanwhile, as properties are kept apart from the cells
 * (developers.google.com/apps-script/reference/properties/properties-service). Nothing of its admiral
 * is in it yet and it is shared with nobody, so the next run takes it as new.
 */
const MADE = 'SFB workbook made ';
const props = () => PropertiesService.getDocumentProperties();

/** New campaign: a workbook made for the old campaign is not a blank one for the new campaign's empire of that name. */
export function forgetMadeWorkbooks(): void {
  for (const name of props().getKeys()) if (name.startsWith(MADE)) props().deleteProperty(name);
}

/** Empires now records the workbook: the property is no longer needed. */
export function recorded(a: Admiral): void {
  props().deleteProperty(MADE + key(a.empire));
}

/** Record key (blocks.ts): the tabs whose headers are formatted and frozen, with their widths. */
export const TABS_FORMATTED = 'Tabs formatted';

/**
 * Header rows bold on grey and frozen, on every tab of `tabs` (the blank "Sheet1" a new spreadsheet
 * comes with is deleted once the tabs are there); skipped when the record says these tabs, at these
 * widths, are formatted already (a workbook copied from the blank one).
 */
export function formatTabs(t: BookTarget, tabs: Map<string, Cell[][]>): void {
  const shape = rowsDigest([...tabs].map(([name, rows]) => [name, rows[0].length]));
  if (t.written[TABS_FORMATTED]?.[0] === shape) return;
  const blank = t.sheets.get('Sheet1');
  if (blank && t.sheets.size > tabs.size + 1) {
    t.ss.deleteSheet(blank);
    t.sheets.delete('Sheet1');
  }
  for (const [name, rows] of tabs) {
    const sheet = t.sheets.get(name)!;
    sheet.getRange(1, 1, 1, rows[0].length).setFontWeight('bold').setBackground('#d9d9d9');
    sheet.setFrozenRows(1);
  }
  t.written[TABS_FORMATTED] = [shape, 0];
}

/** A workbook for an empire with none: where it stands, and the book it holds already (if any). */
export interface NewBook {
  target: BookTarget;
  /** The public book, for a workbook made from it (blocks whose record matches it are written only where they differ). */
  holds?: Book;
  /** Made in this run: nobody but its owner can have opened it. */
  unseen: boolean;
}

/**
 * The new workbooks of one run of Create / update: `waiting` are the admirals (valid e-mail, no
 * workbook recorded) that get one. The first made is the blank the others are copied from.
 */
export class NewBooks {
  private readonly copies = new Map<string, BookTarget>();
  /** The admirals already given a workbook by this run, or whose making failed: never copied for. */
  private readonly taken = new Set<string>();
  private blank?: Book;

  constructor(
    private readonly c: Campaign,
    private readonly waiting: Admiral[],
  ) {}

  /** The waiting admirals: those with a valid e-mail and no workbook, made or recorded. */
  static waitingOf(admirals: Admiral[]): Admiral[] {
    const made = new Set(props().getKeys());
    return admirals.filter((a) => isEmail(a.email) && !a.id && !made.has(MADE + key(a.empire)));
  }

  /**
   * `a`'s new workbook: a copy made earlier in this run, one made by a run that stopped, or a new one
   * (the blank, written with the public book). Before anything of `a` goes in, it is copied once for
   * the next admiral waiting (J18): one copy a step, so no single step makes them all, and a run that
   * stops leaves the next one a workbook holding only the public book to copy on from.
   */
  take(a: Admiral): NewBook {
    this.taken.add(key(a.empire));
    const copy = this.copies.get(key(a.empire));
    const before = copy ? undefined : this.madeBefore(a);
    let made: NewBook;
    if (copy) made = { target: copy, holds: this.publicBook(), unseen: true };
    else if (before) made = { target: bookTarget(before, before.getId()), holds: this.publicBook(), unseen: false };
    else {
      const ss = SpreadsheetApp.create(this.nameOf(a));
      const target = bookTarget(ss, ss.getId(), true);
      this.keep(a, target.id, { [ADMIRAL_ORDERS]: ['', 0] });
      if (!this.next()) return { target, unseen: true };
      // The blank: the public book written and laid out, then copied before anything of `a` goes in.
      const blank = this.publicBook();
      writeBook(target, blank);
      formatTabs(target, blank.tabs);
      recordWritten(target.id, target.written);
      made = { target, holds: blank, unseen: true };
    }
    // A workbook made by a stopped run holds only the public book as its record says (nothing of its
    // admiral goes in before Empires records it, bookSetup.ts); one whose record is gone is not copied.
    const source = made.target;
    const other = this.next();
    if (other && (copy || !before || source.written[ADMIRAL_ORDERS]?.[0] === '')) this.copyFor(other, source);
    return made;
  }

  /** The next admiral waiting with no workbook made in this run. */
  private next(): Admiral | undefined {
    return this.waiting.find((x) => !this.taken.has(key(x.empire)) && !this.copies.has(key(x.empire)));
  }

  /** A copy of `source` (holding the public book, nothing of its own admiral yet) made and kept for `o`. */
  private copyFor(o: Admiral, source: BookTarget): void {
    // Writes are applied before the copy: Sheets batches writes until a flush
    // (developers.google.com/apps-script/reference/spreadsheet/spreadsheet-app#flush()), and the copy
    // page says only that it copies the spreadsheet.
    SpreadsheetApp.flush();
    const made = source.ss.copy(this.nameOf(o));
    const id = made.getId();
    // Its Orders are written from the GM's mirror, as for any new workbook (bookSetup.ts keepOrders).
    const written: Written = { ...source.written, [ADMIRAL_ORDERS]: ['', source.written[ADMIRAL_ORDERS]?.[1] ?? 0] };
    this.keep(o, id, written);
    // A copy holds the tabs in its source's order (one getSheets, instead of a getName per tab).
    const names = [...source.sheets.keys()];
    const sheets = made.getSheets();
    this.copies.set(key(o.empire), {
      ss: made,
      id,
      sheets: new Map(names.map((n, i) => [n, sheets[i]])),
      written,
      heights: new Map(Object.entries(written).map(([k, [, rows]]) => [k, rows])),
      extents: new Map([...source.extents].map(([k, e]) => [k, { ...e }])),
    });
  }

  private nameOf(a: Admiral): string {
    return `${this.c.settings.campaignName}: ${a.empire} admiral`;
  }

  /** The workbook made for `a` by a run that stopped before Empires recorded it (deleted since: none). */
  private madeBefore(a: Admiral): Spreadsheet | undefined {
    const id = props().getProperty(MADE + key(a.empire));
    if (!id) return undefined;
    try {
      return SpreadsheetApp.openById(id);
    } catch {
      return undefined; // deleted meanwhile: a new one is made
    }
  }

  /** Kept outside the cells until Empires holds it, with the record of what it holds. */
  private keep(a: Admiral, id: string, written: Written): void {
    props().setProperty(MADE + key(a.empire), id);
    recordWritten(id, written);
  }

  /** The public book, shaped as the first waiting admiral's tabs (admirals.ts publicBook, J17). */
  private publicBook(): Book {
    return (this.blank ??= publicBook(this.c, this.waiting[0]?.empire));
  }
}
