// GC trade routes (src/engine/games/gc/base/tradeRoutes.ts): the B1.21-B1.24 costs, the B1.40 link to the
// homeworld, and what each admiral sees of them: a hidden route (B1.24) is on its owner's view and map alone.
import { linkedToHomeworld, routeCost, TRADE_ROUTES } from '../../src/engine/games/gc/base/tradeRoutes';
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gmView, viewFor } from '../../src/engine/core/view';
import { renderMap } from '../../src/engine/core/map/render';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';

function sample() {
  const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
  campaign.tables = {
    ...campaign.tables,
    [TRADE_ROUTES]: [
      { Empire: 'KLI', Route: 'KLI-1', Hexes: ['I8', 'I9', 'I10'], Ends: 'Open space', Hidden: false, Built: 'Y150 Turn 1' },
      { Empire: 'KLI', Route: 'KLI-2', Hexes: ['I8', 'H8'], Ends: 'Open space', Hidden: true, Built: 'Y150 Turn 1' },
    ],
  };
  return campaign;
}

describe('GC trade routes (B1.10-B1.40)', () => {
  it('costs 5 EPs a hex to a system or base, 10 to open space, twice hidden (B1.21, B1.22, B1.24)', () => {
    expect([
      routeCost(5, 'Open space', false),
      routeCost(5, 'Base', false),
      routeCost(5, 'Open space', true),
      routeCost(5, 'Base', true),
    ]).toEqual([50, 25, 100, 50]);
  });

  it('links the hexes of routes that meet to the homeworld (B1.40); none kept: undefined (rule option GC90)', () => {
    const c = sample();
    expect([...(linkedToHomeworld(c, 'KLI', 'I8') ?? [])].sort()).toEqual(['H8', 'I10', 'I8', 'I9']);
    expect(linkedToHomeworld(c, 'KZI', 'H11')).toBeUndefined();
  });

  it('shows a hidden route to its owner alone, in the view and on the map; the others see the open one (B1.24)', () => {
    const c = sample();
    const own = viewFor(GC_VIEW, c, 'KLI');
    const other = viewFor(GC_VIEW, c, 'KZI');
    expect(own.tables[TRADE_ROUTES].map((r) => r.Route)).toEqual(['KLI-1', 'KLI-2']);
    expect(other.tables[TRADE_ROUTES].map((r) => r.Route)).toEqual(['KLI-1']);
    expect(gmView(GC_VIEW, c).map.links).toHaveLength(3);
    const ownMap = renderMap(own).svg;
    const otherMap = renderMap(other).svg;
    expect(ownMap).toContain('data-link="I8-H8"');
    expect(ownMap).toContain('stroke-dasharray="6 4"');
    expect(otherMap).toContain('data-link="I9-I10"');
    expect(otherMap).not.toContain('data-link="I8-H8"');
    expect(otherMap).toContain('Trade route: its empire');
  });

  it('Check workbook names each route row that is no route: an unknown empire, no name, a name twice, hexes not in order (B1.10, B1.20)', () => {
    const c = sample();
    expect(GALACTIC_CONQUEST.setupChecks(c)).toEqual([]);
    c.tables![TRADE_ROUTES].push(
      { Empire: 'XYZ', Route: 'X-1', Hexes: ['I8', 'I9'] },
      { Empire: 'KLI', Route: '', Hexes: ['I8', 'I9'] },
      { Empire: 'KLI', Route: 'kli-1', Hexes: ['I8', 'I9'] },
      { Empire: 'KLI', Route: 'KLI-3', Hexes: ['I8', 'I11'] },
    );
    expect(GALACTIC_CONQUEST.setupChecks(c)).toEqual([
      'Trade routes: X-1: "XYZ" is no empire of the Empires tab.',
      'Trade routes: row 5: give the route a name.',
      'Trade routes: kli-1: the name is used by an earlier row.',
      'Trade routes: KLI-3: I11 is not next to I8: give every hex of the route in order (GC B1.20).',
    ]);
  });
});
