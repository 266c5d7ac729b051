// Three years of the Staley sample (issue 34), as its admirals might write them: eighteen turns of
// orders for npm start -- --game staley --turns 18 (scripts/offline/scripted.ts plays them, every battle
// auto-resolved, every ruling at its default) and test/staleyYears.test.ts.
// - KLI's patrol and new builds march on KZI's capital (on GRN's once at peace), FED's on ISC's, GRN's on
//   LYR's (the sample's races are at War): battles (FF1), claims (FF2), supply (JJ), detection (EE) and the intelligence reports (AAA 9).
// - KLI and FED buy command points (LL4.1), buy and lay minefields round their capitals (BB4, LL4.2),
//   build (LL2, officers MM1), convert a DD to an SC (LL5.2), refit a CA (LL5.1), scrap a freighter (LL10), repair their
//   home fleets (KK: they wait for a repair freighter), call a hex's prospectors unsafe and safe again (GG1.94); KLI bribes ROM (PP2);
//   KLI and KZI make peace in the second year (HH2.2). Espionage (PP1) and income (HH1) run each turn.
// - KLI builds a tug, a pod and a repair freighter: the freighter supports the D9.4 repairs (KK1.1), the GM
//   puts the pod in the tug's fleet, which goes by strategic movement to the BATS the GM placed (DD5) and
//   marches on, the tug towing the pod (DD6). The GM rules ISC's starbase destroyed after Y168 Turn 5's
//   battle there (ST30): FED's claim of the hex is the capital's fall (AA4.1, NN1). Rule option ST100.
// Moves go at most three hexes a turn toward their goal, round the border (BB3.3).
import { axialOf, formatHexId, hexAdd, hexDistance, HEX_DIRECTIONS, parseHexId, placeOf } from '../../src/engine/core/map/hex';
import type { CellEdit, OrderRow, ScriptTurn, TabValues } from './scripted';

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

/** The empire's fleet of a new build of the class (construction.ts names it "New <class>"), '' when none. */
const builtFleet = (tabs: TabValues, empire: string, cls: string) =>
  rows(tabs, 'Fleets').find((f) => f.Empire === empire && f.Name === `New ${cls}`)?.Fleet ?? '';

/**
 * Every fleet of the empire with ships but its home fleet, convoy and repair freighter, toward the
 * goal: the patrol, then each new build; `held` stay.
 */
const march = (tabs: TabValues, empire: string, goal: string, held: string[] = []) => {
  const manned = new Set(rows(tabs, 'Ships').map((s) => s.Fleet));
  const stay = [`${empire}-1`, `${empire}-3`, builtFleet(tabs, empire, 'RF'), ...held];
  return rows(tabs, 'Fleets')
    .filter((f) => f.Empire === empire && manned.has(f.Fleet) && !stay.includes(f.Fleet))
    .flatMap((f) => toward(tabs, f.Fleet, goal));
};

/** The orders of turn n (0 to 17): marches every turn (KLI on GRN once at peace with KZI), the rest on their turns. */
function ordersOf(n: number, tabs: TabValues): Record<string, OrderRow[]> {
  // DD5: the tug and its pod go to the BATS by strategic movement in their first turn, not by a Move.
  const tug = builtFleet(tabs, 'KLI', 'TG');
  const kli: OrderRow[] = march(tabs, 'KLI', n < 9 ? '0904' : '1512', n === 1 ? [tug] : []);
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
    [kli, mines('0912', 'lay 4'), build('0912', 'TG'), build('0912', 'POD'), build('0912', 'RF')],
    [fed, mines('0304', 'buy 2')],
  ]);
  on(n === 1, [
    [fed, mines('0304', 'lay 6'), COMMAND_POINT],
    [kli, ['', 'Bribe', 'ROM', '', '', '1 FED fleet movements'], [tug, 'Strategic', BATS]],
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

/** The Klingon BATS the GM places (rule option ST100): the second large base strategic movement needs (DD5.1). */
const BATS = '0910';
/** ISC's capital, whose ground starbase the GM rules destroyed after Y168 Turn 5's battle there (ST30, ST100). */
const ISC_CAPITAL = '0312';

/** The GM's edits before turn n's orders: the BATS; the pod joins the tug's fleet (DD6); ISC's starbase gone. */
function cellsOf(n: number, tabs: TabValues): CellEdit[] {
  if (n === 0) return [['Systems', BATS, 'Large base', 'BATS']];
  const pod = shipOf(tabs, builtFleet(tabs, 'KLI', 'POD'), 'POD');
  if (n === 1 && pod) return [['Ships', pod, 'Fleet', builtFleet(tabs, 'KLI', 'TG')]];
  if (n === 11) return [['Systems', ISC_CAPITAL, 'Large base', '']];
  return [];
}

const NOTES = [
  'marches begin; KLI lays mines, buys a command point; builds, a tug, a pod and a repair freighter among them',
  'FED lays mines and buys a command point; KLI bribes ROM; the tug tows the pod to the BATS (DD5)',
  'KLI buys mines and converts a DD; repairs',
  "KLI's capital unsafe for prospectors; ROM lays mines",
  'KLI safe again; FED scraps a freighter',
  'KLI refits a CA',
];

/** Eighteen turns: three Staley years (DD1.3: six turns a year). */
export const STALEY_YEARS: ScriptTurn[] = Array.from({ length: 18 }, (_, n) => ({
  note:
    NOTES[n] ??
    (n === 9
      ? 'KLI and KZI make peace'
      : n === 11
        ? "ISC's starbase ruled destroyed"
        : n % 6 === 0
          ? 'a new year: builds and a command point'
          : 'the marches go on'),
  orders: (tabs) => ordersOf(n, tabs),
  cells: (tabs) => cellsOf(n, tabs),
}));
