import { expect, type Locator, type Page } from '@playwright/test';
import { ItemEditPage } from './item-edit-page.ts';

/** `/playlists/edit/{id}`: the shared fields plus the colours, the songs and the add-songs panel. */
export class PlaylistEditPage extends ItemEditPage {
  constructor(page: Page) {
    super(page, 'Playlist');
  }

  colour(label: string): Locator {
    return this.field(label, true);
  }

  /** The numbered songs of the playlist, as shown in the editor. */
  get songs(): Locator {
    return this.form.getByRole('list', { name: 'Songs in this playlist' }).getByRole('listitem');
  }

  /** Fills a field and checks that `message` shows and Save and Publish are blocked. */
  async expectRule(field: Locator, value: string, message: string): Promise<void> {
    await field.fill(value);
    await expect(this.message(message)).toBeVisible();
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
