import { expect, type Locator, type Page } from '@playwright/test';

/** The Reviews tab of a beatmap page (`/beatmaps/{id}/reviews`; docs/decisions/0027). */
export class ReviewsTab {
  constructor(private readonly page: Page) {}

  async goto(beatmapId: number): Promise<void> {
    await this.page.goto(`/beatmaps/${beatmapId}/reviews`);
    await expect(this.page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The write/edit form. */
  get form(): Locator {
    return this.page.getByRole('form', { name: /review/ });
  }

  /** The signed-in user's own review card. */
  get ownReview(): Locator {
    return this.page.getByRole('article', { name: 'Your review' });
  }

  /** Every review card, the user's own first. */
  get reviews(): Locator {
    return this.page.getByTestId('review');
  }

  /** Fills the form (Yes/No and the text) and sends it with its submit button. */
  async submit(text: string, recommend: boolean): Promise<void> {
    const form = this.form;
    await form.getByRole('button', { name: recommend ? 'Yes' : 'No', exact: true }).click();
    await form.getByRole('textbox', { name: 'Your review' }).fill(text);
    await form.getByRole('button', { name: /^(Post|Save) review$/ }).click();
    await expect(this.ownReview).toBeVisible();
  }

  /** Opens the own review's form with Edit. */
  async edit(): Promise<void> {
    await this.ownReview.getByRole('button', { name: 'Edit' }).click();
    await expect(this.form).toBeVisible();
  }
}
