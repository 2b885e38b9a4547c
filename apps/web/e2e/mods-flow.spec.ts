import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { zipSync } from 'fflate';
import { signIn } from './pages/login-page.ts';
import { ModFormPage, VersionDialog } from './pages/mod-pages.ts';

/** A tiny MelonLoader-style .dll: a PE file starts with "MZ"; the rest is filler. */
function tinyDll(text: string): Uint8Array {
  return new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new TextEncoder().encode(text)]);
}

/**
 * The mods catalogue end to end (spec §2 /mods, /mods/{slug}, /mods/create): the demo admin creates
 * a published mod, uploads a .dll version and a .zip version, sees both on `/mods/{slug}` (highest
 * first, with changelogs), downloads the first one (the file the server names), and a visitor finds
 * the mod on /mods.
 */
test('an author creates a mod, uploads two versions, and anyone finds and downloads them', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `e2e-mod-${stamp}`;
  const name = `E2E Mod ${stamp}`;
  const dll = tinyDll(`e2e ${stamp} 1.0.0`);
  const zip = zipSync({ [`Mods/E2EMod-${stamp}.dll`]: tinyDll(`e2e ${stamp} 1.1.0`) });

  await signIn(page, 'admin', process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password');
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();

  await page.goto('/mods');
  await expect(page.getByRole('heading', { level: 1, name: 'Released Mods' })).toBeVisible();
  await page.getByRole('link', { name: 'New mod' }).click();
  await expect(page).toHaveURL(/\/mods\/create$/);

  // A bad slug is named at its field and nothing is created.
  const form = new ModFormPage(page);
  await form.fill({ name, slug: 'Bad Slug' });
  await form.submit.click();
  await expect(form.form.getByRole('textbox', { name: /^Slug/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/mods\/create$/);

  await form.fill({
    slug,
    summary: 'A mod made by the end-to-end test.',
    description: '# About\nIt does **nothing** at all.',
    published: true,
  });
  await form.submit.click();
  await expect(page).toHaveURL(new RegExp(`/mods/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(page.getByText('No versions yet.')).toBeVisible();

  const versions = new VersionDialog(page, name);
  await versions.upload({
    file: { name: `E2EMod-${stamp}.dll`, bytes: dll },
    version: '1.0.0',
    changelog: 'First release.',
  });
  await versions.upload({
    file: { name: `E2EMod-${stamp}.zip`, bytes: zip },
    version: '1.1.0',
    changelog: 'Second release.',
    quest: true,
    gameVersions: ['2.1.0'],
  });

  // Both versions, highest first, each with its changelog; the top Download is the latest.
  const list = page.getByRole('list', { name: 'Versions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-label', 'Version 1.1.0');
  await expect(list.getByRole('listitem').nth(1)).toHaveAttribute('aria-label', 'Version 1.0.0');
  const first = list.getByRole('listitem', { name: 'Version 1.0.0' });
  await expect(first.getByText('First release.')).toBeVisible();
  await expect(
    list.getByRole('listitem', { name: 'Version 1.1.0' }).getByText('Second release.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download 1.1.0' })).toBeVisible();

  // The 1.0.0 file downloads under the name the API gives it, byte for byte.
  const detail = await request.get(`/api/mods/${slug}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const answered = (await detail.json()) as {
    versions: { version: string; files: { filename: string }[] }[];
  };
  const filename = answered.versions.find((v) => v.version === '1.0.0')!.files[0]!.filename;
  const downloadPromise = page.waitForEvent('download');
  await first.getByRole('button', { name: `Download ${filename}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(filename);
  expect(Buffer.compare(readFileSync((await download.path())!), Buffer.from(dll))).toBe(0);

  // A visitor finds it on /mods by searching.
  const visitor = await browser.newPage();
  await visitor.goto(`/mods?q=${stamp}`);
  const card = visitor.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('v1.1.0')).toBeVisible();
  await card.getByRole('link', { name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/mods/${slug}$`));
  await expect(visitor.getByRole('button', { name: 'Upload version' })).toHaveCount(0);
  await visitor.close();
});
