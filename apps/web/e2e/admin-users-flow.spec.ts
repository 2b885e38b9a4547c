import { expect, type Page, test } from '@playwright/test';
import { AdminApi } from './pages/admin-api.ts';
import { signIn } from './pages/login-page.ts';
import { VIEWPORTS } from './pages/axe-scan.ts';

const PASSWORD = 'a long enough password';
const shots = process.env.SCREENSHOT_DIR;

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (for looking at the screens by hand). */
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/**
 * The admin users and reviews screens (spec §2 Admin area; docs/decisions/0030-admin-area, "Account suspension"): an
 * admin finds an account, suspends it with a reason, and the person then sees that reason when
 * signing in; the admin hides a review from the reviews grid.
 */
test('an admin suspends an account, which then cannot sign in; a review is hidden', async ({
  page,
  request,
}) => {
  const name = `suspendee${Date.now() % 100000}`;
  const registered = await request.post('/api/auth/register', {
    data: { username: name, email: `${name}@example.test`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as { token: string };
  const beatmaps = (await (await request.get('/api/beatmaps?limit=1')).json()) as { data: { id: number }[] };
  const review = await request.post(`/api/beatmaps/${beatmaps.data[0]!.id}/reviews`, {
    data: { text: 'Rude words about the mapper in this review.', recommend: false },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(review.status(), await review.text()).toBe(201);
  await new AdminApi(request).headers(); // the demo admin exists and signs in

  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'admin', process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password');
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();
  await page.goto('/admin/users');
  await page.getByLabel('Search username or e-mail').fill(name);
  await page.getByLabel('Search username or e-mail').press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await shot(page, 'users-desktop');
  await row.getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Reason/)
    .fill('Rude reviews');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(/Suspended .*: Rude reviews/)).toBeVisible();
  await shot(page, 'user-detail-desktop');
  const detailUrl = page.url();

  await page.goto('/admin/reviews');
  const reviewRow = page.getByRole('row').filter({ hasText: 'Rude words about the mapper' });
  await expect(reviewRow).toBeVisible();
  await shot(page, 'reviews-desktop');
  await reviewRow.getByRole('button', { name: /^Hide / }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Reason/)
    .fill('Insults the mapper');
  await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(reviewRow.getByText('Hidden')).toBeVisible();
  await reviewRow.getByText('Rude words about the mapper in this review.').click();
  await expect(page.getByRole('heading', { level: 1, name: `Review by ${name}` })).toBeVisible();
  await shot(page, 'review-detail-desktop');

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/admin/users');
  await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
  await shot(page, 'users-mobile');
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await shot(page, 'user-detail-mobile');
  await page.goto('/admin/reviews');
  await expect(page.getByRole('grid', { name: 'Reviews' })).toBeVisible();
  await shot(page, 'reviews-mobile');

  const other = await page.context().browser()!.newContext({ viewport: VIEWPORTS.mobile });
  const visitor = await other.newPage();
  await signIn(visitor, name, PASSWORD);
  const alert = visitor.getByRole('alert').filter({ hasText: 'Account suspended' });
  await expect(alert).toContainText('This account is suspended: Rude reviews');
  await shot(visitor, 'login-suspended-mobile');
  await other.close();
});
