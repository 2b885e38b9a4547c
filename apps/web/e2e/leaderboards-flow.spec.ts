import { expect, test } from '@playwright/test';
import { LeaderboardView } from './pages/leaderboard-view.ts';
import {
  type ApiLeaderboard,
  createApiToken,
  getJson,
  postPerfectScore,
  registerApi,
  topLeaderboards,
} from './pages/score-api.ts';

const patient = { timeout: 30_000 };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * The competitive pages end to end (spec §2 leaderboard and ranking routes, §9 row rules) against
 * the demo content the server seeds on its first start, then a score posted as the game mod would.
 */
test.describe('leaderboards and rankings', () => {
  test('every leaderboard and ranking route renders the demo content', async ({ page, request }) => {
    test.slow();
    const [top] = await topLeaderboards(request, 1);
    const view = new LeaderboardView(page);

    await page.goto('/leaderboards');
    await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.rows.first()).toBeVisible(patient);

    await page.goto('/leaderboards/top');
    const topRow = page.getByTestId('leaderboard-row').first();
    await expect(topRow).toBeVisible(patient);
    await expect(topRow.getByRole('link').first()).toHaveAttribute('href', /^\/leaderboards\/\d+$/);

    await page.goto('/leaderboards/dethrones');
    await expect(page.getByTestId('dethrone-row').first()).toContainText('took #1 from', patient);

    await page.goto('/leaderboards/challenges');
    const challenge = page.getByRole('list', { name: 'Challenges' }).getByRole('link').first();
    await expect(challenge).toBeVisible(patient);
    const challengeName = (await challenge.textContent()) ?? '';
    await challenge.click();
    await expect(page).toHaveURL(/\/leaderboards\/challenges\/\d+$/);
    await expect(page.getByRole('heading', { name: challengeName })).toBeVisible();
    await expect(page.getByTestId('leaderboard-row').first()).toBeVisible(patient);

    await page.goto(`/leaderboards/${top!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      top!.beatmap?.title ?? top!.song_name,
    );
    await expect(view.rows.first()).toBeVisible(patient);
    await expect(view.rows.first()).toContainText('#1');
    await expect(view.rows.first()).toContainText(/\d+\.\d%/); // accuracy chip, one decimal

    const best = await getJson<{ data: { profile_id: number }[] }>(
      request,
      `/api/scores?s=${q({ leaderboard_id: top!.id, rank: { $gt: 0 } })}&sort=rank,ASC&limit=1&page=1`,
    );
    await page.goto(`/leaderboards/profile/${best.data[0]!.profile_id}`);
    await expect(page.getByRole('region', { name: 'Overall ranking' })).toBeVisible(patient);
    await expect(page.getByTestId('play-row').first()).toBeVisible(patient);
    await expect(page.getByRole('heading', { name: 'Rank-up finder' })).toBeVisible();

    await page.goto(`/beatmaps/${top!.beatmap_id}/leaderboards`);
    await expect(page.getByRole('tab', { name: 'Leaderboards' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.rows.first()).toBeVisible(patient);

    // A playlist holding the most played map shows that map's top rows in its Leaderboards tab.
    const owner = `lbp${Date.now().toString(36)}`;
    const token = await registerApi(request, owner);
    const created = await request.post('/api/playlists', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Ranked ${owner}`, published: true },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const playlistId = (await created.json()).id as number;
    const items = await request.put(`/api/playlists/${playlistId}/items`, {
      headers: { authorization: `Bearer ${token}` },
      data: { items: [{ beatmap_id: top!.beatmap_id }] },
    });
    expect(items.status(), await items.text()).toBeLessThan(300);
    await page.goto(`/playlists/${playlistId}/leaderboards`);
    const mapSection = page.getByRole('region', { name: top!.beatmap!.title });
    await expect(mapSection.getByTestId('score-row').first()).toBeVisible(patient);

    await page.goto('/rankings');
    await expect(view.rows.first()).toBeVisible(patient);
    await expect(view.rows.first()).toContainText('#1');
    const seasons = await getJson<{ slug: string; name: string }[]>(request, '/api/seasons');
    expect(seasons.length, 'the demo content has seasons').toBeGreaterThan(0);
    await page.goto(`/rankings/season/${seasons.at(-1)!.slug}`);
    await expect(page.getByText(new RegExp(`^${seasons.at(-1)!.name} ·`))).toBeVisible(patient);
    await page.goto('/rankings?season=all');
    await expect(view.rows.first()).toBeVisible(patient);
  });

  test('switching difficulty, mode and modifiers changes the rows and the URL', async ({ page, request }) => {
    test.slow();
    // A map with two difficulties in Rhythm and a Force chart.
    let chosen: ApiLeaderboard | undefined;
    for (const lb of await topLeaderboards(request, 25)) {
      const detail = await getJson<ApiLeaderboard>(request, `/api/leaderboards/${lb.id}`);
      const rhythm = (detail.charts ?? []).filter((c) => c.mode === 0 && c.scores > 0);
      if (rhythm.length >= 2 && (detail.charts ?? []).some((c) => c.mode === 1 && c.scores > 0)) {
        chosen = { ...detail, ...rhythm[0]!, charts: detail.charts };
        break;
      }
    }
    expect(chosen, 'the demo content has a map with two Rhythm difficulties and Force').toBeDefined();
    const view = new LeaderboardView(page);
    await page.goto(`/leaderboards/${chosen!.id}`);
    const first = await view.rowTexts();
    const names = await view.chipNames();
    expect(names.length).toBeGreaterThanOrEqual(2);

    const other = chosen!.charts!.find((c) => c.mode === 0 && c.scores > 0 && c.id !== chosen!.id)!;
    const otherName = ['Easy', 'Normal', 'Hard', 'Expert', 'Master'][other.difficulty]!;
    await view.chip(otherName).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${other.id}$`));
    await expect.poll(() => view.rowTexts(), patient).not.toEqual(first);
    const second = await view.rowTexts();

    await view.chooseModifiers('Combined');
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${other.id}\\?modifiers=combined$`));
    await expect.poll(() => view.rowTexts(), patient).not.toEqual(second);
    const combined = await view.rowTexts();

    await view.mode('Force').click();
    await expect(page).toHaveURL(/\/leaderboards\/\d+\?modifiers=combined$/);
    expect(page.url()).not.toContain(`/leaderboards/${other.id}?`);
    await expect(view.mode('Force')).toHaveAttribute('aria-pressed', 'true');
    // The Force chart's rows, or its empty state when nobody played it with these modifiers.
    await expect
      .poll(async () => ((await view.rows.count()) === 0 ? ['empty'] : view.rows.allInnerTexts()), patient)
      .not.toEqual(combined);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${other.id}\\?modifiers=combined$`));
    await expect(view.mode('Rhythm')).toHaveAttribute('aria-pressed', 'true');

    // The same choices on the beatmap's tab live in its query string.
    await page.goto(`/beatmaps/${chosen!.beatmap_id}/leaderboards`);
    await expect(view.rows.first()).toBeVisible(patient);
    await view.chip(otherName).click();
    await expect(page).toHaveURL(new RegExp(`\\?difficulty=${other.difficulty}&mode=0$`));
    // The URL moves first; the board shows the chart once its rows are in (a React transition).
    await expect(view.chip(otherName)).toHaveAttribute('aria-current', 'true', patient);
    await view.chooseModifiers('Combined');
    await expect(page).toHaveURL(new RegExp(`\\?difficulty=${other.difficulty}&mode=0&modifiers=combined$`));
    await expect(view.rows.first()).toBeVisible(patient);
  });

  test('a score posted with an API token appears on the map’s leaderboard tab and on the profile', async ({
    page,
    request,
  }) => {
    test.slow();
    const [lb] = await topLeaderboards(request, 1);
    const player = `lbs${Date.now().toString(36)}`;
    const access = await registerApi(request, player);
    const secret = await createApiToken(request, access, 'Score mod');
    const posted = await postPerfectScore(request, secret, lb!);
    expect(posted.leaderboard.id).toBe(lb!.id);

    const view = new LeaderboardView(page);
    // Ranks are recomputed by a queued job within seconds; reload until the row shows.
    await expect(async () => {
      await page.goto(
        `/beatmaps/${lb!.beatmap_id}/leaderboards?difficulty=${lb!.difficulty}&mode=${lb!.mode}`,
      );
      await expect(
        view.rows.filter({ has: page.getByRole('link', { name: player, exact: true }) }),
      ).toHaveCount(1, {
        timeout: 3000,
      });
    }).toPass(patient);
    const row = view.rows.filter({ has: page.getByRole('link', { name: player, exact: true }) });
    await expect(row).toContainText('100.0%');
    await expect(row.getByRole('link', { name: player })).toHaveAttribute('href', `/profile/${player}`);

    await page.goto(`/profile/${player}/leaderboards`);
    const plays = page.getByTestId('play-row');
    await expect(plays.first()).toBeVisible(patient);
    await expect(plays.first()).toContainText(lb!.beatmap?.title ?? lb!.song_name);
    await page.getByRole('link', { name: /^Full leaderboard profile/ }).click();
    await expect(page).toHaveURL(`/leaderboards/profile/${posted.score.profile_id}`);
    await expect(page.getByRole('heading', { level: 1, name: player })).toBeVisible(patient);
    await expect(plays.first()).toContainText('100.0%');
  });
});
