import { SIGN_IN_PROVIDERS, type SignInProvider } from '@synthhub/shared/identities/identities.constants';
import type { SignInProviderSettings } from '../../lib/sign-in-settings.ts';
import { oauth2Client } from './oauth2-client.ts';
import type { ProviderClient } from './provider-client.ts';
import { steamClient } from './steam-client.ts';

/** The clients of the providers this site has settings for, keyed by provider id. */
export type ProviderClients = Partial<Record<SignInProvider, ProviderClient>>;

/** Builds a client for each configured provider (docs/decisions/0015); unconfigured ones are absent. */
export function createProviderClients(settings: SignInProviderSettings): ProviderClients {
  const clients: ProviderClients = {};
  if (settings.discord) clients.discord = oauth2Client('discord', settings.discord);
  if (settings.oculus) clients.oculus = oauth2Client('oculus', settings.oculus);
  if (settings.twitch) clients.twitch = oauth2Client('twitch', settings.twitch);
  if (settings.steam) clients.steam = steamClient(settings.steam);
  return clients;
}

/** The configured providers in button order (SIGN_IN_PROVIDERS). */
export function enabledProviders(clients: ProviderClients): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((id) => clients[id]);
}
