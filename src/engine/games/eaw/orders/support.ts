// What several order modules ask of the plot: the ships a row names, and what of the admiral's stands
// at a system (an FRD, a repair freighter, a developed colony), and a fleet's compliance after a change.

import { fleetProblemsNow } from '../fleets';
import { newFleet, Ship } from '../../../core/model';
import type { PostCombatAction } from '../deferred';

import { colonyDisrupted } from '../movement';
import type { Plot } from '../plot';
import type { World } from '../../../core/world';
import { refuse, Refusal } from './refusal';
import { FLEET_ID_LIMIT } from './command';
import { key, sameName } from '../../../core/ids';
import type { NonCompliance } from './outcome';

const FLEET_ID = /^[A-Z0-9]+(-[A-Z0-9]+)*$/i;

/**
 * Why a new fleet's id (Transfer to a new fleet, New FRD) cannot be, if it cannot (rule option K13):
 * more than FLEET_ID_LIMIT characters; a formula to Sheets (a leading "=", "+" or "-"); anything but
 * letters, digits and "-"; or another empire's id before its first "-", which would pass the fleet off
 * as that empire's in every report and battle (EaW 1b: a fleet is known by its id).
 */
export function newFleetIdRefusal(plot: Plot, id: string): Refusal | undefined {
  const own = plot.empire;
  const bad = (why: 'length' | 'formula' | 'characters' | 'empire', prefix = '') =>
    refuse({ code: 'bad-fleet-id', fleet: id, why, limit: FLEET_ID_LIMIT, example: `${own}-8`, prefix });
  if (id.length > FLEET_ID_LIMIT) return bad('length');
  if (/^[=+-]/.test(id)) return bad('formula');
  if (!FLEET_ID.test(id)) return bad('characters');
  const other = plot.w.c.empires.find((e) => !sameName(e.id, own) && key(id).startsWith(`${key(e.id)}-`));
  return other && !key(id).startsWith(`${key(own)}-`) ? bad('empire', `${other.id}-`) : undefined;
}

/** The ships a row names in its Ships column ("all" for the whole fleet), or why it cannot. */
export function namedShips(plot: Plot, fleetId: string, names: string[]): Ship[] | Refusal {
  const own = plot.w.shipsOf(fleetId);
  if (names.length === 0) return refuse({ code: 'no-ships-listed' });
  if (names.length === 1 && /^all$/i.test(names[0])) return own; // the Ships cell as the admiral typed it
  const out: Ship[] = [];
  for (const n of names) {
    const s = own.find((x) => x.id === n);
    if (!s)
      return plot.w.ship(n) ? refuse({ code: 'ship-not-in-fleet', ship: n, fleet: fleetId }) : refuse({ code: 'no-such-ship', ship: n });
    if (out.includes(s)) return refuse({ code: 'ship-listed-twice', ship: n });
    out.push(s);
  }
  return out;
}

export function ownFrdAt(plot: Plot, system: string): boolean {
  return plot.w.systemsWithRole(plot.empire, 'FRD').some((s) => s === system);
}

export function ownShipWithRoleAt(plot: Plot, system: string, role: 'small repair freighter' | 'large repair freighter'): boolean {
  return plot.w.fleetsAt(system).some((f) => f.empire === plot.empire && plot.w.fleetHas(f.id, role));
}

/** A developed colony of the empire that no trapped enemy disrupts (EaW 13b, 10i). */
export function ownColonyAt(plot: Plot, system: string): boolean {
  const s = plot.w.system(system);
  return !!s && s.development === 'Colony' && s.owner === plot.empire && !colonyDisrupted(plot.w, s.id, plot.empire);
}

/** EaW 17g: after losing or gaining ships a fleet is flagged non-compliant, or cleared; answers the fleet flagged, if it is. */
export function updateCompliance(plot: Plot, fleetId: string): NonCompliance[] {
  const f = plot.w.fleet(fleetId);
  if (!f || f.status === 'Trapped' || f.status === 'Pinned') return [];
  const problems = fleetProblemsNow(plot.w, f.id);
  f.status = problems.length ? 'Non-compliant' : 'Ready';
  return problems.length ? [{ fleet: f.id, problems }] : [];
}

export function pushFleet(plot: Plot, id: string, location: string) {
  return plot.w.addFleet(newFleet(id, plot.empire, location, plot.w.season));
}

/** Post-combat work (EaW 4b) a fleet's order leaves, where the fleet will be by then. */
export function postCombatWork(plot: Plot, kind: PostCombatAction['kind'], fleetId: string, row: number, extras = ''): PostCombatAction {
  return { kind, empire: plot.empire, fleet: plot.w.fleet(fleetId)!.id, system: plot.w.system(plot.place(fleetId))!.id, row, extras };
}

/** Post-combat work already ordered this season at a system by this empire. */
export function orderedAt(plot: Plot, system: string, kinds: PostCombatAction['kind'][]): PostCombatAction | undefined {
  return plot.postCombatAt(system).find((a) => kinds.includes(a.kind));
}

/** Whether the fleet already has post-combat work of one of these kinds this season. */
export function fleetBusyWith(plot: Plot, fleetId: string, kinds: PostCombatAction['kind'][]): boolean {
  return plot.postCombatOf(fleetId).some((a) => kinds.includes(a.kind));
}

/** Whether an FRD of the fleet's empire stands where the fleet is. */
export function frdHere(w: World, fleetId: string): boolean {
  const f = w.fleet(fleetId)!;
  return w.fleetsAt(f.location).some((x) => x.empire === f.empire && w.fleetHas(x.id, 'FRD'));
}
