// The five-day rule (FF1.14, QQ1.2-QQ1.3): a scenario announced must be played within 5 days (the
// Campaign's Staley scenario days, battlecard.ts), or the GM may adjudicate it. Rule option ST16: each battle announced asks the GM a ruling, "Played" by default;
// a GM who adjudicates enters the result in Battle ships (or sets the battle to Auto and auto-resolves
// it), and writes in the ruling's Answer what was decided. Resolve battles applies the ruling with the
// battle: an adjudication is told to both sides, and logged; "Played" (or a blank answer) says nothing.

import type { Battle } from '../../core/model';
import type { World } from '../../core/world';
import { askRuling } from '../../core/rulings';
import { sameName } from '../../core/ids';
import { scenarioDays } from './battlecard';

/** What the ruling of a battle is about: it names the battle, by which Resolve battles finds it. */
const aboutBattle = (b: Battle) => `Battle ${b.id} (FF1.14)`;
const PLAYED = 'Played';

/** Annex AAA 3, FF1.14: a battle announced, to both sides, and its ruling asked of the GM. */
export function announce(w: World, b: Battle, empires: readonly string[]): void {
  for (const e of empires)
    w.report(
      e,
      'Battles',
      `Battle ${b.id} in ${b.place.kind === 'system' ? b.place.system : ''}: play it within ${scenarioDays(w.c)} days, or the GM adjudicates (FF1.14).`,
    );
  askRuling(w, {
    empire: empires[0],
    about: aboutBattle(b),
    question: `${b.id} between ${empires.join(' and ')}: "${PLAYED}" once its scenario is played and its results entered; if it is not played within ${scenarioDays(w.c)} days (QQ1.2), enter your result in Battle ships (or set it to Auto and auto-resolve) and write here what you decided: both sides are told (FF1.14, QQ1.3).`,
    choices: [],
    default: PLAYED,
  });
}

/** Resolve battles, FF1.14: the battle's ruling applied with it; an adjudication told to every side. */
export function adjudicated(w: World, b: Battle, empires: readonly string[]): void {
  const r = (w.c.rulings ?? []).find((x) => !x.applied && x.about === aboutBattle(b));
  if (!r) return;
  r.answer = r.answer.trim() || r.default;
  r.applied = true;
  if (sameName(r.answer, PLAYED)) return;
  w.log('Ruling', r.empire, `Ruling ${r.id}: ${r.about}`, r.answer);
  for (const e of empires) w.report(e, 'Battles', `Battle ${b.id} was adjudicated by the GM (FF1.14): ${r.answer}`);
}
