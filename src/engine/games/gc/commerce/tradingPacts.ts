// GC C30, B2.70, C17.75: what the workbook keeps of trading pacts and preferred partners on the Empires tab,
// and trading-pact raiding. An empire's TP pool is the count of its units on trading-pact duty (C30.30), its
// Trading pacts the empires it has one with (C30.10), its Preferred partner the one empire it shares
// technology with (C17.75). With TP Raiding (B2.70) a Convoy raid may hunt the pool's units: the search
// gains one for every ten units on duty, a find turns up one to three of them (a d3, rule option GC150), and
// they are always defended by the owner's convoy duty; the units lost come off the owner's pool.

import type { RowColumn } from '../../../core/game';
import type { Campaign } from '../../../core/model';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { hasTech } from '../base/techs';
import { terrainOf } from '../base/map';
import { UNSURVEYED } from '../base/commerceColumns';
import type { Modifier } from '../sensors/searchers';

export const TP_POOL = 'TP pool';
export const TRADING_PACTS = 'Trading pacts';
export const PREFERRED_PARTNER = 'Preferred partner';
/** GC B2.70: units on trading-pact duty a +1 to the search. */
const PER_PLUS = 10;

export const PACT_EMPIRE_COLUMNS: readonly RowColumn[] = [
  {
    header: TP_POOL,
    type: 'int',
    seenBy: 'owner',
    note: 'GC C30.30: its units on trading-pact duty (FT, APT, FedEx, liners, C30.35). B2.70: raiders with TP Raiding search for them at +1 for every 10; units lost in a TP raid come off it.',
  },
  {
    header: TRADING_PACTS,
    type: 'list',
    seenBy: 'all',
    note: 'GC C30.10: the empires it has a trading pact with (C30.50: a tech trade between them costs each side half, 100 EPs).',
  },
  {
    header: PREFERRED_PARTNER,
    type: 'text',
    seenBy: 'owner',
    note: 'GC C17.75: its preferred partner (both developed PPT; set by matching Preferred partner orders): "KZI", "KZI severing Y161 Turn 1" (gone from that turn), or "none until Y162 Turn 1" after severing.',
  },
];

const pool = (c: Campaign, empire: string): number => Number(extraRow(c, 'Empires', empire)[TP_POOL]) || 0;

/** Why `raider` may not raid `owner`'s trading-pact units, if so (B2.70). */
export function tpRaidProblem(w: World, raider: string, owner: string): string | undefined {
  if (!hasTech(w.c, raider, 'TP Raiding')) return 'the empire has no TP Raiding (Empires Techs; GC B2.70)';
  if (!pool(w.c, owner)) return `${owner} has no units on trading-pact duty to find (GC B2.70, C30.30)`;
  return undefined;
}

/** GC B2.70: +1 for every ten of the owner's units on trading-pact duty (applied as the search is rolled). */
export const tpModifier = (c: Campaign, owner: string): Modifier => {
  const plus = Math.floor(pool(c, owner) / PER_PLUS);
  return [plus, `${owner}'s trading-pact duty`, plus > 0];
};

/** GC B2.70: how many of the owner's units a TP raid turns up, a d3 (GC150), no more than its pool. */
export const tpUnitsFound = (w: World, owner: string, hex: string): number =>
  Math.min(pool(w.c, owner), w.dice.roll(1, 3, `TP units of ${owner} found at ${hex} (GC B2.70)`));

/** The TP units a ruled raid destroyed or captured, taken off the owner's pool (B2.70, C30.30). */
export function loseTpUnits(w: World, owner: string, lost: number): number {
  const left = Math.max(0, pool(w.c, owner) - lost);
  setExtra(w.c, 'Empires', owner, { [TP_POOL]: left });
  return left;
}

/** The empires `empire` has a trading pact with (C30.10), each entry's first word ("LYR 10": LYR and the FTs of its end, tradingPactPools.ts); whole entries with `entries`. */
export function pactsOf(c: Campaign, empire: string, entries = false): string[] {
  const cell = extraRow(c, 'Empires', empire)[TRADING_PACTS];
  const all = (Array.isArray(cell) ? cell.map(String) : String(cell ?? '').split(',')).map((x) => x.trim()).filter(Boolean);
  return entries ? all : all.map((x) => x.split(/\s+/)[0]);
}

/**
 * GC C30.20, C30.30, C30.80: what another admiral reads of an empire's Trading pacts: the partners, public,
 * and the FTs of an end only where the reader is that end's partner (the two negotiate them, C30.20; the
 * pool is on the empire's own status sheet, C30.30; a partner learns no more than its major systems,
 * C30.80). Rule option GC274.
 */
export function pactsSeenBy(cell: string | number | boolean | string[], reader: string): string | string[] {
  const entries = (Array.isArray(cell) ? cell : String(cell).split(',')).map((x) => x.trim()).filter(Boolean);
  const seen = entries.map((x) => (sameName(x.split(/\s+/)[0], reader) ? x : x.split(/\s+/)[0]));
  return Array.isArray(cell) ? seen : seen.join(', ');
}

/** Whether `a` and `b` share a trading pact (either row naming the other, C30.50). */
export const sharePact = (c: Campaign, a: string, b: string): boolean =>
  pactsOf(c, a).some((x) => sameName(x, b)) || pactsOf(c, b).some((x) => sameName(x, a));

/**
 * GC C30.10, C17.71: whether `a` and `b` could have a trading pact: a path from a hex one owns to a hex the
 * other owns through neither a third empire's space, unsurveyed space nor unnavigable space (rule option GC154).
 */
export function couldHavePact(w: World, a: string, b: string): boolean {
  const open = (hex: string) => {
    const owner = w.system(hex)?.owner;
    if (owner && owner !== a && owner !== b) return false;
    return terrainOf(w.c, hex) !== 'Unnavigable' && !/^(true|yes|x)$/i.test(String(extraRow(w.c, 'Systems', hex)[UNSURVEYED] ?? ''));
  };
  const seen = new Set(w.c.systems.filter((s) => s.owner === a).map((s) => s.id));
  const queue = [...seen];
  for (let hex = queue.shift(); hex !== undefined; hex = queue.shift()) {
    if (w.system(hex)?.owner === b) return true;
    for (const n of w.neighbours(hex).filter((x) => !seen.has(x) && open(x))) {
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}
