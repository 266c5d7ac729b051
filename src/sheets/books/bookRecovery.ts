// Undo and Recover in private mode (journal.ts, rule option J3): which admiral workbooks an interrupted
// action left behind or half-written, what becomes of the orders typed in them meanwhile, and every
// workbook rendered as the GM's tabs will be once put back, to be written within the time budget.

import { key } from '../../engine/core/ids';
import { Campaign } from '../../engine/core/model';
import { parseCampaign } from '../tabs/load';
import { settingValue } from '../tabs/access';
import { dataWidth } from '../tabs/save';
import { Cell, isBlank, normalizeHeader } from '../tabs/tables';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDER_HEADERS, ADMIRAL_ORDERS, aligned } from './admiralTabs';
import { editMarks } from './liveCheck';
import {
  admiralsOf,
  Book,
  BookTarget,
  mirrorOrders,
  OpenBook,
  openBooks,
  orderColumns,
  privateMode,
  renderBooks,
  REVISION_ROW,
  tabOf,
  writeBook,
  WriteWatch,
} from './admirals';
import { message } from '../views/words';
import { digest } from '../run/undoPoint';
import { remadeBook } from './bookSetup';

/** The campaign revision a workbook's Summary tab ends with (NaN when it has none, or it was deleted since listed: J21): one read. */
function stampOf(b: OpenBook): number {
  let rows: unknown[][];
  try {
    rows = tabOf(b, 'Summary')?.getDataRange().getValues() ?? [];
  } catch {
    return NaN;
  }
  const row = rows.find((r) => r[0] === REVISION_ROW);
  return row === undefined ? NaN : Number(row[1]);
}

/**
 * The workbooks not written whole for campaign revision `revision` (behind or ahead, or written
 * half-way: an action could not write them all), one read of each Summary tab.
 */
export function staleBooks(books: OpenBook[], revision: number): string[] {
  return books.filter((b) => stampOf(b) !== revision).map((b) => b.admiral.empire);
}

/** An action began to write the workbook and did not finish: writeBook records each block it is about to write with no digest. */
function halfWritten(b: BookTarget): boolean {
  return Object.values(b.written).some(([digest]) => !digest);
}

/** The columns of an order, as load.ts reads one: more than a Fleet (an unused template row) or a Ready mark. */
const ORDER_INPUTS = ADMIRAL_ORDER_HEADERS.slice(0, ADMIRAL_INPUT_COLUMNS).filter((h) => normalizeHeader(h) !== 'ready');
const FLEET = ORDER_INPUTS.findIndex((h) => normalizeHeader(h) === 'fleet');
const isOrder = (r: Cell[]) => r.some((c, i) => i !== FLEET && !isBlank(c));
const text = (r: Cell[]) => JSON.stringify(r.map((c) => String(c ?? '').trim()));
/** An order as the GM is told of it: its workbook, its row and what it says. */
const named = (b: OpenBook, row: number, r: Cell[]) =>
  `${b.admiral.empire}'s admiral workbook, Orders row ${row}: ${r.filter((c) => !isBlank(c)).join(' ')}`;

/** Each order row of a workbook's Orders tab (as read), with its row number. */
function ordersIn(rows: Cell[][]): { row: number; order: Cell[] }[] {
  return aligned(ORDER_INPUTS, orderColumns(rows))
    .slice(1)
    .map((order, i) => ({ row: i + 2, order }))
    .filter((o) => isOrder(o.order));
}

/**
 * Rule option J4: the orders an admiral typed in a workbook while Recover was rewriting the workbooks,
 * before Recover reached it. The edit trigger marks the workbook (liveCheck.ts; the check itself waits
 * for the journal to end), so Recover compares each workbook's mark with the one it saw before writing:
 * only a workbook edited meanwhile is read again, just before it is rewritten (a read after writes,
 * which costs a flush, only then). `mark`: its mark now. Answers the orders it holds that Recover did not read.
 */
function typedDuringRecover(b: OpenBook, marks: Record<string, string>, mark: string | undefined): { row: number; order: Cell[] }[] {
  if (mark === undefined || mark === marks[b.admiral.id]) return [];
  const had = new Set(ordersIn(b.orders).map((o) => text(o.order)));
  return ordersIn(readOrders(b)).filter((o) => !had.has(text(o.order)));
}

function readOrders(b: OpenBook): Cell[][] {
  return (tabOf(b, ADMIRAL_ORDERS)?.getDataRange().getValues() ?? []) as Cell[][];
}

/** What Recover does with the orders in the admiral workbooks (rule option J3). */
export interface Recovering {
  /** The campaign revision the interrupted action read (undefined: no action is left in the journal). */
  read?: number;
  /** Whether the interrupted action rewrote the GM's Orders tab `tab` (Process Season empties it; closing a season lays out the next). */
  rewroteOrders: (tab: string) => boolean;
  /** Finishing an interrupted Undo: every workbook gets its orders back as Undo gives them (no J3), typing meanwhile watched all the same (J4). */
  undo?: boolean;
}

/**
 * Recover (rule option J3). A workbook the interrupted action never began to write (its Summary still
 * stamped with the revision the action read, no block half-written), or whose Orders it did not rewrite,
 * holds its admiral's orders, typed before or after the interruption: they are kept, mirrored into the
 * GM's Orders tab in `tabs`. A workbook whose Orders the action rewrote gets the restored orders back,
 * and each order typed there since that they lack is either added below them or, when the campaign is
 * back in its Orders phase (the action was processing these orders, so the admiral typed for a turn
 * that is taken back), named in `dropped`. `kept`: the GM's Orders tabs that must change.
 */
export function recoveredOrders(
  tabs: Map<string, Cell[][]>,
  books: OpenBook[],
  how: Recovering,
): { kept: Map<string, Cell[][]>; dropped: string[] } {
  const kept = new Map<string, Cell[][]>();
  const dropped: string[] = [];
  const consumed = normalizeHeader(settingValue(tabs.get('Campaign'), 'Phase')) === 'orders';
  for (const b of books) {
    const tab = `Orders ${b.admiral.empire}`;
    const gm = tabs.get(tab) ?? [ADMIRAL_ORDER_HEADERS.slice(0, -1)];
    const header = (gm[0] ?? []).map((h) => String(h ?? ''));
    let rows: Cell[][];
    if ((halfWritten(b) || (how.read !== undefined && stampOf(b) === how.read + 1)) && how.rewroteOrders(tab)) {
      const restored = new Set(aligned(ORDER_INPUTS, gm).slice(1).filter(isOrder).map(text));
      const mine = aligned(ORDER_INPUTS, orderColumns(b.orders)).slice(1);
      const typed = mine.map((_, i) => i).filter((i) => isOrder(mine[i]) && !restored.has(text(mine[i])));
      if (!typed.length) continue;
      if (consumed) {
        for (const i of typed) dropped.push(named(b, i + 2, mine[i]));
        continue;
      }
      rows = below(gm, b, typed);
    } else {
      const mirror = new Map([[tab, gm]]);
      mirrorOrders(mirror, [b]);
      rows = mirror.get(tab)!;
    }
    const width = dataWidth(tab, header);
    const data = (t: Cell[][]) => t.map((r) => r.slice(0, width));
    if (JSON.stringify(data(rows)) !== JSON.stringify(data(gm))) kept.set(tab, data(rows));
    tabs.set(tab, rows);
  }
  return { kept, dropped };
}

/** The GM's Orders tab `gm` with the workbook's order rows `typed` (indexes past its header) added below its last order. */
function below(gm: Cell[][], b: OpenBook, typed: number[]): Cell[][] {
  const header = (gm[0] ?? []).map((h) => String(h ?? ''));
  const theirs = aligned(header, orderColumns(b.orders)).slice(1);
  const last = gm.reduce((at, r, i) => (r.every(isBlank) ? at : i), 0);
  const rows = [...gm.slice(0, last + 1), ...typed.map((i) => theirs[i])];
  while (rows.length < gm.length) rows.push(header.map(() => ''));
  return rows;
}

/** A digest of a workbook's orders as read (to tell, later, whether its admiral typed since). */
export function ordersDigest(b: OpenBook): string {
  return digest(JSON.stringify(ordersIn(b.orders).map((o) => text(o.order)))).slice(0, 16);
}

/**
 * Orders typed in workbook `b` after an action read them (`processed`: the GM's Orders tab as the
 * action read it, from its undo point) and before a follow-up run rewrites it: kept, each added below
 * the orders of the GM's Orders tab in `tabs` that the workbook is written from (and not twice). Answers
 * each, named for the GM and the admiral.
 */
export function keepTyped(tabs: Map<string, Cell[][]>, b: OpenBook, processed: Cell[][]): string[] {
  const tab = `Orders ${b.admiral.empire}`;
  const gm = tabs.get(tab) ?? [ADMIRAL_ORDER_HEADERS.slice(0, -1)];
  const known = new Set([processed, gm].flatMap((t) => aligned(ORDER_INPUTS, t).slice(1).filter(isOrder).map(text)));
  const mine = aligned(ORDER_INPUTS, orderColumns(b.orders)).slice(1);
  const typed = mine.map((_, i) => i).filter((i) => isOrder(mine[i]) && !known.has(text(mine[i])));
  if (typed.length) tabs.set(tab, below(gm, b, typed));
  return typed.map((i) => named(b, i + 2, mine[i]));
}

/**
 * Process Season writes the admiral workbooks one after another, for tens of seconds, after its last
 * look for edits (rule option J1). `marks` are the edit marks (liveCheck.ts) as they stood before that
 * look; each workbook's mark is compared right before it is rewritten, and only a workbook edited since
 * is read again (a read after writes, which costs a flush, only then). The orders typed there that the
 * action did not read (`processed`: each of the GM's Orders tabs as it read them) are kept: added below the
 * orders of the GM's Orders tab in `tabs` that the workbook is written from (keepTyped), and the
 * workbook rendered again from them (`render`). A workbook edited while it is being written is named:
 * what was typed then cannot be told. `kept` and `overwritten` name each for the GM and the admiral.
 */
export function watchTyping(
  marks: Record<string, string>,
  tabs: Map<string, Cell[][]>,
  processed: (tab: string) => Cell[][],
  render: (b: OpenBook) => Book | undefined,
): WriteWatch & { kept: string[]; overwritten: string[] } {
  let mark: string | undefined;
  const kept: string[] = [];
  const overwritten: string[] = [];
  return {
    kept,
    overwritten,
    before: (b, book) => {
      mark = editMarks()[b.admiral.id];
      if (mark === marks[b.admiral.id]) return book;
      b.orders = readOrders(b);
      const typed = keepTyped(tabs, b, processed(`Orders ${b.admiral.empire}`));
      kept.push(...typed);
      return (typed.length && render(b)) || book;
    },
    after: (b) => {
      if (editMarks()[b.admiral.id] !== mark)
        overwritten.push(
          `${b.admiral.empire}'s admiral workbook: edited while it was being written (ask the admiral to check its Orders tab)`,
        );
    },
  };
}

/** What the GM is told of the admiral workbooks' tabs made again (J82), above their list. */
export const REMADE_BOOK_TABS =
  'These admiral workbook tabs were deleted while they were being written, and were made again, written and protected as Admiral workbooks ▸ Create / update sets them:';

/**
 * J82: when writing a workbook failed, its tabs deleted meanwhile made again and the workbook written
 * whole (remadeBook); each named in `remade` ("KLI's admiral workbook: Orders"). Answers whether any was.
 */
export function remaker(c: Campaign, remade: string[]): NonNullable<WriteWatch['remade']> {
  return (b, book, holds) => {
    const gone = remadeBook(b, book, holds, c, b.admiral);
    if (gone.length) remade.push(`${b.admiral.empire}'s admiral workbook: ${gone.join(', ')}`);
    return gone.length > 0;
  };
}

/** What Undo or Recover wrote of the admiral workbooks: those it could not, and (past its time budget) where it stopped. */
export interface BooksWritten {
  problems: string[];
  /** The empires whose workbook is written, of `of` to write; fewer when the deadline stopped it. */
  written: string[];
  of: number;
  /** Each workbook a tab of which was deleted while it was written, made again (J82): "KLI's admiral workbook: Orders". */
  remade?: string[];
}

/** Every admiral workbook rendered, to be written by `write` (asking `fits` before each, budget.ts); for Recover, its orders (recoveredOrders). */
export interface BooksToWrite {
  write(fits?: () => boolean): BooksWritten;
  /** The GM's Orders tabs that must hold a kept workbook's orders. */
  kept: Map<string, Cell[][]>;
  /** Orders typed in a rewritten workbook, taken back with it. */
  dropped: string[];
  /** Orders typed in a workbook while Recover was rewriting the workbooks, which its rewrite replaced (J4). */
  overwritten: string[];
}

/**
 * For Undo and Recover: every admiral workbook as the GM's tabs will be once undone (`tabs`, their
 * Orders included), opened and rendered before anything is written; `now`, the GM's tabs before, tells
 * what each workbook holds where its record agrees, so only the rows that change are written (writeBook).
 * For Recover (`recovering`), the orders a workbook keeps are mirrored into `tabs` first (recoveredOrders).
 */
export function booksAfterUndo(
  tabs: Map<string, Cell[][]>,
  revision?: number,
  now?: Map<string, Cell[][]>,
  recovering?: Recovering,
): BooksToWrite {
  const none = { kept: new Map<string, Cell[][]>(), dropped: [], overwritten: [] };
  if (!privateMode(tabs.get('Campaign'))) return { write: () => ({ problems: [], written: [], of: 0 }), ...none };
  const admirals = admiralsOf(tabs.get('Empires'));
  const { books, problems } = openBooks(admirals);
  const orders =
    recovering && !recovering.undo
      ? { ...recoveredOrders(tabs, books, recovering), overwritten: [] as string[] }
      : { ...none, overwritten: [] };
  // Which workbooks were marked as edited before Recover or Undo wrote anything (J4; issue 31 item 3: an
  // order typed while Undo rewrites the workbooks is named as Recover names it).
  const marks = editMarks();
  const by = recovering ? 'Recover' : 'Undo';
  const { campaign, problems: broken } = parseCampaign(tabs);
  if (broken.length)
    return {
      write: () => ({
        problems: [...problems, 'The admiral workbooks were not updated: the campaign has problems (Check workbook lists them).'],
        written: [],
        of: 0,
      }),
      ...none,
    };
  const rows = renderBooks(campaign, tabs, admirals, true, revision);
  const before = now && parseCampaign(now);
  const held = before && !before.problems.length ? renderBooks(before.campaign, now, admirals, true) : new Map<string, Book>();
  return {
    ...orders,
    write: (fits = () => true) => {
      const due = books.filter((b) => rows.has(key(b.admiral.empire)));
      const written: string[] = [];
      const remade: string[] = [];
      const remake = remaker(campaign, remade);
      for (const b of due) {
        if (!fits() && written.length) break;
        written.push(b.admiral.empire);
        try {
          // The workbook's edit mark just before its rewrite: one read of the properties serves both tests.
          const mark = editMarks()[b.admiral.id];
          const typed = typedDuringRecover(b, marks, mark);
          writeBook(b, rows.get(key(b.admiral.empire))!, held.get(key(b.admiral.empire)));
          // What the rewrite left in place is kept; the rest is named for the GM.
          const left = new Set(typed.length ? ordersIn(readOrders(b)).map((o) => text(o.order)) : []);
          for (const o of typed.filter((t) => !left.has(text(t.order)))) orders.overwritten.push(named(b, o.row, o.order));
          // Typed while this very workbook was being written: after the last read, so what it was cannot be told.
          if (editMarks()[b.admiral.id] !== mark)
            orders.overwritten.push(
              `${b.admiral.empire}'s admiral workbook: edited while ${by} wrote it (ask the admiral to check its Orders tab)`,
            );
        } catch (e) {
          // A tab a person deleted meanwhile is made again, and the workbook written whole (J82).
          let why = `(${message(e)}).`;
          let made = false;
          try {
            made = remake(b, rows.get(key(b.admiral.empire))!, held.get(key(b.admiral.empire)));
          } catch (again) {
            why = `(${message(again)}, while a tab deleted meanwhile was made again): run Admiral workbooks ▸ Create / update to repair it.`;
          }
          if (!made) problems.push(`${b.admiral.empire}'s admiral workbook could not be written ${why}`);
        }
      }
      return { problems, written, of: due.length, remade };
    },
  };
}
