// One season of diplomatic orders (VBAM adaptation, seed 004), step by step in the order the top of
// resolve.ts gives: breaks, declarations, alliance duty (resolve.ts), then armistices and signings
// (signing.ts). Apart from the steps it runs, so neither module imports the other.

import type { Dice } from '../dice';
import type { Calendar } from '../calendar';
import type { Relation, Status } from './relations';
import type { Event } from './log';
import { DiplomacyResult, DiplomaticKind, DiplomaticOrder, Resolution } from './resolve';
import { armistices, signings } from './signing';

const DECLARATIONS: readonly DiplomaticKind[] = ['hostilities', 'war'];

/**
 * Resolves one season of diplomatic orders (see the top of this file for the order of steps and dice).
 * Every order gets one outcome, in the order given; `events` are only this season's, to append to the log.
 */
export function resolveDiplomacy(
  relations: Relation[],
  events: Event[],
  orders: DiplomaticOrder[],
  empires: string[],
  season: string,
  dice: Dice,
  defaultStatus: Status,
  calendar: Calendar,
): DiplomacyResult {
  const s = new Resolution(relations, events, orders, empires, season, dice, defaultStatus, calendar);
  const valid = s.parse();
  const step = (...kinds: DiplomaticKind[]) => valid.filter((p) => kinds.includes(p.kind));
  for (const p of step('break')) s.breakTreaty(p);
  for (const p of valid.filter((x) => DECLARATIONS.includes(x.kind))) s.declare(p.empire, p.target, p.kind as 'hostilities' | 'war', p);
  s.duties(relations, valid);
  armistices(s, step('armistice'));
  signings(s, step('sign'));
  return {
    relations: s.book.list(),
    events: s.events,
    outcomes: s.outcomes.map(
      (o, i) => o ?? { row: orders[i].row, empire: orders[i].empire, status: 'refused' as const, text: 'not resolved' },
    ),
    notices: s.notices,
  };
}
