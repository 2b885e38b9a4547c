import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { ItemEditPage } from './pages/item-edit-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { UploadDialog } from './pages/upload-dialog.ts';

const FIXTURE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/real/vrm/VRMC_vrm_expressions_isBinary_Overrides.vrm',
);

/**
 * The `.vrm` the test uploads: the real VRM 1.0 sample from ../shared/fixtures when present (never
 * copied into the repo), else a generated VRM 1.0 with a thumbnail.
 */
function testVrm(): { bytes: Uint8Array; filename: string; name: string } {
  if (existsSync(FIXTURE) && !process.env.E2E_GENERATED_VRM) {
    return { bytes: readFileSync(FIXTURE), filename: 'isBinary_Overrides.vrm', name: 'isBinary overrides' };
  }
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const name = 'Generated Fox';
  const bytes = buildVrm({
    specVersion: '1.0',
    name,
    authors: ['E2E'],
    thumbnail: { bytes: png, mimeType: 'image/png' },
  });
  return { bytes, filename: 'generated-fox.vrm', name };
}

test('a user uploads a .vrm avatar, edits and publishes it, and anyone finds and downloads it', async ({
  page,
  browser,
}) => {
  const vrm = testVrm();
  const stamp = Date.now().toString(36);
  const username = `e2eav${stamp}`;
  const finalName = `E2E Fox ${stamp}`;

  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password');

  // Upload page: "Required" and a blocked submit until a .vrm is chosen (spec §5).
  const upload = new UploadDialog(page, 'Avatar');
  await upload.open();
  await expect(upload.form.getByText('Required', { exact: true })).toBeVisible();
  await expect(upload.form.getByText(/PC VR version of Synth Riders only/)).toBeVisible();
  await expect(upload.submit).toBeDisabled();

  // A GLB whose JSON chunk length lies is refused with the problem named (spec §8 error lines).
  const lying = Buffer.from(vrm.bytes);
  lying.writeUInt32LE(lying.readUInt32LE(12) + 1_000_000, 12);
  await upload.chooseFile('broken.vrm', lying);
  await expect(upload.submit).toBeEnabled();
  await upload.submit.click();
  await expect(upload.error).toContainText(
    /glTF chunk 0 says it holds \d+ bytes, but only \d+ bytes are left/,
  );
  await expect(page).toHaveURL(/\/user\/models\/avatars\/upload$/);

  await upload.chooseFile(vrm.filename, vrm.bytes);
  await expect(upload.error).toBeHidden();
  await upload.submit.click();
  await expect(page).toHaveURL(/\/models\/avatars\/edit\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // Edit page: the name came from the file; each rule shows its message and blocks Publish.
  const edit = new ItemEditPage(page, 'Avatar');
  await expect(edit.heading).toBeVisible();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(edit.name).toHaveValue(vrm.name);
  await edit.name.fill('');
  await expect(edit.message('Required')).toBeVisible();
  await expect(edit.publish).toBeDisabled();
  await edit.name.fill('x'.repeat(65));
  await expect(edit.message('Name must be at most 64 characters')).toBeVisible();
  await expect(edit.publish).toBeDisabled();
  await edit.name.fill(finalName);
  await edit.youtubeUrl.fill('not a url');
  await expect(edit.message('Must be a URL')).toBeVisible();
  await expect(edit.publish).toBeDisabled();
  await edit.youtubeUrl.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await edit.description.fill('A fox for the e2e test.');
  await expect(edit.publish).toBeEnabled();
  await edit.publish.click();
  await expect(page.getByText('Avatar published!')).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // A visitor who is not signed in finds it on /models/avatars, newest first, and downloads it.
  const visitor = await browser.newPage();
  await visitor.goto('/models/avatars');
  const card = visitor.getByRole('link', { name: finalName });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/models/avatars/${id}$`));
  await expect(visitor.getByRole('heading', { name: finalName })).toBeVisible();
  await expect(visitor.getByText('A fox for the e2e test.')).toBeVisible();
  await expect(visitor.getByText(/PC VR version of Synth Riders only/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  const downloadPromise = visitor.waitForEvent('download');
  await visitor.getByRole('main').getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${id}-E2E-Fox-${stamp}.vrm`);
  const bytes = readFileSync((await download.path())!);
  expect(Buffer.compare(bytes, Buffer.from(vrm.bytes))).toBe(0);
  await visitor.close();
});
