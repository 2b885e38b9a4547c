import { isDbIdText } from '@synthhub/shared/api/ids';
import type { FollowState } from '@synthhub/shared/follows/follows.schemas';
import type { Db } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { announce } from '../../lib/events/announce.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUserById, findUserByUsername } from '../users/index.ts';
import * as repo from './follows.repository.ts';

/** What the follow rules need from the app: the database and where a new follow is announced. */
export interface FollowsContext {
  db: Db;
  events: DomainEventBus;
}

/**
 * The id of the user a profile reference names: a numeric id (1 to 2^31 − 1) or a username
 * (case-insensitive), as `GET /api/users/{ref}`. Throws NotFound "No user is called <ref>.".
 */
async function userIdOf(ctx: Pick<FollowsContext, 'db'>, ref: string): Promise<number> {
  const row = isDbIdText(ref)
    ? await findUserById(ctx.db, Number(ref))
    : await findUserByUsername(ctx.db, ref);
  if (!row) throw new NotFound(`No user is called ${ref}.`);
  return row.id;
}

async function stateOf(
  ctx: Pick<FollowsContext, 'db'>,
  viewer: AuthUser | null,
  userId: number,
): Promise<FollowState> {
  const counts = await repo.followCounts(ctx.db, userId);
  return {
    following: viewer ? await repo.isFollowing(ctx.db, viewer.id, userId) : false,
    follower_count: counts.followers,
    following_count: counts.following,
  };
}

/** Whether `viewer` (null: anonymous, always false) follows the user `ref`, and the user's counts. NotFound when nobody matches. */
export async function getFollowState(
  ctx: Pick<FollowsContext, 'db'>,
  viewer: AuthUser | null,
  ref: string,
): Promise<FollowState> {
  return stateOf(ctx, viewer, await userIdOf(ctx, ref));
}

/**
 * `user` follows the user `ref` (idempotent); a new follow emits `user.followed`, which notifies
 * the followed user (docs/decisions/0017). Throws BadRequest "You cannot follow yourself." and
 * NotFound when nobody matches.
 */
export async function follow(ctx: FollowsContext, user: AuthUser, ref: string): Promise<FollowState> {
  const followeeId = await userIdOf(ctx, ref);
  if (followeeId === user.id) throw new BadRequest('You cannot follow yourself.');
  if (await repo.insertFollow(ctx.db, user.id, followeeId))
    await announce(ctx, 'user.followed', { followerId: user.id, followeeId });
  return stateOf(ctx, user, followeeId);
}

/** `user` stops following the user `ref` (idempotent). Throws NotFound when nobody matches. */
export async function unfollow(ctx: FollowsContext, user: AuthUser, ref: string): Promise<FollowState> {
  const followeeId = await userIdOf(ctx, ref);
  await repo.deleteFollow(ctx.db, user.id, followeeId);
  return stateOf(ctx, user, followeeId);
}
