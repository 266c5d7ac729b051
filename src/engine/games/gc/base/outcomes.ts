// GC rulings answered in free text that must start with one of a few outcomes (a spy's mission, C14.26; an
// R & D breakthrough, C17.61): the outcome read from an answer, and Apply rulings refused while an answer
// has none.

import type { Ruling } from '../../../core/model';

/** The outcome an answer starts with, if any (case aside). */
export const outcomeOf = <T extends string>(answer: string, outcomes: readonly T[]): T | undefined =>
  outcomes.find((x) => answer.trim().toLowerCase().startsWith(x.toLowerCase()));

/** Why Apply rulings cannot run: a pending ruling about `about...` whose answer starts with none of `outcomes`. */
export function outcomeRefusal(rulings: readonly Ruling[], about: string, outcomes: readonly string[], cite: string): string | undefined {
  const bad = rulings.filter((r) => !r.applied && r.about.startsWith(about) && !outcomeOf(r.answer || r.default, outcomes));
  return bad.length
    ? bad.map((r) => `Ruling ${r.id} (${r.about}): start the answer with ${outcomes.join(', ')} (${cite}).`).join('\n')
    : undefined;
}
