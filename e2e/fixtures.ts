import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught exception in the page (a hydration
 * mismatch logs one), except the errors a test declares it expects.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
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

/** Waits until React has hydrated the prerendered page (the root has a React fiber). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const first = root?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
  });
}
