/**
 * The third-party sign-in providers, in the order the login page shows them (spec §2 "Sign-in with
 * a third party": a chat community, a headset platform, a game store, a streaming service). The id
 * is the web route's segment (`/auth/{id}`) and the value stored in `user_identities.provider`.
 */
export const SIGN_IN_PROVIDERS = ['discord', 'oculus', 'steam', 'twitch'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** What each provider is called on buttons and in messages. */
export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = {
  discord: 'Discord',
  oculus: 'Meta',
  steam: 'Steam',
  twitch: 'Twitch',
};

/** How long a started sign-in (state + PKCE verifier) may take at the provider: 10 minutes, in s. */
export const SIGN_IN_FLOW_TTL_S = 600;

/** How long a first sign-in may take to choose a username on /user/register: 15 minutes, in s. */
export const SIGN_IN_GRANT_TTL_S = 900;
