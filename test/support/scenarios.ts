// The GM's actions that write the campaign, each on a campaign ready for it: the fault test and the
// flush test run every one of them.
import { join } from 'path';
import { loadAddOn, AddOn } from '../fake/addon';
import type { FakeHandle } from '../fake/spreadsheet';

const DIST = join(__dirname, '../../dist');

export interface Scenario {
  name: string;
  /** A campaign ready for the action. */
  setup: () => { addOn: AddOn; fake: FakeHandle };
  run: (addOn: AddOn) => void;
}

function sample() {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  return loaded;
}

/** Summer with two battles, both auto-resolved: Resolve battles has results to apply. */
function battlesToResolve() {
  const loaded = sample();
  const { addOn, fake } = loaded;
  addOn.menuProcessSeason();
  fake.spreadsheet
    .getSheetByName('Orders KLI')!
    .getRange('A2:F3')
    .setValues([
      ['KLI-3', 'Jump', 'S18 > S17', '', '', ''],
      ['KLI-5', 'Jump', 'S20 > S27', '', '', ''],
    ]);
  fake.spreadsheet
    .getSheetByName('Orders KZI')!
    .getRange('A2:F2')
    .setValues([['KZI-6', 'Jump', 'S27 > S20', '', '', '']]);
  addOn.menuProcessSeason();
  const battles = fake.spreadsheet.getSheetByName('Battles')!;
  const rows = battles.getDataRange().getValues();
  const status = rows[0].indexOf('Status');
  battles.getRange(2, status + 1, rows.length - 1, 1).setValues(rows.slice(1).map(() => ['Auto']));
  addOn.menuAutoResolve();
  return loaded;
}

function processed() {
  const loaded = sample();
  loaded.addOn.menuProcessSeason();
  return loaded;
}

export const SCENARIOS: Scenario[] = [
  { name: 'Process Season', setup: sample, run: (a) => a.menuProcessSeason() },
  { name: 'Resolve battles', setup: battlesToResolve, run: (a) => a.menuResolveBattles() },
  { name: 'Undo last processing', setup: processed, run: (a) => a.menuUndoProcessing() },
];
