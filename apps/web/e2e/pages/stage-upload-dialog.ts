import { expect, type Locator, type Page } from '@playwright/test';

/** The "Upload New Stage File" dialog (spec §2), opened from the app bar's Upload menu. */
export class StageUploadDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Upload New Stage File' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Upload' }).click();
    await this.page.getByRole('menuitem', { name: 'Stage' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseFile(name: string, bytes: Uint8Array): Promise<void> {
    await this.dialog.getByLabel('Stage file (.stagepkg)').setInputFiles({
      name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(bytes),
    });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: 'Upload', exact: true });
  }
}
