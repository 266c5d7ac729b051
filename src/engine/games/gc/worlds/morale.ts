// GC morale (B5), aversion (B6) and stabilisation (B7), at the end of each turn. Every system and colony
// has a Morale rating (B5.10, 2-12, on its owner's status sheet); only one under aversion this turn — an
// event of B6.10 the GM marks, or one the workbook knows (failed last turn, its empire crippled, a
// quarter of its empire's systems failed last turn, under 150 BPV of military facilities: B7.10) —
// checks: 2D6 at or under its rating plus the B6.20 factors of the turn passes, a 2 always (inspired,
// B5.20), a 12 never (B5.12); a failure rolls a D6 for the rebellion (B5.30: 1-3 passive, 4-5 violent,
// 6 fanatical). What an inspired system gives and how a rebellion is put down (B5.40: the empire's
// response, in its orders) are the GM's: each is a ruling with the document's options, and the turn
// waits for them. The turn's aversion and factors are then cleared (B6.20: they do not last).

import type { GameRow } from '../../../core/game';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { heldSystems } from '../base/holdings';
import { moraleFactor, moraleOutcome, STABLE_BPV } from './moraleChart';

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((x) => x.trim()).filter(Boolean);
const rowOf = (w: World, id: string): GameRow => w.c.extras?.Systems?.[id] ?? {};
/** B6.10b: its last check, of an earlier turn than `season`, failed (a failure always brings a check the next turn). */
const failedBefore = (row: GameRow, season: string) => {
  const last = String(row['Morale check'] ?? '');
  return /^[^:]+: failed/.test(last) && !last.startsWith(`${season}:`);
};

/** The turn's morale checks; true when rulings were asked (the turn waits for them). */
export function moraleStep(w: World): boolean {
  const season = w.season;
  let asked = false;
  for (const e of w.c.empires) {
    const held = heldSystems(w.c, e.id);
    const crippled = w.c.extras?.Empires?.[e.id]?.Crippled === true;
    const failedLast = held.filter((s) => failedBefore(rowOf(w, s.id), season)).length;
    const quarter = held.length > 0 && failedLast * 4 >= held.length && failedLast > 0;
    for (const s of held) {
      const row = rowOf(w, s.id);
      const rating = Number(row.Morale) || 0;
      if (rating <= 0) continue;
      const bpv = Number(row['Military BPV']) || 0;
      const events = [
        ...listOf(row.Aversion),
        ...(failedBefore(row, season) ? ['Failed last turn'] : []),
        ...(crippled ? ['Empire crippled'] : []),
        ...(quarter ? ['Quarter of empire failed'] : []),
        ...(bpv > 0 && bpv < STABLE_BPV ? ['Destabilized'] : []),
      ].filter((x, i, all) => all.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
      const cells: GameRow = { Aversion: '', 'Morale factors': '' };
      if (events.length) {
        const { sum, words } = moraleFactor(events, listOf(row['Morale factors']), s.kind === 'Homeworld');
        const target = Math.min(12, rating + sum);
        const roll = w.dice.roll(2, 6, `Morale of ${s.id} (GC B5.10): ${target} or less`);
        const failed = roll === 12 || (roll !== 2 && roll > target);
        const outcome = moraleOutcome(roll, target, failed ? w.dice.roll(1, 6, `Rebellion on ${s.id} (GC B5.30)`) : undefined);
        const why = `${events.join(', ')}${words.length ? `; ${words.join(', ')}` : ''}`;
        const text = `${failed ? 'failed' : 'passed'} (${roll} against ${target}: ${why})${failed ? `: ${outcome} rebellion` : outcome === 'inspired' ? ': inspired' : ''}`;
        cells['Morale check'] = `${season}: ${text}`;
        w.log('Morale', e.id, `${s.id} morale check (GC B5, B6)`, text);
        w.report(e.id, 'Developments', `${s.id} ${text}.`);
        if (outcome === 'inspired') {
          askRuling(w, {
            empire: e.id,
            about: `${s.id} inspired (GC B5.20)`,
            question: `${s.id} of ${e.id} rolled a 2 for morale: it is inspired. Does it produce extra EPs (write the Treasury row) or build up its own defences?`,
            choices: ['Extra EPs', 'Defences built up'],
            default: '',
          });
          asked = true;
        } else if (failed) {
          askRuling(w, {
            empire: e.id,
            about: `${outcome} rebellion on ${s.id} (GC B5.30, B5.40)`,
            question:
              `${s.id} of ${e.id} failed its morale check: a ${outcome} rebellion (B5.30). ` +
              "How does the empire's response in its orders end it (B5.40)? Make its effect (EPs withheld, defences taken over) by hand.",
            choices: [
              'Put down by direct action (troops or ships)',
              'Calmed by indirect action (promises, demands heeded)',
              'Not put down',
            ],
            default: '',
          });
          asked = true;
        }
      }
      ((w.c.extras ??= {}).Systems ??= {})[s.id] = { ...row, ...cells };
    }
  }
  return asked;
}
