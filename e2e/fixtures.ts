import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SHOWN_THIS_VISIT_KEY as EXIT_INTENT_SHOWN_KEY } from '../src/features/exit-intent/exit-intent-memory.ts';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/features/tracking/consent.ts';
import { layoutIslandNames } from '../src/app/layout-island-names.ts';

type PrivacyChoice = 'accepted' | 'rejected' | 'undecided';

/** E2E_CPU_SLOWDOWN=2 runs the page's main thread at half speed (Chromium's CPU throttling, as DevTools applies it). */
async function slowDownAsConfigured(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens the page's documents as a visitor who already made this analytics choice (none for 'undecided'). */
async function storePrivacyChoice(page: Page, choice: PrivacyChoice): Promise<void> {
  if (choice === 'undecided') return;
  const record = { analytics: choice === 'accepted', decidedAt: new Date().toISOString(), version: CONSENT_VERSION, source: 'banner' };
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(record)] as const,
  );
}

/** Whether the exit-intent offer may still open by itself in this visit. */
type ExitIntentOffer = 'due' | 'seen';

/** Opens the page's documents as a visitor who was already shown the exit-intent offer in this visit. */
async function storeExitIntentOffer(page: Page, offer: ExitIntentOffer): Promise<void> {
  if (offer === 'due') return;
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), EXIT_INTENT_SHOWN_KEY);
}

/** What the browser remembers of the visitor before a page opens: their privacy choice and whether the offer was shown. */
async function storeVisitorMemory(page: Page, { privacyChoice, exitIntentOffer }: { privacyChoice: PrivacyChoice; exitIntentOffer: ExitIntentOffer }): Promise<void> {
  await storePrivacyChoice(page, privacyChoice);
  await storeExitIntentOffer(page, exitIntentOffer);
}

/**
 * Every journey fails on a console error or an uncaught exception in the page (a hydration
 * mismatch logs one), except the errors a test declares it expects; and every test that opens a
 * page fails on a Content-Security-Policy violation (the preview serves the production policy).
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  cspViolations: string[];
  /** The violations a test provokes on purpose (one pattern: Playwright would read an array of two as [value, options]). */
  expectedCspViolation: RegExp | undefined;
  privacyChoice: PrivacyChoice;
  exitIntentOffer: ExitIntentOffer;
  /** The privacy choice and the exit-intent offer, stored in the browser before each page opens. */
  storedVisitorMemory: undefined;
  cpuSlowdown: undefined;
  /**
   * A second visitor beside `page` (staff change something, the visitor sees it), in a browser context
   * of their own set up as `page` is: the project's screen, the same privacy choice (no consent banner
   * over the form), the same exit-intent offer and the same CPU slowdown. Its console is not watched.
   */
  anotherVisitor: Page;
}>({
  /**
   * E2E_CPU_SLOWDOWN=2 runs every page's main thread at half speed (Chromium's CPU throttling, as
   * DevTools applies it): the journeys as a slower machine runs them (scripts/slow-host.ts, README).
   */
  cpuSlowdown: [
    async ({ page }, use) => {
      await slowDownAsConfigured(page);
      await use(undefined);
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  /**
   * The visitor's analytics choice when the page opens. Journeys start as a visitor who already said
   * no, so the consent banner does not sit over the buttons they press; the privacy journeys choose.
   */
  privacyChoice: ['rejected', { option: true }],
  /**
   * Journeys start as a visitor the exit-intent offer was already shown to in this visit. Otherwise it
   * opens by itself 45 s into a page, as a modal that locks the page's scroll, and a journey that keeps
   * a long page open on a slow host outlives that (the home page's full check once took 1.6 min).
   * e2e/exit-intent.spec.ts makes it due.
   */
  exitIntentOffer: ['seen', { option: true }],
  storedVisitorMemory: [
    async ({ page, privacyChoice, exitIntentOffer }, use) => {
      await storeVisitorMemory(page, { privacyChoice, exitIntentOffer });
      await use(undefined);
    },
    { auto: true },
  ],
  anotherVisitor: async ({ browser, privacyChoice, exitIntentOffer, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent }, use) => {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
    const visitor = await context.newPage();
    await storeVisitorMemory(visitor, { privacyChoice, exitIntentOffer });
    await slowDownAsConfigured(visitor);
    await use(visitor);
    await context.close();
  },
  expectedCspViolation: [undefined, { option: true }],
  /**
   * The page's securitypolicyviolation events, each as "<directive> blocked <what> at <where>",
   * gathered across navigations and frames through a binding, checked to be none but the expected.
   */
  cspViolations: [
    async ({ page, expectedCspViolation }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (violation: string) => Promise<void> }).__reportCspViolation;
          void report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
        });
      });
      await use(violations);
      const unexpected = violations.filter((violation) => !expectedCspViolation?.test(violation));
      expect(unexpected, 'Content-Security-Policy violations in the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors in the page').toEqual([]);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page, and on the public site the layout's islands (the footer
 * and the floating widgets, src/app/layout-islands.tsx): <html data-hydrated> names the layout once the
 * page in it has committed (src/app/page-frame.tsx), and each island adds its name to
 * data-hydrated-islands. The islands load at a visitor's first input, so the pointer moves first, as a
 * visitor's would; it moves between two points, since a pointer that stays put sends no event.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForFunction((islands) => {
    const root = document.documentElement;
    const hydrated = new Set((root.dataset.hydratedIslands ?? '').split(' '));
    return root.dataset.hydrated === 'staff' || (root.dataset.hydrated === 'site' && islands.every((name) => hydrated.has(name)));
  }, [...layoutIslandNames]);
}

/**
 * Waits until React owns `element`. An island (src/lib/loading/island.tsx) loads its code when the visitor
 * shows intent, so the pointer moves onto the element first, as a visitor's would; a press made
 * before the code arrives is replayed (src/lib/loading/section-intent.ts, and the journey in
 * e2e/form-intent.spec.ts that presses at once), but waiting keeps each journey about its own form.
 */
export async function waitForReact(element: Locator): Promise<void> {
  const waitsForIntent = await element.evaluate((node) => node.closest('[data-island]:not([data-island-live])') !== null);
  // force: a disabled button takes no pointer, and the pointer then rests on the section around it.
  if (waitsForIntent) await element.hover({ force: true });
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), {
      message: 'React hydrated the element',
    })
    .toBe(true);
}

/**
 * With the page's clock paused (page.clock.pauseAt), moves it on in small steps until React owns
 * `element` and has committed the page (<html data-hydrated> is marked after the page's own effects,
 * which is where a page starts its timers), and returns how much of the page's time that
 * took. Hydration waits for the first paint and for idle time, and React may commit a transition on a
 * timer, all of which are the fake clock's to give; the steps are small, so a slow host spends real time,
 * not the page's time, and a timer the page starts is measured from the page's own start.
 */
export async function stepClockUntilReactOwns(page: Page, element: Locator, stepMs = 10): Promise<number> {
  const owned = () =>
    element
      .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')) && document.documentElement.dataset.hydrated !== undefined)
      .catch(() => false);
  for (let elapsed = 0; elapsed <= 5_000; elapsed += stepMs) {
    if (await owned()) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error('React did not hydrate the element within 5 s of the page’s time');
}
