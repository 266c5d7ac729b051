// `VBAM Update Assets`: the Productivity bought in the Orders step lands (+1 at the colony each Raise
// productivity order names). A colony its empire lost in the meantime gets nothing; the EP are gone.

import type { VbamTurn } from '../turnState';
import { colonyAt } from '../units';

export function productivityStep(t: VbamTurn): void {
  const { w, v } = t;
  for (const work of v.construction.filter((x) => x.job === 'Productivity')) {
    const colony = colonyAt(t, work.empire, work.sector);
    const line = colony
      ? `VBAM Update Assets: ${colony.system}'s Productivity rises to ${++colony.productivity}.`
      : `VBAM Update Assets: the Productivity bought for ${work.sector} is lost: the colony is no longer yours.`;
    w.report(work.empire, 'Developments', line);
    w.log('Update Assets', work.empire, line);
  }
  v.construction = v.construction.filter((x) => x.job !== 'Productivity');
}
