/**
 * Takes full-page screenshots of some routes at phone and desktop widths, for a person to
 * look at: `npx tsx scripts/screenshots.ts [--no-script] [base-url] [path ...]` (build and preview
 * first). `--no-script` turns JavaScript off: the page as served, as a crawler or a slow phone's first
 * paint gets it (its files end in `-no-script`). Prints every console error and page error it sees.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

const args = process.argv.slice(2);
const noScript = args.includes('--no-script');
const [base = 'http://localhost:4173', ...paths] = args.filter((arg) => arg !== '--no-script');
const routes = paths.length > 0 ? paths : ['/', '/services', '/does-not-exist'];
const widths = [390, 1280];
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';

const browser = await chromium.launch(chromiumLaunchOptions());
await mkdir(outDir, { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: !noScript });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[${width}] console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${width}] pageerror: ${error.message}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    if (!noScript) {
      // As a visitor would: the islands (lib/loading/island.tsx) hydrate on the way down.
      await page.mouse.wheel(0, 1);
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 450) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
    }
    const name = `${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}${noScript ? '-no-script' : ''}`;
    await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
    console.log(`${outDir}/${name}.png`);
  }
  await page.close();
}
await browser.close();
