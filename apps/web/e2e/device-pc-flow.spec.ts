import { expect, test } from '@playwright/test';
import {
  forgetFolderPermission,
  opfsFiles,
  pickDeviceCatalog,
  stubGameFolderPicker,
} from './pages/device-fixtures.ts';
import { DeviceMenu } from './pages/device-menu.ts';
import { appStarted } from './pages/app-started.ts';

// A Steam install of the game (v3 layout) in an OPFS folder the stubbed picker hands out.
const GAME = 'SynthRiders';
const SEED = ['SynthRiders.exe', 'SynthRidersUC/CustomSongs/', 'SynthRidersUC/CustomPlaylists/'];

test('PC: connect the game folder, install every kind, survive a reload, remove', async ({
  page,
  request,
}) => {
  const catalog = await pickDeviceCatalog(request);
  await stubGameFolderPicker(page, GAME, SEED);
  const device = new DeviceMenu(page);
  const songs = () =>
    opfsFiles(page, GAME).then((files) => files.filter((f) => f.startsWith('SynthRidersUC/CustomSongs/')));

  // Connect from the app bar on a beatmap page: its Install button appears.
  await page.goto(`/beatmaps/${catalog.beatmap.id}`);
  await device.connect('PC', 'Connected to PC');
  await device.expectBeatmapCount(0);

  // A beatmap: the installed badge appears and Install becomes Remove.
  const installedChip = page.getByText('Installed on PC', { exact: true });
  await expect(installedChip).toHaveCount(0);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Beatmap installed successfully!')).toBeVisible();
  await expect(installedChip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  expect(await songs()).toEqual([
    expect.stringMatching(
      new RegExp(`^SynthRidersUC/CustomSongs/${catalog.beatmap.id}-.+\\.synth \\(\\d+\\)$`),
    ),
  ]);

  // A playlist with its beatmaps in one action; downloads are slowed so the progress shows.
  await page.route('**/api/beatmaps/*/download*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(`/playlists/${catalog.playlist.id}`);
  await page.getByRole('button', { name: 'Install playlist and songs' }).click();
  const n = catalog.playlist.beatmapIds.length;
  const run = page.getByRole('dialog', { name: `Installing ${catalog.playlist.name}` });
  await expect(run.getByText(/^Installing \d+ of \d+: /)).toBeVisible();
  await expect(run.getByRole('list', { name: 'Summary' })).toContainText(`Installed: ${n + 1}`, {
    timeout: 30_000,
  });
  await run.getByRole('button', { name: 'Close' }).click();
  await page.unroute('**/api/beatmaps/*/download*');

  // A stage (the PC bundle) and an avatar.
  await page.goto(`/models/stages/${catalog.stage.id}`);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Stage installed successfully!')).toBeVisible();
  await page.goto(`/models/avatars/${catalog.avatar.id}`);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Avatar installed successfully!')).toBeVisible();
  await expect(installedChip).toBeVisible();

  // Counts: the menu and the files in the folder, in the folders the game reads; nothing half-written.
  await device.expectBeatmapCount(n + 1);
  const files = await opfsFiles(page, GAME);
  expect(files.filter((f) => /^SynthRidersUC\/CustomSongs\/.+\.synth /.test(f))).toHaveLength(n + 1);
  expect(files.filter((f) => /^SynthRidersUC\/CustomPlaylists\/.+\.playlist /.test(f))).toHaveLength(1);
  expect(files.filter((f) => /^SynthRidersUC\/CustomStages\/.+\.stage /.test(f))).toHaveLength(1);
  expect(files.filter((f) => /^SynthRidersUC\/Avatars\/.+\.vrm /.test(f))).toHaveLength(1);
  expect(files.filter((f) => /\.(tmp|crswap) /.test(f))).toEqual([]);

  // A new browser session: the folder is remembered; the browser asks for access again on a click.
  await forgetFolderPermission(page);
  await page.reload();
  await device.reconnect('PC');
  await expect(installedChip).toBeVisible();
  // The list cards' badges: one state (colour) for what is on the PC, another for the rest (spec §4).
  await page.goto('/beatmaps');
  await appStarted(page);
  await expect(page.getByRole('img', { name: 'Beatmap installed on PC' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Beatmap not installed on PC' }).first()).toBeVisible();
  await page.goto('/device');
  await expect(page.getByRole('tab', { name: `Beatmaps (${n + 1})` })).toBeVisible();

  // Remove the beatmap from its page: the file is gone and the badge turns back.
  await page.goto(`/beatmaps/${catalog.beatmap.id}`);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Beatmap uninstalled successfuly.')).toBeVisible();
  await expect(installedChip).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install', exact: true })).toBeVisible();
  expect(
    (await songs()).filter((f) => f.startsWith(`SynthRidersUC/CustomSongs/${catalog.beatmap.id}-`)),
  ).toEqual([]);
  await device.expectBeatmapCount(n);

  // Disconnect clears the lists: no install controls any more.
  await device.disconnect('PC disconnected');
  await expect(page.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
  await expect(installedChip).toHaveCount(0);
});
