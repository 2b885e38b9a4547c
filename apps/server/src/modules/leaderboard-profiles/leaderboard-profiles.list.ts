import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';
import { readListRequest } from '../../lib/crud/list.ts';
import { answerListIn, type ListContext } from '../../lib/crud/public-list.ts';
import { pageOfTable } from '../../lib/crud/page-total.ts';
import { leaderboardProfilesResource } from './leaderboard-profiles.crud.ts';

/** The answer of `GET /api/leaderboard-profiles`. */
export type ListedLeaderboardProfiles =
  Paginated<Partial<LeaderboardProfile>> | Partial<LeaderboardProfile>[];

/** The columns of a profile row its API shape reads (the provider account is never shown). */
type ProfileRow = Pick<typeof leaderboardProfiles.$inferSelect, 'id' | 'name' | 'userId' | 'createdAt'>;

/** The one place a leaderboard profile row becomes its API shape (without `user`). */
export function presentLeaderboardProfile(row: ProfileRow): LeaderboardProfile {
  return { id: row.id, name: row.name, user_id: row.userId, created_at: row.createdAt.toISOString() };
}

/**
 * The leaderboard profiles linked to these users, by user id (for `GET /api/user?join=
 * leaderboard_profile`; a user has at most one).
 */
export async function leaderboardProfilesOfUsers(
  db: Db,
  userIds: number[],
): Promise<Map<number, LeaderboardProfile>> {
  const byUser = new Map<number, LeaderboardProfile>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(leaderboardProfiles)
    .where(inArray(leaderboardProfiles.userId, userIds));
  for (const row of rows) if (row.userId !== null) byUser.set(row.userId, presentLeaderboardProfile(row));
  return byUser;
}

/**
 * `GET /api/leaderboard-profiles` (spec §7 "Search"; formats.md §6.1): profiles
 * in the query grammar, e.g. `s={"name":{"$eqL":"Dubu"}}&limit=3`. Answers `{id, name, user_id,
 * created_at}` (+ `user` {id, username, avatar_filename, avatar_url} or null with `join=user`) in the
 * envelope `{data, count, total, page, pageCount}` (or a bare array without paging parameters when
 * `listBareArrayWithoutPaging`). Throws BadRequest for anything outside the whitelist.
 */
export async function listLeaderboardProfiles(
  ctx: ListContext,
  query: Record<string, unknown>,
): Promise<ListedLeaderboardProfiles> {
  const { request, compiled } = await readListRequest(query, leaderboardProfilesResource, { db: ctx.db });
  // One statement for the page and its total (lib/crud/page-total.ts).
  const { rows, total } = await pageOfTable(
    ctx.db,
    leaderboardProfiles,
    getTableColumns(leaderboardProfiles),
    compiled.where,
    compiled,
  );
  const withUser = request.joins.some((j) => j.relation === 'user');
  const linked = withUser ? await linkedUsers(ctx.db, rows) : undefined;
  const items = rows.map((row) => {
    const profile = presentLeaderboardProfile(row);
    return linked ? { ...profile, user: (row.userId !== null && linked.get(row.userId)) || null } : profile;
  });
  return answerListIn(ctx, items, total, request, leaderboardProfilesResource);
}

async function linkedUsers(
  db: Db,
  rows: ProfileRow[],
): Promise<Map<number, NonNullable<LeaderboardProfile['user']>>> {
  const ids = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const found = new Map<number, NonNullable<LeaderboardProfile['user']>>();
  if (ids.length === 0) return found;
  const userRows = await db
    .select({ id: users.id, username: users.username, avatarFilename: users.avatarFilename })
    .from(users)
    .where(inArray(users.id, ids));
  for (const u of userRows) {
    found.set(u.id, {
      id: u.id,
      username: u.username,
      avatar_filename: u.avatarFilename,
      avatar_url: profileAvatarUrl(u.avatarFilename),
    });
  }
  return found;
}
