// The odds of a declaration or a treaty break (VBAM diplomacy, as DECLARE_CHANCE gives them), for
// Check orders and the Orders tab's live check: the admiral reads the d100 chance and its parts beside
// the order, not the made-up roll a check makes (it rolls no dice).

import { SEASON_CALENDAR, stamp } from '../../core/calendar';
import { breakChance, declareChance, OrderOutcome, parseTreaty } from '../../core/diplomacy';
import { partsText } from '../../core/diplomacy/chances';
import { Campaign } from '../../core/model';
import { parseOrder } from './orders';
import type { Refusal } from './orders/refusal';

const DECLARES = { 'Declare war': 'war', 'Declare hostilities': 'hostilities' } as const;

/** `outcomes` of a check, each declaration or break that is not refused outright worded by its odds. */
export function withOdds(c: Campaign, outcomes: OrderOutcome<Refusal>[]): OrderOutcome<Refusal>[] {
  const season = stamp(c.settings.year, c.settings.season);
  return outcomes.map((o) => {
    const cmd = parseOrder((c.orders[o.empire] ?? []).find((x) => x.row === o.row)!);
    if (o.status === 'refused' || 'refusal' in cmd) return o;
    const kind = cmd.kind === 'Declare war' || cmd.kind === 'Declare hostilities' ? DECLARES[cmd.kind] : undefined;
    const treaty = cmd.kind === 'Break' ? parseTreaty(cmd.extras) : undefined;
    if (!kind && (!treaty || treaty === 'Armistice')) return o;
    const chance = kind
      ? declareChance(c.treaties, c.diplomacy, o.empire, cmd.target, season, kind, c.settings.defaultRelation, SEASON_CALENDAR)
      : breakChance(
          c.treaties,
          c.diplomacy,
          o.empire,
          cmd.target,
          treaty as Exclude<typeof treaty, 'Armistice' | undefined>,
          season,
          c.settings.defaultRelation,
          SEASON_CALENDAR,
        );
    if (chance.impossible) return o;
    const head = o.text.split(': rolled')[0];
    const odds = `${chance.percent}% on d100 when processed (${partsText(chance)}; VBAM)`;
    return chance.percent > 0
      ? { ...o, status: 'done', text: `${head}: ${odds}` }
      : { ...o, status: 'lost', text: `${head}: ${odds}: it cannot succeed as things stand` };
  });
}
