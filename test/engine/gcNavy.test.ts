// GC Z1: Check workbook holds an empire with a Navy budget to the navy-purchase rules at set-up (GC133).
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup/setup';
import { setExtra } from '../../src/engine/games/gc/base/rows';

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
  test('Z1.200: the PCU % is the share of hull points that must be poor (the example: 21 points at 10% want 2.1); no green crew bought', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'Navy budget': 1e6, 'PCU %': '10%' });
    const base = campaign.ships.find((s) => s.empire === 'KLI')!;
    campaign.ships = campaign.ships.filter((s) => s.empire !== 'KLI');
    // 5 SC2 (C8), 6 SC3 (D7), 15 SC4 (F5): 7.5 + 6 + 7.5 = 21 points, 26 ships.
    const classes = [...Array(5).fill('C8'), ...Array(6).fill('D7'), ...Array(15).fill('F5')];
    classes.forEach((k, i) => campaign.ships.push({ ...base, id: `KLI-${100 + i}`, shipClass: k, crew: 'Normal' }));
    const z1200 = () => navy(gcSetupChecks(campaign)).filter((x) => x.includes('Z1.200'));
    const sc4 = campaign.ships.filter((s) => s.shipClass === 'F5');
    sc4.slice(0, 4).forEach((s) => (s.crew = 'Poor'));
    expect(z1200()).toEqual(["Ships: KLI's navy: 2 hull points of poor crew, under the 2.1 of 21 its PCU % of 10 wants (GC Z1.200)."]);
    sc4[4].crew = 'Poor';
    expect(z1200()).toEqual([]);
    setExtra(campaign, 'Ships', sc4[5].id, { 'Special crew': 'Green' });
    expect(z1200()).toEqual(["Ships: KLI's navy: 1 green crew(s) bought; a starting navy buys none (GC Z1.200)."]);
  });

  test('Z1.60: once the GM marks standard types (Roles standard), a quarter of the SC3 hulls, rounded down, must be one (16 of 65 is 24.6%)', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'Navy budget': 1e6 });
    const base = campaign.ships.find((s) => s.empire === 'KLI')!;
    campaign.ships = campaign.ships.filter((s) => s.empire !== 'KLI');
    const d7 = campaign.classes.find((k) => k.name === 'D7')!;
    const d6 = { ...d7, name: 'D6', roles: [] };
    campaign.classes.push(d6);
    // 65 SC3 hulls (16 D7, 49 D6) and 65 SC4 (F5) keep Z1.50 content.
    const buy = [...Array(16).fill('D7'), ...Array(49).fill('D6'), ...Array(65).fill('F5')];
    buy.forEach((k, i) => campaign.ships.push({ ...base, id: `KLI-${100 + i}`, shipClass: k }));
    const z160 = () => navy(gcSetupChecks(campaign)).filter((x) => x.includes('Z1.60'));
    expect(z160()).toEqual([]); // no class marked standard: the GM's
    d7.roles = [...d7.roles, 'standard'];
    expect(z160()).toEqual(["Ships: KLI's navy: 16 standard SC3 hulls of 65 (24.6%), under a quarter (GC Z1.60)."]);
    campaign.ships.find((s) => s.shipClass === 'D6')!.shipClass = 'D7';
    expect(z160()).toEqual([]);
  });

  test('Z1.150: the Romulans buy a quarter of their ships of OLD classes, the WYN of AUX (auxiliary) classes', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    const kli = campaign.empires.find((e) => e.id === 'KLI')!;
    setExtra(campaign, 'Empires', 'KLI', { 'Navy budget': 1e6 });
    const base = campaign.ships.find((s) => s.empire === 'KLI')!;
    campaign.ships = campaign.ships.filter((s) => s.empire !== 'KLI');
    const f5 = campaign.classes.find((k) => k.name === 'F5')!;
    const old = { ...f5, name: 'F5 old', roles: [...f5.roles, 'old' as const] };
    const aux = { ...f5, name: 'F5 aux', roles: [...f5.roles, 'small auxiliary' as const] };
    campaign.classes.push(old, aux);
    ['F5', 'F5', 'F5', 'F5', 'F5', 'F5', 'F5 old', 'F5 aux'].forEach((k, i) =>
      campaign.ships.push({ ...base, id: `KLI-${100 + i}`, shipClass: k }),
    );
    const z1150 = () => navy(gcSetupChecks(campaign)).filter((x) => x.includes('Z1.150'));
    expect(z1150()).toEqual([]); // Klingons: no such minimum
    for (const k of campaign.classes.filter((x) => x.race === kli.race)) k.race = 'Romulan';
    kli.race = 'Romulan';
    expect(z1150()).toEqual(["Ships: KLI's navy: 1 OLD ships of 8 (12.5%), under a quarter (GC Z1.150)."]);
    campaign.ships.find((s) => s.shipClass === 'F5')!.shipClass = 'F5 old';
    expect(z1150()).toEqual([]);
    for (const k of campaign.classes.filter((x) => x.race === 'Romulan')) k.race = 'WYN';
    kli.race = 'WYN';
    expect(z1150()).toEqual(["Ships: KLI's navy: 1 AUX ships of 8 (12.5%), under a quarter (GC Z1.150)."]);
    campaign.ships.filter((s) => s.shipClass === 'F5')[0].shipClass = 'F5 aux';
    expect(z1150()).toEqual([]);
  });
});
