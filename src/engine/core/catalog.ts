// The ship-class catalog, looked up by class name (case-insensitive, spaces trimmed).

import { ShipClass } from './model';
import { key } from './ids';

export class Catalog {
  private readonly byName = new Map<string, ShipClass>();

  constructor(classes: ShipClass[]) {
    for (const c of classes) this.byName.set(key(c.name), c);
  }

  get(name: string): ShipClass | undefined {
    return this.byName.get(key(name));
  }

  /** The hull type that EaW 17f compares: the Hull column, else the class itself. */
  hullOf(name: string): string {
    const c = this.get(name);
    return key(c?.hull || c?.name || name);
  }
}
