import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { appStarted } from './pages/app-started.ts';
import {
  builtChunk,
  deployWebBuild,
  E2E_WEB_BUILD,
  type SiteServer,
  startSiteServer,
} from './pages/site-server.ts';

/**
 * The installable app (apps/web/vite-pwa.ts): the update banner on a second deploy (spec §1, §4),
 * one reload — not a loop — for a chunk a deploy removed, a route's or the app's start chunk, then
 * "Synthhub could not load — reload" (spec §8, §9; docs/decisions/0048), and the offline banner
 * (spec §4 Connectivity). The first two run their own server (pages/site-server.ts, ports
 * E2E_PORT+10, +15 and +20, each with its mock providers on the next four) over a copy of the e2e build
 * they can change; the third uses the suite's server.
 */
const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const UPDATE_TEXT = 'An update is available. Please refresh the page!';
const SECOND_BUILD = 'e2e-second-deploy';
/** The heading of a page whose code did not arrive (apps/web/src/lib/load-failure.ts; docs/decisions/0048). */
const LOAD_FAILURE_TITLE = 'Synthhub could not load — reload';

/** Counts the page's loads (the first one and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('a second deploy', () => {
  let work: string;
  let server: SiteServer | undefined;

  // A real second `vite build` of the same sources, told apart only by VITE_BUILD_ID (shown as
  // <html data-build>): its start chunk, index.html and so the service worker's precache list differ,
  // as after any change of code. About 20 s on the 2-core machine (the browser build alone: the
  // server renders no page for the home page this test uses).
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    work = mkdtempSync(join(tmpdir(), 'synthhub-app-updates-'));
    const started = Date.now();
    await promisify(execFile)(
      process.execPath,
      [resolve(web, '../../node_modules/vite/bin/vite.js'), 'build', '--mode', 'e2e'].concat([
        '--outDir',
        join(work, 'second'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ]),
      { cwd: web, env: { ...process.env, VITE_BUILD_ID: SECOND_BUILD } },
    );
    console.log(`app-updates: the second build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    deployWebBuild(E2E_WEB_BUILD, join(work, 'site'));
    server = await startSiteServer(join(work, 'site'), port + 10);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('shows the update banner, and Refresh reloads onto the new version', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.url });
    const page = await context.newPage();
    await page.clock.install();
    const loads = countLoads(page);
    await page.goto('/');
    await appStarted(page);
    expect(await page.locator('html').getAttribute('data-build')).toBeNull();
    // the first deploy's worker has installed (precached the shell) and is active
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    // a returning visitor: the page is now one the first deploy's worker controls
    await page.reload();
    await appStarted(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

    deployWebBuild(join(work, 'second'), join(work, 'site'));
    // the server compares a file with the disk at most once a second (plugins/web-files.ts)
    await new Promise((done) => setTimeout(done, 1_100));
    // the page's hourly check (lib/service-worker.ts), an hour later on the page's clock
    await page.clock.fastForward('01:00:00');

    // the second deploy's worker installs and waits for the visitor (registerType 'prompt')
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return [reg?.installing?.state, reg?.waiting?.state, reg?.active?.state].join('/');
          }),
        { timeout: 30_000 },
      )
      .toBe('/installed/activated');
    const banner = page.getByRole('alert').filter({ hasText: UPDATE_TEXT });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('html').getAttribute('data-build'), 'still the first version').toBeNull();
    expect(loads()).toBe(2);

    await banner.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', SECOND_BUILD);
    expect(loads()).toBe(3);
    await appStarted(page);
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await context.close();
  });
});

test.describe('a chunk the deploy removed', () => {
  let work: string;
  let server: SiteServer | undefined;
  let privacyChunk: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'synthhub-chunk-gone-'));
    const site = join(work, 'site');
    deployWebBuild(E2E_WEB_BUILD, site);
    // Deleted before the server starts: it keeps answering a file it has once read from memory.
    privacyChunk = builtChunk(site, 'src/app/routes/privacy.tsx');
    for (const suffix of ['', '.br', '.gz']) rmSync(join(site, privacyChunk + suffix), { force: true });
    server = await startSiteServer(site, port + 15);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('reloads the page once, then says the page could not load: no loop', async ({ browser }) => {
    // No service worker here: it would precache the build's chunk list on the first visit and answer
    // from that copy, and this test is about the server not having the chunk.
    const context = await browser.newContext({ baseURL: server!.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const loads = countLoads(page);
    await page.goto('/');
    await appStarted(page);
    expect(loads()).toBe(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    // the reason and a Reload button (docs/decisions/0048)
    await expect(page.getByRole('heading', { name: LOAD_FAILURE_TITLE })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(privacyChunk);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(page.url()).toBe(`${server!.url}/privacy`);
    // give a loop time to show itself
    await page.waitForTimeout(3_000);
    expect(loads()).toBe(2);
    await context.close();
  });
});

test.describe('the start chunk the deploy removed', () => {
  let work: string;
  let server: SiteServer | undefined;
  let startChunk: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'synthhub-start-gone-'));
    const site = join(work, 'site');
    deployWebBuild(E2E_WEB_BUILD, site);
    startChunk = builtChunk(site, 'src/app/start.tsx');
    for (const suffix of ['', '.br', '.gz']) rmSync(join(site, startChunk + suffix), { force: true });
    server = await startSiteServer(site, port + 20);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('reloads once, then says the site could not load, with the reason and a Reload button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server!.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const loads = countLoads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: LOAD_FAILURE_TITLE })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(startChunk);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeFocused();
    if (process.env.E2E_SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.E2E_SCREENSHOT_DIR, 'load-failure.png') });
    expect(loads()).toBe(2);
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(2);
    // Reload asks again (the chunk is still gone, so the message comes back).
    await reload.click();
    await expect(page.getByRole('heading', { name: LOAD_FAILURE_TITLE })).toBeVisible();
    expect(loads()).toBe(3);
    await context.close();
  });
});
