// GC B8.21, B8.30, B4.10, B4.20: building a shipyard or a commercial base. A Build order whose Build class
// is a shipyard kind (SC2SY ... DWSY) or a commercial base (CB, TCB, QCB) builds it at the Target, a system
// of the empire's own: a row of the Construction tab paid as the next turn starts (after the B11.15
// treasury, with the ships' builds, rule option GC167), finished at the end of the turn its time runs out,
// when the system's Systems row gains the shipyard or the commercial base.

import type { GameRow } from '../../../core/game';
import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra, SYSTEM_CLASSES } from '../base/rows';
import { BuiltYard, CAPACITY, SHIPYARDS, YARD_KINDS, YARDS, yardsAt } from '../base/shipyards';
import { COMMERCIAL_BASE, COMMERCIAL_BASES } from '../base/commerceColumns';
import { hasTech } from '../base/techs';

type Base = (typeof COMMERCIAL_BASES)[number];
/** GC B8.21, B4.10, B4.20: each facility's price in EPs and its time in turns (half-years). */
const FACILITIES: Record<BuiltYard | Base, { cost: number; turns: number; rule: string }> = {
  SC2SY: { cost: 900, turns: 4, rule: 'B8.21' },
  SC3SY: { cost: 600, turns: 3, rule: 'B8.21' },
  SC4SY: { cost: 300, turns: 2, rule: 'B8.21' },
  CWSY: { cost: 400, turns: 2, rule: 'B8.21' },
  DWSY: { cost: 250, turns: 1, rule: 'B8.21' },
  // C21.20: a new second-generation X-ship yard at the standard cost of its size class's (rule option GC236).
  SC3XSY: { cost: 600, turns: 3, rule: 'C21.20' },
  SC4XSY: { cost: 300, turns: 2, rule: 'C21.20' },
  CB: { cost: 100, turns: 2, rule: 'B4.10' },
  TCB: { cost: 350, turns: 3, rule: 'B4.10' },
  QCB: { cost: 438, turns: 4, rule: 'B4.20' },
};
type Facility = keyof typeof FACILITIES;
/** A facility's B8.21 (B4.10, C21.20) price in EPs. */
export const facilityCost = (f: Facility): number => FACILITIES[f].cost;
/** GC B4.20: the first year a QCB may be produced. */
const QCB_YEAR = 170;

/** The facility a Build class names, or undefined for a ship's class. */
export const facilityOf = (name: unknown): Facility | undefined =>
  (Object.keys(FACILITIES) as Facility[]).find(
    (k) =>
      k ===
      String(name ?? '')
        .trim()
        .toUpperCase(),
  );

const isYard = (f: Facility): f is BuiltYard => (YARD_KINDS as readonly string[]).includes(f);
const open = (r: GameRow, hex: string) => r.Hex === hex && (r.Status === 'Ordered' || r.Status === 'Building');

/** Why `f` cannot be built at `hex` (rows: the Construction tab), or undefined. */
function facilityProblem(w: World, hex: string, f: Facility, rows: readonly GameRow[]): string | undefined {
  const row = extraRow(w.c, 'Systems', hex);
  if (isYard(f)) {
    const kind = SYSTEM_CLASSES.find((k) => k === row['System class']);
    const yards = yardsAt(w, hex);
    const building = rows.filter((r) => open(r, hex)).flatMap((r) => YARD_KINDS.filter((y) => y === r.Class));
    const points = [...yards, ...building, f].reduce((sum, y) => sum + YARDS[y], 0);
    const cap = kind ? CAPACITY[kind] : 0;
    if (points > cap)
      return `${hex}'s shipyards, built and building, would take ${points} capacity points; ${kind ? `a ${kind.toLowerCase()} holds ${cap}` : 'a hex with no system holds none'} (GC B8.30)`;
    return undefined;
  }
  const now = COMMERCIAL_BASES.indexOf(row[COMMERCIAL_BASE] as Base);
  if (now >= COMMERCIAL_BASES.indexOf(f))
    return `${hex} has a ${COMMERCIAL_BASES[now]} already: a system has one commercial base (GC E3.20, B4.10)`;
  if (rows.some((r) => open(r, hex) && (COMMERCIAL_BASES as readonly unknown[]).includes(r.Class)))
    return `a commercial base is already being built at ${hex} (GC E3.20)`;
  if (f === 'QCB' && !hasTech(w.c, w.c.systems.find((s) => s.id === hex)?.owner ?? '', 'QCB'))
    return 'a QCB wants the QCB tech in your Empires Techs (GC B4.20)';
  if (f === 'QCB' && w.c.settings.year < QCB_YEAR) return `no QCB may be produced before Y${QCB_YEAR} (GC B4.20)`;
  return undefined;
}

/** A Build order for a shipyard or a commercial base (B8.21, B4): its Construction row, or why not. */
export function buildFacility(w: World, empire: string, o: Order, rows: GameRow[], turnAfter: (n: number) => string): OrderResult {
  const f = facilityOf(o.buildClass) as Facility;
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Build ${f}: ${text}` });
  const hex = o.target.trim().toUpperCase();
  const system = w.system(hex);
  if (!system) return refused(`"${o.target}" is no hex of the map: Target the system to build at (GC B8.20)`);
  if (system.owner !== empire) return refused(`${hex} is not your system (GC B8.20)`);
  const why = facilityProblem(w, hex, f, rows);
  if (why) return refused(why);
  const { cost, turns, rule } = FACILITIES[f];
  const [starts, done] = [turnAfter(1), turnAfter(turns)];
  rows.push({
    Empire: empire,
    Class: f,
    Hex: hex,
    Yard: '',
    Squadron: '',
    Starts: starts,
    Done: done,
    EPV: cost,
    Cost: '',
    Status: 'Ordered',
    Note: '',
  });
  return {
    row: o.row,
    status: 'done',
    text: `Build ${f} at ${hex}: ${cost} EPs, paid as ${starts} starts (GC B11.40), ${turns / 2} year${turns === 2 ? '' : 's'} to build, finished at the end of ${done} (GC ${rule})`,
  };
}

/** GC B8.21, B4: a facility finished: the system's Shipyards gain the yard, or its Commercial base becomes it. */
export function deliverFacility(w: World, r: GameRow, f: Facility): void {
  const hex = String(r.Hex);
  if (isYard(f)) {
    setExtra(w.c, 'Systems', hex, { [SHIPYARDS]: [...yardsAt(w, hex), f].join(', ') });
  } else setExtra(w.c, 'Systems', hex, { [COMMERCIAL_BASE]: f });
  Object.assign(r, { Status: 'Delivered' });
  w.report(String(r.Empire), 'Builds', `${f} is finished at ${hex} (GC ${FACILITIES[f].rule}).`);
}
