/**
 * Renders public/favicon.png, the icon pages link, from public/favicon.svg: `npx tsx scripts/favicon.ts`
 * after changing the SVG. Pages link the PNG because Chromium decodes an SVG icon by building a whole SVG
 * document on the page's main thread after the load event, where Lighthouse
 * counts it as blocking (docs/decisions/022-lighthouse-host-floor.md). 48 px covers a 16 px tab icon at
 * a phone's 3× density.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const FAVICON_SIZE = 48;

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE } });
await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
await page.screenshot({ path: 'public/favicon.png', omitBackground: true });
await browser.close();
console.log(`wrote public/favicon.png (${FAVICON_SIZE}×${FAVICON_SIZE})`);
