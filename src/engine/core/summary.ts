// The turn summary (issue 20): what a step of the turn changed, in one screen — what moved, where
// battles were fought and how they ended, systems gained and lost, ships built and lost, treasury
// and VP, and who is not ready. Built only from two views of one viewer (before and after the step),
// so an admiral's summary names nothing their view does not; the GM's names everything.

import { battleOutcome } from './map/render';
import { Campaign, placeText } from './model';
import { CampaignView, gmView, viewFor, viewsFor, ViewRules } from './view';

/** At most this many items on one line; the rest are counted ("and 4 more"). */
const PER_LINE = 12;

function line(label: string, items: string[]): string[] {
  if (!items.length) return [];
  const shown = items.slice(0, PER_LINE).join('; ');
  return [`${label}: ${shown}${items.length > PER_LINE ? `; and ${items.length - PER_LINE} more` : ''}.`];
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** The summary of what changed from `before` to `after`, two views of the same viewer. */
export function turnSummary(before: CampaignView, after: CampaignView, unit: string): string[] {
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
  const changed = after.systems.filter((x) => owner.get(x.id) !== x.owner);
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
    ...line(after.gm ? 'Systems changing hands' : 'Systems gained', gained),
    ...line('Systems lost', lost),
    ...line(after.gm ? 'Ships new or taken' : 'Ships new or taken by you', built),
    ...line(after.gm ? 'Ships gone' : 'Your ships gone', sunk),
    ...line('Treasury and VP', figures),
    ...line(`Orders not marked Ready for Y${s.year} ${s.season}`, waiting),
  ];
}

/** The GM's summary and each admiral's (by empire id), of a step from `before` to `after`. */
export function turnSummaries(rules: ViewRules, before: Campaign, after: Campaign): { gm: string[]; admirals: Map<string, string[]> } {
  const was = viewsFor(rules, before);
  const now = viewsFor(rules, after);
  const admirals = new Map<string, string[]>();
  for (const [empire, view] of now) {
    const old = was.get(empire);
    if (old) admirals.set(empire, turnSummary(old, view, rules.treasuryUnit));
  }
  return { gm: turnSummary(gmView(rules, before), gmView(rules, after), rules.treasuryUnit), admirals };
}

/** One screen of text for the console: the GM's summary, or `empire`'s. */
export function turnSummaryText(rules: ViewRules, before: Campaign, after: Campaign, empire?: string): string {
  const lines = empire
    ? turnSummary(viewFor(rules, before, empire), viewFor(rules, after, empire), rules.treasuryUnit)
    : turnSummary(gmView(rules, before), gmView(rules, after), rules.treasuryUnit);
  return lines.join('\n');
}
