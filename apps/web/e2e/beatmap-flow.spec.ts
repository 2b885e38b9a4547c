import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { computeBeatmapHash } from '@synthhub/formats/synth/beatmap-hash';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { unzipSync } from 'fflate';
import { LoginPage } from './pages/login-page.ts';
import { UploadDialog } from './pages/upload-dialog.ts';
import { appStarted } from './pages/app-started.ts';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/real/synth');

/**
 * The `.synth` the test uploads: built around the real ImHanSolo `beatmap.meta.bin` when
 * ../shared/fixtures is present (never copied into the repo), else a generated map.
 */
async function testSynth(): Promise<{ bytes: Uint8Array; meta: Uint8Array; title: string; artist: string }> {
  const metaPath = join(FIXTURES, 'ImHanSolo-editor1.9.4.beatmap.meta.bin');
  if (existsSync(metaPath) && !process.env.E2E_GENERATED_SYNTH) {
    const meta = readFileSync(metaPath);
    const trackData = readFileSync(join(FIXTURES, 'ImHanSolo-editor1.9.4.track.data.json'));
    const bytes = await writeSynth({ meta, extraEntries: [{ name: 'track.data.json', bytes: trackData }] });
    return { bytes, meta, title: "I'm Han Solo", artist: 'Kevin Afflack' };
  }
  const input = {
    title: 'Generated Skies',
    artist: 'E2E Band',
    mapper: 'Robot',
    bpm: 128,
    difficulties: { Expert: 50 },
    durationS: 150,
  };
  const meta = new TextEncoder().encode(`\ufeff${JSON.stringify(buildBeatmapMeta(input), null, 2)}`);
  const bytes = await writeSynth({ meta, trackData: buildTrackData(input) });
  return { bytes, meta, title: input.title, artist: input.artist };
}

test('a mapper signs up, uploads a .synth, publishes it, and anyone finds and downloads it', async ({
  page,
  browser,
}) => {
  const synth = await testSynth();
  const username = `e2e${Date.now().toString(36)}`;

  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password');

  const upload = new UploadDialog(page);
  await upload.open();
  await expect(upload.submit).toBeDisabled();
  await upload.chooseFile('ImHanSolo.synth', synth.bytes);
  await expect(upload.submit).toBeEnabled();
  await upload.submit.click();

  await expect(page).toHaveURL(/\/beatmaps\/edit\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Edit Beatmap' })).toBeVisible();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // A visitor who is not signed in finds it on /beatmaps, newest first.
  const visitor = await browser.newPage();
  await visitor.goto('/beatmaps');
  await appStarted(visitor);
  const card = visitor.getByRole('link', { name: new RegExp(`${synth.artist} - ${synth.title}`) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/beatmaps/${id}$`));
  await expect(visitor.getByRole('heading', { name: synth.title })).toBeVisible();

  const downloadPromise = visitor.waitForEvent('download');
  await visitor.getByRole('main').getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${id}-.+\\.synth$`));
  const entries = unzipSync(readFileSync((await download.path())!));
  expect(Buffer.compare(Buffer.from(entries['beatmap.meta.bin']!), Buffer.from(synth.meta))).toBe(0);
  const siteMeta = JSON.parse(new TextDecoder().decode(entries['synthriderz.meta.json']));
  expect(siteMeta).toEqual({ id, hash: await computeBeatmapHash(synth.meta) });
  await visitor.close();
});

test('unknown routes show the 404 page with Go Home', async ({ page }) => {
  await page.goto('/this/route/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oopsie Woopsies!' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page
    .getByRole('link', { name: 'Go Home' })
    .or(page.getByRole('button', { name: 'Go Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-in pages send visitors to /login and back', async ({ page }) => {
  await page.goto('/beatmaps/edit/1');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
