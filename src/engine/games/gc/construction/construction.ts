// GC B11.40, B8, B11.80-B11.83: construction. A Build order written this turn is for the next one
// (B11.40): it names the class, the shipyard's system (B8.20: the empire's own, with a yard that can
// build it, B8.40-B8.402, one ship a yard at a time) and, if the admiral wishes, the squadron it joins.
// As the next turn starts, once its treasury is found by B11.15, each empire's builds are paid in the
// order written, war cruisers and war destroyers at their B11.80 discount, battleships at their B11.83
// surcharge; a build the treasury cannot pay is refused with its figures. A ship is delivered at its
// yard at the end of the turn B8.50 finishes it: six months (one turn) for a size-class-4, CW or DW
// hull, a year for a size-class-2 or other size-class-3 hull. Each build is a row of the Construction tab.

import type { GameRow } from '../../../core/game';
import type { Order, ShipClass } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { newFleet, newShip } from '../../../core/model';
import { nextTurn, parseMoment, stampOf } from '../../../core/calendar';
import { GC_CALENDAR } from '../base/calendar';
import { codeProblem } from '../base/squadrons';
import { movementRow } from '../base/rows';
import { crewOnDelivery, specialBuild } from './specialBuilds';
import { isXShip, PROTOTYPE_NOTE, secondGeneration, secondGenerationPrice, xShipBuild } from './xShips';
import { empireCode, SYSTEM_CLASSES } from '../base/rows';
import { buildFacility, deliverFacility, facilityOf } from './facilities';
import {
  BSSY_SURCHARGE,
  CAPACITY,
  CONSTRUCTION_TAB,
  DOCKS,
  HULL_TYPE,
  HULL_TYPES,
  HullType,
  isDock,
  isX2Yard,
  SHIPYARDS,
  X2_YARDS,
  Yard,
  YARD_KINDS,
  YARDS,
  yardsAt,
} from '../base/shipyards';

export const constructionRows = (w: World): GameRow[] => ((w.c.tables ??= {})[CONSTRUCTION_TAB.name] ??= []);

/** A turn as a count of half-years, to compare stamps. */
export function turnIndex(stamp: unknown): number {
  const m = parseMoment(GC_CALENDAR, stamp);
  return m ? m.year * GC_CALENDAR.turns.length + GC_CALENDAR.turns.indexOf(m.turn) : NaN;
}

/** The turn `n` turns after the one of `w`. */
export function turnAfter(w: World, n: number): string {
  let m = { year: w.c.settings.year, turn: w.c.settings.season };
  for (let i = 0; i < n; i++) m = nextTurn(GC_CALENDAR, m);
  return stampOf(GC_CALENDAR, m);
}

/** GC B8.40: a class's hull type (CW, DW, BB; Class movement Hull type). */
export const hullType = (w: World, cls: ShipClass): HullType | undefined => {
  const row = movementRow(w, cls.name);
  return HULL_TYPES.find((h) => h === String(row?.[HULL_TYPE] ?? '').toUpperCase());
};

/**
 * GC B8.50: the turns a class takes: a year for size class 2 and non-CW size class 3, six months for the
 * rest; B8.90, B8.96: a turn more in a BSSY, FRD or CDK, and in an FRX but for a size-class-4 ship.
 */
export function buildTurns(sizeClass: number, hull: HullType | undefined, yard?: Yard): number {
  const turns = sizeClass <= 3 && hull !== 'CW' && hull !== 'DW' ? 2 : 1;
  if (!yard || !isDock(yard) || (yard === 'FRX' && sizeClass === 4 && !hull)) return turns;
  return turns + 1;
}

/** GC C19.50: the hull type a build goes by: a CWX or DWX is built as any size-class-3 or -4 ship, without the CW/DW discount. */
const buildHull = (w: World, cls: ShipClass): HullType | undefined => {
  const hull = hullType(w, cls);
  return isXShip(cls) && (hull === 'CW' || hull === 'DW') ? undefined : hull;
};

/** GC B8.40-B8.402: whether a yard can build a class: an SCnSY size class n or smaller but no CW or DW, a CWSY only CWs, a DWSY only DWs. */
export function yardBuilds(yard: Yard, sizeClass: number, hull: HullType | undefined): boolean {
  if (isDock(yard)) return yardBuilds(DOCKS[yard], sizeClass, hull);
  if (isX2Yard(yard)) return yardBuilds(X2_YARDS[yard], sizeClass, hull);
  if (yard === 'CWSY' || yard === 'DWSY') return hull === yard.slice(0, 2);
  return hull !== 'CW' && hull !== 'DW' && sizeClass >= Number(yard[2]);
}

/** The yards of a kind at a hex that builds already hold in a turn (Ordered or Building rows whose turns cover it). */
export function busyYards(w: World, hex: string, yard: Yard, turn: number): number {
  return constructionRows(w).filter(
    (r) =>
      r.Hex === hex &&
      r.Yard === yard &&
      (r.Status === 'Ordered' || r.Status === 'Building') &&
      turnIndex(r.Starts) <= turn &&
      turn <= turnIndex(r.Done),
  ).length;
}

/** Build: Target the shipyard's system, Build class the class, Fleet (optional) the squadron it joins (GC B11.40). */
export function build(w: World, empire: string, o: Order): OrderResult {
  const what = `Build ${o.buildClass || '(blank Build class)'}`;
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `${what}: ${text}` });
  if (facilityOf(o.buildClass)) return buildFacility(w, empire, o, constructionRows(w), (n) => turnAfter(w, n));
  const cls = w.catalog.get(o.buildClass);
  if (!cls) return refused('no such class on the Classes tab: write the class in Build class (GC B11.80)');
  const race = w.c.empires.find((e) => e.id === empire)?.race;
  if (race && cls.race && cls.race.toUpperCase() !== race.toUpperCase())
    return refused(`a ${cls.race} class: an empire builds its own (GC B8.20)`);
  const hex = o.target.trim().toUpperCase();
  const system = w.system(hex);
  if (!system) return refused(`"${o.target}" is no hex of the map: Target the shipyard's system (GC B8.20)`);
  if (system.owner !== empire) return refused(`${hex} is not your system: ships are built at your own shipyards (GC B8.20)`);
  const yards = yardsAt(w, hex);
  if (!yards.length) return refused(`${hex} has no shipyard (its Systems row lists none, GC B8.20)`);
  const hull = buildHull(w, cls);
  const x2 = secondGeneration(cls);
  // C21.20: a second-generation X-ship only in a yard made for them, and such a yard builds nothing else.
  const able = yards.filter((y) => yardBuilds(y, cls.sizeClass, hull) && isX2Yard(y) === !!x2);
  const kind = hull === 'CW' || hull === 'DW' ? `a ${hull}` : `a size-class-${cls.sizeClass} ship`;
  if (!able.length)
    return refused(
      `${hex}'s shipyards (${yards.join(', ')}) cannot build ${x2 ? 'a second-generation X-ship' : kind}: an SCnSY builds size class n or smaller but no CW or DW, a CWSY only CWs, a DWSY only DWs (GC B8.40-B8.402); an SC3XSY or SC4XSY only second-generation X-ships (GC C21.20)`,
    );
  const squadron = o.fleet.trim().toUpperCase();
  if (squadron) {
    const code = codeProblem(squadron, empireCode(w.c, empire));
    if (code) return refused(code);
    const f = w.fleet(squadron);
    if (f && f.empire !== empire) return refused(`${squadron} is not your squadron (GC A6.10)`);
  }
  const starts = turnAfter(w, 1);
  const year = parseMoment(GC_CALENDAR, starts)?.year ?? w.c.settings.year;
  const engines = String(movementRow(w, cls.name)?.Engines ?? '');
  const price = x2 ? secondGenerationPrice(w, empire, x2, year, constructionRows(w)) : undefined;
  const special = specialBuild(empire, cls, o, starts, engines, constructionRows(w), price);
  if (typeof special === 'string') return refused(special);
  const x = isXShip(cls) ? xShipBuild(w, empire, cls, starts, year, constructionRows(w)) : undefined;
  if (typeof x === 'string') return refused(x);
  const doneIn = (y: Yard) => turnAfter(w, buildTurns(cls.sizeClass, hull, y));
  // The smallest yard able, left free yards first: an SC4 ship waits for no SC2SY while an SC4SY is free;
  // the ad hoc yards last (slower, and a BSSY dearer; rule option GC168).
  const rank = (y: Yard) => (isDock(y) ? 10 + YARDS[DOCKS[y]] : YARDS[y]);
  const yard = [...able].sort((a, b) => rank(a) - rank(b)).find((y) => fits(w, hex, y, starts, doneIn(y)));
  const done = yard ? doneIn(yard) : turnAfter(w, buildTurns(cls.sizeClass, hull));
  const turns = yard ? buildTurns(cls.sizeClass, hull, yard) : 0;
  if (!yard)
    return refused(
      `every shipyard at ${hex} able to build it (${[...new Set(able)].join(', ')}) is busy from ${starts} to ${done}: a yard builds one ship at a time (GC B8.40, B8.50)`,
    );
  constructionRows(w).push({
    Empire: empire,
    Class: cls.name,
    Hex: hex,
    Yard: yard,
    Squadron: squadron,
    Starts: starts,
    Done: done,
    EPV: yard === 'BSSY' ? Math.round(special.epv * BSSY_SURCHARGE * 10) / 10 : special.epv,
    Crew: special.crew,
    Cost: '',
    Status: 'Ordered',
    Note: x?.prototype ? PROTOTYPE_NOTE : '',
  });
  const takes = turns === 1 ? 'six months' : turns === 2 ? 'a year' : `${turns / 2} years`;
  const ad =
    isDock(yard) && turns > buildTurns(cls.sizeClass, hull)
      ? `, a turn longer in a${yard === 'BSSY' ? ' BSSY at 30% more EPs (GC B8.90)' : `n ${yard} (GC B8.96)`}`
      : '';
  const proto = x?.prototype ? `, a prototype a year before its Y${cls.yearInService} service (GC C19.10)` : '';
  return {
    row: o.row,
    status: 'done',
    text: `${what} at ${hex} in its ${yard}: EPV ${special.epv}${special.words ? ` (${cls.ebpv}, ${special.words})` : ''}, paid as ${starts} starts (GC B11.40, B11.80), ${takes} to build${ad}, delivered at the end of ${done} (GC B8.50)${proto}`,
  };
}

/** Whether one more build fits a kind of yard at a hex in every turn from `starts` to `done`. */
function fits(w: World, hex: string, yard: Yard, starts: string, done: string): boolean {
  const count = yardsAt(w, hex).filter((y) => y === yard).length;
  for (let t = turnIndex(starts); t <= turnIndex(done); t++) if (busyYards(w, hex, yard, t) >= count) return false;
  return true;
}

/**
 * GC B11.80, B11.83: what each of one kind's builds started in a turn costs. CWs (and DWs) are 4% off
 * for each of that kind bought, all of them, at most 24% (rule option GC21); each battleship after the
 * first costs 20% more than the one before, the dearest charged the most; any other its EPV. To the tenth.
 */
export function groupPrices(epvs: readonly number[], hull: HullType | undefined): number[] {
  const tenth = (n: number) => Math.round(n * 10) / 10;
  if (hull === 'CW' || hull === 'DW') {
    const off = Math.min(24, 4 * epvs.length);
    return epvs.map((e) => tenth((e * (100 - off)) / 100));
  }
  if (hull !== 'BB') return [...epvs];
  const out = [...epvs];
  [...epvs.keys()].sort((a, b) => epvs[a] - epvs[b] || a - b).forEach((i, rank) => (out[i] = tenth((epvs[i] * (100 + 20 * rank)) / 100)));
  return out;
}

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

/** Why a build's price differs from its EPV (B11.80, B11.83), or ''. */
function priceWords(hull: HullType | undefined, count: number, epv: number, price: number): string {
  if (price === epv) return '';
  if (hull === 'BB') return `, +${Math.round((price / epv - 1) * 100)}% as a battleship hull after the first this turn (GC B11.83)`;
  return `, ${count} ${hull}s this turn: ${Math.min(24, 4 * count)}% off (GC B11.80)`;
}

/**
 * GC B11.40, B11.15: as a turn starts, after its treasury is credited, each empire's builds for it are
 * paid in the order written: each takes what it adds to its kind's price (B11.80, B11.83) while the
 * treasury holds it; a build it cannot pay is refused with the figures.
 */
export function startBuilds(w: World): void {
  const now = turnIndex(w.season);
  for (const e of w.c.empires) {
    const due = constructionRows(w).filter((r) => r.Empire === e.id && r.Status === 'Ordered' && turnIndex(r.Starts) === now);
    if (!due.length) continue;
    let left = w.treasury(e.id);
    const taken = new Map<string, { row: GameRow; epv: number; hull: HullType | undefined }[]>();
    const refuse = (r: GameRow, note: string) => {
      Object.assign(r, { Status: 'Refused', Note: note });
      w.log('Build', e.id, `${r.Class} at ${r.Hex} refused`, note);
      w.report(e.id, 'Builds', `${r.Class} at ${r.Hex} is not built: ${note}.`);
    };
    for (const [i, r] of due.entries()) {
      const cls = w.catalog.get(String(r.Class));
      // Its Construction row's EPV: a special build's price (specialBuilds.ts: C9.10, C9.60, C18.20, C19.10),
      // a BSSY's surcharge (B8.90), a shipyard's or commercial base's (facilities.ts); else the class's.
      const epv = Number(r.EPV) || (cls?.ebpv ?? 0);
      if (!cls && !facilityOf(r.Class)) refuse(r, `no class ${r.Class} on the Classes tab (GC B11.80)`);
      else if (w.system(String(r.Hex))?.owner !== e.id) refuse(r, `${r.Hex} is no longer yours (GC B8.20)`);
      else {
        const hull = cls && buildHull(w, cls);
        const key = hull ?? `#${i}`;
        const group = taken.get(key) ?? [];
        const epvs = group.map((g) => g.epv);
        const adds = sum(groupPrices([...epvs, epv], hull)) - sum(groupPrices(epvs, hull));
        if (adds > left + 1e-9)
          refuse(
            r,
            `it costs ${Math.round(adds * 10) / 10} EPs and ${Math.round(left * 10) / 10} are left of the treasury after the builds before it (GC B11.15, B11.40)`,
          );
        else {
          left -= adds;
          taken.set(key, [...group, { row: r, epv, hull }]);
        }
      }
    }
    const prices = new Map<GameRow, string>();
    for (const group of taken.values()) {
      const paid = groupPrices(
        group.map((g) => g.epv),
        group[0].hull,
      );
      group.forEach((g, i) => {
        g.row.Cost = paid[i];
        prices.set(g.row, priceWords(g.hull, group.length, g.epv, paid[i]));
      });
    }
    for (const r of due.filter((x) => prices.has(x))) {
      r.Status = 'Building';
      w.addLedger(
        e.id,
        -Number(r.Cost),
        `Build ${r.Class} at ${r.Hex}${r.Yard ? ` in its ${r.Yard}` : ''}${prices.get(r)}`,
        'GC B11.40, B11.80',
      );
      w.report(e.id, 'Builds', `${r.Class} is begun at ${r.Hex} for ${r.Cost} EPs, to be delivered at the end of ${r.Done}.`);
    }
  }
}

/** A new strategic-reserve squadron's code (A6.10): the empire's code, its next squadron number, SR. */
function reserveCode(w: World, empire: string): string {
  const code = empireCode(w.c, empire);
  const numbers = w.fleetsOf(empire).map((f) => Number(new RegExp(`^${code}(\\d{2,3})`).exec(f.id)?.[1] ?? 0));
  return `${code}${String(Math.max(0, ...numbers) + 1).padStart(2, '0')}SR`;
}

/** GC B8.50, B8.501: at the end of a turn, each build done then leaves its yard into its squadron (lost if its system was taken). */
export function deliverBuilds(w: World): void {
  const now = turnIndex(w.season);
  // B8.501: the status sheet says how complete each ship being built is (D7B(50%)).
  for (const r of constructionRows(w).filter((x) => x.Status === 'Building' && turnIndex(x.Starts) <= now)) {
    const start = turnIndex(r.Starts);
    r['% complete'] = Math.round((100 * (now - start + 1)) / (turnIndex(r.Done) - start + 1));
  }
  for (const r of constructionRows(w).filter((x) => x.Status === 'Building' && turnIndex(x.Done) === now)) {
    const [empire, hex, shipClass] = [String(r.Empire), String(r.Hex), String(r.Class)];
    const facility = facilityOf(shipClass);
    if (w.system(hex)?.owner !== empire) {
      Object.assign(r, { Status: 'Lost', Note: `${hex} was taken before it was finished (GC B8.20, B8.501)` });
      w.report(empire, 'Builds', `${shipClass} at ${hex} is lost: ${r.Note}.`);
      continue;
    }
    if (facility) {
      deliverFacility(w, r, facility);
      continue;
    }
    const named = w.fleet(String(r.Squadron));
    const joins = named?.empire === empire && named.location === hex ? named : undefined;
    const id = joins?.id ?? (r.Squadron && !named ? String(r.Squadron) : reserveCode(w, empire));
    const fleet = joins ?? w.addFleet(newFleet(id, empire, hex, w.season, 'New construction'));
    const ship = w.addShip(newShip(w.nextId('ship', `${empire}-`), empire, fleet.id, shipClass, 0));
    crewOnDelivery(w, ship.id, r);
    Object.assign(r, { Status: 'Delivered', Squadron: fleet.id });
    w.log('Build', empire, `${shipClass} delivered at ${hex} to ${fleet.id}`, 'GC B8.50');
    w.report(empire, 'Builds', `${shipClass} is delivered at ${hex}: squadron ${fleet.id} (GC B8.50).`);
  }
}

/** Check workbook: each system's shipyards named by B8.21 and within its B8.30 capacity. */
export function shipyardProblems(w: World): string[] {
  return Object.entries(w.c.extras?.Systems ?? {}).flatMap(([hex, row]) => {
    const cell = row[SHIPYARDS];
    const names = (Array.isArray(cell) ? cell : String(cell ?? '').split(/[\s,]+/)).map((n) => n.trim()).filter(Boolean);
    if (!names.length) return [];
    const odd = names.filter((n) => !YARD_KINDS.some((y) => y === n.toUpperCase()));
    if (odd.length)
      return [
        `Systems: ${hex}'s Shipyards name ${odd.join(', ')}: write SC2SY, SC3SY, SC4SY, CWSY, DWSY, SC3XSY, SC4XSY, BSSY, FRD, FRX or CDK (GC B8.21, B8.90, B8.96, C21.20).`,
      ];
    if (yardsAt(w, hex).filter((y) => y === 'BSSY').length > 1) return [`Systems: ${hex} has more than one BSSY (GC B8.95).`];
    const kind = SYSTEM_CLASSES.find((k) => k === row['System class']);
    const points = sum(yardsAt(w, hex).map((y) => YARDS[y]));
    const cap = kind ? CAPACITY[kind] : 0;
    return points > cap
      ? [
          `Systems: ${hex}'s shipyards take ${points} capacity points; ${kind ? `a ${kind.toLowerCase()} holds ${cap}` : 'a hex with no system holds none'} (GC B8.30).`,
        ]
      : [];
  });
}
