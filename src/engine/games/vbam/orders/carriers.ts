// What the Load and Unload orders share (`VBAM Invasion`): the carriers an order names (its Ships, or
// every ship of the fleet with a Supply or Assault rating), and what is aboard them.

import type { Order, Ship } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { CargoRow } from '../state';
import { Carrier, CargoItem, CargoKind, carrierOf } from '../cargo';
import { groundKind, shipUnit } from '../units';
import { refuse, Refusal } from './reason';

/** The order's carriers, or the first reason they cannot be. */
export function carriersOf(t: VbamTurn, empire: string, o: Order): Carrier[] | Refusal {
  const { w } = t;
  const f = w.fleet(o.fleet);
  if (!f) return refuse({ code: 'no-fleet', fleet: o.fleet });
  if (f.empire !== empire) return refuse({ code: 'not-yours', fleet: f.id, owner: f.empire });
  const rated = (id: string) => {
    const s = w.ship(id);
    const cls = s && shipUnit(w.c, t.v.units, s);
    return cls ? carrierOf(id, cls) : { name: id, supply: 0, assault: 0 };
  };
  const named = o.ships.length ? o.ships : w.shipsOf(f.id).map((s) => s.id);
  const stranger = named.find((id) => w.ship(id)?.fleet !== f.id);
  if (stranger) return refuse({ code: 'not-in-fleet', ship: stranger, fleet: f.id });
  return named.map(rated).filter((c) => c.supply || c.assault);
}

/** Cargo rows aboard any of `carriers`: one load when carriers combine (VB27). */
export function aboard(t: VbamTurn, carriers: string[]): CargoRow[] {
  return t.v.cargo.filter((r) => r.carriers.some((c) => carriers.includes(c)));
}

/** `VBAM Invasion`: flights by their hull: fighters weigh ¼, heavy fighters and PFs (super-heavy fighters) ½. */
const FLIGHT_CARGO: Readonly<Record<string, CargoKind>> = { LF: 'Fighter flight', HF: 'Heavy fighter flight', SHF: 'PF flight' };

/**
 * A unit as cargo (`VBAM Invasion`): a ground unit, a flight, or a defsat (no size listed: half its
 * defense, Unit list); undefined for any other unit, which no carrier takes (VB107).
 */
export function unitCargo(t: VbamTurn, s: Ship): CargoItem | undefined {
  if (groundKind(s)) return { name: s.id, kind: 'Ground unit' };
  const u = shipUnit(t.w.c, t.v.units, s);
  if (u && FLIGHT_CARGO[u.hull]) return { name: s.id, kind: FLIGHT_CARGO[u.hull] };
  return u?.hull === 'DEFSAT' ? { name: s.id, kind: 'Other', defense: u.defense ?? 0 } : undefined;
}

/** A Cargo row's item, its size from its unit where it has one. */
export function itemOf(t: VbamTurn, r: Pick<CargoRow, 'item' | 'kind'>): CargoItem {
  const unit = r.kind === 'Census' ? undefined : t.w.ship(r.item);
  return (unit && unitCargo(t, unit)) ?? { name: r.item, kind: r.kind };
}

/** The key of an item for "not embarked and disembarked in one turn": a unit's id, or Census by fleet. */
export const moveKey = (item: string, fleet: string) => (item.toLowerCase() === 'census' ? `Census ${fleet}` : item);
