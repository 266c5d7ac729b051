// The fault sweep of issue 18 with private admiral workbooks: every workbook is put back, or written
// whole, and no order in a workbook not yet rewritten is carried out twice (test/support/journal.ts).
import { privateCampaign, sweep } from './support/journal';
import { FakeSpreadsheet } from './fake/sheet';

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
    // Create / update keeps no journal within its time budget: it is made whole by running it again
    // (issue 18 item 5). An update writes only what changed (issue 19): swept as it repairs a workbook
    // whose tab was deleted by hand (the tab made, written whole, every tab laid out again).
    {
      name: 'Admiral workbooks: Create / update',
      setup: () => {
        const loaded = privateCampaign();
        const id = String(loaded.fake.sheetValues('Empires')[1][loaded.fake.sheetValues('Empires')[0].indexOf('Workbook id')]);
        const book = new FakeSpreadsheet(loaded.fake.drive.require(id));
        book.deleteSheet(book.getSheetByName('Lanes')!);
        return loaded;
      },
      run: (a) => a.menuAdmiralWorkbooks(),
      rerunnable: true,
    },
  ],
  'private workbooks',
);
