import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type SignInFlowRow,
  type SignInGrantRow,
  signInFlows,
  signInGrants,
  type UserIdentityRow,
  userIdentities,
} from '../../db/schema/identities.ts';
import { users } from '../../db/schema/users.ts';

/** Columns of a new started flow; it expires `ttlSeconds` after the database's `now()`. */
export interface NewFlow {
  stateHash: string;
  provider: string;
  codeVerifier: string | null;
  mode: 'signin' | 'link';
  userId: number | null;
  redirect: string;
  ttlSeconds: number;
}

/** Stores a started sign-in or link flow (docs/decisions/0015). */
export async function insertFlow(db: Db, flow: NewFlow): Promise<void> {
  const { ttlSeconds, ...values } = flow;
  await db
    .insert(signInFlows)
    .values({ ...values, expiresAt: sql`now() + ${`${ttlSeconds} seconds`}::interval` });
}

/**
 * Marks the live, unused flow with this state hash and provider used and returns it, in one
 * statement, so two callbacks with the same state cannot both pass; undefined when there is none
 * (unknown, already used, expired or of another provider).
 */
export async function consumeFlow(
  db: Db,
  stateHash: string,
  provider: string,
): Promise<SignInFlowRow | undefined> {
  const [row] = await db
    .update(signInFlows)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInFlows.stateHash, stateHash),
        eq(signInFlows.provider, provider),
        isNull(signInFlows.usedAt),
        gt(signInFlows.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Deletes flows and grants that expired more than a day ago (housekeeping at each start). */
export async function deleteStaleFlows(db: Db): Promise<void> {
  await db.delete(signInFlows).where(sql`${signInFlows.expiresAt} < now() - interval '1 day'`);
  await db.delete(signInGrants).where(sql`${signInGrants.expiresAt} < now() - interval '1 day'`);
}

/** The identity of this provider account, whoever it belongs to, or undefined. */
export async function findIdentity(
  db: Db,
  provider: string,
  providerUserId: string,
): Promise<UserIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

/** A user's linked identities, oldest first. */
export async function listUserIdentities(db: Db, userId: number): Promise<UserIdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/**
 * Links a provider account to a user and returns the row. Throws the driver's unique violation
 * (`user_identities_provider_account_uq` or `user_identities_user_provider_uq`) when taken.
 */
export async function insertIdentity(
  db: Db,
  values: { userId: number; provider: string; providerUserId: string; displayName: string },
): Promise<UserIdentityRow> {
  const [row] = await db.insert(userIdentities).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Keeps the provider's current display name on the identity. */
export async function updateIdentityName(db: Db, id: number, displayName: string): Promise<void> {
  await db.update(userIdentities).set({ displayName }).where(eq(userIdentities.id, id));
}

/** Removes a user's identity of one provider; answers whether there was one. */
export async function deleteIdentity(db: Db, userId: number, provider: string): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** Stores a sign-in grant's hash for a verified identity, expiring `ttlSeconds` after `now()`. */
export async function insertGrant(
  db: Db,
  values: {
    tokenHash: string;
    provider: string;
    providerUserId: string;
    displayName: string;
    ttlSeconds: number;
  },
): Promise<void> {
  const { ttlSeconds, ...rest } = values;
  await db
    .insert(signInGrants)
    .values({ ...rest, expiresAt: sql`now() + ${`${ttlSeconds} seconds`}::interval` });
}

/**
 * The live, unused grant with this hash, locked (`FOR UPDATE`) until the end of the transaction
 * `tx`, so two registrations cannot spend it at once; undefined when unknown, used or expired.
 */
export async function lockLiveGrant(tx: Db, tokenHash: string): Promise<SignInGrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(signInGrants)
    .where(
      and(
        eq(signInGrants.tokenHash, tokenHash),
        isNull(signInGrants.usedAt),
        gt(signInGrants.expiresAt, sql`now()`),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Marks a grant spent. */
export async function markGrantUsed(db: Db, id: number): Promise<void> {
  await db
    .update(signInGrants)
    .set({ usedAt: sql`now()` })
    .where(eq(signInGrants.id, id));
}

/** Locks the user's row until the end of the transaction `tx`: one identity change per user at a time. */
export async function lockUserRow(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Forgets every third-party identity of a user and their unfinished link flows (account deletion,
 * docs/decisions/0016): afterwards no provider account signs in to it. Run inside the caller's
 * transaction.
 */
export async function deleteAllIdentities(db: Db, userId: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(signInFlows).where(eq(signInFlows.userId, userId));
}
