// The map page in a real browser (Chromium from @sparticuz/chromium, driven by playwright-core): the GM's
// and an admiral's map of the sample after a season in which fleets met, and the 1000-system benchmark;
// then, in the same browser (one started for all, issue 29 item 7), the hex and VBAM-SFB maps and the
// battle-card page (test/pages/).
import { EAW_VIEW } from '../src/engine/games/eaw';
import { join } from 'path';
import { Page } from 'playwright-core';
import { newPage, SHOTS, withBrowser } from './support/browser';
import { campaignOf, sampleAfterMeeting } from './support/mapCampaigns';
import { parseCampaign } from '../src/sheets/tabs/load';
import { CampaignView, gmView, viewFor } from '../src/engine/core/view';
import { renderMap } from '../src/engine/core/map/render';
import { mapPageHtml } from '../src/ui/mapPage';
import { BENCH_CAMPAIGN, generateCampaign } from '../scripts/bench-campaign';
import { csvSources } from '../src/sheets/tabs/template';
import { processSeason } from '../src/engine/games/eaw/season';
import { seededDice } from '../src/engine/core/dice';
import { start } from './support/mapCampaigns';
import { order } from './support/builders';
import './pages/hexMap';
import './pages/vbamMap';
import './pages/battleCards';

withBrowser();

type Rect = { x: number; y: number; w: number; h: number; what: string };
/** The map shown: the page holds one map per turn, the others hidden until the turn selector shows them. */
const SHOWN = 'svg.sfb-map:not([style*="none"])';
/** Boxes of every label (system names, fleet stacks) and system marker, as the page lays them out. */
const LAYOUT = `(() => {
  const box = (el, what) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height, what }; };
  return [...document.querySelectorAll('${SHOWN} .label')].map((el) => box(el, el.textContent))
    .concat([...document.querySelectorAll('${SHOWN} circle.planet')].map((el) => box(el, 'marker ' + el.parentNode.getAttribute('data-id'))));
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
  const { addOn, fake } = sampleAfterMeeting();
  const campaign = campaignOf(fake);
  /** The sample with Summer's battles pending, made once for the tests that open its map (menuMap writes no tab). */
  let pending: ReturnType<typeof sampleAfterMeeting> | undefined;
  const pendingSample = () => (pending ??= sampleAfterMeeting('battles'));

  const open = async (email: string): Promise<Page> => {
    fake.setActiveUser(email);
    addOn.menuMap();
    const page = await newPage();
    await page.setContent(fake.ui.dialogs[fake.ui.dialogs.length - 1].content);
    return page;
  };
  const counts = (page: Page) =>
    page.evaluate(`({
    systems: document.querySelectorAll('${SHOWN} g.system').length,
    lanes: document.querySelectorAll('${SHOWN} g.lanes line.lane').length,
    counters: document.querySelectorAll('${SHOWN} g.counter').length,
  })`);
  const lanes = (v: CampaignView) => new Set(v.lanes.map((l) => [l.a, l.b].sort().join('|'))).size;

  it("draws the GM's map: every system, lane and fleet; hover details; no label overlaps; zoom", async () => {
    expect(campaign.settings.season).toBe('Fall'); // Summer's battles were fought and resolved
    const v = gmView(EAW_VIEW, campaign);
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
    const pending = pendingSample();
    pending.fake.setActiveUser('gm@example.com');
    pending.addOn.menuMap();
    const page = await newPage();
    await page.setContent(pending.fake.ui.dialogs[pending.fake.ui.dialogs.length - 1].content);
    const battles = await page.evaluate(`[...document.querySelectorAll('${SHOWN} g.battle')].map((g) => g.getAttribute('data-battle'))`);
    expect(battles).toEqual(['Y165-Summer-S20-S27-1', 'Y165-Summer-S17-1']);
    await page.hover('g.system[data-id="S17"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(/Battle pending: Y165-Summer-S17-1 \(KLI-3 vs LYR-4\)/);
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(SHOTS, 'map-gm-battles.png') });
  }, 60000);

  it("draws an admiral's map with only what their view holds: no enemy counter they cannot see", async () => {
    const v = viewFor(EAW_VIEW, campaign, 'KLI');
    const page = await open('kli.admiral@example.com');
    expect(await counts(page)).toEqual({ systems: 32, lanes: lanes(v), counters: v.fleets.length });
    const named = (await page.evaluate(
      `[...document.querySelectorAll('${SHOWN} g.counter')].map((g) => g.getAttribute('data-fleet')).filter(Boolean)`,
    )) as string[];
    expect(named.sort()).toEqual(
      v.fleets
        .filter((f) => f.mine)
        .map((f) => f.id)
        .sort(),
    );
    expect(named.every((id) => id.startsWith('KLI-'))).toBe(true);
    const seen = (await page.evaluate(`[...document.querySelectorAll('${SHOWN} g.counter.seen')].map((g) => g.textContent)`)) as string[];
    expect(seen.length).toBe(v.fleets.filter((f) => !f.mine).length);
    // Fleets KLI fought (Summer's battles, on the map's resolved-battle marks) are public: EaW 1e.
    const met = new Set(v.battles.flatMap((b) => [b.fleetA, b.fleetB]));
    const hidden = campaign.fleets.filter((f) => f.empire !== 'KLI' && !met.has(f.id)).map((f) => f.id);
    expect(hidden.length).toBeGreaterThan(5);
    const text = (await page.evaluate('document.documentElement.outerHTML')) as string;
    for (const id of hidden) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    for (const s of v.systems.filter((x) => x.planet === 'Unknown')) {
      await expect(page.locator(`${SHOWN} g.system[data-id="${s.id}"]`).getAttribute('class')).resolves.toBe('system planet-Unknown');
    }
    await page.hover('g.system[data-id="S18"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(/^S18 Cinder Ford\n/);
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'map-KLI.png') });
  }, 60000);

  const show = async (html: string): Promise<Page> => {
    const page = await newPage();
    await page.setContent(html);
    return page;
  };
  const centre = (page: Page, id: string) =>
    page.evaluate(
      `(() => { const r = document.querySelector('svg.sfb-map g.system[data-id="${id}"] circle.planet').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`,
    ) as Promise<[number, number]>;

  it('draws a move of two lanes lane by lane, S04 > S18 > S17, not S18 to S17; the legend names the turn (issue 20)', async () => {
    const orders = { KLI: [order(2, 'KLI-3', 'Jump', 'S18 > S17')], KZI: [], LYR: [], HYD: [] };
    const c = processSeason({ ...start, orders }, seededDice('route'), 'route').campaign;
    const page = await show(mapPageHtml(renderMap(gmView(EAW_VIEW, c)).svg, 'route'));
    const route = page.locator('g.route[data-fleet="KLI-3"]');
    await expect(route.getAttribute('data-route')).resolves.toBe('S04 > S18 > S17');
    const legs = (await page.evaluate(`[...document.querySelectorAll('g.route[data-fleet="KLI-3"] line')].map((l) => {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => +l.getAttribute(a));
      const m = l.getScreenCTM();
      return { cls: l.getAttribute('class'), marker: l.getAttribute('marker-end'), from: [m.a * x1 + m.e, m.d * y1 + m.f], to: [m.a * x2 + m.e, m.d * y2 + m.f] };
    })`)) as { cls: string; marker: string | null; from: [number, number]; to: [number, number] }[];
    expect(legs.map((l) => [l.cls, l.marker])).toEqual([
      ['move-leg', null],
      ['move', 'url(#arrow)'],
    ]);
    // Each leg runs from one system of the route toward the next (it stops short of their markers).
    const [s04, s18, s17] = await Promise.all(['S04', 'S18', 'S17'].map((id) => centre(page, id)));
    const toward = (leg: { from: number[]; to: number[] }, a: number[], b: number[]) =>
      Math.hypot(leg.from[0] - a[0], leg.from[1] - a[1]) < 40 && Math.hypot(leg.to[0] - b[0], leg.to[1] - b[1]) < 40;
    expect(toward(legs[0], s04, s18)).toBe(true);
    expect(toward(legs[1], s18, s17)).toBe(true);
    await expect(page.locator('g.legend').textContent()).resolves.toContain('Moves of Y165 Spring (last season)');
    await expect(page.locator('g.legend').textContent()).resolves.not.toContain('Jump this season');
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'map-route.png') });
  }, 60000);

  it("marks last season's resolved battles with their outcome, shows crippled ships on their fleet, and steps back a turn", async () => {
    const page = await open('gm@example.com');
    const marks = await page.evaluate(
      "[...document.querySelectorAll('svg.sfb-map')[0].querySelectorAll('g.battle.resolved')].map((g) => g.getAttribute('data-battle') + ': ' + g.getAttribute('data-outcome'))",
    );
    const fought = campaign.battles.filter((b) => b.season === 'Y165 Summer');
    expect(marks).toEqual(fought.map((b) => `${b.id}: ${b.winner === 'draw' ? 'a draw' : `won by ${b.winner}`}, VP ${b.vpA}-${b.vpB}`));
    await page.hover('g.system[data-id="S17"] circle.planet');
    await expect(page.locator('#details').textContent()).resolves.toMatch(
      /Battle fought: Y165-Summer-S17-1 \(KLI-3 vs LYR-4\), won by KLI, VP \d+-\d+/,
    );
    // KLI-3 came out of it with crippled ships: its counter says how many and wears the orange corner.
    const crippled = campaign.ships.filter((x) => x.fleet === 'KLI-3' && x.condition === 'Crippled').length;
    expect(crippled).toBeGreaterThan(0);
    const counter = page.locator('svg.sfb-map >> nth=0').locator('g.counter.crippled[data-fleet="KLI-3"]');
    await expect(counter.locator('text').textContent()).resolves.toMatch(new RegExp(`^KLI-3 \\d+ c${crippled}$`));
    await expect(counter.locator('polygon.crippled-mark').count()).resolves.toBe(1);
    await expect(counter.locator('title').textContent()).resolves.toContain(`${crippled} of 3 ships crippled`);
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(SHOTS, 'map-resolved-crippled.png') });
    // Step back to Spring: its moves, no battle fought.
    await page.selectOption('#turn', { index: 1 });
    const visible = await page.evaluate("[...document.querySelectorAll('svg.sfb-map')].map((s) => getComputedStyle(s).display !== 'none')");
    expect(visible).toEqual([true, false].reverse());
    await expect(page.locator('svg.sfb-map >> nth=1').locator('g.legend').textContent()).resolves.toContain('Moves of Y165 Spring');
    await expect(page.locator('svg.sfb-map >> nth=1').locator('g.battle').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'map-gm-spring.png') });
  }, 60000);

  it("shows an admiral the enemy fleet of their own pending battle (EaW 1e), and no other empire's fleet", async () => {
    const pending = pendingSample();
    pending.fake.setActiveUser('kli.admiral@example.com');
    pending.addOn.menuMap();
    const page = await show(pending.fake.ui.dialogs[pending.fake.ui.dialogs.length - 1].content);
    const shown = (await page.evaluate(
      "[...document.querySelectorAll('svg.sfb-map')[0].querySelectorAll('g.counter.seen')].map((g) => g.getAttribute('data-fleet') + ' at ' + g.parentNode.getAttribute('data-system'))",
    )) as string[];
    expect(shown.sort()).toEqual(['KZI-6 at S27', 'LYR-4 at S17']);
    await page.hover('g.system[data-id="S17"] circle.planet', { force: true }); // its "?" (unexplored, EaW 1c) lies on top
    await expect(page.locator('#details').textContent()).resolves.toMatch(
      /Fleets: .*LYR-4 \(235 CBPV\).*\nBattle pending: Y165-Summer-S17-1 \(KLI-3 vs LYR-4\)/s,
    );
    const c = campaignOf(pending.fake);
    const text = (await page.evaluate('document.documentElement.outerHTML')) as string;
    for (const f of c.fleets.filter((x) => x.empire !== 'KLI' && !['LYR-4', 'KZI-6'].includes(x.id)))
      expect(text).not.toMatch(new RegExp(`data-fleet="${f.id}"`));
    expect(overlapping((await page.evaluate(LAYOUT)) as Rect[])).toEqual([]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(SHOTS, 'map-KLI-pending.png') });
  }, 60000);

  it("renders the benchmark campaign's map (1000 systems) in under a second in the page, labels apart", async () => {
    const c = processSeason(parseCampaign(csvSources(generateCampaign(BENCH_CAMPAIGN).texts)).campaign, seededDice('map'), 'map').campaign;
    const v = gmView(EAW_VIEW, c);
    const { svg } = renderMap(v);
    const page = await newPage();
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
