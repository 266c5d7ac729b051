// A headless Chromium for the browser tests, from the npm package @sparticuz/chromium (it ships a
// brotli-packed Chromium with its libraries and unpacks it into /tmp on first use), driven by
// playwright-core. Set CHROMIUM_PATH to use another Chromium instead. Nothing to install by hand.
import { chromium as playwright, Browser } from 'playwright-core';
import sparticuz from '@sparticuz/chromium';

/** Launches the browser; the caller closes it. Fails (never skips) when no Chromium can start. */
export async function launchChromium(): Promise<Browser> {
  const override = process.env.CHROMIUM_PATH;
  sparticuz.setGraphicsMode = false; // no WebGL needed: skips unpacking SwiftShader
  const executablePath = override || (await sparticuz.executablePath());
  return playwright.launch({
    executablePath,
    args: [...(override ? [] : sparticuz.args), '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
