// ORDER_CHECKS checks every empire's orders alone from one copy of the campaign (issue 19, item 5):
// each check works on a fork of that copy, and gives what checkOrders gives on a campaign holding only
// that empire's orders.
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { checkEachAlone, checkOrders } from '../../src/engine/games/eaw/season';
import { Campaign } from '../../src/engine/core/model';
import { generateCampaign, scaledCampaign } from '../../scripts/bench-campaign';
import { sampleTexts } from '../support/sample';

const alone = (c: Campaign, e: string) => checkOrders({ ...c, orders: { [e]: c.orders[e] ?? [] } }).get(e) ?? [];

describe('checkEachAlone', () => {
  it.each([
    ['the sample', parseCampaign(csvSources(sampleTexts())).campaign],
    ['a generated campaign', parseCampaign(csvSources(generateCampaign(scaledCampaign(0.2)).texts)).campaign],
  ])("gives %s's every empire what checkOrders gives its orders alone", (_, c) => {
    const ids = c.empires.map((e) => e.id);
    const each = checkEachAlone(c, ids);
    for (const e of ids) expect(each.get(e)).toEqual(alone(c, e));
    expect([...each.values()].flat().length).toBeGreaterThan(ids.length);
  });

  it('leaves the campaign it was given as it was', () => {
    const c = parseCampaign(csvSources(sampleTexts())).campaign;
    const before = JSON.stringify(c);
    checkEachAlone(
      c,
      c.empires.map((e) => e.id),
    );
    expect(JSON.stringify(c)).toBe(before);
  });
});
