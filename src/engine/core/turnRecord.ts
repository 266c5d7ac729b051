// The GM's whole turn (issue 33 item 7): every order and what became of it, every battle, every ledger
// row and every Log row of a step, in one table the GM reads (the Turn record tab), and the lines of the
// GM's summary that name each refused order and each event of note. Built from the campaign before and
// after the step and what the step returned, so it works for every game alike; only the GM reads it.

import { battleOutcome } from './map/render';
import { Campaign, LogEntry, Order, placeText } from './model';
import { key, sameName } from './ids';
import { carriedOut, OrderResult, resultWords } from './plotting';

export const RECORD_SECTIONS = ['Orders', 'Battles', 'Treasury', 'Events'] as const;
export type RecordSection = (typeof RECORD_SECTIONS)[number];

/** A row of the Turn record tab. */
export interface RecordRow {
  season: string;
  section: RecordSection;
  empire: string;
  what: string;
  result: string;
}

/** What a step returned that the record reads besides the two campaigns. */
export interface StepFacts {
  /** Order results by empire key: the season's, or those of orders that waited for the battles. */
  results: Map<string, OrderResult[]>;
  log: LogEntry[];
}

/** An order as its admiral typed it, its cells in the Orders tab's order. */
export function orderText(o: Order): string {
  return [o.fleet, o.kind, o.target, o.ships.join(' '), o.buildClass, o.extras].filter((x) => x !== '').join(' ');
}

/** Each empire's results with the order each answers (found by row in the orders `before` held). */
function orderRows(before: Campaign, facts: StepFacts, pending: string, season: string): RecordRow[] {
  const out: RecordRow[] = [];
  for (const e of before.empires) {
    const orders = Object.entries(before.orders).find(([id]) => sameName(id, e.id))?.[1] ?? [];
    for (const r of facts.results.get(key(e.id)) ?? []) {
      const o = orders.find((x) => x.row === r.row);
      out.push({
        season,
        section: 'Orders',
        empire: e.id,
        what: `Row ${r.row}${o ? `: ${orderText(o)}` : ''}`,
        result: resultWords(r, pending),
      });
    }
  }
  return out;
}

/** The battles the step made or resolved, and for a resolved one each ship's result. */
function battleRows(before: Campaign, after: Campaign, season: string): RecordRow[] {
  const was = new Map(before.battles.map((b) => [b.id, b.status]));
  const out: RecordRow[] = [];
  for (const b of after.battles.filter((x) => was.get(x.id) !== x.status)) {
    const empires = [...new Set(after.battleShips.filter((s) => sameName(s.battle, b.id)).map((s) => s.empire))];
    out.push({
      season,
      section: 'Battles',
      empire: empires.join(', '),
      what: `${b.id} at ${placeText(b.place)}: ${b.fleetA} vs ${b.fleetB}`,
      result: battleOutcome(b),
    });
    if (b.status !== 'Resolved') continue;
    for (const s of after.battleShips.filter((x) => sameName(x.battle, b.id) && x.result))
      out.push({
        season,
        section: 'Battles',
        empire: s.empire,
        what: `${b.id}: ${s.ship} (${s.shipClass}) of ${s.fleet}`,
        result: [s.result, s.capturedBy && `by ${s.capturedBy}`, s.disengagedTo && `to ${s.disengagedTo}`].filter(Boolean).join(' '),
      });
  }
  return out;
}

/** The GM's record of a step, section by section. */
export function turnRecord(before: Campaign, after: Campaign, facts: StepFacts, pending: string): RecordRow[] {
  const season = after.settings.lastProcessed;
  return [
    ...orderRows(before, facts, pending, season),
    ...battleRows(before, after, season),
    ...after.ledger.slice(before.ledger.length).map((l) => ({
      season: l.season,
      section: 'Treasury' as const,
      empire: l.empire,
      what: `${l.reason}${l.reference ? ` [${l.reference}]` : ''}`,
      result: `${l.amount > 0 ? '+' : ''}${l.amount}`,
    })),
    ...facts.log.map((l) => ({
      season: l.season,
      section: 'Events' as const,
      empire: l.empire,
      what: `${l.kind}: ${l.purpose}`,
      result: [l.dice, l.result].filter(Boolean).join(' = '),
    })),
  ];
}

/**
 * The lines the GM's summary adds from the record: each order not done, with its reason, and each Log row
 * of a kind the game names (Game.summaryEvents: raids, rebellions, colonies, declarations …), none left out.
 */
export function recordSummary(facts: StepFacts, kinds: readonly string[]): string[] {
  const refused = [...facts.results].flatMap(([empire, rows]) =>
    rows.filter((r) => !carriedOut(r)).map((r) => `${empire} row ${r.row}: ${r.text}`),
  );
  const events = facts.log
    .filter((l) => kinds.some((k) => sameName(k, l.kind)))
    .map((l) => `${l.kind}: ${l.purpose}${l.result ? ` (${l.result})` : ''}`);
  return [
    ...(refused.length ? [`Orders not done: ${refused.join('; ')}.`] : []),
    ...(events.length ? [`Events: ${events.join('; ')}.`] : []),
  ];
}
