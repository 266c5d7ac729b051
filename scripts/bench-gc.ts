// The Galactic Conquest benchmark (issue 32), run by npm run bench after the VBAM-SFB one: 12 empires on
// an open arm of 100 × 30 = 3,000 hexes, 110 squadrons each (about 4,100 ships from the sample's
// squadrons), 100 Move orders each (1,200), a reactionary clause in every tenth; no empires at war, so
// all twelve segments run. So that issue 35's parts run every turn at scale: every empire has EFO, REFO and
// CEFO II (D6.25-D6.27, flag operations in each squadron's command check), every tenth squadron is an
// elite second-generation X-squadron (an XCA and an XFF, C21: its speed, sensors and supply), and every
// tenth a Hydran carrier group (a Ranger with fighters and its two Cuirassier escorts: C20 attrition
// loads and CEFO in the squadron check). It prints the engine's time (parseCampaign + the GC turn) and its growth at
// 4x and 16x the campaign (hexes, squadrons and orders alike); through the real bundle in the fake, New
// campaign's and Process Season's Sheets calls against their floor; and every action of both play modes
// priced by the cost model (calls, cells, seconds in real Sheets) at 1x and 4x.
import { formatCsv } from '../src/sheets/tabs/csv';
import type { Cell } from '../src/sheets/tabs/csv';
import { GALACTIC_CONQUEST } from '../src/engine/games/gc';
import { hexName } from '../src/engine/games/gc/base/map';
import { GC_COLUMNS } from '../src/engine/games/gc/tabs';
import { gcSampleTabs } from './gc-campaign';
import { headersOf } from './tab-headers';
import { engineBench } from './bench-sheets';
import { sheetsVerdict } from './bench-actions';

/** The 1x campaign. */
export const GC_BENCH = { empires: 12, cols: 100, rows: 30, squadrons: 110, orders: 100 } as const;
/** The sample's first squadron of each race, as each bench squadron's ships. */
const SQUADRONS = [
  ['D7C', 'D7', 'F5', 'F5'],
  ['Kzinti CC', 'Kzinti CL', 'Kzinti FF'],
  ['Lyran CC', 'Lyran CA', 'Lyran FF'],
  ['Dragoon', 'Knight', 'Lancer'],
] as const;
/** GC C21.10: the bench's second-generation X-ships (as the gc-x2-functions case's), and the carrier group. */
const X2_SQUADRON = ['XCA', 'XFF'] as const;
const CARRIER_GROUP = ['Ranger', 'Cuirassier', 'Cuirassier'] as const;
const X2_CLASSES = (
  [
    ['XCA', 3, 300],
    ['XFF', 4, 120],
  ] as const
).map(([cls, size, bpv]) => ({
  Race: 'Klingon',
  Class: cls,
  Hull: cls,
  'Size class': size,
  EBPV: bpv,
  CBPV: bpv,
  'Dock points': 5,
  'Command rating': 11,
  Year: 198,
  Roles: 'X-ship',
  DAMCON: 3,
  Speed: 31,
  AF: 12,
  DF: 12,
  'AF crippled': 6,
  'DF crippled': 6,
}));
/** A bench squadron's ships: the race's, an X-squadron's or a carrier group's (above). */
const shipsOf = (empire: number, n: number): readonly string[] =>
  n % 10 === 5 ? X2_SQUADRON : n % 10 === 7 ? CARRIER_GROUP : SQUADRONS[empire % SQUADRONS.length];

/**
 * A tab's rows as objects keyed by its header, laid out in the header's order. A cell not given is blank,
 * or, in a count or a tick box, what the turn writes there (0, no): left blank, the first Process Season
 * would write every row of the tab, which a campaign's later turns never do.
 */
const rowsOf = (tab: 'Empires' | 'Systems' | 'Fleets' | 'Ships', header: Cell[], rows: Record<string, Cell>[]): Cell[][] => {
  const first = gcSampleTabs()[tab][1];
  const typeOf = (h: Cell) => GC_COLUMNS[tab]?.find((c) => c.header === h)?.type;
  const blank = (h: Cell, i: number): Cell => {
    const type = typeOf(h);
    // Bogged stays blank up to 15 command slots (D6.90).
    if (String(first?.[i] ?? '') === '0' || ((type === 'int' || type === 'number') && h !== 'Bogged')) return 0;
    return type === 'bool' ? 'no' : '';
  };
  return [header, ...rows.map((r) => header.map((h, i) => r[String(h)] ?? blank(h, i)))];
};

/** The benchmark campaign at `scale` times the 1x one, as CSV texts by tab. */
export function gcBenchTexts(scale: number): Record<string, string> {
  const side = Math.sqrt(scale);
  const [cols, rows] = [Math.round(GC_BENCH.cols * side), Math.round(GC_BENCH.rows * side)];
  const sample = gcSampleTabs();
  const name = (col: number, row: number) => hexName(rows - 1 - row, col);
  const systems: Record<string, Cell>[] = [];
  for (let col = 1; col <= cols; col++)
    for (let row = 0; row < rows; row++) systems.push({ System: name(col, row), X: col, Y: row, Planet: 'Unknown' });
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
      for (const cls of shipsOf(i, n))
        ships.push({
          Ship: `${e.id}-${ships.length + 1}`,
          Empire: e.id,
          Fleet: id,
          Class: cls,
          Crew: 'Normal',
          Condition: 'OK',
          'CO %': 0,
          ...(cls === 'Ranger' ? { Fighters: 6 } : {}),
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
      'Empires',
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
        EEP: 2, // GC B12.50: a homeworld's two turns (rule option GC330)
        'Systems at start': 1,
        Techs: 'EFO, REFO, CEFO II',
      })),
    ),
    Classes: [...sample.Classes, ...X2_CLASSES.map((c) => sample.Classes[0].map((h) => c[String(h) as keyof typeof c] ?? ''))],
    'Class movement': [
      ...sample['Class movement'],
      ...X2_SQUADRON.map((cls) =>
        sample['Class movement'][0].map((h) => ({ Class: cls, 'Warp boxes': 30, 'Move cost': '1', Engines: 'Warp' })[String(h)] ?? ''),
      ),
    ],
    Systems: rowsOf('Systems', sample.Systems[0], systems),
    Fleets: rowsOf('Fleets', sample.Fleets[0], fleets),
    Ships: rowsOf('Ships', sample.Ships[0], ships),
    Treaties: [sample.Treaties[0]],
    Battles: [headersOf('Battles')],
    'Battle ships': [headersOf('Battle ships')],
    ...orders,
  };
  return Object.fromEntries(Object.entries(tabs).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

/** The Galactic Conquest section of npm run bench; answers whether it met its aims. */
export function gcBench(scale: number): boolean {
  return engineBench(
    'Galactic Conquest',
    GALACTIC_CONQUEST,
    'a turn of 12 segments',
    gcBenchTexts,
    scale,
    (rows) => `${GC_BENCH.empires} empires, ${rows('Systems')} hexes, ${rows('Fleets')} squadrons, ${rows('Ships')} ships`,
    (texts) =>
      sheetsVerdict(
        'Galactic Conquest',
        GALACTIC_CONQUEST.tabs.map((t) => t.name),
        gcBenchTexts,
        texts,
        scale,
        GC_HOLD,
      ),
  );
}

/** A squadron's live-check order: Move, holding its hex (D1.60). */
export const GC_HOLD = (fleet: unknown[]) => [fleet[0], 'Move', fleet[3]];
