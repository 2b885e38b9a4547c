import { expect, type APIRequestContext, test } from '@playwright/test';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { appStarted } from './pages/app-started.ts';
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

/** Registers an account through the API and answers its session (token, refresh_token, user). */
async function register(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password: 'a long enough password' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as {
    token: string;
    refresh_token: string;
    user: { id: number; username: string };
  };
}

/** Uploads and publishes a generated beatmap (a title of its own, so its map hash is new) as `token`; answers its id. */
async function publishBeatmap(request: APIRequestContext, token: string, title: string): Promise<number> {
  const input = {
    title,
    artist: 'E2E Band',
    mapper: 'Robot',
    bpm: 128,
    difficulties: { Expert: 50 },
    durationS: 150,
  };
  const meta = new TextEncoder().encode(`\ufeff${JSON.stringify(buildBeatmapMeta(input), null, 2)}`);
  const bytes = await writeSynth({ meta, trackData: buildTrackData(input) });
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/api/beatmaps/upload', {
    headers,
    multipart: {
      file: { name: `${title}.synth`, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) },
      data: JSON.stringify({ published: true, production_mode: true }),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: number };
  const publish = await request.patch(`/api/beatmaps/${id}`, { headers, data: { published: true } });
  expect(publish.ok()).toBe(true);
  return id;
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

  test("the map's mapper replies to a review from the Reviews tab", async ({ page, request }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const mapper = await register(request, `rm${stamp}`);
    const player = await register(request, `rp${stamp}`);
    const id = await publishBeatmap(request, mapper.token, `Reply Test ${stamp}`);
    const posted = await request.post(`/api/beatmaps/${id}/reviews`, {
      headers: { authorization: `Bearer ${player.token}` },
      data: { text: 'Fun map, the ending felt rushed though.', recommend: true },
    });
    expect(posted.status()).toBe(201);

    // Signed in as the mapper (the session the app keeps, set before the page loads).
    await page.addInitScript(
      (session) => localStorage.setItem('synthhub.session', JSON.stringify(session)),
      mapper,
    );
    const tab = new ReviewsTab(page);
    await tab.goto(id);
    await expect(
      page.getByText('This is your beatmap: you can reply to its reviews, but not review it yourself.'),
    ).toBeVisible();
    await expect(tab.form).toHaveCount(0);
    const review = page.getByRole('article', { name: player.user.username });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: 'Your reply' }).fill('Thanks! A longer outro is coming.');
    await review.getByRole('button', { name: 'Save reply' }).click();
    const reply = review.getByRole('group', { name: `Reply from ${mapper.user.username}` });
    await expect(reply).toContainText('Thanks! A longer outro is coming.');
    await expect(review.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  });

  test('the video page frames the preview video, or says there is none', async ({ page, request }) => {
    const maps = await demoBeatmaps(request);
    const withVideo = maps.find((m) => m.youtube_url !== null);
    const without = maps.find((m) => m.youtube_url === null);
    expect(withVideo, 'demo seeding gives some maps a video').toBeDefined();
    expect(without).toBeDefined();

    // From the beatmap page's link, once the app has taken over the server-rendered page (a
    // click before that can be lost to hydration on a busy machine).
    await page.goto(`/beatmaps/${withVideo!.id}`);
    await appStarted(page);
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
