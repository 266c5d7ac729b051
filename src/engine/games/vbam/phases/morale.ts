// `VBAM Update Assets`, morale: every colony checks the rows of the morale table that hold for it (1D6
// at or under the target, or automatic), with the map's facts (more than 3 jumps from a friendly
// colony, cut off from the homeworld through controlled or friendly sectors: the Sectors tab's control),
// a seizure or raid this turn, its owner's ground units, an attack on the homeworld, and the random
// event rolled for it at the last End Turn (its Colonies row's Event, cleared here for every colony, VB108). Morale stays within 0 and the Census; at 0 the colony is in rebellion (income.ts then
// pays nothing; below half the Census its utilized Productivity is halved) and its rebels rise (VB80).

import type { VbamTurn } from '../turnState';
import { checkMorale, moraleMapFacts } from '../morale';
import type { Control } from '../sectors';
import { standingOf } from '../state';
import { casualties, groundKinds, landedGroundUnits } from '../garrison';
import { groundCard, groundCombat, rebelsOf } from '../ground';
import { optionOf } from '../options';
import type { Ship } from '../../../core/model';
import type { ColonyRow } from '../state';
import { askRuling } from '../../../core/rulings';

/**
 * A colony falling to Morale 0 rebels: it produces nothing (income.ts), and "ground combat may occur"
 * (the document). VB80: the rebels (ground.ts rebelsOf) attack its owner's landed ground units. With the
 * Ground combat option "default" VB28's dice settle it at once, the garrison defending its own planet; the
 * colony stays its owner's and in rebellion whoever wins, until its Morale rises. With "battle" the GM
 * rules (a free answer), the card of both sides in the question.
 */
function rebellion(t: VbamTurn, colony: ColonyRow, garrison: Ship[]): void {
  const { w } = t;
  w.report(colony.owner, 'Developments', `${colony.system} is in rebellion (Morale 0): it produces nothing until its Morale rises.`);
  const rebels = rebelsOf(colony.census);
  const held = garrison.length ? `held by ${groundCard(groundKinds(garrison))}` : 'with no garrison';
  if (optionOf(w.c, 'ground') === 'battle') {
    askRuling(w, {
      empire: colony.owner,
      about: `Rebellion on ${colony.system}`,
      question:
        `${colony.system} of ${colony.owner} rebels (${rebels.length} Light Infantry: ${groundCard(rebels)}), ${held}: ` +
        'does ground combat follow (SFB D15), and how does it end?',
      choices: [],
      default: 'The garrison holds; no ground combat this turn',
    });
    return;
  }
  const rising = `${colony.system} of ${colony.owner}: ${rebels.length} Light Infantry rise, ${held}`;
  if (!garrison.length || !rebels.length) {
    w.log('Rebellion', colony.owner, `${rising} (VBAM Update Assets, VB80)`, 'no ground combat');
    w.report(colony.owner, 'Developments', `${rising}: no ground combat.`);
    return;
  }
  const r = groundCombat(colony.system, rebels, groundKinds(garrison), w.dice, 'VBAM Update Assets: rebellion');
  const lost = casualties(garrison, r.defenders);
  w.removeShips(lost);
  const result = r.defenders.length
    ? `after ${r.rounds} round(s) the garrison holds with ${r.defenders.length} ground unit(s), ${r.attackers.length} rebel(s) left`
    : `after ${r.rounds} round(s) the rebels destroyed the garrison, ${r.attackers.length} left`;
  w.log('Rebellion', colony.owner, `${rising} (VBAM Update Assets, VB80, VB28)`, result);
  w.report(colony.owner, 'Developments', `Ground combat against the rebels on ${colony.system}: ${result}.`);
}

export function morale(t: VbamTurn): void {
  const { w, v } = t;
  const standing = standingOf(w.c.treaties, w.c.settings.defaultRelation);
  const control = new Map<string, Control>(
    v.sectors.map((s): [string, Control] => [
      s.sector,
      s.control === 'Controlled'
        ? { state: 'Controlled', owner: s.powers[0] ?? '', by: 'presence' }
        : s.control === 'Contested'
          ? { state: 'Contested', powers: s.powers, by: 'presence' }
          : { state: 'Neutral', by: 'rule' },
    ]),
  );
  const fought = new Set(w.c.battles.flatMap((b) => (b.season === w.season && b.place.kind === 'system' ? [b.place.system] : [])));
  const owned = v.colonies.filter((c) => c.owner);
  const homes = new Map<string, ColonyRow>();
  for (const c of owned) if (c.homeworld && !homes.has(c.owner)) homes.set(c.owner, c); // each owner's first
  const mapFacts = moraleMapFacts(v.map, control, standing, owned);
  for (const colony of owned) {
    const home = homes.get(colony.owner);
    const map = home ? mapFacts(colony, home.sector) : { farFromFriendlyColony: false, cutOffFromHomeworld: false };
    const garrison = landedGroundUnits(t, colony.sector).filter((s) => s.empire === colony.owner);
    const facts = {
      ...map,
      seizedLastTurn: t.seized.has(colony.sector),
      groundUnits: garrison.length,
      homeworldAttacked: !!home && (fought.has(home.sector) || t.seized.has(home.sector)),
      events: colony.event ? [colony.event] : [],
    };
    const before = colony.morale;
    const r = checkMorale(colony, facts, w.dice);
    colony.morale = r.morale;
    for (const k of r.checks)
      w.log(
        'Morale',
        colony.owner,
        `${colony.system}: ${k.condition} (VBAM Update Assets)`,
        `${k.effect >= 0 ? '+' : ''}${k.effect}`,
        k.roll ? `1D6 ${k.roll}` : '',
      );
    if (r.morale !== before)
      w.report(
        colony.owner,
        'Developments',
        `Morale of ${colony.system}: ${before} → ${r.morale}${
          r.checks.length
            ? ` (${r.checks
                .filter((k) => k.effect)
                .map((k) => k.condition)
                .join('; ')})`
            : ''
        }.`,
      );
    if (r.rebellion && before > 0) rebellion(t, colony, garrison);
  }
  for (const colony of v.colonies) delete colony.event;
}
