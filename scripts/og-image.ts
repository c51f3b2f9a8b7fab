/**
 * Renders public/images/og-default.jpg, the 1200×630 link-preview image, from site settings:
 * `npx tsx scripts/og-image.ts` after changing the agency's name or tagline.
 */
import { chromium } from '@playwright/test';
import { site } from '../src/content/site.ts';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;
  background:linear-gradient(135deg,#0b1533 0%,#1d4ed8 100%);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:24px">
    <svg viewBox="0 0 40 40" width="96" height="96"><rect width="40" height="40" rx="10" fill="#fff"/><path d="M8 27 L16 15 L22 22 L32 10" fill="none" stroke="#1d4ed8" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="10" r="3.5" fill="#c2410c"/></svg>
    <div style="font-size:44px;font-weight:800">${escape(site.name)}</div>
  </div>
  <div style="font-size:68px;font-weight:800;line-height:1.1;margin-top:48px;max-width:980px">Find Your Perfect Marketing Plan in 60 Seconds</div>
  <div style="font-size:32px;margin-top:28px;color:#e0e9ff">${escape(site.tagline)} · Pay only for verified results</div>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/images/og-default.jpg', type: 'jpeg', quality: 85 });
await browser.close();
console.log('wrote public/images/og-default.jpg');
