// GC A10.40a (reserve status), A10.40e and D7.0 (fleet formation), A10.60 with C22.45 (an unpaid
// expedition's inactive status) and C60.30 (hospital units), as the auto-resolve fights them. A Battle reserve
// order names the ships a squadron holds in reserve in its battles (the Fleets Battle reserve cell, kept until
// another such order changes it); the first of them, as many as fleet formation allows the squadron,
// keep their full AF. The kernel's A10 combat (core/combat/gccombat.ts) caps the reserve at a quarter of
// a side's units and applies what each trait does.

import type { RowColumn } from '../../core/game';
import type { GcTraits } from '../../core/combat/autoresolve';
import { RESERVE_SHARE } from '../../core/combat/gccombat';
import type { Battle, Order, Ship } from '../../core/model';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { sameName } from '../../core/ids';
import { extraRow, setExtra } from './rows';
import { inactiveExpedition } from './expeditions';
import { outstanding } from './crew';
import { isHospitalUnit, reserveAtFullAf } from './specialForces';
import { shipSensors } from './sensoring';
import { isXShip } from './xShips';

export const BATTLE_RESERVE = 'Battle reserve';

export const BATTLE_RESERVE_COLUMN: RowColumn = {
  header: BATTLE_RESERVE,
  type: 'text',
  seenBy: 'owner',
  note: 'GC A10.40a: the ships this squadron holds in reserve in its battles (AF halved; directed damage alone reaches them, at DF x6); the first ones, as many as fleet formation allows, keep their full AF (D7.0). Set by its Battle reserve order.',
};

/** The ships named in the squadron's Battle reserve cell, in its order. */
const reserveList = (w: World, fleet: string): string[] =>
  String(extraRow(w.c, 'Fleets', fleet)[BATTLE_RESERVE] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);

/** A Battle reserve order: Fleet the squadron, Ships those it holds in reserve (blank: none), at most a quarter of its ships (A10.40a). */
export function reserveOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Battle reserve ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (!f || !sameName(f.empire, empire)) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const ships = w.shipsOf(f.id);
  const named = [...new Set(o.ships.map((s) => s.trim().toUpperCase()).filter(Boolean))];
  const strangers = named.filter((id) => !ships.some((s) => s.id.toUpperCase() === id));
  if (strangers.length) return refused(`${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not in ${f.id}`);
  const most = Math.floor(ships.length / RESERVE_SHARE);
  if (named.length > most)
    return refused(
      `${f.id} has ${ships.length} ships: at most ${most} of them (a quarter, rounded down) may stand in reserve (GC A10.40a)`,
    );
  const ids = named.map((id) => ships.find((s) => s.id.toUpperCase() === id)!.id);
  setExtra(w.c, 'Fleets', f.id, { [BATTLE_RESERVE]: ids.join(', ') });
  if (!ids.length) return { row: o.row, status: 'done', text: `${f.id} holds no ship in reserve (GC A10.40a)` };
  const full = Math.min(ids.length, reserveAtFullAf(w, empire, ships));
  return {
    row: o.row,
    status: 'done',
    text: `${f.id} holds ${ids.join(', ')} in reserve in its battles${full ? `, ${ids.slice(0, full).join(', ')} at full AF by fleet formation (GC D7.0)` : ''} (GC A10.40a)`,
  };
}

/** A ship's traits in a GC battle (the game's gcTraits): an X-ship's special sensors, its reserve, an unpaid expedition's inactive status (and an outstanding crew, which activates as a good one, A10.60), a hospital unit. */
export function gcTraits(w: World, _b: Battle, ship: Ship): GcTraits {
  const f = w.fleet(ship.fleet);
  const listed = reserveList(w, ship.fleet);
  const at = listed.indexOf(ship.id);
  const full = at >= 0 && at < reserveAtFullAf(w, ship.empire, w.shipsOf(ship.fleet));
  return {
    ...(at >= 0 ? { reserve: full ? 'full' : 'half' } : {}),
    ...(f && inactiveExpedition(w, f) ? { inactive: true, ...(outstanding(w.c, ship) ? { outstanding: true } : {}) } : {}),
    ...(isHospitalUnit(w, ship) ? { hospital: true } : {}),
    // A10.40b with C19.30c, C21.40: an X-ship's special sensors (an X-scout's channels).
    ...(isXShip(w.classOf(ship)) ? { sensors: shipSensors(w, ship).count } : {}),
  };
}
