// GC E1.30-E1.40: the convoy value the merchant marine must meet (E1.35) and what a working pool short of it
// costs the military (E1.30), a step of the treasury (economy.ts). One F-L stands for two F-S (E1.40).

import type { Campaign } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow } from '../base/rows';
import { heldSystems } from '../base/holdings';
import { tradeRoutes } from '../base/tradeRoutes';
import { MONITORS, OVER_RATING, WORKING } from '../base/commerceColumns';

/** What the convoy value counts (E1.35). */
export interface ConvoyNeeds {
  readonly routeHexes: number;
  readonly openSpaceBases: number;
  readonly monitors: number;
  readonly minorColonies: number;
  readonly overRating: number;
}

/** GC E1.35: 2 F-L and 4 F-S a trade-route hex; 1 F-L and 2 F-S for each of the rest. */
export function convoyValue(n: ConvoyNeeds): { fl: number; fs: number } {
  const fl = 2 * n.routeHexes + n.openSpaceBases + n.monitors + n.minorColonies + n.overRating;
  return { fl, fs: 2 * fl };
}

/** In small freighters, one F-L standing for two (E1.40). */
const inFs = (v: { fl: number; fs: number }): number => 2 * v.fl + v.fs;

/** GC E1.30: the military's income cut, in whole %, for a working pool short of the convoy value (7 F-S of 400 lost: 2%). */
export const convoyCut = (needFs: number, heldFs: number): number => (needFs > heldFs ? Math.round(((needFs - heldFs) / needFs) * 100) : 0);

/**
 * What the empire's convoy value counts: its trade-route hexes (the anchors not counted, rule option GC93),
 * its bases in hexes with no system, the GM's monitors and squadrons over rating, and its minor colonies
 * not on a route hex (E1.352).
 */
export function convoyNeeds(c: Campaign, empire: string, w?: World): ConvoyNeeds {
  const hexes = new Set(tradeRoutes(c, empire).flatMap((t) => t.hexes.slice(1)));
  const row = extraRow(c, 'Empires', empire);
  const classes = new Map(c.classes.map((k) => [k.name.toUpperCase(), k]));
  // With the World, its indexes: the empire's ships and their squadrons' hexes, not a scan of every ship and squadron per empire.
  const ships = w ? w.shipsOfEmpire(empire) : c.ships.filter((s) => sameName(s.empire, empire));
  const where = w ? undefined : new Map(c.fleets.map((f) => [f.id, f.location]));
  const openSpaceBases = ships.filter((s) => {
    const hex = (w ? w.fleet(s.fleet)?.location : where?.get(s.fleet)) ?? '';
    return hasRole(classes.get(s.shipClass.toUpperCase()), 'base') && !extraRow(c, 'Systems', hex)['System class'];
  }).length;
  return {
    routeHexes: hexes.size,
    openSpaceBases,
    monitors: Number(row[MONITORS]) || 0,
    minorColonies: heldSystems(c, empire).filter((s) => s.kind === 'Minor colony' && !hexes.has(s.id)).length,
    overRating: Number(row[OVER_RATING]) || 0,
  };
}

/** The working pool as its Empires cell gives it ("42 F-L, 84 F-S"); undefined when blank (not tracked). */
function workingPool(c: Campaign, empire: string): { fl: number; fs: number } | undefined {
  const text = String(extraRow(c, 'Empires', empire)[WORKING] ?? '').trim();
  if (!text) return undefined;
  const count = (kind: string) => Number(new RegExp(`(\\d+)\\s*(?:x\\s*)?F-?${kind}\\b`, 'i').exec(text)?.[1] ?? 0);
  return { fl: count('L'), fs: count('S') };
}

/** A convoy value or pool in words ("42 F-L, 84 F-S"). */
export const valueText = (v: { fl: number; fs: number }): string => `${v.fl} F-L, ${v.fs} F-S`;

/** GC E1.30: the treasury step for a working pool short of the convoy value (none when the pool is not tracked or enough). */
export function convoyShortfall(c: Campaign, empire: string): { percent: number; words: string } | undefined {
  const pool = workingPool(c, empire);
  if (!pool) return undefined;
  const need = convoyValue(convoyNeeds(c, empire));
  const percent = convoyCut(inFs(need), inFs(pool));
  if (!percent) return undefined;
  return { percent, words: `-${percent}%: working freighters ${valueText(pool)} short of the convoy value ${valueText(need)}` };
}
