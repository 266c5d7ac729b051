// Three years of the Staley sample (issue 34), as its admirals might write them: eighteen turns of
// orders for npm start -- --game staley --turns 18 (scripts/offline/scripted.ts plays them, every battle
// auto-resolved, every ruling at its default) and test/staleyYears.test.ts.
// - KLI's patrol and new builds march on KZI's capital (on GRN's once at peace), FED's on ISC's, GRN's on
//   LYR's (the sample's races are at War): battles (FF1), claims (FF2), supply (JJ), detection (EE) and the intelligence reports (AAA 9).
// - KLI and FED buy command points (LL4.1), buy and lay minefields round their capitals (BB4, LL4.2),
//   build (LL2, officers MM1), convert a DD to an SC (LL5.2), refit a CA (LL5.1), scrap a freighter (LL10), repair their
//   home fleets (KK: they wait for a repair freighter), call a hex's prospectors unsafe and safe again (GG1.94); KLI bribes ROM (PP2);
//   KLI and KZI make peace in the second year (HH2.2). Espionage (PP1) and income (HH1) run each turn.
// Moves go at most three hexes a turn toward their goal, round the border (BB3.3).
import { axialOf, formatHexId, hexAdd, hexDistance, HEX_DIRECTIONS, parseHexId, placeOf } from '../../src/engine/core/map/hex';
import type { OrderRow, ScriptTurn, TabValues } from './scripted';

const str = (x: unknown) => String(x ?? '').trim();

/** The rows of a tab as objects by header. */
function rows(tabs: TabValues, tab: string): Record<string, string>[] {
  const [header = [], ...body] = tabs(tab);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [str(h), str(r[i])])));
}

/** Where the fleet stands ('' when it is gone). */
const at = (tabs: TabValues, fleet: string) => rows(tabs, 'Fleets').find((f) => f.Fleet === fleet)?.Location ?? '';

/** Up to `steps` hexes from the fleet toward `goal`, each the open neighbour nearest it (no border, BB3.3). */
function toward(tabs: TabValues, fleet: string, goal: string, steps = 3): OrderRow[] {
  const open = new Set(
    rows(tabs, 'Systems')
      .filter((s) => s.Terrain !== 'Border')
      .map((s) => s.System),
  );
  const target = parseHexId(goal);
  let here = parseHexId(at(tabs, fleet));
  if (!here || !target) return [];
  const path: string[] = [];
  while (path.length < steps && formatHexId(here) !== goal) {
    const next = HEX_DIRECTIONS.map((d) => placeOf(hexAdd(axialOf(here!), d)))
      .filter((p) => open.has(formatHexId(p)) && !path.includes(formatHexId(p)))
      .sort((a, b) => hexDistance(axialOf(a), axialOf(target)) - hexDistance(axialOf(b), axialOf(target)))[0];
    if (!next || hexDistance(axialOf(next), axialOf(target)) >= hexDistance(axialOf(here), axialOf(target))) break;
    path.push(formatHexId(next));
    here = next;
  }
  return path.length ? [[fleet, 'Move', path.join(' > ')]] : [];
}

/** The empire's first ship of a class in the fleet, '' when none. */
const shipOf = (tabs: TabValues, fleet: string, cls: string) =>
  rows(tabs, 'Ships').find((s) => s.Fleet === fleet && s.Class === cls)?.Ship ?? '';

const build = (hex: string, cls: string): OrderRow => ['', 'Build', hex, '', cls];
const mines = (hex: string, what: string): OrderRow => ['', 'Minefield', hex, '', '', what];
const COMMAND_POINT: OrderRow = ['', 'Command point', ''];

/** Every fleet of the empire but its home fleet and convoy, toward the goal: the patrol, then each new build. */
const march = (tabs: TabValues, empire: string, goal: string) =>
  rows(tabs, 'Fleets')
    .filter((f) => f.Empire === empire && ![`${empire}-1`, `${empire}-3`].includes(f.Fleet))
    .flatMap((f) => toward(tabs, f.Fleet, goal));

/** The orders of turn n (0 to 17): marches every turn (KLI on GRN once at peace with KZI), the rest on their turns. */
function ordersOf(n: number, tabs: TabValues): Record<string, OrderRow[]> {
  const kli: OrderRow[] = march(tabs, 'KLI', n < 9 ? '0904' : '1512');
  const fed: OrderRow[] = march(tabs, 'FED', '0312');
  const grn: OrderRow[] = march(tabs, 'GRN', '1504');
  const kzi: OrderRow[] = [];
  const rom: OrderRow[] = [];
  /** The orders of each race on the turns they fall. */
  const on = (when: boolean, orders: [OrderRow[], ...OrderRow[]][]) => when && orders.forEach(([list, ...more]) => list.push(...more));
  on(n % 6 === 0, [
    [kli, build('0912', 'DD'), COMMAND_POINT],
    [fed, build('0304', 'CA')],
    [rom, build('2112', 'DD')],
  ]);
  on(n === 0, [
    [kli, mines('0912', 'lay 4')],
    [fed, mines('0304', 'buy 2')],
  ]);
  on(n === 1, [
    [fed, mines('0304', 'lay 6'), COMMAND_POINT],
    [kli, ['', 'Bribe', 'ROM', '', '', '1 FED fleet movements']],
  ]);
  // KK3.42: D9.4 repairs at the capitals, which wait for a repair freighter or FRD within 4 hexes (KK3.43).
  on(n === 2, [
    [kli, mines('0912', 'buy 2'), ['KLI-1', 'Convert', '', shipOf(tabs, 'KLI-1', 'DD'), 'SC'], ['KLI-1', 'Repair', '', '', '', 'phases 1']],
    [fed, ['FED-1', 'Repair', '', '', '', 'phases 1']],
  ]);
  on(n === 3, [
    [kli, ['', 'Civilians', '0912', '', '', 'unsafe']],
    [rom, mines('2112', 'lay 3')],
  ]);
  on(n === 4, [
    [kli, ['', 'Civilians', '0912', '', '', 'safe']],
    [fed, ['FED-3', 'Scrap', '', shipOf(tabs, 'FED-3', 'FT')]],
  ]);
  on(n === 5, [[kli, ['KLI-1', 'Refit', '', shipOf(tabs, 'KLI-1', 'CA'), 'phaser-3', '10']]]);
  on(n === 9, [
    [kli, ['', 'Make peace', 'KZI']],
    [kzi, ['', 'Make peace', 'KLI']],
  ]);
  return { KLI: kli, FED: fed, GRN: grn, KZI: kzi, ROM: rom };
}

const NOTES = [
  'marches begin; KLI lays mines, buys a command point; builds',
  'FED lays mines and buys a command point; KLI bribes ROM',
  'KLI buys mines and converts a DD; repairs',
  "KLI's capital unsafe for prospectors; ROM lays mines",
  'KLI safe again; FED scraps a freighter',
  'KLI refits a CA',
];

/** Eighteen turns: three Staley years (DD1.3: six turns a year). */
export const STALEY_YEARS: ScriptTurn[] = Array.from({ length: 18 }, (_, n) => ({
  note: NOTES[n] ?? (n === 9 ? 'KLI and KZI make peace' : n % 6 === 0 ? 'a new year: builds and a command point' : 'the marches go on'),
  orders: (tabs) => ordersOf(n, tabs),
}));
