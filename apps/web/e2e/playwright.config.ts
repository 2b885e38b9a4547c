import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build
 * served by the real server on a fresh data folder (design.md §5). `npm test` builds the web first.
 */
export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: resolve(here, '../../../.tmp/e2e-results'),
  // Two spec files at a time against the one server (E2E_WORKERS to change): a spec spends most
  // of its time waiting on a page, so two overlap well even on two cores (docs/decisions/0052).
  // Each spec makes its own users and items, so specs do not depend on one another's order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME to count results; run by hand, only the list is printed.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs every test its snapshots; on CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker is app-updates.spec.ts's subject (it allows it there); elsewhere it would
    // precache the whole build in the background of every test and could answer before page.route.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node ${resolve(here, '../../../scripts/e2e-server.mjs')}`,
    url: `http://127.0.0.1:${port}/api/beatmaps?limit=1`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
