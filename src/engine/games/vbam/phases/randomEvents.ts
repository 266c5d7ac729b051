// `VBAM Update Assets`, random events (the document has no table): with the Random events option on,
// each empire rolls 1D100 on the GM's Random events tab every turn. The row rolled changes the Morale
// of one of its colonies picked by 1D(colonies) (an event row of the morale table), adds its EP to the
// Point Pool, and asks the GM a ruling when the rest of the event is the GM's to settle (VB66).

import { inPlay } from '../../../core/model';
import { askRuling } from '../../../core/rulings';
import type { VbamTurn } from '../turn';
import { optionOf } from '../options';

export function randomEvents(t: VbamTurn): void {
  const { w, v } = t;
  if (optionOf(w.c, 'randomEvents') !== 'on' || !v.events.length) return;
  for (const e of w.c.empires.filter(inPlay)) {
    const roll = w.dice.roll(1, 100, `VBAM Update Assets: random event of ${e.id}`);
    const row = v.events.find((r) => r.from <= roll && roll <= r.to);
    if (!row?.event) continue;
    w.log('Random event', e.id, `${row.event} (VBAM Update Assets)`, `1D100 ${roll}`);
    w.report(e.id, 'Summary', `Random event: ${row.event}.`);
    if (row.ep) w.addLedger(e.id, row.ep, `Random event: ${row.event}`, '');
    const colonies = v.colonies.filter((c) => c.owner === e.id);
    if (row.morale && colonies.length) {
      const colony = colonies[w.dice.roll(1, colonies.length, `VBAM Update Assets: the colony ${row.event} strikes`) - 1];
      t.events.set(colony.sector, [...(t.events.get(colony.sector) ?? []), { name: row.event, effect: row.morale }]);
    }
    if (row.askGm)
      askRuling(w, {
        empire: e.id,
        about: `Random event: ${row.event}`,
        question: `How does "${row.event}" affect ${e.id}?`,
        choices: [],
        default: '',
      });
  }
}
