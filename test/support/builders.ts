// Small builders for engine tests: a record with sensible defaults, overridden where the test cares.
import { Fleet, newFleet, newShip, Order, Ship, ShipClass } from '../../src/engine/core/model';
import { Catalog } from '../../src/engine/core/catalog';

export function cls(name: string, over: Partial<ShipClass> = {}): ShipClass {
  return {
    race: 'Klingon',
    name,
    hull: '',
    sizeClass: 3,
    ebpv: 120,
    cbpv: 120,
    dockPoints: 10,
    commandRating: 8,
    yearInService: 150,
    roles: [],
    escorts: [],
    damcon: 4,
    speed: 31,
    af: 8,
    df: 8,
    afCrippled: 4,
    dfCrippled: 4,
    ...over,
  };
}

let next = 1;
export function ship(shipClass: string, over: Partial<Ship> = {}): Ship {
  return { ...newShip(`SH-${next++}`, 'KLI', 'F1', shipClass, 10), ...over };
}

export function fleet(id: string, over: Partial<Fleet> = {}): Fleet {
  return { ...newFleet(id, 'KLI', 'S01', ''), ...over };
}

export const catalogOf = (...classes: ShipClass[]) => new Catalog(classes);

/** An Orders tab row as the engine reads it; `over` sets the other cells (Ships, Build class, Extras). */
export const order = (row: number, fleet: string, kind: string, target = '', over: Partial<Order> = {}): Order => ({
  row,
  fleet,
  kind,
  target,
  ships: [],
  buildClass: '',
  extras: '',
  ...over,
});
