import { expect, type Page, test } from '@playwright/test';
import { VIEWPORTS } from './pages/axe-scan.ts';
import { getJson, topLeaderboards } from './pages/score-api.ts';

/**
 * The competitive pages fit a phone (conventions: mobile 390×844): no sideways scroll, and the
 * app bar's sign-in button stays on screen. Ids and names come from the demo content's API.
 */
test.use({ viewport: VIEWPORTS.mobile });

/**
 * The page's width against the window's, and the innermost elements that reach past the window's
 * right edge (tag, class and width in px), so a failure says what to fix.
 */
async function widthOf(page: Page): Promise<{ scrollWidth: number; clientWidth: number; past: string[] }> {
  return page.evaluate(() => {
    const clientWidth = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > clientWidth + 0.5))
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth, past };
  });
}

test('the leaderboards, a board, the rankings and a profile fit 390 px', async ({ page, request }) => {
  test.slow();
  const [top] = await topLeaderboards(request, 1);
  const q = encodeURIComponent(JSON.stringify({ leaderboard_id: top!.id, rank: { $gt: 0 } }));
  const best = await getJson<{ data: { profile_id: number }[] }>(
    request,
    `/api/scores?s=${q}&sort=rank,ASC&limit=1&page=1`,
  );
  const mapper = await getJson<{ data: { user: { username: string } }[] }>(request, '/api/beatmaps?limit=1');
  const paths = [
    '/leaderboards',
    `/leaderboards/${top!.id}`,
    '/rankings',
    '/rankings?view=overall',
    `/leaderboards/profile/${best.data[0]!.profile_id}`,
    `/profile/${mapper.data[0]!.user.username}`,
    `/profile/${mapper.data[0]!.user.username}/leaderboards`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const size = await widthOf(page);
    expect(
      size.scrollWidth,
      `${path} is ${size.scrollWidth} px wide in a ${size.clientWidth} px window: ${size.past.join(', ')}`,
    ).toBeLessThanOrEqual(size.clientWidth);
    await expect(
      page
        .getByRole('link', { name: 'Login' })
        .or(page.getByRole('button', { name: 'Login' }))
        .first(),
    ).toBeInViewport();
  }
});
