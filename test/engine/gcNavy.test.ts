// GC Z1: Check workbook holds an empire with a Navy budget to the navy-purchase rules at set-up (GC133).
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup';
import { setExtra } from '../../src/engine/games/gc/rows';

const navy = (p: string[]) => p.filter((x) => x.includes('navy'));

describe('GC navy purchase (Z1)', () => {
  test('no Navy budget, no Z1 check (the sample buys three F5s, and the Kzinti few SC4s)', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    expect(navy(gcSetupChecks(campaign))).toEqual([]);
  });

  test('with a Navy budget: Z1.10 budget and year in service, Z1.30 one of each class, Z1.50 half SC4, Z1.100 own race', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'Navy budget': 300 });
    setExtra(campaign, 'Empires', 'KZI', { 'Navy budget': 10000 });
    const kli = campaign.ships.filter((s) => s.empire === 'KLI');
    kli[0].shipClass = 'C8'; // Y163, past the sample's Y150
    const kzi = campaign.ships.filter((s) => s.empire === 'KZI');
    kzi[0].shipClass = 'Lyran CA';
    const p = navy(gcSetupChecks(campaign));
    const spent = kli.reduce((sum, s) => sum + (campaign.classes.find((k) => k.name === s.shipClass)?.ebpv ?? 0), 0);
    expect(p).toContain(`Ships: KLI's navy: ${spent} EPV bought, over its Navy budget of 300 (GC Z1.10).`);
    expect(p).toContain("Ships: KLI's navy: C8 is not in service until Y163 (GC Z1.10).");
    expect(p).toContain("Ships: KLI's navy: 3 F5: one of each class (GC Z1.30).");
    expect(p).toContain("Ships: KZI's navy: Lyran CA is a Lyran class (GC Z1.100).");
    // KZI: CA, CL, FF, CS, DD: two SC4 of five, 40%.
    expect(p).toContain("Ships: KZI's navy: 2 SC4 hulls of 5 (40%), under half (GC Z1.50).");
    expect(p.filter((x) => x.includes('LYR') || x.includes('HYD'))).toEqual([]);
    campaign.settings.lastProcessed = 'Y150 Turn 1';
    expect(navy(gcSetupChecks(campaign))).toEqual([]);
  });

  test('Z1.50 rounds down: 70 SC4 hulls of 141 (49.6%) is under half; Z1.40 caps BB hulls at four', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'Navy budget': 1e6 });
    const [f5, d7] = ['F5', 'D7'].map((n) => campaign.classes.find((k) => k.name === n)!);
    const base = campaign.ships.find((s) => s.empire === 'KLI')!;
    campaign.ships = campaign.ships.filter((s) => s.empire !== 'KLI');
    for (let i = 0; i < 141; i++) campaign.ships.push({ ...base, id: `KLI-${100 + i}`, shipClass: i < 70 ? f5.name : d7.name });
    d7.hull = 'BB';
    const p = navy(gcSetupChecks(campaign));
    expect(p).toContain("Ships: KLI's navy: 70 SC4 hulls of 141 (49.6%), under half (GC Z1.50).");
    expect(p).toContain("Ships: KLI's navy: 71 BB/BBH hulls, 4 at most (GC Z1.40).");
  });
});
