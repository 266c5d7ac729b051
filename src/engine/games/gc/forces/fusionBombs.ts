// GC A13: fusion bomb ground bases (FBGBs). An empire with the Fusion bomb tech (from R & D, not before
// Y187) builds them on its own systems, six at most on one (a hexside each), with its Fusion bomb order;
// the Systems tab counts them. The bomb goes off in the SFB battle: each battle at a system holding its
// owner's FBGBs carries them on its card with the level's rate of fire and damage (A13.00-A13.20).

import type { RowColumn } from '../../../core/game';
import type { Battle, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { techLevel } from '../base/techs';

export const FUSION_BOMBS = 'Fusion bombs';
/** The tech code on the Empires tab's Techs: "Fusion bomb", "Fusion bomb 2" ... (A13.00-A13.30). */
export const FUSION_TECH = 'Fusion bomb';
/** A13.00: the most FBGBs on one system (one a hexside), and the first year the tech may be had. */
const [MOST, FROM_YEAR] = [6, 187];

/** A13.00-A13.20: each level's cost, rounds between launches and damage to every unit in the battle. */
const LEVELS = [
  { name: 'FBGB', cost: 300, every: 5, damage: 2, af: 20, df: 40 },
  { name: 'FBGB-II', cost: 375, every: 4, damage: 3, af: 25, df: 45 },
  { name: 'FBGB-III', cost: 375, every: 3, damage: 3, af: 25, df: 45 },
] as const;

export const FUSION_BOMBS_COLUMN: RowColumn = {
  header: FUSION_BOMBS,
  type: 'int',
  seenBy: 'owner',
  note: "GC A13.00: its owner's fusion bomb ground bases, six at most (a hexside each); the Fusion bomb order builds one. Its battles' cards carry them.",
};

const levelOf = (w: World, empire: string) => LEVELS[Math.min(techLevel(w.c, empire, FUSION_TECH), 4, LEVELS.length) - 1];
export const fusionBombsAt = (w: World, hex: string): number => Number(extraRow(w.c, 'Systems', hex)[FUSION_BOMBS]) || 0;

/** The Fusion bomb order: an FBGB built on the Target system at its level's price (rule option GC173), or why not. */
export function fusionBombOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Fusion bomb: ${text}` });
  const hex = o.target.trim().toUpperCase();
  const level = levelOf(w, empire);
  if (w.c.settings.year < FROM_YEAR) return refused(`no fusion bombs before Y${FROM_YEAR} (GC A13.00)`);
  if (!level) return refused(`${empire} has no ${FUSION_TECH} tech: it comes from an R & D project (GC A13.00, C17)`);
  const system = w.system(hex);
  if (!system) return refused(`"${o.target}" is no hex of the map: Target one of your systems (GC A13.00)`);
  if (system.owner !== empire) return refused(`${hex} is not your system (GC A13.00)`);
  const have = fusionBombsAt(w, hex);
  if (have >= MOST) return refused(`${hex} has ${have} FBGBs, one on each hexside: ${MOST} at most (GC A13.00)`);
  if (w.treasury(empire) < level.cost)
    return refused(
      `an ${level.name} costs ${level.cost} EPs; the treasury holds ${Math.round(w.treasury(empire) * 10) / 10} (GC A13.00, A13.10)`,
    );
  w.addLedger(empire, -level.cost, `${level.name} built at ${hex}`, 'GC A13.00');
  setExtra(w.c, 'Systems', hex, { [FUSION_BOMBS]: have + 1 });
  w.log('Build', empire, `${level.name} built at ${hex}: ${have + 1} there`, 'GC A13.00');
  return {
    row: o.row,
    status: 'done',
    text: `Fusion bomb: an ${level.name} at ${hex} for ${level.cost} EPs, ${have + 1} there (GC A13.00)`,
  };
}

/** A battle's card line for the FBGBs of `empire` at the battle's system, or undefined. */
export function fusionCard(w: World, b: Battle, empire: string): string | undefined {
  if (b.place.kind !== 'system') return undefined;
  const hex = b.place.system;
  const n = fusionBombsAt(w, hex);
  const level = levelOf(w, empire);
  if (!n || !level || w.system(hex)?.owner !== empire) return undefined;
  const after = level.name === 'FBGB-III' ? ', after attrition units are launched or recovered (A13.20)' : '';
  return (
    `${n} ${level.name} at ${hex} (AF ${level.af}, DF ${level.df} each): each launches once every ${level.every} combat rounds, ` +
    `declared secretly with the special attack forms${after}, for ${level.damage} damage on every unit in the battle, none on the planet's or on reinforcements waiting to enter (GC A13.00).`
  );
}
