import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

if (!existsSync('dist/index.html')) {
  throw new Error('The e2e tests drive the production build: run `npm run build` first (npm test does).');
}

let launchOptions;
try {
  launchOptions = chromiumLaunchOptions();
} catch (error) {
  throw new Error(`No Chromium for the e2e tests. ${(error as Error).message}`, { cause: error });
}

const baseURL = 'http://localhost:4173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      // The served HTML does not depend on the viewport: checked once, by the desktop project.
      testIgnore: /prerendered-pages\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
