// What the bad-input trials of every game share: the junk people type, what a raw exception looks like in
// a message, and the steps of a trial (type junk into a few cells, click a menu item, compare the tabs).
import type { AddOn } from '../fake/addon';
import type { FakeHandle } from '../fake/spreadsheet';
import { seededDice } from '../../src/engine/core/dice';

/** What a stack trace or a raw exception looks like in a message. */
export const RAW = /\bat \S+ \([^)]*:\d+:\d+\)|\bat \S+:\d+|TypeError|ReferenceError|RangeError|\bError:|undefined|\[object |NaN/;

/** What people type by mistake: blanks, wrong kinds, ids that are not there, formulas, dates, floods. */
export const JUNK = [
  '',
  ' ',
  'x',
  '-5',
  '0',
  '3.7',
  '1e9',
  'NaN',
  'Infinity',
  '=1/0',
  '=A1',
  '#REF!',
  'S99',
  's04',
  ' KLI-3 ',
  'KLI-99',
  'KZI-1',
  'Jump',
  'Build',
  'S04 > S04 > S04',
  'S04 >',
  '>',
  ',',
  ';;',
  '12/31/2020',
  'TRUE',
  'yes',
  'Y999',
  'War',
  'Crippled',
  'Orion',
  'null',
  'undefined',
  'ö 漢字 🚀',
  'x'.repeat(3000),
  // Issue 18: a line break, "+" in an id, numbers in another locale or out of range, a cell over 50,000.
  'S04\nS18',
  'KLI+1',
  '12,5',
  '1e308',
  'x'.repeat(60000),
];

/** The tabs of every game that a GM types into (each game adds its Orders tabs and its own). */
export const SHARED_TABS = [
  'Campaign',
  'Empires',
  'Systems',
  'Lanes',
  'Fleets',
  'Ships',
  'Classes',
  'Treasury',
  'Treaties',
  'Diplomacy',
  'Battles',
  'Battle ships',
  'Legendary officers',
];

export type Loaded = { addOn: AddOn; fake: FakeHandle };

export type MenuItem =
  | 'menuCheckWorkbook'
  | 'menuCheckOrders'
  | 'menuProcessSeason'
  | 'menuUndoProcessing'
  | 'menuUpdateBattles'
  | 'menuAutoResolve'
  | 'menuResolveBattles';

/** A spreadsheet column's letters, from its index (0: A, 26: AA). */
export const column = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : column(Math.floor(n / 26) - 1) + column(n % 26));

/** A row as Sheets reads it: an empty cell is '' (join writes null and undefined so), the trailing ones drop. */
const rowText = (r: unknown[]): string => r.join('\t').replace(/\t+$/, '');

/**
 * Every tab but Undo (whose snapshot is the action's own record), as Sheets reads it: an empty cell is ''
 * whether it was never written or written blank (getValues answers '' for both), so trailing ones drop.
 */
export const withoutUndo = (c: Record<string, string[][]>) =>
  Object.fromEntries(
    Object.entries(c)
      .filter(([tab]) => tab !== 'Undo')
      .map(([tab, rows]) => [tab, rows.map(rowText)]),
  );

/** Whether the tabs (Undo aside) read the same: the same tabs in the same order, row by row until one differs. */
export function sameTabs(a: Record<string, string[][]>, b: Record<string, string[][]>): boolean {
  const [tabs, others] = [a, b].map((c) => Object.keys(c).filter((tab) => tab !== 'Undo'));
  // Cell by cell first: most rows are; a row that differs only in trailing blanks still reads the same.
  const sameRow = (r: string[], s: string[]) => (r.length === s.length && r.every((v, j) => v === s[j])) || rowText(r) === rowText(s);
  const sameRows = (x: string[][], y: string[][]) => x.length === y.length && x.every((r, i) => sameRow(r, y[i]));
  return tabs.length === others.length && tabs.every((tab, i) => tab === others[i] && sameRows(a[tab], b[tab]));
}

/** The tabs (Undo aside) read the same; the difference is worked out only when there is one, to show it. */
export function expectSameTabs(now: Record<string, string[][]>, before: Record<string, string[][]>): void {
  if (!sameTabs(now, before)) expect(withoutUndo(now)).toEqual(withoutUndo(before));
}

/**
 * No custom function threw on the junk: a formula answers with words (Sheets would show #ERROR! with the
 * exception's text). Native errors a formula shows on its own (#REF!, #DIV/0!) are Sheets' answer.
 */
export function noFormulaThrows({ where, typed }: Spoiled, fake: FakeHandle): void {
  const thrown = Object.entries(fake.formulaErrors()).filter(([, message]) => RAW.test(ownWords(message, typed)));
  if (thrown.length) throw new Error(`after ${where.join(', ')}: ${thrown.map(([cell, m]) => `${cell} ${m}`).join('; ')}`);
}

/** Types text into a cell; Sheets refuses more than 50,000 characters (as the fake does), so the most it takes is typed instead. */
export function typeUpTo(into: FakeHandle, tab: string, a1: string, text: string): void {
  try {
    into.type(tab, a1, text);
  } catch {
    into.type(tab, a1, text.slice(0, 50000));
  }
}

/** What a trial typed: where, for the failure message, and the texts, which a message may quote back. */
export interface Spoiled {
  where: string[];
  typed: string[];
}

/**
 * The add-on's own words in a message: what the person typed comes back quoted ("NaN" is not a number) or
 * as it stands (a campaign named "NaN" heads its summary "NaN: ..."); neither counts.
 */
export function ownWords(message: string, typed: string[] = []): string {
  const words = typed.map((t) => t.trim()).filter((t) => /^\w{1,40}$/.test(t));
  return words.reduce((m, w) => m.replace(new RegExp(`\\b${w}\\b`, 'g'), ''), message.replace(/"[^"]*"/g, '""'));
}

/** Types 1 to 3 cells of `junk` into `tabs`, the header row, any data row or the first blank one; answers what and where. */
export function spoil(seed: string, into: FakeHandle, tabs: string[], junk: string[] = JUNK): Spoiled {
  const dice = seededDice(seed);
  const pick = <T>(list: T[]) => list[dice.roll(1, list.length, 'pick') - 1];
  const where: string[] = [];
  const typed: string[] = [];
  for (let i = dice.roll(1, 3, 'cells'); i > 0; i--) {
    const tab = pick(tabs);
    const rows = into.sheetValues(tab);
    const row = dice.roll(1, rows.length + 1, 'row');
    const col = dice.roll(1, Math.max(1, ...rows.map((r) => r.length)), 'column') - 1;
    const text = pick(junk);
    typeUpTo(into, tab, `${column(col)}${row}`, text);
    where.push(`${tab}!${column(col)}${row} = ${JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text)}`);
    typed.push(text);
  }
  return { where, typed };
}

/** Runs a menu item; the GM must get a plain message and the script must not throw. */
export function click(item: MenuItem, where: string[], on: Loaded, typed: string[] = []): void {
  const seen = on.fake.ui.alerts.length;
  expect(() => on.addOn[item]()).not.toThrow();
  for (const a of on.fake.ui.alerts.slice(seen)) {
    if (RAW.test(ownWords(`${a.title}\n${a.prompt}`, typed)))
      throw new Error(`${item} after ${where.join(', ')}: the GM read "${a.title}: ${a.prompt}"`);
  }
}

/**
 * Runs each battle action in turn on a spoiled campaign: a refused one leaves every tab as it was.
 * Counts the refused actions and those that changed the tabs.
 */
export function battleActions({ where, typed }: Spoiled, on: Loaded, outcomes: { refused: number; done: number }): void {
  for (const item of ['menuUpdateBattles', 'menuAutoResolve', 'menuResolveBattles'] as const) {
    const before = on.fake.contents();
    const seen = on.fake.ui.alerts.length;
    click(item, where, on, typed);
    const changed = !sameTabs(on.fake.contents(), before);
    const refused = on.fake.ui.alerts.slice(seen).some((a) => /nothing was changed/i.test(a.title ?? ''));
    if (refused && changed) throw new Error(`${item} after ${where.join(', ')}: ${JSON.stringify(on.fake.ui.alerts.slice(seen))}`);
    if (refused) outcomes.refused++;
    else if (changed) outcomes.done++;
  }
}

/**
 * Check workbook, Check orders, then Process Season (the confirmation answered YES): refused, every tab
 * is as it was; carried out, Undo gives every tab back. Answers which.
 */
export function seasonAllOrNothing({ where, typed }: Spoiled, on: Loaded): 'refused' | 'processed' {
  const { fake } = on;
  click('menuCheckWorkbook', where, on, typed);
  click('menuCheckOrders', where, on, typed);
  const before = fake.contents();
  click('menuProcessSeason', where, on, typed);
  if (sameTabs(fake.contents(), before)) {
    expect(fake.ui.alerts[fake.ui.alerts.length - 1].title).toMatch(/nothing was changed|cannot|refused|problem|Check workbook|not/i);
    return 'refused';
  }
  expect(fake.ui.alerts.some((a) => /processed with dice seed/.test(a.prompt))).toBe(true);
  click('menuUndoProcessing', where, on, typed);
  expectSameTabs(fake.contents(), before);
  return 'processed';
}
