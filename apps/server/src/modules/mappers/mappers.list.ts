import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import { mapperStats, mappersResource } from './mappers.crud.ts';

/** A beatmapper's statistics (formats.md §6.3); the wire type is shared with the web app. */
export type { Beatmapper };

/** The answer of `GET /api/mappers`. */
export type ListedMappers = Paginated<Partial<Beatmapper>> | Partial<Beatmapper>[];

const avg = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 100) / 100 : 0);
const numericString = (value: string) => (Number.isFinite(Number(value)) ? String(Number(value)) : value);

/**
 * `GET /api/mappers` (formats.md §6.1, §6.3; spec §2 `/beatmaps/mappers`): every
 * user with at least one published beatmap and their statistics, in the query grammar (e.g.
 * `s={"user.username":{"$contL":"x"}}&sort=download_count,DESC&limit=24&page=2`). Answers the
 * envelope `{data, count, total, page, pageCount}` (or a bare array without paging parameters when
 * `listBareArrayWithoutPaging`). Throws BadRequest for anything outside `mappersResource`.
 */
export async function listMappers(
  ctx: { db: Db; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
): Promise<ListedMappers> {
  const { request, compiled } = await readListRequest(query, mappersResource, { db: ctx.db });
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        beatmapCount: mapperStats.beatmapCount,
        downloadCount: mapperStats.downloadCount,
        upvoteCount: mapperStats.upvoteCount,
        downvoteCount: mapperStats.downvoteCount,
        voteDiff: mapperStats.voteDiff,
        score: mapperStats.score,
        rating: mapperStats.rating,
        lastBeatmapAt: mapperStats.lastBeatmapAt,
        user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
      })
      .from(mapperStats)
      .innerJoin(users, eq(users.id, mapperStats.userId))
      .where(compiled.where)
      .orderBy(...compiled.orderBy)
      .limit(compiled.limit)
      .offset(compiled.offset),
    ctx.db
      .select({ n: count() })
      .from(mapperStats)
      .innerJoin(users, eq(users.id, mapperStats.userId))
      .where(compiled.where),
  ]);
  const items = rows.map(({ user, ...s }): Beatmapper => ({
    id: user.id,
    beatmap_count: s.beatmapCount,
    play_count: 0,
    play_count_daily: 0,
    download_count: s.downloadCount,
    upvote_count: s.upvoteCount,
    downvote_count: s.downvoteCount,
    vote_diff: s.voteDiff,
    vote_avg: avg(s.voteDiff, s.beatmapCount),
    upvote_avg: avg(s.upvoteCount, s.beatmapCount),
    downvote_avg: avg(s.downvoteCount, s.beatmapCount),
    download_avg: avg(s.downloadCount, s.beatmapCount),
    score: numericString(String(s.score)),
    rating: numericString(String(s.rating)),
    is_curated: false,
    is_hot: false,
    last_beatmap_at: new Date(s.lastBeatmapAt).toISOString(),
    curated_qualified_at: null,
    user: {
      id: user.id,
      username: user.username,
      avatar_filename: user.avatarFilename,
      avatar_url: profileAvatarUrl(user.avatarFilename),
    },
  }));
  return answerList(items, totals[0]?.n ?? 0, request, mappersResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
