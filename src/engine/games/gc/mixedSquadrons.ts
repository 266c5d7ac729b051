// GC C22.20, C22.30: squadrons mixing allied empires' ships. A ship may serve in a squadron of an empire
// not hostile to its own (the Ships tab's Fleet; the kernel's check of fleets lets it, rule option GC254).
// Who may command it: in the space of an empire with ships in it (the hex's Owner), any of its ships
// (C22.20: the host's may command the visitors'); elsewhere only the ships of the empire with the most
// ships in it, all the tied empires' on a tie (C22.30: the empires decide). Check workbook names a mixed
// squadron that no ship of theirs can command whole (a ship must be broken off). EFO (D6.25) serves a squadron
// only when every empire with ships in it has the tech (C22.20, rule option GC292).

import type { Campaign, Fleet, Ship } from '../../core/model';
import type { World } from '../../core/world';
import { hostile, relationOf } from '../../core/diplomacy';
import { sameName } from '../../core/ids';
import { commandShip, shipSlots, SquadronShip } from './squadrons';
import { hasTech } from './techs';

/** GC C22.20, rule option GC254: a ship may serve in a squadron of an empire not hostile to its own. */
export const alliedShip = (c: Campaign, ship: Ship, fleetEmpire: string): boolean =>
  !hostile(relationOf(c.treaties, ship.empire, fleetEmpire, c.settings.defaultRelation));

/** GC C22.20, C22.30: the empires whose ships may command a squadron mixing empires (undefined for a one-empire squadron). */
export function commandEmpires(w: World, f: Fleet, at = f.location): string[] | undefined {
  const counts = new Map<string, number>();
  for (const s of w.shipsOf(f.id)) counts.set(s.empire, (counts.get(s.empire) ?? 0) + 1);
  if (counts.size < 2) return undefined;
  const owner = w.system(at)?.owner;
  if (owner && [...counts.keys()].some((e) => sameName(e, owner))) return [...counts.keys()];
  const most = Math.max(...counts.values());
  return [...counts].filter(([, n]) => n === most).map(([e]) => e);
}

/**
 * GC C22.20, C22.30: why a mixed squadron's command ship cannot command it whole, when its best-rated ship
 * of all could (the D6.10 check, squadronProblems, speaks otherwise), where it stands or at `at`. `ships` are squadronShips(w, f).
 */
export function mixedCommandProblem(w: World, f: Fleet, ships: readonly SquadronShip[], at = f.location): string | undefined {
  const may = commandEmpires(w, f, at);
  const best = commandShip(ships);
  const slots = shipSlots(ships);
  if (!may || !best || slots > best.commandRating + 1) return undefined;
  const own = w.shipsOf(f.id);
  const lead = commandShip(ships.filter((_, i) => may.some((e) => sameName(e, own[i]?.empire ?? ''))));
  if (lead && slots <= lead.commandRating + 1) return undefined;
  const owner = w.system(at)?.owner;
  const where = owner ? `in ${owner} space, none of its ships ${owner}'s` : `in space of no empire`;
  return (
    `${f.id} mixes ${[...new Set(own.map((s) => s.empire))].join(' and ')} ships ${where} (${at}): only ${may.join(' or ')} (the most ships) may give its command ship, ` +
    `and ${lead?.id ?? 'none'} (command rating ${lead?.commandRating ?? 0}) commands itself and ${lead?.commandRating ?? 0} more of its ${ships.length}: break a ship off (GC C22.30)`
  );
}

/** The Techs code of Enhanced Flag Operations (D6.25). */
export const EFO = 'EFO';

/**
 * GC D6.25, C22.20: whether a squadron uses EFO: every empire with ships in it has the tech (a one-empire
 * squadron, its own); else the words of why a mixed one may not, or '' when none of them has it.
 */
export function efoOf(w: World, f: Fleet): true | string {
  const empires = [...new Set(w.shipsOf(f.id).map((s) => s.empire))];
  const without = empires.filter((e) => !hasTech(w.c, e, EFO));
  if (!without.length) return true;
  if (without.length === empires.length) return '';
  return `${f.id} may not use EFO: ${without.join(' and ')} ${without.length === 1 ? 'has' : 'have'} not the tech, and every empire with ships in a squadron must (GC C22.20, D6.25)`;
}
