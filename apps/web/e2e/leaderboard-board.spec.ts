import { expect, test } from '@playwright/test';
import { signIn } from './pages/login-page.ts';
import { VIEWPORTS } from './pages/axe-scan.ts';
import { createApiToken, registerApi, topLeaderboards } from './pages/score-api.ts';

const patient = { timeout: 30_000 };

/**
 * The site's board (docs/decisions/0054 "Boards") end to end: a player posts a weak score on the
 * most played demo chart, so their row is past the first page; signed in, the board pins their
 * row, "Jump to me" loads its page and focuses it, the platform filter keeps Quest players, and on
 * a 390 px phone the board with its filters and pinned row does not scroll sideways.
 */
test('the board pins my row, jumps to it, filters by platform and fits a phone', async ({
  page,
  request,
}) => {
  test.slow();
  const [lb] = await topLeaderboards(request, 1);
  expect(lb!.scores, 'the most played demo chart has more than a page of players').toBeGreaterThan(25);
  const player = `brd${Date.now().toString(36)}`;
  const access = await registerApi(request, player);
  const secret = await createApiToken(request, access, 'Score mod');
  const res = await request.post('/api/scores', {
    headers: { authorization: `Bearer ${secret}` },
    data: {
      leaderboardInfo: {
        songHash: lb!.hash,
        songName: lb!.song_name,
        songSubName: lb!.song_sub_name,
        songAuthorName: lb!.song_author_name,
        levelAuthorName: lb!.level_author_name,
        bpm: lb!.bpm ?? 120,
        difficulty: lb!.difficulty,
        mode: lb!.mode,
        maxScore: lb!.max_score,
        maxCombo: lb!.max_combo,
        challenge: lb!.challenge,
      },
      scoreInfo: {
        baseScore: 1,
        notesHit: 1,
        modifiers: 0,
        goodHitPercent: 0,
        poorHitPercent: 10,
        perfectHitPercent: 10,
        punchIntensityAvg: 0.1,
        maxCombo: 1,
        hmd: 'Meta Quest 3',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  // The rank job runs within seconds; the board answers the own row once it has.
  type Me = { rank: number; page: number; row: { id: number } };
  const seen: { me: Me | null } = { me: null };
  await expect
    .poll(async () => {
      const board = await request.get(`/api/leaderboards/${lb!.id}/board`, {
        headers: { authorization: `Bearer ${access}` },
      });
      seen.me = (await board.json()).me as Me | null;
      return seen.me?.rank ?? 0;
    }, patient)
    .toBeGreaterThan(25);
  const me = seen.me!;

  await signIn(page, player, 'a long enough password');
  await expect(page.getByRole('button', { name: `Account menu for ${player}` })).toBeVisible(patient);
  await page.goto(`/leaderboards/${lb!.id}`);
  const pinned = page.getByRole('region', { name: 'Your score' });
  await expect(pinned).toContainText(`You: #${me.rank}`, patient);
  await pinned.getByRole('button', { name: 'Jump to me' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${me.page}$`));
  const row = page.locator(`#board-score-${me.row.id}`);
  await expect(row).toBeFocused(patient);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  await expect(row).toContainText(player);

  await page.getByRole('group', { name: 'Platform' }).getByRole('button', { name: 'Quest' }).click();
  await expect(page).toHaveURL(/platform=quest/);
  await expect(page.getByTestId('score-row').first()).toContainText('Quest', patient);

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/leaderboards/${lb!.id}`);
  await expect(pinned).toBeVisible(patient);
  await expect(page.getByTestId('score-row').first()).toBeVisible();
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll, 'the board scrolls sideways at 390 px').toBeLessThanOrEqual(width.client);
});
