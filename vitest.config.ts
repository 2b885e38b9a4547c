import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * The web test files that run in a process of their own (project `web-process`), relative to
 * apps/web: those that ask for Node's environment (a `// @vitest-environment node` line; in a VM
 * context their DOMException would come from another realm than their Error) and those that say
 * `// Vitest: own process` (the fake Quest's RSA sign-in does not complete in a VM context).
 * Found by reading the files; every other web file runs in `web`.
 */
const webSrc = fileURLToPath(new URL('apps/web/src', import.meta.url));
const webProcessFiles = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.browser.test.ts'))
  .filter((file) =>
    /^\/\/ (@vitest-environment node|Vitest: own process)$/m.test(readFileSync(join(webSrc, file), 'utf8')),
  )
  .map((file) => `src/${file}`);

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
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts', ...webProcessFiles],
          environment: 'jsdom',
          // Each file in a VM context of its own inside a reused worker, instead of a new process
          // that loads jsdom, React and MUI anew: half the project's time (docs/decisions/0052).
          pool: 'vmForks',
          // Node's web streams, which the VM context's globals lack (src/testing/vm-globals.ts).
          setupFiles: ['src/testing/vm-globals.ts'],
          // Route tests render lazy pages; 5 s is too short when another worker is busy.
          testTimeout: 20000,
        },
      },
      {
        // See webProcessFiles: a new process per file, as Vitest runs files by default.
        test: {
          name: 'web-process',
          root: 'apps/web',
          include: webProcessFiles,
          environment: 'jsdom',
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
