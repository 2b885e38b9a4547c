import { expect, type Locator, type Page } from '@playwright/test';

/** The stage edit page `/models/stages/edit/{id}` (spec §2, §5). */
export class StageEditPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Edit stage' });
  }

  async waitFor(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Edit Stage' })).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  get name(): Locator {
    return this.form.getByLabel('Name');
  }

  get youtubeUrl(): Locator {
    return this.form.getByLabel('YouTube URL');
  }

  get tags(): Locator {
    return this.form.getByLabel('Tags');
  }

  get experienceTag(): Locator {
    return this.form.getByLabel('Experience tag');
  }

  /** Types a tag and presses Enter, which turns it into a chip. */
  async addTag(tag: string): Promise<void> {
    await this.tags.fill(tag);
    await this.tags.press('Enter');
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save' }).click();
  }

  async publish(): Promise<void> {
    await this.form.getByRole('button', { name: 'Publish' }).click();
  }
}
