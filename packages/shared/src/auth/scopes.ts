import { z } from 'zod';

/**
 * The kinds of credential that can prove who a request is from (docs/decisions/0045):
 * - `session`: an interactive sign-in on the site (password, third-party sign-in), its access JWT
 *   and the refresh tokens of its family;
 * - `api_token`: a personal API token `Bearer shp_…` made in the profile settings (decision 0016);
 * - `device`: a device-code sign-in (RFC 8628, decision 0018) — the game or a headset app.
 * Only a `session` manages the account or acts as an admin; the other two do what their scopes say.
 */
export const CREDENTIAL_KINDS = ['session', 'api_token', 'device'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/**
 * What a personal API token or a device sign-in may do beyond reading public data, chosen when the
 * token is made (GitHub's fine-grained tokens; Mastodon's OAuth scopes checked per action). There is
 * no scope for account settings, identities, token creation, device approval or the admin area:
 * those need a session, whatever the token says.
 */
export const TOKEN_SCOPES = ['scores:write', 'library:read', 'votes:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Each scope's short name, as the token list shows it. */
export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  'scores:write': 'Submit scores',
  'library:read': 'Read your library',
  'votes:write': 'Vote',
};

/** What each scope allows, in the words the token form and the refusal messages use. */
export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  'scores:write': 'submit scores as you',
  'library:read': 'read your library (download history, your drafts and your votes)',
  'votes:write': 'vote on beatmaps, playlists, stages, avatars and mods as you',
};

/**
 * The scopes a game mod needs (formats.md §6: score submission, the user's own library); what a
 * token gets when none are chosen, what tokens made before scopes existed were given, and what a
 * device-code sign-in carries.
 */
export const MOD_TOKEN_SCOPES: readonly TokenScope[] = ['scores:write', 'library:read'];

/** The scopes of a device-code sign-in (docs/decisions/0045): the game's own, as a default token. */
export const DEVICE_SCOPES: readonly TokenScope[] = MOD_TOKEN_SCOPES;

/** One token scope; anything else (an admin scope included) is a 400 naming the ones offered. */
export const tokenScopeSchema = z.enum(TOKEN_SCOPES, {
  error: `scopes may only be ${TOKEN_SCOPES.join(', ')}`,
});

/**
 * The scopes chosen for a new token: at least one, each offered scope at most once (duplicates
 * folded), kept in the order of {@link TOKEN_SCOPES}.
 */
export const tokenScopesSchema = z
  .array(tokenScopeSchema)
  .min(1, 'Choose at least one permission for the token')
  .max(TOKEN_SCOPES.length * 2, 'Too many scopes')
  .transform((scopes) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope)));
