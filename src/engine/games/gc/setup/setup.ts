// Check workbook for GC: every squadron's code (A6.10) and make-up (D6.10, D6.40, A10.41), every hex's
// place and every class's movement row (D1.10), every trade route (B1.10, B1.20),
// the starting navy's purchase (Z1).

import { commercialBaseProblems } from '../commerce/commercialBases';
import type { Campaign } from '../../../core/model';
import { codeProblem, squadronProblems } from '../base/squadrons';
import { empireCode } from '../base/rows';
import { classHexes } from '../movement/movement';
import { GC_MAP } from '../base/map';
import { purseSetupChecks } from '../purse/exhaustion';
import { World } from '../../../core/world';
import { shipyardProblems } from '../construction/construction';
import { routeProblems } from '../base/tradeRoutes';
import { navyProblems } from './navy';
import { crewProblems } from '../forces/crew';
import { reserveProblems } from '../commerce/reserve';
import { inReserve } from '../base/commerceColumns';
import { merchantNavyProblems } from './merchantNavy';
import { mixedCommandProblem } from '../forces/mixedSquadrons';
import { flagTechRefusals } from '../forces/flagOperations';
import { x2EssProblems } from '../construction/xShips';
import { essCell } from '../sensors/sensoring';
import { x2CargoProblems } from '../worlds/supply';
import { squadronShips } from '../forces/attrition';

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
    // C22.20: a mixed squadron over its command rating is told which flag techs are withheld from it.
    if (problems.some((p) => /D6\.10|C22\.30/.test(p))) problems.push(...flagTechRefusals(w, f));
    out.push(...problems.map((p) => `Fleets: ${p}.`));
  }
  for (const cls of new Set(w.c.ships.map((s) => s.shipClass))) {
    const hexes = classHexes(w, cls);
    if (typeof hexes === 'string') out.push(`Class movement: ${hexes}.`);
  }
  out.push(...x2EssProblems(w, (s) => essCell(w, s)), ...x2CargoProblems(w));
  out.push(...crewProblems(w), ...shipyardProblems(w), ...routeProblems(w), ...commercialBaseProblems(c), ...navyProblems(c));
  out.push(...reserveProblems(w), ...merchantNavyProblems(w));
  return [...out, ...purseSetupChecks(c)];
}
