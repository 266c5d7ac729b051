// Check workbook for GC: every squadron's code (A6.10) and make-up (D6.10, D6.40, A10.41), every hex's
// place and every class's movement row (D1.10), every trade route (B1.10, B1.20),
// the starting navy's purchase (Z1).

import { commercialBaseProblems } from './commercialBases';
import type { Campaign, Fleet } from '../../core/model';
import { hasRole } from '../../core/model';
import { codeProblem, SquadronShip, squadronProblems } from './squadrons';
import { commandCut, empireCode } from './rows';
import { classHexes } from './movement';
import { GC_MAP } from './map';
import { purseSetupChecks } from './exhaustion';
import { World } from '../../core/world';
import { hullType, shipyardProblems } from './construction';
import { routeProblems } from './tradeRoutes';
import { navyProblems } from './navy';
import { crewProblems, crewRating } from './crew';
import { inReserve, reserveProblems } from './reserve';
import { merchantNavyProblems } from './merchantNavy';
import { efoOf, mixedCommandProblem } from './mixedSquadrons';
import { attritionLoad } from './attrition';
import { x2EssProblems } from './xShips';
import { essCell } from './sensoring';

/** A squadron's ships as the D6 and A10.41 rules see them (the Classes tab's hull, command rating and roles). */
export function squadronShips(w: World, f: Fleet): SquadronShip[] {
  // GC B12.110-B12.120, B13.10: the empire's command rating cut lowers every rating, never below 1; C9.40d, C9.51d: the crew's.
  const cut = commandCut(w.c, f.empire);
  const squadron = w.shipsOf(f.id);
  const efo = efoOf(w, f) === true;
  return squadron.map((s) => {
    const cls = w.classOf(s);
    const rating = cls?.commandRating ?? 0;
    return {
      id: s.id,
      hull: cls?.hull ?? '',
      commandRating: crewRating(w.c, s, rating && Math.max(1, rating - cut)),
      maulerOrTroops: hasRole(cls, 'mauler') || hasRole(cls, 'commando'),
      escort: hasRole(cls, 'escort'),
      // D6.25: EFO lightens size-class-4 and DW ships.
      ...(efo && cls && (cls.sizeClass === 4 || hullType(w, cls) === 'DW') ? { efo: true } : {}),
      ...attritionLoad(w, s, squadron),
    };
  });
}

export function gcSetupChecks(c: Campaign): string[] {
  const w = new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
  const out: string[] = [];
  for (const f of w.c.fleets) {
    const code = codeProblem(f.id, empireCode(c, f.empire));
    if (code) out.push(`Fleets: ${code}.`);
    // GC E2.55: the strategic reserve keeps no command rating.
    if (inReserve(c, f.id)) continue;
    const ships = squadronShips(w, f);
    const mixed = mixedCommandProblem(w, f, ships);
    const problems = [...squadronProblems(f.id, ships), ...(mixed ? [mixed] : [])];
    // C22.20: a mixed squadron over its command rating is told when EFO is withheld from it.
    const efo = efoOf(w, f);
    if (efo !== true && efo && problems.some((p) => /D6\.10|C22\.30/.test(p))) problems.push(efo);
    out.push(...problems.map((p) => `Fleets: ${p}.`));
  }
  for (const cls of new Set(w.c.ships.map((s) => s.shipClass))) {
    const hexes = classHexes(w, cls);
    if (typeof hexes === 'string') out.push(`Class movement: ${hexes}.`);
  }
  out.push(...x2EssProblems(w, (s) => essCell(w, s)));
  out.push(...crewProblems(w), ...shipyardProblems(w), ...routeProblems(w), ...commercialBaseProblems(c), ...navyProblems(c));
  out.push(...reserveProblems(w), ...merchantNavyProblems(w));
  return [...out, ...purseSetupChecks(c)];
}
