import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './e2e/chromium.ts';

// E2E_BASE_URL points the journeys at a running dev server instead of the production build (while developing).
const devServerURL = process.env.E2E_BASE_URL;

if (!devServerURL && !existsSync('dist/index.html')) {
  throw new Error('The e2e tests drive the production build: run `npm run build` first (npm test does).');
}

let launchOptions;
try {
  launchOptions = journeyLaunchOptions();
} catch (error) {
  throw new Error(`No Chromium for the e2e tests. ${(error as Error).message}`, { cause: error });
}

const baseURL = devServerURL ?? 'http://localhost:4173';
// `vite` (development) sends no security headers, since its hot reload needs inline scripts: those
// journeys are about the built site only.
const builtSiteOnly = devServerURL ? [/security-headers\.spec\.ts/] : [];

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
    // A failed journey keeps its trace: each action's DOM snapshot, the network and the console. Not
    // the screencast: filming every journey to keep a few films cost a quarter of the journeys' time on
    // a 2-core machine (decision 018). A failure still gets a screenshot of its last moment.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/mobile-.*\.spec\.ts/, ...builtSiteOnly],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      // A visitor on a phone: every page (every-route.spec.ts) and every visitor journey. What does not
      // depend on the viewport is checked once, by the desktop project: the served HTML, headers and
      // files, and the staff's journeys in the dashboard, which staff work at a desk (the dashboard's fit
      // and axe at 390 px stay, in tracking.spec.ts). Decision 018 has the figures.
      testIgnore: [/prerendered-pages\.spec\.ts/, /security-headers\.spec\.ts/, /built-site-secrets\.spec\.ts/, /admin(-[a-z]+)?\.spec\.ts/, ...builtSiteOnly],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      // The local backend on a fresh in-memory database: journeys end by reading the lead as an admin
      // and the e-mails in its mailbox. The built site talks to it at its default URL.
      command: 'npx tsx supabase/local/main.ts',
      url: 'http://127.0.0.1:54321/',
      // Every journey submits from 127.0.0.1: the per-IP limits would turn later journeys into 429s.
      // The limits themselves are proven by the backend tests (tests/backend/abuse-*.test.ts, agreement-abuse.test.ts,
      // booking-abuse.test.ts).
      env: { LOCAL_DB_DIR: 'memory://', LOCAL_BACKEND_PORT: '54321', LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000', AGREEMENT_RATE_LIMIT_PER_IP: '100000', AGREEMENT_RATE_LIMIT_GLOBAL: '100000', BOOKING_LIVE_LIMIT_PER_IP: '100000', LEAD_MIN_FORM_ELAPSED_MS: '0' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    ...(devServerURL
      ? []
      : [
          {
            command: 'npx vite preview --port 4173 --strictPort',
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
});
