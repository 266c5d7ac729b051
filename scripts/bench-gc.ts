// The Galactic Conquest benchmark (issue 32), run by npm run bench after the VBAM-SFB one: 12 empires on
// an open arm of 100 × 30 = 3,000 hexes, 110 squadrons each (about 4,300 ships from the sample's
// squadrons), 100 Move orders each (1,200), a reactionary clause in every tenth; no empires at war, so
// all twelve segments run. It prints the engine's time (parseCampaign + the GC turn) and its growth at
// 4x and 16x the campaign (hexes, squadrons and orders alike); through the real bundle in the fake, New
// campaign's and Process Season's Sheets calls against their floor; and every action of both play modes
// priced by the cost model (calls, cells, seconds in real Sheets) at 1x and 4x.
import { formatCsv } from '../src/sheets/tabs/csv';
import type { Cell } from '../src/sheets/tabs/csv';
import { GALACTIC_CONQUEST } from '../src/engine/games/gc';
import { hexName } from '../src/engine/games/gc/map';
import { gcSampleTabs } from './gc-campaign';
import { headersOf } from './tab-headers';
import { engineMs, growthLine, ms, processCalls, say, timed } from './bench-sheets';
import { actionCosts, ActionCost } from './bench-actions';
import { ACTION_AIM_MS } from './bench-cost';

const ENGINE_AIM_MS = 1000;
/** The 1x campaign. */
export const GC_BENCH = { empires: 12, cols: 100, rows: 30, squadrons: 110, orders: 100 } as const;
/** The sample's first squadron of each race, as each bench squadron's ships. */
const SQUADRONS = [
  ['D7C', 'D7', 'F5', 'F5'],
  ['Kzinti CC', 'Kzinti CL', 'Kzinti FF'],
  ['Lyran CC', 'Lyran CA', 'Lyran FF'],
  ['Dragoon', 'Knight', 'Lancer'],
] as const;

/** A tab's rows as objects keyed by its header, laid out in the header's order. */
const rowsOf = (header: Cell[], rows: Record<string, Cell>[]): Cell[][] => [
  header,
  ...rows.map((r) => header.map((h) => r[String(h)] ?? '')),
];

/** The benchmark campaign at `scale` times the 1x one, as CSV texts by tab. */
export function gcBenchTexts(scale: number): Record<string, string> {
  const side = Math.sqrt(scale);
  const [cols, rows] = [Math.round(GC_BENCH.cols * side), Math.round(GC_BENCH.rows * side)];
  const sample = gcSampleTabs();
  const name = (col: number, row: number) => hexName(rows - 1 - row, col);
  const systems: Record<string, Cell>[] = [];
  for (let col = 1; col <= cols; col++)
    for (let row = 0; row < rows; row++) systems.push({ System: name(col, row), X: col, Y: row, Planet: 'Unknown', CPL: 'no' });
  const empires = Array.from({ length: GC_BENCH.empires }, (_, i) => ({
    id: `E${String(i + 1).padStart(2, '0')}`,
    code: String.fromCharCode(65 + i),
    col: 1 + Math.floor((i * cols) / GC_BENCH.empires),
  }));
  const fleets: Record<string, Cell>[] = [];
  const ships: Record<string, Cell>[] = [];
  const orders: Record<string, Cell[][]> = {};
  const ordersHead = sample['Orders KLI'][0];
  for (const [i, e] of empires.entries()) {
    const squadrons = Math.round(GC_BENCH.squadrons * scale);
    orders[`Orders ${e.id}`] = [ordersHead];
    for (let n = 0; n < squadrons; n++) {
      // Squadron numbers 01-999 under fleet letters X, Y, Z (no empire's code, A6.10): A01X … A999X, A01Y …
      const id = `${e.code}${String((n % 999) + 1).padStart(2, '0')}${String.fromCharCode(88 + Math.floor(n / 999))}`;
      const [col, row] = [e.col + (Math.floor(n / rows) % 4), n % rows];
      fleets.push({
        Fleet: id,
        Empire: e.id,
        Name: id,
        Location: name(col, row),
        Status: 'Ready',
        'Arrived in': `Y150 Turn 1`,
        'MP penalty': 0,
      });
      for (const cls of SQUADRONS[i % SQUADRONS.length])
        ships.push({
          Ship: `${e.id}-${ships.length + 1}`,
          Empire: e.id,
          Fleet: id,
          Class: cls,
          Crew: 'Normal',
          Condition: 'OK',
          'CO %': 0,
        });
      if (n < Math.round(GC_BENCH.orders * scale))
        orders[`Orders ${e.id}`].push([id, 'Move', name(col + 1, row), '', '', n % 10 ? '' : 'RX SS at 12', '']);
    }
    Object.assign(
      systems.find((s) => s.System === name(e.col, 0))!,
      { Owner: e.id, 'System class': 'Homeworld' },
    );
  }
  const tabs: Record<string, Cell[][]> = {
    ...Object.fromEntries(Object.entries(sample).filter(([tab]) => !tab.startsWith('Orders '))),
    Empires: rowsOf(
      sample.Empires[0],
      empires.map((e, i) => ({
        Empire: e.id,
        Race: 'Klingon',
        Admiral: `Admiral ${i + 1}`,
        Email: `${e.id.toLowerCase()}@example.com`,
        Status: 'Active',
        VP: 0,
        Code: e.code,
        'Core economics': 100,
        Mobility: 'PT',
        EEP: 9,
        'Systems at start': 1,
      })),
    ),
    Systems: rowsOf(sample.Systems[0], systems),
    Fleets: rowsOf(sample.Fleets[0], fleets),
    Ships: rowsOf(sample.Ships[0], ships),
    Treaties: [sample.Treaties[0]],
    Battles: [headersOf('Battles')],
    'Battle ships': [headersOf('Battle ships')],
    ...orders,
  };
  return Object.fromEntries(Object.entries(tabs).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

/** The Galactic Conquest section of npm run bench; answers whether it met its aims. */
export function gcBench(scale: number): boolean {
  const gen = timed(() => gcBenchTexts(scale));
  const texts = gen.value;
  const lines = (tab: string) => texts[tab].split('\n').length - 2;
  const orders = Object.keys(texts)
    .filter((t) => t.startsWith('Orders '))
    .reduce((sum, t) => sum + lines(t), 0);
  say();
  say(
    `Galactic Conquest campaign${scale === 1 ? '' : ` at scale ${scale}`}: ${GC_BENCH.empires} empires, ${lines('Systems')} hexes, ` +
      `${lines('Fleets')} squadrons, ${lines('Ships')} ships, ${orders} Move orders; generated in ${ms(gen.ms)}`,
  );
  engineMs(texts, GALACTIC_CONQUEST, 1); // warms the JIT up
  const engine = engineMs(texts, GALACTIC_CONQUEST);
  say(
    `  engine (parseCampaign + a turn of 12 segments, best of 3): ${ms(engine.ms)}${engine.problems ? `, ${engine.problems} problems reading it` : ''}`,
  );
  const grown = scale < 1 ? [] : [4, 16].map((k) => growthLine(k, engineMs(gcBenchTexts(scale * k), GALACTIC_CONQUEST).ms, engine.ms));
  for (const g of grown) say(`  ${g.text}`);
  const linear = grown.every((g) => g.ok);
  const empireIds = Object.keys(texts)
    .filter((t) => t.startsWith('Orders '))
    .map((t) => t.slice('Orders '.length));
  const calls = processCalls(
    texts,
    empireIds,
    GALACTIC_CONQUEST.tabs.map((t) => t.name),
    'Process Season',
  );
  const priced = [1, 4].map((k) => ({ k, costs: pricedActions(k === 1 ? texts : gcBenchTexts(scale * k), `${scale * k}x`) }));
  const over = priced.flatMap((p) =>
    p.costs.filter((c) => c.total.central > ACTION_AIM_MS).map((c) => `${p.k * scale}x ${c.mode} ${c.action}`),
  );
  say(
    `Galactic Conquest verdict: engine ${ms(engine.ms)} ${scale === 1 ? `${engine.ms < ENGINE_AIM_MS ? 'within' : 'OVER'} the 1 s aim` : "(the aim is the 1x campaign's)"}; ` +
      (grown.length ? `engine time ${linear ? 'linear' : 'NOT linear'} at 4x and 16x; ` : 'growth measured at scale 1 and above; ') +
      `Sheets calls ${calls.atFloor ? 'at the floor' : 'NOT at the floor'} (reads ${calls.readCount}/${calls.readFloor}, writes ${calls.writeCount}/${calls.writeFloor}); ` +
      `${calls.lateCreating + calls.lateProcessing} reads after the first write; ` +
      `every action ≤ 3 minutes at the cost model's central values at ${scale}x and ${scale * 4}x: ${over.length ? `NO (${over.join(', ')})` : 'yes'}.`,
  );
  return linear && calls.atFloor && !over.length && (scale !== 1 || engine.ms < ENGINE_AIM_MS);
}

/** A squadron's live-check order: Move, holding its hex (D1.60). */
const holdOrder = (fleet: unknown[]) => [fleet[0], 'Move', fleet[3]];

/** Every action of both play modes on the campaign, priced; one line of central seconds per mode. */
function pricedActions(texts: Record<string, string>, label: string): ActionCost[] {
  say();
  say(`Galactic Conquest at ${label}, every action of both play modes:`);
  const costs = (['Shared workbook', 'Private workbooks'] as const).flatMap((mode) => actionCosts(texts, mode, holdOrder));
  for (const mode of new Set(costs.map((c) => c.mode)))
    say(
      `  ${label} ${mode}, central estimate per action: ` +
        costs
          .filter((c) => c.mode === mode)
          .map((c) => `${c.action} ${(c.total.central / 1000).toFixed(1)} s`)
          .join(', '),
    );
  return costs;
}
