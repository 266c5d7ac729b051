// Two races in a hex no one owns that do not fight over it (FF2.2-FF2.3): they may agree whose it is,
// else it stays no one's. Rule option ST18: when both sides avoid battle there (FF1.13), the GM is asked
// a ruling, the races' agreement as the GM hears of it ("none" by default: no agreement, FF2.3), and
// the turn waits at that phase, after its scenarios; Apply rulings gives the hex to the race named.

import type { World } from '../../core/world';
import { askRuling, pendingRulings } from '../../core/rulings';
import { sameName } from '../../core/ids';

const about = (hex: string) => `Hex ${hex} (FF2.2)`;
const NONE = 'none';

/** FF1.13, FF2.2: both sides avoid battle in `hex`; if no one owns it, the GM hears of any agreement. */
export function askAgreement(w: World, hex: string, empires: readonly string[]): void {
  if (w.system(hex)?.owner) return;
  askRuling(w, {
    empire: empires[0],
    about: about(hex),
    question: `${empires.join(' and ')} met in ${hex}, no one's, and neither fought: whose is it by their agreement (FF2.2)? "${NONE}" if they did not agree: it stays no one's (FF2.3).`,
    choices: [...empires, NONE],
    default: NONE,
  });
}

/** Annex AAA 5: the turn waits for the GM's word on the phase's meetings in unowned hexes. */
export function agreementsStep(w: World): 'pause' | void {
  if (!pendingRulings(w.c).some((r) => r.about.endsWith('(FF2.2)'))) return;
  w.c.settings.phase = 'Rulings';
  return 'pause';
}

/** Apply rulings, FF2.2: each hex agreed on becomes that race's, told to the races that met there. */
export function settleHexes(w: World): void {
  for (const r of pendingRulings(w.c).filter((x) => x.about.endsWith('(FF2.2)'))) {
    const answer = r.choices.find((x) => sameName(x, r.answer || r.default)) ?? NONE;
    const hex = w.system(r.about.replace(/^Hex (\S+) .*$/, '$1'));
    [r.answer, r.applied] = [answer, true];
    const met = r.choices.filter((x) => x !== NONE);
    if (!hex || answer === NONE || hex.owner) {
      for (const e of met) w.report(e, 'Movement', `${hex?.id ?? r.about} stays no one's: no agreement (FF2.3).`);
      continue;
    }
    hex.owner = answer;
    w.log('Claim', answer, `${hex.id} to ${answer} by agreement (FF2.2)`, `ruling ${r.id}`);
    for (const e of met) w.report(e, 'Movement', `${hex.id} is ${answer}'s by agreement (FF2.2).`);
  }
}
