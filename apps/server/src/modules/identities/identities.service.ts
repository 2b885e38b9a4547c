import { createHash, randomBytes } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '@synthhub/shared/auth/auth.constants';
import {
  SIGN_IN_FLOW_TTL_S,
  SIGN_IN_GRANT_TTL_S,
  SIGN_IN_PROVIDER_NAMES,
  type SignInProvider,
} from '@synthhub/shared/identities/identities.constants';
import type { RegisterIdentityInput } from '@synthhub/shared/identities/identities.schemas';
import { generateCodeVerifier } from 'arctic';
import type { Db } from '../../db/client.ts';
import type { UserIdentityRow } from '../../db/schema/identities.ts';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { assertNotSuspended, issueSession, type Session, type SessionDeps } from '../auth/index.ts';
import { claimProfileOnSignIn } from '../leaderboard-profiles/index.ts';
import { findUserById, findUserByUsername, insertUser } from '../users/index.ts';
import {
  consumeFlow,
  deleteIdentity,
  deleteStaleFlows,
  findIdentity,
  insertFlow,
  insertGrant,
  insertIdentity,
  listUserIdentities,
  lockLiveGrant,
  lockUserRow,
  markGrantUsed,
  updateIdentityName,
} from './identities.repository.ts';
import type { ProviderClient, ProviderIdentity } from './provider-client.ts';
import type { ProviderClients } from './provider-clients.ts';

/** What the identity flows need: sessions (database, token signer) and the provider clients. */
export interface IdentityDeps extends SessionDeps {
  clients: ProviderClients;
}

/** A started flow: the state to keep in the browser's cookie and the provider page to go to. */
export interface StartedFlow {
  state: string;
  authorizeUrl: string;
}

/** What a finished callback means (docs/decisions/0015); see callbackResponseSchema. */
export type CallbackOutcome =
  | { result: 'signed_in'; redirect: string; session: Session }
  | {
      result: 'register';
      redirect: string;
      grant: string;
      provider: SignInProvider;
      displayName: string;
      suggestedUsername: string;
    }
  | { result: 'linked'; redirect: string; identity: UserIdentityRow };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const providerName = (p: SignInProvider) => SIGN_IN_PROVIDER_NAMES[p];

/** The client of a configured provider; NotFound (404) when this site has no settings for it. */
export function providerClient(deps: IdentityDeps, provider: SignInProvider): ProviderClient {
  const client = deps.clients[provider];
  if (!client) throw new NotFound(`Sign-in with ${providerName(provider)} is not enabled on this site.`);
  return client;
}

/**
 * Starts a sign-in (`mode: 'signin'`) or, for a signed-in user, a link (`'link'`): a random state
 * (32 bytes) and PKCE verifier stored as a flow valid SIGN_IN_FLOW_TTL_S (600 s), and the
 * provider's authorization URL. `callbackUrl` is the web page `{origin}/auth/{provider}`.
 * Throws NotFound (404) for a provider without settings, ProviderUnavailable (502) when Steam's
 * discovery fails.
 */
export async function startFlow(
  deps: IdentityDeps,
  input: {
    provider: SignInProvider;
    mode: 'signin' | 'link';
    userId: number | null;
    redirect: string;
    callbackUrl: string;
  },
): Promise<StartedFlow> {
  const client = providerClient(deps, input.provider);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = client.usesPkce ? generateCodeVerifier() : null;
  const authorizeUrl = await client.authorizeUrl({ state, codeVerifier, callbackUrl: input.callbackUrl });
  await deleteStaleFlows(deps.db);
  await insertFlow(deps.db, {
    stateHash: sha256(state),
    provider: input.provider,
    codeVerifier,
    mode: input.mode,
    userId: input.userId,
    redirect: input.redirect,
    ttlSeconds: SIGN_IN_FLOW_TTL_S,
  });
  return { state, authorizeUrl };
}

/**
 * Finishes a flow from the query the provider sent the browser back with (docs/decisions/0015):
 * the `state` in it must equal the one in this browser's cookie (`cookieState`; 400 otherwise),
 * and its flow is spent once (400 "already used or expired" for a replay); then the provider
 * verifies the code or assertion (ProviderRefused 400, ProviderUnavailable 502). A known identity
 * signs in; an unknown one gets a sign-in grant; a link flow links it to `signedInUserId`, which
 * must be the user who started it (401). A sign-in or link also claims the unlinked leaderboard
 * profile of that provider account for a user without one, in the same transaction
 * (claimProfileOnSignIn; docs/decisions/0054). Conflict (409) when the account is linked to someone
 * else, or the user already has another account of that provider. Nothing is written on refusal
 * but the spent flow.
 */
export async function completeFlow(
  deps: IdentityDeps,
  input: {
    provider: SignInProvider;
    query: string;
    cookieState: string | undefined;
    signedInUserId: number | null;
    callbackUrl: string;
  },
): Promise<CallbackOutcome> {
  const client = providerClient(deps, input.provider);
  const params = new URLSearchParams(input.query.replace(/^\?/, ''));
  const state = params.get('state');
  if (!state) throw new BadRequest('The sign-in answer has no state. Please start the sign-in again.');
  if (!input.cookieState || input.cookieState !== state)
    throw new BadRequest(
      'The sign-in answer does not belong to a sign-in started in this browser. Please start the sign-in again.',
    );
  const flow = await consumeFlow(deps.db, sha256(state), input.provider);
  if (!flow)
    throw new BadRequest(
      'This sign-in was already completed or has expired. Please start the sign-in again.',
    );
  const identity = await client.complete({
    params,
    state,
    codeVerifier: flow.codeVerifier,
    callbackUrl: input.callbackUrl,
  });
  if (flow.mode === 'link') {
    if (flow.userId === null || flow.userId !== input.signedInUserId)
      throw new Unauthorized('Sign in as the account you started linking from, then try again.');
    const userId = flow.userId;
    // Linking claims the profile of that game account (docs/decisions/0054), in the same commit.
    const linked = await deps.db.transaction(async (tx) => {
      const row = await link(tx, userId, input.provider, identity);
      await claimProfileOnSignIn(tx, userId, input.provider, identity.providerUserId);
      return row;
    });
    return { result: 'linked', redirect: flow.redirect, identity: linked };
  }
  const known = await findIdentity(deps.db, input.provider, identity.providerUserId);
  if (known) {
    const user = await findUserById(deps.db, known.userId);
    if (!user) throw new Unauthorized('This account no longer exists.');
    // A suspended account is refused before anything is written (issueSession refuses it too).
    assertNotSuspended(user);
    await deps.db.transaction(async (tx) => {
      if (known.displayName !== identity.displayName)
        await updateIdentityName(tx, known.id, identity.displayName);
      // Signing in claims the profile of that game account (docs/decisions/0054).
      await claimProfileOnSignIn(tx, user.id, input.provider, identity.providerUserId);
    });
    return { result: 'signed_in', redirect: flow.redirect, session: await issueSession(deps, user) };
  }
  const grant = randomBytes(32).toString('base64url');
  await insertGrant(deps.db, {
    tokenHash: sha256(grant),
    provider: input.provider,
    providerUserId: identity.providerUserId,
    displayName: identity.displayName,
    ttlSeconds: SIGN_IN_GRANT_TTL_S,
  });
  return {
    result: 'register',
    redirect: flow.redirect,
    grant,
    provider: input.provider,
    displayName: identity.displayName,
    suggestedUsername: await suggestUsername(deps.db, identity.usernameHint),
  };
}

async function link(
  db: Db,
  userId: number,
  provider: SignInProvider,
  identity: ProviderIdentity,
): Promise<UserIdentityRow> {
  const existing = await findIdentity(db, provider, identity.providerUserId);
  if (existing?.userId === userId) return existing;
  if (existing)
    throw new Conflict(
      `This ${providerName(provider)} account is already linked to another Synthhub account.`,
    );
  try {
    return await insertIdentity(db, { userId, provider, ...identity });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    if (violation.constraint === 'user_identities_provider_account_uq')
      throw new Conflict(
        `This ${providerName(provider)} account is already linked to another Synthhub account.`,
        { cause: error },
      );
    throw new Conflict(
      `Your account already has a ${providerName(provider)} account linked. Unlink it first to link another.`,
      { cause: error },
    );
  }
}

/**
 * The provider's name made to fit the username rules (spec §5 via usernameSchema: 3-32 of
 * letters, digits, `_`, `-`, `.`), with `_2`, `_3` … appended while it is taken (up to 9 tries;
 * the person can still change it on /user/register).
 */
export async function suggestUsername(db: Db, hint: string): Promise<string> {
  let base = hint
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  if (base.length < USERNAME_MIN) base = `player_${base}`.slice(0, USERNAME_MAX);
  let candidate = base;
  for (let n = 2; n <= 10 && (await findUserByUsername(db, candidate)); n++) {
    candidate = `${base.slice(0, USERNAME_MAX - String(n).length - 1)}_${n}`;
  }
  return candidate;
}

/**
 * `POST /api/auth/register-identity`: spends a sign-in grant to create an account with the chosen
 * username, no e-mail and no password, linked to the grant's identity (claiming the unlinked
 * leaderboard profile of that provider account, docs/decisions/0054), and signs it in, all in
 * one transaction. Throws BadRequest (400) for an unknown, used or expired grant, Conflict (409)
 * "That username is taken" (the grant stays usable) or when the identity was linked meanwhile.
 */
export async function registerWithGrant(deps: IdentityDeps, input: RegisterIdentityInput): Promise<Session> {
  const user = await deps.db.transaction(async (tx) => {
    const grant = await lockLiveGrant(tx, sha256(input.grant));
    if (!grant)
      throw new BadRequest(
        'This sign-in has expired or was already used. Please sign in with the provider again.',
      );
    if (await findUserByUsername(tx, input.username)) throw new Conflict('That username is taken');
    if (await findIdentity(tx, grant.provider, grant.providerUserId))
      throw new Conflict('This account was already registered. Please sign in again.');
    try {
      const row = await insertUser(tx, { username: input.username, email: null, passwordHash: null });
      await insertIdentity(tx, {
        userId: row.id,
        provider: grant.provider,
        providerUserId: grant.providerUserId,
        displayName: grant.displayName,
      });
      await markGrantUsed(tx, grant.id);
      // The new account claims the profile of the game account it signed up with (0054).
      await claimProfileOnSignIn(tx, row.id, grant.provider, grant.providerUserId);
      return row;
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      throw new Conflict(
        uniqueViolation(error)?.constraint === 'users_username_lower_uq'
          ? 'That username is taken'
          : 'This account was already registered. Please sign in again.',
        { cause: error },
      );
    }
  });
  return issueSession(deps, user);
}

/** A user's linked identities and whether the account has a password (`GET /api/user/identities`). */
export async function listIdentities(
  db: Db,
  userId: number,
): Promise<{ identities: UserIdentityRow[]; hasPassword: boolean }> {
  const user = await findUserById(db, userId);
  if (!user) throw new Unauthorized('This account no longer exists. Please sign in again.');
  return { identities: await listUserIdentities(db, userId), hasPassword: user.passwordHash !== null };
}

/**
 * `DELETE /api/user/identities/{provider}`: unlinks it. Throws NotFound (404) when that provider
 * is not linked, Conflict (409) when it is the last way in: no password and no other identity
 * (docs/decisions/0015). Runs in a transaction that locks the user's row, so two unlinks
 * at once cannot both pass the check.
 */
export async function unlinkIdentity(db: Db, userId: number, provider: SignInProvider): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const { identities, hasPassword } = await listIdentities(tx, userId);
    if (!identities.some((i) => i.provider === provider))
      throw new NotFound(`No ${providerName(provider)} account is linked to your account.`);
    if (!hasPassword && identities.length <= 1)
      throw new Conflict(
        `You cannot unlink ${providerName(provider)}: it is the only way to sign in to this account. Link another provider or set a password first.`,
      );
    await deleteIdentity(tx, userId, provider);
  });
}
