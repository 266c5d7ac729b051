// GC's map as its players know it (A5.10, A5.20, A200, A300, C5): the GM's and each admiral's map draw the
// arm's hexes with their terrain and owners and a legend in GC's words; an admiral's shows its own
// squadrons and no other empire's squadron its sensors did not read.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gmView, viewFor } from '../../src/engine/core/view';
import { renderMap } from '../../src/engine/core/map/render';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { terrainOf } from '../../src/engine/games/gc/base/map';

const sample = () => parseCampaign(csvSources(gcSampleCsv())).campaign;
const count = (svg: string, re: RegExp) => svg.match(re)?.length ?? 0;

describe("GC's map (A5, A200, A300, C5)", () => {
  it("draws every hex of the arm for the GM, each with its terrain and owner, and a legend in GC's words", () => {
    const c = sample();
    const svg = renderMap(gmView(GC_VIEW, c)).svg;
    expect(count(svg, /<g class="tile"/g)).toBe(c.systems.length);
    for (const t of ['Unnavigable', 'Radiation zone'] as const) {
      const n = c.systems.filter((s) => terrainOf(c, s.id) === t).length;
      expect([t, count(svg, new RegExp(`data-terrain="${t}"`, 'g'))]).toEqual([t, n]);
      expect(n).toBeGreaterThan(0);
    }
    expect(count(svg, /class="tile-owner"/g)).toBe(c.systems.filter((s) => s.owner).length);
    const legend = svg.split('<g class="legend">')[1];
    for (const words of [
      'Unnavigable space (GC A200)',
      'Radiation zone (GC A300)',
      'Squadron: code and strength (GC A6.10)',
      'Trade route: its empire',
    ])
      expect(legend).toContain(words);
    expect(legend).not.toMatch(/Warp lane|EaW|VBAM|Staley/);
    for (const f of c.fleets) expect(svg).toContain(`data-fleet="${f.id}"`);
  });

  it("draws each admiral's own squadrons, and another empire's only where its sensors read them", () => {
    const c = sample();
    for (const e of c.empires) {
      const view = viewFor(GC_VIEW, c, e.id);
      const svg = renderMap(view).svg;
      expect(count(svg, /<g class="tile"/g)).toBe(c.systems.length);
      const own = c.fleets.filter((f) => f.empire === e.id).map((f) => f.id);
      const drawn = [...svg.matchAll(/class="counter[^"]*" data-fleet="([^"]+)"/g)].map((m) => m[1]);
      expect(own.filter((id) => !drawn.includes(id))).toEqual([]);
      const seen = new Set(view.fleets.filter((f) => !f.mine && f.id).map((f) => f.id));
      expect([e.id, drawn.filter((id) => !own.includes(id) && !seen.has(id))]).toEqual([e.id, []]);
      // As the sample starts no empire's sensors reach another's squadrons (the fleets stand apart).
      expect([e.id, drawn.filter((id) => !own.includes(id))]).toEqual([e.id, []]);
    }
  });

  it('draws a foe in its own hex by strength alone, unnamed (C5.10), and none it cannot read', () => {
    const c = sample();
    c.fleets.find((f) => f.id === 'Z01A')!.location = 'I8'; // beside K01A
    const svg = renderMap(viewFor(GC_VIEW, c, 'KLI')).svg;
    expect(count(svg, /<g class="counter/g)).toBe(c.fleets.filter((f) => f.empire === 'KLI').length + 1);
    expect(svg).not.toMatch(/Z01A|Z02A/);
    expect(renderMap(viewFor(GC_VIEW, c, 'LYR')).svg).not.toMatch(/Z01A|K01A/);
  });
});
