// What the benchmarks share (scripts/bench.ts for Empires at War, scripts/bench-vbam.ts for VBAM-SFB,
// scripts/bench-gc.ts for Galactic Conquest): timing, a game's engine time, the growth line against the linear aim, the data columns of every tab as text, and the
// Sheets calls of an action by kind against their floors with the reads after the first write.
import { performance } from 'perf_hooks';
import { resolve } from 'path';
import { loadAddOn } from '../test/fake/addon';
import { findTab, isComputed, ORDER_CHECKS_TAB, perEmpireSpec, TABS } from '../sheets-templates/schema';
import { normalizeHeader } from '../src/sheets/tabs/tables';
import { CELLS_PER_WRITE } from '../src/sheets/tabs/blocks';
import { SheetsProbe } from './bench-probe';
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { seededDice } from '../src/engine/core/dice';
import { stamp } from '../src/engine/core/calendar';
import type { Game } from '../src/engine/core/game';

/** The engine on N times the campaign may take at most this times N the 1x time: it grows linearly (issue 9). */
export const GROWTH_AIM = 1.25;

export const say = (line = '') => process.stdout.write(line + '\n');
export const ms = (t: number) => (t >= 1000 ? `${(t / 1000).toFixed(2)} s` : `${t.toFixed(0)} ms`);

/** Collects garbage now when node runs with --expose-gc (npm run bench does), so no run pays for another's. */
export const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

export function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

/** How the engine's time grew from the 1x campaign to `scale` times it, against the linear aim. */
export function growthLine(scale: number, scaledMs: number, baseMs: number): { ok: boolean; text: string } {
  const ratio = scaledMs / baseMs;
  const exponent = Math.log(ratio) / Math.log(scale);
  const ok = ratio <= GROWTH_AIM * scale;
  return {
    ok,
    text:
      `growth ${scale}x / 1x = ${ratio.toFixed(1)} (${ms(scaledMs)} / ${ms(baseMs)}), exponent ${exponent.toFixed(2)}: ` +
      `${ok ? 'within' : 'OVER'} the aim of ${GROWTH_AIM * scale} (linear)`,
  };
}

/**
 * parseCampaign + the game's turn, best of `runs` (the CSV is parsed outside the timing); the least CPU time
 * (user + system) of the runs, steadier than wall time on a shared machine; and the problems reading it.
 */
export function engineMs(texts: Record<string, string>, game: Game, runs = 3): { ms: number; cpuMs: number; problems: number } {
  let best = Infinity;
  let leastCpu = Infinity;
  let problems = 0;
  for (let i = 0; i < runs; i++) {
    const values = csvSources(texts);
    const cpu = process.cpuUsage();
    const t = timed(() => {
      const loaded = parseCampaign(values);
      const c = loaded.campaign;
      const seed = `${c.settings.diceSeed}:${stamp(c.settings.year, c.settings.season)}`;
      game.process(c, seededDice(seed), seed);
      return loaded.problems.length;
    });
    const used = process.cpuUsage(cpu);
    leastCpu = Math.min(leastCpu, (used.user + used.system) / 1000);
    problems = t.value;
    best = Math.min(best, t.ms);
  }
  return { ms: best, cpuMs: leastCpu, problems };
}

/** Columns the add-on owns on a tab: those left of the first computed column (none on the Order checks tab, all formula). */
export function dataWidth(tab: string, header: unknown[]): number {
  if (tab === ORDER_CHECKS_TAB.name) return 0;
  const spec = findTab(tab) ?? perEmpireSpec(tab);
  const computed = new Set(spec?.columns.filter(isComputed).map((c) => normalizeHeader(c.header)));
  const first = header.findIndex((h) => computed.has(normalizeHeader(h)));
  return first < 0 ? header.length : first;
}

export type Snapshot = Map<string, string>;

/** Every tab's data columns as text (computed columns left out: Sheets computes those, nobody writes them). */
export function snapshot(fake: ReturnType<typeof loadAddOn>['fake']): Snapshot {
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

export function list(map: Map<string, number>, keep: (tab: string, n: number) => boolean): string {
  return [...map]
    .filter(([t, n]) => keep(t, n))
    .map(([t, n]) => (n > 1 ? `${t} ×${n}` : t))
    .join(', ');
}

export const count = (n: number) => n.toLocaleString('en-US');

/** A turn's processing against its floor of Sheets calls, from the snapshots before and after it. */
export interface TurnCalls {
  /** The tabs it must read: the shared ones, the game's (`gameTabs`), each empire's Orders, Report and Report history. */
  mustRead: string[];
  /** The tabs whose data changed. */
  changed: string[];
  /**
   * The tabs read once more just before the first write (rule option J1): each tab it writes but the
   * Undo tab (its own) and those it made, and after a question to the GM (`asked`) every Orders tab too, so that orders
   * typed while the GM decided stop the action instead of waiting unread for the next season.
   */
  reread: string[];
  /**
   * The setValues floor: a changed tab is written from its first changed row to its last, two runs of
   * changed rows apart when the rows between them cost more cells than a write (CELLS_PER_WRITE,
   * blocks.ts writeChangedRows): a season writes the few ships it moved, not the whole Ships tab.
   */
  writeFloor: number;
  reads: Map<string, number>;
  writes: Map<string, number>;
  readCount: number;
  writeCount: number;
}

export function turnCalls(
  probe: SheetsProbe,
  before: Snapshot,
  after: Snapshot,
  empires: string[],
  gameTabs: string[],
  asked: boolean,
): TurnCalls {
  const mustRead = [
    ...TABS.filter((t) => !t.name.includes('{empire}')).map((t) => t.name),
    ...gameTabs,
    ...empires.flatMap((e) => [`Orders ${e}`, `Report ${e}`, `Report history ${e}`]),
  ].filter((t) => before.has(t));
  const changed = [...after.keys()].filter((t) => before.get(t) !== after.get(t));
  const writeFloor = changed.reduce((n, t) => n + changedRuns(before.get(t) ?? '', after.get(t) ?? ''), 0);
  const orders = asked ? empires.map((e) => `Orders ${e}`).filter((t) => before.has(t)) : [];
  // A tab the action made (the first Rulings, say) had nothing to read. Of the tabs it writes, only the Orders
  // tabs are read again: the change trigger New campaign makes reports no change meanwhile (rule option J50).
  const reread = [...new Set([...changed.filter((t) => t.startsWith('Orders ') && before.has(t)), ...orders])];
  const reads = probe.perTab(['Range.getValues', 'Range.getDisplayValues']);
  const writes = probe.perTab(['Range.setValues']);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return { mustRead, changed, reread, writeFloor, reads, writes, readCount: total(reads), writeCount: total(writes) };
}

/** The runs of changed rows between two snapshots of a tab, joined as writeChangedRows joins them. */
function changedRuns(before: string, after: string): number {
  const [was, now] = [before.split('\n'), after.split('\n')];
  const width = (now[0] || was[0]).split('\u0001').length;
  let runs = 0;
  let last = -Infinity;
  for (let i = 0; i < Math.max(was.length, now.length); i++) {
    if ((was[i] ?? '') === (now[i] ?? '')) continue;
    if ((i - last) * width >= CELLS_PER_WRITE) runs++;
    last = i + 1;
  }
  return runs;
}

/** Calls by kind, each against its floor where the action has one. */
/** Prints the calls by kind against their floors; answers how many reads came after the first write. */
export function describeCalls(probe: SheetsProbe, floors: Record<string, number>): number {
  const kinds = probe.byKind();
  const total = probe.calls.length;
  say(`  Sheets calls: ${count(total)} in all, by kind:`);
  for (const [kind, v] of [...kinds].sort((a, b) => b[1].calls - a[1].calls)) {
    const floor = floors[kind];
    // The floor is in calls with no per-cell array: a call that sends every cell is not "under" it.
    const against =
      floor === undefined
        ? ''
        : v.calls === floor && !(v.cells && kind !== 'value writes' && kind !== 'notes')
          ? ` (floor ${floor}: at the floor)`
          : ` (floor ${floor} calls${kind === 'value writes' || kind === 'notes' ? '' : ' with no per-cell array'}: NOT at the floor)`;
    say(
      `    ${kind.padEnd(17)} ${String(v.calls).padStart(6)} calls${v.cells ? `, ${count(v.cells)} cells sent in arrays` : ''}${against}`,
    );
  }
  const methods = new Map<string, number>();
  for (const c of probe.calls) methods.set(c.method, (methods.get(c.method) ?? 0) + 1);
  say(
    `  by method: ${[...methods]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  const late = probe.readsAfterFirstWrite();
  say(
    `  reads after the first write: ${late.length}${late.length ? ` (${[...new Set(late.map((c) => `${c.method}${c.tab ? ` on ${c.tab}` : ''}`))].slice(0, 6).join(', ')})` : ''}`,
  );
  say(
    `  longest cell written: ${count(probe.longest.length)} characters${probe.longest.where ? ` (${probe.longest.where})` : ''}; Sheets holds at most 50,000`,
  );
  return late.length;
}

/**
 * A game's engine benchmark: its campaign generated at `scale` (`textsAt`), described by `units` (its
 * tabs' row counts: "12 empires, 3000 hexes"), the time of `turn` (in words: "a turn of 12 segments"),
 * best of 3 after a warm-up, its growth at 4x and 16x, and the verdict against the 1 s aim at 1x;
 * answers whether it met its aims.
 */
export function engineBench(
  label: string,
  game: Game,
  turn: string,
  textsAt: (scale: number) => Record<string, string>,
  scale: number,
  units: (rows: (tab: string) => number) => string,
  sheets?: (texts: Record<string, string>) => { ok: boolean; text: string },
): boolean {
  const aim = 1000;
  const gen = timed(() => textsAt(scale));
  const texts = gen.value;
  const rows = (tab: string) => texts[tab].split('\n').length - 2;
  const orders = Object.keys(texts)
    .filter((t) => t.startsWith('Orders '))
    .reduce((sum, t) => sum + rows(t), 0);
  say();
  say(`${label} campaign${scale === 1 ? '' : ` at scale ${scale}`}: ${units(rows)}, ${orders} orders; generated in ${ms(gen.ms)}`);
  engineMs(texts, game, 1); // warms the JIT up
  const engine = engineMs(texts, game);
  say(
    `  engine (parseCampaign + ${turn}, best of 3): ${ms(engine.ms)}, CPU ${ms(engine.cpuMs)}${engine.problems ? `, ${engine.problems} problems reading it` : ''}`,
  );
  // The verdict goes by CPU time (least of 3 runs): other work on a shared machine stretches the wall time.
  const grown =
    scale < 1
      ? []
      : [4, 16].map((k) => {
          const run = engineMs(textsAt(scale * k), game);
          const [wall, cpu] = [growthLine(k, run.ms, engine.ms), growthLine(k, run.cpuMs, engine.cpuMs)];
          return { ok: cpu.ok, text: `${wall.text}\n    CPU ${cpu.text}` };
        });
  for (const g of grown) say(`  ${g.text}`);
  const linear = grown.every((g) => g.ok);
  const sheetsSaid = sheets?.(texts);
  say(
    `${label} verdict: engine ${ms(engine.ms)} ${scale === 1 ? `${engine.ms < aim ? 'within' : 'OVER'} the 1 s aim` : "(the aim is the 1x campaign's)"}; ` +
      (grown.length ? `engine CPU time ${linear ? 'linear' : 'NOT linear'} at 4x and 16x` : 'growth measured at scale 1 and above') +
      (sheetsSaid ? `; ${sheetsSaid.text}.` : '.'),
  );
  return linear && (scale !== 1 || engine.ms < aim) && (sheetsSaid?.ok ?? true);
}

/**
 * New campaign and one Process Season through the real bundle in the fake: each one's time and calls by
 * kind, and Process Season's reads and writes against their floor (each tab the turn needs read once,
 * each tab it writes read again just before writing, rule option J1; one setValues per run of changed
 * rows of each tab whose data changed). Shared by the VBAM-SFB and Galactic Conquest benchmarks.
 */
export function processCalls(texts: Record<string, string>, empires: string[], gameTabs: string[], word: string) {
  const { addOn, fake } = loadAddOn(resolve(__dirname, '..', 'dist'));
  const probe = new SheetsProbe(fake, addOn);
  say('  New campaign (importCampaignCsv_):');
  const created = probe.countingOnly(() => probe.action(() => addOn.importCampaignCsv_(texts)));
  say(`  time: ${ms(created.ms)}`);
  const lateCreating = describeCalls(probe, {});
  say(`  ${word} (menuProcessSeason):`);
  const before = probe.countingOnly(() => snapshot(fake));
  const alerts = fake.ui.alerts.length;
  const run = probe.countingOnly(() => probe.action(() => addOn.menuProcessSeason()));
  const after = probe.countingOnly(() => snapshot(fake));
  const shown = fake.ui.alerts[fake.ui.alerts.length - 1];
  const asked = fake.ui.alerts.slice(alerts).some((a) => a.buttons === 'YES_NO');
  say(`  time: ${ms(run.ms)} [${shown?.title ?? ''}: ${shown?.prompt.split('\n')[0].slice(0, 110) ?? ''}]`);
  const lateProcessing = describeCalls(probe, {});
  const { mustRead, changed, reread, writeFloor, reads, writes, readCount, writeCount } = turnCalls(
    probe,
    before,
    after,
    empires,
    gameTabs,
    asked,
  );
  const readFloor = mustRead.length + reread.length;
  say(
    `  getValues ${readCount} (floor ${readFloor}), setValues ${writeCount} (floor ${writeFloor}: the runs of changed rows of the ${changed.length} tabs whose data changed)`,
  );
  const readTwice = list(reads, (t, n) => n > (reread.includes(t) ? 2 : 1));
  if (readTwice) say(`    read more than the floor allows: ${readTwice}`);
  const unread = mustRead.filter((t) => !reads.has(t));
  if (unread.length) say(`    never read: ${unread.join(', ')}`);
  const wroteUnchanged = list(writes, (t) => !changed.includes(t));
  if (wroteUnchanged) say(`    written though unchanged: ${wroteUnchanged}`);
  say(`    changed: ${changed.join(', ')}`);
  const atFloor = readCount <= readFloor && writeCount === writeFloor;
  return { atFloor, readCount, readFloor, writeCount, writeFloor, lateCreating, lateProcessing };
}
