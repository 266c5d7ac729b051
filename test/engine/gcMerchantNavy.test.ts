// GC Z2, E2.30: Check workbook holds a new campaign's merchant marine navy to Z2 when its Empires row has an
// MM navy budget, and every empire's supplementary defence to E2.30's places and share.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup/setup';
import { setExtra } from '../../src/engine/games/gc/base/rows';
import type { Campaign, ShipClass } from '../../src/engine/core/model';

const mm = (p: string[]) => p.filter((x) => x.includes('merchant marine'));

/** Adds Klingon classes named `names` (EPV/CBPV 20, size class 4) and `count` ships of each in a new squadron. */
function buy(c: Campaign, fleet: string, hex: string, status: string, ships: Record<string, number>): void {
  c.fleets.push({ ...c.fleets[0], id: fleet, name: fleet, location: hex });
  setExtra(c, 'Fleets', fleet, { MM: status });
  for (const [name, count] of Object.entries(ships)) {
    if (!c.classes.some((k) => k.name === name)) {
      const base = c.classes.find((k) => k.name === 'Klingon F-S') as ShipClass;
      c.classes.push({ ...base, name, roles: name.endsWith('MON') ? ['MON'] : base.roles });
    }
    for (let i = 0; i < count; i++) c.ships.push({ ...c.ships[0], id: `${fleet}-${name}-${i}`, fleet, shipClass: name });
  }
}

describe('GC merchant marine navy (Z2) and the supplementary defence (E2.30)', () => {
  test('no MM navy budget, no MM squadrons: no Z2 or E2 check', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    expect(mm(gcSetupChecks(campaign))).toEqual([]);
  });

  test('Z2.20 budget, Z2.30 variants and minelayers, Z2.40 one tug, Z2.50 FTs, Z2.60 no monitor', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'MM navy budget': 500, Minefields: 40 });
    buy(campaign, 'K07SR', 'I8', 'SR', {
      'Klingon F-OL': 3,
      'Klingon F-OP': 2,
      'Klingon F-TL': 3,
      'Klingon F-RL': 3,
      'Klingon F-TS': 11,
      'Klingon F-ML': 2,
      'Klingon F-MS': 1,
      'Klingon FT': 11,
      'Klingon MON': 1,
    });
    const p = mm(gcSetupChecks(campaign));
    // 37 ships of 20 EPV: 740.
    expect(p).toContain("Fleets: KLI's merchant marine navy: 740 EPV bought, over its MM navy budget of 500 (GC Z2.20).");
    expect(p).toContain("Fleets: KLI's merchant marine navy: 5 F-OL variants, 4 at most (GC Z2.30).");
    expect(p).toContain("Fleets: KLI's merchant marine navy: 6 F-L variants, 5 at most (GC Z2.30).");
    expect(p).toContain("Fleets: KLI's merchant marine navy: 11 F-S variants, 10 at most (GC Z2.30).");
    expect(p).toContain("Fleets: KLI's merchant marine navy: 11 FTs, 10 at most (GC Z2.50).");
    // 40 minefields want one F-ML and one F-MS (E4.50).
    expect(p).toContain("Fleets: KLI's merchant marine navy: 2 F-ML, more than the 1 its minefields want (E4.50) (GC Z2.30).");
    expect(p.some((x) => x.includes('F-MS'))).toBe(false);
    expect(p).toContain("Fleets: KLI's merchant marine navy: a monitor bought: the GM assigns them (GC Z2.60).");
    campaign.settings.lastProcessed = 'Y150 Turn 1';
    expect(mm(gcSetupChecks(campaign)).filter((x) => x.includes('navy:'))).toEqual([]);
  });

  test('Z2.50: police ships within the MM POL budget (and the Z2.20 budget); a blank POL budget buys none (rule option GC272)', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Empires', 'KLI', { 'MM navy budget': 500 });
    buy(campaign, 'K07SR', 'I8', 'SR', { 'Klingon POL': 3 });
    const over = (p: string[]) => p.filter((x) => x.includes('POL'));
    expect(over(mm(gcSetupChecks(campaign)))).toEqual([
      "Fleets: KLI's merchant marine navy: 60 EPV of police ships (POL) bought, over its MM POL budget of 0 (GC Z2.50).",
    ]);
    setExtra(campaign, 'Empires', 'KLI', { 'MM POL budget': 50 });
    expect(over(mm(gcSetupChecks(campaign)))).toEqual([
      "Fleets: KLI's merchant marine navy: 60 EPV of police ships (POL) bought, over its MM POL budget of 50 (GC Z2.50).",
    ]);
    setExtra(campaign, 'Empires', 'KLI', { 'MM POL budget': 60 });
    expect(mm(gcSetupChecks(campaign))).toEqual([]);
  });

  test('E2.30: three SD squadrons at a major system hold two, and the SD over 15% of the reserve', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    buy(campaign, 'K07SR', 'I8', 'SR', { 'Klingon F-L': 10 }); // 300 BPV: 45 for the SD
    for (const f of ['K20M', 'K21M', 'K22M']) buy(campaign, f, 'I9', 'SD', { 'Klingon F-S': 1 });
    const p = mm(gcSetupChecks(campaign));
    expect(p).toEqual([
      "Fleets: KLI's merchant marine: the supplementary defence's 60 BPV is over 15% of the strategic reserve's 300 (45) (GC E2.30).",
      "Fleets: KLI's merchant marine: 3 supplementary-defence squadrons at I9, a major holds 2 (GC E2.30).",
    ]);
    // The reserve keeps no command rating (E2.55): ten F-Ls of rating 1 in K07SR raise no D6.10 problem.
    expect(gcSetupChecks(campaign).filter((x) => x.includes('K07SR'))).toEqual([]);
  });
});
