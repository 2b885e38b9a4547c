import { expect, test } from '@playwright/test';
import { PROVIDERS, setProviderUser, SignInProviders } from './pages/sign-in-providers.ts';

/**
 * Third-party sign-in end to end (spec §2 "Sign-in with a third party"; docs/decisions/0015)
 * against the mock providers scripts/e2e-server.mjs starts: oauth2-mock-server speaking OAuth 2.0
 * with PKCE for Discord, Meta and Twitch, and a loopback OpenID 2.0 provider for Steam.
 */
PROVIDERS.forEach((provider, index) => {
  const second = PROVIDERS[(index + 1) % PROVIDERS.length]!;

  test(`${provider.name}: first sign-in registers, second goes straight in, link ${second.name}, last way in cannot be unlinked`, async ({
    page,
  }) => {
    // Six round trips through a provider on a shared 2-core machine: more than the default 60 s.
    test.setTimeout(240_000);
    const tag = `${Date.now().toString(36)}${index}`;
    const login = `${provider.id}_${tag}`;
    const username = `p_${tag}`;
    await setProviderUser(provider.id, {
      id: `9${Date.now()}${index}`,
      login,
      name: `${provider.name} ${tag}`,
    });
    await setProviderUser(second.id, {
      id: `8${Date.now()}${index}`,
      login: `${second.id}_${tag}`,
      name: `${second.name} ${tag}`,
    });
    const flow = new SignInProviders(page);

    // First sign-in: an unknown identity chooses a username, prefilled from the provider.
    await flow.signInWith(provider.name);
    const prefilled = provider.id === 'steam' || provider.id === 'oculus' ? `${provider.name}_${tag}` : login;
    await flow.chooseUsername(prefilled, username);
    await flow.expectSignedIn(username);
    await flow.logout(username);

    // Second sign-in: straight in.
    await flow.signInWith(provider.name);
    await flow.expectSignedIn(username);
    await expect(page).not.toHaveURL(/\/user\/register/);

    // The only way in cannot be unlinked.
    await page.goto('/user/profile');
    await expect(flow.row(provider.name)).toContainText(`Linked as ${provider.name} ${tag}`);
    await flow
      .row(provider.name)
      .getByRole('button', { name: `Unlink ${provider.name}` })
      .click();
    await expect(page.getByRole('alert')).toContainText('it is the only way to sign in');
    await expect(flow.row(provider.name)).toContainText('Linked as');

    // Link a second provider; then the first can go, and the second is the last way in.
    await flow
      .row(second.name)
      .getByRole('button', { name: `Link ${second.name}` })
      .click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(flow.row(second.name)).toContainText(`Linked as ${second.name} ${tag}`);
    await flow
      .row(provider.name)
      .getByRole('button', { name: `Unlink ${provider.name}` })
      .click();
    await expect(flow.row(provider.name)).toContainText('Not linked');
    await flow
      .row(second.name)
      .getByRole('button', { name: `Unlink ${second.name}` })
      .click();
    await expect(page.getByRole('alert')).toContainText('it is the only way to sign in');

    // The linked provider now signs in to the same account.
    await flow.logout(username);
    await flow.signInWith(second.name);
    await flow.expectSignedIn(username);
  });
});
