// Minefields (BB4, LL4.2). Each government starts with 12 packages in stock (BB4.31), buys more at a
// large base or NCD of its own at the GM's M6.0 price (LL4.2), and lays them round a planet or large
// base of its own hex (BB4.1), by the base there or a minelayer or minesweeper of its in the hex (BB4.3).
// A laid field changes nothing on the campaign map: it is set up in the scenario of a battle in its hex
// (the battle card says so, with BB4.2-BB4.22 for the fleets' own mines). It is secret: the race that
// laid it sees it, and a race only once it has found it, by a battle in the hex or a minesweeper of its
// ending a phase there. Choices: rule options ST80-ST81.

import type { GameOption, GameRow, GameTab, RowColumn } from '../../core/game';
import type { Campaign, Fleet, Order } from '../../core/model';
import { hasRole } from '../../core/model';
import type { ViewRules } from '../../core/view';
import type { World } from '../../core/world';
import { cells, largeBaseOf, terrainOf, Terrain } from './map';
import { docksAt } from './shipyards';
import { supplyOf } from './supply';

/** BB4.31: the packages each government starts with. */
export const STARTING_PACKAGES = 12;
/** BB4.1: the terrain of a planet (a large base anywhere will do too). */
const PLANETS: readonly Terrain[] = ['Star system', 'Rogue N planet', 'Rogue gas giant'];
const DETECTED = 'Detected by';

export const MINE_PACKAGES_COLUMN: RowColumn = {
  header: 'Mine packages',
  type: 'int',
  seenBy: 'owner',
  note: 'BB4.31, LL4.2: minefield packages in stock, not laid (12 at the start; a Minefield order buys or lays them).',
};

export const MINEFIELDS_TAB: GameTab = {
  name: 'Minefields',
  note: 'BB4: the minefields laid, one row a race and hex; a race sees its own and those it has found, never who else found them.',
  columns: [
    { header: 'Empire', type: 'text', note: 'The race that laid it.' },
    { header: 'Hex', type: 'text', note: 'BB4.1: a hex with a planet or a large base.' },
    { header: 'Packages', type: 'int', note: 'M6.33: the packages laid there.' },
    {
      header: DETECTED,
      type: 'list',
      note: 'The races that found it (a battle in the hex, or a minesweeper ending a phase there): the GM alone sees this column.',
    },
  ],
};

export const MINE_OPTIONS = {
  minePackage: [
    'Staley mine package EBPV',
    '10',
    ['5', '10', '15', '20', '25', '30'],
    "Staley LL4.2: the price of a minefield package; the document sends it to SFB's M6.0, which it does not give (rule option ST80).",
  ],
} as const satisfies Record<string, GameOption>;

const price = (c: Campaign) => Number(c.options?.minePackage ?? MINE_OPTIONS.minePackage[1]);
const rows = (w: World) => ((w.c.tables ??= {})[MINEFIELDS_TAB.name] ??= []);
const fieldOf = (w: World, empire: string, hex: string) => rows(w).find((r) => r.Empire === empire && r.Hex === hex);
const detectedBy = (r: GameRow) => (Array.isArray(r[DETECTED]) ? (r[DETECTED] as string[]) : []);
const stock = (w: World, empire: string) => Number(cells(w.c, 'Empires', empire)[MINE_PACKAGES_COLUMN.header]) || 0;
const hasMineShip = (w: World, f: Fleet) =>
  w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'minesweeper') || hasRole(w.classOf(s), 'minelayer'));

/** Minefield: Target the hex, Extras "buy N" (LL4.2) or "lay N" (BB4.1, BB4.3). */
export function minefieldOrder(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const hex = w.system(o.target.trim());
  if (!hex || hex.owner !== empire) return { refused: `${o.target || '(blank Target)'} is not a hex of yours (BB4.1)` };
  const m = /^(buy|lay)\s+(\d+)$/i.exec(o.extras.trim());
  if (!m || Number(m[2]) < 1) return { refused: 'write "buy N" or "lay N" (N packages) in Extras (LL4.2, BB4.3)' };
  const n = Number(m[2]);
  const row = cells(w.c, 'Empires', empire);
  if (m[1].toLowerCase() === 'buy') {
    if (!largeBaseOf(w.c, hex.id) && !docksAt(w, hex.id).length)
      return { refused: `${hex.id} has no large base or NCD to make mines (LL4.2)` };
    const cost = n * price(w.c);
    if (w.treasury(empire) < cost) return { refused: `${n} package(s) cost ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
    row[MINE_PACKAGES_COLUMN.header] = stock(w, empire) + n;
    w.addLedger(empire, -cost, 'Mine packages', 'LL4.2');
    return { done: `${n} package(s) at ${hex.id} for ${cost} EBPV: ${stock(w, empire)} in stock (LL4.2)` };
  }
  const base = largeBaseOf(w.c, hex.id);
  if (!base && !PLANETS.includes(terrainOf(w.c, hex.id))) return { refused: `${hex.id} has no planet or large base to mine (BB4.1)` };
  if (!base && !w.fleetsAt(hex.id).some((f) => f.empire === empire && hasMineShip(w, f)))
    return { refused: `no base or minelayer of yours at ${hex.id} to lay them (BB4.3)` };
  if (n > stock(w, empire)) return { refused: `${stock(w, empire)} package(s) in stock (BB4.31, LL4.2)` };
  row[MINE_PACKAGES_COLUMN.header] = stock(w, empire) - n;
  const field = fieldOf(w, empire, hex.id);
  if (field) field.Packages = Number(field.Packages) + n;
  else rows(w).push({ Empire: empire, Hex: hex.id, Packages: n, [DETECTED]: [] });
  return { done: `${n} package(s) laid at ${hex.id}: ${fieldOf(w, empire, hex.id)!.Packages} there (BB4.1)` };
}

/** The races now knowing a race's field there learn it (a row is found once). */
function found(w: World, hex: string, empires: readonly string[]): void {
  for (const r of rows(w).filter((x) => x.Hex === hex)) {
    const fresh = empires.filter((e) => e !== r.Empire && !detectedBy(r).includes(e));
    if (!fresh.length) continue;
    r[DETECTED] = [...detectedBy(r), ...fresh];
    for (const e of fresh) w.report(e, 'Vision', `${r.Empire}'s minefield of ${r.Packages} package(s) at ${hex} (BB4).`);
  }
}

/** After each phase's moves: a race's minesweeper standing in a mined hex finds the fields there (ST81). */
export function sweepStep(w: World): void {
  const mined = new Set(rows(w).map((r) => String(r.Hex)));
  for (const hex of mined) {
    const sweepers = w.fleetsAt(hex).filter((f) => w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'minesweeper')));
    found(w, hex, [...new Set(sweepers.map((f) => f.empire))]);
  }
}

/** The battle card's BB4 lines for a battle in the hex: the fields laid there (both sides find them) and the fleets' own mines. */
export function mineLines(w: World, hex: string, sides: readonly Fleet[][]): string[] {
  found(
    w,
    hex,
    sides.map((s) => s[0].empire),
  );
  const lines = rows(w)
    .filter((r) => r.Hex === hex && Number(r.Packages) > 0)
    .map(
      (r) =>
        `BB4, M6.33: ${r.Empire}'s minefield of ${r.Packages} package(s) round the ${largeBaseOf(w.c, hex) || 'planet'} of ${hex}, set up by ${r.Empire} by M6 before the scenario.`,
    );
  for (const side of sides) {
    const out = side.some((f) => w.shipsOf(f.id).some((s) => supplyOf(w, s) === 'Out of supply'));
    if (side.some((f) => hasMineShip(w, f)))
      lines.push(
        out
          ? `BB4.21: ${side[0].empire} is out of supply: its minesweepers' t-bombs may restock its ships' t-bombs to each ship's limit.`
          : `BB4.2: ${side[0].empire}'s minesweepers and minelayers hand none of their mines to other ships before the scenario.`,
      );
    if (out && /romulan/i.test(w.c.empires.find((e) => e.id === side[0].empire)?.race ?? ''))
      lines.push(`BB4.22: ${side[0].empire} is out of supply: its fleet may restock its NSMs.`);
  }
  return lines;
}

/** BB4: an admiral sees its own fields and those it found, without the GM's Detected by; other tabs by `rest`. */
export function minefieldRows(rest: ViewRules['tableRows']): ViewRules['tableRows'] {
  return (w, empire, tab, all) =>
    tab === MINEFIELDS_TAB.name
      ? all
          .filter((r) => r.Empire === empire || detectedBy(r).includes(empire))
          .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== DETECTED)))
      : rest(w, empire, tab, all);
}
