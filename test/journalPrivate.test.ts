// The fault sweep of issue 18 with private admiral workbooks: every workbook is put back, or written
// whole, and no order in a workbook not yet rewritten is carried out twice (test/support/journal.ts).
// Create / update is swept in journalPrivateSetup.test.ts, the battle actions in
// journalPrivateBattles.test.ts: jest runs the files side by side. Swept on the sample cut to two
// empires (twoEmpires.ts): two admiral workbooks give every kind of write point four do (one written
// whole, one not yet begun), at about half the write points; each sweep proves it against the whole sample.
import { privateCampaign, sweep } from './support/journal';
import { twoEmpires } from './support/twoEmpires';
import { builtOnce } from './fake/whole';

/** The whole sample in Private workbooks mode, built once for both sweeps' kinds of write (whole.ts). */
const whole = builtOnce(privateCampaign);

sweep(
  [
    { name: 'Process Season', setup: () => privateCampaign(twoEmpires), run: (a) => a.menuProcessSeason(), full: whole },
    {
      name: 'Undo last processing',
      setup: () => {
        const loaded = privateCampaign(twoEmpires);
        loaded.addOn.menuProcessSeason();
        return loaded;
      },
      run: (a) => a.menuUndoProcessing(),
      full: () => {
        const loaded = whole();
        loaded.addOn.menuProcessSeason();
        return loaded;
      },
    },
  ],
  'private workbooks',
);
