// The fault sweep of issue 18 for the battle actions with private admiral workbooks: Resolve battles
// and Auto-resolve write every admiral workbook with Process Season's writer (admirals.ts, writeBooks),
// and each is stopped at every write point in the three modes (test/support/journal.ts).
import { autoMarked } from './support/scenarios';
import { sampleAfterMeeting } from './support/mapCampaigns';
import { inPrivate, sweep } from './support/journal';

sweep(
  [
    { name: 'Resolve battles', setup: () => inPrivate(sampleAfterMeeting('auto-resolved')), run: (a) => a.menuResolveBattles() },
    { name: 'Auto-resolve battles', setup: () => inPrivate(autoMarked()), run: (a) => a.menuAutoResolve() },
  ],
  'private workbooks',
);
