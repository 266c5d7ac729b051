// Espionage (PP1): what every race knows of every other, and nothing more. The Intelligence tab is
// rewritten at the end of every phase, a row per fact: each warship's hull number and name (PP1.11),
// where each ship built since the start came from (PP1.12), the large bases and shipyards (PP1.13), the
// bank (PP1.14) and each size class 2 unit under construction, where and since when (PP1.15). The
// view gives each admiral the rows of the other races that PP1.2-PP1.3 leave it: no race learns
// PP1.12-PP1.15 of the Orions (nor the Large base of an Orion hex), the Orions learn no PP1.12, PP1.14
// or PP1.15. At the end of each turn
// each admiral's report sums up what it knows of each other race. Choices: rule option ST41.

import type { GameRow, GameTab } from '../../core/game';
import type { ViewRules } from '../../core/view';
import type { World } from '../../core/world';
import { inPlay } from '../../core/model';
import { largeBaseOf } from './map';
import { CONSTRUCTION_TAB, SHIPYARD_COLUMN } from './construction';
import { isWarship } from './supply';

export const INTELLIGENCE_TAB: GameTab = {
  name: 'Intelligence',
  note: 'PP1.1: what every race knows of the others, rewritten at the end of each phase; an admiral sees the rows of the other races PP1.2-PP1.3 leave it.',
  columns: [
    { header: 'Race', type: 'text', note: 'The race the row tells of.' },
    { header: 'Rule', type: 'text', values: ['PP1.11', 'PP1.12', 'PP1.13', 'PP1.14', 'PP1.15'], note: 'What PP1.1 says is known.' },
    { header: 'Subject', type: 'text', note: 'A warship (its hull number), a hex, or Bank.' },
    { header: 'Detail', type: 'text', note: 'Its name; its shipyard; the base; the EBPV in the bank; the class and when it was begun.' },
  ],
};

/** The empire's race is the Orions (PP1.2, FF2.4). */
export const isOrion = (w: World, id: string) => /orion/i.test(w.c.empires.find((e) => e.id === id)?.race ?? '');

/** PP1.2-PP1.3: the facts of `rule` about `about` the race `viewer` may know. */
function known(w: World, viewer: string, about: string, rule: string): boolean {
  if (viewer === about) return false;
  if (isOrion(w, about) && rule !== 'PP1.11') return false;
  return !(isOrion(w, viewer) && ['PP1.12', 'PP1.14', 'PP1.15'].includes(rule));
}

/** The view's rule for the Intelligence tab (the other tabs as `rest` says). */
export function intelligenceRows(rest: ViewRules['tableRows']): ViewRules['tableRows'] {
  return (w, empire, tab, rows) =>
    tab === INTELLIGENCE_TAB.name ? rows.filter((r) => known(w, empire, String(r.Race), String(r.Rule))) : rest(w, empire, tab, rows);
}

/** PP1.2: the Systems tab's Large base of an Orion hex is the Orions' own (the view's rule for the shared tabs' cells, `rest` for the others). */
export function orionBases(rest: NonNullable<ViewRules['rowCells']>): NonNullable<ViewRules['rowCells']> {
  return (w, empire, tab, id, row) => {
    const seen = rest(w, empire, tab, id, row);
    const owner = tab === 'Systems' ? (w.system(id)?.owner ?? '') : '';
    if (!owner || owner === empire || !isOrion(w, owner)) return seen;
    return Object.fromEntries(Object.entries(seen).filter(([header]) => header !== 'Large base'));
  };
}

/** Every fact of PP1.1, of every race still in play. */
function facts(w: World): GameRow[] {
  const out: GameRow[] = [];
  const row = (Race: string, Rule: string, Subject: string, Detail: string) => out.push({ Race, Rule, Subject, Detail });
  const building = w.c.tables?.[CONSTRUCTION_TAB.name] ?? [];
  for (const e of w.c.empires.filter(inPlay)) {
    for (const s of w.shipsOfEmpire(e.id).filter((x) => isWarship(w, x))) {
      row(e.id, 'PP1.11', s.id, s.name);
      const yard = String(w.c.extras?.Ships?.[s.id]?.[SHIPYARD_COLUMN.header] ?? '');
      if (yard) row(e.id, 'PP1.12', s.id, `built at ${yard}`);
    }
    for (const x of w.c.systems.filter((h) => h.owner === e.id && largeBaseOf(w.c, h.id)))
      row(e.id, 'PP1.13', x.id, largeBaseOf(w.c, x.id) === 'SB' ? 'SB, a shipyard (CC2.3)' : largeBaseOf(w.c, x.id));
    row(e.id, 'PP1.14', 'Bank', `${w.treasury(e.id)} EBPV`);
    for (const b of building.filter((r) => r.Empire === e.id && w.classOf({ empire: e.id, shipClass: String(r.Class) })?.sizeClass === 2))
      row(e.id, 'PP1.15', String(b.Hex), `${b.Class}, begun ${b.Begun || 'before the records'}`);
  }
  return out;
}

/** Annex AAA: at the end of each phase the tab is rewritten; after phase 8 each admiral's report sums it up. */
export function espionageStep(w: World, lastPhase: boolean): void {
  const rows = facts(w);
  (w.c.tables ??= {})[INTELLIGENCE_TAB.name] = rows;
  if (!lastPhase) return;
  for (const viewer of w.c.empires.filter(inPlay))
    for (const other of w.c.empires.filter((e) => e.id !== viewer.id && inPlay(e))) {
      const seen = rows.filter((r) => r.Race === other.id && known(w, viewer.id, other.id, String(r.Rule)));
      const of = (rule: string) => seen.filter((r) => r.Rule === rule);
      const parts = [
        `${of('PP1.11').length} warships`,
        ...of('PP1.14').map((r) => `bank ${r.Detail}`),
        of('PP1.13').length
          ? `bases ${of('PP1.13')
              .map((r) => `${r.Subject} ${String(r.Detail).split(',')[0]}`)
              .join(', ')}`
          : '',
        ...of('PP1.15').map((r) => `building ${String(r.Detail).split(',')[0]} at ${r.Subject}`),
      ].filter(Boolean);
      w.report(viewer.id, 'Vision', `${other.id} (PP1.1): ${parts.join('; ')}; the rest in the Intelligence tab.`);
    }
}
