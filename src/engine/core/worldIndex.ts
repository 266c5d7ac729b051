// The look-ups a World keeps by id and the lists it prunes (world.ts): each kept up to date by the
// world's changes, so no look-up rescans the campaign; a fork's read through to its base's until they
// change. And the copy a world makes of its campaign.

import type { Campaign, Fleet, Ship, StarSystem } from './model';
import { groupBy } from './ids';

/** Adds an item to (1) or takes it from (-1) the list of its id. */
export function file<T>(map: Layered<T[]>, id: string, item: T, by: 1 | -1): void {
  if (by > 0) map.mine(id, (list) => [...(list ?? [])]).push(item);
  else {
    const at = map.get(id)?.indexOf(item) ?? -1;
    if (at >= 0) map.mine(id, (list) => [...list!]).splice(at, 1);
  }
}

/**
 * A list of the campaign (its fleets or ships) from which items are taken out at the cost of the items
 * taken: each is marked gone, and the list is made again without them, in the order it had, when it is
 * next read (`campaign.fleets`, `campaign.ships`), a new list as taking them out always made (issue 19).
 * Removing k items one at a time thus costs one pass over the list, not k.
 */
export class Pruned<T> {
  private gone = new Set<T>();
  private list?: T[];
  /** Added while the list is not yet made (a fork's, made on first read): they come last. */
  private readonly added: T[] = [];
  /** Whether any item was ever taken out. */
  tookOut = false;

  /** `make`: the list, made when first read (a fork's: base's with the fork's own copies). */
  constructor(
    owner: Campaign,
    key: 'fleets' | 'ships',
    private make?: () => T[],
  ) {
    if (!make) this.list = owner[key] as T[];
    Object.defineProperty(owner, key, {
      enumerable: true,
      configurable: true,
      get: () => this.read(),
      set: (list: T[]) => {
        this.list = list;
        this.make = undefined;
        this.added.length = 0;
        this.gone.clear();
      },
    });
  }

  add(item: T): void {
    if (this.gone.has(item)) this.read(); // taken out and back: it comes last, not where it was
    (this.list ?? this.added).push(item);
  }

  remove(item: T): void {
    this.gone.add(item);
    this.tookOut = true;
  }

  private read(): T[] {
    if (!this.list) {
      this.list = [...this.make!(), ...this.added];
      this.added.length = 0;
    }
    if (this.gone.size) {
      const gone = this.gone;
      this.list = this.list.filter((x) => !gone.has(x));
      this.gone = new Set();
    }
    return this.list;
  }
}

/**
 * One id's items in the order they were filed, one filed again coming last: a set, so that taking one
 * out costs the same however many there are, read as a list made once after each change (not to be
 * changed by its readers).
 */
export class Filed<T> {
  private readonly items: Set<T>;
  private made?: T[];

  constructor(items: T[] = []) {
    this.items = new Set(items);
  }

  add(item: T): void {
    this.items.add(item);
    this.made = undefined;
  }

  delete(item: T): void {
    if (this.items.delete(item)) this.made = undefined;
  }

  get list(): T[] {
    return (this.made ??= [...this.items]);
  }
}

/** Items filed by `keyOf`, each id's in the items' order. */
export function filedBy<T>(items: T[], keyOf: (item: T) => string): Map<string, Filed<T>> {
  return new Map([...groupBy(items, keyOf)].map(([k, list]) => [k, new Filed(list)]));
}

/** Adds an item to (1) or takes it from (-1) the items of its id. */
export function fileIn<T>(map: Layered<Filed<T>>, id: string, item: T, by: 1 | -1): void {
  if (by > 0 || map.get(id)) map.mine(id, (filed) => new Filed(filed?.list))[by > 0 ? 'add' : 'delete'](item);
}

/**
 * A value copied as a JSON round trip would copy it (undefined and functions left out of objects and
 * null in lists, numbers that are not finite null, a value with toJSON by it), but without writing and
 * parsing the text: the campaign's tables are flat records, and their copy is most of a world's cost.
 */
export function copied<T>(x: T): T {
  if (typeof x === 'number') return (Number.isFinite(x) ? x : null) as T;
  if (x === null || typeof x !== 'object') return x;
  if (typeof (x as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(x)) as T;
  if (Array.isArray(x)) return x.map((v) => (v === undefined || typeof v === 'function' || typeof v === 'symbol' ? null : copied(v))) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) {
    const v = (x as Record<string, unknown>)[k];
    if (v !== undefined && typeof v !== 'function' && typeof v !== 'symbol') out[k] = copied(v);
  }
  return out as T;
}

/** The campaign copied (see copied) but for the `kept` tables, which are its own where a copy would be the same. */
export function copiedBut(c: Campaign, kept: readonly (keyof Campaign)[]): Campaign {
  if (!kept.length) return copied(c);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (v !== undefined) out[k] = kept.includes(k as keyof Campaign) && unchanged(v) ? v : copied(v);
  return out as unknown as Campaign;
}

/** Whether `copied` would give `x` over again: nothing in it that a JSON round trip drops or changes. */
function unchanged(x: unknown): boolean {
  if (typeof x === 'number') return Number.isFinite(x);
  if (typeof x !== 'object' || x === null) return x === null || typeof x === 'string' || typeof x === 'boolean';
  return typeof (x as { toJSON?: unknown }).toJSON !== 'function' && (Array.isArray(x) ? x : Object.values(x)).every(unchanged);
}

/** A world's look-ups by id (see World.idx); a fork's read through to its base's until they change. */
export interface Index {
  fleets: Layered<Fleet>;
  systems: Map<string, StarSystem>;
  ships: Layered<Ship>;
  shipsByFleet: Layered<Ship[]>;
  fleetsByLocation: Layered<Fleet[]>;
  /** Filed (sets), not lists: a fleet or ship refiled (moved, captured) leaves one at no cost however large the empire. */
  fleetsByEmpire: Layered<Filed<Fleet>>;
  shipsByEmpire: Layered<Filed<Ship>>;
  /** Each empire's ships of a role (a class's Roles), by role once asked for: few however large the campaign. */
  shipsByRole: Map<string, Layered<Ship[]>>;
}

/**
 * A map by id that reads its base's entries (a fork's index over its base's) until it has its own: a
 * value changed is first copied (`mine`), so the base, and every other fork of it, never sees the change.
 */
export class Layered<V> {
  private readonly own: Map<string, V | undefined>;

  constructor(
    private readonly base?: Layered<V>,
    own: Iterable<[string, V]> = [],
  ) {
    this.own = new Map(own);
  }

  get(id: string): V | undefined {
    return this.own.has(id) ? this.own.get(id) : this.base?.get(id);
  }

  set(id: string, value: V): void {
    this.own.set(id, value);
  }

  delete(id: string): void {
    if (this.base) this.own.set(id, undefined);
    else this.own.delete(id);
  }

  /** The id's value to change in place: this map's own, copied from what it reads (`copy`) the first time. */
  mine(id: string, copy: (value: V | undefined) => V): V {
    let value = this.own.get(id);
    if (value === undefined) this.own.set(id, (value = copy(this.get(id))));
    return value;
  }
}

export const layered = <V>(entries: Iterable<[string, V]>) => new Layered<V>(undefined, entries);
