// GC B12 (and B13.10): the empire's status orders, Mobility (B12.70) and Command rating (B12.110,
// B12.115), which take effect as the turn starts, before its treasury; and, as the turn ends, its
// economic exhaustion plateau counted (B12.40-B12.65, B12.115) and its poor crew rolled (B12.90, B12.95).

import type { Campaign, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { commandCut, extraRow, MOBILITIES, Mobility, setExtra } from '../base/rows';
import { heldSystems, HeldSystem, majorsOf, mobilityOf } from '../base/holdings';
import { squadronProblems } from '../base/squadrons';
import { squadronShips } from '../forces/attrition';
import { EEP_MAXIMUM, PCU } from '../base/purseColumns';
import { endRestorationRuns } from './restoration';
import { inReserve } from '../base/commerceColumns';

export const STATUS_KINDS = ['Mobility', 'Command rating'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

const CUT = 'Command rating cut';
const tenths = (n: number): number => Math.round(n * 10) / 10;

/** GC B12.50: the most turns of full war before exhaustion: a major system 1, a minor colony 1/2, a homeworld 2. */
export const eepMaximum = (held: readonly HeldSystem[]): number =>
  held.reduce((sum, s) => sum + (s.kind === 'Homeworld' ? 2 : s.kind === 'Major' ? 1 : 0.5), 0);

/** GC B13.10, B13.15: on restoration the command rating drops by four, three with seven or fewer major systems. */
export const restorationCut = (majors: number): number => (majors <= 7 ? 3 : 4);

/**
 * GC B12.60, B12.65, B12.115: what a turn at `mobility` does to the EEP: FW -1, LW -1/2 (with Command
 * Rating-5 a further -1/2 and -1/4), PT +1, RB +2, recovery doubled with seven or fewer major systems.
 */
export function eepChange(mobility: Mobility, cut: number, majors: number): number {
  const five = cut >= 5;
  const recovery = majors <= 7 ? 2 : 1;
  return { FW: -1 - (five ? 0.5 : 0), LW: -0.5 - (five ? 0.25 : 0), PT: recovery, RB: 2 * recovery }[mobility];
}

/** GC B12.40, B12.50, B12.60: the next EEP: moved with the maximum as systems come and go, then by the turn; recovery stops at the maximum. */
export function nextEep(eep: number, change: number, maximum: number, lastMaximum?: number): number {
  const moved = eep + (lastMaximum === undefined ? 0 : maximum - lastMaximum);
  return change > 0 ? Math.max(moved, Math.min(maximum, moved + change)) : moved + change;
}

/**
 * GC B12.90, B12.95: the change in the poor-crew percentage for a turn: on war mobility FW 2d6, LW 1d6 (one
 * die more at Command Rating-5) tenths of a percent, less 1d6 for every 10 major systems but never below
 * nothing; on PT 1d6 and RB 2d6 off.
 */
export function pcuChange(mobility: Mobility, cut: number, majors: number, roll: (dice: number, why: string) => number): number {
  if (mobility === 'PT' || mobility === 'RB') return -roll(mobility === 'PT' ? 1 : 2, 'poor crew recovered (GC B12.90)') / 10;
  const up = roll((mobility === 'FW' ? 2 : 1) + (cut >= 5 ? 1 : 0), 'poor crew generated (GC B12.90, B12.115)');
  const tens = Math.floor(majors / 10);
  const down = tens ? Math.min(up, roll(tens, 'poor crew lessened by its major systems (GC B12.90, B12.95)')) : 0;
  return (up - down) / 10;
}

/** The PCU % cell read: a percentage, or undefined when blank (not tracked) or no number. */
export const pcuOf = (v: unknown): number | undefined => {
  const text = String(v ?? '')
    .replace('%', '')
    .trim();
  return text && Number.isFinite(Number(text)) ? Number(text) : undefined;
};

/** Check workbook: a PCU % that is no percentage; an EEP above the B12.50 maximum of the systems held (rule option GC330). */
export const purseSetupChecks = (c: Campaign): string[] =>
  c.empires.flatMap((e) => {
    const row = extraRow(c, 'Empires', e.id);
    const v = String(row[PCU] ?? '').trim();
    const eep = Number(row.EEP) || 0;
    const maximum = eepMaximum(heldSystems(c, e.id));
    return [
      ...(v && pcuOf(v) === undefined ? [`Empires: ${e.id}'s PCU % "${v}" is no percentage (GC B12.90).`] : []),
      ...(eep > maximum
        ? [
            `Empires: ${e.id}'s EEP ${eep} is above its maximum ${maximum} (homeworld 2, major system 1, minor colony 1/2: GC B12.50); the turn counts it from ${maximum} (rule option GC330).`,
          ]
        : []),
    ];
  });

/** As the turn ends: each empire's EEP counted, and its poor crew rolled where its Empires row keeps it. */
export function countExhaustion(w: World): void {
  const from = w.dice.rolls.length;
  for (const { id } of w.c.empires) {
    const row = extraRow(w.c, 'Empires', id);
    const held = heldSystems(w.c, id);
    const mobility = mobilityOf(w.c, id);
    const cut = commandCut(w.c, id);
    const majors = majorsOf(held);
    {
      const eep = Number(row.EEP) || 0;
      const maximum = eepMaximum(held);
      const last = Number(row[EEP_MAXIMUM]) || undefined;
      // Rule option GC330: B12.50 bases the EEP on what the empire controls: one above its (last) maximum counts from that.
      const start = Math.min(eep, last ?? maximum);
      if (start < eep)
        w.report(id, 'Treasury', `EEP ${eep} was above its maximum ${start}: counted from ${start} (GC B12.50, rule option GC330)`);
      const next = tenths(nextEep(start, eepChange(mobility, cut, majors), maximum, last));
      setExtra(w.c, 'Empires', id, { EEP: next, [EEP_MAXIMUM]: maximum });
      w.report(id, 'Treasury', `EEP ${maximum} - ${tenths(maximum - next)}: ${next} after a turn on ${mobility} (GC B12.40, B12.60)`);
      if (eep > 0 && next <= 0) w.report(id, 'Treasury', `Economic exhaustion: the income is halved from next turn (GC B12.40)`);
      if (eep <= 0 && next > 0) w.report(id, 'Treasury', `Out of economic exhaustion (GC B12.40)`);
    }
    if (pcuOf(row[PCU]) !== undefined) {
      const change = pcuChange(mobility, cut, majors, (n, why) => w.dice.roll(n, 6, `${id} ${why}`));
      const pcu = Math.max(0, tenths((pcuOf(row[PCU]) ?? 0) + change));
      setExtra(w.c, 'Empires', id, { [PCU]: pcu });
      w.report(id, 'Treasury', `Poor crew ${pcu}% (${change >= 0 ? '+' : ''}${tenths(change)}, GC B12.90)`);
    }
  }
  w.flushRolls(from);
}

/** The squadrons a command rating cut leaves too big (D6.10 with the cut, B12.110, B12.120); the strategic reserve's keep no rating (E2.55). */
function tooBig(w: World, empire: string): string[] {
  return w.fleetsOf(empire).flatMap((f) => (!inReserve(w.c, f.id) && squadronProblems(f.id, squadronShips(w, f)).length ? [f.id] : []));
}

/** A Mobility or Command rating order, carried out on `w` as the turn starts (before the treasury), or why not. */
export function statusOrder(w: World, empire: string, o: Order, kind: StatusKind): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `${kind}: ${text}` });
  const done = (text: string): OrderResult => ({ row: o.row, status: 'done', text: `${kind} ${text}` });
  if (o.fleet) return refused(`write no Fleet: the order is the empire's own`);
  const target = o.target.trim();
  const majors = majorsOf(heldSystems(w.c, empire));
  if (kind === 'Mobility') {
    const level = MOBILITIES.find((m) => sameName(m, target));
    if (sameName(target, 'AW')) return refused(`accelerated war needs its R & D program (GC B12.80); research is not played yet`);
    if (!level) return refused(`"${target}": write FW, LW, PT or RB in Target (GC B12.70)`);
    const was = mobilityOf(w.c, empire);
    const cells: Record<string, string | number> = { Mobility: level };
    if (level === 'RB') cells[CUT] = restorationCut(majors);
    else if (was === 'RB') cells[CUT] = '';
    setExtra(w.c, 'Empires', empire, cells);
    const rb =
      level === 'RB'
        ? `; command rating -${restorationCut(majors)}, no income from it (GC B13.10, B13.15)`
        : was === 'RB'
          ? endRestorationRuns(w, empire)
          : '';
    return done(`${level}: from ${was}, this turn's BEV x${{ FW: 2, LW: 1.5, PT: 1, RB: 0.5 }[level]} (GC B12.70)${rb}`);
  }
  const cut = Number(target || 0);
  if (mobilityOf(w.c, empire) === 'RB')
    return refused(`not on restoration mobility: it drops the command rating by ${restorationCut(majors)} anyway (GC B12.110, B13.10)`);
  if (cut === 5) return refused(`Command Rating-5 needs its R & D program (GC B12.115): the GM sets it on the Empires tab once researched`);
  if (cut !== 0 && cut !== 3) return refused(`"${target}": write 3 (Command Rating-3, BEV +25%) or 0 (none) in Target (GC B12.110)`);
  setExtra(w.c, 'Empires', empire, { [CUT]: cut || '' });
  const big = cut ? tooBig(w, empire) : [];
  const warn = big.length ? `; too big now, each must break up or pay for an exemption (GC B12.120): ${big.join(', ')}` : '';
  return done(cut ? `-3: BEV +25% from this turn (GC B12.110)${warn}` : `restored: no cut (GC B12.110)`);
}

/** The status orders of every empire, carried out before the treasury is credited; their results by empire and row. */
export function applyStatusOrders(w: World): Map<string, OrderResult> {
  const out = new Map<string, OrderResult>();
  for (const [empire, orders] of Object.entries(w.c.orders))
    for (const o of orders) {
      const kind = STATUS_KINDS.find((k) => k === o.kind);
      if (kind) out.set(`${empire}:${o.row}`, statusOrder(w, empire, o, kind));
    }
  return out;
}
