import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
} from 'arctic';
import { z } from 'zod';
import type { OAuth2ProviderSettings } from '../../lib/sign-in-settings.ts';
import {
  type CompleteInput,
  type ProviderClient,
  type ProviderIdentity,
  ProviderRefused,
  ProviderUnavailable,
  type StartInput,
} from './provider-client.ts';

type OAuth2Provider = Exclude<SignInProvider, 'steam'>;

/** Discord `GET /users/@me` (only the fields used). */
const discordUser = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  global_name: z.string().nullish(),
});
/** Twitch Helix `GET /users`: the token's own user is `data[0]`. */
const twitchUsers = z.object({
  data: z
    .array(z.object({ id: z.string().min(1), login: z.string().min(1), display_name: z.string().nullish() }))
    .min(1),
});
/** Meta (Oculus) Graph `GET /me?fields=id,alias` (docs/decisions/0015). */
const oculusUser = z.object({ id: z.union([z.string().min(1), z.number()]), alias: z.string().min(1) });

/** Each provider's scopes, and how its userinfo answer becomes an identity. */
const PROFILES: Record<OAuth2Provider, { scopes: string[]; read(body: unknown): ProviderIdentity }> = {
  discord: {
    scopes: ['identify'],
    read(body) {
      const u = discordUser.parse(body);
      return { providerUserId: u.id, displayName: u.global_name || u.username, usernameHint: u.username };
    },
  },
  twitch: {
    scopes: [],
    read(body) {
      const u = twitchUsers.parse(body).data[0]!;
      return { providerUserId: u.id, displayName: u.display_name || u.login, usernameHint: u.login };
    },
  },
  oculus: {
    scopes: [],
    read(body) {
      const u = oculusUser.parse(body);
      return { providerUserId: String(u.id), displayName: u.alias, usernameHint: u.alias };
    },
  },
};

/**
 * An OAuth 2.0 provider (Discord, Meta, Twitch) through arctic's generic client, authorization
 * code with `state` and PKCE S256 (RFC 7636), endpoints from the settings (docs/decisions/0015).
 * Twitch takes the client secret in the token request body rather than HTTP Basic, so its code
 * exchange is sent by hand; arctic still reads the answer.
 */
export function oauth2Client(id: OAuth2Provider, settings: OAuth2ProviderSettings): ProviderClient {
  const profile = PROFILES[id];
  const clientFor = (callbackUrl: string) =>
    new OAuth2Client(settings.clientId, id === 'twitch' ? null : settings.clientSecret, callbackUrl);

  async function exchange(code: string, verifier: string, callbackUrl: string): Promise<OAuth2Tokens> {
    if (id !== 'twitch')
      return clientFor(callbackUrl).validateAuthorizationCode(settings.tokenUrl, code, verifier);
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl,
      code_verifier: verifier,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    const res = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!data || typeof data !== 'object')
      throw new ProviderUnavailable(id, `token endpoint answered ${res.status}`);
    if (!res.ok || typeof data.error === 'string')
      throw new OAuth2RequestError(String(data.error ?? res.status), null, null, null);
    return new OAuth2Tokens(data);
  }

  return {
    id,
    usesPkce: true,
    async authorizeUrl({ state, codeVerifier, callbackUrl }: StartInput) {
      if (!codeVerifier) throw new Error('OAuth flows need a PKCE verifier');
      return clientFor(callbackUrl)
        .createAuthorizationURLWithPKCE(
          settings.authorizeUrl,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          profile.scopes,
        )
        .toString();
    },
    async complete({ params, codeVerifier, callbackUrl }: CompleteInput) {
      const error = params.get('error');
      if (error) throw new ProviderRefused(id, error === 'access_denied' ? 'you cancelled it' : error);
      const code = params.get('code');
      if (!code) throw new ProviderRefused(id, 'no code in the answer');
      let tokens: OAuth2Tokens;
      try {
        tokens = await exchange(code, codeVerifier ?? '', callbackUrl);
      } catch (cause) {
        if (cause instanceof OAuth2RequestError)
          throw new ProviderRefused(id, `the code was refused: ${cause.code}`, { cause });
        if (cause instanceof ProviderUnavailable) throw cause;
        throw new ProviderUnavailable(
          id,
          cause instanceof ArcticFetchError ? 'no answer' : 'bad token answer',
          { cause },
        );
      }
      const headers: Record<string, string> = {
        authorization: `Bearer ${tokens.accessToken()}`,
        accept: 'application/json',
      };
      if (id === 'twitch') headers['client-id'] = settings.clientId;
      let body: unknown;
      try {
        const res = await fetch(settings.userinfoUrl, { headers });
        if (!res.ok) throw new Error(`status ${res.status}`);
        body = await res.json();
        return profile.read(body);
      } catch (cause) {
        throw new ProviderUnavailable(id, 'the account could not be read', { cause });
      }
    },
  };
}
