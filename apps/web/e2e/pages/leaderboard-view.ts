import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A leaderboard as the pages show it (`/leaderboards/{id}`, the Leaderboards tab of
 * `/beatmaps/{id}`): difficulty chips, the Rhythm/Force switch, the modifiers filter and the rows.
 */
export class LeaderboardView {
  constructor(private readonly page: Page) {}

  /** The score rows (rank, player, score, accuracy …). */
  get rows(): Locator {
    return this.page.getByTestId('score-row');
  }

  /** The difficulty chip named `name` (Easy … Master). */
  chip(name: string): Locator {
    return this.page.getByRole('group', { name: 'Difficulty' }).getByRole('link', { name, exact: true });
  }

  /** The names of the difficulty chips shown, in order. */
  async chipNames(): Promise<string[]> {
    return this.page.getByRole('group', { name: 'Difficulty' }).getByRole('link').allTextContents();
  }

  /** The mode switch's button `name` (Rhythm, Force). */
  mode(name: 'Rhythm' | 'Force'): Locator {
    return this.page.getByRole('group', { name: 'Mode' }).getByRole('button', { name, exact: true });
  }

  /**
   * Picks `label` (None, Combined or a set such as "NoFail") in the modifiers filter. Opens the menu
   * again when a re-render (the chart's data arriving) closed it before the option was clicked.
   */
  async chooseModifiers(label: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: 'Modifiers' });
    await expect(async () => {
      if ((await this.page.getByRole('listbox').count()) === 0) await box.click({ timeout: 5_000 });
      await this.page.getByRole('option', { name: label, exact: true }).click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveText(label);
  }

  /** The text of every row, to tell two lists apart. */
  async rowTexts(): Promise<string[]> {
    await expect(this.rows.first()).toBeVisible();
    return this.rows.allInnerTexts();
  }
}
