// GC E4.30: the merchant marine's exploration freighters. F-ELs and F-ESs lent to the military (their
// squadron's MM status Military, E2.20) explore and develop off-map areas: an F-EL is half a survey ship
// (Hull SR) and two F-ESs an F-EL, so four F-ESs, two F-ELs or an F-EL and two F-ESs make one survey ship
// for a Survey (B3.15) or an MRR (B3.20-B3.40), whole survey ships only (rule option GC271). They cannot
// supply themselves: they count only while a separate supply ship follows them, a freighter (a class with
// the small or large freighter role that is no F-EL or F-ES) of the empire in their hex (rule option GC271).

import type { World } from '../../../core/world';
import { hasRole } from '../../../core/model';
import type { Ship } from '../../../core/model';
import { sameName } from '../../../core/ids';
import { mmStatus } from '../base/commerceColumns';
import { unitKind } from '../base/merchantUnits';
import { x2Scouting } from '../construction/xShips';

/** GC E4.30: an explorer's worth in F-ES; four make a survey ship. */
const WORTH: Readonly<Record<string, number>> = { 'F-EL': 2, 'F-ES': 1 };
const PER_SURVEY_SHIP = 4;

/** GC E4.30: a separate supply ship of the empire in the hex: a freighter that is no explorer. */
function supplied(w: World, empire: string, hex: string): boolean {
  return w.c.fleets
    .filter((f) => sameName(f.empire, empire) && f.location === hex)
    .some((f) =>
      w.shipsOf(f.id).some((s) => {
        const cls = w.classOf(s);
        return !(unitKind(cls) in WORTH) && (hasRole(cls, 'small freighter') || hasRole(cls, 'large freighter'));
      }),
    );
}

/** GC E4.30: the survey ships a squadron's lent F-ELs and F-ESs make (0 unless lent to the military and supplied). */
export function explorerSurveyShips(w: World, fleet: string): number {
  const f = w.fleet(fleet);
  if (!f || mmStatus(w.c, fleet) !== 'Military') return 0;
  const worth = w.shipsOf(fleet).reduce((sum, s) => sum + (WORTH[unitKind(w.classOf(s))] ?? 0), 0);
  if (worth < PER_SURVEY_SHIP || !supplied(w, f.empire, f.location)) return 0;
  return Math.floor(worth / PER_SURVEY_SHIP);
}

/** GC B3.20, E4.30: the survey ships a squadron works with: its SRs and what its explorers make. */
export const surveyStrength = (w: World, fleet: string): number => surveyShips(w, fleet).length + explorerSurveyShips(w, fleet);

/** GC B13.30, B3.20: a squadron's survey ships: Hull SR (rule option GC49), and an XCA, which acts as one (C21.40, rule option GC295). */
export const surveyShips = (w: World, fleet: string): Ship[] =>
  w.shipsOf(fleet).filter((s) => /^SR$/i.test(w.classOf(s)?.hull ?? '') || x2Scouting(w.classOf(s)).survey);
