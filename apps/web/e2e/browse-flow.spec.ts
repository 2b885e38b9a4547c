import { expect, type Page, test } from '@playwright/test';
import { appStarted } from './pages/app-started.ts';

interface Listed {
  id: number;
  title: string;
  artist: string;
  difficulties: string[];
  download_count: number;
}

/** The aria-labels ("artist - title") of the cards in the beatmap grid, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Beatmaps' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

/**
 * Browse (spec §2 /beatmaps): on /beatmaps a search term, a difficulty filter and a sort each change
 * the grid and the URL, and a reload of that URL shows the same view. The expected cards come
 * from the demo catalogue itself (read once through the API, unfiltered).
 */
test('/beatmaps: search, a filter and a sort change the results and the URL; reload keeps them', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/beatmaps?limit=100&page=1');
  expect(answer.ok()).toBe(true);
  const all = ((await answer.json()) as { data: Listed[] }).data;
  const titleWords = new Set(all.flatMap((b) => b.title.toLowerCase().split(/\W+/)));
  // an artist whose name shares no word with any title (so the term matches by artist only), with
  // both Master and non-Master maps (so the filter visibly narrows); the one with the most maps
  const byArtist = new Map<string, Listed[]>();
  for (const b of all) byArtist.set(b.artist, [...(byArtist.get(b.artist) ?? []), b]);
  const artist = [...byArtist.entries()]
    .filter(([name, maps]) => {
      const master = maps.filter((b) => b.difficulties.includes('Master')).length;
      const clash = name
        .toLowerCase()
        .split(/\W+/)
        .some((w) => titleWords.has(w));
      return !clash && master > 0 && master < maps.length && maps.length <= 24;
    })
    .sort((a, b) => b[1].length - a[1].length)[0]?.[0];
  expect(artist, 'the demo catalogue has a suitable artist').toBeDefined();
  const maps = byArtist.get(artist!)!;
  const expected = maps
    .filter((b) => b.difficulties.includes('Master'))
    .sort((a, b) => b.download_count - a.download_count || b.id - a.id)
    .map((b) => `${b.artist} - ${b.title}`);

  await page.goto('/beatmaps');

  await appStarted(page);
  await expect(page.getByRole('region', { name: 'Beatmaps' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search beatmaps' }).fill(artist!);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect.poll(() => cardNames(page)).toHaveLength(maps.length);
  expect((await cardNames(page)).every((name) => name.startsWith(`${artist} - `))).toBe(true);

  await page.getByRole('button', { name: /Filters/ }).click();
  // click, not check(): the box follows the URL, which changes a moment after the click
  await page.getByRole('checkbox', { name: 'Master' }).click();
  await expect(page).toHaveURL(/[?&]difficulty=Master/);
  await expect.poll(() => cardNames(page)).toHaveLength(expected.length);

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/[?&]sort=downloads/);
  await expect.poll(() => cardNames(page)).toEqual(expected);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect.poll(() => cardNames(page)).toEqual(expected);
  await expect(page.getByRole('searchbox', { name: 'Search beatmaps' })).toHaveValue(artist!);
  await expect(page.getByRole('checkbox', { name: 'Master' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Downloads');
});
