// The map page in a real browser (Chromium from @sparticuz/chromium, driven by playwright-core): the GM's
// and an admiral's map of the sample after a season in which fleets met, and the 1000-system benchmark.
import { join } from 'path';
import { mkdirSync } from 'fs';
import { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { campaignOf, sampleAfterMeeting } from './support/mapCampaigns';
import { parseCampaign } from '../src/sheets/load';
import { CampaignView, gmView, viewFor } from '../src/engine/core/view';
import { renderMap } from '../src/engine/core/map/render';
import { mapPageHtml } from '../src/ui/mapPage';
import { BENCH_CAMPAIGN, generateCampaign } from '../scripts/bench-campaign';
import { csvSources } from '../src/sheets/template';
import { processSeason } from '../src/engine/games/eaw/season';
import { seededDice } from '../src/engine/core/dice';

const SHOTS = join(__dirname, '../out');

type Rect = { x: number; y: number; w: number; h: number; what: string };
/** Boxes of every label (system names, fleet stacks) and system marker, as the page lays them out. */
const LAYOUT = `(() => {
  const box = (el, what) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height, what }; };
  return [...document.querySelectorAll('svg.sfb-map .label')].map((el) => box(el, el.textContent))
    .concat([...document.querySelectorAll('svg.sfb-map circle.planet')].map((el) => box(el, 'marker ' + el.parentNode.getAttribute('data-id'))));
})()`;

function overlapping(rects: Rect[]): string[] {
  const out: string[] = [];
  const eps = 0.5;
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++) {
      const [a, b] = [rects[i], rects[j]];
      if (a.x + eps < b.x + b.w && b.x + eps < a.x + a.w && a.y + eps < b.y + b.h && b.y + eps < a.y + a.h)
        out.push(`${a.what} / ${b.what}`);
    }
  return out;
}

describe('map page', () => {
  let browser: Browser;
  const { addOn, fake } = sampleAfterMeeting();
  const campaign = campaignOf(fake);

  const open = async (email: string): Promise<Page> => {
    fake.setActiveUser(email);
    addOn.menuMap();
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.setContent(fake.ui.dialogs[fake.ui.dialogs.length - 1].content);
    return page;
  };
  const counts = (page: Page) =>
    page.evaluate(`({
    systems: document.querySelectorAll('svg.sfb-map g.system').length,
    lanes: document.querySelectorAll('svg.sfb-map g.lanes line.lane').length,
    counters: document.querySelectorAll('svg.sfb-map g.counter').length,
  })`);
  const lanes = (v: CampaignView) => new Set(v.lanes.map((l) => [l.a, l.b].sort().join('|'))).size;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  }, 60000);
  afterAll(async () => browser?.close());

  it("draws the GM's map: every system, lane and fleet; hover details; no label overlaps; zoom", async () => {
    expect(campaign.settings.season).toBe('Fall'); // Summer's battles were fought and resolved
    const v = gmView(campaign);
    const page = await open('gm@example.com');
    expect(await counts(page)).toEqual({ systems: 32, lanes: lanes(v), counters: campaign.fleets.length });
    await page.hover('g.system[data-id="S01"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(
      /^S01 Durvak\nPlanet: Mineral\nOwner: KLI\nDevelopment: Mine\n.*Fleets: KLI-1 \(\d+ CBPV\)/s,
    );
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'map-gm.png') });
    const width = () => page.evaluate("+document.querySelector('svg.sfb-map').getAttribute('viewBox').split(' ')[2]") as Promise<number>;
    const full = await width();
    await page.click('#zoom-in');
    expect(await width()).toBeLessThan(full);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 400);
    await page.click('#fit');
    expect(await width()).toBe(full);
  }, 60000);

  it('marks the pending battles of a season in which fleets meet, at S17 and on the lane S20-S27 (EaW 5c)', async () => {
    const pending = sampleAfterMeeting('battles');
    pending.addOn.menuMap();
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.setContent(pending.fake.ui.dialogs[pending.fake.ui.dialogs.length - 1].content);
    const battles = await page.evaluate("[...document.querySelectorAll('g.battle')].map((g) => g.getAttribute('data-battle'))");
    expect(battles).toEqual(['Y165-Summer-S20-S27-1', 'Y165-Summer-S17-1']);
    await page.hover('g.system[data-id="S17"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(/Battle pending: Y165-Summer-S17-1 \(KLI-3 vs LYR-4\)/);
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(SHOTS, 'map-gm-battles.png') });
  }, 60000);

  it("draws an admiral's map with only what their view holds: no enemy counter they cannot see", async () => {
    const v = viewFor(campaign, 'KLI');
    const page = await open('kli.admiral@example.com');
    expect(await counts(page)).toEqual({ systems: 32, lanes: lanes(v), counters: v.fleets.length });
    const named = (await page.evaluate(
      "[...document.querySelectorAll('g.counter')].map((g) => g.getAttribute('data-fleet')).filter(Boolean)",
    )) as string[];
    expect(named.sort()).toEqual(
      v.fleets
        .filter((f) => f.mine)
        .map((f) => f.id)
        .sort(),
    );
    expect(named.every((id) => id.startsWith('KLI-'))).toBe(true);
    const seen = (await page.evaluate("[...document.querySelectorAll('g.counter.seen')].map((g) => g.textContent)")) as string[];
    expect(seen.length).toBe(v.fleets.filter((f) => !f.mine).length);
    const hidden = campaign.fleets.filter((f) => f.empire !== 'KLI').map((f) => f.id);
    const text = (await page.evaluate('document.documentElement.outerHTML')) as string;
    for (const id of hidden) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    for (const s of v.systems.filter((x) => x.planet === 'Unknown')) {
      await expect(page.locator(`g.system[data-id="${s.id}"]`).getAttribute('class')).resolves.toBe('system planet-Unknown');
    }
    await page.hover('g.system[data-id="S18"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(/^S18 Cinder Ford\n/);
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'map-KLI.png') });
  }, 60000);

  it("renders the benchmark campaign's map (1000 systems) in under a second in the page, labels apart", async () => {
    const c = processSeason(parseCampaign(csvSources(generateCampaign(BENCH_CAMPAIGN).texts)).campaign, seededDice('map'), 'map').campaign;
    const v = gmView(c);
    const { svg } = renderMap(v);
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.setContent(mapPageHtml('<svg class="sfb-map" viewBox="0 0 10 10"></svg>', 'bench'));
    await page.evaluate((text: string) => {
      (globalThis as unknown as { mapSvg: string }).mapSvg = text;
    }, svg);
    const ms = (await page.evaluate(`new Promise((done) => {
      const t0 = performance.now();
      document.getElementById('map').innerHTML = window.mapSvg;
      document.querySelector('svg.sfb-map').getBBox();
      requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));
    })`)) as number;
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(1000);
    expect(await counts(page)).toEqual({ systems: 1000, lanes: lanes(v), counters: v.fleets.length });
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'map-bench.png') });
    process.stdout.write(`benchmark map: ${svg.length} characters, drawn in ${Math.round(ms)} ms in the page\n`);
  }, 120000);
});
