import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe-scan.ts';
import { EventPage } from './pages/event-page.ts';
import { AdminApi } from './pages/admin-api.ts';
import { LoginPage } from './pages/login-page.ts';

/**
 * Events and voting (spec §2 /events/best-of-2023, §4 window, §7 calls, §8 toasts): a signed-in
 * user adds picks, reorders with the keyboard and removes one, each with its exact toast, and the
 * picks survive a reload; a failed call shows its failure toast; a `<script>` in a description is
 * shown as text. Names come from the demo event through the API, never from fixed values.
 */

interface Detail {
  id: number;
  description: string;
  categories: { name: string; beatmaps: { artist: string; title: string }[] }[];
}

test('a signed-in user votes, reorders by keyboard and removes a pick on /events/best-of-2023', async ({
  page,
  request,
}) => {
  const event = (await (await request.get('/api/events/published/best-of-2023')).json()) as Detail;
  const category = event.categories[0]!;
  const [a, b] = category.beatmaps.map((m) => `${m.artist} - ${m.title}`) as [string, string];

  // Demo accounts have no password anyone knows; a visitor creates an account, as on the live site.
  const username = `voter${Date.now().toString(36)}`;
  const login = new LoginPage(page);
  await login.goto();
  await login.createAccount(username, `${username}@example.test`, 'a long enough password 1');

  const events = new EventPage(page);
  await events.goto('best-of-2023');
  await expect(page.getByText(/^Voting is open from /)).toBeVisible();
  expect(await events.picks(category.name)).toEqual([]);

  await events.add(category.name, a);
  await events.expectToast('Vote submitted!');
  await events.add(category.name, b);
  await events.expectToast('Vote submitted!');
  await expect.poll(() => events.picks(category.name)).toEqual([a, b]);
  // The voting controls (signed in only) pass axe too; the signed-out page is in accessibility.spec.ts.
  await expectNoSeriousViolations(page, 'the event page with picks');

  await events.moveUpByKeyboard(b, 2);
  await events.expectToast('Vote submitted!');
  await expect.poll(() => events.picks(category.name)).toEqual([b, a]);

  await events.remove(a);
  await events.expectToast('Vote removed!');
  await page.reload();
  await expect.poll(() => events.picks(category.name)).toEqual([b]);

  // Failures keep the list as it was and say so (spec §8).
  await page.route(`**/api/events/${event.id}/vote/**`, (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Down for a moment' } }),
  );
  await events.remove(b);
  await events.expectToast('Failed to remove vote. Please try again');
  await expect.poll(() => events.picks(category.name)).toEqual([b]);
  await page.route(`**/api/events/${event.id}/vote`, (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Down for a moment' } }),
  );
  await events.add(category.name, a);
  await events.expectToast('Failed to submit vote. Please try again');
  expect(await events.picks(category.name)).toEqual([b]);
});

test('a <script> stored in an event description is shown as text and never runs', async ({
  page,
  request,
}) => {
  const script =
    '<script>window.__eventScriptRan = true</script><img src=x onerror="window.__eventScriptRan = true">';
  const list = (await (await request.get('/api/beatmaps?page=1&limit=1')).json()) as {
    data: { id: number }[];
  };
  const slug = await new AdminApi(request).createEvent({
    slug: `script-check-${Date.now().toString(36)}`,
    title: 'Script check',
    description: `Read me: ${script}`,
    beatmapIds: [list.data[0]!.id],
  });
  const events = new EventPage(page);
  await events.goto(slug);
  await expect(events.description()).toHaveText(`Read me: ${script}`);
  await expect(events.description().locator('script, img')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __eventScriptRan?: boolean }).__eventScriptRan),
  ).toBeUndefined();
});

test('the home page features the event and links to it', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured event' });
  await section.getByRole('link', { name: 'Vote now: Best of 2023' }).click();
  await expect(page).toHaveURL(/\/events\/best-of-2023$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best of 2023' })).toBeVisible();
});
