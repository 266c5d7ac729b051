// Benchmark: a large generated campaign (12 empires, 1000 systems, 600 fleets, 4000 ships, 1200 orders),
// processed once by the pure engine in-process and once through the real dist/Code.js in the in-memory
// spreadsheet, as the GM's menu would. Prints the times, the Sheets calls against their floor (one read
// per tab read, one write per tab changed) and a verdict against the aims: engine under 1 s, calls at
// the floor. A report, not a test: it exits 0 unless the run crashes.
//
//   npm run bench
import { join, resolve } from 'path';
import { performance } from 'perf_hooks';
import { loadAddOn } from '../test/fake/addon';
import { FakeRange } from '../test/fake/range';
import { ORDERS_TAB, REPORT_TAB, findTab, TABS } from '../sheets-templates/schema';
import { parseCampaign } from '../src/sheets/load';
import { csvSources } from '../src/sheets/template';
import { processSeason, SeasonOutcome } from '../src/engine/season';
import { seededDice } from '../src/engine/dice';
import { stamp } from '../src/engine/calendar';
import { normalizeHeader } from '../src/sheets/tables';
import { fleetCbpv } from '../src/sheets/functions';
import { BENCH_CAMPAIGN, generateCampaign } from './bench-campaign';

const ROOT = resolve(__dirname, '..');
const ENGINE_AIM_MS = 1000;
const say = (line = '') => process.stdout.write(line + '\n');
const ms = (t: number) => (t >= 1000 ? `${(t / 1000).toFixed(2)} s` : `${t.toFixed(0)} ms`);

function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

// --- The pure engine ---------------------------------------------------------------------------------

interface EngineRun {
  parseMs: number;
  processMs: number;
  outcome: SeasonOutcome;
  problems: string[];
}

/** parseCampaign + processSeason on the tab values, best of `runs` (the values are parsed from CSV outside the timing). */
function engine(texts: Record<string, string>, runs = 3): EngineRun {
  let best: EngineRun | undefined;
  for (let i = 0; i < runs; i++) {
    const values = csvSources(texts);
    const parsed = timed(() => parseCampaign(values));
    const c = parsed.value.campaign;
    const seed = `${c.settings.diceSeed}:${stamp(c.settings.year, c.settings.season)}`; // as Process Season seeds it
    const processed = timed(() => processSeason(c, seededDice(seed), seed));
    const run = { parseMs: parsed.ms, processMs: processed.ms, outcome: processed.value, problems: parsed.value.problems };
    if (!best || run.parseMs + run.processMs < best.parseMs + best.processMs) best = run;
  }
  return best!;
}

function orderCounts(out: SeasonOutcome): { ok: number; rejected: number } {
  const all = [...out.results.values()].flat();
  return { ok: all.filter((r) => r.ok).length, rejected: all.filter((r) => !r.ok).length };
}

function describeEngine(label: string, run: EngineRun): string {
  const { ok, rejected } = orderCounts(run.outcome);
  const total = run.parseMs + run.processMs;
  return `  ${label.padEnd(34)} parseCampaign ${ms(run.parseMs)} + processSeason ${ms(run.processMs)} = ${ms(total)}\n` +
    `  ${''.padEnd(34)} orders ${ok} executed / ${rejected} rejected, ${run.outcome.battles.length} battles, ` +
    `${run.outcome.closed ? 'season closed (post-combat, vision, compliance ran)' : `phase ${run.outcome.campaign.settings.phase} (post-combat waits)`}`;
}

/** The same campaign with every pair at Normal relations: no battle, so the season closes and post-combat runs. */
function atPeace(texts: Record<string, string>): Record<string, string> {
  return { ...texts, Treaties: texts.Treaties.replace(/,War,/g, ',Normal,') };
}

// --- The spreadsheet -------------------------------------------------------------------------------------

/** Columns the add-on owns on a tab: those left of the first computed column. */
function dataWidth(tab: string, header: unknown[]): number {
  const spec = findTab(tab) ?? (tab.startsWith('Orders ') ? ORDERS_TAB : tab.startsWith('Report ') ? REPORT_TAB : undefined);
  const computed = new Set(spec?.columns.filter((c) => c.formula).map((c) => normalizeHeader(c.header)));
  const first = header.findIndex((h) => computed.has(normalizeHeader(h)));
  return first < 0 ? header.length : first;
}

type Snapshot = Map<string, string>;

/** Every tab's data columns as text (computed columns left out: Sheets computes those, nobody writes them). */
function snapshot(fake: ReturnType<typeof loadAddOn>['fake']): Snapshot {
  const out: Snapshot = new Map();
  for (const sheet of fake.spreadsheet.getSheets()) {
    const name = sheet.getName();
    const values = fake.sheetValues(name);
    const width = dataWidth(name, values[0] ?? []);
    const rows = values.map((r) => {
      const cells = r.slice(0, width).map((v) => String(v ?? ''));
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      return cells.join('\u0001');
    });
    while (rows.length && rows[rows.length - 1] === '') rows.pop();
    out.set(name, rows.join('\n'));
  }
  return out;
}

/** Reads and writes of cell values, per tab, counted beside the fake's own per-method counts. */
const perTab = { reads: new Map<string, number>(), writes: new Map<string, number>() };
function tallyRangeCalls(): void {
  const tally = (map: Map<string, number>, range: FakeRange) => map.set(range.ref.sheet.name, (map.get(range.ref.sheet.name) ?? 0) + 1);
  const proto = FakeRange.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const [method, map] of [['getValues', perTab.reads], ['getDisplayValues', perTab.reads], ['setValues', perTab.writes]] as const) {
    const original = proto[method];
    proto[method] = function (this: FakeRange, ...args: unknown[]) {
      tally(map, this);
      return original.apply(this, args);
    };
  }
}

function list(map: Map<string, number>, keep: (tab: string, n: number) => boolean): string {
  return [...map].filter(([t, n]) => keep(t, n)).map(([t, n]) => (n > 1 ? `${t} ×${n}` : t)).join(', ');
}

function main(): void {
  say('SFB campaign benchmark');
  const gen = timed(() => generateCampaign(BENCH_CAMPAIGN));
  const { texts, orderMix } = gen.value;
  const o = BENCH_CAMPAIGN;
  say(`Campaign: ${o.empires} empires, ${o.systems} systems (${gen.value.lanes} lanes), ${o.fleets} fleets, ${o.ships} ships, ` +
    `${o.empires * o.ordersPerEmpire} orders; generated in ${ms(gen.ms)}`);
  say(`Orders as generated: ${Object.entries(orderMix).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);

  // 1. The pure engine.
  say();
  say('Engine, in-process (best of 3):');
  const war = engine(texts);
  if (war.problems.length) say(`  (parseCampaign found ${war.problems.length} problems, first: ${war.problems[0]})`);
  say(describeEngine('as generated (all at War):', war));
  const peace = engine(atPeace(texts));
  say(describeEngine('all at Peace (no battle):', peace));
  const engineMs = war.parseMs + war.processMs;

  // 2. Through the bundle, in the in-memory spreadsheet.
  say();
  say('Spreadsheet: dist/Code.js in the in-memory fake');
  tallyRangeCalls();
  const { addOn, fake } = loadAddOn(join(ROOT, 'dist'));
  const custom = Object.keys(addOn).filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k) && typeof addOn[k] === 'function');
  // Custom functions timed as the fake evaluates formulas with them (Sheets recalculates them itself).
  const formulas = new Map<string, { calls: number; ms: number; max: number }>();
  fake.setFunctions(Object.fromEntries(custom.map((k) => [k, (...args: unknown[]) => {
    const t0 = performance.now();
    try {
      return addOn[k](...args);
    } finally {
      const t = performance.now() - t0;
      const f = formulas.get(k) ?? { calls: 0, ms: 0, max: 0 };
      formulas.set(k, { calls: f.calls + 1, ms: f.ms + t, max: Math.max(f.max, t) });
    }
  }])));
  const formulaMs = () => [...formulas.values()].reduce((sum, f) => sum + f.ms, 0);
  const imported = timed(() => addOn.importCampaignCsv_(texts));
  say(`  importCampaignCsv_ (setup): ${ms(imported.ms)}`);

  if (typeof addOn.menuProcessSeason !== 'function') {
    say('  menuProcessSeason is not in dist/Code.js yet: only the pure engine was timed.');
    say();
    say(`Verdict: engine ${ms(engineMs)} ${engineMs < ENGINE_AIM_MS ? 'under' : 'OVER'} the 1 s aim; Sheets calls not measured (no menuProcessSeason).`);
    return;
  }

  const before = snapshot(fake); // also computes the formulas, as Sheets has before the GM clicks
  const alertsBefore = fake.ui.alerts.length;
  fake.resetCalls();
  perTab.reads.clear();
  perTab.writes.clear();
  formulas.clear();
  const run = timed(() => addOn.menuProcessSeason());
  const handlerFormulaMs = formulaMs();
  const calls = { ...fake.calls };
  const reads = fake.count('Range.getValues');
  const writes = fake.count('Range.setValues');
  formulas.clear();
  const after = snapshot(fake); // evaluates every formula again: the recalculation Sheets does after the writes
  const recalc = [...formulas].sort((a, b) => b[1].ms - a[1].ms);

  say(`  menuProcessSeason: ${ms(run.ms)} in all` +
    (handlerFormulaMs >= 1 ? `, of which ${ms(handlerFormulaMs)} the fake spent evaluating custom-function formulas` : ''));
  for (const a of fake.ui.alerts.slice(alertsBefore)) {
    say(`  [${a.title ?? 'alert'}] ${a.prompt.split('\n').slice(0, 3).join(' / ').slice(0, 160)} → ${a.response}`);
  }

  // What the handler left in the sheet.
  const empires = [...after.keys()].filter((t) => t.startsWith('Orders ')).map((t) => t.slice(7));
  let executed = 0;
  let rejected = 0;
  for (const e of empires) {
    const values = fake.sheetValues(`Orders ${e}`);
    const col = (values[0] ?? []).findIndex((h) => normalizeHeader(h) === 'result');
    for (const r of values.slice(1)) {
      const text = String(r[col] ?? '');
      if (!text) continue;
      if (/NOT DONE|rejected/i.test(text)) rejected++;
      else executed++;
    }
  }
  const battleRows = fake.sheetValues('Battles').slice(1).filter((r) => r.some((c) => c !== '')).length;
  say(`  Recalculation after the writes (custom functions, evaluated once each as Sheets would): ${ms(formulaMs())} in ` +
    `${recalc.reduce((n, [, f]) => n + f.calls, 0)} calls; ${recalc.map(([k, f]) => `${k} ${f.calls}× ≈${ms(f.ms / f.calls)}`).join(', ')}`);
  const expected = orderCounts(war.outcome);
  const agree = expected.ok === executed && expected.rejected === rejected && war.outcome.battles.length === battleRows;
  say(`  In the sheet: orders ${executed} executed / ${rejected} rejected (Result column), ${battleRows} battles on the Battles tab` +
    ` (${agree ? 'as the engine in-process' : `the engine in-process had ${expected.ok} / ${expected.rejected}, ${war.outcome.battles.length} battles`})`);

  // Calls against the floor. The Report tabs are read too: Undo restores them exactly, so the snapshot
  // needs them as they were.
  const mustRead = [...TABS.filter((t) => !t.name.includes('{empire}')).map((t) => t.name), ...empires.flatMap((e) => [`Orders ${e}`, `Report ${e}`, `Report history ${e}`])]
    .filter((t) => before.has(t));
  const changed = [...after.keys()].filter((t) => before.get(t) !== after.get(t));
  const total = Object.values(calls).reduce((a, b) => a + b, 0);
  say(`  Sheets calls: ${reads} getValues, ${writes} setValues (${total} calls in all)`);
  say(`  by method: ${Object.entries(calls).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const readsAt = reads === mustRead.length;
  const writesAt = writes === changed.length;
  say(`  reads ${reads} (floor ${mustRead.length}: ${mustRead.length - 3 * empires.length} campaign tabs + ${empires.length} Orders, Report and Report history tabs each): ${readsAt ? 'at the floor' : reads > mustRead.length ? `${reads - mustRead.length} over the floor` : 'UNDER the floor (a tab was not read?)'}`);
  const readTwice = list(perTab.reads, (_, n) => n > 1);
  const readExtra = list(perTab.reads, (t) => !mustRead.includes(t));
  const unread = mustRead.filter((t) => !perTab.reads.has(t));
  if (readTwice) say(`    read more than once: ${readTwice}`);
  if (readExtra) say(`    read though not needed: ${readExtra}`);
  if (unread.length) say(`    never read: ${unread.join(', ')}`);
  say(`  writes ${writes} (floor ${changed.length}: tabs whose data changed): ${writesAt ? 'at the floor' : writes > changed.length ? `${writes - changed.length} over the floor` : 'under the floor'}`);
  const wroteTwice = list(perTab.writes, (_, n) => n > 1);
  const wroteUnchanged = list(perTab.writes, (t) => !changed.includes(t));
  const changedUnwritten = changed.filter((t) => !perTab.writes.has(t));
  if (wroteTwice) say(`    written more than once: ${wroteTwice}`);
  if (wroteUnchanged) say(`    written though unchanged: ${wroteUnchanged}`);
  if (changedUnwritten.length) say(`    changed without setValues: ${changedUnwritten.join(', ')}`);
  say(`    changed: ${changed.join(', ')}`);

  // gas-local runs the bundle in a Node vm context, which is slower than the same code in-process: the
  // same custom function on the same tables, both ways, gives the factor to read the handler's time by.
  const fleetsTab = fake.sheetValues('Fleets');
  const args = [fleetsTab.slice(1).map((r) => [r[0]]), fake.sheetValues('Ships'), fake.sheetValues('Classes')] as never[];
  const best = (fn: () => unknown) => Math.min(...[0, 1, 2].map(() => timed(fn).ms));
  const inVm = best(() => addOn.FLEET_CBPV(...args));
  const inProcess = best(() => fleetCbpv(args[0], args[1], args[2]));
  say(`  The fake runs the bundle in a vm context: FLEET_CBPV over the ${fleetsTab.length - 1} fleets takes ${ms(inVm)} there, ` +
    `${ms(inProcess)} in-process (×${(inVm / inProcess).toFixed(1)}); the handler's engine work is slowed alike.`);

  say();
  const engineOk = engineMs < ENGINE_AIM_MS;
  say(`Verdict: engine ${ms(engineMs)} ${engineOk ? 'under' : 'OVER'} the 1 s aim; ` +
    `Sheets calls ${readsAt && writesAt ? 'at the floor' : 'NOT at the floor'} (reads ${reads}/${mustRead.length}, writes ${writes}/${changed.length}); ` +
    `menu handler ${ms(run.ms)} in the fake.`);
}

main();
