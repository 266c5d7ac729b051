// The VBAM-SFB map in a real browser (run by test/mapPage.test.ts, in its browser: Chromium from @sparticuz/chromium,
// driven by playwright-core), issue 33 item 8: sectors drawn as the square grid they are (VBAM Map), each washed by
// its control (Controlled in the controller's colour, Contested hatched, Neutral clear) with its terrain, colonies
// and supply points (VBAM Supply), the legend in VBAM's words (VB111), and no counter for an empty fleet. An
// admiral's map draws only the sectors and colonies its view holds.
import { join } from 'path';
import { Page } from 'playwright-core';
import { mapPages, SHOTS } from '../support/browser';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gmView, viewFor } from '../../src/engine/core/view';
import { empireColours, renderMap } from '../../src/engine/core/map/render';
import { VBAM_VIEW } from '../../src/engine/games/vbam/view';
import { VBAM_SAMPLE_DIR } from '../../scripts/vbam-sample';
import { sampleTexts } from '../support/sample';
import type { Campaign } from '../../src/engine/core/model';
import { colonyRow } from '../../src/engine/games/vbam/state';
import { isSupplyPoint } from '../../src/engine/games/vbam/supply';

/** The sample, with S0002 contested by FED and KLI and an empty KLI fleet at KLI's homeworld. */
function campaign(): Campaign {
  const c = parseCampaign(csvSources(sampleTexts(VBAM_SAMPLE_DIR))).campaign;
  const sectors = c.tables!['Sectors'];
  const contested = sectors.find((r) => r.Sector === 'S0002')!;
  Object.assign(contested, { Control: 'Contested', Powers: ['FED', 'KLI'] });
  const home = c.tables!['Colonies'].find((r) => r.Owner === 'KLI' && r.Homeworld === true)!;
  c.fleets.push({ ...c.fleets.find((f) => f.empire === 'KLI')!, id: 'KLI-99', name: 'Empty', location: String(home.Sector) });
  return c;
}

type Tile = { control: string; holder: string; terrain: string; fill: string; wash: string; marks: string[]; w: number; h: number };

describe('VBAM map page (issue 33 item 8)', () => {
  const c = campaign();
  const { show } = mapPages('VBAM map', { width: 1600, height: 1200 });
  /** Each sector's tile as the browser drew it. */
  const tiles = (page: Page) =>
    page.evaluate(`Object.fromEntries([...document.querySelectorAll('g.tile')].map((g) => {
      const [base, wash] = [g.querySelector('rect'), g.querySelector('.tile-control')];
      const r = base.getBoundingClientRect();
      return [g.getAttribute('data-tile'), {
        control: g.getAttribute('data-control') ?? '', holder: g.getAttribute('data-holder') ?? '',
        terrain: g.getAttribute('data-terrain') ?? '', fill: getComputedStyle(base).fill,
        wash: wash ? wash.getAttribute('fill') : '', marks: [...g.querySelectorAll('.mark')].map((m) => m.getAttribute('data-mark')),
        w: r.width, h: r.height }];
    }))`) as Promise<Record<string, Tile>>;

  it("draws the GM's map: square sectors coloured by control, terrain, colonies, supply points and VBAM's legend", async () => {
    const view = gmView(VBAM_VIEW, c);
    const page = await show(renderMap(view).svg);
    const boxes = await tiles(page);
    const sectors = c.tables!['Sectors'];
    expect(Object.keys(boxes)).toHaveLength(sectors.length);
    // Squares, one grid step apart.
    expect(boxes['S0000'].w).toBeCloseTo(boxes['S0000'].h, 1);
    const colour = empireColours(view);
    for (const r of sectors) {
      const t = boxes[String(r.Sector)];
      expect(t.control).toBe(r.Control);
      if (r.Control === 'Controlled') expect(t.wash).toBe(colour.get((r.Powers as string[])[0]));
      else if (r.Control === 'Contested') expect(t.wash).toBe('url(#hatch)');
      else expect(t.wash).toBe('');
      expect(t.terrain).toBe(r.Terrain);
    }
    expect(boxes['S0002'].control).toBe('Contested');
    // Terrain tints the tile and is named in its corner: a radiation zone is not a plain sector.
    expect(boxes['S0000'].terrain).toBe('Radiation zone');
    expect(boxes['S0000'].fill).not.toBe(boxes['S0001'].fill);
    expect(await page.locator('g.tile[data-tile="S0000"] text.terrain-label').textContent()).toBe('Rad');
    // Supply points: every homeworld (Census 10, Productivity 10) is one.
    const homes = c.tables!['Colonies'].filter((r) => r.Homeworld === true).map((r) => String(r.Sector));
    for (const h of homes) expect(boxes[h].marks).toEqual(['supply']);
    // Colonies keep their mark and their owner's ring.
    const colonies = c.tables!['Colonies'].map((r) => String(r.Sector));
    for (const s of colonies) expect(await page.locator(`g.system[data-id="${s}"] polygon.colony`).count()).toBe(1);
    // No counter for the empty fleet; the homeworld's other fleets are drawn.
    expect(await page.locator('g.counter[data-fleet="KLI-99"]').count()).toBe(0);
    expect(await page.locator('g.stack text').allTextContents()).not.toContain('KLI-99 0');
    expect(await page.locator('g.counter[data-fleet="KLI-1"]').count()).toBe(1);
    const legend = (await page.locator('g.legend').textContent())!;
    for (const words of [
      "Controlled: the controller's colour (VBAM Map)",
      'Contested: hatched (VBAM Map)',
      'Neutral: left clear (VBAM Map)',
      'Radiation zone (VBAM Map)',
      'Supply point (VBAM Supply)',
      'Colony (VBAM Update Assets)',
      'Fleet: id and BPV',
      'Empty sector: no star system (VBAM Map)',
    ])
      expect(legend).toContain(words);
    // No Empires at War words: no planet types, mines, FRDs, CBPV or rule numbers of theirs.
    expect(legend).not.toMatch(/Mineral|Mine\b|FRD|CBPV|Warp lane|\b\d+[a-z]\b|\(5e\)|\(1b\)/);
    await page.hover('g.system[data-id="S0000"] circle.planet', { force: true });
    await expect(page.locator('#details').textContent()).resolves.toMatch(/Terrain: Radiation zone\nNeutral/);
    await page.screenshot({ path: join(SHOTS, 'map-vbam-gm.png') });
  }, 60000);

  it("draws an admiral's map with only the sectors it controls or contests and its own supply points", async () => {
    const view = viewFor(VBAM_VIEW, c, 'KLI');
    const page = await show(renderMap(view).svg);
    const boxes = await tiles(page);
    const seen = (c.tables!['Sectors'] ?? []).filter((r) => (r.Powers as string[]).includes('KLI')).map((r) => String(r.Sector));
    const told = Object.entries(boxes).filter(([, t]) => t.control);
    expect(told.map(([s]) => s).sort()).toEqual(seen.sort());
    expect(boxes['S0002'].wash).toBe('url(#hatch)');
    const own = c.tables!['Colonies'].filter((r) => r.Owner === 'KLI' && isSupplyPoint(colonyRow(r))).map((r) => String(r.Sector));
    expect(own.length).toBeGreaterThan(0);
    expect(
      Object.entries(boxes)
        .filter(([, t]) => t.marks.length)
        .map(([s]) => s),
    ).toEqual(own.sort());
    // Another power's homeworld sector: its terrain and control are not KLI's to know.
    const fed = c.tables!['Colonies'].find((r) => r.Owner === 'FED' && r.Homeworld === true)!;
    expect(boxes[String(fed.Sector)]).toMatchObject({ control: '', marks: [] });
    expect(await page.locator('g.counter[data-fleet="KLI-99"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'map-vbam-KLI.png') });
  }, 60000);
});
