import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import { serveDist } from './bench/lib/serve-dist.ts';
const dist = process.env.DIST ?? 'dist';
const served = await serveDist(process.cwd(), dist);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const files: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') files.push(new URL(r.url()).pathname); });
  await page.goto(served.origin + route + (route === '/manage-booking' ? '#' + 'A'.repeat(43) : ''), { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  let total = 0;
  const rows = files.map((f) => { const p = `${dist}${f}`; const kb = existsSync(p) ? gzipSync(readFileSync(p), { level: 9 }).length / 1024 : 0; total += kb; return `${kb.toFixed(1).padStart(6)} ${f}`; });
  console.log(`${route}: ${total.toFixed(1)} KB, ${files.length} req\n${rows.sort().reverse().join('\n')}`);
  await ctx.close();
}
await browser.close(); await served.close();
