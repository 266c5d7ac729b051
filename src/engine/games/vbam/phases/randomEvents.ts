// `VBAM End Turn`, random events (the document has no table): with the Random events option on, each
// empire rolls 1D100 on the GM's Random events tab as the turn ends, and "all results are applied in the
// next campaign turn" (VB66, VB108). The row's Morale change strikes one of its colonies picked by
// 1D(colonies) and waits on that Colonies row for the next Update Assets (an event row of the morale
// table); its EP are a Misc items row for the next Income phase; Ask GM asks a ruling now for the rest
// of the event (a permanent effect, which the document has take effect at once).

import { inPlay } from '../../../core/model';
import { askRuling } from '../../../core/rulings';
import type { VbamTurn } from '../turnState';
import { optionOf } from '../options';

export function randomEvents(t: VbamTurn): void {
  const { w, v } = t;
  if (optionOf(w.c, 'randomEvents') !== 'on' || !v.events.length) return;
  for (const e of w.c.empires.filter(inPlay)) {
    const roll = w.dice.roll(1, 100, `VBAM End Turn: random event of ${e.id}`);
    const row = v.events.find((r) => r.from <= roll && roll <= r.to);
    if (!row?.event) continue;
    const reason = `Random event: ${row.event}`;
    w.log('Random event', e.id, `${row.event} (VBAM End Turn, VB108)`, `1D100 ${roll}`);
    if (row.ep) v.misc.push({ empire: e.id, amount: row.ep, reason, arose: w.season });
    const colonies = v.colonies.filter((c) => c.owner === e.id);
    const colony =
      row.morale && colonies.length
        ? colonies[w.dice.roll(1, colonies.length, `VBAM End Turn: the colony ${row.event} strikes`) - 1]
        : undefined;
    if (colony) colony.event = { name: row.event, effect: row.morale };
    const effects = [colony && `Morale ${row.morale} at ${colony.system}`, row.ep && `${row.ep} EP`].filter(Boolean);
    w.report(e.id, 'Summary', `${reason}${effects.length ? ` (${effects.join(', ')}, applied next turn)` : ''}.`);
    if (row.askGm)
      askRuling(w, {
        empire: e.id,
        about: reason,
        question: `How does "${row.event}" affect ${e.id}?`,
        choices: [],
        default: '',
      });
  }
}
