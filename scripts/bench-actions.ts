// Every action of a play mode priced (issue 19, item 2): each action a GM meets, on a fresh spreadsheet
// through the real bundle in the in-memory fake, with its calls by kind, its cells read and written and
// the cost model's estimate of its time in real Sheets (bench-cost.ts). Shared by the Empires at War
// benchmark (bench.ts) and the hex games' (bench-gc.ts, bench-staley.ts).
import { join, resolve } from 'path';
import { loadAddOn } from '../test/fake/addon';
import { Call, SheetsProbe } from './bench-probe';
import { ACTION_AIM_MS, Band, costLines, EXECUTION_LIMIT_MS, longestRun, secs } from './bench-cost';
import { ms, processCalls, say } from './bench-sheets';
import { pricesAt } from '../test/fake/cost';

const ROOT = resolve(__dirname, '..');

export interface ActionCost {
  mode: string;
  action: string;
  total: Band;
  admiralCellsWritten: number;
  /** The longest one execution of it may be at the high prices (bench-cost.ts, longestRun). */
  longest: number;
  cellsRead: number;
}

/** The calls issue 31 counts as metadata: they find cells, and read or write none. */
export const METADATA_CALLS = [
  'Sheet.getDataRange',
  'Sheet.getRange',
  // A range named with its tab ("'Fleets'!A1:K", gateway.ts readTabsWide): found without its Sheet.
  'Spreadsheet.getRange',
  'Spreadsheet.getSheetByName',
  'Sheet.getMaxRows',
  'Sheet.getMaxColumns',
  // Ranges found many at a time (gateway.ts rangesAt): the list, then its ranges, each a call.
  'Sheet.getRangeList',
  'RangeList.getRanges',
];
export const VALUE_CALLS = [
  'Range.getValues',
  'Range.getDisplayValues',
  'Range.getFormulas',
  'Range.setValues',
  'Range.setValue',
  'Range.setFormulas',
  // Empties the values of its range ("Clears the content of the range, leaving the formatting intact",
  // developers.google.com/apps-script/reference/spreadsheet/range#clearContent()): a value write, whose
  // range is found as a setValues' is.
  'Range.clearContent',
];

/** Issue 31, item 6: the calls that only find cells (the issue's metadata calls) against those that read or write values. */
export function metadataLine(calls: readonly Call[]): string {
  const metadata = calls.filter((c) => METADATA_CALLS.includes(c.method)).length;
  const values = calls.filter((c) => VALUE_CALLS.includes(c.method)).length;
  return (
    `metadata calls ${metadata} (${[...new Set(METADATA_CALLS.map((m) => m.split('.')[1]))].join(', ')}) against ${values} value calls: ` +
    `${metadata <= values ? 'at most the value calls' : `OVER the value calls by ${metadata - values}`}`
  );
}

export const LIVE_CHECK = 'Live check (an admiral types one order)';

/** The order the live check types, from the row of the fleet it is for (Fleets tab: Fleet, Empire, Name, Location …). */
export type LiveOrder = (fleetRow: unknown[]) => unknown[];

/** The second admiral types an order for their first fleet on row 2 of their workbook's Orders tab; the edit trigger checks it. */
function typeOneOrder(fake: ReturnType<typeof loadAddOn>['fake'], order: LiveOrder): void {
  const [header, , row] = fake.sheetValues('Empires');
  const id = String(row[header.indexOf('Workbook id')]);
  const fleet = fake.sheetValues('Fleets').find((r) => r[1] === row[0])!;
  fake.drive.userEdit(String(row[header.indexOf('Email')]), id, 'Orders', 'A2', [order(fleet)]);
}

/**
 * Every action of one play mode on a fresh spreadsheet, in the order a GM meets them: its calls by kind
 * and cells read and written, per spreadsheet (the GM's; the admiral workbooks together), and the cost
 * model's estimate of its time in real Sheets. Custom functions are only counted, as in the actions above.
 */
/** The continuation's trigger (src/sheets/run/budget.ts, FOLLOW_UP) and how many follow-up runs the bench lets an action take. */
const FOLLOW_UP = 'finishInterruptedAction';
const MAX_FOLLOW_UPS = 5;
/** The live check's cache-filling trigger (src/sheets/books/liveCheck.ts, FILL_HANDLER), and its run's name. */
const FILL = 'fillCheckCache';
const CACHE_FILL = ' (live check cache fill)';

export function actionCosts(
  texts: Record<string, string>,
  mode: 'Shared workbook' | 'Private workbooks',
  liveOrder: LiveOrder,
  /**
   * Stop after the first Process Season and its follow-up runs (true: a test that prices that action alone),
   * or after Process Season again ('again': the battle actions left out, as benchReport.test reads none of them).
   */
  untilSeason: boolean | 'again' = false,
): ActionCost[] {
  const { addOn, fake } = loadAddOn(join(ROOT, 'dist'), { stillClock: true });
  // The script's clock keeps Sheets' time at the central prices, not this machine's: what an action does
  // by the clock is what it would do in real Sheets at those prices (the live check's cache is filled at
  // the end of an action only within 3 minutes of its start, liveCheck.ts, checkAfterAction).
  fake.clock.prices = pricesAt('central');
  const probe = new SheetsProbe(fake, addOn);
  const gmBook = fake.spreadsheet.getId();
  const out: ActionCost[] = [];
  say();
  say(`Every action in Play mode ${mode} (calls, cells and the cost model's estimate; README, "Benchmark"):`);
  const run = (action: string, fn: () => void) => {
    const alerts = fake.ui.alerts.length;
    // One execution, timed from the click against Google's 6 minutes.
    const ran: { done?: { ms: number } } = {};
    if (fake.survive(() => (ran.done = probe.countingOnly(() => probe.action(fn)))) || !ran.done)
      throw new Error(`${action}: the execution was ended`);
    const done = ran.done;
    const shown = fake.ui.alerts.slice(alerts).pop();
    // Never at the central prices below the time budget: the counts below would then be only the first execution's.
    const handed = fake.ui.alerts.slice(alerts).some((x) => /took longer than one run may/.test(x.prompt));
    say(
      `  ${action}: ${ms(done.ms)} in the fake${shown ? ` [${shown.title ?? 'alert'}: ${shown.prompt.split('\n')[0].slice(0, 90)}]` : ''}` +
        (handed ? ' HANDED OVER to a follow-up run' : ''),
    );
    const { lines, total, all } = costLines(probe.calls, gmBook);
    for (const l of lines) say(l);
    // Issue 31, item 6: Process Season's and the live check's cache fills' metadata against their value calls, in each spreadsheet.
    if (action.startsWith('Process Season') || action.endsWith(CACHE_FILL)) {
      say(`    GM's spreadsheet: ${metadataLine(probe.calls.filter((c) => c.book === gmBook))}`);
      if (mode === 'Private workbooks')
        say(`    admiral workbooks: ${metadataLine(probe.calls.filter((c) => c.book && c.book !== gmBook))}`);
    }
    const admiralCellsWritten = probe.calls
      .filter((c) => c.book && c.book !== gmBook && /^Range\.set(Values|Value|Formulas|Formula)$/.test(c.method))
      .reduce((n, c) => n + c.cells, 0);
    out.push({ mode, action, total, admiralCellsWritten, longest: longestRun(probe.calls, gmBook), cellsRead: all.cellsRead });
    // A handed-over action goes on in its follow-up runs (issue 31), each its own execution, priced alone;
    // without them every later action would refuse ("not finished yet").
    if (handed || action.includes('follow-up')) {
      const hop = Number(/follow-up (\d+)/.exec(action)?.[1] ?? 0) + 1;
      const base = action.replace(/ \(follow-up \d+\)$/, '');
      if (hop <= MAX_FOLLOW_UPS && fake.drive.triggers.some((t) => t.handler === FOLLOW_UP && !t.once?.fired))
        run(`${base} (follow-up ${hop})`, () => fake.drive.tick());
    }
    // Past 3 minutes the live check's cache is filled by a run of its own (liveCheck.ts, J16), due a
    // second after the action: priced alone, before any admiral's edit.
    const pending = (handler: string) => fake.drive.triggers.some((t) => t.handler === handler && !t.once?.fired);
    if (!action.endsWith(CACHE_FILL) && !pending(FOLLOW_UP) && pending(FILL))
      run(`${action.replace(/ \(follow-up \d+\)$/, '')}${CACHE_FILL}`, () => fake.drive.tick());
  };
  run('New campaign', () => addOn.importCampaignCsv_(texts));
  if (mode === 'Private workbooks') {
    probe.countingOnly(() => {
      const rows = fake.sheetValues('Campaign');
      const at = rows.findIndex((r) => r[0] === 'Play mode');
      fake.spreadsheet
        .getSheetByName('Campaign')!
        .getRange(at < 0 ? rows.length + 1 : at + 1, 1, 1, 2)
        .setValues([['Play mode', mode]]);
    });
    run('Admiral workbooks: Create', () => addOn.menuAdmiralWorkbooks());
    run('Admiral workbooks: Update', () => addOn.menuAdmiralWorkbooks());
  }
  run('Process Season', () => addOn.menuProcessSeason());
  if (untilSeason === true) return out;
  if (mode === 'Private workbooks') run(LIVE_CHECK, () => typeOneOrder(fake, liveOrder));
  run('Undo last processing', () => addOn.menuUndoProcessing());
  run('Process Season again', () => addOn.menuProcessSeason());
  if (untilSeason === 'again') return out;
  probe.countingOnly(() => {
    // The GM marks every pending battle Auto.
    const rows = fake.sheetValues('Battles');
    const status = rows[0].indexOf('Status');
    const sheet = fake.spreadsheet.getSheetByName('Battles')!;
    rows.forEach((r, i) => i > 0 && r[status] === 'Pending' && sheet.getRange(i + 1, status + 1).setValue('Auto'));
  });
  run('Auto-resolve battles', () => addOn.menuAutoResolve());
  run('Resolve battles', () => addOn.menuResolveBattles());
  return out;
}

/** An action's estimate, and its longest single run at the high prices against Google's 6 minutes (issue 31, item 6). */
export function runLine(c: ActionCost): string {
  return (
    `${secs(c.total.central)} central (${secs(c.total.low)} low / ${secs(c.total.high)} high), one run at most ${secs(c.longest)} at high: ` +
    `${c.longest <= EXECUTION_LIMIT_MS ? 'within' : 'OVER'} Google's 6 minutes`
  );
}

/** Every action of both play modes on the campaign, priced; one line of central seconds per mode. */
function pricedActions(
  label: string,
  texts: Record<string, string>,
  scale: string,
  liveOrder: LiveOrder,
  seasonsOnly: boolean,
): ActionCost[] {
  say();
  say(`${label} at ${scale}, every action of both play modes${seasonsOnly ? ' up to Process Season again' : ''}:`);
  const costs = (['Shared workbook', 'Private workbooks'] as const).flatMap((mode) =>
    actionCosts(texts, mode, liveOrder, seasonsOnly && 'again'),
  );
  for (const mode of new Set(costs.map((c) => c.mode)))
    say(
      `  ${scale} ${mode}, central estimate per action: ` +
        costs
          .filter((c) => c.mode === mode)
          .map((c) => `${c.action} ${(c.total.central / 1000).toFixed(1)} s`)
          .join(', '),
    );
  for (const c of costs) say(`  ${scale} ${c.mode} ${c.action}: ${runLine(c)}`);
  return costs;
}

/**
 * A game's Sheets figures for npm run bench (issues 30, 32): New campaign's and Process Season's calls
 * through the real bundle against their floor, and every action of both play modes priced at `scale`
 * and 4 times it; whether both meet their aims, in the verdict's words.
 */
export function sheetsVerdict(
  label: string,
  gameTabs: readonly string[],
  textsAt: (scale: number) => Record<string, string>,
  texts: Record<string, string>,
  scale: number,
  liveOrder: LiveOrder,
  /** The battle actions left out (actionCosts' 'again'): `npm run bench -- --seasons-only`. */
  seasonsOnly = false,
): { ok: boolean; text: string } {
  const empires = Object.keys(texts)
    .filter((t) => t.startsWith('Orders '))
    .map((t) => t.slice('Orders '.length));
  const calls = processCalls(texts, empires, [...gameTabs], 'Process Season');
  const priced = [1, 4].map((k) => ({
    k,
    costs: pricedActions(label, k === 1 ? texts : textsAt(scale * k), `${scale * k}x`, liveOrder, seasonsOnly),
  }));
  const over = priced.flatMap((p) =>
    p.costs.filter((c) => c.total.central > ACTION_AIM_MS).map((c) => `${p.k * scale}x ${c.mode} ${c.action}`),
  );
  // Issue 31, item 6: no single run of any action past Google's 6 minutes at the high prices.
  const killed = priced.flatMap((p) =>
    p.costs.filter((c) => c.longest > EXECUTION_LIMIT_MS).map((c) => `${p.k * scale}x ${c.mode} ${c.action} (${secs(c.longest)})`),
  );
  return {
    ok: calls.atFloor && !over.length && !killed.length,
    text:
      `Sheets calls ${calls.atFloor ? 'at the floor' : 'NOT at the floor'} (reads ${calls.readCount}/${calls.readFloor}, writes ${calls.writeCount}/${calls.writeFloor}); ` +
      `${calls.lateCreating + calls.lateProcessing} reads after the first write; ` +
      `every action${seasonsOnly ? ' up to Process Season again' : ''} ≤ 3 minutes at the cost model's central values at ${scale}x and ${scale * 4}x: ${over.length ? `NO (${over.join(', ')})` : 'yes'}; ` +
      `every single run < 6 minutes at the high values: ${killed.length ? `NO (${killed.join(', ')})` : 'yes'}`,
  };
}
