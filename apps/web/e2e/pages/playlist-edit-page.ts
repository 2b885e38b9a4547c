import { expect, type Locator, type Page } from '@playwright/test';

/** `/playlists/edit/{id}`: the playlist form, its songs and the add-songs panel. */
export class PlaylistEditPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Edit playlist' });
  }

  get name(): Locator {
    return this.form.getByRole('textbox', { name: 'Name' });
  }

  get description(): Locator {
    return this.form.getByRole('textbox', { name: 'Description' });
  }

  colour(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  get save(): Locator {
    return this.form.getByRole('button', { name: 'Save', exact: true });
  }

  get publish(): Locator {
    return this.form.getByRole('button', { name: 'Publish' });
  }

  /** The numbered songs of the playlist, as shown in the editor. */
  get songs(): Locator {
    return this.form.getByRole('list', { name: 'Songs in this playlist' }).getByRole('listitem');
  }

  /** Fills a field and checks that `message` shows and Save and Publish are blocked. */
  async expectRule(field: Locator, value: string, message: string): Promise<void> {
    await field.fill(value);
    await expect(this.form.getByText(message, { exact: true })).toBeVisible();
    await expect(this.save).toBeDisabled();
    await expect(this.publish).toBeDisabled();
  }

  /** Adds the first beatmap of the "Add songs" list and answers its "artist - title". */
  async addFirstListedBeatmap(): Promise<string> {
    const add = this.form
      .getByRole('list', { name: 'Beatmaps to add' })
      .getByRole('button', { name: /^Add "/ })
      .first();
    const label = (await add.getAttribute('aria-label'))!.replace(/^Add "|"$/g, '');
    await add.click();
    return label;
  }
}
