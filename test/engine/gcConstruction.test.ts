// Galactic Conquest construction (src/engine/games/gc/construction/construction.ts): the B8.40 yards, the B8.50
// building times, the B11.80 and B11.83 prices, and the B8.21/B8.30 checks of Check workbook.
import { buildTurns, groupPrices, yardBuilds } from '../../src/engine/games/gc/construction/construction';
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';

describe('GC construction (B8, B11.80, B11.83)', () => {
  it('builds in an SCnSY size class n or smaller but no CW or DW; a CWSY only CWs, a DWSY only DWs (B8.40-B8.402)', () => {
    expect([yardBuilds('SC2SY', 2, undefined), yardBuilds('SC3SY', 2, undefined), yardBuilds('SC3SY', 4, 'BB')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([yardBuilds('SC2SY', 3, 'CW'), yardBuilds('CWSY', 3, 'CW'), yardBuilds('CWSY', 4, 'DW'), yardBuilds('DWSY', 4, 'DW')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('takes a year for size class 2 and non-CW size class 3, six months for CWs, DWs and size class 4 (B8.50)', () => {
    expect([
      buildTurns(2, undefined),
      buildTurns(3, undefined),
      buildTurns(3, 'CW'),
      buildTurns(4, 'DW'),
      buildTurns(4, undefined),
    ]).toEqual([2, 2, 1, 1, 1]);
  });

  it('prices CWs 4% off each for each bought, at most 24% (six D5s: 501.6), and battleships +20% a hull after the first (B11.80, B11.83)', () => {
    const six = groupPrices([110, 110, 110, 110, 110, 110], 'CW');
    expect(six.reduce((a, b) => a + b, 0)).toBeCloseTo(501.6);
    expect(groupPrices([110, 110, 110, 110, 110, 110, 110], 'DW')[0]).toBe(83.6);
    expect(groupPrices([200, 220, 210], 'BB')).toEqual([200, 308, 252]);
    expect(groupPrices([121, 71], undefined)).toEqual([121, 71]);
  });

  it("checks each system's shipyards by B8.21 and its B8.30 capacity points (Check workbook)", () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    expect(GALACTIC_CONQUEST.setupChecks(campaign)).toEqual([]);
    const systems = campaign.extras!.Systems!;
    systems.I9 = { ...systems.I9, Shipyards: ['SC3SY', 'SC4SY', 'SC4SY'] };
    systems.G12 = { ...systems.G12, Shipyards: ['BBSY'] };
    // B8.90, B8.96: the ad hoc yards take no capacity points, but a system has one BSSY (B8.95).
    systems.H11 = { ...systems.H11, Shipyards: ['BSSY', 'FRD', 'BSSY'] };
    expect(GALACTIC_CONQUEST.setupChecks(campaign)).toEqual([
      "Systems: I9's shipyards take 10 capacity points; a major holds 8 (GC B8.30).",
      'Systems: H11 has more than one BSSY (GC B8.95).',
      "Systems: G12's Shipyards name BBSY: write SC2SY, SC3SY, SC4SY, CWSY, DWSY, SC3XSY, SC4XSY, BSSY, FRD, FRX or CDK (GC B8.21, B8.90, B8.96, C21.20).",
    ]);
  });
});
