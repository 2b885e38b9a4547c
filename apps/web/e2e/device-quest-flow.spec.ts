import { expect, test } from '@playwright/test';
import { pickDeviceCatalog, questList, questStat, useFakeQuest } from './pages/device-fixtures.ts';
import { DeviceMenu } from './pages/device-menu.ts';

// The fake Quest of the e2e build (apps/web/src/device/connect/e2e-fake-quest.ts): the real ADB
// classes over an in-page fake adbd. The game folder exists; the old game folder still holds a
// beatmap and a playlist, which the /device page offers to migrate (spec §9).
const GAME = '/sdcard/SynthRidersUC';
const LEGACY = '/sdcard/Android/data/com.kluge.SynthRiders/files';

test('Quest: connect over USB, install, mtime and mode, migrate the old folder, reconnect on reload, remove', async ({
  page,
  request,
}) => {
  const catalog = await pickDeviceCatalog(request);
  await useFakeQuest(page, {
    dirs: [`${GAME}/CustomSongs`],
    files: [
      { path: `${LEGACY}/CustomSongs/Old-Song.synth`, text: 'an old beatmap', mtime: 1_500_000_000 },
      { path: `${LEGACY}/Playlist/Old.playlist`, text: '{}', mtime: 1_500_000_000 },
    ],
  });
  const device = new DeviceMenu(page);
  const installedChip = page.getByText('Installed on Quest 3', { exact: true });

  await page.goto(`/beatmaps/${catalog.beatmap.id}`);
  await device.connect('Quest', 'Connected to Quest 3');

  // A beatmap: written with mode 0666 and the beatmap's published_at as mtime (spec §9).
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Beatmap installed successfully!')).toBeVisible();
  await expect(installedChip).toBeVisible();
  const [song] = (await questList(page, `${GAME}/CustomSongs`)).filter((p) =>
    p.startsWith(`${GAME}/CustomSongs/${catalog.beatmap.id}-`),
  );
  expect(song).toMatch(/\.synth$/);
  expect(await questStat(page, song!)).toMatchObject({
    mode: 0o666,
    mtime: Math.floor(Date.parse(catalog.beatmap.published_at) / 1000),
  });

  // A playlist and its beatmaps, a stage (the Quest bundle); avatars are not for the Quest.
  await page.goto(`/playlists/${catalog.playlist.id}`);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Playlist installed successfully!')).toBeVisible();
  const n = catalog.playlist.beatmapIds.length;
  await page
    .getByRole('dialog', { name: `Install the beatmaps of ${catalog.playlist.name}?` })
    .getByRole('button', { name: n === 1 ? 'Install 1 beatmap' : `Install ${n} beatmaps` })
    .click();
  await expect(
    page.getByText(n === 1 ? 'Beatmap installed successfully!' : `${n} beatmaps installed successfully!`),
  ).toBeVisible();
  await page.goto(`/models/stages/${catalog.stage.id}`);
  await expect(device.button).toHaveAccessibleName(/\(Device: connected to Quest 3\)$/);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Stage installed successfully!')).toBeVisible();
  await page.goto(`/models/avatars/${catalog.avatar.id}`);
  await expect(page.getByLabel('Avatars are not supported on Quest.')).toBeVisible();

  await device.expectBeatmapCount(n + 1);
  const files = await questList(page, GAME);
  expect(files.filter((p) => /\/CustomSongs\/[^/]+\.synth$/.test(p))).toHaveLength(n + 1);
  expect(files.filter((p) => /\/CustomPlaylists\/[^/]+\.playlist$/.test(p))).toHaveLength(1);
  expect(files.filter((p) => /\/CustomStages\/[^/]+\.stagedroid$/.test(p))).toHaveLength(1);
  expect(files.filter((p) => /\.tmp$/.test(p))).toEqual([]);

  // The old game folder: migrated on /device with the spec's messages; the files keep their mtime.
  await page.goto('/device');
  const prompt = page.getByRole('alert').filter({ hasText: 'Files in the old game folder' });
  await prompt.getByRole('button', { name: 'Migrate data' }).click();
  await expect(page.getByText('Data migration complete!')).toBeVisible();
  await expect(page.getByText('Beatmaps migrated!')).toBeVisible();
  await expect(page.getByText('Playlists migrated!')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await questList(page, LEGACY)).not.toContainEqual(expect.stringMatching(/\.(synth|playlist)$/));
  expect(await questStat(page, `${GAME}/CustomSongs/Old-Song.synth`)).toMatchObject({ mtime: 1_500_000_000 });
  await expect(page.getByRole('tab', { name: `Beatmaps (${n + 2})` })).toBeVisible();

  // Reload: the granted headset reconnects by itself (a trusted key: no prompt).
  await page.reload();
  await expect(device.button).toHaveAccessibleName(/\(Device: connected to Quest 3\)$/);
  await expect(page.getByRole('tab', { name: `Beatmaps (${n + 2})` })).toBeVisible();

  // Remove the beatmap: gone from the headset.
  await page.goto(`/beatmaps/${catalog.beatmap.id}`);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Beatmap uninstalled successfuly.')).toBeVisible();
  await expect(installedChip).toHaveCount(0);
  expect(await questStat(page, song!)).toBeNull();

  await device.disconnect('Quest 3 disconnected');
});

test('Quest: the headset prompt is explained while it waits, then times out', async ({ page }) => {
  await useFakeQuest(page, { authorize: 'never', authorizationTimeoutMs: 1500 });
  await page.goto('/');
  const device = new DeviceMenu(page);
  const menu = await device.open();
  await menu.getByRole('menuitem', { name: /^Quest/ }).click();
  await expect(device.button).toHaveAccessibleName(/\(Device: connecting to Quest\)$/);
  await expect(device.button).toHaveText('Allow on headset');
  const waiting = await device.open();
  await expect(waiting.getByRole('status')).toContainText('Allow USB debugging on the headset');
  await device.close();
  await expect(
    page.getByText(/^Unable to connect to Quest: USB debugging was not allowed on the headset in time/),
  ).toBeVisible();
  await expect(device.button).toHaveAccessibleName('Connect (Device: not connected)');
});

test('Quest: a headset held by another program', async ({ page }) => {
  await useFakeQuest(page, { busy: true });
  await page.goto('/');
  const menu = await new DeviceMenu(page).open();
  await menu.getByRole('menuitem', { name: /^Quest/ }).click();
  await expect(
    page.getByText(/^Unable to connect to Quest: The headset is in use by another program\. Close SideQuest/),
  ).toBeVisible();
});
