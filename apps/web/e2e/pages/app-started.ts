import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page (`<html data-started>`, apps/web/src/app/start.tsx).
 * A server-rendered page (the beatmap lists, docs/decisions/0029) is drawn before the app starts, and
 * its controls do nothing until then; use this after `goto` on such a page before clicking.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}
