import type { ScoreProfile } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './leaderboard-profiles.repository.ts';
import { getLeaderboardProfile } from './leaderboard-profiles.stats.ts';
import { enqueueOverallRankings } from '../scores/index.ts';

/**
 * Claims a profile on sign-in (docs/decisions/0054 "Accounts own profiles"): inside `tx` — the
 * transaction that signs the user in with, registers with, or links the provider account — the
 * unlinked leaderboard profile whose (`provider`, `provider_user_id`) is this identity becomes
 * `userId`'s, when the user has no profile yet. A user who already has one keeps it and the other
 * stays unlinked; a profile linked to someone else stays theirs. The update runs in a savepoint, so
 * a profile the user gained at the same moment (a first score: the unique index on `user_id`)
 * makes it a no-op rather than failing the sign-in. Returns the claimed profile's id, or undefined.
 */
export async function claimProfileOnSignIn(
  tx: Db,
  userId: number,
  provider: string,
  providerUserId: string,
): Promise<number | undefined> {
  try {
    const claimed = await tx.transaction((sp) =>
      repo.claimProviderProfile(sp, userId, provider, providerUserId),
    );
    // The country rank follows the account's country, which this profile now has (0054).
    if (claimed !== undefined) await enqueueOverallRankings(tx);
    return claimed;
  } catch (error) {
    if (uniqueViolation(error)) return undefined;
    throw error;
  }
}

const profileNotFound = (id: number) => new NotFound(`Leaderboard profile ${id} was not found.`);

/**
 * `PUT /api/admin/leaderboard-profiles/{id}/user {user_id}` (docs/decisions/0054 "Accounts own
 * profiles"; admin actions audited as docs/decisions/0030): links the profile to the account
 * `userId`, or unlinks it (`null`), in one transaction that locks the profile and the account,
 * records `leaderboard_profile.link` / `leaderboard_profile.unlink` with the user before and after,
 * and tells the account that gains it (a link) or loses it (an unlink). A profile may move straight from one account to
 * another. Setting the owner it already has changes and records nothing. Answers the profile
 * after, with its user. Throws NotFound (404) for an unknown profile or account, Conflict (409)
 * when the account was deleted or already has another profile (unlink that one first).
 */
export async function setLeaderboardProfileUser(
  db: Db,
  actor: AuthUser,
  profileId: number,
  userId: number | null,
): Promise<ScoreProfile> {
  try {
    await db.transaction(async (tx) => {
      const profile = await repo.lockProfile(tx, profileId);
      if (!profile) throw profileNotFound(profileId);
      if (profile.userId === userId) return;
      const url = `/leaderboards/profile/${profileId}`;
      let target: { id: number; username: string } | null = null;
      if (userId !== null) {
        const account = await repo.lockAccount(tx, userId);
        if (!account) throw new NotFound(`User ${userId} was not found.`);
        if (account.deleted) throw new Conflict('This account was deleted.');
        const owned = await repo.findProfileOfUser(tx, userId);
        if (owned) throw alreadyHasProfile(account.username, owned);
        target = account;
      }
      const previous =
        profile.userId === null
          ? null
          : { id: profile.userId, username: (await repo.usernameOf(tx, profile.userId)) ?? null };
      await repo.setProfileUser(tx, profileId, userId);
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: target ? 'leaderboard_profile.link' : 'leaderboard_profile.unlink',
          targetKind: 'leaderboard_profile',
          targetId: profileId,
          targetLabel: profile.name,
          before: { user_id: previous?.id ?? null, username: previous?.username ?? null },
          after: { user_id: target?.id ?? null, username: target?.username ?? null },
        },
        target
          ? {
              userId: target.id,
              text: `An admin linked the leaderboard profile ${profile.name} to your account.`,
              url,
            }
          : {
              userId: previous!.id,
              text: `An admin unlinked the leaderboard profile ${profile.name} from your account.`,
              url,
            },
      );
      // The country rank follows the owner's country (docs/decisions/0054).
      await enqueueOverallRankings(tx);
    });
  } catch (error) {
    // Two admins linking two profiles to one account at once: the unique index on user_id decides.
    if (userId !== null && uniqueViolation(error)) {
      throw new Conflict(`User ${userId} already has a leaderboard profile.`, { cause: error });
    }
    throw error;
  }
  return getLeaderboardProfile(db, profileId);
}

function alreadyHasProfile(username: string, owned: { id: number; name: string }): Conflict {
  return new Conflict(
    `${username} already has the leaderboard profile ${owned.name} (${owned.id}). Unlink it first.`,
  );
}
