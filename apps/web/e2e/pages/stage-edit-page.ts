import type { Locator, Page } from '@playwright/test';
import { ItemEditPage } from './item-edit-page.ts';

/** The stage edit page `/models/stages/edit/{id}` (spec §2, §5): the shared fields plus tags and experience tag. */
export class StageEditPage extends ItemEditPage {
  constructor(page: Page) {
    super(page, 'Stage');
  }

  get tags(): Locator {
    return this.form.getByLabel('Tags');
  }

  get experienceTag(): Locator {
    return this.field('Experience tag');
  }

  /** Types a tag and presses Enter, which turns it into a chip. */
  async addTag(tag: string): Promise<void> {
    await this.tags.fill(tag);
    await this.tags.press('Enter');
  }
}
