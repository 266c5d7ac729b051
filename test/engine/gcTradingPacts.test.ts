// GC C17.71, C30.10: two empires could have a trading pact when a path joins their space through neither a
// third empire's, unsurveyed nor unnavigable space (rule option GC154); tech trades need it unless the two
// are preferred partners (C17.75).
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { World } from '../../src/engine/core/world';
import { scriptedDice } from '../../src/engine/core/dice';
import { GC_MAP } from '../../src/engine/games/gc/base/map';
import { setExtra } from '../../src/engine/games/gc/base/rows';
import { couldHavePact } from '../../src/engine/games/gc/commerce/tradingPacts';
import { techTradeOrder } from '../../src/engine/games/gc/knowledge/techTrades';
import type { Order } from '../../src/engine/core/model';

const sample = () => parseCampaign(csvSources(gcSampleCsv())).campaign;
const order = (target: string, extras: string): Order => ({ row: 2, kind: 'Tech trade', fleet: '', target, extras }) as Order;

describe('GC trading-pact neighbours (C30.10, C17.71)', () => {
  test('open space joins the Klingons and the Lyrans; walled off by unnavigable or unsurveyed hexes, or a third empire, it does not', () => {
    const open = new World(sample(), scriptedDice([]), undefined, GC_MAP.layout);
    expect(couldHavePact(open, 'KLI', 'LYR')).toBe(true);
    for (const wall of ['Terrain', 'Unsurveyed', 'Owner'] as const) {
      const c = sample();
      for (const s of c.systems.filter((x) => !x.owner)) {
        if (wall === 'Owner') s.owner = 'HYD';
        else setExtra(c, 'Systems', s.id, wall === 'Terrain' ? { Terrain: 'Unnavigable' } : { Unsurveyed: 'yes' });
      }
      expect(couldHavePact(new World(c, scriptedDice([]), undefined, GC_MAP.layout), 'KLI', 'LYR')).toBe(false);
    }
  });

  test('walled off, a tech trade is refused, unless the two are preferred partners (C17.75)', () => {
    const c = sample();
    for (const s of c.systems.filter((x) => !x.owner)) setExtra(c, 'Systems', s.id, { Terrain: 'Unnavigable' });
    setExtra(c, 'Empires', 'KLI', { Techs: 'ACD' });
    c.orders = { KLI: [order('LYR', 'ACD')], LYR: [order('KLI', 'accept ACD')] };
    const w = new World(c, scriptedDice([]), undefined, GC_MAP.layout);
    expect(techTradeOrder(w, 'KLI', c.orders.KLI[0]).text).toContain('KLI and LYR could have no trading pact');
    setExtra(w.c, 'Empires', 'KLI', { 'Preferred partner': 'LYR' });
    setExtra(w.c, 'Empires', 'LYR', { 'Preferred partner': 'KLI' });
    // Past the neighbourhood, the next check is the treasury (none credited here: 0 EPs).
    expect(techTradeOrder(w, 'KLI', c.orders.KLI[0]).text).toBe("Tech trade: KLI's treasury holds 0, under 200 EPs (GC C17.73)");
  });
});
