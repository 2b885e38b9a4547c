import { expect, test } from '@playwright/test';
import { opfsFiles, pickDeviceCatalog, stubGameFolderPicker } from './pages/device-fixtures.ts';
import { DeviceMenu } from './pages/device-menu.ts';

// A Steam install of the game (v3 layout) in an OPFS folder the stubbed picker hands out.
const GAME = 'SynthRiders';
const SEED = ['SynthRiders.exe', 'SynthRidersUC/CustomSongs/', 'SynthRidersUC/CustomPlaylists/'];

test('a playlist installs whole: its file and every song land in the folders the game reads', async ({
  page,
  request,
}) => {
  const { playlist } = await pickDeviceCatalog(request);
  await stubGameFolderPicker(page, GAME, SEED);
  await page.goto(`/playlists/${playlist.id}`);

  // Not connected: the downloader's playlist mode instead of an install button.
  await expect(page.getByRole('link', { name: 'Download the songs' })).toHaveAttribute(
    'href',
    `/beatmaps/downloader?from=playlist&playlist=${playlist.id}`,
  );
  await new DeviceMenu(page).connect('PC', 'Connected to PC');

  await page.getByRole('button', { name: 'Install playlist and songs' }).click();
  const run = page.getByRole('dialog', { name: `Installing ${playlist.name}` });
  const summary = run.getByRole('list', { name: 'Summary' });
  await expect(summary).toContainText(`Installed: ${playlist.beatmapIds.length + 1}`, { timeout: 30_000 });
  await expect(summary).toContainText('Failed: 0');
  await run.getByRole('button', { name: 'Close' }).click();
  await expect(run).toBeHidden();
  await expect(page.getByText('Installed on PC', { exact: true })).toBeVisible();

  // Every file, at the paths of device-notes §2 (PC, game v3): CustomPlaylists and CustomSongs.
  const files = (await opfsFiles(page, GAME)).map((f) => f.replace(/ \(\d+\)$/, ''));
  expect(files.filter((f) => f.startsWith('SynthRidersUC/CustomPlaylists/'))).toEqual([
    expect.stringMatching(new RegExp(`^SynthRidersUC/CustomPlaylists/${playlist.id}-.+\\.playlist$`)),
  ]);
  const songs = files.filter((f) => f.startsWith('SynthRidersUC/CustomSongs/'));
  expect(songs).toHaveLength(playlist.beatmapIds.length);
  for (const id of playlist.beatmapIds) {
    expect(songs).toContainEqual(
      expect.stringMatching(new RegExp(`^SynthRidersUC/CustomSongs/${id}-.+\\.synth$`)),
    );
  }
  expect(files.filter((f) => /\.(tmp|crswap)$/.test(f))).toEqual([]);

  // Again: everything is already there, nothing is written twice.
  await page.getByRole('button', { name: 'Install playlist and songs' }).click();
  await expect(summary).toContainText(`Already on PC: ${playlist.beatmapIds.length + 1}`);
  await expect(summary).toContainText('Installed: 0');
});

test('installing a playlist whole can be cancelled', async ({ page, request }) => {
  const { playlist } = await pickDeviceCatalog(request);
  await stubGameFolderPicker(page, GAME, SEED);
  // Songs download slowly, so the run is still going when Cancel is pressed.
  await page.route('**/api/beatmaps/*/download*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => {});
  });
  await page.goto(`/playlists/${playlist.id}`);
  await new DeviceMenu(page).connect('PC', 'Connected to PC');
  await page.getByRole('button', { name: 'Install playlist and songs' }).click();
  const run = page.getByRole('dialog', { name: `Installing ${playlist.name}` });
  await expect(run.getByText(/^Installing \d+ of \d+: /)).toBeVisible();
  await run.getByRole('button', { name: 'Cancel' }).click();
  await expect(run.getByText('Cancelled: the rest was not installed.')).toBeVisible();
  const songs = (await opfsFiles(page, GAME)).filter((f) => f.startsWith('SynthRidersUC/CustomSongs/'));
  expect(songs.length).toBeLessThan(playlist.beatmapIds.length);
});
