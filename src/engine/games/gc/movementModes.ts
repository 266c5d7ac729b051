// GC D3-D5: the fast ways to move. HPM (D3.10): with the tech, ships of tactical speed 35 and up move 4
// hexes (speed.ts). DTM (D4.10, from Y160) and TWM (D5.11, from Y178): the hexes of a Move's Target in
// braces, "I20 I21 {I22 I23}", are moved at double (Extras TWM: four times) speed, each costing a half (a
// quarter) of a move, along the empire's own trade routes; no RX or searching that turn (D4.22, D2.37),
// no R1 units or PFs (D4.24, C20.30). A squadron that used DTM fights at AF and DF -20% until Y178 (D4.21);
// one that used TWM declines combat until Y185 unless a bottleneck forces it (D5.12).

import type { RowColumn } from '../../core/game';
import type { Campaign, Fleet, Order } from '../../core/model';
import type { World } from '../../core/world';
import { sameName } from '../../core/ids';
import { tradeRoutes } from './tradeRoutes';
import { CLASS_MOVEMENT, extraRow } from './rows';

export const MOVEMENT_MODE = 'Movement mode';

export const MOVEMENT_MODE_COLUMN: RowColumn = {
  header: MOVEMENT_MODE,
  type: 'text',
  seenBy: 'owner',
  note: "GC D4.10, D5.11: DTM or TWM when this turn's Move used it (hexes in braces in Target), set by the Move order and cleared as the turn ends.",
};

export type Mode = 'DTM' | 'TWM';
const MODES: Record<Mode, { factor: number; from: number; rule: string }> = {
  DTM: { factor: 2, from: 160, rule: 'GC D4.10' },
  TWM: { factor: 4, from: 178, rule: 'GC D5.11' },
};
/** GC D5.12: until this year a squadron on TWM may not engage unless a bottleneck forces it. */
const TWM_COMBAT_UNTIL = 185;
/** GC D4.21, D4.23: DTM's AF and DF cut in a battle, in %, until this year. */
export const DTM_CUT = { percent: 20, until: 178 };

/** One hex of a course, and whether it is moved at DTM or TWM (in braces). */
export interface Leg {
  readonly hex: string;
  readonly fast: boolean;
}

/** The hexes a Move order's Target names, in order, without the one the squadron starts in; braces mark the fast ones (D4.10). */
export function courseLegs(f: Fleet, target: string): Leg[] {
  let fast = false;
  const legs: Leg[] = [];
  for (const t of target
    .toUpperCase()
    .replace(/([{}])/g, ' $1 ')
    .split(/[\s,>]+|-\s*/)) {
    if (t === '{' || t === '}') fast = t === '{';
    else if (t) legs.push({ hex: t, fast });
  }
  return legs[0]?.hex === f.location ? legs.slice(1) : legs;
}

/** The fast mode a Move order asks for: TWM when Extras says so, else DTM; none without braces. */
export const modeOf = (o: Order, legs: readonly Leg[]): Mode | undefined =>
  !legs.some((l) => l.fast) ? undefined : /\bTWM\b/i.test(o.extras) ? 'TWM' : 'DTM';

/** What a fast hex costs of a move (a half at DTM, a quarter at TWM). */
export const legCost = (mode: Mode | undefined, leg: Leg): number => (leg.fast && mode ? 1 / MODES[mode].factor : 1);

/** Why the squadron may not move its fast hexes so, or undefined (D4.10, D4.22, D4.24, D5.11, C20.30, D2.37). */
export function modeProblem(w: World, f: Fleet, legs: readonly Leg[], mode: Mode, rx: number): string | undefined {
  const m = MODES[mode];
  if (w.c.settings.year < m.from) return `${mode} is not available until Y${m.from} (${m.rule})`;
  if (rx > 0) return `a squadron using ${mode} may use no RX this turn (GC D4.22)`;
  const searching = (w.c.orders[f.empire] ?? []).some((o) => sameName(o.kind, 'Search') && sameName(o.fleet, f.id));
  if (searching) return `${f.id} searches this turn: searching is RX, which ${mode} forbids (GC D2.37, D4.22)`;
  const slow = w.shipsOf(f.id).find((s) => {
    const row = (w.c.tables?.[CLASS_MOVEMENT] ?? []).find((r) => sameName(r.Class, s.shipClass));
    return ['Freighter', 'Fast transport'].includes(String(row?.Engines ?? '')) || w.classOf(s)?.hull === 'PF';
  });
  if (slow) return `${slow.id} (${slow.shipClass}) is an R1 unit or PF, which may not use ${mode} (GC D4.24, C20.30)`;
  const route = new Set(tradeRoutes(w.c, f.empire).flatMap((t) => t.hexes));
  const off = legs.flatMap((l, i) => (l.fast ? [i ? legs[i - 1].hex : f.location, l.hex] : [])).find((h) => !route.has(h));
  return off ? `${off} is on none of ${f.empire}'s trade routes: ${mode} runs only along them (GC D4.10)` : undefined;
}

/** GC D4.21, D4.23: the AF and DF change, in %, of a squadron that used DTM this turn. */
export function modeFactorCut(c: Campaign, fleet: string): number {
  return extraRow(c, 'Fleets', fleet)[MOVEMENT_MODE] === 'DTM' && c.settings.year < DTM_CUT.until ? -DTM_CUT.percent : 0;
}

/** GC D5.12: until Y185 a squadron that used TWM this turn declines an engagement that no enemy bottleneck forced on it. */
export function declinesAtTwm(w: World, f: Fleet, hex: string, forced: boolean): boolean {
  if (extraRow(w.c, 'Fleets', f.id)[MOVEMENT_MODE] !== 'TWM' || w.c.settings.year >= TWM_COMBAT_UNTIL || forced) return false;
  const text = `${f.id} is on trans-warp and declines the engagement at ${hex} (GC D5.12)`;
  w.log('Movement', f.empire, text, 'GC D5.12');
  w.report(f.empire, 'Battles', `${text}.`);
  return true;
}
