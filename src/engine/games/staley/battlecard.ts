// Staley's battle card (GG1-GG5, QQ1): the lines the players set their scenario up by. The battle map
// is 100x100 hexes inside a barrier until turn 6 (GG1.1-GG1.4); each side starts by the direction (A-F)
// it entered the campaign hex from (GG1.3), and leaves by the map edge its last hex stood on (GG1.52),
// which is a campaign hex next to the battle's: the Battle ships' Disengaged to takes the campaign hex,
// the letter or that map hex. Ships beyond the flagship's command rating wait in the in-hex reserve
// (GG4), where a drone bombardment ship may send waves (GG5). The scenario is S8.0 with GG3's changes,
// played within the GM's time limit (QQ1.2-QQ1.3). Choices: rule option ST61.

import type { GameOption } from '../../core/game';
import type { Campaign, Fleet } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { axialOf, formatHexId, HEX_DIRECTIONS, hexAdd, parseHexId, placeOf } from '../../core/map/hex';
import { NON_WARSHIP_ROLES } from './capital';

/** GG1.3: the campaign directions A-F (north, then clockwise) as axial steps of the flat-topped map. */
const DIRECTIONS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const STEP: Readonly<Record<Direction, (typeof HEX_DIRECTIONS)[number]>> = {
  A: HEX_DIRECTIONS[2],
  B: HEX_DIRECTIONS[1],
  C: HEX_DIRECTIONS[0],
  D: HEX_DIRECTIONS[5],
  E: HEX_DIRECTIONS[4],
  F: HEX_DIRECTIONS[3],
};
/** GG1.3: where a side coming from each direction starts on the battle map. */
export const START_HEX: Readonly<Record<Direction, string>> = { A: '5033', B: '8033', C: '8066', D: '5066', E: '2066', F: '2033' };

export const CARD_OPTIONS = {
  scenarioDays: [
    'Staley scenario days',
    '5',
    ['3', '5', '7', '10', '14'],
    "Staley QQ1.2: the days the GM gives the players to play a battle's scenario (FF1.14's 5 by default); past them the GM extends the time or adjudicates (QQ1.3, rule option ST61).",
  ],
} as const satisfies Record<string, GameOption>;

/** QQ1.2: the days the GM gives for a scenario (the Campaign's Staley scenario days). */
export const scenarioDays = (c: Campaign): string => c.options?.scenarioDays ?? CARD_OPTIONS.scenarioDays[1];

/** The direction of a neighbouring campaign hex from a hex (GG1.3), if it is one. */
export function directionTo(from: string, to: string): Direction | undefined {
  const [a, b] = [parseHexId(from), parseHexId(to)];
  if (!a || !b) return undefined;
  const [p, q] = [axialOf(a), axialOf(b)];
  return DIRECTIONS.find((d) => p.q + STEP[d].q === q.q && p.r + STEP[d].r === q.r);
}

/** The campaign hex next to a hex in a direction. */
export function hexToward(from: string, d: Direction): string | undefined {
  const p = parseHexId(from);
  return p && formatHexId(placeOf(hexAdd(axialOf(p), STEP[d])));
}

/** GG1.52: the direction of a disengagement by the battle-map edge hex last stood on ("084001": column 84, row 1). */
export function edgeDirection(mapHex: string): Direction | undefined {
  const t = mapHex.trim();
  if (!/^\d{6}$/.test(t)) return undefined;
  const [col, row] = [Number(t.slice(0, 3)), Number(t.slice(3))];
  if (col < 1 || col > 100 || row < 1 || row > 100) return undefined;
  if (row === 1) return col <= 17 ? 'F' : col <= 83 ? 'A' : 'B';
  if (row === 100) return col <= 17 ? 'E' : col <= 83 ? 'D' : 'C';
  if (col === 100) return row <= 50 ? 'B' : 'C';
  if (col === 1) return row <= 50 ? 'F' : 'E';
  return undefined;
}

/** Battle ships' Disengaged to, read as a campaign hex, a direction letter or the battle-map edge hex (GG1.5). */
export function disengagedHex(from: string, typed: string): string {
  const t = typed.trim().toUpperCase();
  const d = (DIRECTIONS as readonly string[]).includes(t) ? (t as Direction) : edgeDirection(t);
  return (d && hexToward(from, d)) || typed.trim();
}

/** GG1.3, FF1.121: how a side is placed: by the direction it came from, or a die for one already there. */
function placing(w: World, hex: string, fleets: Fleet[]): { line: string; from?: Direction } {
  const moved = fleets.find((f) => f.arrivedIn === w.now && f.arrivedFrom);
  const from = moved && directionTo(hex, moved.arrivedFrom);
  if (!from) return { line: `${fleets[0].empire} rolls 1d6 for its direction (FF1.121: 1 A … 6 F)` };
  return { line: `${fleets[0].empire} came from direction ${from}: within 3 hexes of ${START_HEX[from]}, 5050 in its FA arc`, from };
}

/** GG4.1, GG3.1h: the ships beyond the flagship's command rating (convoys do not count); 0 when no rating is entered. */
function reserve(w: World, fleets: Fleet[]): { count: number; rating: number } {
  const ships = fleets.flatMap((f) => w.shipsOf(f.id)).map((s) => w.classOf(s));
  const warships = ships.filter((c) => !NON_WARSHIP_ROLES.some((r) => hasRole(c, r)));
  const rating = Math.max(0, ...warships.map((c) => c?.commandRating ?? 0));
  return { count: rating ? Math.max(0, warships.length - rating) : 0, rating };
}

/** The card's Staley lines: the map and its barrier, placing, leaving, retrograde, the reserve, the scenario and its time. */
export function cardLines(w: World, a: Fleet[], b: Fleet[]): string[] {
  const hex = a[0].location;
  const [pa, pb] = [placing(w, hex, a), placing(w, hex, b)];
  const lines = [
    `GG1.3: ${pa.line}; ${pb.line}.`,
    'GG1.1-GG1.4: a 100x100 map in a barrier until impulse 1 of turn 6 (a breach on 11-12 on 2d6, one try in 8 impulses; free to a ship with more than 5 internals from the enemy, GG1.28); sub-light evasion from turn 6, or once crippled by the enemy (GG1.41-GG1.42).',
    'GG1.5: a ship leaving by the map edge goes to the campaign hex that way: write in Disengaged to the hex, the letter (A top 018001-083001, B 084001-100050, C 100051-084100, D 083100-018100, E 017100-001051, F 001050-017001) or the edge hex it left from.',
    'GG1.6: a retrograde is announced before the COs: floating map, no disengaging; when it ends the barrier rises round its flagship for 5 turns, units outside have 32 impulses to come back or are disengaged in-hex, and the retrograding side then disengages by GG1.5 and stays put the next phase (GG1.631).',
    'GG1.7-GG1.8: fighters left with nothing to carry or support them are lost; PFs so left stay in the hex until a tender recovers them.',
  ];
  if (pa.from && pa.from === pb.from)
    lines.splice(1, 0, `GG1.31: both came from ${pa.from}: the side that disengaged into this hex starts at 5050, any facing.`);
  for (const side of [a, b]) {
    const r = reserve(w, side);
    if (r.count)
      lines.push(
        `GG4: ${side[0].empire}'s flagship commands ${r.rating}: ${r.count} warship(s) wait in the in-hex reserve (a convoy with the fleet stays in, GG4.5); one joins for each ship destroyed or disengaged, 35 hexes from every unit, from its fleet's direction (GG4.4-GG4.41); if the fleet disengages the reserve goes back to the hex it came from (GG4.6). GG5: a DB ship there (none in the fleet) sends waves of up to 12 Type-III-XX drones (2 more for each further DB ship), the first within 5 hexes of the fleet, each next at least the drones' speed away; the fleet's turn-0 top speed is the waves'.`,
      );
  }
  const days = scenarioDays(w.c);
  lines.push(
    "GG3: the patrol scenario S8.0 without S8.223, S8.26, S8.355, S8.41, S8.44, S8.45, S8.48, S8.51, S8.66; the Federation may have PFs; S8.42's penalty is 100 EBPV off the bank before the battle (GG3.1e); COs are free, but none for a ship out of supply (GG2.2).",
    `QQ1.2-QQ1.3: play it within ${days} days; past them the GM extends the time or adjudicates the hex (the battle's FF1.14 ruling).`,
  );
  return lines;
}
