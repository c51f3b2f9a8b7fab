import type { BrowserContext, Page } from '@playwright/test';
import { consentBannerCopy } from '../src/content/privacy.ts';
import { newAdmin, signInAsAdmin } from './admin-steps.ts';
import { uniqueEmail } from './backend.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';
import { violations } from './page-checks.ts';

/** Nothing is collected before consent, and what is collected reaches the admin. */

const isTracking = (url: string) => /\/api\/(track-conversion|heatmap-|analytics-events)/.test(url);

/**
 * Playwright does not report navigator.sendBeacon requests, so the page logs every beacon and fetch
 * URL into sessionStorage (which survives the navigations of one tab) for the test to read.
 */
async function logOutgoingRequests(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const log = (url: string) => {
      const list = JSON.parse(sessionStorage.getItem('e2e-requests') ?? '[]') as string[];
      sessionStorage.setItem('e2e-requests', JSON.stringify([...list, url]));
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      log(String(url));
      return sendBeacon(url, data);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      log(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return fetch(input, init);
    };
  });
}

async function trackingSent(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-requests') ?? '[]') as string[]);
  return urls.filter(isTracking);
}

/** Clicks a few places of the page and leaves it, which flushes the batched beacons. */
async function clickAroundAndLeave(page: Page, leaveTo: string): Promise<void> {
  for (const [x, y] of [
    [200, 300],
    [640, 420],
    [900, 200],
  ] as const) {
    await page.mouse.click(x, y);
  }
  await page.goto(leaveTo);
}

test.describe('a first visit', () => {
  test.use({ privacyChoice: 'undecided' });

  test('asks before measuring, and after "Reject" sends no tracking request at all', async ({ page }) => {
    await logOutgoingRequests(page);
    const consentPosts: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/consent')) consentPosts.push(request.postDataJSON());
    });
    await page.goto('/services');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: consentBannerCopy.title }).or(page.getByRole('dialog', { name: consentBannerCopy.title }));
    await expect(banner).toBeVisible();
    const accept = banner.getByRole('button', { name: consentBannerCopy.accept });
    const reject = banner.getByRole('button', { name: consentBannerCopy.reject });
    // Rejecting is as easy as accepting: the same size.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);

    await reject.click();
    await expect(banner).toBeHidden();
    await expect.poll(() => consentPosts.length).toBe(1);
    expect(consentPosts[0]).toMatchObject({ analytics: false, source: 'banner' });

    await clickAroundAndLeave(page, '/case-studies');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: consentBannerCopy.accept })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await trackingSent(page)).toEqual([]);
  });

  test('with Global Privacy Control the banner is not shown and nothing is tracked', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await logOutgoingRequests(context);
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: consentBannerCopy.accept })).toHaveCount(0);
    await clickAroundAndLeave(page, '/services');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await trackingSent(page)).toEqual([]);
    await context.close();
  });
});

test('a visit from a UTM link that ends in a lead shows that attribution in the lead', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'utm');
  await page.goto('/resources?utm_source=google&utm_medium=cpc&utm_campaign=fall-dental&gclid=e2e-click-1');
  await waitForHydration(page);
  await page.goto('/resources'); // a later page of the same visit keeps the landing page's attribution
  await waitForHydration(page);
  const form = page.getByRole('form').first();
  await waitForReact(form.getByRole('button', { name: 'Download Free Guide' }));
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Name/).fill('Uma Tracker');
  await form.getByRole('button', { name: 'Download Free Guide' }).click();
  await expect(page.getByText('Success! Check your email for the download link.')).toBeVisible();

  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.getByRole('searchbox').fill(email);
  // The search applies after a typing pause: open the lead once the list shows only it.
  await expect(page.getByText(/^Showing 1–1 of 1 leads?$/)).toBeVisible();
  await page.getByRole('link', { name: 'Uma Tracker' }).filter({ visible: true }).first().click();
  const attribution = page.getByRole('region', { name: 'Attribution' }).or(page.locator('section', { hasText: 'Attribution' })).first();
  await expect(attribution).toContainText('google');
  await expect(attribution).toContainText('cpc');
  await expect(attribution).toContainText('fall-dental');
  await expect(attribution).toContainText('e2e-click-1');
  await expect(attribution).toContainText('/resources?utm_source=google');
});

test.describe('a visitor who accepted analytics', () => {
  test.use({ privacyChoice: 'accepted' });

  test('leaves clicks that appear in the admin heatmap of that page', async ({ page }, testInfo) => {
    await logOutgoingRequests(page);
    await page.goto('/sitemap');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await clickAroundAndLeave(page, '/');
    await waitForHydration(page);
    // The same log that stays empty for a visitor who rejected records these beacons.
    expect(await trackingSent(page)).toContainEqual(expect.stringMatching(/\/api\/heatmap-clicks$/));

    await signInAsAdmin(page, await newAdmin(testInfo));
    const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
    await page.goto(`/admin?tab=analytics&page=${encodeURIComponent('/sitemap')}&device=${device}`);
    const heatmap = page.getByRole('region', { name: /heatmap/i }).or(page.locator('section', { hasText: /heatmap/i })).first();
    await expect(heatmap).toContainText(/\b[3-9]\d* clicks?\b|\b\d{2,} clicks?\b/);
  });

  test('reports scroll depth 25, 50 and 75 % of the home page as it really lays out, each once', async ({ page, consoleErrors }) => {
    // The page's analytics also calls window.gtag when there is one: a stand-in records the events.
    await page.addInitScript(() => {
      const events: { name: string; params: Record<string, unknown> }[] = [];
      Object.assign(window, { e2eGtagEvents: events, gtag: (_command: string, name: string, params: Record<string, unknown>) => events.push({ name, params }) });
    });
    const events = (name: string) =>
      page.evaluate(
        (wanted) => (window as unknown as { e2eGtagEvents: { name: string; params: Record<string, unknown> }[] }).e2eGtagEvents.filter((event) => event.name === wanted).map((event) => event.params),
        name,
      );
    const scrollToShare = (share: number) =>
      page.evaluate((to) => window.scrollTo(0, to * (document.documentElement.scrollHeight - window.innerHeight)), share);

    await page.goto('/');
    await waitForHydration(page);
    // The collectors load in idle time after consent; page_load_time is their first word.
    await expect.poll(() => events('page_load_time'), { timeout: 15_000 }).toHaveLength(1);
    expect(await events('scroll_depth')).toEqual([]);

    await scrollToShare(0.35);
    await expect.poll(() => events('scroll_depth')).toEqual([{ percent: 25 }]);
    await scrollToShare(0.6);
    await expect.poll(() => events('scroll_depth')).toEqual([{ percent: 25 }, { percent: 50 }]);
    await scrollToShare(1);
    await expect.poll(() => events('scroll_depth')).toEqual([{ percent: 25 }, { percent: 50 }, { percent: 75 }]);
    await scrollToShare(0);
    await scrollToShare(1);
    await page.waitForTimeout(500);
    expect(await events('scroll_depth')).toHaveLength(3);
    expect(consoleErrors).toEqual([]);
  });
});

test('the Analytics tab draws the seeded picture, accessibly', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  for (const heading of ['Leads per day by channel', 'Quiz funnel', 'A/B test: hero button (hero_cta_v1)', 'Click heatmap', 'Scroll depth', 'Web vitals (75th percentile)']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const abTest = page.getByRole('region', { name: 'A/B test: hero button (hero_cta_v1)' });
  await expect(abTest).toContainText(/B converts .* than A, p = \d\.\d\d/);
  await expect(abTest).toContainText(/Split \d[\d,]* \/ \d[\d,]*: even/);
  await expect(page.getByRole('img', { name: /^Click heatmap: \d[\d,]* clicks on \// })).toBeVisible();
  // Every panel has drawn (above). Not networkidle: the heatmap's layout is a lazy iframe of the home page,
  // whose own lazy images can keep the network from ever settling while nothing on the tab changes.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await violations(page, { exclude: 'iframe' })).toEqual([]);
  await testInfo.attach('analytics-tab', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
