// Check workbook for VBAM-SFB: the Standing orders tab (VBAM Encounters, VB54).
import { vbamSetupChecks } from '../../../src/engine/games/vbam/setup';
import { vbamCampaign } from '../../support/vbamCase';

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
