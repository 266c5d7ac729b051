// `VBAM Encounters`, raids: lightly defended colonies and civilian fleets may be raided. By the Raids
// option (VB60) the default dice decide (raids.ts raidsThisTurn, VB25), or each candidate is a ruling
// for the GM, applied by Apply rulings, or there are none. A raided colony produces nothing at the next
// Income (its Raided flag) and checks morale as if seized (VB26): at this turn's Update Assets by the
// dice, or, for a ruling answered after it, by the seized row's own roll when the answer is applied.
// A raid on a civilian fleet is a scenario the GM plays; its freighters lost go in Civilian fleets.

import type { Ruling } from '../../../core/model';
import { askRuling } from '../../../core/rulings';
import type { VbamTurn } from '../turnState';
import { Raid, RaidCandidate, raidFromAnswer, RaidRule, raidsThisTurn } from '../raids';
import { moraleRow, SEIZED_ROW } from '../morale';
import { optionOf } from '../options';
import { civilianKind, colonyAt, groundKind, isFlight, sfbClassOf, shipUnit } from '../units';

/** VB25: three guards or more and raiders never come; only lighter defences are candidates (VB60). */
const LIGHTLY_DEFENDED = 3;

/** The turn's raid candidates, colonies first (Colonies order), then civilian fleets (Ships order). */
function candidates(t: VbamTurn): RaidCandidate[] {
  const { w, v } = t;
  const warship = (s: (typeof w.c.ships)[number]) => !civilianKind(s) && !groundKind(s) && !isFlight(shipUnit(w.c, v.units, s));
  const systems = v.colonies
    .filter((c) => c.owner)
    .map((c): RaidCandidate => ({
      empire: c.owner,
      target: c.system,
      kind: 'system',
      sector: c.sector,
      guards: w
        .fleetsAt(c.sector)
        .filter((f) => f.empire === c.owner)
        .flatMap((f) => w.shipsOf(f.id))
        .filter(warship).length,
    }));
  const fleets = w.c.ships.filter(civilianKind).map((s): RaidCandidate => ({
    empire: s.empire,
    target: s.id,
    kind: 'civilian fleet',
    sector: w.fleet(s.fleet)?.location ?? '',
    guards: w.shipsOf(s.fleet).filter((x) => warship(x) && sfbClassOf(w.c, x)?.sizeClass === 4).length,
  }));
  return [...systems, ...fleets].filter((c) => c.guards < LIGHTLY_DEFENDED);
}

const aboutOf = (c: RaidCandidate) => `${c.kind} ${c.target} in ${c.sector}`;

export function raids(t: VbamTurn): void {
  const rule = optionOf(t.w.c, 'raids') as RaidRule;
  for (const r of raidsThisTurn(rule, candidates(t), t.w.dice)) {
    if ('candidate' in r) raided(t, r, false);
    else askRuling(t.w, { empire: r.empire, about: `Raid on ${r.about}`, question: r.question, choices: r.choices, default: r.default });
  }
}

/** Apply rulings: each raid question answered with raiders is a raid. */
export function applyRaidRulings(t: VbamTurn, applied: Ruling[]): void {
  const all = candidates(t);
  for (const ruling of applied) {
    const candidate = all.find((c) => ruling.about === `Raid on ${aboutOf(c)}`);
    const raid = candidate && raidFromAnswer(candidate, ruling.answer);
    if (raid) raided(t, raid, true);
  }
}

function raided(t: VbamTurn, raid: Raid, afterMorale: boolean): void {
  const { w } = t;
  const { candidate: c, raiders } = raid;
  w.log('Raid', c.empire, `Raiders attack ${aboutOf(c)} (VBAM Encounters)`, raiders);
  if (c.kind === 'civilian fleet') {
    w.report(
      c.empire,
      'Battles',
      `Raiders (${raiders}) attack your ${aboutOf(c)}: the GM plays the scenario and enters the freighters lost.`,
    );
    return;
  }
  const colony = colonyAt(t, c.empire, c.sector);
  if (!colony) return;
  colony.raided = true;
  w.report(
    c.empire,
    'Battles',
    `Raiders (${raiders}) raided ${colony.system}: it produces nothing at the next Income and its morale is checked as if seized.`,
  );
  if (!afterMorale) {
    t.seized.add(colony.sector);
    return;
  }
  const check = moraleRow(colony, SEIZED_ROW, w.dice);
  colony.morale = Math.max(0, Math.min(colony.census, colony.morale + check.effect));
  w.log(
    'Morale',
    c.empire,
    `${colony.system}: raided, checked as ${check.condition} (VB26)`,
    `1D6 ${check.roll}: ${check.effect} → Morale ${colony.morale}`,
  );
}
