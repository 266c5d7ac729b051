// The ship-class catalog, looked up by class name (case-insensitive, spaces trimmed). Empires at War
// names each class once; a game whose class names repeat across races (VBAM-SFB: the Federation CA and
// the Kzinti CA) looks a class up by race and name.

import { ShipClass } from './model';
import { key } from './ids';

export class Catalog {
  private readonly byName = new Map<string, ShipClass>();
  private readonly byRace = new Map<string, ShipClass>();

  constructor(classes: ShipClass[]) {
    for (const c of classes) {
      this.byName.set(key(c.name), c);
      this.byRace.set(`${key(c.race)}|${key(c.name)}`, c);
    }
  }

  get(name: string): ShipClass | undefined {
    return this.byName.get(key(name));
  }

  /** The class `name` of `race`: never another race's class of the same name. */
  ofRace(race: string, name: string): ShipClass | undefined {
    return this.byRace.get(`${key(race)}|${key(name)}`);
  }

  /** The hull type a similar-hull rule compares: the Hull column, else the class itself. */
  hullOf(name: string): string {
    const c = this.get(name);
    return key(c?.hull || c?.name || name);
  }
}
