// GC B1, B11, B12: what an empire holds, as every part of its economy reads it: its systems (Systems tab) and its
// mobility and crippled status (Empires tab).
import type { Campaign } from '../../../core/model';
import { Damage, DAMAGES, extraRow, Mobility, MOBILITIES, SYSTEM_CLASSES, SystemClass, systemsVersion } from './rows';

/** GC B12.70: the empire's mobility (Empires tab; blank: peacetime). */
export const mobilityOf = (c: Campaign, empire: string): Mobility =>
  MOBILITIES.find((m) => m === extraRow(c, 'Empires', empire).Mobility) ?? 'PT';

/** GC B12.40: an empire whose EEP (Empires tab) is down to 0 is in economic exhaustion. */
export function inExhaustion(c: Campaign, empire: string): boolean {
  const eep = extraRow(c, 'Empires', empire).EEP;
  return eep !== '' && eep !== undefined && Number(eep) <= 0;
}

export interface HeldSystem {
  readonly id: string;
  readonly kind: SystemClass;
  readonly damage: Damage | undefined;
}

/** The systems of each owner, grouped in one pass, and what they were grouped from (issue 35). */
interface Grouped {
  readonly version: number;
  readonly systems: Campaign['systems'];
  readonly rows: unknown;
  readonly byOwner: Map<string, readonly HeldSystem[]>;
}
const grouped = new WeakMap<Campaign, Grouped>();

/**
 * The systems an empire owns, as its Systems rows' System class and Damage give them. Every empire's are
 * grouped in one pass over the map, kept until a system changes hands or its row changes (setOwner,
 * setExtra): the purse asks each empire's every segment, which once cost empires × systems.
 */
export function heldSystems(c: Campaign, empire: string): readonly HeldSystem[] {
  const rows = c.extras?.Systems;
  let g = grouped.get(c);
  if (!g || g.version !== systemsVersion(c) || g.systems !== c.systems || g.rows !== rows) {
    const byOwner = new Map<string, HeldSystem[]>();
    for (const s of c.systems) {
      const row = rows?.[s.id] ?? {};
      const kind = SYSTEM_CLASSES.find((k) => k === row['System class']);
      if (!kind) continue;
      const held = byOwner.get(s.owner) ?? byOwner.set(s.owner, []).get(s.owner)!;
      held.push({ id: s.id, kind, damage: DAMAGES.find((d) => d === row.Damage) });
    }
    grouped.set(c, (g = { version: systemsVersion(c), systems: c.systems, rows, byOwner }));
  }
  return g.byOwner.get(empire) ?? [];
}

/** GC B11.11, B1.30: the empire is crippled (Empires tab), or its homeworld damaged. */
export function isCrippled(c: Campaign, empire: string): boolean {
  const row = extraRow(c, 'Empires', empire);
  return row.Crippled === true || row.Crippled === 'yes' || heldSystems(c, empire).some((s) => s.kind === 'Homeworld' && !!s.damage);
}

/** Major systems as B12.65, B12.90, B13.15 and B13.25 count them: the homeworld among them (rule option GC46). */
export const majorsOf = (held: readonly HeldSystem[]): number => held.filter((s) => s.kind !== 'Minor colony').length;
