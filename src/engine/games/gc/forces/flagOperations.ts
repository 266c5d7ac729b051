// GC D6.25-D6.27 with C19.50 and C22.20: flag operations lighten a squadron's command slots (rule option GC320).
// EFO (D6.25): size-class-4 and DW ships, three of which take two slots; REFO (D6.26): CW ships likewise,
// pooled with EFO's (one CW and two FFs take two slots). A DWX has EFO of its own without the tech, a CWX
// never REFO (C19.50). CEFO I-III (D6.27): one, two or three of a carrier's assigned escorts (its class's
// Escorts) in its squadron take no slot and lose all their AF; the add-on declares CEFO for as few as bring
// the squadron within its command rating. A squadron uses a tech only when every empire with ships in it
// has it (C22.20); the DWX's own EFO is hardware and goes with it.

import type { Fleet, Ship, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { World } from '../../../core/world';
import { techEntry } from '../base/techs';
import { hullType } from '../construction/construction';
import { isXShip } from '../construction/xShips';

export const EFO = 'EFO' as const;
export const REFO = 'REFO' as const;
export const CEFO = 'CEFO' as const;
const RULE = { [EFO]: 'D6.25', [REFO]: 'D6.26', [CEFO]: 'D6.27' } as const;
type FlagTech = keyof typeof RULE;

/** A Techs entry's level: "CEFO II" or "CEFO 2" is 2, "EFO" 1, none 0. */
function level(w: World, empire: string, tech: FlagTech): number {
  const entry = techEntry(w.c, empire, tech);
  if (!entry) return 0;
  const rest = entry.slice(tech.length).trim().toUpperCase();
  return ['I', 'II', 'III'].indexOf(rest) + 1 || Number(rest) || 1;
}

/**
 * GC D6.25-D6.27, C22.20: the level of a flag tech a squadron uses (every empire with ships in it has it, a
 * one-empire squadron its own), else the words of why a mixed one may not, or '' when none of them has it.
 */
export function flagTechOf(w: World, f: Fleet, tech: FlagTech): number | string {
  const empires = [...new Set(w.shipsOf(f.id).map((s) => s.empire))];
  const levels = empires.map((e) => level(w, e, tech));
  const without = empires.filter((_, i) => !levels[i]);
  if (!empires.length || without.length === empires.length) return '';
  if (!without.length) return Math.min(...levels);
  return `${f.id} may not use ${tech}: ${without.join(' and ')} ${without.length === 1 ? 'has' : 'have'} not the tech, and every empire with ships in a squadron must (GC C22.20, ${RULE[tech]})`;
}

/** The words of each flag tech a mixed squadron is refused (C22.20). */
export const flagTechRefusals = (w: World, f: Fleet): string[] =>
  [EFO, REFO, CEFO].map((t) => flagTechOf(w, f, t)).filter((x): x is string => typeof x === 'string' && !!x);

/** GC D6.25, D6.26, C19.50: a predicate of the ships three of which take two slots in squadron `f`. */
export function lightened(w: World, f: Fleet): (cls: ShipClass | undefined) => boolean {
  const efo = typeof flagTechOf(w, f, EFO) === 'number';
  const refo = typeof flagTechOf(w, f, REFO) === 'number';
  return (cls) => {
    if (!cls) return false;
    const hull = hullType(w, cls);
    if (isXShip(cls) && hull === 'DW') return true;
    if (hull === 'CW') return refo && !isXShip(cls);
    return efo && (cls.sizeClass === 4 || hull === 'DW');
  };
}

/** GC D6.27: the ships of squadron `f` its CEFO may free, carrier by carrier, the first of each carrier's escorts in the Ships tab's order. */
export function cefoCandidates(w: World, f: Fleet): Ship[] {
  const n = flagTechOf(w, f, CEFO);
  if (typeof n !== 'number') return [];
  const ships = w.shipsOf(f.id);
  const taken = new Set<string>();
  for (const carrier of ships.filter((s) => hasRole(w.classOf(s), 'carrier'))) {
    const escorts = new Set((w.classOf(carrier)?.escorts ?? []).map((e) => e.toUpperCase()));
    ships
      .filter((s) => s !== carrier && !taken.has(s.id) && escorts.has(s.shipClass.toUpperCase()))
      .slice(0, n)
      .forEach((s) => taken.add(s.id));
  }
  return ships.filter((s) => taken.has(s.id));
}
