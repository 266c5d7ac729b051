// The bundled sample campaign is a legal EaW start (EaW 2a-2e, 17.0) on a connected map.
import { checkCampaign, RACE_GROUPS } from '../src/engine/games/eaw/integrity';
import { balance } from '../src/engine/core/ledger';
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { sampleTexts } from './support/sample';

const { campaign, problems } = parseCampaign(csvSources(sampleTexts()));

describe('sample campaign', () => {
  it('reads without a single problem and passes the campaign check', () => {
    expect(problems).toEqual([]);
    expect(checkCampaign(campaign)).toEqual([]);
  });

  it('has at least 4 empires of one race group, no race twice (EaW 2b)', () => {
    expect(campaign.empires.length).toBeGreaterThanOrEqual(4);
    const group = RACE_GROUPS[campaign.settings.raceGroup];
    for (const e of campaign.empires) expect(group).toContain(e.race);
    expect(new Set(campaign.empires.map((e) => e.race)).size).toBe(campaign.empires.length);
  });

  it('has 30+ systems with coordinates on one connected lane map, with unknown systems to explore', () => {
    expect(campaign.systems.length).toBeGreaterThanOrEqual(30);
    expect(campaign.systems.filter((s) => s.planet === 'Unknown').length).toBeGreaterThanOrEqual(10);
    const next = new Map<string, string[]>();
    for (const l of campaign.lanes) {
      next.set(l.a, [...(next.get(l.a) ?? []), l.b]);
      next.set(l.b, [...(next.get(l.b) ?? []), l.a]);
    }
    const seen = new Set([campaign.systems[0].id]);
    const queue = [campaign.systems[0].id];
    while (queue.length)
      for (const n of next.get(queue.shift()!) ?? [])
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    expect(seen.size).toBe(campaign.systems.length);
  });

  it('gives each empire an FRD at its own mine, six starting fleets and the unspent BPV in the treasury (EaW 2a, 2c)', () => {
    for (const e of campaign.empires) {
      const fleets = campaign.fleets.filter((f) => f.empire === e.id);
      expect(fleets.filter((f) => !f.id.endsWith('FRD'))).toHaveLength(6);
      const b = balance(e.id, campaign.ledger);
      expect(b).toBeGreaterThan(0);
      expect(b).toBeLessThan(2000);
    }
  });

  it('has a first season of orders for every empire', () => {
    for (const e of campaign.empires) expect(campaign.orders[e.id].length).toBeGreaterThan(0);
  });
});
