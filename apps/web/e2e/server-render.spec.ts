import { expect, test } from '@playwright/test';
import { appStarted } from './pages/app-started.ts';

/**
 * The beatmap list rendered on the server (docs/decisions/0029): its cards are in the document itself
 * — a browser without JavaScript shows them and follows their links — and the app, once it starts,
 * adopts that page without drawing it again: no hydration warning, and its controls work.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/beatmaps shows the newest beatmaps as cards whose links work', async ({ page, request }) => {
    type Listed = { id: number; title: string; artist: string };
    const newest = async () => {
      const answer = await request.get('/api/beatmaps?page=1&limit=24&sort=published_at%2CDESC');
      return ((await answer.json()) as { data: Listed[] }).data;
    };
    // Specs run side by side and publish beatmaps: load the page between two equal reads of the
    // list, so the page is compared with the list as it was when the server rendered it.
    let listed: Listed[] = [];
    for (let attempt = 0; ; attempt++) {
      const before = await newest();
      await page.goto('/beatmaps');
      listed = await newest();
      if (JSON.stringify(before) === JSON.stringify(listed) || attempt === 4) break;
    }
    const first = listed[0]!;
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Songs' })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Beatmaps' });
    await expect(grid.getByRole('article')).toHaveCount(listed.length);
    await expect(grid.getByRole('article').first()).toHaveAccessibleName(`${first.artist} - ${first.title}`);
    // the covers are in the document too (maps other tests upload may have none: the first that has one)
    const cover = grid.getByRole('article').locator('img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await grid
      .getByRole('article', { name: `${first.artist} - ${first.title}` })
      .getByRole('link', { name: `${first.artist} - ${first.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/beatmaps/${first.id}$`));
  });
});

test('the app adopts the server-rendered list without a warning, and its controls work', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  await page.goto('/beatmaps');
  const firstCard = page.getByRole('region', { name: 'Beatmaps' }).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // the same element before and after the app starts: React hydrated it instead of replacing it
  await firstCard.evaluate((el) => el.setAttribute('data-drawn-by-server', ''));
  await appStarted(page);
  await expect(firstCard).toHaveAttribute('data-drawn-by-server', '');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('checkbox', { name: 'Master' })).toBeVisible();
  await expect(page).toHaveTitle(/Custom Songs/);
  expect(messages.filter((m) => /hydrat|redrawn|did not match/i.test(m))).toEqual([]);
});
