// Officers and crews (MM1). Special crews are never bought (MM1.1): each new warship gets a roll on
// G22.111 when it is placed (MM1.2, MM1.21). G22.111 is SFB's and not in the seed, so the table is the
// GM's: the Crew table tab (seen by the GM alone), a 2D6 total or range per row and what it gives. A
// Poor or Outstanding crew sets the ship's Crew; any other result (a legendary officer, green or ace
// pilots) is written as the table words it. The ship's Special crew column (its admiral's) holds it: it
// stays with the ship (MM1.31). A poor crew that survives 3 combat missions (every scenario it fought
// and came out of, the GM may edit the count: MM1.6) is a regular crew again. Choices: rule option ST40.

import type { GameTab, RowColumn } from '../../core/game';
import type { BattleShip, Ship } from '../../core/model';
import type { World } from '../../core/world';
import { cells } from './map';
import { isWarship } from './supply';
import { isPodOrModule } from './strategic';

/** MM1.6: the combat missions that make a poor crew regular. */
export const POOR_CREW_MISSIONS = 3;
const DICE = { count: 2, sides: 6 };

export const CREW_TABLE_TAB: GameTab = {
  name: 'Crew table',
  note: "MM1.21: the GM's G22.111 table, rolled on 2D6 for every new warship. The sample's rows are ILLUSTRATIVE (rule option ST40): replace them.",
  columns: [
    { header: 'Roll', type: 'text', note: 'A 2D6 total ("2") or range ("3-10").' },
    {
      header: 'Result',
      type: 'text',
      note: 'Poor crew, Outstanding crew, a legendary officer or pilots, as G22.111 words it; blank: a regular crew.',
    },
  ],
};

/** Rule option ST40: the sample's table, ILLUSTRATIVE (SFB G22.111 is not in the seed). */
export const SAMPLE_CREW_TABLE: readonly [string, string][] = [
  ['2', 'Poor crew'],
  ['3', 'Poor crew'],
  ['4-10', ''],
  ['11', 'Outstanding crew'],
  ['12', 'Legendary Captain'],
];

export const SPECIAL_CREW_COLUMN: RowColumn = {
  header: 'Special crew',
  type: 'text',
  seenBy: 'owner',
  note: "MM1.21: what the ship's G22.111 roll gave (blank: a regular crew); it stays with the ship (MM1.31).",
};

export const MISSIONS_COLUMN: RowColumn = {
  header: 'Missions',
  type: 'int',
  seenBy: 'owner',
  note: 'MM1.6: combat missions a poor crew has survived; at 3 it is a regular crew. The GM may correct it.',
};

/** "7" or "3-10" as its lowest and highest totals; undefined when it is neither. */
function range(roll: unknown): [number, number] | undefined {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(String(roll ?? ''));
  return m ? [Number(m[1]), Number(m[2] ?? m[1])] : undefined;
}

/**
 * MM1.2, MM1.21: a new warship's roll on the GM's table; its result set on the ship and told to its admiral.
 * A pod, pallet, pack or module is carried by a warship, not one: it rolls nothing (rule option ST102).
 */
export function crewRoll(w: World, ship: Ship): void {
  if (!isWarship(w, ship) || isPodOrModule(w.classOf(ship))) return;
  const table = w.c.tables?.[CREW_TABLE_TAB.name] ?? [];
  if (!table.length) return w.log('Crew', ship.empire, `${ship.id}: no roll (MM1.21)`, 'the Crew table tab is empty');
  const roll = w.dice.roll(DICE.count, DICE.sides, `${ship.id}'s crew on G22.111 (Staley MM1.21)`);
  const row = table.find((r) => {
    const [lo, hi] = range(r.Roll) ?? [NaN, NaN];
    return roll >= lo && roll <= hi;
  });
  const result = String(row?.Result ?? '').trim();
  w.log('Crew', ship.empire, `${ship.id} (${ship.shipClass}) rolls ${roll} on G22.111 (MM1.21)`, result || 'a regular crew');
  if (!result) return;
  if (/^poor/i.test(result)) ship.crew = 'Poor';
  if (/^outstanding/i.test(result)) ship.crew = 'Outstanding';
  cells(w.c, 'Ships', ship.id)[SPECIAL_CREW_COLUMN.header] = result;
  w.report(ship.empire, 'Builds', `${ship.id} (${ship.shipClass}) has a special crew: ${result} (a roll of ${roll}, MM1.21).`);
}

/** MM1.6: each ship of a poor crew that came out of the scenario has a combat mission more; at 3 its crew is regular. */
export function combatMissions(w: World, rows: readonly BattleShip[]): void {
  for (const r of rows) {
    const ship = w.ship(r.ship);
    if (!ship || ship.crew !== 'Poor' || ship.empire !== r.empire) continue;
    const row = cells(w.c, 'Ships', ship.id);
    const missions = (Number(row[MISSIONS_COLUMN.header]) || 0) + 1;
    if (missions < POOR_CREW_MISSIONS) {
      row[MISSIONS_COLUMN.header] = missions;
      continue;
    }
    ship.crew = 'Normal';
    [row[MISSIONS_COLUMN.header], row[SPECIAL_CREW_COLUMN.header]] = ['', ''];
    w.log('Crew', ship.empire, `${ship.id}'s poor crew is regular after ${missions} combat missions (MM1.6)`, r.battle);
    w.report(ship.empire, 'Battles', `${ship.id}'s crew is no longer poor: ${missions} combat missions survived (MM1.6).`);
  }
}
