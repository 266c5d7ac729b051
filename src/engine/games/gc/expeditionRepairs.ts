// GC C22.10 with C1.10 and C1.20: an expeditionary ship (one in a friendly empire's space, not its own: an
// expedition squadron's, or an ally's serving in a mixed squadron) repairs by SFB D9.7 and by D9.4 at 10%
// of its DF, not C1.20's 20%. The add-on keeps a ship's damage only as Crippled (C23.10: 75% of its DF gone),
// so whether a crippled one's repair carries it back past that line (at least 25% of its DF left, behind
// its lines) is the GM's judgement: as the turn ends each such ship asks a ruling (rule option GC294).

import type { Ruling, Ship } from '../../core/model';
import type { World } from '../../core/world';
import { askRuling } from '../../core/rulings';
import { sameName } from '../../core/ids';

const ABOUT = 'Expedition repair: ';
export const [REPAIRED, NOT_REPAIRED] = ['Repaired (D9.4 at 10%)', 'Not repaired'];

/** The friendly empire whose space a ship stands in, not its own (C22.10), or undefined. */
function hostOfShip(w: World, ship: Ship): string | undefined {
  const owner = w.system(w.fleet(ship.fleet)?.location ?? '')?.owner;
  return owner && !sameName(owner, ship.empire) && !w.hostile(owner, ship.empire) ? owner : undefined;
}

/** As the turn ends: each crippled expeditionary ship asks whether C22.10's repair restores it; true when any was asked. */
export function askExpeditionRepairs(w: World): boolean {
  let asked = false;
  for (const ship of w.c.ships.filter((s) => s.condition === 'Crippled')) {
    const host = hostOfShip(w, ship);
    if (!host) continue;
    const at = w.fleet(ship.fleet)!.location;
    askRuling(w, {
      empire: ship.empire,
      about: `${ABOUT}${ship.id}`,
      question:
        `${ship.id} (${ship.empire}, ${ship.fleet}) ends ${w.season} crippled in ${host} space at ${at}. As an expeditionary fleet it repairs ` +
        `by SFB D9.7 (one DF) and D9.4 at 10% of its DF, not 20% (GC C22.10, C1.10, C1.20): with at least 25% of its DF left and behind its lines, ` +
        `does that carry it past the crippling line (C23.10)?`,
      choices: [REPAIRED, NOT_REPAIRED],
      default: NOT_REPAIRED,
    });
    asked = true;
  }
  return asked;
}

/** The GM's answers: a ship repaired is crippled no more. */
export function applyExpeditionRepairs(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && sameName(x.answer, REPAIRED))) {
    const ship = w.ship(r.about.slice(ABOUT.length));
    if (!ship || ship.condition !== 'Crippled') continue;
    ship.condition = 'OK';
    w.report(ship.empire, 'Builds', `${ship.id} is repaired by D9.4 at 10% of its DF: crippled no more (GC C22.10, ruling ${r.id})`);
    w.log('Repair', ship.empire, `${ship.id} repaired as an expeditionary ship (ruling ${r.id})`, 'GC C22.10, C1.20');
  }
}
