// Ids are canonical once the tabs are read (src/sheets/tabs/load.ts: trimmed, in capitals), so the engine
// compares them with ===. `key` makes that canonical form; `sameName` matches what a person typed
// (a planet, an officer, a ship named in Extras, a formula's argument) without case or spaces.

const canonical = (id: unknown) =>
  String(id ?? '')
    .trim()
    .toUpperCase();

/** Each string's key, as the engine asks for the same few ids again and again (a map lookup costs less than trim and case). */
const keys = new Map<string, string>();
const KEYS_KEPT = 10_000;

export function key(id: unknown): string {
  if (typeof id !== 'string') return canonical(id);
  let k = keys.get(id);
  if (k === undefined) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(id, (k = canonical(id)));
  }
  return k;
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
