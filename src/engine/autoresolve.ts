// Auto-resolve: battles the GM marked "Auto" are fought with the VBAM statistical combat (seed 004)
// from the Classes tab's attack and defense factors. The results go into the same columns the GM
// would fill by hand, for review before Resolve battles applies them.

import { Battle, BattleShip, Campaign, hasRole, LogEntry } from './model';
import { Dice } from './dice';
import { sameId } from './ids';
import { resolveBattle, Unit } from './statcombat';
import { World } from './world';
import { stale } from './battles';
import { SeasonRefused } from './season';

/** A fighter factor per this much fighter CBPV, on the same scale as ships' factors (about CBPV / 15). */
const CBPV_PER_FACTOR = 15;

export interface AutoOutcome {
  campaign: Campaign;
  log: LogEntry[];
  filled: string[];
  lines: string[];
}

export function autoResolve(c: Campaign, dice: Dice): AutoOutcome {
  const w = new World(c, dice);
  const battles = w.c.battles.filter((b) => b.status === 'Auto' && !w.c.battleShips.some((s) => sameId(s.battle, b.id) && s.result));
  const changed = battles.filter((b) => stale(w, b));
  if (changed.length) throw new SeasonRefused(`The fleets of ${changed.map((b) => b.id).join(', ')} were changed: run Update battles first.`);
  const lines: string[] = [];
  for (const b of battles) {
    const rows = w.c.battleShips.filter((s) => sameId(s.battle, b.id));
    const side = (s: 'A' | 'B', intensity: number) => ({ name: s === 'A' ? b.fleetA : b.fleetB, units: rows.filter((r) => r.side === s).map((r) => unit(w, r)), intensity });
    const result = resolveBattle(side('A', b.intensityA), side('B', b.intensityB), w.c.settings.autoRounds, dice, b.id);
    for (const r of rows) r.result = result.fates[r.ship] ?? 'Unharmed';
    lines.push(`Battle ${b.id}: ${describe(rows)}`, ...result.lines.map((l) => `  ${l}`));
    w.log('Auto-resolve', w.fleet(b.fleetA)?.empire ?? '', `Battle ${b.id} auto-resolved (VBAM statistical combat, ${w.c.settings.autoRounds} rounds)`, describe(rows));
  }
  w.flushRolls(0);
  return { campaign: w.c, log: w.newLog, filled: battles.map((b: Battle) => b.id), lines };
}

function unit(w: World, r: BattleShip): Unit {
  const ship = w.ship(r.ship)!;
  const cls = w.catalog.get(ship.shipClass);
  return {
    id: ship.id, af: cls?.af ?? 0, df: cls?.df ?? 0, afCrippled: cls?.afCrippled ?? 0, dfCrippled: cls?.dfCrippled ?? 0,
    condition: ship.condition === 'Crippled' ? 'Crippled' : 'OK', scout: hasRole(cls, 'scout'), cloak: hasRole(cls, 'cloak'),
    mauler: hasRole(cls, 'mauler'), fighters: Math.round(ship.fighters * ship.fighterCbpv / CBPV_PER_FACTOR),
    noCrippledState: hasRole(cls, 'FRD'),
  };
}

function describe(rows: BattleShip[]): string {
  const hit = rows.filter((r) => r.result !== 'Unharmed').map((r) => `${r.ship} ${r.result.toLowerCase()}`);
  return hit.length ? hit.join(', ') : 'no ship damaged';
}
