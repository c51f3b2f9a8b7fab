import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import { readMainContent, type MainContent } from '../scripts/lib/served-content.ts';
import { fragmentNamesAnchor } from '../src/lib/route-table.ts';
import { textSizeBounds } from '../src/features/accessibility/preferences.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

/** The page checks shared by the per-route journey (every-route.spec.ts) and the widgets' (accessibility.spec.ts). */

/** WCAG 2.2 A and AA: the agency sells this work, so its own pages must pass it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Brings every finite CSS animation and transition to its end state. axe reads colours as painted, and a
 * dialog still fading in is half transparent: it would fail contrast it meets at rest. Finished, not
 * waited for: an animation advances only with the renderer's frames, and headless Chromium under a full
 * run's load has paused those for the rest of a test (the home page's 280 colour transitions after high
 * contrast was switched on were still running 5 s later, once in 20 runs). Endless animations (a
 * spinner, a pulsing placeholder) are left as they are: they have no end.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}

/**
 * axe-core's findings against wcagTags, with animations at their end, one readable line per node;
 * `exclude` leaves out what matches a selector.
 */
export async function violations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  await finishAnimations(page);
  // A section the browser has not rendered yet (content-visibility: auto, the render-when-near utility) has
  // no layout, and axe would judge its text against a white it assumes: render everything for the check.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  const axe = new AxeBuilder({ page }).withTags(wcagTags);
  if (exclude) axe.exclude(exclude);
  // axe's default mode runs each frame apart and merges the results in a new blank page, so that it can
  // reach frames of other origins: half of each check's time on a 2-core machine. A page whose frames
  // are all its own origin's gets the same findings from one run in the page (legacy mode); a page with a
  // frame from elsewhere keeps the default.
  const pageOrigin = new URL(page.url()).origin;
  const framesAllOwnOrigin = page.frames().every((frame) => !/^https?:/.test(frame.url()) || new URL(frame.url()).origin === pageOrigin);
  const results = await axe.setLegacyMode(framesAllOwnOrigin).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}

/** Why the home page's tests get Playwright's slow budget (3× the 30 s). */
export const homePageIsSlow = 'the home page is long: opening it fully and running axe over it takes 13–16 s on a 2-core machine, 29–37 s on a slowed one';

/** Opens a page with every island on it loaded and hydrated, scrolled back to the top. */
export async function openFully(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await loadEverySection(page);
}

/** Loads and hydrates every island of the open page's <main>, then scrolls back to the top. */
export async function loadEverySection(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // An island hydrates as the visitor comes within a viewport of it: read down the page a screen at a
  // time, as a visitor would, until none is left waiting (nor any placeholder of one drawn afresh).
  const busy = page.locator('[aria-busy="true"], main [data-island]:not([data-island-live])');
  await expect(async () => {
    // In the page, in one call: a round trip per screen cost seconds on a long page on a slow host. The
    // page's height is read again at each screen, since sections grow as they load.
    await page.evaluate(async () => {
      for (let screen = 0; screen * window.innerHeight <= document.documentElement.scrollHeight; screen += 1) {
        window.scrollTo(0, screen * window.innerHeight);
        // Two frames, so the sections' intersection observers see the scroll. Bounded: on a loaded host
        // headless Chromium can pause frames for seconds, and the retry below scrolls again instead of hanging.
        await new Promise((done) => {
          requestAnimationFrame(() => requestAnimationFrame(done));
          setTimeout(done, 500);
        });
      }
      // Two frames a screen can pass an island before its watcher is listening (it loads after
      // hydration, and one inside another starts only once that one has hydrated): stop at each island
      // still waiting, as a visitor reading it would, and point at it. Pointing is intent too
      // (section-intent.ts), and it needs no frame: under a full run's load headless Chromium has been
      // seen to draw no frame for the whole of a test (each screen above then waits out its 500 ms), and
      // without frames no intersection observer reports the scroll, so no island below the first screen
      // ever went live (once in about 260 journeys, always on the home page, the longest).
      for (const island of document.querySelectorAll('main [data-island]:not([data-island-live])')) {
        island.firstElementChild?.scrollIntoView({ block: 'center' });
        island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
        await new Promise((done) => {
          requestAnimationFrame(() => requestAnimationFrame(done));
          setTimeout(done, 500);
        });
      }
    });
    await expect(busy).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: test.info().timeout });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens the accessibility panel as a keyboard visitor would: Enter on "Accessibility settings". Not a
 * pointer's click, which first waits for its target to stand still over two animation frames: after a
 * long page has been read through (loadEverySection) or axe has run over it, headless Chromium under a
 * full run's load has paused its frames for the rest of a test, and the click waited out the test's
 * timeout (about once in 20 runs of the home page's high-contrast check on a loaded 2-core machine).
 */
export async function openAccessibilityPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Accessibility settings' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The largest text the accessibility panel offers, chosen there by keyboard (openAccessibilityPanel):
 * Enter on "Increase text size" until it is disabled. While the whole page lays out again at each size,
 * which takes seconds a page on a slow host, a click would also wait for the button to stand still.
 */
export async function chooseLargestText(page: Page): Promise<void> {
  const panel = await openAccessibilityPanel(page);
  const larger = panel.getByRole('button', { name: 'Increase text size' });
  await larger.focus();
  for (let size = textSizeBounds.default; size < textSizeBounds.max; size += textSizeBounds.step) await page.keyboard.press('Enter');
  await expect(larger).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/**
 * The part of a page whose content its address's fragment chooses (/manage-booking#<token>: the booking
 * the token names, or why it cannot be opened). Only a route whose fragment the route table calls data
 * may have one; its served reading ("Opening your booking…") cannot be the one a test without a token gets.
 */
const fragmentContent = '[data-fragment-content]';

/** What the open page's <main> says, as a reader gets it (served-content.ts), leaving out what its fragment chooses. */
export async function mainContent(page: Page): Promise<MainContent> {
  const path = new URL(page.url()).pathname;
  const chosen = page.locator(fragmentContent);
  if (fragmentNamesAnchor(path)) await expect(chosen, `${path}: only a route whose fragment is data has content its fragment chooses`).toHaveCount(0);
  await chosen.evaluateAll((elements) => elements.forEach((element) => element.setAttribute('hidden', '')));
  const content = await page.locator('main').evaluate(readMainContent);
  await chosen.evaluateAll((elements) => elements.forEach((element) => element.removeAttribute('hidden')));
  return content;
}

/** What `path`'s <main> says as served, read in Chromium with JavaScript off at `viewport`. */
export async function servedMainContent(browser: Browser, path: string, viewport: ViewportSize | null): Promise<MainContent> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await mainContent(page);
  } finally {
    await context.close();
  }
}
