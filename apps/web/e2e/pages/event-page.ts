import { expect, type Locator, type Page } from '@playwright/test';

/** An event page `/events/{slug}` (spec §2 /events/best-of-2023): categories, picks, toasts. */
export class EventPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/events/${slug}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The description paragraph (plain text). */
  description(): Locator {
    return this.page.getByTestId('event-description');
  }

  /** One category's section, by its heading. */
  category(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The user's ranked picks in a category, as their "artist - title" names, best first. */
  async picks(category: string): Promise<string[]> {
    const list = this.page.getByRole('list', { name: `Your picks in ${category}` });
    if ((await list.count()) === 0) return [];
    return (await list.getByRole('listitem').allTextContents()).map((t) => t.replace(/^\d+\./, '').trim());
  }

  /** Adds a candidate (by "artist - title") to the user's picks in a category. */
  async add(category: string, beatmap: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${beatmap} to my picks in ${category}` }).click();
  }

  /**
   * Moves a pick from `from` to `from − 1` (1-based places) with the keyboard only: focus its drag
   * handle, Space to lift, ArrowUp, Space to drop, each step waiting for the screen-reader
   * announcement that says it happened (as a screen-reader user would).
   */
  async moveUpByKeyboard(beatmap: string, from: number): Promise<void> {
    const handle = this.page.getByRole('button', { name: new RegExp(`^Reorder ${escape(beatmap)} `) });
    const said = (text: string | RegExp) =>
      expect(this.page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await handle.focus();
    await this.page.keyboard.press('Space');
    // "Picked up …, place 2." is at once followed by "… is over place 2." in the one live region.
    await said(new RegExp(`${escape(beatmap)}.* place ${from}\\.$`));
    await this.page.keyboard.press('ArrowUp');
    await said(`${beatmap} is over place ${from - 1}.`);
    await this.page.keyboard.press('Space');
    await said(`${beatmap} dropped at place ${from - 1}.`);
  }

  async remove(beatmap: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${beatmap}` }).click();
  }

  /**
   * Waits for the toast `text` to show, then puts it away with its "Dismiss notification" button
   * and waits for it to go (notistack drops a duplicate while the same text is on screen, so the
   * next action's toast needs it gone; waiting out its 4 s made this spec slow).
   */
  async expectToast(text: string): Promise<void> {
    const toast = this.page.getByRole('alert').filter({ has: this.page.getByText(text, { exact: true }) });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(this.page.getByText(text, { exact: true })).toHaveCount(0, { timeout: 15_000 });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
