// The battle-card page in a real browser (the Chromium of @sparticuz/chromium, driven by playwright-core),
// the browser of test/mapPage.test.ts, which runs these tests.
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import { newPage, SHOTS } from '../support/browser';

/** The page the GM sees after Summer brings KLI-3 onto LYR-4 at S17. */
function battleCardsPage(): string {
  const { addOn, fake } = loadAddOn(join(__dirname, '../../dist'));
  addOn.menuNewSampleCampaign();
  addOn.menuProcessSeason();
  fake.spreadsheet
    .getSheetByName('Orders KLI')!
    .getRange('A2:F2')
    .setValues([['KLI-3', 'Jump', 'S18 > S17', '', '', '']]);
  addOn.menuProcessSeason();
  addOn.menuBattleCards();
  return fake.ui.dialogs[fake.ui.dialogs.length - 1].content;
}

describe('battle cards page', () => {
  it('renders each battle with both fleets ship by ship, the set-up card and a print button', async () => {
    const page = await newPage({ width: 900, height: 1200 });
    await page.setContent(battleCardsPage());
    await expect(page.locator('section h2').first().textContent()).resolves.toMatch(/Battle Y165-Summer-S17-1/);
    const heads = await page.locator('section h3').allTextContents();
    expect(heads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Side A: KLI-3 \(KLI\), 253 CBPV$/),
        expect.stringMatching(/^Side B: LYR-4 \(LYR\), 235 CBPV$/),
        'Set-up',
      ]),
    );
    expect(await page.locator('section table').first().locator('tr').count()).toBe(1 + 3); // header + KLI-3's three ships
    await expect(page.locator('pre').first().textContent()).resolves.toMatch(/EaW 20/);
    await expect(page.locator('button').textContent()).resolves.toBe('Print');
    // Evaluated in the page (a string: the tests compile without DOM types).
    const print = await page.evaluate("getComputedStyle(document.querySelector('section')).pageBreakAfter");
    expect(print).toBe('always');
    await page.screenshot({ path: join(SHOTS, 'battle-cards.png'), fullPage: false });
  }, 30000);
});
