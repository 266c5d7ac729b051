import { generateCampaign, BENCH_CAMPAIGN } from '../scripts/bench-campaign';
import { parseCampaign } from '../src/sheets/load';
import { csvSources } from '../src/sheets/template';
import { checkCampaign } from '../src/engine/integrity';
import { processSeason } from '../src/engine/season';
import { seededDice } from '../src/engine/dice';
for (const o of [BENCH_CAMPAIGN, { empires: 3, systems: 60, fleets: 30, ships: 200, ordersPerEmpire: 10 }]) {
  let t = Date.now();
  const g = generateCampaign(o);
  console.log('gen ms', Date.now() - t, g.lanes, g.empires, g.orderMix);
  const { campaign, problems } = parseCampaign(csvSources(g.texts));
  console.log('parse problems', problems.slice(0, 5), campaign.ships.length, campaign.fleets.length);
  const chk = checkCampaign(campaign);
  console.log('check', chk.length, chk.slice(0, 30));
  t = Date.now();
  const out = processSeason(campaign, seededDice('x'), 'x');
  console.log('process ms', Date.now() - t, 'battles', out.battles.length, 'closed', out.closed);
  const all = [...out.results.values()].flat();
  console.log('ok', all.filter(r => r.ok).length, 'rejected', all.filter(r => !r.ok).length);
  const reasons: Record<string, number> = {};
  for (const r of all) { const k = r.text.replace(/[A-Z]{3}-?\w*|S\d+/g, '#').slice(0, 50); reasons[k] = (reasons[k] ?? 0) + 1; }
  console.log(Object.entries(reasons).sort((a, b) => b[1] - a[1]).slice(0, 40));
}
