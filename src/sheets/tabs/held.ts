// What the running action read of the GM's tabs, held so that the live check's cache is filled at its
// end without reading them again (checkCache.ts; rule option J10). A tab's values as read are what a
// read at the end gives only while the action wrote nothing to the GM's spreadsheet since: a write may
// change other tabs' computed columns and the GM's own formulas, which read across tabs, so any write
// drops everything held before it. A person's edits are told by the generation (checkCache.ts).

import { Cell } from './tables';

/** The tabs worth holding (the live check's), by name. */
let wanted: ReadonlySet<string> = new Set();
/** Each wanted tab read since the last write: its values, or null when the action's tab list lacked it. */
let held = new Map<string, Cell[][] | null>();

/** An action begins: nothing is held, and these tabs are held as it reads them. */
export function holdFrom(tabs: readonly string[]): void {
  wanted = new Set(tabs);
  held = new Map();
}

/** The action read these tabs of the GM's spreadsheet (`listed`: every tab it lists, so a wanted tab not among them is absent). */
export function heldRead(tabs: ReadonlyMap<string, Cell[][]>, listed: Iterable<string>): void {
  const names = new Set(listed);
  for (const name of wanted) {
    const rows = tabs.get(name);
    if (rows)
      held.set(
        name,
        rows.map((r) => r.slice()),
      );
    else if (!names.has(name)) held.set(name, null);
  }
}

/** The action writes the GM's spreadsheet (values, formulas, formats, tabs or rows added or removed): nothing held before stays. */
export function wroteCampaign(): void {
  held.clear();
}

/** What is held (nothing is held after). */
export function takeHeld(): Map<string, Cell[][] | null> {
  const out = held;
  holdFrom([]);
  return out;
}
