// GC C20.70: a carrier's fighters take no command slot while all its assigned escorts are with it; the GM
// may allow equivalent-BPV substitutes for them (a class not yet in service, small variations). As the turn
// ends, each carrier with fighters whose escorts are not all in its squadron, beside other ships that might
// stand in for them, is asked as a ruling once for those ships' classes; the answer stands on the Ships
// column Escort substitutes ("E4, F5D: allowed (Y150 Turn 2)"), and attritionLoad reads it.

import type { RowColumn } from '../../core/game';
import type { Ruling, Ship } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { askRuling } from '../../core/rulings';
import { sameName } from '../../core/ids';
import { extraRow, setExtra } from './rows';

export const ESCORT_SUBSTITUTES = 'Escort substitutes';
const ABOUT = 'Escort substitution: ';
export const SUBSTITUTE_CHOICES = ['Not equivalent', 'Equivalent escorts'] as const;

export const ESCORT_SUBSTITUTES_COLUMN: RowColumn = {
  header: ESCORT_SUBSTITUTES,
  type: 'text',
  seenBy: 'owner',
  note: "GC C20.70: the GM's ruling on the squadron's classes standing in for this carrier's escorts, e.g. \"E4, F5D: allowed (Y150 Turn 2)\"; allowed, its fighters take no command slot beside those classes.",
};

/** The classes that would stand in for a carrier's escorts: its squadron's other ships', sorted, once each. */
const substitutes = (ship: Ship, squadron: readonly Ship[]): string =>
  [...new Set(squadron.filter((s) => s.id !== ship.id).map((s) => s.shipClass.toUpperCase()))].sort().join(', ');

/** The GM's ruling on these substitutes for the carrier: 'allowed', 'refused' or undefined (not asked). */
function verdict(w: World, ship: Ship, squadron: readonly Ship[]): string | undefined {
  const m = /^(.*): (allowed|refused) \(/.exec(String(extraRow(w.c, 'Ships', ship.id)[ESCORT_SUBSTITUTES] ?? ''));
  return m && m[1] === substitutes(ship, squadron) ? m[2] : undefined;
}

/** C20.70: whether the GM allowed the carrier's squadron's other ships as its escorts. */
export const substitutesAllowed = (w: World, ship: Ship, squadron: readonly Ship[]): boolean => verdict(w, ship, squadron) === 'allowed';

/** C20.70: whether all the carrier's assigned escorts (the Classes tab's Escorts; NONE none) are in the squadron. */
export function escorted(w: World, ship: Ship, squadron: readonly Ship[]): boolean {
  const classes = new Set(squadron.filter((s) => s !== ship).map((s) => s.shipClass.toUpperCase()));
  return (w.classOf(ship)?.escorts ?? []).every((e) => e.toUpperCase() === 'NONE' || classes.has(e.toUpperCase()));
}

/** As the turn ends: a ruling for each carrier with fighters, short of its escorts, beside ships not yet ruled on. True when one was asked. */
export function askEscortSubstitutes(w: World): boolean {
  let asked = false;
  for (const f of w.c.fleets) {
    const squadron = w.shipsOf(f.id);
    for (const ship of squadron) {
      const cls = w.classOf(ship);
      if (!ship.fighters || !hasRole(cls, 'carrier') || squadron.length < 2) continue;
      if (escorted(w, ship, squadron) || verdict(w, ship, squadron)) continue;
      const others = substitutes(ship, squadron);
      askRuling(w, {
        empire: ship.empire,
        about: `${ABOUT}${ship.id} (${others})`,
        question: `${ship.id} (${ship.shipClass}, escorts ${cls?.escorts.join(', ')}) carries ${ship.fighters} fighter spaces in ${f.id} without its escorts. Do its squadron's ${others} stand in for them at equivalent BPV (GC C20.70)? If not, every 12 spaces take a command slot.`,
        choices: [...SUBSTITUTE_CHOICES],
        default: SUBSTITUTE_CHOICES[0],
      });
      asked = true;
    }
  }
  return asked;
}

/** The GM's answers, on the carrier's Ships row. */
export function applyEscortSubstitutes(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const m = /^(\S+) \((.*)\)$/.exec(r.about.slice(ABOUT.length));
    if (!m || !w.ship(m[1])) continue;
    const allowed = sameName(r.answer, SUBSTITUTE_CHOICES[1]);
    setExtra(w.c, 'Ships', m[1], { [ESCORT_SUBSTITUTES]: `${m[2]}: ${allowed ? 'allowed' : 'refused'} (${r.turn})` });
    w.log(
      'Ruling',
      r.empire,
      `${m[1]}'s escorts: ${m[2]} ${allowed ? 'allowed' : 'not allowed'} as substitutes (ruling ${r.id})`,
      'GC C20.70',
    );
  }
}
