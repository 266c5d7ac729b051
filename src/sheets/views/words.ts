// How the add-on words what it tells the GM: a list of findings as bullets, and an error as its message.

const MAX_LISTED = 25;

/** Findings as bullet lines, the first 25 and a count of the rest. */
export function listed(lines: string[]): string {
  const shown = lines
    .slice(0, MAX_LISTED)
    .map((l) => '• ' + l)
    .join('\n');
  return lines.length > MAX_LISTED ? `${shown}\n… and ${lines.length - MAX_LISTED} more.` : shown;
}

/** A count with its noun and verb agreeing: counted(1, 'order is', 'orders are') is "1 order is". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** An error's message (errors thrown by Apps Script services may not be instances of this realm's Error). */
export function message(e: unknown): string {
  return typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}
