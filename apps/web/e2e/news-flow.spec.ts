import { expect, test } from '@playwright/test';
import { REPORT_FILED_MESSAGE } from '@synthhub/shared/reports/reports.schemas';
import { waitForContent } from './pages/axe-scan.ts';
import { AdminApi, postTitle } from './pages/admin-api.ts';
import { ReportForm } from './pages/report-form.ts';

/**
 * News, the chartathon archive and the site's text pages (spec §2; docs/decisions/0028), on the
 * demo content of the e2e server. Titles come from the API, never from fixed values.
 */

/** The named news pages of spec §2 and a `{token}` one, as the demo seeds them. */
const NAMED = [
  'halloween22',
  'holiday-map-pack',
  'wavemakers',
  '2023/coconut-edition',
  '2023/golf-event',
  '2023/interview-with-nyrox',
  'welcome-to-synthhub',
];

test.describe('news pages', () => {
  for (const slug of NAMED) {
    test(`/news/${slug} shows its post`, async ({ page, request }) => {
      const title = await postTitle(request, slug);
      await page.goto(`/news/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // The Markdown body is drawn (its renderer is a lazy chunk).
      await expect(page.locator('article h2, article h3, article p').first()).toBeVisible();
    });
  }

  test('/news/official lists official posts; a card opens /news/official/{id}', async ({ page, request }) => {
    await page.goto('/news/official');
    await expect(page.getByRole('heading', { level: 1, name: 'Official news' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'News posts' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const title = await cards.first().getByRole('heading', { level: 2 }).innerText();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/official\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const id = page.url().split('/').pop()!;
    expect(await postTitle(request, id)).toBe(title);
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    await page.goto('/news/2023/no-such-post');
    await expect(page.getByRole('heading', { name: 'Oopsie Woopsies!' })).toBeVisible();
    await expect(page.getByText('News post 2023/no-such-post was not found.')).toBeVisible();
  });

  test('a post whose Markdown holds <script> runs nothing and shows no script element', async ({
    page,
    request,
  }) => {
    const admin = new AdminApi(request);
    const slug = `xss-check-${Date.now().toString(36)}`;
    await admin.publishPost({
      slug,
      title: 'Formatting check',
      body_markdown: [
        'Safe text.',
        '',
        '<script>window.__pwned = true; alert("script")</script>',
        '',
        '<img src="x" onerror="window.__pwned = true; alert(\'img\')">',
        '',
        '[a javascript link](javascript:alert("link"))',
      ].join('\n'),
    });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formatting check');
    const article = page.getByRole('article');
    await expect(article.getByText('Safe text.')).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('img[src="x"], [onerror]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await article.getByText('a javascript link').click();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('the chartathon archive', () => {
  test('shows the newest year’s entries and switching year changes them', async ({ page }) => {
    await page.goto('/archive/chartathon');
    await waitForContent(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const entries = page.getByTestId('chartathon-entry');
    await expect(entries.first()).toBeVisible();
    const first = await entries.allInnerTexts();
    // Entries on Synthhub link to their beatmap.
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/beatmaps\/\d+$/,
    );

    const other = tabs.nth(1);
    const year = await other.innerText();
    await other.click();
    await expect(page).toHaveURL(new RegExp(`year=${year}$`));
    await expect(other).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => entries.allInnerTexts()).not.toEqual(first);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(year);
  });
});

test.describe('copyright, privacy and donate', () => {
  test('the copyright form files a report the admins can read, then clears', async ({ page, request }) => {
    const message = `Takedown request ${Date.now()}: this beatmap uses my song without permission.`;
    await page.goto('/copyright');
    await expect(page.getByRole('heading', { level: 2, name: 'Counter-notice' })).toBeVisible();
    const form = new ReportForm(page);
    await form.send({
      url: 'https://synthhub.example/beatmaps/1',
      name: 'Rights Holder',
      email: 'rights@example.test',
      message,
    });
    await form.expectSent(REPORT_FILED_MESSAGE);
    expect(await form.value(/Message/)).toBe('');
    expect(await form.value(/E-mail/)).toBe('');
    const reports = await new AdminApi(request).reports();
    expect(reports[0]).toMatchObject({
      kind: 'copyright',
      message,
      contact_email: 'rights@example.test',
      target_url: 'https://synthhub.example/beatmaps/1',
    });
  });

  test('/privacy and /donate have real content', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Server logs' })).toBeVisible();
    await expect(page.getByText(/argon2id/)).toBeVisible();
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Where the money goes' })).toBeVisible();
  });
});
