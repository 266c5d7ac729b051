// Check workbook for VBAM-SFB (`VBAM Income`, `VBAM Construction Completion`): a ship whose class is not
// on its race's Unit list, and a Mothballed row naming no ship, are named; the Standing orders tab (VBAM
// Encounters, VB54).
import { join } from 'path';
import { buildState, loadCases } from '../../cases/runner';
import { parseCampaign } from '../../../src/sheets/tabs/load';
import { vbamSetupChecks } from '../../../src/engine/games/vbam/setup';
import { vbamCampaign } from '../../support/vbamCase';

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
      // The case's fleet of a Transport Fleet and a CA: a cruiser is no Sentry (VBAM Civilian Fleets).
      'Fleets: FED-2 holds a civilian fleet, and FED-CA2 (CA) is size class 3; only size class 4 ships can be Sentries (VBAM Civilian Fleets).',
    ]);
  });
});

describe('VBAM setup checks: standing orders', () => {
  it('names a row of a fleet that does not exist', () => {
    const c = vbamCampaign((tabs) => {
      tabs['Standing orders'] = [
        { Fleet: 'F1', Encounter: 'Demand' },
        { Fleet: 'F9', Encounter: 'Accept' },
      ];
    });
    expect(vbamSetupChecks(c)).toEqual(['Standing orders row 3: no fleet "F9" in Fleets.']);
  });

  it('a stance that is not Demand, Accept or Refuse is a problem of the tab as it is read', () => {
    expect(() => vbamCampaign((tabs) => void (tabs['Standing orders'] = [{ Fleet: 'F1', Encounter: 'Charge' }]))).toThrow(
      'Standing orders row 2, column \\"Encounter\\": \\"Charge\\" is not one of: Demand, Accept, Refuse',
    );
  });
});

describe('VBAM setup checks: the victory goals (VB67)', () => {
  it('names a goal that is not a whole number above 0; a blank one is no goal', () => {
    const c = vbamCampaign(() => undefined);
    c.options = { ...c.options, victorySystems: 'twelve', victoryPoints: '', victoryEndTurn: '0' };
    expect(vbamSetupChecks(c)).toEqual([
      'Campaign: "Victory systems" is "twelve": write a whole number above 0, or leave it blank for no such goal.',
      'Campaign: "Victory end turn" is "0": write a whole number above 0, or leave it blank for no such goal.',
    ]);
  });
});

describe('VBAM setup checks: a race without a unit list (issue 33 item 9)', () => {
  it("names an empire whose race has no Unit list row, and where the twelve allowed empires' lists are", () => {
    const c = vbamCampaign(() => undefined);
    c.empires = [...c.empires, { ...c.empires[0], id: 'GOR', race: 'Gorn' }];
    c.tables = { ...c.tables, Tech: [...(c.tables?.Tech ?? []), { Empire: 'GOR', 'Tech year': 170 }] };
    expect(vbamSetupChecks(c)).toEqual([
      'Unit list: no row for GOR\'s race "Gorn", so it can build nothing. Copy its rows from sheets-templates/vbam/classes.csv, which holds the lists of all twelve allowed empires (the race as written there: Federation, Klingon, Kzinti, Romulan, Gorn, Tholian, Hydran, Lyran, ISC, Vudar, Frax, Peladine), or type your own list.',
    ]);
  });
});
