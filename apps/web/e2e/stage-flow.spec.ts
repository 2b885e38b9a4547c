import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { STAGE_MESSAGES } from '@synthhub/shared/stages/stages.schemas';
import { LoginPage } from './pages/login-page.ts';
import { StageEditPage } from './pages/stage-edit-page.ts';
import { UploadDialog } from './pages/upload-dialog.ts';

/** A 1×1 PNG: the icon the package names, which becomes the stage's cover. */
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Counts the requests whose method and path match, from now on. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) n++;
  });
  return () => n;
}

test('a creator uploads a .stagepkg through the signed URL, edits, publishes, and anyone downloads a file', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const pkg = buildStagepkg({
    name: `Skyline ${suffix}`,
    creatorName: 'E2E',
    icon: ICON,
    pc: { spin: true },
    android: { normal: true },
  });
  const pcBundle = pkg.bundles.pc!;
  const username = `stg${suffix}`;

  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password');

  // Upload: the dialog of spec §2, then the three steps with a PUT to the signed URL.
  const puts = countRequests(page, 'PUT', /^\/api\/uploads\/[\w-]+$/);
  const upload = new UploadDialog(page, 'Stage');
  await upload.open();
  await expect(
    upload.dialog.getByText('Stage Files V2: All new stage uploads must be in the .stagepkg format.'),
  ).toBeVisible();
  await expect(upload.dialog.getByText('Required', { exact: true })).toBeVisible();
  await expect(upload.submit).toBeDisabled();
  await upload.chooseFile(`Skyline-${suffix}.stagepkg`, pkg.bytes);
  await expect(upload.submit).toBeEnabled();
  await upload.submit.click();
  await expect(page).toHaveURL(/\/models\/stages\/edit\/\d+$/);
  expect(puts()).toBe(1);
  const id = Number(page.url().split('/').pop());

  // Edit: every rule shows its message and blocks submit (no PATCH leaves the page).
  const edit = new StageEditPage(page);
  await edit.waitFor();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'PC · Spin Mode' })).toBeVisible();
  const patches = countRequests(page, 'PATCH', new RegExp(`^/api/models/stages/${id}$`));
  const rules: [string, () => Promise<void>, string][] = [
    ['empty name', () => edit.name.fill(''), STAGE_MESSAGES.required],
    ['long name', () => edit.name.fill('x'.repeat(65)), STAGE_MESSAGES.nameMax],
    ['bad URL', () => edit.youtubeUrl.fill('not a url'), STAGE_MESSAGES.url],
    ['short tag', () => edit.addTag('a'), `"a": ${STAGE_MESSAGES.tagLength}`],
    ['bad tag', () => edit.addTag('-neon'), `"-neon": ${STAGE_MESSAGES.tagPattern}`],
    ['bad experience tag', () => edit.experienceTag.fill('EXP-12345'), STAGE_MESSAGES.experienceTag],
  ];
  for (const [name, breakRule, message] of rules) {
    await page.reload();
    await edit.waitFor();
    await breakRule();
    await edit.save.click();
    await expect(page.getByText(message, { exact: true }), name).toBeVisible();
    await edit.publish.click();
    await expect(page.getByText(message, { exact: true }), name).toBeVisible();
    expect(patches(), name).toBe(0);
  }

  // A valid edit, then Publish.
  await page.reload();
  await edit.waitFor();
  const stageName = `E2E Skyline ${suffix}`;
  await edit.name.fill(stageName);
  await edit.youtubeUrl.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await edit.addTag('Neon');
  await edit.addTag('Sci-Fi 2');
  await edit.experienceTag.fill('EXPERIENCEab12');
  await edit.publish.click();
  await expect(page.getByText('Stage published!')).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  expect(patches()).toBe(1);

  // A visitor finds it on /models/stages, opens it and downloads the PC file.
  const visitor = await browser.newPage();
  await visitor.goto('/models/stages');
  const card = visitor.getByRole('link', { name: stageName });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/models/stages/${id}$`));
  await expect(visitor.getByRole('heading', { name: stageName })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Tags' })).toContainText('Sci-Fi 2');
  const files = visitor.getByRole('table', { name: 'Stage files' });
  await expect(files.getByRole('row')).toHaveCount(4);
  await expect(files.getByRole('row').nth(1)).toContainText('PCNormalDefault');
  await expect(files.getByRole('row').nth(2)).toContainText('PCSpin ModeDefault');
  await expect(files.getByRole('row').nth(3)).toContainText('QuestNormalDefault');

  const downloadPromise = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: `Download ${pcBundle.filename} (PC Normal)` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(pcBundle.filename);
  const bytes = readFileSync((await download.path())!);
  expect(Buffer.compare(bytes, Buffer.from(pcBundle.bytes))).toBe(0);
  await visitor.close();
});
