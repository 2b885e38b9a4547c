import { expect, test } from '@playwright/test';

interface Listed {
  id: number;
  title: string;
  artist: string;
  tags: { tag: string }[];
}

/**
 * The home page (popular this week, newest), a tag chip on a beatmap page filtering the browse
 * page, Share copying the page link, and Ctrl+K's "See all results" opening the browse page with
 * the term. Expected figures come from the demo catalogue through the API (demo beatmaps carry
 * tags and downloads of this week, docs/decisions/0022).
 */
test('home shows popular this week and the newest beatmaps', async ({ page, request }) => {
  const popular = (await (await request.get('/api/beatmaps/popular?limit=12')).json()) as { data: Listed[] };
  expect(popular.data.length, 'the demo seed gives some beatmaps downloads this week').toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Synth Riders/);
  const popularSection = page.getByRole('region', { name: 'Popular this week' });
  await expect(popularSection.getByRole('article')).toHaveCount(popular.data.length);
  const first = popular.data[0]!;
  await expect(popularSection.getByRole('article').first()).toHaveAttribute(
    'aria-label',
    `${first.artist} - ${first.title}`,
  );
  await expect(
    page.getByRole('region', { name: 'Newest beatmaps' }).getByRole('article').first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search beatmaps' }).fill(first.title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/beatmaps\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(first.title);
});

test('a tag chip on a beatmap page filters the browse page by that tag', async ({ page, request }) => {
  const all = ((await (await request.get('/api/beatmaps?limit=100')).json()) as { data: Listed[] }).data;
  const beatmap = all.find((b) => b.tags.length > 0);
  expect(beatmap, 'a demo beatmap with tags').toBeDefined();
  const tag = beatmap!.tags[0]!.tag;
  const s = encodeURIComponent(JSON.stringify({ 'tags.tag': { $jsonContainsAny: [tag] } }));
  const tagged = (await (await request.get(`/api/beatmaps?limit=24&s=${s}`)).json()) as {
    data: Listed[];
    total: number;
  };

  await page.goto(`/beatmaps/${beatmap!.id}`);
  await page.getByRole('link', { name: `Beatmaps tagged ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/beatmaps\\?tag=${encodeURIComponent(tag)}`));
  const cards = page.getByRole('region', { name: 'Beatmaps' }).getByRole('article');
  await expect(cards).toHaveCount(tagged.data.length);
  const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names.sort()).toEqual(tagged.data.map((b) => `${b.artist} - ${b.title}`).sort());
  expect(tagged.total).toBeLessThan(all.length);
  await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue(tag);
});

test('Share copies the beatmap page link', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const [first] = ((await (await request.get('/api/beatmaps?limit=1')).json()) as { data: Listed[] }).data;
  await page.goto(`/beatmaps/${first!.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/beatmaps/${first!.id}`);
  const oneClick = page.getByRole('link', { name: 'One-click install' });
  await expect(oneClick).toHaveAttribute(
    'href',
    new RegExp(`^synthriderz://beatmap/${first!.id}/[0-9a-f]{64}$`),
  );
});

test("Ctrl+K's See all results opens the browse page with the term", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('song');
  const seeAll = dialog.getByRole('link', { name: /See all results/ });
  await expect(seeAll).toBeVisible();
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/beatmaps\?q=song$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search beatmaps' })).toHaveValue('song');
});
