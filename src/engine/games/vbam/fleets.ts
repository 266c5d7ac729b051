// What the map-and-war phases ask of fleets and sectors (`VBAM Movement`, `VBAM Supply`): a fleet's speed
// (each unit's class of its owner's race, units.ts), the powers' standing, control as the Sectors tab holds it, and each power's supplied sectors.

import type { Campaign, Fleet } from '../../core/model';
import { classSpeed, Colony, hasTrait, Speed } from './model';
import { shipUnit } from './units';
import { Control, Standing } from './sectors';
import { supplyPoints, suppliedSectors } from './supply';
import { standingOf, VbamState } from './state';
import { key } from '../../core/ids';
import type { World } from '../../core/world';

const RANK: Record<Speed, number> = { Slow: 0, Normal: 1, Fast: 2 };

/** A fleet moves at its slowest unit's speed (a unit missing from the Unit list moves as Normal). */
export function fleetSpeed(w: World, v: VbamState, fleet: string): Speed {
  const speeds = w.shipsOf(fleet).map((s) => {
    const u = shipUnit(w.c, v.units, s);
    return u ? classSpeed(u) : 'Normal';
  });
  return speeds.reduce<Speed>((a, b) => (RANK[b] < RANK[a] ? b : a), 'Fast');
}

/** Whether any of the ships carries the Supply trait (a military supply ship extends routes, VB7). */
export function carriesSupply(w: World, v: VbamState, fleet: string): boolean {
  return w.shipsOf(fleet).some((s) => {
    const u = shipUnit(w.c, v.units, s);
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

/**
 * `VBAM Supply`: each power's supply points: its colonies that qualify, those the Colonies tab marks as
 * depots, and those where a unit of its own with the Supply Depot trait stands landed (not aboard, VB102).
 */
export function supplyPointsOf(w: World, v: VbamState): Map<string, string[]> {
  const aboard = new Set(v.cargo.map((r) => r.item));
  const depotLanded = (c: Colony) =>
    w.fleetsAt(c.sector).some(
      (f) =>
        f.empire === c.owner &&
        w.shipsOf(f.id).some((s) => {
          const u = shipUnit(w.c, v.units, s);
          return !aboard.has(s.id) && !!u && hasTrait(u, 'Supply Depot');
        }),
    );
  return supplyPoints(v.colonies.map((c) => (c.depot || !depotLanded(c) ? c : { ...c, depot: true })));
}

/** `VBAM Supply`: each power's supplied sectors over `control`. */
export function supplyOf(w: World, v: VbamState, control: Map<string, Control>): Map<string, Set<string>> {
  const input = { map: v.map, standing: standingIn(w.c), control, supplyPoints: supplyPointsOf(w, v), supplyShips: supplyShips(w, v) };
  return new Map(w.c.empires.map((e) => [e.id, suppliedSectors(input, e.id)]));
}

/** `VBAM Supply`: the fleets with ships that trace no route to a supply point over the control as it stands. */
export function outOfSupply(w: World, v: VbamState): Fleet[] {
  const supply = supplyOf(w, v, controlOfRows(v));
  return w.c.fleets.filter((f) => w.shipsOf(f.id).length && !supply.get(f.empire)?.has(f.location));
}
