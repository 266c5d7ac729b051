// Issue 19: the season engine grows linearly with the campaign. Judged by counting the work of its hot
// look-ups on the benchmark's generated campaign at two sizes, never by timing: 4 times the campaign
// (systems, fleets, ships, orders) may do at most 5 times the work (the bench's aim, 1.25 per size).
import { generateCampaign, scaledCampaign } from '../../scripts/bench-campaign';
import { parseCampaign } from '../../src/sheets/load';
import { csvSources } from '../../src/sheets/template';
import { processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { World } from '../../src/engine/core/world';

const AIM = 1.25;

/** How many times the season looks up a system's lanes (every search of the map does, once a system). */
function laneLookUps(scale: number): number {
  const { campaign } = parseCampaign(csvSources(generateCampaign(scaledCampaign(scale)).texts));
  const spy = jest.spyOn(World.prototype, 'neighbours');
  try {
    processSeason(campaign, seededDice('growth'), 'growth');
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('the season engine grows linearly (issue 19)', () => {
  it('looks up lanes at most 1.25 times as often per size: a "no warp lane" refusal searches 10 lanes around its target, not the map (EaW 1d, T4)', () => {
    const small = laneLookUps(0.5);
    const large = laneLookUps(2);
    expect(small).toBeGreaterThan(1000); // the searches are there to count
    expect(large / small).toBeLessThanOrEqual(4 * AIM);
  });
});
