import { chromium } from '@playwright/test';
import { serveDist } from './bench/lib/serve-dist.ts';
const served = await serveDist(process.cwd(), 'dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(served.origin + '/service-agreement?package=Growth%20Engine&monthly=3500&setup=5000');
  await page.waitForSelector('#agreement-terms');
  await page.locator('#agreement-terms h3').last().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Accept Agreement' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/agree-${width}.png` });
  await page.goto(served.origin + '/services/ai-voice-agents');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/svc-${width}.png` });
  await page.goto(served.origin + '/all-services');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/all-${width}.png`, fullPage: false });
  await ctx.close();
}
await browser.close(); await served.close();
