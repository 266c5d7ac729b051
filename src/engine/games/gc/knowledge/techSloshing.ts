// GC C10.10: "tech-sloshing". An empire that shares a technology (a Tech trade settled, C17.70; giver and
// receiver alike, rule option GC270) may see its populace's morale fall, its merchant marine strike or its
// military threaten mutiny. The document gives no chance and no measure, so the turn's end asks the GM a
// ruling for each empire that shared one (default No unrest); the answer stands on the Empires row (Tech
// unrest) and in the admiral's report, and the GM applies its measure by hand (Morale cells, MM budget).

import type { RowColumn } from '../../../core/game';
import type { Ruling } from '../../../core/model';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';

export const TECH_UNREST = 'Tech unrest';
const ABOUT = 'Tech sloshing: ';
const SHARED = 'shared ';
export const UNREST_CHOICES = ['No unrest', 'Morale falls', 'Merchant marine strikes', 'Military threatens mutiny'] as const;

export const TECH_UNREST_COLUMN: RowColumn = {
  header: TECH_UNREST,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C10.10: the unrest the GM ruled after the empire shared a technology (a Tech trade), with the turn, e.g. "Merchant marine strikes (Y150 Turn 2)"; the GM applies its measure by hand. "shared ..." while the ruling is to be asked.',
};

const cellOf = (w: World, empire: string) => String(extraRow(w.c, 'Empires', empire)[TECH_UNREST] ?? '');

/** A settled Tech trade: both empires marked as sharing `tech` (C10.10); asked as the turn ends. */
export function markShared(w: World, giver: string, receiver: string, tech: string): void {
  for (const [e, what] of [
    [giver, `${tech} to ${receiver}`],
    [receiver, `${tech} from ${giver}`],
  ]) {
    const before = cellOf(w, e);
    setExtra(w.c, 'Empires', e, { [TECH_UNREST]: before.startsWith(SHARED) ? `${before}; ${what}` : `${SHARED}${what}` });
  }
}

/** As the turn ends: a ruling for each empire that shared a technology this turn. True when one was asked. */
export function askTechSloshing(w: World): boolean {
  let asked = false;
  for (const e of w.c.empires) {
    const cell = cellOf(w, e.id);
    if (!cell.startsWith(SHARED)) continue;
    const what = cell.slice(SHARED.length);
    askRuling(w, {
      empire: e.id,
      about: `${ABOUT}${e.id} (${what})`,
      question: `${e.id} shared technology this turn (${what}). Does its populace's morale fall, its merchant marine strike or its military threaten mutiny (GC C10.10)? The document gives no measure: apply the one you rule by hand.`,
      choices: [...UNREST_CHOICES],
      default: UNREST_CHOICES[0],
    });
    setExtra(w.c, 'Empires', e.id, { [TECH_UNREST]: '' });
    asked = true;
  }
  return asked;
}

/** The GM's answers: the unrest on the Empires row and in the report; No unrest leaves nothing. */
export function applyTechSloshing(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const calm = sameName(r.answer, UNREST_CHOICES[0]);
    setExtra(w.c, 'Empires', r.empire, { [TECH_UNREST]: calm ? '' : `${r.answer} (${r.turn})` });
    w.log('Tech unrest', r.empire, `${r.answer} after sharing technology (ruling ${r.id})`, 'GC C10.10');
    if (!calm) w.report(r.empire, 'Developments', `Sharing technology has its price: ${r.answer.toLowerCase()} (GC C10.10)`);
  }
}
