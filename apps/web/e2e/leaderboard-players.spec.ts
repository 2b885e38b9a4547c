import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { ProfileSettingsPage } from './pages/profile-settings-page.ts';
import { OVERALL_RANKING_PAGE_SIZE } from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import { postPerfectScore, topLeaderboards } from './pages/score-api.ts';

const patient = { timeout: 45_000 };

/** A 1×1 PNG; the server turns any picture into a 256 px WebP. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Players, not profile numbers (docs/decisions/0054), end to end: a user signs up, chooses a
 * picture and a country, makes an API token in profile settings, and a score the game mod posts
 * with that token shows on the board with their picture and flag, on their own profile (linked
 * both ways), in the overall and the country ranking, and — after the snapshot job, which the e2e
 * server runs every 20 s (scripts/e2e-server.mjs) — in the history charts of their profile.
 */
test('a score posted with my API token shows me with picture and flag on the board, profile and rankings', async ({
  page,
  request,
}) => {
  test.slow();
  const player = `plr${Date.now().toString(36)}`;
  await new LoginPage(page).goto();
  await new LoginPage(page).createAccount(player, `${player}@example.test`, 'a long enough password');

  const settings = new ProfileSettingsPage(page);
  await settings.openFromUserMenu(player);
  await settings.uploadPicture({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(
    settings.section('Profile picture').getByRole('img', { name: `Profile picture of ${player}` }),
  ).toBeVisible(patient);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Iceland');
  await page.getByRole('option', { name: 'Iceland' }).click();
  await page.getByRole('button', { name: 'Save country' }).click();
  await expect(page.getByText('Country set to Iceland')).toBeVisible(patient);
  const secret = await settings.createToken('Score mod');

  // The game mod posts a perfect score on the most played demo chart with the token.
  const [lb] = await topLeaderboards(request, 1);
  const posted = await postPerfectScore(request, secret, lb!);
  const profileId = posted.score.profile_id;

  // The board: my row, with my picture and my flag, once the rank job has run.
  const myRow = page
    .getByTestId('score-row')
    .filter({ has: page.getByRole('link', { name: player, exact: true }) });
  await expect(async () => {
    await page.goto(`/leaderboards/${lb!.id}`);
    await expect(myRow).toHaveCount(1, { timeout: 5000 });
  }).toPass(patient);
  await expect(myRow.getByRole('img', { name: 'Iceland' })).toHaveAttribute('src', '/api/flags/IS.svg');
  await expect(myRow.locator('img[src*="/api/user/avatars/"]')).toHaveCount(1);
  await expect(myRow).toContainText('100.0%');

  // My account page links to my leaderboard profile, which links back.
  await page.goto(`/profile/${player}`);
  await page.getByRole('link', { name: `Leaderboard profile ${player}` }).click();
  await expect(page).toHaveURL(`/leaderboards/profile/${profileId}`);
  await expect(page.getByText(`Linked to ${player}`)).toBeVisible(patient);

  // The overall ranking lists me on the page my rank falls on, and my country's ranking (the demo
  // has no Icelanders) has me as its #1, once the overall job has run.
  let rank = 0;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/rankings/overall/${profileId}`);
      rank = res.ok() ? ((await res.json()).rank as number) : 0;
      return rank;
    }, patient)
    .toBeGreaterThan(0);
  const overallPage = Math.ceil(rank / OVERALL_RANKING_PAGE_SIZE);
  for (const url of [`/rankings?view=overall&page=${overallPage}`, '/rankings?view=overall&country=IS']) {
    await page.goto(url);
    const row = page
      .getByTestId('overall-row')
      .filter({ has: page.getByRole('link', { name: player, exact: true }) });
    await expect(row).toHaveCount(1, patient);
    await expect(row.getByRole('img', { name: 'Iceland' })).toBeVisible();
    if (url.endsWith('IS')) await expect(page.getByTestId('overall-row')).toHaveCount(1);
  }

  // After the snapshot job, my profile's history shows the summary and draws the charts.
  await expect(async () => {
    await page.goto(`/leaderboards/profile/${profileId}`);
    await expect(page.getByTestId('history-summary')).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 90_000 });
  // The charts (loaded on demand) draw today's point: a mark for each of rank and accuracy.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.locator('svg .MuiLineChart-mark, svg .MuiLineChart-line')).not.toHaveCount(0, patient);
});
