import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';

/** What both server projects share: the app on a fresh PGlite (or PostgreSQL) database per file. */
const server = {
  root: 'apps/server',
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
  globalSetup: ['test/global-setup.ts'],
};

/** Server test files that mock a module (vi.mock): they need a module cache of their own. */
const serverMocking = ['src/modules/auth/unknown-user-cost.test.ts', 'src/scripts/demo/demo-seed.test.ts'];

/** One Vitest run over every workspace; e2e specs run under Playwright instead. */
export default defineConfig({
  test: {
    // Two test files at a time: Vitest's default is one fewer than the cores, i.e. one on CI's two
    // cores, while most server files wait on the database or a child process rather than compute.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'formats', root: 'packages/formats', include: ['src/**/*.test.ts'] } },
      {
        // The `npm start` helpers, and the real start script run as a child process (start → stop → start).
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'], testTimeout: 180000 },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverMocking],
          // Files share a worker's module cache instead of importing the whole app anew each (that
          // import was a third of the suite's time); files that replace a module with vi.mock run
          // in `server-mocking`, isolated.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: serverMocking } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
          environment: 'jsdom',
          // Route tests render lazy pages; 5 s is too short when another worker is busy.
          testTimeout: 20000,
        },
      },
      {
        // Tests that need a real browser API (File System Access on OPFS), in headless Chromium.
        test: {
          name: 'web-browser',
          root: 'apps/web',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
