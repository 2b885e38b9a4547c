import { expect, type Page } from '@playwright/test';
import { appStarted } from './app-started.ts';

/** The /login page: sign in, or create an account (spec §2 public route /login). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /** Creates an account through the form and waits until the app shows the user menu. */
  async createAccount(username: string, email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Create account' }).click();
    const form = this.page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
  }
}

/** Signs in through the /login form (spec §2) as `username`; does not wait for the outcome. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or e-mail').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
