import { expect, type Locator, type Page } from '@playwright/test';

/** The avatar upload page `/user/models/avatars/upload` (spec §2), reached from the app bar's Upload menu. */
export class AvatarUploadPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Upload avatar' });
  }

  /** Opens Upload → Avatar in the app bar and waits for the page. */
  async openFromMenu(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Upload' }).click();
    await this.page.getByRole('menuitem', { name: 'Avatar' }).click();
    await expect(this.page).toHaveURL(/\/user\/models\/avatars\/upload$/);
    await expect(this.form).toBeVisible();
  }

  async chooseFile(name: string, bytes: Uint8Array): Promise<void> {
    await this.form.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(bytes),
    });
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: 'Upload', exact: true });
  }

  /** The error box of spec §8 (message plus validation lines). */
  get error(): Locator {
    return this.form.getByRole('alert');
  }
}
