import { expect, type Locator, type Page } from '@playwright/test';

/** The /user/profile settings page (spec §2 "Profile Settings"), reached from the user menu. */
export class ProfileSettingsPage {
  constructor(private readonly page: Page) {}

  /** Opens the page through the app bar's user menu of `username`. */
  async openFromUserMenu(username: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await this.page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(this.page).toHaveURL(/\/user\/profile$/);
    await expect(this.page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async changeUsername(next: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Change username' });
    await form.getByLabel('Username').fill(next);
    await form.getByRole('button', { name: 'Save username' }).click();
  }

  /** Creates an API token named `name` and returns the secret the dialog shows (once). */
  async createToken(name: string): Promise<string> {
    await this.section('API tokens').getByRole('button', { name: 'Create token' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Token name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = this.page.getByRole('dialog', { name: 'Your new API token' });
    const secret = await shown.getByLabel('API token').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    return secret;
  }

  async revokeToken(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Revoke this API token?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
  }

  async uploadPicture(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel('Profile picture file').setInputFiles(file);
  }

  async deleteAccount(username: string, password: string): Promise<void> {
    await this.section('Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your username').fill(username);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
  }
}
