// What the map-and-war phases ask of fleets and sectors (`VBAM Movement`, `VBAM Supply`): a unit's class
// looked up by the race of its owner (class names repeat across empires), a fleet's speed, the powers'
// standing, control as the Sectors tab holds it, and each power's supplied sectors.

import type { Campaign, Ship } from '../../core/model';
import { classSpeed, hasTrait, Speed, UnitClass } from './model';
import { Control, Standing } from './sectors';
import { supplyPoints, suppliedSectors } from './supply';
import { standingOf, VbamState } from './state';
import { key } from '../../core/ids';
import type { World } from '../../core/world';

/** The race an empire builds from (Empires tab), which names its Unit list and Classes rows. */
export function raceOf(c: Campaign, empire: string): string {
  return c.empires.find((e) => e.id === key(empire))?.race ?? '';
}

/** A ship's class in the Unit list, by the race of the empire that owns it: never another race's class of that name. */
export function unitClassOf(c: Campaign, v: VbamState, ship: Pick<Ship, 'empire' | 'shipClass'>): UnitClass | undefined {
  const race = key(raceOf(c, ship.empire));
  return v.units.find((u) => key(u.empire) === race && key(u.name) === key(ship.shipClass));
}

const RANK: Record<Speed, number> = { Slow: 0, Normal: 1, Fast: 2 };

/** A fleet moves at its slowest unit's speed (a unit missing from the Unit list moves as Normal). */
export function fleetSpeed(w: World, v: VbamState, fleet: string): Speed {
  const speeds = w.shipsOf(fleet).map((s) => {
    const u = unitClassOf(w.c, v, s);
    return u ? classSpeed(u) : 'Normal';
  });
  return speeds.reduce<Speed>((a, b) => (RANK[b] < RANK[a] ? b : a), 'Fast');
}

/** Whether any of the ships carries the Supply trait (a military supply ship extends routes, VB7). */
export function carriesSupply(w: World, v: VbamState, fleet: string): boolean {
  return w.shipsOf(fleet).some((s) => {
    const u = unitClassOf(w.c, v, s);
    return !!u && hasTrait(u, 'Supply') && !hasTrait(u, 'Trade');
  });
}

export function standingIn(c: Campaign): Standing {
  return standingOf(c.treaties, c.settings.defaultRelation);
}

/** Control as the Sectors tab holds it (the last Control step's result, or the GM's edit). */
export function controlOfRows(v: VbamState): Map<string, Control> {
  return new Map(
    v.sectors.map((r): [string, Control] => [
      r.sector,
      r.control === 'Controlled' && r.powers.length
        ? { state: 'Controlled', owner: key(r.powers[0]), by: 'presence' }
        : r.control === 'Contested'
          ? { state: 'Contested', powers: r.powers.map(key), by: 'presence' }
          : { state: 'Neutral', by: 'rule' },
    ]),
  );
}

/** Power → the sectors its military supply ships stand in. */
function supplyShips(w: World, v: VbamState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of w.c.fleets) if (carriesSupply(w, v, f.id)) out.set(f.empire, [...(out.get(f.empire) ?? []), f.location]);
  return out;
}

/** `VBAM Supply`: each power's supplied sectors over `control`. */
export function supplyOf(w: World, v: VbamState, control: Map<string, Control>): Map<string, Set<string>> {
  const input = { map: v.map, standing: standingIn(w.c), control, supplyPoints: supplyPoints(v.colonies), supplyShips: supplyShips(w, v) };
  return new Map(w.c.empires.map((e) => [e.id, suppliedSectors(input, e.id)]));
}
