import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn as signInThroughForm } from './pages/login-page.ts';

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const PASSWORD = 'a long enough password';

/** Signs in through the form and waits until the app shows that user's menu. */
async function signIn(page: Page, username: string, password: string) {
  await signInThroughForm(page, username, password);
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
}

/** Whether an anonymous visitor finds a card linking to beatmap `id` on /beatmaps (the newest first). */
async function anonymousSeesBeatmap(browser: Browser, id: number): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/beatmaps');
  await expect(page.locator('a[href^="/beatmaps/"]').first()).toBeVisible();
  const count = await page.locator(`a[href="/beatmaps/${id}"]`).count();
  await context.close();
  return count > 0;
}

/**
 * Runs the admin action `label` of a detail view; with a `reason`, the action asks for one in its
 * dialog (moderation the owner is told about), which is typed and confirmed.
 */
async function act(page: Page, label: string, reason?: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  if (!reason) return;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The admin area end to end (spec §2 "Admin area", §6; docs/decisions/0030): the demo admin
 * unpublishes a beatmap — gone from /beatmaps for an anonymous visitor — and publishes it again,
 * creates an event with a category, suspends an account, and finds all three in the audit log; a
 * signed-in non-admin on /admin sees "Unauthorized".
 */
test('an admin moderates a beatmap, creates an event, suspends a user, and reads it all in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const newest = (await (await request.get('/api/beatmaps?limit=1&page=1')).json()) as {
    data: { id: number; title: string }[];
  };
  const beatmap = newest.data[0]!;
  expect(await anonymousSeesBeatmap(browser, beatmap.id)).toBe(true);
  const name = `rulebreaker${Date.now() % 100000}`;
  const registered = await request.post('/api/auth/register', {
    data: { username: name, email: `${name}@example.test`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const user = ((await registered.json()) as { user: { id: number } }).user;

  await signIn(page, 'admin', ADMIN_PASSWORD);
  // Unpublish from the beatmap's admin page; an anonymous visitor no longer finds it, then it is back.
  await page.goto(`/admin/beatmaps/${beatmap.id}`);
  await expect(page.getByRole('heading', { level: 1, name: beatmap.title })).toBeVisible();
  await act(page, 'Unpublish', 'The audio is not the credited song');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  expect(await anonymousSeesBeatmap(browser, beatmap.id)).toBe(false);
  await act(page, 'Publish');
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  expect(await anonymousSeesBeatmap(browser, beatmap.id)).toBe(true);

  // Create an event, then give it a category.
  const slug = `admin-e2e-${Date.now() % 100000}`;
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'Event' });
  await form.getByLabel('Title').fill('Winter Mapping Cup');
  await form.getByLabel('Slug').fill(slug);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  await page.getByLabel('New category name').fill('Best Expert map');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('region', { name: 'Best Expert map' })).toBeVisible();

  // Suspend the account.
  await page.goto(`/admin/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await act(page, 'Suspend', 'Spamming the reviews');
  await expect(page.getByText(/Suspended .*: Spamming the reviews/)).toBeVisible();

  // All three in the audit log at /admin.
  await page.goto('/admin');
  const log = page.getByRole('grid', { name: 'Audit log' });
  await expect(
    log.getByRole('row').filter({ hasText: 'user.suspend' }).filter({ hasText: name }),
  ).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'event.create' }).filter({ hasText: 'Winter Mapping Cup' }),
  ).toBeVisible();
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'beatmap.unpublish' })
      .filter({ hasText: 'The audio is not the credited song' }),
  ).toBeVisible();
  // The filter narrows it to one kind of target.
  await page.getByRole('combobox', { name: 'Target' }).click();
  await page.getByRole('option', { name: 'User' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'beatmap.unpublish' })).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: 'user.suspend' })).toBeVisible();

  // A signed-in non-admin sees "Unauthorized" on /admin.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const plain = `plainuser${Date.now() % 100000}`;
  expect(
    (
      await request.post('/api/auth/register', {
        data: { username: plain, email: `${plain}@example.test`, password: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  await signIn(visitor, plain, PASSWORD);
  await visitor.goto('/admin');
  await expect(visitor.getByText('Unauthorized')).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await other.close();
});
