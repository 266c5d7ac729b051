// Distances and routes over any map's adjacency (lanes, squares or hexes alike): breadth-first searches
// that visit each place and each of its links at most once, so their work grows with the map, never
// with its square. What a map forbids (impassable hexes and hex sides) is already absent from its
// adjacency, so every route found here honours it.

/** The places next to a place, as a map's layout joins them. */
export type Neighbours = (place: string) => readonly string[];

/** How many steps each place within `max` steps of `from` is (`from` itself 0), nearest first. */
export function stepsFrom(from: string, neighbours: Neighbours, max = Infinity): Map<string, number> {
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
  return [...stepsFrom(from, neighbours, max).keys()];
}

/** A shortest route from `from` to `to`, both ends included; undefined when none exists. */
export function shortestRoute(from: string, to: string, neighbours: Neighbours): string[] | undefined {
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
