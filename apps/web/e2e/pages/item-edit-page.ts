import { expect, type Locator, type Page } from '@playwright/test';

/** A kind's edit page (`/…/edit/{id}`, spec §2): its form, the shared fields and Save / Publish. */
export class ItemEditPage {
  readonly form: Locator;

  /** `noun` as the page writes it: "Avatar" for the heading "Edit Avatar" and the form "Edit avatar". */
  constructor(
    protected readonly page: Page,
    private readonly noun: string,
  ) {
    this.form = page.getByRole('form', { name: `Edit ${noun.toLowerCase()}` });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: `Edit ${this.noun}` });
  }

  /** Waits for the heading and the form's Name field. */
  async waitFor(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  /** A text field of the form by its label. */
  field(label: string, exact = false): Locator {
    return this.form.getByRole('textbox', { name: label, exact });
  }

  get name(): Locator {
    return this.field('Name');
  }

  get description(): Locator {
    return this.field('Description');
  }

  get youtubeUrl(): Locator {
    return this.field('YouTube URL');
  }

  get save(): Locator {
    return this.form.getByRole('button', { name: 'Save', exact: true });
  }

  get publish(): Locator {
    return this.form.getByRole('button', { name: 'Publish' });
  }

  /** The helper line under a field, where its validation message shows. */
  message(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
