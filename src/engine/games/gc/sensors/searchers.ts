// GC Appendix 2: the modifiers every search chart gives for the searching squadron itself (legendary
// officers, five ships, ESS, its crews), shared by convoy raiding (2/A) and the searches for cloaked and
// hidden squadrons (2/B, 2/C).

import type { Fleet } from '../../../core/model';
import type { World } from '../../../core/world';
import { specialSensors } from './sensoring';

/** A modifier: its value, what it is for, and whether it applies. */
export type Modifier = readonly [number, string, boolean];

export const bpvOf = (w: World, f: Fleet): number => w.shipsOf(f.id).reduce((sum, s) => sum + (w.classOf(s)?.cbpv ?? 0), 0);

/** Appendix 2/A-2/C: the searching squadron's own modifiers. */
export function searcherModifiers(w: World, f: Fleet): Modifier[] {
  const ships = w.shipsOf(f.id);
  const officers = ships.flatMap((s) => [s.lo, ...s.otherLos]);
  const bpv = bpvOf(w, f);
  const crewShare = (crew: string) =>
    bpv > 0 && ships.filter((s) => s.crew === crew).reduce((sum, s) => sum + (w.classOf(s)?.cbpv ?? 0), 0) * 2 >= bpv;
  return [
    [2, 'legendary navigator', officers.includes('Legendary Navigator')],
    [1, 'legendary science officer', officers.includes('Legendary Science Officer')],
    [1, 'five or more ships', ships.length >= 5],
    [1, 'ESS', specialSensors(w, f).ess],
    [1, 'outstanding crews', crewShare('Outstanding')],
    [-1, 'poor crews', crewShare('Poor')],
  ];
}

/** The chance (1 and the modifiers that apply) and their words. */
export function chanceOf(mods: readonly Modifier[]): { chance: number; why: string[] } {
  const used = mods.filter(([n, , on]) => on && n);
  return { chance: used.reduce((sum, [n]) => sum + n, 1), why: used.map(([n, what]) => `${n > 0 ? '+' : ''}${n} ${what}`) };
}
