import { callBookingPageCopy } from '../src/content/page-copy/call-booking.ts';
import { chatCopy } from '../src/content/chat.ts';
import { site } from '../src/content/site.ts';
import { welcomeContent } from '../src/content/welcome.ts';
import type { Page } from '@playwright/test';
import { test, expect, stepClockUntilReactOwns, waitForHydration, waitForReact } from './fixtures.ts';

/** The widgets and timed behaviour of the marketing pages, in the production build. */

test('Ann answers a booking question and takes the visitor to the booking page', async ({ page, consoleErrors }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: chatCopy.launcherLabel });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: chatCopy.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: chatCopy.inputLabel })).toBeFocused();
  await expect(panel).toContainText(chatCopy.greeting.text);

  await page.keyboard.type('Can I book a call this week?');
  await page.keyboard.press('Enter');
  await expect(panel.getByText(chatCopy.typing)).toBeVisible();
  const bookingLink = panel.getByRole('link', { name: 'Book a free consultation' });
  await expect(bookingLink).toBeVisible({ timeout: 3_000 });
  await expect(panel.getByText(chatCopy.typing)).toBeHidden();

  await bookingLink.click();
  await expect(page).toHaveURL('/call-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(callBookingPageCopy.heading);
  expect(consoleErrors).toEqual([]);
});

test('Escape closes the chat and gives focus back to the launcher', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: chatCopy.launcherLabel });
  await launcher.click();
  await expect(page.getByRole('dialog', { name: chatCopy.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: chatCopy.title })).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('text size and high contrast are remembered and applied before the page paints', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab'); // the accessibility launcher, second on every page
  const launcher = page.getByRole('button', { name: 'Accessibility settings' });
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  await panel.getByRole('button', { name: 'Increase text size' }).click();
  await panel.getByRole('button', { name: 'Increase text size' }).click();
  await panel.getByRole('switch', { name: /high contrast/i }).click();
  await page.keyboard.press('Escape');
  await expect(launcher).toBeFocused();

  // The inline script in <head> applies the choices before any bundle runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
  await page.unroute('**/assets/*.js');

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(html).not.toHaveAttribute('data-contrast', 'high');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
});

test('the explainer plays from the site’s own file and hands over to /path-selector at 36 s', async ({ page, consoleErrors }) => {
  await page.goto('/professional');
  await waitForHydration(page);
  await page.getByRole('button', { name: /explainer/i }).click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname)).toMatch(/^\/video\/explainer\.(webm|mp4)$/);

  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 35.6;
  });
  await expect(page).toHaveURL('/path-selector', { timeout: 10_000 });
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

/**
 * Opens /welcome with its clock paused from the start, so a slow host's load time is not the page's
 * time, and returns how much page time passed before React owned the countdown (its timer starts then
 * or earlier): the 8 s are measured from the page's own start, within that tolerance.
 */
async function openWelcomeOnPausedClock(page: Page): Promise<number> {
  await page.clock.install({ time: WELCOME_START });
  // A minute on: well past what the clock can run between these two calls, however slow the host.
  await page.clock.pauseAt(WELCOME_START + 60_000);
  await page.goto('/welcome');
  return stepClockUntilReactOwns(page, page.getByRole('button', { name: welcomeContent.stay }));
}
const WELCOME_START = Date.UTC(2026, 0, 5, 17, 0, 0);

test('/welcome moves on to /path-selector after 8 seconds', async ({ page }) => {
  const hydratedAfter = await openWelcomeOnPausedClock(page);
  expect(hydratedAfter, 'page time spent hydrating').toBeLessThan(welcomeContent.redirectAfterMs - 1_000);
  // One second before the earliest moment the redirect may come: still here.
  await page.clock.runFor(welcomeContent.redirectAfterMs - 1_000 - hydratedAfter);
  await expect(page).toHaveURL('/welcome');
  // The latest moment it may come: the 8 s counted from when the countdown could have started.
  await page.clock.runFor(1_000 + hydratedAfter);
  await expect(page).toHaveURL('/path-selector');
});

test('"Stay on this page" keeps the visitor on /welcome', async ({ page }) => {
  await openWelcomeOnPausedClock(page);
  await page.getByRole('button', { name: welcomeContent.stay }).click();
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL('/welcome');
});

test('the old four-x-conversions address lands on the 4x Conversions page', async ({ page, request }) => {
  const served = await (await request.get('/services/four-x-conversions')).text();
  expect(served).toContain(`<link rel="canonical" href="${site.url}/services/4x-conversions"`);
  await page.goto('/services/four-x-conversions');
  await expect(page).toHaveURL('/services/4x-conversions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('4x Conversions');
});

test('the testimonial carousel moves with its buttons and the arrow keys', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no auto-advance under the test's feet
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  await next.scrollIntoViewIfNeeded();
  await waitForReact(next);
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current).toHaveAttribute('aria-label', '1 of 5');
  await next.click();
  await expect(current).toHaveAttribute('aria-label', '2 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '1 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '5 of 5');
});

test('the testimonial carousel advances on its own after 5 s, and the slide it names is the one on screen', async ({ page, consoleErrors }) => {
  // The page's clock is Playwright's: it runs as usual while the page loads, and stands still for the 5 s.
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
  await pause.scrollIntoViewIfNeeded();
  await waitForReact(pause);

  // By keyboard, with the pointer elsewhere: hovering holds the rotation, focus on its own control does not.
  await page.mouse.move(0, 0);
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = carousel.getByRole('button', { name: 'Play automatic slide show' });
  await expect(play).toBeFocused();
  const first = Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
  const following = (first % 5) + 1;
  // Not before 5 s, then on to the next slide, timed by the page's clock stopped before the key press:
  // a slow host (or a slow test runner) cannot make it pass or fail. The clock stops a little ahead of
  // the page's now (it cannot be stopped in its past), which no timer minds while the rotation is off.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
  await page.keyboard.press('Enter');
  await expect(pause).toBeFocused();
  await page.clock.runFor(4_999);
  expect(await current.getAttribute('aria-label'), 'the slide after 4.999 s').toBe(`${first} of 5`);
  await page.clock.runFor(1);
  await expect(current).toHaveAttribute('aria-label', `${following} of 5`);
  await page.clock.resume();
  // Embla scrolled there: the named slide lines up with the carousel's window, the one before has left it.
  const carouselWindow = slides.first().locator('xpath=../..');
  const offset = async () => {
    const [slide, frame] = await Promise.all([slides.nth(following - 1).boundingBox(), carouselWindow.boundingBox()]);
    return slide && frame ? Math.round(slide.x - frame.x) : null;
  };
  await expect.poll(offset, { message: 'the named slide lines up with the carousel window' }).toBe(0);
  await expect(slides.nth(first - 1)).not.toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
