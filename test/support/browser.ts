// One way to start a real browser for the page tests: the Chromium build that the npm package
// @sparticuz/chromium ships (unpacked to /tmp on first use), driven by playwright-core. Nothing to
// install by hand; CHROMIUM_PATH points at another Chromium if you prefer.
import chromium from '@sparticuz/chromium';
import { chromium as playwright, Browser } from 'playwright-core';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (await chromium.executablePath());
  return playwright.launch({ executablePath, args: chromium.args, headless: true });
}
