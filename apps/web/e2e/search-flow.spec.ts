import { expect, test } from '@playwright/test';

/**
 * Global search (spec §2 "Global search dialog", §7 "Search"): Ctrl+K opens the dialog, a word of
 * a demo beatmap's title finds it after the 1 s debounce, and following the result closes the dialog.
 */
test('Ctrl+K searches the demo catalogue and a beatmap result opens its page', async ({ page, request }) => {
  // the longest word of the newest demo beatmap's title ("Midnight", "Neon", …): it matches that map
  const newest = await request.get('/api/beatmaps?limit=1&page=1');
  expect(newest.ok()).toBe(true);
  const [beatmap] = ((await newest.json()) as { data: { id: number; title: string }[] }).data;
  expect(beatmap).toBeDefined();
  const term = beatmap!.title.split(' ').reduce((a, b) => (b.length > a.length ? b : a));

  test.info().annotations.push({ type: 'term', description: term });
  // every search request (users, beatmaps, and for 5+ characters playlists, stages, avatars)
  const statuses: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.searchParams.has('s'))
      statuses.push(`${r.status()} ${url.pathname}`);
  });

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search (Ctrl+K)' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();

  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/beatmaps' && new URL(r.url()).searchParams.has('s'),
  );
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(term);
  expect((await searched).status()).toBe(200);

  const beatmaps = dialog.getByRole('list', { name: 'Beatmaps' });
  await expect(beatmaps).toBeVisible();
  await expect(dialog.getByLabel('Searching')).toBeHidden();
  await expect(dialog.getByText(/Search failed/)).toHaveCount(0);
  const expected = ['/api/user', '/api/beatmaps'];
  if (term.length >= 5) expected.push('/api/playlists', '/api/models/stages', '/api/models/avatars');
  for (const path of expected) expect(statuses).toContain(`200 ${path}`);
  expect(statuses.every((s) => s.startsWith('200 '))).toBe(true);

  const first = beatmaps.getByRole('link').first();
  await expect(first).toContainText(term);
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/beatmaps\/\d+$/);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog).toBeHidden();
});
