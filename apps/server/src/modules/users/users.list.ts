import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { type Beatmap, beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { leaderboardProfileSchema } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { publicUserSchema } from '@synthhub/shared/users/users.schemas';
import { z } from 'zod';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { readListRequest } from '../../lib/crud/list.ts';
import { answerListIn } from '../../lib/crud/public-list.ts';
import { pageOfTable } from '../../lib/crud/page-total.ts';
import { NEWEST_OF_UPLOADERS, presentBeatmap } from '../beatmaps/index.ts';
import { latestCursor } from '../changes/index.ts';
import { leaderboardProfilesOfUsers, presentLeaderboardProfile } from '../leaderboard-profiles/index.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import type { PublicUserRow, UsersByName } from './users.by-name.ts';
import { USERS_BY_NAME } from './users.read-models.ts';
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

/**
 * When the app verifies read models (the test app; docs/decisions/0049) every by-name answer
 * (users.by-name.ts) is also asked of PostgreSQL with the grammar's SQL, and must hold the same
 * users in the same order with the same total, so the whole server suite checks the names in memory. A difference throws, unless the names moved on in between (a
 * concurrent sign-up or rename: the two answers then stand at different versions).
 */
async function verifyAgainstDatabase(db: Db, compiled: CompiledQuery, byName: UsersByName): Promise<void> {
  const reference = await findUsers(db, compiled);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).join();
  if (ids(reference.rows) === ids(byName.rows) && reference.total === byName.total) return;
  if ((await currentUserNamesVersion(db)) !== byName.version) return;
  throw new Error(
    `users by name: ids ${ids(byName.rows)} (total ${byName.total}) but PostgreSQL ${ids(reference.rows)} (total ${reference.total})`,
  );
}

/** Public columns only: the list query never reads `email` or `password_hash`. */
const publicColumns = {
  id: users.id,
  username: users.username,
  avatarFilename: users.avatarFilename,
  admin: users.admin,
  createdAt: users.createdAt,
};

function presentListedUser(row: PublicUserRow): ListedUser {
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
function findUsers(db: Db, query: CompiledQuery): Promise<{ rows: PublicUserRow[]; total: number }> {
  return pageOfTable(db, users, publicColumns, and(query.where, isNull(users.deletedAt)), query);
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
 * The newest published beatmaps of each user (at most USER_BEATMAPS_MAX), from the beatmaps'
 * read model when it answers (the search index; docs/decisions/0041, 0049), else from PostgreSQL.
 * When the app verifies read models the answer is checked against PostgreSQL's (the same beatmaps
 * per user, in order) and a difference while the change feed stood still throws.
 */
async function newestBeatmapsOf(ctx: ListContext, userIds: number[]): Promise<Map<number, Beatmap[]>> {
  if (userIds.length === 0) return new Map();
  const { db } = ctx;
  const request = { userIds, perUploader: USER_BEATMAPS_MAX };
  const fromMemory = await ctx.readModels.answer(NEWEST_OF_UPLOADERS, request, {
    mark: async () => undefined,
    async check(answer) {
      const reference = await publishedBeatmapsOf(db, userIds);
      const ids = (byUser: Map<number, Beatmap[]>) =>
        userIds.map((id) => `${id}: ${(byUser.get(id) ?? []).map((b) => b.id).join()}`).join('; ');
      if (ids(reference) !== ids(answer.byUploader) && (await latestCursor(db)) === answer.cursor) {
        // (Renames cannot change whose beatmaps these are: only the feed's cursor matters here.)
        throw new Error(
          `users' beatmaps from the index: ${ids(answer.byUploader)}, PostgreSQL: ${ids(reference)}`,
        );
      }
    },
  });
  return fromMemory?.byUploader ?? publishedBeatmapsOf(db, userIds);
}

/** What listUsers needs of the app. */
type ListContext = {
  db: Db;
  readModels: ReadModels;
  config: { listBareArrayWithoutPaging?: boolean | undefined };
};

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
export async function listUsers(ctx: ListContext, query: Record<string, unknown>): Promise<ListedUsers> {
  const { request, compiled } = await readListRequest(query, usersResource, { db: ctx.db });
  const byName = await ctx.readModels.answer(USERS_BY_NAME, request, {
    mark: async () => undefined,
    check: (answer) => verifyAgainstDatabase(ctx.db, compiled, answer),
  });
  const { rows, total } = byName ?? (await findUsers(ctx.db, compiled));
  const withBeatmaps = request.joins.some(
    (j) => j.relation === 'beatmaps' || j.relation.startsWith('beatmaps.'),
  );
  const beatmapsOf = withBeatmaps
    ? await newestBeatmapsOf(
        ctx,
        rows.map((r) => r.id),
      )
    : undefined;
  const withProfile = request.joins.some((j) => j.relation === 'leaderboard_profile');
  // The by-name page read the profiles with the users; the SQL path reads them now.
  const profileOf = !withProfile
    ? undefined
    : byName
      ? new Map(byName.rows.flatMap((r) => (r.profile ? [[r.id, presentLeaderboardProfile(r.profile)]] : [])))
      : await leaderboardProfilesOfUsers(
          ctx.db,
          rows.map((r) => r.id),
        );
  const items = rows.map((row): ListedUser => {
    const user: ListedUser = presentListedUser(row);
    if (beatmapsOf) user.beatmaps = beatmapsOf.get(row.id) ?? [];
    if (profileOf) user.leaderboard_profile = profileOf.get(row.id) ?? null;
    return user;
  });
  return answerListIn(ctx, items, total, request, usersResource);
}
