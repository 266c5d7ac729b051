// The hex test campaign's map in a real browser (run by test/mapPage.test.ts, in its browser: Chromium
// from @sparticuz/chromium, driven by playwright-core): hexes drawn as hexes that tile the map, their
// terrain on hover, the wall, the legend in the game's words, and an admiral's map holding only their view.
import { join } from 'path';
import { Page } from 'playwright-core';
import { mapPages, SHOTS } from '../support/browser';
import { gmView, viewFor } from '../../src/engine/core/view';
import { renderMap } from '../../src/engine/core/map/render';
import { HEX_COLUMNS, HEX_ROWS, HEX_VIEW, hexCampaign } from '../support/hexCampaign';

const campaign = hexCampaign();

describe('hex map page', () => {
  const { show } = mapPages('hex map');
  /** Each tile's box on the page, by hex id. */
  const tiles = (page: Page) =>
    page.evaluate(`Object.fromEntries([...document.querySelectorAll('g.tile')].map((g) => {
      const r = g.querySelector('polygon').getBoundingClientRect();
      return [g.getAttribute('data-tile'), { x: r.x, y: r.y, w: r.width, h: r.height }];
    }))`) as Promise<Record<string, { x: number; y: number; w: number; h: number }>>;

  it("draws the GM's hex map: every hex a hexagon, columns interlocking, terrain on hover, the wall and the game's legend", async () => {
    const page = await show(renderMap(gmView(HEX_VIEW, campaign)).svg);
    const boxes = await tiles(page);
    expect(Object.keys(boxes)).toHaveLength(HEX_COLUMNS * HEX_ROWS);
    // Flat-topped: wider than tall by 2 : sqrt 3; a column's hexes stacked edge to edge; odd columns half a hex down.
    const [a, below, right] = [boxes['0102'], boxes['0103'], boxes['0202']];
    expect(a.w / a.h).toBeCloseTo(2 / Math.sqrt(3), 2);
    expect(below.y - a.y).toBeCloseTo(a.h, 0);
    expect(right.y - a.y).toBeCloseTo(-a.h / 2, 0);
    expect(right.x - a.x).toBeCloseTo(a.w * 0.75, 0);
    await page.hover('g.system[data-id="0101"] circle.planet', { force: true });
    await expect(page.locator('#details').textContent()).resolves.toMatch(/^0101 .*\nTerrain: Border/s);
    expect(await page.locator('line.wall').count()).toBe(1);
    const legend = await page.locator('g.legend').textContent();
    expect(legend).toContain('Border: no unit enters (Staley BB3.3)');
    expect(legend).toContain("Ring and hex: owner's colour");
    expect(legend).not.toContain('Warp lane');
    await page.screenshot({ path: join(SHOTS, 'map-hex-gm.png') });
  }, 60000);

  it("draws an admiral's hex map with only their own fleets and the owners they know", async () => {
    const v = viewFor(HEX_VIEW, campaign, 'KLI');
    const page = await show(renderMap(v).svg);
    const fleets = (await page.evaluate(
      `[...document.querySelectorAll('g.counter')].map((g) => g.getAttribute('data-fleet')).filter(Boolean)`,
    )) as string[];
    expect(fleets.sort()).toEqual(
      v.fleets
        .filter((f) => f.id)
        .map((f) => f.id)
        .sort(),
    );
    expect(fleets.every((id) => id.startsWith('KLI'))).toBe(true);
    expect(await page.locator('.tile-owner').count()).toBe(v.systems.filter((s) => s.owner).length);
    await page.screenshot({ path: join(SHOTS, 'map-hex-KLI.png') });
  }, 60000);
});
