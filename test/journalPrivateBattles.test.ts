// The fault sweep of issue 18 for the battle actions with private admiral workbooks: Resolve battles
// and Auto-resolve write every admiral workbook with Process Season's writer (admirals.ts, writeBooks),
// and each is stopped at every write point in the three modes (test/support/journal.ts). Swept on the
// sample cut to two empires (twoEmpires.ts), each sweep proved against the whole sample's kinds of write:
// Resolve battles on the Klingons and Lyrans (KLI-3 meets LYR-4 at S17), whose workbooks' Map data is
// written column by column as the whole sample's is; Auto-resolve on the Klingons and Kzinti (KLI-5 meets KZI-6).
import { autoMarked } from './support/scenarios';
import { sampleAfterMeeting } from './support/mapCampaigns';
import { inPrivate, sweep } from './support/journal';
import { cutTo, twoEmpires } from './support/twoEmpires';

sweep(
  [
    {
      name: 'Resolve battles',
      setup: () => inPrivate(sampleAfterMeeting('auto-resolved', cutTo('KLI', 'LYR'))),
      run: (a) => a.menuResolveBattles(),
      full: () => inPrivate(sampleAfterMeeting('auto-resolved')),
    },
    {
      name: 'Auto-resolve battles',
      setup: () => inPrivate(autoMarked(twoEmpires)),
      run: (a) => a.menuAutoResolve(),
      full: () => inPrivate(autoMarked()),
    },
  ],
  'private workbooks',
);
