// The strategic map (EaW 1a-1e) drawn from a view: what is drawn, that labels never collide, and that an
// admiral's SVG holds nothing their view does not (EaW 1b, 1c, 5e; rule options W1-W5).
import { EAW_VIEW } from '../../src/engine/games/eaw';
import { generateCampaign, BENCH_CAMPAIGN } from '../../scripts/bench-campaign';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { Campaign } from '../../src/engine/core/model';
import { key } from '../../src/engine/core/ids';
import { sideFleets } from '../../src/engine/core/model';
import { Box, overlaps, placeLabels } from '../../src/engine/core/map/labels';
import { renderMap, FONT } from '../../src/engine/core/map/render';
import { CHART_SERIES, laneTrails, mapChartData } from '../../src/engine/core/map/chart';
import { CampaignView, gmView, viewFor } from '../../src/engine/core/view';
import { campaignOf, sampleAfterMeeting, spring, summer } from '../support/mapCampaigns';

/** The 1000-system benchmark campaign's texts, made once for the tests that read it (strings, the same at every call). */
const benchTexts = generateCampaign(BENCH_CAMPAIGN).texts;

/** Fall Y165: Summer's battles fought and resolved, fleets that met still side by side (through the bundle). */
const fall = campaignOf(sampleAfterMeeting().fake);

const count = (svg: string, re: RegExp) => (svg.match(re) ?? []).length;
const uniqueLanes = (v: CampaignView) => new Set(v.lanes.map((l) => [key(l.a), key(l.b)].sort().join('|'))).size;

/** Every label box in the SVG: system names (monospace, 0.6 em a character) and fleet counters. */
function labelBoxes(whole: string): Box[] {
  const svg = whole.split('<g class="legend">')[0];
  const names = [...svg.matchAll(/<text class="name label" x="([\d.-]+)" y="([\d.-]+)">([^<]*)<\/text>/g)].map((m) => {
    const text = m[3].replace(/&#\d+;/g, 'x');
    return { x: +m[1], y: +m[2] - 11, w: text.length * 11 * 0.6, h: 13 };
  });
  const counters = [...svg.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="14" rx="2"/g)].map((m) => ({
    x: +m[1],
    y: +m[2],
    w: +m[3],
    h: 14,
  }));
  return [...names, ...counters];
}
const markers = (svg: string): Box[] =>
  [...svg.matchAll(/<circle class="planet" cx="([\d.-]+)" cy="([\d.-]+)" r="7"/g)].map((m) => ({
    x: +m[1] - 7,
    y: +m[2] - 7,
    w: 14,
    h: 14,
  }));

function collisions(boxes: Box[]): number {
  let n = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i], boxes[j])) n++;
  return n;
}

describe('map renderer', () => {
  it('draws every system by planet type, every lane once, every fleet counter, battles and moves (GM view)', () => {
    const v = gmView(EAW_VIEW, summer);
    const { svg } = renderMap(v);
    expect(count(svg, /<g class="system planet-/g)).toBe(32);
    for (const t of ['Life', 'Mineral', 'Dead', 'Unknown'])
      expect(count(svg, new RegExp(`class="system planet-${t}"`, 'g'))).toBe(v.systems.filter((s) => s.planet === t).length);
    expect(count(svg, /<line class="lane"/g)).toBe(uniqueLanes(v));
    expect(count(svg, /<g class="counter /g)).toBe(v.fleets.length);
    expect(count(svg, /<g class="counter own frd"/g)).toBe(4); // each empire's FRD (EaW 15)
    expect(count(svg, /<g class="battle"/g)).toBe(v.battles.filter((b) => b.status !== 'Resolved').length);
    expect(svg).toContain('data-battle="Y165-Summer-S17-1"');
    expect(count(svg, /<line class="move"/g)).toBe(v.movements.length);
    expect(svg).toContain('Y165 Summer');
    expect(svg).toMatch(/<g class="legend">/);
    expect(svg).toMatch(/data-fleet="KLI-3"/);
    expect(svg).toMatch(/>KLI-3 253</);
  });

  it('marks mines, colonies, fortifications and trapped fleets', () => {
    const c: Campaign = {
      ...spring,
      systems: spring.systems.map((s) => (s.id === 'S03' ? { ...s, owner: 'KLI', development: 'Colony' as const } : s)),
      extras: { ...spring.extras, Systems: { ...spring.extras?.Systems, S03: { ...spring.extras?.Systems?.S03, 'Fortified by': 'KLI' } } },
      fleets: spring.fleets.map((f) => (f.id === 'KLI-5' ? { ...f, status: 'Trapped' as const, trappedIn: 'Y165 Summer' } : f)),
    };
    const { svg } = renderMap(viewFor(EAW_VIEW, c, 'KLI'));
    expect(count(svg, /<rect class="mine"/g)).toBe(viewFor(EAW_VIEW, c, 'KLI').systems.filter((s) => s.development === 'Mine').length);
    expect(count(svg, /<polygon class="colony"/g)).toBe(1);
    expect(count(svg, /<polygon class="fortification"/g)).toBe(1);
    expect(svg).toMatch(/<g class="counter own trapped" data-fleet="KLI-5"/);
  });

  it("an admiral's map names nothing their view does not (EaW 1b, 1c, 5e), before, during and after fleets meet", () => {
    expect([spring, summer, fall].map((c) => `${c.settings.season} ${c.settings.phase}`)).toEqual([
      'Summer Orders',
      'Summer Battles',
      'Fall Orders',
    ]);
    expect(viewFor(EAW_VIEW, fall, 'KLI').fleets.some((f) => !f.mine)).toBe(true);
    for (const c of [spring, summer, fall]) {
      for (const e of c.empires) {
        const v = viewFor(EAW_VIEW, c, e.id);
        const { svg } = renderMap(v);
        const known = JSON.stringify(v);
        // Every id-like token in the SVG (text, titles, data attributes) is in the view.
        for (const token of new Set(svg.match(/\b[A-Z]{3}-[A-Z0-9]+\b/g) ?? []))
          expect([e.id, token, known.includes(`"${token}"`)]).toEqual([e.id, token, true]);
        for (const f of c.fleets.filter((x) => x.empire !== e.id)) {
          if (!v.battleShips.some((r) => r.fleet === f.id) && !v.battles.some((b) => b.fleetA === f.id || b.fleetB === f.id))
            expect(svg).not.toContain(f.id);
          if (f.name) expect(svg).not.toContain(f.name);
        }
        // Unknown stays Unknown: the class, the details and the title.
        for (const s of v.systems.filter((x) => x.planet === 'Unknown')) {
          const el = svg.match(new RegExp(`<g class="system planet-(\\w+)" data-id="${s.id}" data-details="([^"]*)"><title>([^<]*)<`))!;
          expect(el[1]).toBe('Unknown');
          expect(el[2]).not.toMatch(/Life|Mineral|Dead/);
          expect(el[3]).toBe(el[2]);
        }
        // Developments only where the view has them; counters exactly the view's fleets.
        expect(count(svg, /<rect class="mine"/g) + count(svg, /<polygon class="colony"/g)).toBe(
          v.systems.filter((s) => s.development).length,
        );
        expect(count(svg, /<g class="counter /g)).toBe(v.fleets.length);
        expect(count(svg, /<g class="counter seen/g)).toBe(v.fleets.filter((f) => !f.mine).length);
        expect(count(svg, /<line class="move"/g)).toBe(v.movements.length);
      }
    }
  });

  it('an unnamed seen fleet shows only its CBPV (5e)', () => {
    const v = viewFor(EAW_VIEW, spring, 'KLI');
    const seen = v.fleets.filter((f) => !f.mine);
    expect(seen.length).toBeGreaterThan(0);
    const { svg } = renderMap(v);
    for (const f of seen)
      expect(svg).toMatch(
        new RegExp(`<g class="counter seen"><title>Fleet: ${f.cbpv} CBPV</title><rect [^>]+/><text [^>]+>${f.cbpv}</text>`),
      );
  });

  it('places labels so that none overlaps another or a system marker', () => {
    for (const v of [gmView(EAW_VIEW, summer), viewFor(EAW_VIEW, spring, 'KLI'), viewFor(EAW_VIEW, summer, 'LYR')]) {
      const { svg, namesDropped } = renderMap(v);
      const boxes = labelBoxes(svg);
      expect(boxes.length).toBe(v.systems.length - namesDropped + v.fleets.length);
      expect(namesDropped).toBe(0);
      expect(collisions([...boxes, ...markers(svg)])).toBe(0);
      expect(svg).toContain(`font-family="${FONT}"`);
    }
  });

  it('placeLabels: a required label always finds room, an optional one is dropped when crowded out', () => {
    const wall: Box[] = [{ x: -200, y: -200, w: 400, h: 400 }];
    const [required, optional] = placeLabels(
      [
        { x: 0, y: 0, r: 5, w: 30, h: 10, required: true },
        { x: 0, y: 0, r: 5, w: 30, h: 10, required: false },
      ],
      wall,
      50,
    );
    expect(required).toBeDefined();
    expect(overlaps(required!, wall[0])).toBe(false);
    expect(optional).toBeUndefined();
  });

  describe('the 1000-system benchmark campaign', () => {
    const c0 = parseCampaign(csvSources(benchTexts)).campaign;
    const c = processSeason(c0, seededDice('map'), 'map').campaign;

    it('renders the GM map fast, with every system, lane and fleet, and no label collision', () => {
      const v = gmView(EAW_VIEW, c);
      const t0 = Date.now();
      const { svg, namesDropped } = renderMap(v);
      const ms = Date.now() - t0;
      expect(ms).toBeLessThan(3000); // about 0.4 s on an idle 2-core machine; the page's drawing (under 1 s) is timed in test/mapPage.test.ts
      expect(count(svg, /<g class="system planet-/g)).toBe(1000);
      expect(count(svg, /<line class="lane"/g)).toBe(uniqueLanes(v));
      expect(count(svg, /<g class="counter /g)).toBe(v.fleets.length);
      expect(namesDropped).toBe(0);
      expect(collisions([...labelBoxes(svg), ...markers(svg)])).toBe(0);
    });

    it("an admiral's map there shows only their view's counters", () => {
      const e = c.empires[0].id;
      const v = viewFor(EAW_VIEW, c, e);
      const { svg } = renderMap(v);
      expect(count(svg, /<g class="counter /g)).toBe(v.fleets.length);
      // The enemy in the admiral's own pending battles is shown by name (EaW 1e); no other fleet of another empire.
      const met = new Set(v.battles.flatMap((b) => [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)]));
      for (const f of c.fleets.filter((x) => key(x.empire) !== key(e) && !met.has(x.id))) expect(svg).not.toContain(`data-fleet="${f.id}"`);
    });
  });
});

describe('the chart data of a workbook with no script (map/chart.ts)', () => {
  const lane = (a: string, b: string) => ({ a, b });

  it('laneTrails: every lane in exactly one trail (a lane listed twice, either way round, once), each step a lane', () => {
    const lanes = [lane('A', 'B'), lane('B', 'C'), lane('C', 'A'), lane('C', 'D'), lane('B', 'A'), lane('D', 'E'), lane('F', 'G')];
    const trails = laneTrails(lanes);
    const steps = trails.flatMap((t) => t.slice(1).map((y, i) => [t[i], y].sort().join('|')));
    expect(steps.sort()).toEqual(['A|B', 'A|C', 'B|C', 'C|D', 'D|E', 'F|G']);
    // C, E, F and G have an odd number of lanes: two trails, the fewest there can be (C … E, then F-G).
    expect(trails).toHaveLength(2);
  });

  it('the benchmark map: the lanes take far fewer rows than three a lane, every system is plotted once in its series', () => {
    const c = parseCampaign(csvSources(benchTexts)).campaign;
    const v = viewFor(EAW_VIEW, c, c.empires[0].id);
    const { chart } = mapChartData(v);
    const laneRows = chart.filter((r) => r[1 + CHART_SERIES.indexOf('Warp lanes')] !== '' || r.slice(1).every((x) => x === ''));
    expect(laneRows.length).toBeLessThan(2 * v.lanes.length);
    for (const planet of ['Life', 'Mineral', 'Dead', 'Unknown'] as const) {
      const rows = chart.slice(1).flatMap((r, i) => (r[1 + CHART_SERIES.indexOf(planet)] !== '' ? [i] : []));
      expect(rows.length).toBe(v.systems.filter((s) => s.planet === planet).length);
      // One run of rows per series: a workbook is sent that run, not the blanks around it (sheets/blocks.ts).
      if (rows.length) expect(rows[rows.length - 1] - rows[0]).toBe(rows.length - 1);
    }
  });
});
