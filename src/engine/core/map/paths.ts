// Distances and routes over any map's adjacency (lanes, squares or hexes alike): breadth-first searches
// that visit each place and each of its links at most once, so their work grows with the map, never
// with its square. What a map forbids (impassable hexes and hex sides) is already absent from its
// adjacency, so every route found here honours it.

/**
 * A map's adjacency by dense index (issue 29: a search over a large map keyed by strings spends its time
 * in hash tables far larger than the caches): place i is `ids[i]`, and the places next to it are
 * `links[start[i]]` to `links[start[i + 1] - 1]`, each an index too.
 */
export interface DenseAdjacency {
  readonly ids: readonly string[];
  /** A place's index, undefined if the map has none such. */
  readonly indexOf: (place: string) => number | undefined;
  readonly start: Int32Array;
  readonly links: Int32Array;
}

/** The places next to a place, as a map's layout joins them; `dense`, where the map has it, the same by index. */
export type Neighbours = ((place: string) => readonly string[]) & { readonly dense?: () => DenseAdjacency };

/** A search's lists: each place's steps (-1: not reached), the place it was reached from, and the places in the order found. */
interface SearchLists {
  readonly steps: Int32Array;
  readonly cameFrom: Int32Array;
  readonly queue: Int32Array;
}

const freshLists = (n: number): SearchLists => ({
  steps: new Int32Array(n).fill(-1),
  cameFrom: new Int32Array(n),
  queue: new Int32Array(n),
});

/**
 * Each map's lists, kept for the searches whose results are read before the next one starts (within,
 * shortestRoute): a search within N steps then costs what it reaches, never the map's size.
 */
const kept = new WeakMap<DenseAdjacency, SearchLists>();

/**
 * A breadth-first search by index from `from` (one of `g`'s places): the places reached in the order
 * found, and each one's steps (-1 where not reached) or the place it was reached from. It stops past
 * `max` steps, or once `to` is found.
 */
function denseSearch(g: DenseAdjacency, from: number, max: number, to = -1, lists = freshLists(g.ids.length)) {
  const { steps, cameFrom, queue } = lists;
  steps[from] = 0;
  cameFrom[from] = from;
  queue[0] = from;
  let found = 1;
  for (let i = 0; i < found && !(to >= 0 && steps[to] >= 0); i++) {
    const here = queue[i];
    const next = steps[here] + 1;
    if (next > max) break;
    for (let k = g.start[here]; k < g.start[here + 1]; k++) {
      const there = g.links[k];
      if (steps[there] < 0) {
        steps[there] = next;
        cameFrom[there] = here;
        queue[found++] = there;
      }
    }
  }
  return { order: queue.subarray(0, found), steps, cameFrom };
}

/** A search on the map's kept lists, read by `read` and then cleared of what it reached for the next. */
function keptSearch<T>(g: DenseAdjacency, from: number, max: number, to: number, read: (r: ReturnType<typeof denseSearch>) => T): T {
  let lists = kept.get(g);
  if (!lists) kept.set(g, (lists = freshLists(g.ids.length)));
  const r = denseSearch(g, from, max, to, lists);
  try {
    return read(r);
  } finally {
    for (const i of r.order) lists.steps[i] = -1;
  }
}

/**
 * The places a dense search reached, each with its steps, read straight from the search's lists: a
 * large map's distances cost no hash table, and a look-up by place goes through the map's own index.
 */
class ReachedSteps implements ReadonlyMap<string, number> {
  constructor(
    private readonly g: DenseAdjacency,
    private readonly order: Int32Array,
    private readonly steps: Int32Array,
  ) {}
  get size(): number {
    return this.order.length;
  }
  get(place: string): number | undefined {
    const i = this.g.indexOf(place);
    return i === undefined || this.steps[i] < 0 ? undefined : this.steps[i];
  }
  has(place: string): boolean {
    return this.get(place) !== undefined;
  }
  *entries(): MapIterator<[string, number]> {
    for (const i of this.order) yield [this.g.ids[i], this.steps[i]];
  }
  *keys(): MapIterator<string> {
    for (const i of this.order) yield this.g.ids[i];
  }
  *values(): MapIterator<number> {
    for (const i of this.order) yield this.steps[i];
  }
  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.entries();
  }
  forEach(fn: (steps: number, place: string, map: ReadonlyMap<string, number>) => void): void {
    for (const i of this.order) fn(this.steps[i], this.g.ids[i], this);
  }
}

/** How many steps each place within `max` steps of `from` is (`from` itself 0), nearest first. */
export function stepsFrom(from: string, neighbours: Neighbours, max = Infinity): ReadonlyMap<string, number> {
  const g = neighbours.dense?.();
  const at = g?.indexOf(from);
  if (g && at !== undefined) {
    const { order, steps } = denseSearch(g, at, max);
    return new ReachedSteps(g, order, steps);
  }
  const steps = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    const next = steps.get(here)! + 1;
    if (next > max) break;
    for (const there of neighbours(here))
      if (!steps.has(there)) {
        steps.set(there, next);
        queue.push(there);
      }
  }
  return steps;
}

/** The places within `max` steps of `from`, `from` included, nearest first. */
export function within(from: string, max: number, neighbours: Neighbours): string[] {
  const g = neighbours.dense?.();
  const at = g?.indexOf(from);
  if (g && at !== undefined) return keptSearch(g, at, max, -1, ({ order }) => Array.from(order, (i) => g.ids[i]));
  return [...stepsFrom(from, neighbours, max).keys()];
}

/** A shortest route from `from` to `to`, both ends included; undefined when none exists. */
export function shortestRoute(from: string, to: string, neighbours: Neighbours): string[] | undefined {
  const g = neighbours.dense?.();
  const [a, b] = [g?.indexOf(from), g?.indexOf(to)];
  if (g && a !== undefined && b !== undefined) {
    return keptSearch(g, a, Infinity, b, ({ steps, cameFrom }) => {
      if (steps[b] < 0) return undefined;
      const route = [b];
      while (route[route.length - 1] !== a) route.push(cameFrom[route[route.length - 1]]);
      return route.reverse().map((i) => g.ids[i]);
    });
  }
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length && !cameFrom.has(to); i++)
    for (const there of neighbours(queue[i]))
      if (!cameFrom.has(there)) {
        cameFrom.set(there, queue[i]);
        queue.push(there);
      }
  if (!cameFrom.has(to)) return undefined;
  const route = [to];
  while (route[route.length - 1] !== from) route.push(cameFrom.get(route[route.length - 1])!);
  return route.reverse();
}

/** Steps from `from` to `to` by the map's links; Infinity when `to` cannot be reached. */
export function stepsBetween(from: string, to: string, neighbours: Neighbours): number {
  const route = shortestRoute(from, to, neighbours);
  return route ? route.length - 1 : Infinity;
}
