// The GM's intelligence report (Annex AAA 9), once a turn, after phase 8's income: for each race a
// draft made from its own Detections rows of the turn (the ships it saw, hex by hex, as last seen) and
// the hexes taken from it that it has not seen since (FF2.12); nothing any other race saw. The Campaign
// option Intelligence report (rule option ST15): "ruling" asks the GM one ruling per race, its Answer
// the draft ready to edit, and the turn waits (Apply rulings puts each answer into that race's report);
// "draft" puts the drafts into the reports at once.

import type { GameOption } from '../../core/game';
import type { Ruling } from '../../core/model';
import { inPlay } from '../../core/model';
import type { World } from '../../core/world';
import { askRuling, pendingRulings } from '../../core/rulings';
import { LAST_PHASE } from './calendar';
import { DETECTIONS_TAB } from './detection';
import { lostTo } from './capture';

export const INTELLIGENCE_OPTION: GameOption = [
  'Intelligence report',
  'ruling',
  ['ruling', 'draft'],
  'Staley Annex AAA 9: "ruling" asks the GM for each race\'s intelligence report at the end of every turn, drafted from what its units detected, and the turn waits for Apply rulings; "draft" sends the drafts as they are (rule option ST15).',
];

/** What each ruling of the report is about. */
export const INTELLIGENCE_ABOUT = 'Intelligence report (Annex AAA 9)';
/** The most hexes a draft names (a Rulings cell stays readable, and within Sheets' 50,000 characters). */
const MOST_HEXES = 60;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The draft of the empire's report: its own detections of the turn, each hex as last seen, and its grey hexes. */
export function intelligenceDraft(w: World, empire: string): string {
  const last = new Map<string, Record<string, unknown>>();
  for (const r of w.c.tables?.[DETECTIONS_TAB.name] ?? []) if (r.Empire === empire) last.set(String(r.Hex), r);
  const hexes = [...last.entries()].sort(([a], [b]) => a.localeCompare(b));
  const seen = hexes.slice(0, MOST_HEXES).map(([hex, r]) => {
    const extra = [Number(r.Fighters) ? plural(Number(r.Fighters), 'fighter') : '', Number(r.PFs) ? plural(Number(r.PFs), 'PF') : ''];
    const sizes = r['Size classes'] ? `size classes ${r['Size classes']}` : '';
    const phase = String(r.When)
      .replace(/^.* (Phase \d+)$/, '$1')
      .toLowerCase();
    return `${hex}: ${[plural(Number(r.Ships), 'ship'), ...extra, sizes].filter(Boolean).join(', ')} (${phase})`;
  });
  const more = hexes.length > MOST_HEXES ? [`and ${hexes.length - MOST_HEXES} more hexes (the Detections tab)`] : [];
  const lost = w.c.systems.filter((s) => lostTo(w, empire, s.id)).map((s) => s.id);
  return [
    `${w.season}: ${seen.length ? `ships detected, as last seen: ${[...seen, ...more].join('; ')}.` : 'no ships of another race detected.'}`,
    lost.length ? `Taken from us, by whom unseen (FF2.12): ${lost.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Annex AAA 9, phase 8: each race's report, asked of the GM (the turn waits) or sent as drafted. */
export function intelligenceStep(w: World, tick: number): 'pause' | void {
  if (tick !== LAST_PHASE) return;
  const asked = (w.c.options?.intelligence ?? INTELLIGENCE_OPTION[1]) === 'ruling';
  for (const e of w.c.empires.filter(inPlay)) {
    const draft = intelligenceDraft(w, e.id);
    if (!asked) {
      w.report(e.id, 'Vision', `Intelligence report: ${draft}`);
      continue;
    }
    const question = `${e.id}'s intelligence report for ${w.season}: edit the Answer, drafted from what ${e.id}'s units detected; it goes into ${e.id}'s report as written.`;
    askRuling(w, { empire: e.id, about: INTELLIGENCE_ABOUT, question, choices: [], default: draft }).answer = draft;
  }
  if (!asked) return;
  w.c.settings.phase = 'Rulings';
  return 'pause';
}

/** Apply rulings: each intelligence report into its race's report (the other rulings as the kernel applies them). */
export function sendIntelligence(w: World): Ruling[] {
  const sent = pendingRulings(w.c).filter((r) => r.about === INTELLIGENCE_ABOUT);
  for (const r of sent) {
    r.answer ||= r.default;
    r.applied = true;
    w.log('Ruling', r.empire, `Ruling ${r.id}: ${r.about}`, 'sent');
    w.report(r.empire, 'Vision', `Intelligence report: ${r.answer}`);
  }
  return sent;
}
