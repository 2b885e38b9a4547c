import { expect, type Locator, type Page } from '@playwright/test';

/** The mod form of /mods/create and /mods/edit/{id} (apps/web/src/features/mods). */
export class ModFormPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: /^(New|Edit) mod$/ });
  }

  /** Fills the fields given; `published` switches Published on. */
  async fill(mod: {
    name?: string;
    slug?: string;
    summary?: string;
    description?: string;
    published?: boolean;
  }) {
    if (mod.name !== undefined) await this.form.getByRole('textbox', { name: /^Name/ }).fill(mod.name);
    if (mod.slug !== undefined) await this.form.getByRole('textbox', { name: /^Slug/ }).fill(mod.slug);
    if (mod.summary !== undefined)
      await this.form.getByRole('textbox', { name: /^Summary/ }).fill(mod.summary);
    if (mod.description !== undefined)
      await this.form.getByRole('textbox', { name: /^Description/ }).fill(mod.description);
    if (mod.published) await this.form.getByLabel('Published').check();
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: /^(Create mod|Save)$/ });
  }
}

/** One version to upload through the "Upload a version" dialog. */
export interface VersionUpload {
  file: { name: string; bytes: Uint8Array };
  version: string;
  changelog?: string;
  /** Platforms to tick besides PC (ticked by default). */
  quest?: boolean;
  gameVersions?: string[];
}

/** The version upload dialog of a mod's page (`Upload version`) or edit page (`Upload a version`). */
export class VersionDialog {
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    modName: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: `Upload a version of ${modName}` });
  }

  /** Opens the dialog from the page's upload button, uploads `upload` and waits for the success message. */
  async upload(upload: VersionUpload): Promise<void> {
    await this.page.getByRole('button', { name: /^Upload (a )?version$/ }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.locator('input[type=file]').setInputFiles({
      name: upload.file.name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(upload.file.bytes),
    });
    await this.dialog.getByRole('textbox', { name: /^Version/ }).fill(upload.version);
    if (upload.changelog)
      await this.dialog.getByRole('textbox', { name: /^Changelog/ }).fill(upload.changelog);
    if (upload.quest) await this.dialog.getByRole('checkbox', { name: 'Quest' }).check();
    for (const game of upload.gameVersions ?? []) {
      await this.dialog.getByRole('combobox', { name: 'Game versions' }).fill(game);
      await this.dialog.getByRole('combobox', { name: 'Game versions' }).press('Enter');
    }
    await this.dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(this.page.getByText(`Version ${upload.version} uploaded!`)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }
}
