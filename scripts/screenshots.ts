/**
 * Takes full-page screenshots of some routes at phone and desktop widths, for a person to
 * look at: `npx tsx scripts/screenshots.ts [base-url] [path ...]` (build and preview first).
 * Prints every console error and page error it sees.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

const [base = 'http://localhost:4173', ...paths] = process.argv.slice(2);
const routes = paths.length > 0 ? paths : ['/', '/services', '/does-not-exist'];
const widths = [390, 1280];
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';

const browser = await chromium.launch(chromiumLaunchOptions());
await mkdir(outDir, { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[${width}] console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${width}] pageerror: ${error.message}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // As a visitor would: sections deferred until approached (deferredSection) render on the way down.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelector('[data-deferred-section]') === null);
    const name = route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
