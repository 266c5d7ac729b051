// Rulings (issue 21): questions a turn puts to the GM. A game's sequence may pause for them (the phase
// Rulings); Apply rulings takes each answer, logs it, tells the empire concerned, and the turn goes on
// from the step after its pause. Every rule system leaves some things to the moderator: a To GM order
// asks one in free text, and the GM makes its effect (Treasury rows, edits) and writes the answer.

import type { Campaign, Ruling } from './model';
import type { World } from './world';
import { sameName } from './ids';

/** Asks the GM a question this turn: a new row of the Rulings tab. */
export function askRuling(w: World, q: Pick<Ruling, 'empire' | 'about' | 'question' | 'choices' | 'default'>): Ruling {
  const rulings = (w.c.rulings ??= []);
  const ruling: Ruling = { ...q, id: `R${rulings.length + 1}`, turn: w.now, answer: '', applied: false };
  rulings.push(ruling);
  w.log('Ruling', q.empire, `Ruling ${ruling.id} asked: ${q.about}`, 'waits for the GM');
  return ruling;
}

/** Rulings not yet applied: the turn waits for them. */
export function pendingRulings(c: Campaign): Ruling[] {
  return (c.rulings ?? []).filter((r) => !r.applied);
}

/** Why Apply rulings cannot run now: not paused for rulings, or a ruling without a usable answer. */
export function rulingsRefusal(c: Campaign): string | undefined {
  if (c.settings.phase !== 'Rulings') return `The campaign is in the ${c.settings.phase} phase: no turn waits for rulings.`;
  const problems = pendingRulings(c).flatMap((r) => {
    const answer = r.answer || r.default;
    if (!answer) return [`Ruling ${r.id} (${r.about}): write its Answer in the Rulings tab.`];
    if (r.choices.length && !r.choices.some((x) => sameName(x, answer)))
      return [`Ruling ${r.id} (${r.about}): "${answer}" is not one of its choices (${r.choices.join(', ')}).`];
    return [];
  });
  return problems.length ? problems.join('\n') : undefined;
}

/** Each pending ruling takes its answer (or its default): logged, and told to the empire it concerns. */
export function applyAnswers(w: World): Ruling[] {
  const applied = pendingRulings(w.c);
  for (const r of applied) {
    r.answer = r.choices.find((x) => sameName(x, r.answer || r.default)) ?? (r.answer || r.default);
    r.applied = true;
    w.log('Ruling', r.empire, `Ruling ${r.id}: ${r.about}`, r.answer);
    w.report(r.empire, 'Rulings', `The GM's ruling ${r.id} on ${r.about}: ${r.answer}`);
  }
  return applied;
}
