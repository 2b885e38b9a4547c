import { expect, type APIRequestContext, test } from '@playwright/test';
import { expectNoSeriousViolations, VIEWPORTS } from './pages/axe-scan.ts';
import { LoginPage } from './pages/login-page.ts';
import { ReviewsTab } from './pages/reviews-tab.ts';

type Listed = { id: number; title: string; youtube_url: string | null; review_count: number };

/** The newest 100 demo beatmaps. */
async function demoBeatmaps(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get('/api/beatmaps?limit=100&page=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Listed[] }).data;
}

/**
 * Beatmap reviews and the video page end to end (spec §2 children `reviews`, /beatmaps/{id}/video;
 * docs/decisions/0027): a new player writes a review of a demo beatmap and edits it; a review
 * whose text is markup shows as text and runs nothing; the video page frames the privacy-enhanced
 * player for a map with a video and says so for one without.
 */
test.describe('reviews', () => {
  test('a player writes a review, edits it, and markup stays text', async ({ page, request }) => {
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const username = `rv${Date.now().toString(36)}`;
    const login = new LoginPage(page);
    await login.goto();
    await login.createAccount(username, `${username}@example.test`, 'a long enough password');

    const [first, second] = await demoBeatmaps(request);
    const tab = new ReviewsTab(page);
    await tab.goto(first!.id);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      first!.review_count > 0 ? `Reviews (${first!.review_count})` : 'Reviews',
    );
    await expectNoSeriousViolations(page, 'the reviews tab with the form');
    await tab.submit('Loved the spin section, the chorus flows really well.', true);
    await expect(tab.ownReview).toContainText('Loved the spin section');
    await expect(tab.ownReview).toContainText('Recommended');
    await expect(tab.reviews.first()).toHaveAttribute('aria-labelledby', /review-\d+-author/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      `Reviews (${first!.review_count + 1})`,
    );

    await tab.edit();
    await tab.submit('Changed my mind: the walls in the bridge are unfair.', false);
    await expect(tab.ownReview).toContainText('the walls in the bridge are unfair');
    await expect(tab.ownReview).toContainText('Not recommended');
    await expect(tab.ownReview).toContainText('edited');
    await page.reload();
    await expect(tab.ownReview).toContainText('the walls in the bridge are unfair');

    // Markup in a review is shown as the characters typed, never run.
    await tab.goto(second!.id);
    const markup = '<script>alert(1)</script>';
    await tab.submit(markup, true);
    await expect(tab.ownReview.getByText(markup, { exact: true })).toBeVisible();
    await expect(page.locator('main article script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the video page frames the preview video, or says there is none', async ({ page, request }) => {
    const maps = await demoBeatmaps(request);
    const withVideo = maps.find((m) => m.youtube_url !== null);
    const without = maps.find((m) => m.youtube_url === null);
    expect(withVideo, 'demo seeding gives some maps a video').toBeDefined();
    expect(without).toBeDefined();

    // From the beatmap page's link.
    await page.goto(`/beatmaps/${withVideo!.id}`);
    await page.getByRole('link', { name: 'Watch the preview video' }).click();
    await expect(page).toHaveURL(new RegExp(`/beatmaps/${withVideo!.id}/video$`));
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(frame).toHaveAttribute('title', `Preview video of ${withVideo!.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withVideo!.title);
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();

    await page.goto(`/beatmaps/${without!.id}/video`);
    await expect(page.getByText("The mapper hasn't added a preview video")).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(without!.title);
  });

  test('the reviews tab and the video page fit a phone', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const maps = await demoBeatmaps(request);
    const reviewed = maps.find((m) => m.review_count > 0)!;
    await new ReviewsTab(page).goto(reviewed.id);
    await expect(page.getByTestId('review').first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/beatmaps/${maps.find((m) => m.youtube_url !== null)!.id}/video`);
    await expect(page.locator('iframe')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
