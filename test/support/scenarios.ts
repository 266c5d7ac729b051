// The GM's actions that write the campaign, each on a campaign ready for it: the fault test and the
// flush test run every one of them.
import { join } from 'path';
import { loadAddOn, AddOn } from '../fake/addon';
import type { FakeHandle } from '../fake/spreadsheet';
import { sampleAfterMeeting } from './mapCampaigns';

const DIST = join(__dirname, '../../dist');

/**
 * The add-on's custom functions answer '' from now on: for tests of the menu actions, which need not
 * wait for every live check to be evaluated after each write (the live checks have tests of their own).
 * Nor are the tables they are given read (`ignoresArguments`, test/fake/formulas.ts).
 */
export function withoutLiveChecks({ addOn, fake }: { addOn: AddOn; fake: FakeHandle }): void {
  fake.setFunctions(
    Object.fromEntries(
      Object.keys(addOn)
        .filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k))
        .map((k) => [k, Object.assign(() => '', { ignoresArguments: true })]),
    ),
  );
}

export interface Scenario {
  name: string;
  /** A campaign ready for the action. */
  setup: () => { addOn: AddOn; fake: FakeHandle };
  run: (addOn: AddOn) => void;
  /** An action that keeps no journal, since running it again makes it whole (Create / update). */
  rerunnable?: boolean;
  /**
   * The same campaign at the sample's full size, when `setup` makes a smaller one (twoEmpires.ts): the
   * sweep of the smaller one must stop at every kind of write the action makes on this one.
   */
  full?: () => { addOn: AddOn; fake: FakeHandle };
}

type Cut = (loaded: { addOn: AddOn; fake: FakeHandle }) => void;

export function sample(cut?: Cut) {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  cut?.(loaded);
  return loaded;
}

/** Spring processed: ready for Undo last processing. `cut` changes the new sample first (twoEmpires.ts). */
export function processed(cut?: Cut) {
  const loaded = sample(cut);
  loaded.addOn.menuProcessSeason();
  return loaded;
}

/** The Summer battles pending, every one marked Auto: ready for Auto-resolve battles. `cut` as sampleAfterMeeting's. */
export function autoMarked(cut?: Cut): { addOn: AddOn; fake: FakeHandle } {
  const loaded = sampleAfterMeeting('battles', cut);
  const rows = loaded.fake.sheetValues('Battles');
  const status = rows[0].indexOf('Status') + 1;
  loaded.fake.spreadsheet
    .getSheetByName('Battles')!
    .getRange(2, status, rows.length - 1, 1)
    .setValues(rows.slice(1).map(() => ['Auto']));
  return loaded;
}

export const SCENARIOS: Scenario[] = [
  { name: 'Process Season', setup: () => sample(), run: (a) => a.menuProcessSeason() },
  { name: 'Resolve battles', setup: () => sampleAfterMeeting('auto-resolved'), run: (a) => a.menuResolveBattles() },
  { name: 'Undo last processing', setup: () => processed(), run: (a) => a.menuUndoProcessing() },
];
