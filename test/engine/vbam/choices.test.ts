// The Orders dropdowns of a VBAM-SFB navy (`VBAM Turn Orders`): the economic orders, the Build classes
// its race has in service by its Tech Year, and the targets each order lists. The state is the one of
// the case "VBAM Turn Orders: Build pays now ..." (test/cases/vbam-orders.json).
import { join } from 'path';
import { buildState, loadCases } from '../../cases/runner';
import { parseCampaign } from '../../../src/sheets/tabs/load';
import { vbamChoices } from '../../../src/engine/games/vbam/choices';
import type { Campaign } from '../../../src/engine/core/model';

function campaign(techYear: number): Campaign {
  const [first] = loadCases(join(__dirname, '../../cases/vbam-orders.json'));
  const def = structuredClone(first.def);
  for (const row of def.state!.tabs!.Tech) row['Tech year'] = techYear;
  const loaded = parseCampaign(buildState(def));
  expect(loaded.problems).toEqual([]);
  return loaded.campaign;
}

describe('VBAM Turn Orders: the choices of a navy', () => {
  it('offers Move, Standing order, Split (no fleet stands beside another to Transfer or Merge), the economic orders, Load (a Transport Fleet carries), the diplomatic ones and To GM', () => {
    expect(vbamChoices(campaign(170)).get('FED')?.kinds).toEqual([
      'Move',
      'Standing order',
      'Split',
      'Build',
      'Invest tech',
      'Raise productivity',
      'Repair',
      'Scrap',
      'Mothball',
      'Reactivate',
      'Base upgrade',
      'Load',
      'Sign',
      'Break',
      'Declare hostilities',
      'Declare war',
      'Armistice',
      'To GM',
    ]);
  });

  it("offers Build classes of the empire's own race in service by its Tech Year; an advance opens the next", () => {
    const at170 = vbamChoices(campaign(170));
    expect(at170.get('FED')?.buildClasses).not.toContain('DN');
    expect(at170.get('FED')?.buildClasses).toContain('CA');
    expect(at170.get('FED')?.buildClasses).not.toContain('D7');
    expect(at170.get('KLI')?.buildClasses).toEqual(['CA', 'D7']);
    expect(vbamChoices(campaign(171)).get('FED')?.buildClasses).toContain('DN');
  });

  it("lists as targets the sectors of the empire's colonies and those its fleets may enter, Census to load, and the Standing order's stances (VB71, VB73)", () => {
    expect(vbamChoices(campaign(170)).get('FED')?.targets).toEqual([
      '0101',
      '0102',
      '0201',
      'Accept',
      'Accept, Continue',
      'Census',
      'Demand',
      'Demand, Continue',
      'Demand, Pursue',
      'Refuse',
    ]);
  });
});
