// GC D3 (high powered movement), D4 (double time) and D5 (trans-warp). HPM lets a class of tactical speed
// 35 or more move four hexes (D3.10). A Move order writes its double-time stretches in braces,
// "I9 {I10 I11}" (D4.10), and Extras "TWM" makes them trans-warp (D5.11): each hex there costs half a
// strategic move (a quarter with TWM), on the empire's own trade routes only, with no RX that turn (D4.22);
// the Fleets column High speed keeps it for the turn's battles (D4.21, D5.12).

import type { RowColumn } from '../../../core/game';
import type { Campaign, Fleet, Order } from '../../../core/model';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { hasTech } from '../base/techs';
import { tradeRoutes } from '../base/tradeRoutes';

export const HPM = 'HPM';
export const HIGH_SPEED = 'High speed';
type Mode = 'DTM' | 'TWM';
/** D4.10, D5.11: each mode's first year, speed multiple; D4.23, D5.12: the year its combat rule ends. */
const MODES: Record<Mode, { from: number; times: number; until: number; rule: string }> = {
  DTM: { from: 160, times: 2, until: 178, rule: 'GC D4.10' },
  TWM: { from: 178, times: 4, until: 185, rule: 'GC D5.11' },
};
/** D4.21: a squadron engaged on double time fights at AF and DF -20% (until Y178). */
const DTM_CUT = -20;

export const HIGH_SPEED_COLUMN: RowColumn = {
  header: HIGH_SPEED,
  type: 'text',
  seenBy: 'owner',
  note: 'GC D4, D5: DTM or TWM when its Move order this turn went on double time or trans-warp (braces in its course); cleared as the turn ends.',
};

/** D3.10: the empire has high powered movement. */
export const hasHpm = (c: Campaign, empire: string): boolean => hasTech(c, empire, HPM);

/** The course's hexes in braces (D4.10), by their place in the course (the start hex, when written first, not counted). */
export function bracedHexes(target: string, start: string): Set<number> {
  const out = new Set<number>();
  let inside = false;
  let i = 0;
  for (const token of target
    .toUpperCase()
    .split(/[\s,>]+|-\s*/)
    .filter(Boolean)) {
    const hex = token.replace(/[{}]/g, '');
    if (token.startsWith('{')) inside = true;
    if (hex && !(i === 0 && !out.size && hex === start && !inside)) {
      if (inside) out.add(i);
      i++;
    }
    if (token.endsWith('}')) inside = false;
  }
  return out;
}

/**
 * A Move order's strategic moves spent on `course` (braced hexes count 1/2, or 1/4 on TWM), or why its
 * double time or trans-warp may not be used (D4.10, D4.22, D4.24, D5.11, C20.30).
 */
export function highSpeedCost(w: World, f: Fleet, o: Order, course: readonly string[], rx: number, freighter: boolean): number | string {
  const braced = bracedHexes(o.target, f.location);
  if (!braced.size) return course.length;
  const mode = orderMode(o, f.location) || 'DTM';
  const m = MODES[mode];
  if (w.c.settings.year < m.from) return `no ${mode} before Y${m.from} (${m.rule})`;
  if (freighter) return `${f.id} has freighters or R1 units: they use neither DTM nor TWM (GC D4.24)`;
  if (rx) return `${f.id} may not use RX in a turn on ${mode} (GC D4.22)`;
  // C20.30: PFs use no special movement; the squadron carrying them keeps to their speed (rule option GC234).
  if (w.shipsOf(f.id).some((s) => s.pfs > 0)) return `${f.id} carries PFs or interceptors: they use neither DTM nor TWM (GC C20.30)`;
  const route = new Set(tradeRoutes(w.c, f.empire).flatMap((t) => t.hexes));
  const from = [f.location, ...course];
  const off = [...braced].find((i) => !route.has(course[i]) || !route.has(from[i]));
  if (off !== undefined) return `${mode} between ${from[off]} and ${course[off]}: both must be hexes of your trade routes (GC D4.10)`;
  return course.length - braced.size + braced.size / m.times;
}

/** A Move order's high-speed mode (braces in its course, TWM in its Extras), or blank. */
export const orderMode = (o: Order, start: string): Mode | '' =>
  !bracedHexes(o.target, start).size ? '' : /\bTWM\b/i.test(o.extras) ? 'TWM' : 'DTM';

/** The squadron's high-speed mode this turn, or undefined. */
const modeOf = (c: Campaign, fleet: string): Mode | undefined => {
  const v = String(extraRow(c, 'Fleets', fleet)[HIGH_SPEED] ?? '').toUpperCase();
  return v === 'DTM' || v === 'TWM' ? v : undefined;
};

/** D4.21 (D5.10 for TWM): a squadron on double time or trans-warp fights at AF and DF -20% until Y178. */
export const highSpeedCut = (c: Campaign, fleet: string): number => (modeOf(c, fleet) && c.settings.year < MODES.DTM.until ? DTM_CUT : 0);

/** D5.12: a squadron on trans-warp declines combat until Y185 (unless a bottleneck forced it). */
export const declinesOnTwm = (c: Campaign, fleet: string): boolean => modeOf(c, fleet) === 'TWM' && c.settings.year < MODES.TWM.until;

/** The turn's end clears each squadron's mode. */
export function clearHighSpeed(w: World): void {
  for (const f of w.c.fleets) if (modeOf(w.c, f.id)) setExtra(w.c, 'Fleets', f.id, { [HIGH_SPEED]: '' });
}
