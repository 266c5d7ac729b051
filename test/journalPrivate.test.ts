// The fault sweep of issue 18 with private admiral workbooks: every workbook is put back, or written
// whole, and no order in a workbook not yet rewritten is carried out twice (test/support/journal.ts).
// Create / update is swept in journalPrivateSetup.test.ts, the battle actions in
// journalPrivateBattles.test.ts: jest runs the files side by side.
import { privateCampaign, sweep } from './support/journal';

sweep(
  [
    { name: 'Process Season', setup: privateCampaign, run: (a) => a.menuProcessSeason() },
    {
      name: 'Undo last processing',
      setup: () => {
        const loaded = privateCampaign();
        loaded.addOn.menuProcessSeason();
        return loaded;
      },
      run: (a) => a.menuUndoProcessing(),
    },
  ],
  'private workbooks',
);
