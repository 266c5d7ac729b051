// GC B1, B11, B12: what an empire holds, as every part of its economy reads it: its systems (Systems tab) and its
// mobility and crippled status (Empires tab).
import type { Campaign } from '../../../core/model';
import { Damage, DAMAGES, extraRow, Mobility, MOBILITIES, SYSTEM_CLASSES, SystemClass } from './rows';

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

/** The systems an empire owns, as its Systems rows' System class and Damage give them. */
export function heldSystems(c: Campaign, empire: string): HeldSystem[] {
  return c.systems.flatMap((s) => {
    if (s.owner !== empire) return [];
    const row = c.extras?.Systems?.[s.id] ?? {};
    const kind = SYSTEM_CLASSES.find((k) => k === row['System class']);
    return kind ? [{ id: s.id, kind, damage: DAMAGES.find((d) => d === row.Damage) }] : [];
  });
}

/** GC B11.11, B1.30: the empire is crippled (Empires tab), or its homeworld damaged. */
export function isCrippled(c: Campaign, empire: string): boolean {
  const row = extraRow(c, 'Empires', empire);
  return row.Crippled === true || row.Crippled === 'yes' || heldSystems(c, empire).some((s) => s.kind === 'Homeworld' && !!s.damage);
}

/** Major systems as B12.65, B12.90, B13.15 and B13.25 count them: the homeworld among them (rule option GC46). */
export const majorsOf = (held: readonly HeldSystem[]): number => held.filter((s) => s.kind !== 'Minor colony').length;
