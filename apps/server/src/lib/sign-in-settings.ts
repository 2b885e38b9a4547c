import { z } from 'zod';

/**
 * Settings of one OAuth 2.0 sign-in provider (Discord, Meta, Twitch; docs/decisions/0015): the
 * application's client id and secret and the three endpoints, which default to the provider's
 * and are overridden by tests (a local oauth2-mock-server).
 */
export interface OAuth2ProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Settings of Steam sign-in (OpenID 2.0; docs/decisions/0015). */
export interface SteamSettings {
  /** The OpenID realm (`openid.realm`): the site's origin, e.g. `https://synthhub.example`. */
  realm: string;
  /** The OpenID provider identifier discovered to find the endpoint (Steam's, or a test mock). */
  openidUrl: string;
  /** Web API key: with it the persona name is read (GetPlayerSummaries); without, "Steam user {id}". */
  apiKey: string | undefined;
  /** Base of the Steam Web API (tests point it at the mock). */
  apiUrl: string;
}

/** The providers this site has settings for; a missing entry hides that provider. */
export interface SignInProviderSettings {
  discord?: OAuth2ProviderSettings;
  oculus?: OAuth2ProviderSettings;
  twitch?: OAuth2ProviderSettings;
  steam?: SteamSettings;
}

/** Each provider's real endpoints (docs/configuration.md "Sign-in providers"). */
const OAUTH2_DEFAULTS = {
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
  oculus: {
    authorizeUrl: 'https://auth.oculus.com/sso/',
    tokenUrl: 'https://graph.oculus.com/sso_authorize_code',
    userinfoUrl: 'https://graph.oculus.com/me?fields=id,alias',
  },
  twitch: {
    authorizeUrl: 'https://id.twitch.tv/oauth2/authorize',
    tokenUrl: 'https://id.twitch.tv/oauth2/token',
    userinfoUrl: 'https://api.twitch.tv/helix/users',
  },
} as const;

const STEAM_OPENID_DEFAULT = 'https://steamcommunity.com/openid';
const STEAM_API_DEFAULT = 'https://api.steampowered.com';

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.string().url().optional();

const settingsEnvSchema = z.object({
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_AUTHORIZE_URL: optionalUrl,
  DISCORD_TOKEN_URL: optionalUrl,
  DISCORD_USERINFO_URL: optionalUrl,
  OCULUS_CLIENT_ID: optionalText,
  OCULUS_CLIENT_SECRET: optionalText,
  OCULUS_AUTHORIZE_URL: optionalUrl,
  OCULUS_TOKEN_URL: optionalUrl,
  OCULUS_USERINFO_URL: optionalUrl,
  TWITCH_CLIENT_ID: optionalText,
  TWITCH_CLIENT_SECRET: optionalText,
  TWITCH_AUTHORIZE_URL: optionalUrl,
  TWITCH_TOKEN_URL: optionalUrl,
  TWITCH_USERINFO_URL: optionalUrl,
  STEAM_REALM: optionalUrl,
  STEAM_OPENID_URL: optionalUrl,
  STEAM_API_KEY: optionalText,
  STEAM_API_URL: optionalUrl,
});

type OAuth2Id = keyof typeof OAUTH2_DEFAULTS;

/**
 * Reads the sign-in provider settings from the environment (docs/configuration.md "Sign-in providers"): an OAuth
 * provider is on when both `{P}_CLIENT_ID` and `{P}_CLIENT_SECRET` are set, Steam when
 * `STEAM_REALM` is. Throws a ZodError naming a malformed URL, and an Error when only one of a
 * client id/secret pair is set (a half-configured provider would fail only at sign-in).
 */
export function readSignInSettings(env: NodeJS.ProcessEnv): SignInProviderSettings {
  const e = settingsEnvSchema.parse(env);
  const out: SignInProviderSettings = {};
  const prefixes: Record<OAuth2Id, 'DISCORD' | 'OCULUS' | 'TWITCH'> = {
    discord: 'DISCORD',
    oculus: 'OCULUS',
    twitch: 'TWITCH',
  };
  for (const id of Object.keys(prefixes) as OAuth2Id[]) {
    const p = prefixes[id];
    const clientId = e[`${p}_CLIENT_ID`];
    const clientSecret = e[`${p}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new Error(`${p}_CLIENT_ID and ${p}_CLIENT_SECRET must be set together (or neither).`);
    out[id] = {
      clientId,
      clientSecret,
      authorizeUrl: e[`${p}_AUTHORIZE_URL`] ?? OAUTH2_DEFAULTS[id].authorizeUrl,
      tokenUrl: e[`${p}_TOKEN_URL`] ?? OAUTH2_DEFAULTS[id].tokenUrl,
      userinfoUrl: e[`${p}_USERINFO_URL`] ?? OAUTH2_DEFAULTS[id].userinfoUrl,
    };
  }
  if (e.STEAM_REALM) {
    out.steam = {
      realm: e.STEAM_REALM,
      openidUrl: e.STEAM_OPENID_URL ?? STEAM_OPENID_DEFAULT,
      apiKey: e.STEAM_API_KEY,
      apiUrl: e.STEAM_API_URL ?? STEAM_API_DEFAULT,
    };
  }
  return out;
}
