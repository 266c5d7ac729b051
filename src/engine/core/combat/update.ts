// Update battles, as every game runs it: the GM changed who fights a pending battle (its Fleet A or
// Fleet B, or what decides who of a side fights). Each battle whose ship rows its sides no longer give
// is checked, by the checks every game makes and then by its game's own, and gets new ship rows and a
// new set-up card; a battle with results entered keeps its rows.

import type { Battle, BattleShip, Campaign, Fleet, LogEntry } from '../model';
import { sideFleets } from '../model';
import { World } from '../world';
import { groupBy } from '../ids';
import { sidesChanged } from './sides';

/** What Update battles gives back: the revised campaign, or why the changes cannot stand. */
export interface BattlesUpdate {
  campaign: Campaign;
  log: LogEntry[];
  /** The battles given new ship rows and set-up cards. */
  revised: string[];
  problems: string[];
  /** What to tell the GM when no battle changed: what may be changed of a pending battle, and how. */
  nothingChanged: string;
}

/** A game's rules for changing a pending battle. */
export interface BattleChanges {
  /** The rules the changes follow, cited in the Log. */
  readonly cite: string;
  /** What Update battles tells the GM when no battle changed. */
  readonly nothingChanged: string;
  /** The ship rows a battle's sides give as they stand (Game.battleShips). */
  battleShips(w: World, b: Battle): BattleShip[];
  /** Why a changed battle's sides cannot stand; `open`: every battle still pending. */
  sideProblems(w: World, b: Battle, open: Battle[]): string[];
  /** The changed battle's new set-up card. */
  card(w: World, b: Battle): string;
}

/** Resolve battles' refusal of results entered for a battle whose sides changed since its rows were made. */
export function sidesChangedProblem(b: Battle): string {
  return `Battle ${b.id}: its Fleet A / Fleet B no longer match its ship rows; run Update battles first`;
}

/** A battle's two sides as the GM wrote them: each fleet id with its fleet, if there is one. */
export function battleSides(w: World, b: Battle): { id: string; f: Fleet | undefined }[][] {
  return [sideFleets(b.fleetA), sideFleets(b.fleetB)].map((ids) => ids.map((id) => ({ id, f: w.fleet(id) })));
}

/**
 * The checks every game makes of a changed battle's sides: each fleet exists, stands at one of
 * `places` (the battle's system; either end of a path), has not disengaged and fights no other pending
 * battle; each side is one power's fleets, and the two powers are at war (or hostilities).
 */
export function sidesProblems(w: World, b: Battle, open: Battle[], places: string[]): string[] {
  const out: string[] = [];
  const sides = battleSides(w, b);
  const fightsIn = (id: string) => open.find((x) => x !== b && [...sideFleets(x.fleetA), ...sideFleets(x.fleetB)].includes(id));
  for (const { id, f } of sides.flat()) {
    if (!f) out.push(`no fleet "${id}"`);
    else if (!places.includes(f.location)) out.push(`${f.id} is at ${f.location}, not ${places.join(' or ')}`);
    else if (f.status === 'Disengaged') out.push(`${f.id} has disengaged`);
    else if (fightsIn(f.id)) out.push(`${f.id} is already in battle ${fightsIn(f.id)!.id}`);
  }
  if (out.length) return out;
  const empires = sides.map((s) => [...new Set(s.map((x) => x.f!.empire))]);
  if (empires.some((e) => e.length !== 1)) return ["each side is one empire's fleets"];
  if (!w.hostile(empires[0][0], empires[1][0])) return [`${empires[0][0]} and ${empires[1][0]} are not at war`];
  return [];
}

/** Update battles: each pending battle whose sides changed, checked and given new ship rows and a new card. */
export function updateBattles(c: Campaign, rules: BattleChanges): BattlesUpdate {
  const w = new World(c, {
    rolls: [],
    roll: () => {
      throw new Error('no dice are rolled when updating battles');
    },
  });
  const problems: string[] = [];
  const revised: string[] = [];
  const open = w.c.battles.filter((b) => b.status !== 'Resolved');
  const byBattle = groupBy(w.c.battleShips, (r) => r.battle); // once, not a search of every row per battle
  const rowsOf = (b: Battle) => byBattle.get(b.id) ?? [];
  for (const b of open.filter((x) => sidesChanged(w, x, rules.battleShips(w, x), rowsOf(x)))) {
    const why = rules.sideProblems(w, b, open);
    if (why.length) {
      problems.push(...why.map((p) => `Battle ${b.id}: ${p}`));
      continue;
    }
    if (rowsOf(b).some((r) => r.result)) {
      problems.push(`Battle ${b.id}: its fleets changed after results were entered; clear the results first`);
      continue;
    }
    w.c.battleShips = [...w.c.battleShips.filter((r) => r.battle !== b.id), ...rules.battleShips(w, b)];
    b.setup = rules.card(w, b);
    revised.push(b.id);
    w.log('Battle', '', `Battle ${b.id} updated by the GM: ${b.fleetA} vs ${b.fleetB} (${rules.cite})`);
  }
  return { campaign: w.c, log: w.newLog, revised, problems, nothingChanged: rules.nothingChanged };
}
