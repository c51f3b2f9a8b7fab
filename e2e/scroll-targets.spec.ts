import { homePageCopy } from '../src/content/page-copy/home.ts';
import { packagesPageCards } from '../src/content/packages.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

/**
 * When navigation state carries a scroll target, the page smoothly scrolls to that element after
 * 100 ms and clears the state (docs/product.md#navigation-and-scrolling). The only links that carry one are the package cards
 * on /services (scrollTargetState in src/components/sections/package-card.tsx), which send the
 * visitor to the home page's onboarding wizard. That is a client-side navigation: the browser draws the
 * home page itself, and the wizard, some 15,000 px down, is in an island whose code arrives after the
 * scroll has been asked for: jsdom renders it at once, so only a real browser shows whether the visitor
 * gets there. The cards are
 * one component: src/pages/services.test.tsx checks that each card's link asks for the wizard, and the
 * browser follows the most popular one.
 */
const popularCard = packagesPageCards.find((card) => card.highlight);
if (!popularCard) throw new Error('No package card on /services is marked most popular.');

test(`"${popularCard.cta}" on ${popularCard.name}, the most popular package, brings the visitor to the home page's onboarding wizard`, async ({ page, consoleErrors }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: `${popularCard.cta} with ${popularCard.name}` });
  await waitForReact(link);
  await link.click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePageCopy.heading);
  const onboarding = page.locator('#onboarding');
  // Drawn once the islands' code has arrived, then scrolled to.
  await expect(onboarding).toBeInViewport({ timeout: 10_000 });
  await expect(onboarding.getByText('Step 1 of 4')).toBeInViewport();
  // Still there once the smooth scroll and the sections above have settled.
  await page.waitForTimeout(1000);
  await expect(onboarding).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

  // The state is cleared, so Back and forward, or a reload, do not scroll again.
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

/**
 * Sections whose code arrives while the page scrolls change its layout under the scroll: the
 * pathfinder above the wizard is 560 px taller than its placeholder on a phone, and the wizard itself
 * 260 px taller, which the browser's scroll anchoring turns into a view past the wizard's top. The
 * scroll waits for both (scroll-when-present.ts); here the code of one comes 1.2 s late, as on a slow
 * network or a busy phone.
 */
const lateSections = [
  { chunk: 'pathfinder-section', where: 'above it' },
  { chunk: 'onboarding-wizard', where: 'in it' },
] as const;
for (const { chunk, where } of lateSections) {
  test(`the scroll lands on the wizard even when the code of the section ${where} comes late`, async ({ page, consoleErrors }) => {
    await page.goto('/services');
    await waitForHydration(page);
    let delayed = 0;
    await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const link = page.getByRole('link', { name: /^Get Started with / }).first();
    await waitForReact(link);
    await link.click();

    const step = page.locator('#onboarding').getByText('Step 1 of 4');
    await expect(step).toBeInViewport({ timeout: 10_000 });
    await page.waitForTimeout(1000);
    // At the top of the screen, below the sticky header, as without the delay: not pushed down, nor scrolled past.
    const top = await step.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(0.25);
    expect(delayed).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * The same wait, by URL fragment: in-app links from another page to anchors of the home page, which
 * the browser draws as the islands holding them arrive.
 */
test.describe('links from another page to a section of the home page', () => {
  const links = [
    { from: '/sitemap', name: 'About Us', id: 'about' },
    { from: '/sitemap', name: 'Our Guarantee', id: 'guarantee' },
    { from: '/sitemap', name: 'Frequently Asked Questions', id: 'faq' },
    { from: '/sitemap', name: 'Contact Us', id: 'contact' },
    { from: '/services', name: 'Take the Pathfinder Quiz', id: 'pathfinder' },
  ] as const;

  for (const { from, name, id } of links) {
    test(`"${name}" on ${from} scrolls the home page to #${id}`, async ({ page, consoleErrors }) => {
      await page.goto(from);
      await waitForHydration(page);
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await waitForReact(link);
      await link.click();

      await expect(page).toHaveURL(`/#${id}`);
      const target = page.locator(`#${id}`);
      await expect(target).toBeInViewport({ timeout: 10_000 });
      await page.waitForTimeout(1000);
      await expect(target).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });
  }
});
