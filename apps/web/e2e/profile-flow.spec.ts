import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { ProfileSettingsPage } from './pages/profile-settings-page.ts';

/** A 1×1 PNG; the server turns any picture into a 256 px WebP. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a user changes their name, makes and revokes an API token, sets a picture and deletes the account', async ({
  page,
}) => {
  // Many signed-in round trips, three of them argon2 checks: give it the slow-test budget (3 × 60 s).
  test.slow();
  const stamp = Date.now().toString(36);
  const username = `e2epr${stamp}`;
  const renamed = `e2eRenamed${stamp}`;
  const password = 'a long enough password';

  await new LoginPage(page).goto();
  await new LoginPage(page).createAccount(username, `${username}@example.test`, password);

  const settings = new ProfileSettingsPage(page);
  await settings.openFromUserMenu(username);

  // Username: the rules are shown before any request; a valid one is saved and shown in the app bar.
  await settings.changeUsername('no spaces allowed');
  await expect(page.getByText(/Username may only contain letters/)).toBeVisible();
  await settings.changeUsername(renamed);
  await expect(page.getByRole('button', { name: `Account menu for ${renamed}` })).toBeVisible();

  // API token: shown once, works as a bearer token, listed without its secret, stops when revoked.
  await expect(settings.section('API tokens').getByText('You have no API tokens yet.')).toBeVisible();
  const secret = await settings.createToken('Score mod');
  expect(secret).toMatch(/^shp_/);
  await expect(settings.section('API tokens').getByText('Score mod')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  const asToken = () =>
    page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${secret}` } });
  const me = await asToken();
  expect(me.status()).toBe(200);
  expect((await me.json()).user.username).toBe(renamed);
  await settings.revokeToken('Score mod');
  await expect(settings.section('API tokens').getByText('You have no API tokens yet.')).toBeVisible();
  expect((await asToken()).status()).toBe(401);

  // Picture: uploaded, shown on the page and in the app bar, served as a 256 px WebP.
  await settings.uploadPicture({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  const picture = settings
    .section('Profile picture')
    .getByRole('img', { name: `Profile picture of ${renamed}` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/\/api\/user\/avatars\/[0-9a-f]{64}\.webp$/);
  await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();

  // Delete: confirmed by typing the username and the password; signed out, back home.
  await settings.deleteAccount(renamed, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${renamed}` })).toHaveCount(0);
  const gone = await page.request.post('/api/auth/login', { data: { username: renamed, password } });
  expect(gone.status()).toBe(401);
});
