import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, VIEWPORTS, waitForContent } from './pages/axe-scan.ts';
import { LoginPage } from './pages/login-page.ts';
import { UploadDialog } from './pages/upload-dialog.ts';
import { appStarted } from './pages/app-started.ts';

/**
 * Accessibility kept (design.md "accessible to everyone"; WCAG 2.1 AA): axe scans every main kind
 * of page of the demo catalogue at desktop and mobile width and fails on any "serious" or
 * "critical" violation, printing the rule, its help and the elements to fix. Ids and names come
 * from the API, never from fixed values, so more demo content or new sections keep it green.
 */

/** The first item of a public list endpoint (`/api/beatmaps`, `/api/playlists`, …). */
async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${path}?limit=1&page=1`);
  expect(response.ok(), `${path} answers`).toBe(true);
  const [item] = ((await response.json()) as { data: T[] }).data;
  expect(item, `${path} has demo content`).toBeDefined();
  return item!;
}

type Item = { id: number; user?: { username: string } };

/**
 * A demo beatmap with (`video` true) or without a preview video (`youtube_url`; demo seeding gives
 * a few maps one, docs/decisions/0027), from the newest 100.
 */
async function beatmapWithVideo(request: APIRequestContext, video: boolean): Promise<number> {
  const response = await request.get('/api/beatmaps?limit=100&page=1');
  const list = ((await response.json()) as { data: (Item & { youtube_url: string | null })[] }).data;
  const found = list.find((b) => (b.youtube_url !== null) === video);
  expect(found, `a demo beatmap ${video ? 'with' : 'without'} a video`).toBeDefined();
  return found!.id;
}

/** One page to scan: where it is, found through the API where it needs an id or a name. */
interface Target {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** Pages without a level-1 heading of their own (none today; kept for the dialog case). */
  heading?: boolean;
}

const targets: Target[] = [
  { name: 'home', path: async () => '/' },
  { name: 'browse', path: async () => '/beatmaps' },
  {
    name: 'a beatmap',
    path: async (r) => `/beatmaps/${(await first<Item>(r, '/api/beatmaps')).id}`,
  },
  {
    name: "a beatmap's reviews",
    path: async (r) => `/beatmaps/${(await first<Item>(r, '/api/beatmaps')).id}/reviews`,
  },
  {
    name: "a beatmap's video",
    path: async (r) => `/beatmaps/${await beatmapWithVideo(r, true)}/video`,
  },
  {
    name: 'a beatmap without a video',
    path: async (r) => `/beatmaps/${await beatmapWithVideo(r, false)}/video`,
  },
  {
    name: 'a playlist',
    path: async (r) => `/playlists/${(await first<Item>(r, '/api/playlists')).id}`,
  },
  {
    name: 'a profile',
    path: async (r) => `/profile/${(await first<Item>(r, '/api/beatmaps')).user!.username}`,
  },
  { name: 'the device page', path: async () => '/device' },
  { name: 'the login page', path: async () => '/login' },
  {
    name: 'a stage',
    path: async (r) => `/models/stages/${(await first<Item>(r, '/api/models/stages')).id}`,
  },
  {
    name: 'an avatar',
    path: async (r) => `/models/avatars/${(await first<Item>(r, '/api/models/avatars')).id}`,
  },
  { name: 'the mods list', path: async () => '/mods' },
  {
    name: 'a mod',
    path: async (r) => `/mods/${(await first<{ slug: string }>(r, '/api/mods')).slug}`,
  },
  { name: 'the leaderboards', path: async () => '/leaderboards' },
  // The competitive pages of docs/decisions/0054: a board, the overall ranking, a player.
  { name: 'a board', path: async (r) => `/leaderboards/${(await first<Item>(r, '/api/leaderboards')).id}` },
  { name: 'the overall ranking', path: async () => '/rankings?view=overall' },
  {
    name: 'a leaderboard profile',
    path: async (r) => `/leaderboards/profile/${(await first<Item>(r, '/api/leaderboard-profiles')).id}`,
  },
  { name: 'the Best of 2023 event', path: async () => '/events/best-of-2023' },
  // News, archive and the site's text pages (docs/decisions/0028).
  { name: 'the official news', path: async () => '/news/official' },
  { name: 'a news post', path: async () => '/news/2023/coconut-edition' },
  { name: 'the chartathon archive', path: async () => '/archive/chartathon' },
  { name: 'the copyright page', path: async () => '/copyright' },
  { name: 'the privacy page', path: async () => '/privacy' },
  { name: 'the donate page', path: async () => '/donate' },
];

/** Opens the Ctrl+K dialog and searches a word of the newest beatmap's title, so results show. */
async function openSearchWithResults(page: Page, request: APIRequestContext): Promise<void> {
  const { title } = await first<{ title: string }>(request, '/api/beatmaps');
  const term = title.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  await page.goto('/');
  await waitForContent(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(term);
  await expect(dialog.getByRole('list', { name: 'Beatmaps' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Searching')).toBeHidden();
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${width} width (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (const target of targets) {
      test(`${target.name} has no serious or critical violations`, async ({ page, request }) => {
        const path = await target.path(request);
        await page.goto(path);
        await waitForContent(page, { heading: target.heading ?? true });
        await expectNoSeriousViolations(page, `${target.name} (${path}, ${width})`);
        // one h1 per page (WCAG 1.3.1, 2.4.6) and a title of its own (2.4.2)
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/Synthhub$/);
      });
    }

    test('Skip to content is the first Tab stop, shows on focus and moves focus into the page', async ({
      page,
    }) => {
      await page.goto('/beatmaps');
      await appStarted(page);
      await waitForContent(page);
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      // the next stop is inside <main>, and its focus ring is at least 2 px wide (WCAG 2.4.7)
      const focused = page.locator(':focus');
      expect(await focused.evaluate((el) => !!el.closest('main'))).toBe(true);
      // (an outlined text field shows focus as its 2 px border instead of an outline)
      const ring = await focused.evaluate((el) => {
        const border = el.closest('.MuiOutlinedInput-root.Mui-focused')?.querySelector('fieldset');
        return parseFloat(
          border ? getComputedStyle(border).borderTopWidth : getComputedStyle(el).outlineWidth,
        );
      });
      expect(ring).toBeGreaterThanOrEqual(2);
    });

    test('the search dialog with results has no serious or critical violations', async ({
      page,
      request,
    }) => {
      await openSearchWithResults(page, request);
      await expectNoSeriousViolations(page, `the search dialog (${width})`);
    });

    test('signed in: the app bar, the user menu and the upload dialog have no serious violations', async ({
      page,
    }) => {
      const username = `a11y${Date.now().toString(36)}`;
      const login = new LoginPage(page);
      await login.goto();
      await login.createAccount(username, `${username}@example.test`, 'a long enough password 1');
      await page.goto('/');
      await waitForContent(page);
      await expectNoSeriousViolations(page, `home signed in (${width})`);

      await page.getByRole('button', { name: `Account menu for ${username}` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `the user menu (${width})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await new UploadDialog(page, 'Beatmap').open();
      await expectNoSeriousViolations(page, `the beatmap upload dialog (${width})`);
    });
  });
}

test.describe('axe with the navigation drawer open (390×844)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the sidebar drawer has no serious or critical violations', async ({ page }) => {
    await page.goto('/beatmaps');
    await appStarted(page);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the navigation drawer (mobile)');
  });
});
