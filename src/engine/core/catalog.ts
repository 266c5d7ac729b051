// The ship-class catalog, looked up by class name (case-insensitive, spaces trimmed), or by race and
// name where two races share a designation (VB36: a Federation CA and a Kzinti CA).

import { ShipClass } from './model';
import { key } from './ids';

export class Catalog {
  private readonly byName = new Map<string, ShipClass>();
  private readonly byRace = new Map<string, ShipClass>();

  constructor(classes: ShipClass[]) {
    for (const c of classes) {
      if (!this.byName.has(key(c.name))) this.byName.set(key(c.name), c);
      this.byRace.set(`${key(c.race)}|${key(c.name)}`, c);
    }
  }

  /** The class of that name: the race's own when `race` is given and it has one, else the first of the name. */
  get(name: string, race?: string): ShipClass | undefined {
    return (race === undefined ? undefined : this.byRace.get(`${key(race)}|${key(name)}`)) ?? this.byName.get(key(name));
  }

  /** The hull type that EaW 17f compares: the Hull column, else the class itself. */
  hullOf(name: string): string {
    const c = this.get(name);
    return key(c?.hull || c?.name || name);
  }
}
