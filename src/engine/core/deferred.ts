// Work an order set going that ends later (work waiting for the turn's battles, BPV due when the turn
// closes, a ship finished next turn), kept between processings as rows of the hidden Deferred tab. The
// kernel keeps them by kind and knows none: each game declares its kinds (Game.deferred), each with how
// one of its records is written to a row of the tab and read back.

/** A row of the Deferred tab as read, by its columns (blank: '' or 0). */
export interface DeferredRow {
  season: string;
  /** What the row is, as its game names it (lower case). */
  kind: string;
  empire: string;
  fleet: string;
  system: string;
  /** The order's row in its Orders tab. */
  orderRow: number;
  shipClass: string;
  extras: string;
  amount: number;
  reason: string;
  reference: string;
}

/** A row to write: its season, kind and empire, and the other cells a kind fills (the rest left blank). */
export type DeferredCells = Pick<DeferredRow, 'season' | 'kind' | 'empire'> & Partial<DeferredRow>;

/** A kind of deferred work a game keeps: its records and their rows. */
export interface DeferredKind<T> {
  /** Its key among the campaign's deferred work (Campaign.deferred). */
  readonly key: string;
  /** The Kind cells its rows carry, lower case: the Deferred tab's Kind dropdown offers them. */
  readonly kinds: readonly string[];
  /** A record from its row. */
  read(r: DeferredRow): T;
  /** Its row; `season`: the turn last processed. */
  write(x: T, season: string): DeferredCells;
}

/** The campaign's deferred work, by kind key; under UNKNOWN, rows of a kind its game does not keep, written back as read. */
export type Deferred = Record<string, unknown[]>;
export const UNKNOWN = '';

/** The records of one kind (an empty list, kept, when there are none yet). */
export function deferredOf<T>(d: Deferred, kind: DeferredKind<T>): T[] {
  return (d[kind.key] ??= []) as T[];
}

/** The Deferred tab's rows, each read by the game's kind that names it. */
export function readDeferred(rows: DeferredRow[], kinds: readonly DeferredKind<unknown>[]): Deferred {
  const d: Deferred = {};
  for (const r of rows) {
    const kind = kinds.find((k) => k.kinds.includes(r.kind));
    (d[kind ? kind.key : UNKNOWN] ??= []).push(kind ? kind.read(r) : r);
  }
  return d;
}

/** The rows to write, kind by kind in the game's order, then those of kinds it does not keep, as read. */
export function deferredRows(d: Deferred, kinds: readonly DeferredKind<unknown>[], season: string): DeferredCells[] {
  return [...kinds.flatMap((k) => (d[k.key] ?? []).map((x) => k.write(x, season))), ...((d[UNKNOWN] ?? []) as DeferredRow[])];
}
