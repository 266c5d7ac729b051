// "Did you mean": the name nearest to what was typed, for refusals that name a system, an order or a class.

import { key } from './ids';

/** The candidate nearest to what was typed, for "did you mean": at most `maxEdits` edits away. */
export function closest(text: string, candidates: readonly string[], maxEdits = 2): string | undefined {
  let best: string | undefined;
  let bestD = maxEdits + 1;
  for (const k of candidates) {
    const d = distance(key(text), key(k));
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/**
 * `closest` at one edit over many candidates (every system of a large map), without comparing each:
 * two ids one edit apart share a spelling with one character left out, so each candidate is filed
 * under those spellings once and a look-up reads only its own few.
 */
export class OneSlip {
  private readonly filed = new Map<string, number[]>();

  constructor(private readonly candidates: readonly string[]) {
    candidates.forEach((c, i) => {
      for (const v of oneLeftOut(key(c))) {
        const list = this.filed.get(v);
        if (list) list.push(i);
        else this.filed.set(v, [i]);
      }
    });
  }

  /** The first candidate (in their order) nearest to the text, at most one edit away. */
  closest(text: string): string | undefined {
    let best: { i: number; d: number } | undefined;
    for (const v of oneLeftOut(key(text))) {
      for (const i of this.filed.get(v) ?? []) {
        const d = distance(key(text), key(this.candidates[i]));
        if (d <= 1 && (!best || d < best.d || (d === best.d && i < best.i))) best = { i, d };
      }
    }
    return best && this.candidates[best.i];
  }
}

/** The text itself and each spelling of it with one character left out. */
function oneLeftOut(k: string): Set<string> {
  const out = new Set([k]);
  for (let i = 0; i < k.length; i++) out.add(k.slice(0, i) + k.slice(i + 1));
  return out;
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}
