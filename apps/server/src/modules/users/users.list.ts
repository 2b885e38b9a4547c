import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { type Beatmap, beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { leaderboardProfileSchema } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { publicUserSchema } from '@synthhub/shared/users/users.schemas';
import { z } from 'zod';
import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import { presentBeatmap } from '../beatmaps/index.ts';
import { leaderboardProfilesOfUsers } from '../leaderboard-profiles/index.ts';
import { usersResource } from './users.crud.ts';

/** A user in a list: the public profile, plus `beatmaps`/`leaderboard_profile` when joined. */
export const listedUserSchema = publicUserSchema.extend({
  beatmaps: z.array(beatmapSchema).optional(),
  leaderboard_profile: leaderboardProfileSchema.nullable().optional(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;
/** The answer of `GET /api/user`. */
export type ListedUsers = Paginated<Partial<ListedUser>> | Partial<ListedUser>[];

/** How many published beatmaps `join=beatmaps` embeds per user (the newest ones). */
export const USER_BEATMAPS_MAX = 10;

/** Public columns only: the list query never reads `email` or `password_hash`. */
const publicColumns = {
  id: users.id,
  username: users.username,
  avatarFilename: users.avatarFilename,
  admin: users.admin,
  createdAt: users.createdAt,
};
type PublicRow = {
  id: number;
  username: string;
  avatarFilename: string | null;
  admin: boolean;
  createdAt: Date;
};

function presentListedUser(row: PublicRow): ListedUser {
  return {
    id: row.id,
    username: row.username,
    avatar_filename: row.avatarFilename,
    avatar_url: profileAvatarUrl(row.avatarFilename),
    admin: row.admin,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One page of users and the total, in one statement (lib/crud/page-total.ts). Deleted accounts
 * (tombstones, docs/decisions/0016) are never listed.
 */
function findUsers(db: Db, query: CompiledQuery): Promise<{ rows: PublicRow[]; total: number }> {
  const where = and(query.where, isNull(users.deletedAt));
  return pageWithTotal(db.select({ n: count() }).from(users).where(where), query, (total) =>
    db
      .select({ ...publicColumns, total })
      .from(users)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
}

const { textSearch: _textSearch, ...beatmapColumns } = getTableColumns(beatmaps);

/** The newest `USER_BEATMAPS_MAX` published beatmaps of each user, presented (formats.md §6.3). */
async function publishedBeatmapsOf(db: Db, userIds: number[]): Promise<Map<number, Beatmap[]>> {
  const byUser = new Map<number, Beatmap[]>();
  if (userIds.length === 0) return byUser;
  const ranked = db
    .select({
      id: beatmaps.id,
      rank: sql<number>`row_number() over (partition by ${beatmaps.userId} order by ${beatmaps.publishedAt} desc, ${beatmaps.id} desc)`.as(
        'rank',
      ),
    })
    .from(beatmaps)
    .where(
      and(inArray(beatmaps.userId, userIds), eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt)),
    )
    .as('ranked');
  const rows = await db
    .select({
      beatmap: beatmapColumns,
      user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
    })
    .from(ranked)
    .innerJoin(beatmaps, eq(beatmaps.id, ranked.id))
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(lte(ranked.rank, USER_BEATMAPS_MAX))
    .orderBy(sql`${beatmaps.publishedAt} desc`, sql`${beatmaps.id} desc`);
  for (const row of rows) {
    const list = byUser.get(row.user.id) ?? [];
    list.push(presentBeatmap({ ...row.beatmap, user: row.user }));
    byUser.set(row.user.id, list);
  }
  return byUser;
}

/**
 * `GET /api/user` (spec §7 "Search"; formats.md §6.1): users in the query
 * grammar, e.g. `s={"username":{"$eqL":"x"}}` (exact, case-insensitive: the `lower(username)`
 * index) or `{"username":{"$contL":"x"}}&limit=2` (fuzzy), `sort=username,ASC`. Answers public
 * profiles `{id, username, avatar_filename, avatar_url, admin, created_at}`; `join=beatmaps` adds
 * their newest published beatmaps (formats.md §6.3 Beatmap, at most 10), `join=leaderboard_profile`
 * adds the linked leaderboard profile `{id, name, user_id, created_at}` or null. Envelope `{data, count, total, page, pageCount}` (or a bare array without paging
 * parameters when `listBareArrayWithoutPaging`). Throws BadRequest for anything outside the
 * whitelist (including `email`, `password_hash`).
 */
export async function listUsers(
  ctx: { db: Db; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
): Promise<ListedUsers> {
  const { request, compiled } = await readListRequest(query, usersResource, { db: ctx.db });
  const { rows, total } = await findUsers(ctx.db, compiled);
  const withBeatmaps = request.joins.some(
    (j) => j.relation === 'beatmaps' || j.relation.startsWith('beatmaps.'),
  );
  const beatmapsOf = withBeatmaps
    ? await publishedBeatmapsOf(
        ctx.db,
        rows.map((r) => r.id),
      )
    : undefined;
  const withProfile = request.joins.some((j) => j.relation === 'leaderboard_profile');
  const profileOf = withProfile
    ? await leaderboardProfilesOfUsers(
        ctx.db,
        rows.map((r) => r.id),
      )
    : undefined;
  const items = rows.map((row): ListedUser => {
    const user: ListedUser = presentListedUser(row);
    if (beatmapsOf) user.beatmaps = beatmapsOf.get(row.id) ?? [];
    if (profileOf) user.leaderboard_profile = profileOf.get(row.id) ?? null;
    return user;
  });
  return answerList(items, total, request, usersResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
