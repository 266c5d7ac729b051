// GC C40 (alert levels), C50 (troop ship support), C60 (hospital ships), D7 (fleet formation): techs
// from R & D whose effects fall in the SFB battle. Here: the Alert levels order (C40.20) and its cap on a battle
// intensity (C40.40b); and what each side carries into a battle, on its card: hospital units and their
// chart cut (C60.10, C60.30), troop ships protecting others from capture (C50.10-C50.37) and the ALT
// capture chart (C40.30c), and the ships each squadron may hold in reserve at full AF (D7.0).

import type { RowColumn } from '../../../core/game';
import type { Fleet, Order, Ship } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { GcIntensity } from '../../../core/combat/gccombat';
import { GC_INTENSITIES } from '../../../core/combat/gccombat';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, LEGENDARY_ADMIRAL, setExtra } from '../base/rows';
import { hasTech, techLevel } from '../base/techs';
import { groupBy } from '../../../core/ids';
import { poorLike, yes } from './crew';

export const [ALT, TSS, HOSPITAL_TECH, FLEET_FORMATION] = ['ALT', 'TSS', 'Hospital ships', 'Fleet formation'];
/** D7.0: SC4 ships in a squadron for each ship it may hold in reserve at full AF, by Fleet formation level (FFI-FFIII). */
const SC4_A_RESERVE = [6, 5, 4];
export const ALERT_LEVELS = 'Alert levels';
export const HOSPITAL = 'Hospital unit';
/** C40.10: the first year of alert levels. */
const ALT_FROM = 170;
/** C60.10a: the most the hospital units cut the opponent's chart, in %. */
const HOSPITAL_MOST = 6;

export const ALERT_EMPIRE_COLUMN: RowColumn = {
  header: ALERT_LEVELS,
  type: 'text',
  values: ['On', 'Off'],
  seenBy: 'owner',
  note: 'GC C40.20: with the ALT tech, its alert levels this turn (blank On); set by its Alert levels order. On, no side of it fights above Pressed unless a legendary admiral leads it (C40.40b).',
};
export const HOSPITAL_SHIP_COLUMN: RowColumn = {
  header: HOSPITAL,
  type: 'bool',
  seenBy: 'owner',
  note: "GC C60.30: a hospital unit (a CLH, a tug with two P-HOS pods, four MEDS skids...); with the Hospital ships tech it cuts the opponent's chart by 1% in its battles (C60.10a).",
};

/** C40.20: alert levels are on for an empire with the tech, from Y170, unless its order turned them off. */
export const altOn = (w: World, empire: string): boolean =>
  hasTech(w.c, empire, ALT) &&
  w.c.settings.year >= ALT_FROM &&
  String(extraRow(w.c, 'Empires', empire)[ALERT_LEVELS] ?? '')
    .trim()
    .toLowerCase() !== 'off';

/** The Alert levels order: Target On or Off for this turn (C40.20), or why not. */
export function alertOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Alert levels: ${text}` });
  const to = ['On', 'Off'].find((x) => x.toLowerCase() === o.target.trim().toLowerCase());
  if (!to) return refused('write On or Off in Target (GC C40.20)');
  if (!hasTech(w.c, empire, ALT)) return refused(`${empire} has no ${ALT} tech: it comes from an R & D project (GC C40.10)`);
  if (w.c.settings.year < ALT_FROM) return refused(`no alert levels before Y${ALT_FROM} (GC C40.10)`);
  setExtra(w.c, 'Empires', empire, { [ALERT_LEVELS]: to });
  return { row: o.row, status: 'done', text: `Alert levels ${to} this turn (GC C40.20)` };
}

/** C40.40b: a side whose empire has its alert levels on fights at Pressed at most, unless a legendary admiral is with it. */
export function alertIntensity(w: World, fleets: readonly Fleet[], intensity: GcIntensity | ''): GcIntensity | '' {
  const empire = fleets[0]?.empire;
  if (!intensity || !empire || !altOn(w, empire)) return intensity;
  if (fleets.some((f) => w.shipsOf(f.id).some((s) => yes(extraRow(w.c, 'Ships', s.id)[LEGENDARY_ADMIRAL])))) return intensity;
  return GC_INTENSITIES.indexOf(intensity) < GC_INTENSITIES.indexOf('Pressed') ? 'Pressed' : intensity;
}

/** C50.10: ships or bases a troop ship protects a round, by its size class (a CW two); 0 for none. */
function protects(w: World, s: Ship): number {
  const cls = w.classOf(s);
  if (!cls || !hasRole(cls, 'commando') || hasRole(cls, 'civilian')) return 0;
  if (/^CW/i.test(cls.hull)) return 2;
  return ({ 2: 5, 3: 3, 4: 1 } as Record<number, number>)[cls.sizeClass] ?? 0;
}

/** GC C60.30: a hospital unit of an empire with the Hospital ships tech (C60.10). */
export const isHospitalUnit = (w: World, s: Ship): boolean =>
  hasTech(w.c, s.empire, HOSPITAL_TECH) && yes(extraRow(w.c, 'Ships', s.id)[HOSPITAL]);

/** GC D7.0: the ships a squadron of `empire` may hold in reserve at full AF (one for every six, five or four of its SC4s). */
export function reserveAtFullAf(w: World, empire: string, squadron: readonly Ship[]): number {
  const ff = techLevel(w.c, empire, FLEET_FORMATION);
  return ff
    ? Math.floor(squadron.filter((s) => w.classOf(s)?.sizeClass === 4).length / SC4_A_RESERVE[Math.min(ff, SC4_A_RESERVE.length) - 1])
    : 0;
}

/** What a side's empire's ALT, TSS and hospital units bring to its battle, for the battle's card. */
export function specialCard(w: World, empire: string, ships: readonly Ship[]): string[] {
  const out: string[] = [];
  if (hasTech(w.c, empire, HOSPITAL_TECH)) {
    const units = ships.filter((s) => isHospitalUnit(w, s));
    if (units.length)
      out.push(
        `hospital units ${units.map((s) => s.id).join(', ')} (AF 0, never damaged by their owner): the opponent's statistical combat chart -${Math.min(units.length, HOSPITAL_MOST)}%; ` +
          'after the battle +10% for poor or green crews to become normal, +2% to outstanding crew rolls, +5% to legendary officers (GC C60.10, C60.30).',
      );
  }
  if (hasTech(w.c, empire, TSS)) {
    const troops = ships.filter((s) => protects(w, s));
    if (troops.length)
      out.push(
        `troop ship support: ${troops.map((s) => `${s.id} protects ${protects(w, s)}`).join(', ')} a round, declared secretly, not while capturing; ` +
          `a protected unit's DF counts x7 against capture (x6 by a poor or green crew's troop ship${
            troops.some((s) => poorLike(w.c, s))
              ? `: ${troops
                  .filter((s) => poorLike(w.c, s))
                  .map((s) => s.id)
                  .join(', ')}`
              : ''
          }) (GC C50.10, C50.20, C50.37).`,
      );
  }
  const ff = techLevel(w.c, empire, FLEET_FORMATION);
  if (ff) {
    const per = SC4_A_RESERVE[Math.min(ff, SC4_A_RESERVE.length) - 1];
    const squadrons = [...groupBy([...ships], (s: Ship) => s.fleet)].flatMap(([fleet, list]) => {
      const n = reserveAtFullAf(w, empire, list);
      return n ? [`${fleet} ${n}`] : [];
    });
    if (squadrons.length)
      out.push(
        `fleet formation ${'I'.repeat(Math.min(ff, 3))}: ships held in reserve at full AF (one for every ${per} SC4s): ${squadrons.join(', ')} (GC D7.0).`,
      );
  }
  if (altOn(w, empire))
    out.push(
      'alert levels on: capture attempts against it use the ALT chart (1-2 capture points removed, 3 captured, 4 in doubt, 5-6 self-destructs) (GC C40.30c).',
    );
  return out;
}
