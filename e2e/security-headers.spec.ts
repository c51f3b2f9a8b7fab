import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersForPath, inlineScripts, parseHeadersFile, scriptHash } from '../scripts/lib/security-headers.ts';
import { newAdmin, signInAsAdmin } from './admin-steps.ts';
import { BACKEND_URL } from './backend.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

/**
 * Security headers: the served site (vite preview applying dist/_headers, as the static host does)
 * sends a Content-Security-Policy without inline scripts and the other security headers, the pages
 * run under it without a single violation, and an injected script is refused.
 */

// Runs against the built site only (playwright.config.ts leaves it out with E2E_BASE_URL): `vite` sends no policy.

const headersPath = join(import.meta.dirname, '..', 'dist', '_headers');
const builtRules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

for (const path of ['/', '/professional', '/admin', '/no-such-page']) {
  test(`${path} answers with the security headers of dist/_headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const headers = response.headers();
    expect(builtRules.length, 'dist/_headers has rules (npm run build writes it)').toBeGreaterThan(0);
    for (const [name, value] of Object.entries(headersForPath(builtRules, path))) expect(headers[name.toLowerCase()], name).toBe(value);
    // Only the staff pages isolate their window from other sites' (decision 023).
    expect(headers['cross-origin-opener-policy']).toBe(path === '/admin' ? 'same-origin' : undefined);

    const policy = directives(headers['content-security-policy'] ?? '');
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.filter((source) => source.includes('*'))).toEqual([]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // The browser reaches the site and the Supabase project; Google only for reCAPTCHA, when configured.
    for (const source of policy.get('connect-src') ?? []) expect(["'self'", new URL(BACKEND_URL).origin]).toContain(source);

    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(YEAR_SECONDS);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(headers['referrer-policy']);
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['x-frame-options']).toBe('DENY');

    // Every inline script the page carries is allowed by its hash, so nothing of ours is blocked.
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(scriptSources).toContain(scriptHash(script));
  });
}

test('the hashed assets are cached for a year, immutable, and carry the headers too', async ({ page, request }) => {
  await page.goto('/');
  // The page names its entry module for the loader that starts it after the first paint.
  const modules = JSON.parse((await page.locator('script#deferred-modules').textContent()) ?? '{}') as { entry?: string };
  expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const response = await request.get(modules.entry ?? '/assets/missing.js');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the home page hydrates and runs under the policy, its lazy widgets included, with no violation', async ({ page, consoleErrors }) => {
  const headerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content-Security-Policy|Content Security Policy/i.test(message.text())) headerWarnings.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  // A lazily loaded widget: its chunk and its styles come in under the policy too.
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Accessibility' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  // Chromium warns of a header it cannot parse (an unknown Permissions-Policy feature) on every page.
  expect(headerWarnings).toEqual([]);
  // The auto fixture fails the test on any securitypolicyviolation event.
});

test('the pre-paint accessibility script runs under the policy (allowed by its hash)', async ({ page }) => {
  // Without the app's bundle, only the inline script can have applied the saved text size.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ textSize: 150, highContrast: true })));
  await page.goto('/professional');
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
});

test.describe('markup injected into a served page', () => {
  test.use({ expectedCspViolation: /^script-src(-elem|-attr)? blocked (inline|eval) / });

  test('runs nothing: an inline <script>, an onload= handler and eval are refused, and each is reported', async ({ page, cspViolations }) => {
    // What a stored XSS would look like: the attacker's markup inside the page's own HTML, served
    // with its own headers. The site's own script file tries eval (Playwright's evaluate would bypass the policy).
    await page.route('**/assets/e2e-eval-probe.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "try { eval('window.evaluated = true'); } catch { window.evalRefused = true; }" }),
    );
    await page.route('**/professional', async (route) => {
      const response = await route.fetch();
      // After #root, so hydration does not trip over it.
      const injected = '<script>window.injected = true;</script><img src="/favicon.svg" alt="" onload="window.handled = true"><script src="/assets/e2e-eval-probe.js"></script></body>';
      await route.fulfill({ response, body: (await response.text()).replace('</body>', injected) });
    });
    await page.goto('/professional');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => 'evalRefused' in window)).toBe(true);
    expect(await page.evaluate(() => ({ injected: 'injected' in window, handled: 'handled' in window, evaluated: 'evaluated' in window }))).toEqual({
      injected: false,
      handled: false,
      evaluated: false,
    });
    await expect
      .poll(() => cspViolations.map((violation) => violation.split(' at ')[0]))
      .toEqual(expect.arrayContaining(['script-src-elem blocked inline', 'script-src-attr blocked inline', 'script-src blocked eval']));
  });
});

test.describe('the admin', () => {
  // Playwright's trace recorder puts a script into every frame, and Chromium refuses it in the heatmap's
  // sandboxed frame (with or without the CSP; with --trace off there is no such message).
  test.use({ expectedConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/] });

  test('runs under the policy: sign-in against Supabase, the dashboard, the heatmap frame styled', async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page, await newAdmin(testInfo));
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('img', { name: /^Click heatmap: / })).toBeVisible();
    const frame = page.frameLocator('iframe[title^="Layout of"]');
    await expect(frame.locator('#root')).toBeAttached();
    // The site's stylesheet applies inside the srcdoc frame (which inherits the policy): Tailwind's
    // preflight zeroes the body margin that an unstyled document keeps at 8px.
    expect(await frame.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe('0px');
    expect(consoleErrors).toEqual([]);
  });
});
