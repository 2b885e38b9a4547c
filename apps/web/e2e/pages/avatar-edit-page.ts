import type { Locator, Page } from '@playwright/test';

/** The avatar edit page `/models/avatars/edit/{id}`: the form and its buttons. */
export class AvatarEditPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Edit avatar' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Edit Avatar' });
  }

  get name(): Locator {
    return this.form.getByLabel('Name');
  }

  get description(): Locator {
    return this.form.getByLabel('Description');
  }

  get youtubeUrl(): Locator {
    return this.form.getByLabel('YouTube URL');
  }

  get publish(): Locator {
    return this.form.getByRole('button', { name: 'Publish' });
  }

  /** The helper line under a field, where its validation message shows. */
  message(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
