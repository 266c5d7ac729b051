// GC A1.10, A12.10, A12.212: a legendary admiral (LA) in a battle sees its set-up and decides whether to
// engage. A ship carries one when its Legendary admiral column is ticked; in a mixed squadron, only aboard a
// ship of an empire that may command it there (C22.20, C22.30).
// Each battle a segment brings about where a side has an LA asks the GM, as that admiral's choice,
// Engage or Decline (rule option GC100); the turn pauses there before the battles wait. Declined, the
// battle is not fought and counts as that side's loss (A1.15): its squadrons go no further this turn.

import { Battle, Ruling, sideFleets } from '../../core/model';
import type { World } from '../../core/world';
import { askRuling } from '../../core/rulings';
import { sameName } from '../../core/ids';
import { strategicStop } from './reactions';
import { extraRow, LEGENDARY_ADMIRAL } from './rows';
import { commandEmpires } from './mixedSquadrons';

const ABOUT = 'Legendary admiral: ';
const [ENGAGE, DECLINE] = ['Engage', 'Decline'];
/**
 * The empire of the legendary admiral who decides for a battle's side, or undefined. In a squadron mixing
 * empires (C22.20, C22.30) an admiral aboard a ship of an empire that may not give its command ship where
 * it stands is a passenger: he does not lead it (A12.211; rule option GC292).
 */
function laSide(w: World, side: string): string | undefined {
  for (const f of sideFleets(side).flatMap((id) => w.fleet(id) ?? [])) {
    const may = commandEmpires(w, f);
    const la = w
      .shipsOf(f.id)
      .find((s) => extraRow(w.c, 'Ships', s.id)[LEGENDARY_ADMIRAL] === true && (!may || may.some((e) => sameName(e, s.empire))));
    if (la) return la.empire;
  }
  return undefined;
}

/** Each side with a legendary admiral in the segment's new battles asks its ruling; answers whether any was asked. */
export function askLegendary(w: World, battles: readonly Battle[], segment: number): boolean {
  let asked = false;
  for (const b of battles)
    for (const [side, foe] of [
      [b.fleetA, b.fleetB],
      [b.fleetB, b.fleetA],
    ]) {
      const empire = laSide(w, side);
      if (!empire) continue;
      askRuling(w, {
        empire,
        about: `${ABOUT}${b.id} ${side}`,
        question:
          `Battle ${b.id} in segment ${segment}: ${side} (${empire}, with a legendary admiral) against ${foe}. ` +
          `The admiral has seen the set-up: does he engage, or decline and take it as a loss (GC A1.10, A1.15)?`,
        choices: [ENGAGE, DECLINE],
        default: ENGAGE,
      });
      asked = true;
    }
  return asked;
}

/** A declined battle is taken off the Battles tab, and the declining side's squadrons stop where they are (A1.15). */
export function applyLegendary(w: World, applied: readonly Ruling[]): void {
  const segment = w.c.settings.pausedAt?.tick ?? 12;
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && sameName(x.answer, DECLINE))) {
    const [id, ...side] = r.about.slice(ABOUT.length).split(' ');
    const at = w.c.battles.findIndex((b) => b.id === id);
    if (at >= 0) w.c.battles.splice(at, 1);
    const fleets = sideFleets(side.join(' ')).flatMap((f) => w.fleet(f) ?? []);
    for (const f of fleets) strategicStop(w, f, segment);
    w.log(
      'Battle',
      r.empire,
      `${id} declined by ${r.empire}'s legendary admiral (ruling ${r.id}): not fought, a loss for ${side.join(' ')}, which goes no further this turn`,
      'GC A1.10, A1.15',
    );
  }
}
