// `VBAM Invasion`, troop combat, after the space battles: ground units of another empire landed on a
// colony (an Unload there) fight its owner's ground units if their power is at War with it (`VBAM
// Diplomacy`: Hostilities commits no ground troops), unless a defensive scenario there was refused
// this turn (VB72: they wait on the planet). With the Ground combat option "default" the statistical dice
// settle it at once (ground.ts groundCombat, VB28); with "battle" a battle of kind Ground goes to the GM,
// its card listing each side's SFB ground units, and the next close reads what is left. A planet whose
// owner has no ground units left passes to the invader (one colony row is one planet, VB64), which Update
// Assets then checks as seized (`VBAM Update Assets`).

import type { Battle, BattleShip, Ship } from '../../../core/model';
import { pendingBattle } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { ColonyRow } from '../state';
import { groundCard, groundCombat, planetAfterInvasion } from '../ground';
import { casualties, groundKinds as kinds, landedGroundUnits } from '../garrison';
import { optionOf } from '../options';
import { GROUND_COMBAT_MAP } from '../ground';
import { invasionRefused } from './meetings';
import { mayInvade } from '../../../core/diplomacy';

export function invasion(t: VbamTurn): void {
  for (const colony of t.v.colonies.filter((c) => c.owner)) {
    const units = landedGroundUnits(t, colony.sector);
    const attacker = units.find((s) => s.empire !== colony.owner && mayInvade(t.w.relation(s.empire, colony.owner)))?.empire;
    if (!attacker) continue;
    if (invasionRefused(t, colony.sector, attacker, colony.owner)) {
      const why = `the invasion of ${colony.system} by ${attacker} waits: a defensive scenario there was refused this turn (VBAM Encounters, VB72)`;
      t.w.log('Ground combat', attacker, `${attacker} invades ${colony.system} of ${colony.owner}`, why);
      for (const e of [attacker, colony.owner]) t.w.report(e, 'Battles', `${why[0].toUpperCase()}${why.slice(1)}.`);
      continue;
    }
    const att = units.filter((s) => s.empire === attacker);
    const def = units.filter((s) => s.empire === colony.owner);
    if (def.length && optionOf(t.w.c, 'ground') === 'battle') groundBattle(t, colony, att, def);
    else if (def.length) fight(t, colony, att, def);
    else conquer(t, colony, attacker, att.length);
  }
}

/** VB28: the statistical default. */
function fight(t: VbamTurn, colony: ColonyRow, att: Ship[], def: Ship[]): void {
  const { w } = t;
  const attacker = att[0].empire;
  const r = groundCombat(colony.system, kinds(att), kinds(def), w.dice);
  const lost = [...casualties(att, r.attackers), ...casualties(def, r.defenders)];
  w.removeShips(lost);
  const result = `after ${r.rounds} round(s) ${attacker} has ${r.attackers.length} ground unit(s) left, ${colony.owner} ${r.defenders.length}`;
  w.log('Ground combat', attacker, `${attacker} invades ${colony.system} of ${colony.owner} (VBAM Invasion, VB28)`, result);
  for (const e of [attacker, colony.owner]) w.report(e, 'Battles', `Ground combat on ${colony.system}: ${result}.`);
  conquer(t, colony, attacker, r.attackers.length, r.defenders.length);
}

/** `VBAM Invasion`: the planet changes owner when no defender is left and an invader is. */
function conquer(t: VbamTurn, colony: ColonyRow, attacker: string, attackersLeft: number, defendersLeft = 0): void {
  const { w } = t;
  const after = planetAfterInvasion(
    { system: colony.system, name: colony.system, owner: colony.owner },
    attacker,
    attackersLeft,
    defendersLeft,
  );
  if (after.owner === colony.owner) return;
  const from = colony.owner;
  colony.owner = after.owner;
  colony.homeworld = false;
  t.seized.add(colony.sector);
  w.log('Conquest', attacker, `${attacker} conquers ${colony.system} from ${from} (VBAM Invasion)`);
  w.report(attacker, 'Battles', `Your ground units took ${colony.system} from ${from}.`);
  w.report(from, 'Battles', `${colony.system} fell to the ground units of ${attacker}.`);
}

/** `battle`: one battle of kind Ground a turn per invaded planet, for the GM to play as SFB D15. */
function groundBattle(t: VbamTurn, colony: ColonyRow, att: Ship[], def: Ship[]): void {
  const { w } = t;
  const id = `${w.season.replace(/\s+/g, '-')}-${colony.sector}-Ground`;
  if (w.c.battles.some((b) => b.id === id)) return;
  const battle: Battle = {
    ...pendingBattle({
      id,
      season: w.season,
      place: { kind: 'system', system: colony.sector },
      map: GROUND_COMBAT_MAP,
      fleetA: att[0].fleet,
      fleetB: def[0].fleet,
      rules: w.c.settings.tacticalRules,
      series: 1,
      thenA: '',
      thenB: '',
      setup: `Ground battle on ${colony.system} (VBAM Invasion): ${att[0].empire} lands ${groundCard(kinds(att))}; ${colony.owner} defends with ${groundCard(kinds(def))}.`,
    }),
    // No auto-resolve intensity: the GM plays it as SFB ground combat.
    intensityA: 0,
    intensityB: 0,
  };
  const row = (side: 'A' | 'B', s: Ship): BattleShip => ({
    battle: id,
    side,
    fleet: s.fleet,
    ship: s.id,
    empire: s.empire,
    shipClass: s.shipClass,
    cbpv: 0,
    result: '',
    capturedBy: '',
    disengagedTo: '',
    xp: '',
    row: 0,
  });
  w.c.battles.push(battle);
  w.c.battleShips.push(...att.map((s) => row('A', s)), ...def.map((s) => row('B', s)));
  w.log('Battle', att[0].empire, `Ground battle ${id} on ${colony.system} (VBAM Invasion)`, battle.setup);
  for (const e of [att[0].empire, colony.owner]) w.report(e, 'Battles', battle.setup);
}
