import { expect, type Page } from '@playwright/test';

/** The mock providers' ids and button names (SIGN_IN_PROVIDER_NAMES). */
export const PROVIDERS = [
  { id: 'discord', name: 'Discord' },
  { id: 'oculus', name: 'Meta' },
  { id: 'steam', name: 'Steam' },
  { id: 'twitch', name: 'Twitch' },
] as const;
export type ProviderId = (typeof PROVIDERS)[number]['id'];

const port = Number(process.env.E2E_PORT ?? 3210);
/** The mock providers' control endpoint (scripts/e2e-server.mjs: the Steam mock on E2E_PORT+4). */
const CONTROL_URL = `http://127.0.0.1:${port + 4}/__control/user`;

/** Makes `user` the account the next sign-in at the mock `provider` is. */
export async function setProviderUser(
  provider: ProviderId,
  user: { id: string; login: string; name: string },
): Promise<void> {
  const res = await fetch(CONTROL_URL, { method: 'POST', body: JSON.stringify({ provider, ...user }) });
  expect(res.status).toBe(204);
}

/** Third-party sign-in through the pages (spec §2 "Sign-in with a third party"). */
export class SignInProviders {
  constructor(private readonly page: Page) {}

  /** From /login, clicks "Sign in with {name}"; the mock provider sends the browser straight back. */
  async signInWith(name: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('link', { name: `Sign in with ${name}` }).click();
  }

  /** On /user/register: checks the prefill, picks `username` and creates the account. */
  async chooseUsername(prefilled: string, username: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/user\/register$/);
    const field = this.page.getByRole('textbox', { name: 'Username' });
    await expect(field).toHaveValue(prefilled);
    await expect(this.page.getByText('letters, digits, _, - and .')).toBeVisible();
    await field.fill(username);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async expectSignedIn(username: string): Promise<void> {
    await expect(this.page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
  }

  async logout(username: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(this.page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  }

  /** The Linked accounts row of a provider on /user/profile. */
  row(name: string) {
    return this.page.getByRole('list', { name: 'Linked accounts' }).getByRole('listitem', { name });
  }
}
