// npm start -- --game vbam --turns N: the sample plays N turns with an admiral's script of orders
// (scripts/offline/vbamYear.ts), each turn through the menu items a GM clicks: the script's orders are
// typed into each Orders tab (and its GM edits into theirs), Process Season runs, every battle it leaves
// is marked Auto, auto-resolved and resolved, and rulings left waiting take their defaults. Each turn
// prints what it did, the orders not done (refused, or lost on a roll) with their reasons, and the time it took.
import type { loadAddOn } from '../../test/fake/addon';
import { ORDER_COLUMNS } from '../../sheets-templates/schema';

type Runner = ReturnType<typeof loadAddOn>;
type Values = unknown[][];

/** The tabs of the campaign as they stand, by name (rows of values, header first). */
export type TabValues = (tab: string) => Values;

/** One row of an Orders tab, in the Orders tab's first columns (Fleet, Order, Target, Ships, Build class, Extras). */
export type OrderRow = [fleet: string, order: string, target: string, ships?: string, buildClass?: string, extras?: string];

/** A GM's edit of one cell: the tab, the row by its first column, the column by its header, the value typed. */
export type CellEdit = [tab: string, key: string, column: string, value: string | number | boolean];

/** What the script does in one turn: rows for each empire's Orders tab, and the GM's edits (rows appended to a tab, cells typed over). */
export interface ScriptTurn {
  /** What the turn is for, in a few words (printed). */
  note: string;
  orders: (tabs: TabValues) => Record<string, OrderRow[]>;
  gm?: Record<string, Record<string, string | number>[]>;
  /** Cells the GM types over before the orders, from the tabs as they stand. */
  cells?: (tabs: TabValues) => CellEdit[];
  /** The GM's answer to a ruling (its Rulings row by header), where the script gives one; else its default. */
  answer?: (ruling: Record<string, string>) => string | undefined;
}

/** What one scripted turn did. */
export interface TurnRecord {
  season: string;
  ms: number;
  battles: number;
  rulings: number;
  /** Each order of the turn as its Result cell reads after processing, by empire. */
  results: { empire: string; order: string; result: string }[];
  /** The lines of Check orders, run before Process Season, that give an order's odds (a chance in %). */
  odds: string[];
}

const str = (x: unknown) => String(x ?? '').trim();
/** How a Result cell says an order was not done (core/plotting.ts: refused, or lost). */
export const NOT_DONE = /→ NOT DONE: /;

/** A tab's value in the row whose first column is `key` (the Campaign tab's settings). */
function setting(fake: Runner['fake'], name: string): string {
  return str(fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1]);
}

/** Appends rows to a tab under its header, each cell by column name (the GM typing them in). */
function appendRows(fake: Runner['fake'], tab: string, rows: Record<string, string | number>[]): void {
  placeRows(fake, tab, rows)();
}

/**
 * Where rows go in a tab (under its header and last row, read now) and the typing of them there, to do
 * later. The Orders tabs are all read before any is typed into: each typed tab changes the live checks
 * every Orders tab shows, which reading the next tab would work out again (a quarter of a VBAM turn).
 */
function placeRows(fake: Runner['fake'], tab: string, rows: Record<string, string | number>[]): () => void {
  const sheet = fake.spreadsheet.getSheetByName(tab);
  if (!sheet) throw new Error(`The script edits the ${tab} tab, which this campaign does not have.`);
  const header = fake.sheetValues(tab)[0].map(str);
  for (const row of rows) {
    const unknown = Object.keys(row).filter((k) => !header.includes(k));
    if (unknown.length) throw new Error(`The script writes column ${unknown.join(', ')}, which the ${tab} tab does not have.`);
  }
  if (!rows.length) return () => undefined;
  // All below the last row at once, as appending them one by one would (each then the last): the tab's
  // live checks are worked out once, not once per row.
  const last = sheet.getLastRow();
  return () => {
    if (last + rows.length > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), last + rows.length - sheet.getMaxRows());
    sheet.getRange(last + 1, 1, rows.length, header.length).setValues(rows.map((row) => header.map((h) => row[h] ?? '')));
  };
}

/** Types each cell over, as the GM does in the tab (the row found by its first column). */
function typeCells(fake: Runner['fake'], edits: CellEdit[]): void {
  for (const [tab, key, column, value] of edits) {
    const values = fake.sheetValues(tab);
    const row = values.findIndex((r, i) => i > 0 && str(r[0]) === key);
    const col = (values[0] ?? []).map(str).indexOf(column);
    if (row < 0 || col < 0) throw new Error(`The script edits ${tab}'s ${column} of ${key}, which the tab does not have.`);
    fake.spreadsheet
      .getSheetByName(tab)!
      .getRange(row + 1, col + 1)
      .setValue(value);
  }
}

/** Types the orders under each Orders tab's rows. */
function typeOrders(fake: Runner['fake'], orders: Record<string, OrderRow[]>): void {
  const typing = Object.entries(orders).map(([empire, rows]) => {
    const tab = `Orders ${empire}`;
    const header = fake.sheetValues(tab)[0].map(str);
    return placeRows(
      fake,
      tab,
      rows.map((r) =>
        Object.fromEntries(
          ORDER_COLUMNS.slice(0, 6).map((c, i) => [header.find((h) => h.toLowerCase() === c.toLowerCase()) ?? c, r[i] ?? '']),
        ),
      ),
    );
  });
  for (const type of typing) type();
}

/** Marks every battle not yet resolved Auto, as the GM does in the Battles tab. */
function markAuto(fake: Runner['fake']): number {
  const values = fake.sheetValues('Battles');
  const status = values[0].map(str).indexOf('Status');
  const sheet = fake.spreadsheet.getSheetByName('Battles')!;
  let marked = 0;
  values.slice(1).forEach((r, i) => {
    if (str(r[0]) && str(r[status]) !== 'Resolved') {
      sheet.getRange(i + 2, status + 1).setValue('Auto');
      marked++;
    }
  });
  return marked;
}

/** Gives every ruling without an answer the script's answer, or its default, as a GM accepting the rest does. */
function acceptDefaults(fake: Runner['fake'], script?: ScriptTurn['answer']): number {
  const values = fake.sheetValues('Rulings');
  const header = values[0].map(str);
  const [answer, fallback] = ['Answer', 'Default'].map((h) => header.indexOf(h));
  const sheet = fake.spreadsheet.getSheetByName('Rulings')!;
  let given = 0;
  values.slice(1).forEach((r, i) => {
    if (str(r[0]) && !str(r[answer])) {
      const ruled = script?.(Object.fromEntries(header.map((h, j) => [h, str(r[j])])));
      sheet.getRange(i + 2, answer + 1).setValue(ruled ?? (str(r[fallback]) || 'Noted'));
      given++;
    }
  });
  return given;
}

/** The Result cells this season's processing wrote, by empire. */
function resultsOf(fake: Runner['fake'], season: string, empires: string[]): TurnRecord['results'] {
  return empires.flatMap((empire) => {
    const [header, ...rows] = fake.sheetValues(`Orders ${empire}`);
    const at = (h: string) => header.map(str).indexOf(h);
    return rows
      .filter((r) => str(r[at('Result')]).startsWith(`${season}:`))
      .map((r) => ({ empire, order: str(r[at('Order')]), result: str(r[at('Result')]) }));
  });
}

/**
 * Plays the first `turns` turns of `script` (at most its length) on the campaign loaded in `runner`, answering Yes to every question.
 * `after` runs once each turn is over (the runner writes the folder there).
 */
export function playScript(
  { addOn, fake }: Runner,
  script: ScriptTurn[],
  turns: number,
  say: (line?: string) => void,
  after: (record: TurnRecord) => void,
): TurnRecord[] {
  const records: TurnRecord[] = [];
  const tabs: TabValues = (tab) => fake.sheetValues(tab);
  fake.ui.answer = (d) => (d.buttons === 'YES_NO' ? 'YES' : undefined);
  try {
    for (let n = 0; n < turns; n++) {
      const step = script[n];
      for (const [tab, rows] of Object.entries(step.gm ?? {})) appendRows(fake, tab, rows);
      typeCells(fake, step.cells?.(tabs) ?? []);
      // Read after the GM's edits: a script may set the campaign's first year (gcLateYears.ts).
      const season = `Y${setting(fake, 'Year')} ${setting(fake, 'Season')}`;
      const empires = fake
        .sheetValues('Empires')
        .slice(1)
        .map((r) => str(r[0]))
        .filter(Boolean);
      typeOrders(fake, step.orders(tabs));
      // The GM checks the orders first: each legal order's cost and the odds of the rolls it depends on.
      addOn.menuCheckOrders();
      const checked = fake.ui.alerts[fake.ui.alerts.length - 1]?.prompt ?? '';
      const odds = checked.split('\n').filter((l) => /\d+%/.test(l));
      const start = Date.now();
      addOn.menuProcessSeason();
      let battles = 0;
      let rulings = 0;
      // A Staley turn may stop at several phases for battles, then for their rulings and the GM's reports.
      for (let guard = 0; guard < 40 && /battles|rulings/i.test(setting(fake, 'Phase')); guard++) {
        if (/battles/i.test(setting(fake, 'Phase'))) {
          battles += markAuto(fake);
          addOn.menuAutoResolve();
          addOn.menuResolveBattles();
        } else {
          rulings += acceptDefaults(fake, step.answer);
          addOn.menuApplyRulings();
        }
      }
      const record = { season, ms: Date.now() - start, battles, rulings, results: resultsOf(fake, season, empires), odds };
      const notDone = record.results.filter((r) => NOT_DONE.test(r.result));
      say(
        `${season} (${step.note}): ${record.results.length} orders, ${notDone.length} not done; ` +
          `${battles} battle(s) auto-resolved, ${rulings} ruling(s) taken at their default; ${record.ms} ms`,
      );
      for (const r of notDone) say(`  not done, ${r.empire}: ${r.result}`);
      for (const line of odds) say(`  checked: ${line.replace(/^[•\s]+/, '')}`);
      records.push(record);
      after(record);
      if (/over/i.test(setting(fake, 'Phase'))) break;
    }
  } finally {
    fake.ui.answer = undefined;
  }
  return records;
}
