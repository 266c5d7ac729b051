// What the Load and Unload orders share (`VBAM Invasion`): the carriers an order names (its Ships, or
// every ship of the fleet with a Supply or Assault rating), and what is aboard them.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turn';
import type { CargoRow } from '../state';
import { Carrier, CargoItem, carrierOf } from '../cargo';
import { shipUnit } from '../units';
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

export const itemOf = (r: Pick<CargoRow, 'item' | 'kind'>): CargoItem => ({ name: r.item, kind: r.kind });

/** The key of an item for "not embarked and disembarked in one turn": a unit's id, or Census by fleet. */
export const moveKey = (item: string, fleet: string) => (item.toLowerCase() === 'census' ? `Census ${fleet}` : item);
