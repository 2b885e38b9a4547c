import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in `/activate` page (device-code sign-in, RFC 8628): enter a code, approve or deny. */
export class ActivatePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/activate');
  }

  /** Types the code as a user might (any case, with or without dash) and continues. */
  async enterCode(code: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Enter device code' });
    await form.getByLabel('Code').fill(code);
    await form.getByRole('button', { name: 'Continue' }).click();
  }

  /** The sentence naming the app that asks. */
  request(clientId: string): Locator {
    return this.page.getByText(`${clientId} asks to sign in to Synthhub as`);
  }

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve' }).click();
    // The layout also keeps an (empty) live region for the offline banner: find the one with the result.
    await expect(this.page.getByRole('status').filter({ hasText: 'is signed in as' })).toBeVisible();
  }
}
