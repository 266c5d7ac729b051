// One way to start a real browser for the page tests: the Chromium build that the npm package
// @sparticuz/chromium ships (unpacked to /tmp on first use), driven by playwright-core. Nothing to
// install by hand; CHROMIUM_PATH points at another Chromium if you prefer.
import chromium from '@sparticuz/chromium';
import { chromium as playwright, Browser, Page } from 'playwright-core';
import { mkdirSync } from 'fs';
import { join } from 'path';
import { mapPageHtml } from '../../src/ui/mapPage';

/**
 * The package's flags without its GPU emulated in software (SwiftShader's GL): the pages draw on the CPU
 * raster alone, for about half the CPU of the page tests (issue 29, item 7).
 */
const ARGS = [...chromium.args.filter((a) => !/gpu|gl=|angle|swiftshader/.test(a)), '--disable-gpu'];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (await chromium.executablePath());
  return playwright.launch({ executablePath, args: ARGS, headless: true });
}

let browser: Browser | undefined;

/**
 * One browser for every page test of a file (test/mapPage.test.ts, which imports the other pages' tests
 * from test/pages/): call at the file's top level; started before its tests, closed after them.
 */
export function withBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  }, 60000);
  afterAll(async () => browser?.close());
}

/** A new page of the file's browser (withBrowser). */
export const newPage = (viewport = { width: 1400, height: 1000 }): Promise<Page> => browser!.newPage({ viewport });

/** `show` opens a map's SVG in a new page, as the map page holds it (screenshots go to SHOTS). */
export function mapPages(title: string, viewport = { width: 1400, height: 1000 }): { show: (svg: string) => Promise<Page> } {
  return {
    show: async (svg) => {
      const page = await newPage(viewport);
      await page.setContent(mapPageHtml(svg, title));
      return page;
    },
  };
}

/** Where the page tests leave their screenshots. */
export const SHOTS = join(__dirname, '../../out');
