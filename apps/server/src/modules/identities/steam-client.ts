import openid from 'openid';
import { z } from 'zod';
import type { SteamSettings } from '../../lib/sign-in-settings.ts';
import {
  type CompleteInput,
  type ProviderClient,
  ProviderRefused,
  ProviderUnavailable,
  type StartInput,
} from './provider-client.ts';

/** Steam Web API `ISteamUser/GetPlayerSummaries/v2` (only the fields used). */
const playerSummaries = z.object({
  response: z.object({ players: z.array(z.object({ steamid: z.string(), personaname: z.string().min(1) })) }),
});

/** `{callbackUrl}?state=…`: the return_to address; the state rides in it (OpenID 2.0 has none). */
function returnUrl(callbackUrl: string, state: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('state', state);
  return url.toString();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Steam sign-in through OpenID 2.0 with the `openid` library (docs/decisions/0015), stateless: the
 * assertion is checked with the provider itself (`check_authentication`), the nonce once per
 * process, and `return_to` must carry this flow's state. The claimed id must be the configured
 * provider's `{openidUrl}/id/{SteamID64}`, or a provider of an attacker's choosing could vouch
 * for any id. With an API key the persona name is read; without, "Steam user {id}".
 */
export function steamClient(settings: SteamSettings): ProviderClient {
  const idPattern = new RegExp(`^${escapeRegExp(settings.openidUrl.replace(/\/$/, ''))}/id/(\\d{1,20})$`);

  async function personaName(steamId: string): Promise<string | undefined> {
    if (!settings.apiKey) return undefined;
    const url = new URL('/ISteamUser/GetPlayerSummaries/v2/', settings.apiUrl);
    url.searchParams.set('key', settings.apiKey);
    url.searchParams.set('steamids', steamId);
    try {
      const res = await fetch(url);
      if (!res.ok) return undefined;
      return playerSummaries.parse(await res.json()).response.players.find((p) => p.steamid === steamId)
        ?.personaname;
    } catch {
      return undefined; // the name is a nicety; the sign-in itself is verified
    }
  }

  return {
    id: 'steam',
    usesPkce: false,
    authorizeUrl({ state, callbackUrl }: StartInput) {
      const rp = new openid.RelyingParty(returnUrl(callbackUrl, state), settings.realm, true, true, []);
      return new Promise((resolve, reject) => {
        rp.authenticate(settings.openidUrl, false, (error, url) => {
          if (error || !url) reject(new ProviderUnavailable('steam', error?.message ?? 'no sign-in address'));
          else resolve(url);
        });
      });
    },
    async complete({ params, state, callbackUrl }: CompleteInput) {
      if (params.get('openid.mode') === 'cancel') throw new ProviderRefused('steam', 'you cancelled it');
      const claimed = params.get('openid.claimed_id') ?? '';
      const match = idPattern.exec(claimed);
      if (!match) throw new ProviderRefused('steam', 'the assertion names another provider');
      const expectedReturn = returnUrl(callbackUrl, state);
      const assertionUrl = `${callbackUrl}?${params.toString()}`;
      const rp = new openid.RelyingParty(expectedReturn, settings.realm, true, true, []);
      const result = await new Promise<{ authenticated: boolean; claimedIdentifier?: string | undefined }>(
        (resolve) => {
          rp.verifyAssertion(assertionUrl, (error, outcome) =>
            resolve(error || !outcome ? { authenticated: false } : outcome),
          );
        },
      );
      if (!result.authenticated || result.claimedIdentifier !== claimed)
        throw new ProviderRefused('steam', 'the assertion could not be verified');
      const steamId = match[1]!;
      const name = (await personaName(steamId)) ?? `Steam user ${steamId}`;
      return { providerUserId: steamId, displayName: name, usernameHint: name };
    },
  };
}
