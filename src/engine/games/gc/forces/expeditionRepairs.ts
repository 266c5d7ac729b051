// GC C22.10 with C1.10 and C1.20: an expeditionary ship (one in a friendly empire's space, not its own: an
// expedition squadron's, or an ally's serving in a mixed squadron) repairs by SFB D9.7 and by D9.4 at 10%
// of its DF, not C1.20's 20%. C21.45: an elite second-generation X-squadron may use D9.4 twice behind enemy
// lines. The add-on keeps a ship's damage only as Crippled (C23.10: 75% of its DF gone), so whether a crippled
// one's repair carries it back past that line is the GM's judgement: as the turn ends each such ship asks a
// ruling (rule options GC294, GC323).

import type { Ruling, Ship } from '../../../core/model';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { eliteX2 } from '../construction/xShips';

const ABOUT = 'Expedition repair: ';
export const [REPAIRED, NOT_REPAIRED] = ['Repaired (D9.4 at 10%)', 'Not repaired'];
/** C21.45: the elite squadron's repairs behind enemy lines, `Elite X repair: K07A KLI-52`. */
const ELITE_ABOUT = 'Elite X repair: ';
export const ELITE_REPAIRED = 'Repaired (D9.4 behind enemy lines)';
/** C21.45: D9.4 uses an elite second-generation X-squadron has behind enemy lines. */
const ELITE_USES = 2;

/** The friendly empire whose space a ship stands in, not its own (C22.10), or undefined. */
function hostOfShip(w: World, ship: Ship): string | undefined {
  const owner = w.system(w.fleet(ship.fleet)?.location ?? '')?.owner;
  return owner && !sameName(owner, ship.empire) && !w.hostile(owner, ship.empire) ? owner : undefined;
}

/** C21.45: the D9.4 repairs squadron `fleet` was granted behind enemy lines, or is still asked (rule option GC323: counted for the campaign). */
const eliteRepairs = (w: World, fleet: string): number =>
  (w.c.rulings ?? []).filter((r) => r.about.startsWith(`${ELITE_ABOUT}${fleet} `) && (!r.applied || sameName(r.answer, ELITE_REPAIRED)))
    .length;

/** The ruling a crippled ship asks, if any: an expeditionary ship's (C22.10), an elite X-squadron's behind enemy lines (C21.45). */
function repairQuestion(w: World, ship: Ship): Pick<Ruling, 'about' | 'question' | 'choices'> | undefined {
  const f = w.fleet(ship.fleet);
  if (!f) return undefined;
  const head = `${ship.id} (${ship.empire}, ${ship.fleet}) ends ${w.season} crippled`;
  const host = hostOfShip(w, ship);
  if (host)
    return {
      about: `${ABOUT}${ship.id}`,
      question:
        `${head} in ${host} space at ${f.location}. As an expeditionary fleet it repairs ` +
        `by SFB D9.7 (one DF) and D9.4 at 10% of its DF, not 20% (GC C22.10, C1.10, C1.20): with at least 25% of its DF left and behind its lines, ` +
        `does that carry it past the crippling line (C23.10)?`,
      choices: [REPAIRED, NOT_REPAIRED],
    };
  const owner = w.system(f.location)?.owner;
  const used = eliteRepairs(w, f.id);
  if (!owner || !w.hostile(owner, ship.empire) || !eliteX2(w, w.shipsOf(f.id)) || used >= ELITE_USES) return undefined;
  return {
    about: `${ELITE_ABOUT}${f.id} ${ship.id}`,
    question:
      `${head} behind enemy lines in ${owner} space at ${f.location}. ${f.id}, an elite second-generation X-squadron, may use SFB D9.4 ` +
      `twice behind enemy lines (GC C21.45; ${used} used): does this repair (C1.20) carry it past the crippling line (C23.10)? Answering Repaired spends one.`,
    choices: [ELITE_REPAIRED, NOT_REPAIRED],
  };
}

/** As the turn ends: each crippled expeditionary ship, or elite X-squadron's behind enemy lines, asks whether its repair restores it; true when any was asked. */
export function askExpeditionRepairs(w: World): boolean {
  let asked = false;
  for (const ship of w.c.ships.filter((s) => s.condition === 'Crippled')) {
    const q = repairQuestion(w, ship);
    if (!q) continue;
    askRuling(w, { empire: ship.empire, ...q, default: NOT_REPAIRED });
    asked = true;
  }
  return asked;
}

/** The GM's answers: a ship repaired is crippled no more. */
export function applyExpeditionRepairs(w: World, applied: readonly Ruling[]): void {
  for (const r of applied) {
    const expedition = r.about.startsWith(ABOUT) && sameName(r.answer, REPAIRED);
    const elite = r.about.startsWith(ELITE_ABOUT) && sameName(r.answer, ELITE_REPAIRED);
    if (!expedition && !elite) continue;
    const ship = w.ship(r.about.split(' ').pop() ?? '');
    if (!ship || ship.condition !== 'Crippled') continue;
    ship.condition = 'OK';
    const how = expedition ? 'D9.4 at 10% of its DF' : 'D9.4 behind enemy lines';
    const rule = expedition ? 'GC C22.10' : 'GC C21.45';
    w.report(ship.empire, 'Builds', `${ship.id} is repaired by ${how}: crippled no more (${rule}, ruling ${r.id})`);
    w.log(
      'Repair',
      ship.empire,
      `${ship.id} repaired as ${expedition ? 'an expeditionary ship' : 'an elite X-ship'} (ruling ${r.id})`,
      `${rule}, C1.20`,
    );
  }
}
