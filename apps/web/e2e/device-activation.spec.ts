import { expect, test } from '@playwright/test';
import { ActivatePage } from './pages/activate-page.ts';
import { LoginPage } from './pages/login-page.ts';

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

test('an app gets a device code, the signed-in user approves it at /activate, the app receives working tokens once', async ({
  page,
  request,
}) => {
  // The app (a headset mod, no browser) asks for a code.
  const start = await request.post('/api/auth/device/code', { data: { client_id: 'E2E Headset Mod' } });
  expect(start.status()).toBe(200);
  const code = await start.json();
  expect(code.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
  expect(code.verification_uri).toMatch(/\/activate$/);
  const poll = () =>
    request.post('/api/auth/device/token', {
      data: { grant_type: GRANT_TYPE, device_code: code.device_code },
    });
  const pending = await poll();
  expect(pending.status()).toBe(400);
  expect((await pending.json()).error).toBe('authorization_pending');

  // The user signs in on the site and enters the code at the short page.
  const stamp = Date.now().toString(36);
  const username = `e2edev${stamp}`;
  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password');
  const activate = new ActivatePage(page);
  await activate.goto();
  await activate.enterCode(code.user_code.replace('-', '').toLowerCase());
  await expect(activate.request('E2E Headset Mod')).toBeVisible();
  await activate.approve();

  // The app's next poll (after the 5 s interval) receives the session; the access token works.
  let tokens: { access_token: string; refresh_token: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await poll();
        if (res.status() === 200) tokens = await res.json();
        return res.status();
      },
      { intervals: [code.interval * 1000 + 500], timeout: 30_000 },
    )
    .toBe(200);
  const me = await request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${tokens!.access_token}` },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.username).toBe(username);

  // Single use: polling again gives no second session.
  await page.waitForTimeout(code.interval * 1000 + 500);
  const again = await poll();
  expect(again.status()).toBe(400);
  expect((await again.json()).error).toBe('invalid_grant');
});
