// GC C19.10, C19.20, C19.50: first-generation X-ship builds (a class with the X-ship role). Each turn an
// empire may start one size-class-3 and one size-class-4 X-ship for every ten major systems it holds
// (a minor colony half of one, the homeworld a major); none before the class's year in service but one
// SC3 and one SC4 prototype a year early; an X-base is never new construction; a CWX or DWX is built in an
// SC3SY or SC4SY without the CW/DW discount (its hull type set aside for building). C21.15, B11.86: an
// empire with the PDO tech may begin a second-generation X-ship as a prototype up to four years before its
// year: one XCA (SC3) a year, one size-class-4 (XDD, XFF) a turn.

import type { GameRow } from '../../../core/game';
import type { Ship, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { World } from '../../../core/world';
import { heldSystems } from '../base/holdings';
import { hasTech } from '../base/techs';

/** C19.10: the majors that earn one SC3 and one SC4 X-ship a turn. */
const MAJORS_A_SLOT = 10;
/** The Construction row Note of a prototype (C19.10). */
export const PROTOTYPE_NOTE = 'X-ship prototype (GC C19.10)';

export const isXShip = (cls: ShipClass | undefined): boolean => !!cls && hasRole(cls, 'X-ship');

/** B11.86: PDO's years of prototypes before service. */
const PDO_YEARS = 4;
export const PDO = 'PDO';

/** C21.30: a second-generation X-ship's first price of its kind in a year; +15% for each more, cumulative. */
const X2_PRICES = { XCA: 450, XDD: 230, XFF: 170 } as const;
const X2_STEP = 1.15;
type X2Kind = keyof typeof X2_PRICES;

/** C21.10: a second-generation X-ship: an X-ship whose Hull is XCA, XDD or XFF (or a variant: XCAA), else undefined. */
export function secondGeneration(cls: ShipClass | undefined): X2Kind | undefined {
  if (!cls || !isXShip(cls)) return undefined;
  return (Object.keys(X2_PRICES) as X2Kind[]).find((k) => cls.hull.toUpperCase().startsWith(k));
}

/**
 * C21.30: a second-generation X-ship's price, to the whole EP: its kind's price, +15% for each of the kind
 * the empire already began that year (cumulative; the example's three XCAs: 450, 518, 595).
 */
export function secondGenerationPrice(
  w: World,
  empire: string,
  kind: X2Kind,
  year: number,
  built: readonly GameRow[],
): { epv: number; words: string } {
  const before = built.filter(
    (r) =>
      r.Empire === empire &&
      r.Status !== 'Refused' &&
      String(r.Starts).startsWith(`Y${year} `) &&
      secondGeneration(w.catalog.get(String(r.Class))) === kind,
  ).length;
  const epv = Math.round(X2_PRICES[kind] * X2_STEP ** before);
  const words = before
    ? `the ${kind}'s ${X2_PRICES[kind]} EPs +15% for each of the ${before} begun before it in Y${year}`
    : `the ${kind}'s price`;
  return { epv, words: `${words} (GC C21.30)` };
}

/** C19.10: the major systems an empire holds for its X-ship quota, a minor colony half of one. */
function majorsHeld(w: World, empire: string): number {
  const held = heldSystems(w.c, empire);
  const minors = held.filter((s) => s.kind === 'Minor colony').length;
  return held.length - minors + minors / 2;
}

/** Whether a Construction row is an X-ship of a size class built (or being built) by an empire; conversions have their own rate. */
function xRow(w: World, r: GameRow, empire: string, sizeClass: number): boolean {
  const cls = w.catalog.get(String(r.Class));
  return r.Empire === empire && r.Status !== 'Refused' && r.Status !== 'Converted' && !!cls && isXShip(cls) && cls.sizeClass === sizeClass;
}

/** C19.10, C19.20: why an X-ship class cannot start in `starts` (year `year`), or whether it is a prototype. */
export function xShipBuild(
  w: World,
  empire: string,
  cls: ShipClass,
  starts: string,
  year: number,
  built: readonly GameRow[],
): { prototype: boolean } | string {
  if (secondGeneration(cls)) {
    if (year >= cls.yearInService) return { prototype: false };
    return x2Prototype(w, empire, cls, { starts, year }, built) ?? { prototype: true };
  }
  if (hasRole(cls, 'base')) return 'an X-base is never new construction: it is converted from its normal base (GC C19.20)';
  if (cls.sizeClass !== 3 && cls.sizeClass !== 4)
    return `a size-class-${cls.sizeClass} X-ship: first-generation X-ships are size class 3 or 4 (GC C19.10)`;
  const majors = majorsHeld(w, empire);
  const quota = Math.floor(majors / MAJORS_A_SLOT);
  if (!quota)
    return `you hold ${majors} major systems (a minor colony half of one): one SC3 and one SC4 X-ship a turn for every ten (GC C19.10)`;
  const now = built.filter((r) => r.Starts === starts && xRow(w, r, empire, cls.sizeClass)).length;
  if (now >= quota)
    return `${now} size-class-${cls.sizeClass} X-ship${now === 1 ? '' : 's'} already start in ${starts}: ${quota} a turn for your ${majors} major systems, one for every ten (GC C19.10)`;
  if (year >= cls.yearInService) return { prototype: false };
  if (year < cls.yearInService - 1)
    return `${cls.name} is in service in Y${cls.yearInService}: no X-ship before then, a prototype a year before (GC C19.10, C19.101)`;
  const proto = built.find((r) => r.Note === PROTOTYPE_NOTE && xRow(w, r, empire, cls.sizeClass));
  if (proto)
    return `your size-class-${cls.sizeClass} prototype is already the ${proto.Class} at ${proto.Hex}: one SC3 and one SC4 prototype a year before service (GC C19.10)`;
  return { prototype: true };
}

/**
 * C21.40 (with C19.30c, C21.46): what a second-generation X-ship does as a scout or survey ship. An XCA acts
 * as a survey ship (an SR); an XCAA or XDD as a first-generation X-scout of 4 or 2 channels (special
 * sensors, enhanced by C19.30c); an XFF as a 4-channel non-X scout (not enhanced). Rule option GC295.
 */
export function x2Scouting(cls: ShipClass | undefined): { survey: boolean; channels: number; enhanced: boolean } {
  const kind = secondGeneration(cls);
  const scoutAa = !!kind && cls!.hull.toUpperCase().startsWith('XCAA');
  if (kind === 'XCA') return scoutAa ? { survey: false, channels: 4, enhanced: true } : { survey: true, channels: 0, enhanced: false };
  if (kind === 'XDD') return { survey: false, channels: 2, enhanced: true };
  if (kind === 'XFF') return { survey: false, channels: 4, enhanced: false };
  return { survey: false, channels: 0, enhanced: false };
}

/** C21.40: a second-generation X-ship with its Ships ESS cell set, which it may not have (no C5.60 conversion). */
export function x2EssProblems(w: World, ess: (ship: Ship) => boolean): string[] {
  return w.c.ships
    .filter((s) => secondGeneration(w.classOf(s)) && ess(s))
    .map((s) => `Ships: ${s.id} is a second-generation X-ship: it may not be converted to ESS; its ESS is not counted (GC C21.40).`);
}

/** C21.49: the most XCAs and size-class-4 second-generation X-ships in an elite second-generation X-squadron. */
const ELITE_X2 = { 3: 3, 4: 6 } as Record<number, number>;

/** C21.40, C21.49: an elite second-generation X-squadron's ships: all second-generation, at most 3 XCAs and 6 size-class-4. */
export function eliteX2(w: World, ships: readonly Ship[]): boolean {
  const classes = ships.map((s) => w.classOf(s));
  return (
    classes.length > 0 &&
    classes.every((c) => secondGeneration(c)) &&
    [3, 4].every((sc) => classes.filter((c) => c?.sizeClass === sc).length <= ELITE_X2[sc])
  );
}

/** C21.40: an elite second-generation X-squadron's moves a turn in friendly space, and in enemy territory once entered. */
const [ELITE_FRIENDLY, ELITE_ENEMY] = [12, 6];

/**
 * C21.40: the moves an elite second-generation X-squadron may make this turn along `course` from `from`, or
 * undefined when its own speed rules: from friendly space (its empire's or one not hostile to it), 12 in
 * friendly space, and once its course leaves it, six more at most, in that turn alone (rule option GC296).
 */
export function eliteX2Moves(
  w: World,
  empire: string,
  ships: readonly Ship[],
  from: string,
  course: readonly string[],
): number | undefined {
  const friendly = (hex: string) => {
    const owner = w.system(hex)?.owner;
    return !!owner && !w.hostile(owner, empire);
  };
  if (!eliteX2(w, ships) || !friendly(from)) return undefined;
  const inside = course.findIndex((h) => !friendly(h));
  return inside < 0 ? ELITE_FRIENDLY : Math.min(ELITE_FRIENDLY, inside + ELITE_ENEMY);
}

/**
 * C21.47 on a battle's card: the side's elite second-generation X-squadrons (every ship second-generation,
 * at most 3 XCAs and 6 size-class-4), against which fighters fight at 50% of their AF and DF, PFs and interceptors 67%.
 */
export function secondGenerationCard(w: World, ships: readonly Ship[]): string[] {
  const fleets = [...new Set(ships.map((s) => s.fleet))].filter((f) =>
    eliteX2(
      w,
      ships.filter((s) => s.fleet === f),
    ),
  );
  return fleets.length
    ? [
        `elite second-generation X-squadron${fleets.length > 1 ? 's' : ''} ${fleets.join(', ')}: the opponent's fighters fight them at 50% AF and DF, PFs and interceptors at 67% (GC C21.47).`,
      ]
    : [];
}

/**
 * C21.15, B11.86: a second-generation X-ship begun before its year: a prototype when the empire has PDO,
 * it is at most four years early and its size class's prototype (an XCA's this year, an SC4's this turn)
 * is free; else why not.
 */
export function x2Prototype(
  w: World,
  empire: string,
  cls: ShipClass,
  at: { starts: string; year: number },
  built: readonly GameRow[],
): string | undefined {
  const { starts, year } = at;
  if (!hasTech(w.c, empire, PDO))
    return `${cls.name} is in service in Y${cls.yearInService}: second-generation X-ships have prototypes only with PDO (GC C21.10, C21.15)`;
  if (year < cls.yearInService - PDO_YEARS)
    return `${cls.name} is in service in Y${cls.yearInService}: PDO's prototypes are at most four years early (GC C21.15, B11.86)`;
  const same = built.find(
    (r) =>
      r.Empire === empire &&
      r.Status !== 'Refused' &&
      r.Note === PROTOTYPE_NOTE &&
      !!secondGeneration(w.catalog.get(String(r.Class))) &&
      w.catalog.get(String(r.Class))?.sizeClass === cls.sizeClass &&
      (cls.sizeClass === 4 ? r.Starts === starts : String(r.Starts).startsWith(`Y${year} `)),
  );
  return same
    ? `your ${cls.sizeClass === 4 ? 'size-class-4 prototype this turn' : `SC3 prototype of Y${year}`} is already the ${same.Class} at ${same.Hex}: PDO gives one SC3 a year and one SC4 a turn (GC C21.15, B11.86)`
    : undefined;
}
