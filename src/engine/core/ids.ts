// Ids are canonical once the tabs are read (src/sheets/tabs/load.ts: trimmed, in capitals), so the engine
// compares them with ===. `key` makes that canonical form; `sameName` matches what a person typed
// (a planet, an officer, a ship named in Extras, a formula's argument) without case or spaces.

export function key(id: unknown): string {
  return String(id ?? '')
    .trim()
    .toUpperCase();
}

export function sameName(a: unknown, b: unknown): boolean {
  return key(a) === key(b);
}

export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
