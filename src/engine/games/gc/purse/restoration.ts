// GC B13: restoration mobility (RB). Its command rating drop is exhaustion.ts's (B13.10, B13.15). Here:
// each turn on RB lays up a size-class-3 ship and two size-class-4 ships (B13.20, B13.25), and survey
// ships may prospect surveyed space for mineral resource runs (B13.30), which end when the empire
// leaves RB.

import type { Order, Ship } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { heldSystems, isCrippled, majorsOf, mobilityOf } from '../base/holdings';
import { isMothballed, layUp, MOTHBALLED, SCRAPPING } from './mothball';
import { merchant } from '../base/merchantUnits';
import { RB_MRRS } from '../base/purseColumns';
import { surveyShips } from '../commerce/explorers';

/** The Fleets column that keeps the hex a squadron prospects this turn. */
export const PROSPECTING = 'Prospecting';

/** GC B13.30: the chance (%) a turn's prospecting finds a resource run: 50, 15 next to a system, halved when crippled. */
export function mrrChance(nextToSystem: boolean, crippled: boolean): number {
  return (nextToSystem ? 15 : 50) * (crippled ? 0.5 : 1);
}

/**
 * GC B13.20: whether the ships laid up (scrapped or mothballed) this turn meet a size-class-3 ship and two
 * of size class 4, a size class 2 (or larger) standing for one of each and two size-class-4 ships for the 3.
 */
export function layUpMet(sizes: readonly number[]): boolean {
  const big = sizes.filter((s) => s <= 2).length;
  const three = sizes.filter((s) => s === 3).length + big;
  const four = sizes.filter((s) => s === 4).length + big;
  return (three >= 1 && four >= 2) || four >= 4;
}

/** The resource-run hexes an empire keeps on its Empires row (B13.30). */
const mrrsOf = (w: World, empire: string): string[] =>
  String(extraRow(w.c, 'Empires', empire)[RB_MRRS] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);

const surveyShip = (w: World, fleet: string): Ship | undefined => surveyShips(w, fleet)[0];

/** A Prospect order: the squadron stays its turn in a hex of surveyed space with no system, on restoration (B13.30). */
export function prospectOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Prospect ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  if (mobilityOf(w.c, empire) !== 'RB') return refused('only on restoration mobility may survey ships prospect surveyed space (GC B13.30)');
  if (!surveyShip(w, f.id)) return refused('the squadron holds no survey ship (a class whose Hull is SR, GC B13.30)');
  if (extraRow(w.c, 'Fleets', f.id).Course) return refused('it moves this turn: prospecting takes the whole turn in the hex (GC B13.30)');
  if (extraRow(w.c, 'Systems', f.location)['System class']) return refused(`${f.location} is a system: prospect open space (GC B13.30)`);
  if (mrrsOf(w, empire).includes(f.location)) return refused(`${f.location} has your resource run already`);
  setExtra(w.c, 'Fleets', f.id, { [PROSPECTING]: f.location });
  const chance = mrrChance(nextToSystem(w, f.location), isCrippled(w.c, empire));
  return {
    row: o.row,
    status: 'done',
    text: `Prospect ${f.id} in ${f.location}: ${chance}% as the turn ends if it is still there (GC B13.30)`,
  };
}

const nextToSystem = (w: World, hex: string): boolean => w.neighbours(hex).some((h) => !!extraRow(w.c, 'Systems', h)['System class']);

/** As the turn ends: each squadron still where it prospected rolls for a resource run (B13.30). */
export function rollProspects(w: World): void {
  const from = w.dice.rolls.length;
  for (const f of w.c.fleets) {
    const hex = extraRow(w.c, 'Fleets', f.id)[PROSPECTING];
    if (!hex) continue;
    setExtra(w.c, 'Fleets', f.id, { [PROSPECTING]: '' });
    if (hex !== f.location || !surveyShip(w, f.id)) continue;
    const chance = mrrChance(nextToSystem(w, f.location), isCrippled(w.c, f.empire));
    const roll = w.dice.roll(1, 100, `${f.id} prospects ${hex} for a resource run: ${chance}% (GC B13.30)`);
    if (roll <= chance) {
      setExtra(w.c, 'Empires', f.empire, { [RB_MRRS]: [...mrrsOf(w, f.empire), hex].join(' ') });
      w.report(f.empire, 'Treasury', `${f.id} found a resource run in ${hex} (rolled ${roll}, ${chance}% wanted; GC B13.30)`);
    } else
      w.report(f.empire, 'Treasury', `${f.id} found nothing in ${hex} (rolled ${roll}, ${chance}% wanted): it may try again (GC B13.30)`);
  }
  w.flushRolls(from);
}

/** GC B13.30: leaving restoration ends the resource runs found in surveyed space; the words that say so. */
export function endRestorationRuns(w: World, empire: string): string {
  const runs = mrrsOf(w, empire);
  if (!runs.length) return '';
  setExtra(w.c, 'Empires', empire, { [RB_MRRS]: '' });
  return `; the resource runs in ${runs.join(', ')} end (GC B13.30)`;
}

/**
 * GC B13.20, B13.25: once every order is in, an empire on restoration with more than seven major systems
 * that laid up too little this turn has its least valuable warships mothballed to make it up (rule option GC49).
 */
export function restorationLayUp(w: World, laidUp: (empire: string) => readonly string[]): void {
  for (const { id } of w.c.empires) {
    if (mobilityOf(w.c, id) !== 'RB' || majorsOf(heldSystems(w.c, id)) <= 7) continue;
    const size = (s: string) => w.classOf(w.ship(s) ?? { empire: id, shipClass: '' })?.sizeClass ?? 0;
    const done = [...laidUp(id)];
    const spare = w
      .shipsOfEmpire(id)
      .filter((s) => !isMothballed(w, s.id) && !extraRow(w.c, 'Ships', s.id)[SCRAPPING] && !merchant(w.classOf(s)))
      .filter((s) => (w.classOf(s)?.sizeClass ?? 0) >= 3)
      .sort((a, b) => (w.classOf(a)?.ebpv ?? 0) - (w.classOf(b)?.ebpv ?? 0));
    const added: string[] = [];
    const pick = (sc: number) => spare.find((s) => !done.includes(s.id) && size(s.id) === sc);
    while (!layUpMet(done.map(size))) {
      const three = done.some((d) => size(d) <= 3);
      const s = three ? pick(4) : (pick(3) ?? pick(4));
      if (!s) break;
      done.push(s.id);
      added.push(s.id);
      layUp(w, s.id, { [MOTHBALLED]: true });
    }
    if (added.length)
      w.report(
        id,
        'Treasury',
        `Restoration lays up a size-class-3 and two size-class-4 ships a turn: ${added.join(', ')} mothballed (GC B13.20)`,
      );
    if (!layUpMet(done.map(size))) w.report(id, 'Treasury', `Restoration wants more ships laid up than are left (GC B13.20)`);
  }
}
