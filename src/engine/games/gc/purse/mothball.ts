// GC B9.40-B9.60: mothballed ships, kept on the Ships tab's Mothballed column. Mothball and Reactivate
// orders name ships in the order's Ships; a mothballed ship does not move, liquidation takes it first
// (B10.45), and off war mobility its upkeep is paid as each turn starts, or it is reactivated.

import type { Order, Ship } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { mobilityOf } from '../base/holdings';
import { merchant } from '../base/merchantUnits';

export const MOTHBALLED = 'Mothballed';
export const SCRAPPING = 'Scrapping';

/** GC B9.50: ships of one size class that may be reactivated in a turn. */
const REACTIVATIONS = 3;
/** GC B9.60: the upkeep a turn, as a share of the ship's EPV. */
const UPKEEP = 0.04;

/** An empire's yard work this turn: the scrap value taken (B9.10), reactivations by size class (B9.50), the ships laid up (B13.20). */
export interface YardTurn {
  taken: number;
  readonly reactivated: Map<string, number>;
  readonly laidUp: string[];
}

/** Whether the ship is in mothballs (B9.40). */
export const isMothballed = (w: World, ship: string): boolean => {
  const v = extraRow(w.c, 'Ships', ship)[MOTHBALLED];
  return v === true || v === 'yes';
};

/** Per world: the ships laid up (in mothballs or being scrapped), read once from the Ships rows and kept as orders change them. */
const laidUpShips = new WeakMap<World, Set<string>>();
export function laidUp(w: World): ReadonlySet<string> {
  let set = laidUpShips.get(w);
  if (!set) {
    set = new Set();
    const rows = w.c.extras?.Ships ?? {};
    for (const id in rows) if (isMothballed(w, id) || rows[id][SCRAPPING]) set.add(id);
    laidUpShips.set(w, set);
  }
  return set;
}

/** Sets a ship's Mothballed or Scrapping cell, keeping laidUp up to date. */
export function layUp(w: World, ship: string, cells: { [MOTHBALLED]?: boolean; [SCRAPPING]?: string }): void {
  setExtra(w.c, 'Ships', ship, cells);
  const set = laidUp(w) as Set<string>;
  if (isMothballed(w, ship) || extraRow(w.c, 'Ships', ship)[SCRAPPING]) set.add(ship);
  else set.delete(ship);
}

/** The laid-up ships that are, as a Ship, found by `keep`'s test of their Ships row. */
export const laidUpWhere = (w: World, keep: (id: string) => boolean): Ship[] =>
  [...laidUp(w)].flatMap((id) => {
    const s = keep(id) ? w.ship(id) : undefined;
    return s ? [s] : [];
  });

/** Why a squadron may not move: a ship of it in mothballs (B9.40) or being scrapped (B9.20); undefined if it may. */
export function immobile(w: World, fleet: string): string | undefined {
  const set = laidUp(w);
  const stuck = set.size ? w.shipsOf(fleet).find((s) => set.has(s.id)) : undefined;
  if (!stuck) return undefined;
  return isMothballed(w, stuck.id)
    ? `${stuck.id} is in mothballs and cannot move (GC B9.40): Reactivate it or leave it in another squadron`
    : `${stuck.id} is being scrapped and cannot move (GC B9.20)`;
}

/** The ships an order names in its Ships column, all the empire's and none in a squadron with a course this turn, or why not. */
export function orderedShips(w: World, empire: string, o: Order, rule: string): Ship[] | string {
  if (!o.ships.length) return `name the ships in Ships (${rule})`;
  const ships = o.ships.map((id) => w.ship(id));
  const stranger = o.ships.find((_, i) => ships[i]?.empire !== empire);
  if (stranger) return `${stranger} is not your ship`;
  const moving = (ships as Ship[]).find((s) => extraRow(w.c, 'Fleets', s.fleet).Course);
  return moving
    ? `${moving.id}'s squadron ${moving.fleet} moves this turn: its ships stay put to be ${rule === 'GC B9.20' ? 'scrapped' : 'laid up'} (${rule})`
    : (ships as Ship[]);
}

/** Mothball (B9.40, anywhere, at once) or Reactivate (B9.50: three of a size class a turn) the ships named. */
export function mothballOrder(w: World, empire: string, o: Order, kind: 'Mothball' | 'Reactivate', yard: YardTurn): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `${kind}: ${text}` });
  const ships = orderedShips(w, empire, o, kind === 'Mothball' ? 'GC B9.40' : 'GC B9.50');
  if (typeof ships === 'string') return refused(ships);
  const into = kind === 'Mothball';
  const wrong = ships.find((s) => isMothballed(w, s.id) === into || extraRow(w.c, 'Ships', s.id)[SCRAPPING]);
  if (wrong)
    return refused(
      `${wrong.id} is ${extraRow(w.c, 'Ships', wrong.id)[SCRAPPING] ? 'being scrapped' : into ? 'in mothballs already' : 'not in mothballs'}`,
    );
  if (into) {
    const civil = ships.find((s) => merchant(w.classOf(s)));
    if (civil) return refused(`${civil.id}: only military ships are mothballed (GC B9.40)`);
    yard.laidUp.push(...ships.map((s) => s.id));
  } else {
    const counts = new Map(yard.reactivated);
    for (const s of ships) {
      const size = `${w.classOf(s)?.sizeClass ?? '?'}`;
      counts.set(size, (counts.get(size) ?? 0) + 1);
      if ((counts.get(size) ?? 0) > REACTIVATIONS)
        return refused(`at most ${REACTIVATIONS} ships of size class ${size} are reactivated a turn (GC B9.50)`);
    }
    for (const [size, n] of counts) yard.reactivated.set(size, n);
  }
  for (const s of ships) layUp(w, s.id, { [MOTHBALLED]: into });
  const ids = ships.map((s) => s.id).join(', ');
  return {
    row: o.row,
    status: 'done',
    text: into ? `Mothball ${ids}: they stay where they are (GC B9.40)` : `Reactivate ${ids} (GC B9.50)`,
  };
}

/** GC B9.60 as the turn starts: off war mobility each mothballed ship costs 4% of its EPV, or, unpaid, is reactivated. */
export function payUpkeep(w: World): void {
  const mothballed = laidUpWhere(w, (id) => isMothballed(w, id));
  for (const { id } of w.c.empires) {
    if (mobilityOf(w.c, id) === 'FW' || mobilityOf(w.c, id) === 'LW') continue;
    for (const s of mothballed.filter((x) => x.empire === id)) {
      const fee = Math.round((w.classOf(s)?.ebpv ?? 0) * UPKEEP * 10) / 10;
      if (fee <= w.treasury(id)) w.addLedger(id, -fee, `mothball upkeep: ${s.id} (4% of EPV ${w.classOf(s)?.ebpv ?? 0})`, 'GC B9.60');
      else {
        layUp(w, s.id, { [MOTHBALLED]: false });
        w.report(id, 'Treasury', `${s.id}'s mothball upkeep of ${fee} EPs could not be paid: it is reactivated (GC B9.60)`);
      }
    }
  }
}
