import { expect, test } from '@playwright/test';
import { MapPreviewPanel, PreviewControls } from './pages/preview-player.ts';
import { appStarted } from './pages/app-started.ts';

/**
 * The most downloaded first: the demo catalogue's maps, which carry playable (silent) Ogg Vorbis
 * audio and notes from the first seconds (scripts/demo/demo-synth.ts). Maps other specs upload
 * (newest first by default) may have no audio.
 */
const DEMO_FIRST = '/beatmaps?sort=downloads';

test('a visitor hears previews from cards and a beatmap page, one at a time, and sees the map preview', async ({
  page,
}) => {
  await page.goto(DEMO_FIRST);
  await appStarted(page);
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const first = new PreviewControls(cards.nth(0));
  const second = new PreviewControls(cards.nth(1));

  // Nothing is fetched before a play: the elements wait with preload="none".
  await expect(first.audio).toHaveAttribute('preload', 'none');
  await first.playButton.click();
  await first.expectPlaying();

  // Starting the second card's preview stops the first.
  await second.playButton.click();
  await second.expectPlaying();
  await first.expectStopped();

  // Pausing keeps the position; the ring's button offers Play again.
  await second.pauseButton.click();
  await second.expectStopped();

  // On the beatmap page: the page's preview plays, and the card's stops on leaving.
  const title = await cards.nth(0).getAttribute('aria-label');
  await cards.nth(0).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/beatmaps\/\d+$/);
  const map = new MapPreviewPanel(page);
  await expect(map.region).toBeVisible(); // the beatmap page has replaced the list
  const pagePreview = new PreviewControls(page.getByRole('main'));
  await expect(pagePreview.playButton).toHaveAccessibleName(`Play preview of ${title}`);
  await pagePreview.playButton.click();
  await pagePreview.expectPlaying();

  // The map preview draws notes of a chosen difficulty, moving with the audio.
  const offered = await map.difficulties();
  expect(offered.length).toBeGreaterThan(0);
  const chosen = offered.at(-1)!;
  await map.choose(chosen);
  await expect.poll(() => map.notesDrawn(), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await map.timeMs();
  await expect.poll(() => map.timeMs(), { timeout: 15_000 }).toBeGreaterThan(before);
});

test('the preview button works from the keyboard', async ({ page }) => {
  await page.goto(DEMO_FIRST);
  await appStarted(page);
  const card = page.getByRole('article').first();
  const preview = new PreviewControls(card);
  await preview.playButton.focus();
  await page.keyboard.press('Enter');
  await preview.expectPlaying(0.1);
  await preview.pauseButton.focus();
  await page.keyboard.press('Space');
  await preview.expectStopped();
});

test('with reduced motion the map preview stands still and a slider picks the moment shown', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(DEMO_FIRST);
  await appStarted(page);
  await page.getByRole('article').first().getByRole('link').first().click();
  const map = new MapPreviewPanel(page);
  await expect(map.region).toBeVisible();
  await expect(map.canvas).toHaveAttribute('data-time-ms', '0');
  const slider = map.region.getByRole('slider', { name: 'Moment of the song shown' });
  await slider.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect(map.canvas).toHaveAttribute('data-time-ms', '3000');
  expect(await map.notesDrawn()).toBeGreaterThan(0);
  // Playing the song does not set it moving.
  await new PreviewControls(page.getByRole('main')).playButton.click();
  await page.waitForTimeout(1000);
  await expect(map.canvas).toHaveAttribute('data-time-ms', '3000');
});
