// The turn summary (issue 20): what a step of the turn changed, in one screen — what moved, where
// battles were fought and how they ended, systems gained and lost, ships built and lost, treasury
// and VP, and who is not ready. Built only from two views of one viewer (before and after the step),
// so an admiral's summary names nothing their view does not; the GM's names everything.

import { battleOutcome } from './map/render';
import { Campaign, placeText } from './model';
import { gmView, summaryViewsFor, SummaryView, viewFor, ViewRules } from './view';

/** At most this many items on one line; the rest are counted ("and 4 more"). */
const PER_LINE = 12;

function line(label: string, items: string[]): string[] {
  if (!items.length) return [];
  const shown = items.slice(0, PER_LINE).join('; ');
  return [`${label}: ${shown}${items.length > PER_LINE ? `; and ${items.length - PER_LINE} more` : ''}.`];
}

/** A change, to the hundredth (a Staley bank gains 0.2 EBPV a hex: no floating-point tails). */
const signed = (n: number) => `${n > 0 ? '+' : ''}${Math.round(n * 100) / 100}`;

/** The labels of an admiral's summary lines (isTurnSummaryLine knows them again in a report). */
const MINE = {
  gained: 'Systems gained',
  built: 'Ships new or taken by you',
  sunk: 'Your ships gone',
  waiting: 'Orders not marked Ready for',
} as const;
const SHARED = ['Moved', 'Battles', 'Systems lost', 'Treasury and VP'] as const;
const others = (n: number) => `${n} sector${n === 1 ? '' : 's'} without a colony changed control.`;

/**
 * Whether a report line of the Summary section is one of the turn summary's: Resolve battles puts the
 * final summary in the place of the one written while the battles were pending (save.ts).
 */
export function isTurnSummaryLine(text: string): boolean {
  return (
    /: turn summary for [^,]+, .+\.$/.test(text) ||
    [...SHARED, ...Object.values(MINE)].some((l) => text.startsWith(`${l}: `) || (l === MINE.waiting && text.startsWith(`${l} `))) ||
    /^\d+ sectors? without a colony changed control\.$/.test(text)
  );
}

/** The summary of what changed from `before` to `after`, two views of the same viewer. */
export function turnSummary(before: SummaryView, after: SummaryView, rules: Pick<ViewRules, 'treasuryUnit' | 'settledHoldings'>): string[] {
  const unit = rules.treasuryUnit;
  const s = after.settings;
  const who = after.gm ? 'GM' : after.empire;
  const me = (empire: string) => after.gm || empire === after.empire;
  const moved = new Set(before.movements.map((m) => `${before.settings.lastProcessed}|${m.fleet}|${m.route.join('>')}`));
  const moves = after.movements
    .filter((m) => !moved.has(`${s.lastProcessed}|${m.fleet}|${m.route.join('>')}`))
    .map((m) => `${m.fleet} ${m.route.join(' > ')}`);
  const was = new Map(before.battles.map((b) => [b.id, b.status]));
  const battles = after.battles
    .filter((b) => was.get(b.id) !== b.status && (b.status === 'Resolved' || !was.has(b.id)))
    .map((b) => `${b.id} at ${placeText(b.place)}, ${b.fleetA} vs ${b.fleetB}: ${b.status === 'Resolved' ? battleOutcome(b) : 'pending'}`);
  const owner = new Map(before.systems.map((x) => [x.id, x.owner]));
  const flipped = after.systems.filter((x) => owner.get(x.id) !== x.owner);
  // Where only settled systems count (ViewRules.settledHoldings), the rest of the flips are counted, not named.
  const changed = rules.settledHoldings ? flipped.filter((x) => x.development !== '') : flipped;
  const unnamed = flipped.length - changed.length;
  const gained = changed.filter((x) => x.owner && me(x.owner)).map((x) => (after.gm ? `${x.id} to ${x.owner}` : x.id));
  const lost = changed.filter((x) => owner.get(x.id) && me(owner.get(x.id)!) && !(after.gm && x.owner)).map((x) => x.id); // an admiral is not told who took it (the GM reads it under Systems changing hands)
  const shipsBefore = new Map(before.ships.map((x) => [x.id, x]));
  const shipsAfter = new Set(after.ships.map((x) => x.id));
  const built = after.ships.filter((x) => !shipsBefore.has(x.id)).map((x) => `${x.id} (${x.shipClass}) in ${x.fleet}`);
  const sunk = before.ships.filter((x) => !shipsAfter.has(x.id)).map((x) => `${x.id} (${x.shipClass})`);
  const figures = after.empires
    .filter((e) => e.treasury !== '')
    .map((e) => {
      const b = before.empires.find((x) => x.id === e.id);
      const money =
        typeof b?.treasury === 'number'
          ? `${b.treasury} > ${e.treasury} ${unit} (${signed(Number(e.treasury) - b.treasury)})`
          : `${e.treasury} ${unit}`;
      const vp = typeof b?.vp === 'number' && b.vp !== e.vp ? `, VP ${b.vp} > ${e.vp} (${signed(Number(e.vp) - b.vp)})` : `, VP ${e.vp}`;
      return `${e.id} ${money}${vp}`;
    });
  const waiting = s.phase === 'Orders' ? after.empires.filter((e) => e.ready === false && e.status === 'Active').map((e) => e.id) : [];
  return [
    `${s.campaignName}: turn summary for ${who}, ${s.lastProcessed || 'before the first season'}${s.phase === 'Battles' ? ' (battles pending)' : ''}.`,
    ...line('Moved', moves),
    ...line('Battles', battles),
    ...line(after.gm ? 'Systems changing hands' : MINE.gained, gained),
    ...line('Systems lost', lost),
    ...(unnamed ? [others(unnamed)] : []),
    ...line(after.gm ? 'Ships new or taken' : MINE.built, built),
    ...line(after.gm ? 'Ships gone' : MINE.sunk, sunk),
    ...line('Treasury and VP', figures),
    ...line(`${MINE.waiting} Y${s.year} ${s.season}`, waiting),
  ];
}

/** The GM's summary and each admiral's (by empire id), of a step from `before` to `after`. */
export function turnSummaries(rules: ViewRules, before: Campaign, after: Campaign): { gm: string[]; admirals: Map<string, string[]> } {
  const was = summaryViewsFor(rules, before);
  const now = summaryViewsFor(rules, after);
  const admirals = new Map<string, string[]>();
  for (const [empire, view] of now.admirals) {
    const old = was.admirals.get(empire);
    if (old) admirals.set(empire, turnSummary(old, view, rules));
  }
  return { gm: turnSummary(was.gm, now.gm, rules), admirals };
}

/** One screen of text for the console: the GM's summary, or `empire`'s. */
export function turnSummaryText(rules: ViewRules, before: Campaign, after: Campaign, empire?: string): string {
  const lines = empire
    ? turnSummary(viewFor(rules, before, empire), viewFor(rules, after, empire), rules)
    : turnSummary(gmView(rules, before), gmView(rules, after), rules);
  return lines.join('\n');
}
