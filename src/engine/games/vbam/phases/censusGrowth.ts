// `VBAM Update Assets`, Census growth at the year's end (turn 12): each colony rolls 1D10 + Census +
// its growth bonus; over 15 it gains one Census (never past its carrying capacity) and the bonus goes
// back to 0, else the bonus grows by 1 (assets.ts censusGrowth). A colony in rebellion rolls too.

import { turnOfYear } from '../calendar';
import type { VbamTurn } from '../turnState';
import { censusGrowth as grow } from '../assets';
import { VBAM_CALENDAR } from '../calendar';

export function censusGrowth(t: VbamTurn): void {
  const { w, v } = t;
  if (turnOfYear(w.c) !== VBAM_CALENDAR.turns.length) return;
  for (const colony of v.colonies.filter((c) => c.owner)) {
    const g = grow(colony, colony.growthBonus, w.dice);
    if (g.roll === undefined) continue;
    const grew = g.census > colony.census;
    w.log(
      'Census',
      colony.owner,
      `${colony.system}: Census growth, 1D10 + Census ${colony.census} + bonus ${colony.growthBonus} over 15 (VBAM Update Assets)`,
      grew ? `Census ${g.census}` : `no growth, bonus ${g.bonus}`,
      `1D10 ${g.roll}`,
    );
    if (grew) w.report(colony.owner, 'Developments', `The Census of ${colony.system} grew to ${g.census}.`);
    colony.census = g.census;
    colony.growthBonus = g.bonus;
  }
}
