import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildPlaylist } from '@synthhub/formats/playlist/build-playlist';
import { readPlaylist } from '@synthhub/formats/playlist/read-playlist';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { LoginPage } from './pages/login-page.ts';
import { PlaylistEditPage } from './pages/playlist-edit-page.ts';
import { UploadDialog } from './pages/upload-dialog.ts';

const FIXTURE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/real/playlist/000002__warmup.playlist',
);

/**
 * The `.playlist` the test uploads: the real `000002__warmup.playlist` when ../shared/fixtures is
 * present (never copied into the repo), else a generated one of five songs that are not on the site.
 */
function testPlaylist(): { name: string; bytes: Uint8Array } {
  if (existsSync(FIXTURE) && !process.env.E2E_GENERATED_PLAYLIST)
    return { name: '000002__warmup.playlist', bytes: readFileSync(FIXTURE) };
  const songs = Array.from({ length: 5 }, (_, i) => ({
    hash: String(i + 1).repeat(64),
    name: `Missing ${i + 1}`,
    author: 'Nobody',
    difficulty: 3,
    trackDuration: 200,
  }));
  return { name: '000002__warmup.playlist', bytes: writePlaylist(buildPlaylist({ name: 'warm up', songs })) };
}

test('a player uploads a .playlist, edits and publishes it, and anyone finds and downloads it', async ({
  page,
  browser,
}) => {
  const file = testPlaylist();
  const uploadedHashes = readPlaylist(file.bytes).songs.map((s) => s.hash);
  const username = `pl${Date.now().toString(36)}`;
  const name = `E2E Warm-up ${username}`;

  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password');

  // Upload: "Required" and a blocked submit until a .playlist is chosen.
  const upload = new UploadDialog(page, 'Playlist');
  await upload.open();
  await expect(upload.dialog.getByText('Required')).toBeVisible();
  await expect(upload.submit).toBeDisabled();
  await expect(upload.dialog.getByRole('link', { name: /Create Empty Playlist/ })).toHaveAttribute(
    'href',
    '/playlists/edit/new',
  );
  await upload.chooseFile(file.name, file.bytes);
  await expect(upload.submit).toBeEnabled();
  await upload.submit.click();

  await expect(page).toHaveURL(/\/playlists\/edit\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Edit Playlist' })).toBeVisible();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();

  // Edit: every rule shows its message and blocks Save and Publish; Enter does not submit either.
  const edit = new PlaylistEditPage(page);
  await expect(edit.songs).toHaveCount(uploadedHashes.length);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/playlists/${id}`) && r.method() !== 'GET') writes.push(r.method());
  });
  await edit.expectRule(edit.name, '', 'Required');
  await edit.name.press('Enter');
  await edit.expectRule(edit.name, 'x'.repeat(65), 'At most 64 characters');
  await edit.name.fill(name);
  await edit.expectRule(edit.description, 'y'.repeat(1001), 'At most 1000 characters');
  await edit.description.fill('Warm-up songs, uploaded by the end-to-end test.');
  for (const label of ['Gradient top', 'Gradient bottom', 'Title colour', 'Texture colour']) {
    const before = await edit.colour(label).inputValue();
    await edit.expectRule(edit.colour(label), 'pinkish', 'Must be a colour like #FF00AA');
    await edit.colour(label).fill(before);
  }
  await edit.colour('Gradient top').fill('#112233');
  await expect(edit.save).toBeEnabled();
  expect(writes).toEqual([]);

  // Songs: add a beatmap from the list, move it to the top, then publish.
  const added = await edit.addFirstListedBeatmap();
  const addedTitle = added.split(' - ').slice(1).join(' - ');
  await expect(edit.songs).toHaveCount(uploadedHashes.length + 1);
  for (let i = 0; i < uploadedHashes.length; i++) {
    await edit.form.getByRole('button', { name: `Move "${addedTitle}" up` }).click();
  }
  await expect(edit.songs.first()).toContainText(addedTitle);
  await edit.publish.click();
  await expect(page.getByText('Playlist published!')).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // A visitor finds it on /playlists and opens it: missing songs are shown, the added one links.
  const visitor = await browser.newPage();
  await visitor.goto('/playlists');
  const card = visitor.getByRole('link', { name, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/playlists/${id}$`));
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  const songs = visitor.getByRole('list', { name: 'Songs' }).getByRole('listitem');
  await expect(songs).toHaveCount(uploadedHashes.length + 1);
  await expect(songs.first().getByRole('link', { name: addedTitle })).toHaveAttribute(
    'href',
    /\/beatmaps\/\d+$/,
  );
  await expect(visitor.getByText('Not on Synthhub', { exact: true })).toHaveCount(uploadedHashes.length);

  // Download: the file name and the generated .playlist with every song's hash.
  const downloadPromise = visitor.waitForEvent('download');
  await visitor.getByRole('main').getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadPromise;
  const expectedName = `${id}-${name.replace(/[^A-Za-z0-9]+/g, '-')}.playlist`;
  expect(download.suggestedFilename()).toBe(expectedName);
  const json = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(json.namePlaylist).toBe(name);
  expect(json.gradientTop).toBe('#112233');
  expect(typeof json.creationDate).toBe('string');
  const hashes: string[] = json.dataString.map((s: { hash: string }) => s.hash);
  expect(hashes).toHaveLength(uploadedHashes.length + 1);
  expect(hashes.slice(1)).toEqual(uploadedHashes);
  expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  await visitor.close();
});
