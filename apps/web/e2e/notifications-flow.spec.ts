import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { NotificationBell } from './pages/notification-bell.ts';

/** Registers an account through the API and answers its access token. */
async function registerApi(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password: 'a long enough password' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).token;
}

/** The signed-in user's access token, as the app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('synthhub.session') ?? '{}').token as string);
}

/**
 * The notifications bell end to end (spec §2 "Notification bell dropdown", §4, §9;
 * docs/decisions/0017): a player follows a mapper from the profile page; the mapper publishes 11
 * playlists; the player's open tab gets the 11 notifications over Server-Sent Events; the panel
 * shows 10 and "and 1 more not shown..."; Mark as read clears one; visiting a notification's url
 * (by its link, or typed) clears it; Clear Unread clears the rest and closes the panel.
 */
test('a follower is notified of 11 publishes and clears them one by one, by visiting, and all at once', async ({
  page,
  request,
}) => {
  // A busy shared machine: page loads and the first stream can take a while.
  test.slow();
  const patient = { timeout: 30_000 };
  const stamp = Date.now().toString(36);
  const player = `nf${stamp}`;
  const mapper = `nm${stamp}`;
  const mapperToken = await registerApi(request, mapper);

  await new LoginPage(page).goto();
  await new LoginPage(page).createAccount(player, `${player}@example.test`, 'a long enough password');
  const bell = new NotificationBell(page);
  await bell.expectUnread(0);
  await bell.open();
  await expect(bell.panel.getByText('No new notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell.panel).toBeHidden();

  // Follow the mapper from their profile.
  await page.goto(`/profile/${mapper}`);
  await expect(page.getByTestId('follower-count')).toHaveText('0 followers', patient);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');
  await page.goto('/');
  await bell.expectUnread(0);

  // The mapper publishes 11 playlists; the open tab hears of each over the stream.
  const ids: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const res = await request.post('/api/playlists', {
      headers: { authorization: `Bearer ${mapperToken}` },
      data: { name: `Notified ${i} ${stamp}`, published: true },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    ids.push((await res.json()).id);
  }
  await bell.expectUnread(11, patient);

  await bell.open();
  await expect(bell.items).toHaveCount(10);
  await expect(bell.panel.getByText('and 1 more not shown...')).toBeVisible();
  // Newest first: the first playlist is the one not shown.
  await expect(bell.item(`Notified 11 ${stamp}`)).toBeVisible();
  await expect(bell.item(`Notified 1 ${stamp}`)).toHaveCount(0);
  await expect(bell.item(`Notified 11 ${stamp}`)).toContainText(`${mapper} published a new playlist`);
  await expect(bell.item(`Notified 11 ${stamp}`)).toContainText(/\d+[smh] ago/);

  // Mark as read: one fewer; the 11th moves into view and the "more" line goes.
  await bell.item(`Notified 11 ${stamp}`).getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell.item(`Notified 11 ${stamp}`)).toHaveCount(0);
  await expect(bell.items).toHaveCount(10);
  await expect(bell.panel.getByText(/more not shown/)).toHaveCount(0);
  await bell.expectUnread(10);

  // Following a notification's link goes to its url and clears it.
  await bell.item(`Notified 10 ${stamp}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/playlists/${ids[9]}$`));
  await expect(bell.panel).toBeHidden();
  await bell.expectUnread(9);

  // So does going to the url some other way (typed, or a fresh load).
  await page.goto(`/playlists/${ids[0]}`);
  await bell.expectUnread(8);
  await bell.open();
  await expect(bell.item(`Notified 1 ${stamp}`)).toHaveCount(0);
  await expect(bell.items).toHaveCount(8);

  // Clear Unread clears the rest, and the panel closes as its list is now empty.
  await bell.panel.getByRole('button', { name: 'Clear Unread' }).click();
  await expect(bell.panel).toBeHidden();
  await bell.expectUnread(0);
  await page.reload();
  await bell.expectUnread(0);
  await bell.open();
  await expect(bell.panel.getByText('No new notifications')).toBeVisible();

  // The test notification (spec §7) is refetched into the list.
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  await bell.panel.getByRole('button', { name: 'Send test' }).click();
  await expect(bell.item('This is a test notification.')).toBeVisible();
  await bell.expectUnread(1);
});
