// Check workbook for VBAM-SFB (`VBAM Income`, `VBAM Construction Completion`): a ship whose class is not
// on its race's Unit list, and a Mothballed row naming no ship, are named.
import { join } from 'path';
import { buildState, loadCases } from '../../cases/runner';
import { parseCampaign } from '../../../src/sheets/load';
import { vbamSetupChecks } from '../../../src/engine/games/vbam/setup';

describe('VBAM-SFB Check workbook', () => {
  it("names a ship whose class is not on its race's Unit list, and a Mothballed row naming no ship", () => {
    const [first] = loadCases(join(__dirname, '../../cases/vbam-orders.json'));
    const def = structuredClone(first.def);
    const tabs = def.state!.tabs!;
    tabs.Ships.push({ Ship: 'FED-D7', Empire: 'FED', Fleet: 'FED-1', Class: 'D7', 'CO %': 0 });
    tabs.Mothballed.push({ Ship: 'FED-GONE', Empire: 'FED', Since: 'Y169 Turn 3' });
    const { campaign, problems } = parseCampaign(buildState(def));
    expect(problems).toEqual([]);
    expect(vbamSetupChecks(campaign)).toEqual([
      "Ships: FED-D7's class D7 is not on the Federation Unit list (it pays no maintenance and cannot be repaired).",
      'Mothballed row 3: no ship "FED-GONE" in Ships.',
    ]);
  });
});
