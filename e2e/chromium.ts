import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Flags that keep headless Chromium from phoning home on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The Chromium to drive: CHROMIUM_PATH, then the system's /usr/bin/chromium, then
 * Playwright's own download. Fails with instructions when there is none.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file exists there.`);
  }
  return undefined; // Playwright's own browser, if `npx playwright install chromium` was run.
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutable();
  return { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) };
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser journeys drive: as chromiumLaunchOptions, but the system's headless shell
 * when it is installed and CHROMIUM_PATH does not choose. The shell is the same Blink and V8 without the
 * browser's own user interface, and what Playwright itself runs headless tests in; a journey takes
 * less time in it (docs/decisions/018-test-suite-time.md has the figures). Lighthouse, the size
 * measure and the screenshots keep the full browser that visitors have.
 */
export function journeyLaunchOptions(): LaunchOptions {
  if (!process.env.CHROMIUM_PATH && existsSync(systemHeadlessShell)) return { args: chromiumArgs, executablePath: systemHeadlessShell };
  return chromiumLaunchOptions();
}
