import { expect, type Locator, type Page } from '@playwright/test';

interface UploadKind {
  title: string;
  /** The page the Upload menu item goes to, for a kind with its own upload route. */
  url?: RegExp;
  /** The type the chosen file is given (default application/octet-stream). */
  mimeType?: string;
}

/** Each kind's Upload menu item, dialog title (spec §2 "Upload dialogs") and, where it has one, its route. */
const KINDS: Record<'Beatmap' | 'Playlist' | 'Stage' | 'Avatar', UploadKind> = {
  Beatmap: { title: 'Upload New Beatmap File' },
  Playlist: { title: 'Upload Playlist File', mimeType: 'application/json' },
  Stage: { title: 'Upload New Stage File' },
  Avatar: { title: 'Upload Avatar File', url: /\/user\/models\/avatars\/upload$/ },
};

/** A kind's upload dialog (the one UploadDialog of the web app), opened from the app bar's Upload menu. */
export class UploadDialog {
  readonly dialog: Locator;
  /** The dialog's form ("Upload beatmap", "Upload avatar"…). */
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    private readonly kind: keyof typeof KINDS = 'Beatmap',
  ) {
    this.dialog = page.getByRole('dialog', { name: KINDS[kind].title });
    this.form = this.dialog.getByRole('form', { name: `Upload ${kind.toLowerCase()}` });
  }

  /** Opens Upload → {kind} in the app bar and waits for the dialog (and the kind's route, if any). */
  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Upload' }).click();
    await this.page.getByRole('menuitem', { name: this.kind }).click();
    const { url } = KINDS[this.kind];
    if (url) await expect(this.page).toHaveURL(url);
    await expect(this.dialog).toBeVisible();
  }

  async chooseFile(name: string, bytes: Uint8Array): Promise<void> {
    const mimeType = KINDS[this.kind].mimeType ?? 'application/octet-stream';
    await this.dialog
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: 'Upload', exact: true });
  }

  /** The error box of spec §8 (message plus validation lines). */
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }
}
