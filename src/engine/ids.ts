// Ids (empires, fleets, ships, systems, classes) compare without case and surrounding spaces.

export function key(id: unknown): string {
  return String(id ?? '')
    .trim()
    .toUpperCase();
}

export function sameId(a: unknown, b: unknown): boolean {
  return key(a) === key(b);
}

export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(keyOf(item));
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
