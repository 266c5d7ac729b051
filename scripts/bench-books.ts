// Private admiral workbooks at the benchmark size (issues 18 item 4, 19 items 1 and 5): the benchmark
// campaign (scripts/bench-campaign.ts) in Play mode Private workbooks, through the real bundle in the
// in-memory fake. Prints, for Create / update and Process Season, the cells written into the admiral
// workbooks and into the GM's; for one live check (an admiral types one order), its calls, openById,
// cells read and time, at the start and after `--seasons` seasons of history; and the checks a day
// that fit Google's daily trigger runtime (90 minutes consumer, 6 hours Workspace) at the published
// per-call and per-cell costs (README, "Private admiral workbooks"). A report, not a test.
//
//   npm run bench:books                         this branch's dist/
//   npm run bench:books -- --dist ../main/dist  another build (e.g. before a change), same campaign
//   npm run bench:books -- --seasons 10         fewer seasons of history (default 40)
import { join, resolve } from 'path';
import { performance } from 'perf_hooks';
import { loadAddOn } from '../test/fake/addon';
import { FakeRange } from '../test/fake/range';
import { generateCampaign, scaledCampaign } from './bench-campaign';

const ROOT = resolve(__dirname, '..');
const say = (line = '') => process.stdout.write(line + '\n');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
/** Published Apps Script costs (README): about 30 ms a call; a cell 0.0125-0.14 ms (central 0.05). */
const MS_PER_CALL = 30;
const MS_PER_CELL = 0.05;
const DAY_MS = { consumer: 90 * 60 * 1000, workspace: 6 * 60 * 60 * 1000 };

/** Cells read and written per spreadsheet id while recording. */
const cells = { read: new Map<string, number>(), written: new Map<string, number>() };
/** Cells written into the admiral workbooks by tab, while recording. */
const byTab = new Map<string, number>();
let recording = false;
const proto = FakeRange.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
for (const [method, into] of [
  ['getValues', cells.read],
  ['setValues', cells.written],
] as const) {
  const original = proto[method];
  proto[method] = function (this: FakeRange, ...args: unknown[]) {
    const out = original.apply(this, args);
    if (recording) {
      const grid = (method === 'getValues' ? out : args[0]) as unknown[][];
      const n = grid.reduce((s, r) => s + r.length, 0);
      into.set(this.wb.id, (into.get(this.wb.id) ?? 0) + n);
      if (method === 'setValues' && this.wb.id !== gm) byTab.set(this.ref.sheet.name, (byTab.get(this.ref.sheet.name) ?? 0) + n);
    }
    return out;
  };
}

let gm = '';
const dist = resolve(arg('--dist') ?? join(ROOT, 'dist'));
const seasons = Number(arg('--seasons') ?? 40);
let { addOn, fake } = loadAddOn(dist, { stillClock: true });
gm = fake.spreadsheet.getId();

interface Measured {
  ms: number;
  calls: number;
  openById: number;
  gmRead: number;
  booksRead: number;
  gmWritten: number;
  booksWritten: number;
}

function measure(fn: () => void): Measured {
  cells.read.clear();
  cells.written.clear();
  byTab.clear();
  fake.resetCalls();
  recording = true;
  const t0 = performance.now();
  try {
    fn();
  } finally {
    recording = false;
  }
  const ms = performance.now() - t0;
  const sum = (m: Map<string, number>, mine: boolean) => [...m].filter(([id]) => (id === gm) === mine).reduce((s, [, n]) => s + n, 0);
  return {
    ms,
    calls: Object.values(fake.calls).reduce((s, n) => s + n, 0),
    openById: fake.count('SpreadsheetApp.openById'),
    gmRead: sum(cells.read, true),
    booksRead: sum(cells.read, false),
    gmWritten: sum(cells.written, true),
    booksWritten: sum(cells.written, false),
  };
}

const count = (n: number) => n.toLocaleString('en-US');
const show = (label: string, m: Measured) => {
  say(
    `${label}: ${m.ms.toFixed(0)} ms in the fake, ${count(m.calls)} calls (${m.openById} openById); cells read: GM ${count(m.gmRead)}, ` +
      `admiral workbooks ${count(m.booksRead)}; cells written: GM ${count(m.gmWritten)}, admiral workbooks ${count(m.booksWritten)}`,
  );
  if (m.booksWritten)
    say(
      `  admiral cells written by tab: ${[...byTab]
        .sort((a, b) => b[1] - a[1])
        .map(([t, n]) => `${t} ${count(n)}`)
        .join(', ')}`,
    );
};
const lastAlert = () => fake.ui.alerts[fake.ui.alerts.length - 1];

function setPlayMode(): void {
  const rows = fake.sheetValues('Campaign');
  const at = rows.findIndex((r) => r[0] === 'Play mode');
  const row = at < 0 ? rows.length + 1 : at + 1;
  fake.spreadsheet
    .getSheetByName('Campaign')!
    .getRange(row, 1, 1, 2)
    .setValues([['Play mode', 'Private workbooks']]);
}

/** One admiral types one order; the edit trigger checks it. */
function liveCheck(): Measured {
  const empires = fake.sheetValues('Empires');
  const kli = empires.find((r) => r[0] === empires[1][0])!;
  const id = String(kli[empires[0].indexOf('Workbook id')]);
  const email = String(kli[empires[0].indexOf('Email')]);
  const fleet = fake.sheetValues('Fleets').find((r) => r[1] === kli[0])![0];
  return measure(() => fake.drive.userEdit(email, id, 'Orders', 'A2', [[fleet, 'Stay', '', '', '', '']]));
}

function budget(label: string, m: Measured): void {
  const model = m.calls * MS_PER_CALL + (m.gmRead + m.booksRead + m.gmWritten + m.booksWritten) * MS_PER_CELL;
  say(
    `  ${label}: about ${(model / 1000).toFixed(1)} s a check at ${MS_PER_CALL} ms a call and ${MS_PER_CELL} ms a cell: ` +
      `${count(Math.floor(DAY_MS.consumer / model))} checks a day in 90 minutes (consumer), ${count(Math.floor(DAY_MS.workspace / model))} in 6 hours (Workspace)`,
  );
}

function main(): void {
  const o = scaledCampaign(1);
  say(`Private admiral workbooks, benchmark campaign (${o.empires} empires, ${o.systems} systems), bundle ${dist}`);
  const texts = generateCampaign(o).texts;
  addOn.importCampaignCsv_(texts);
  setPlayMode();
  const created = measure(() => addOn.menuAdmiralWorkbooks());
  show('Create / update', created);
  const season = measure(() => addOn.menuProcessSeason());
  say(`  [${lastAlert().title}] ${lastAlert().prompt.split('\n')[0].slice(0, 120)}`);
  show('Process Season', season);
  const first = liveCheck();
  show('One live check', first);
  budget('after one season', first);
  // History: the same campaign at peace (no battle to resolve between seasons), processed season after season.
  ({ addOn, fake } = loadAddOn(dist, { stillClock: true }));
  addOn.importCampaignCsv_({ ...texts, Treaties: texts.Treaties.replace(/,War,/g, ',Normal,') });
  setPlayMode();
  addOn.menuAdmiralWorkbooks();
  let done = 0;
  for (; done < seasons; done++) {
    addOn.menuProcessSeason();
    if (!/processed/.test(lastAlert().prompt)) {
      say(
        `  stopped after ${done} seasons: [${lastAlert().title}] ${lastAlert().prompt.split('\n').slice(0, 3).join(' / ').slice(0, 200)}`,
      );
      break;
    }
  }
  const grown = liveCheck();
  const rows = (tab: string) => fake.sheetValues(tab).length;
  say(
    `The campaign at peace after ${done} seasons: Log ${count(rows('Log'))} rows, Treasury ${count(rows('Treasury'))}, Diplomacy ${count(rows('Diplomacy'))}`,
  );
  show('One live check', grown);
  budget(`after ${done} seasons`, grown);
}

main();
