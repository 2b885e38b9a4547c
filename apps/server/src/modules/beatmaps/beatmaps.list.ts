import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps } from '../../db/schema/index.ts';
import { compileCrud, mentionsField } from '../../lib/crud/compile.ts';
import { answerList } from '../../lib/crud/list.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { assertDraftsAllowed, type OwnerExtras } from '../../lib/crud/owner-extras.ts';
import { pagingOf } from '../../lib/crud/paging.ts';
import type { CrudRequest } from '../../lib/crud/types.ts';
import { stoodStill } from '../changes/index.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { PUBLIC_BEATMAPS, type SearchIndexPage } from './beatmaps.read-models.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { presentBeatmap, presentBeatmapVolatile } from './beatmaps.presenter.ts';
import * as repo from './beatmaps.repository.ts';

/** A listed beatmap: the formats.md §6.3 shape, possibly narrowed by `fields`/`select`. */
export type ListedBeatmaps = Paginated<Partial<Beatmap>> | Partial<Beatmap>[];

const publishedScope = and(eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt));

/**
 * Which beatmaps a list request may see (spec §6 roles: drafts for owners and admins; formats.md §6.2):
 * - `drafts=true` (the uploader or an admin, checked): everything, including drafts;
 * - a request whose conditions name `published` (NovasFabulousFavoritesFixer's
 *   `{"published":{"$or":[true,false]},"ost":true}`): published beatmaps plus OST entries, which
 *   are public even when not published — never other users' drafts;
 * - otherwise only published beatmaps (`published_at` set).
 * Soft-deleted beatmaps (docs/decisions/0030) are never listed, not even OST entries or drafts.
 * `user_id` narrows to one uploader. Throws Forbidden for drafts the viewer may not see.
 */
export function beatmapScope(
  extras: OwnerExtras,
  namesPublished: boolean,
  viewer: AuthUser | null,
): SQL | undefined {
  assertDraftsAllowed(extras, viewer);
  // A soft-deleted beatmap is never published (docs/decisions/0030), so the published scope needs
  // no `deleted_at` condition (its partial index keeps serving the default page); drafts and OST
  // entries do.
  const visible = extras.drafts
    ? isNull(beatmaps.deletedAt)
    : namesPublished
      ? or(publishedScope, and(eq(beatmaps.ost, true), isNull(beatmaps.deletedAt)))
      : publishedScope;
  return and(visible, extras.user_id === undefined ? undefined : eq(beatmaps.userId, extras.user_id));
}

/**
 * `GET /api/beatmaps` (formats.md §6.1-6.3): parses the query grammar against
 * `beatmapsResource`, lists one page within `beatmapScope`, presents each beatmap (§6.3), applies
 * `join`/`select`, and answers `{data, count, total, page, pageCount}` — or a bare array without
 * paging parameters when `bareArrayWithoutPaging` (env `LIST_BARE_ARRAY_WITHOUT_PAGING`).
 * With `adminScope` that condition replaces `beatmapScope` (the admin list, docs/decisions/0030).
 * Throws BadRequest (query grammar) or Forbidden (drafts).
 */
export async function listBeatmaps(
  ctx: { db: Db; readModels: ReadModels; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
  viewer: AuthUser | null,
  adminScope?: SQL,
): Promise<ListedBeatmaps> {
  const request = parseCrudQuery(query, beatmapsResource);
  const namesPublished = mentionsField(request.where, 'published');
  // The admin list (docs/decisions/0030) replaces the visibility scope with its own.
  const scope = adminScope ?? beatmapScope(request.extras, namesPublished, viewer);
  const options = { bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging };
  // Exactly the public scope and no condition: the running total replaces count(*) (decision 0004).
  const unfiltered =
    !adminScope && !request.where && !request.extras.drafts && request.extras.user_id === undefined;
  // Public lists: the read model (the search index) when it answers (docs/decisions/0039, 0049).
  if (!adminScope && !request.extras.drafts && !namesPublished) {
    const { offset, limit } = pagingOf(request, beatmapsResource);
    const indexRequest = {
      where: request.where,
      sorts: request.sorts,
      userId: request.extras.user_id,
      offset,
      limit,
    };
    const fromMemory = await ctx.readModels.answer(PUBLIC_BEATMAPS, indexRequest, {
      mark: () => currentUserNamesVersion(ctx.db),
      check: (answer, namesBefore) => verifyAgainstDatabase(ctx.db, request, scope, answer, namesBefore),
    });
    if (fromMemory) {
      const total = { value: fromMemory.total, estimated: fromMemory.estimated };
      return answerList(fromMemory.items, total, request, beatmapsResource, options);
    }
  }
  const compiled = await compileCrud(request, beatmapsResource, { db: ctx.db });
  const { rows, total } = await repo.listBeatmaps(
    ctx.db,
    compiled,
    scope,
    unfiltered ? 'published' : 'count',
    request.sorts.length === 0,
  );
  return answerList(rows.map(presentBeatmap), total, request, beatmapsResource, options);
}

/**
 * When the app verifies read models (the test app; docs/decisions/0049), every list the search
 * index answers is answered by PostgreSQL too and must agree
 * (docs/decisions/0039): the same beatmaps in the same order, and the same total where
 * both are exact. Compared are the fields the change feed versions; the ones read fresh for
 * every page (presentBeatmapVolatile: counters, uploader) can change between the two answers
 * without a feed row, and are compared by read-models/beatmap-search/search-index.equivalence.test.ts instead. A difference
 * while the feed and the users' names stood still (`stoodStill`) throws, so the whole server suite
 * checks the index and its kept presentations.
 */
async function verifyAgainstDatabase(
  db: Db,
  request: CrudRequest<OwnerExtras>,
  scope: SQL | undefined,
  fromIndex: SearchIndexPage,
  namesBefore: number,
): Promise<void> {
  const compiled = await compileCrud(request, beatmapsResource, { db });
  const { rows, total } = await repo.listBeatmaps(db, compiled, scope, 'count', request.sorts.length === 0);
  const versioned = (items: Beatmap[]) =>
    JSON.stringify(items.map((item) => ({ ...item, ...VOLATILE_BLANK })));
  const same =
    versioned(rows.map(presentBeatmap)) === versioned(fromIndex.items) &&
    (total.estimated || fromIndex.estimated || total.value === fromIndex.total);
  if (!same && (await stoodStill(db, fromIndex.cursor, namesBefore))) {
    throw new Error(
      `beatmap search index: ids ${fromIndex.items.map((r) => r.id).join()} (total ${fromIndex.total}) ` +
        `but PostgreSQL ${rows.map((r) => r.id).join()} (total ${total.value})`,
    );
  }
}

/** The fields of presentBeatmapVolatile, blanked for verifyAgainstDatabase. */
const VOLATILE_BLANK = Object.fromEntries(
  Object.keys(
    presentBeatmapVolatile({
      id: 0,
      downloadCount: 0,
      upvoteCount: 0,
      downvoteCount: 0,
      score: '0',
      rating: '0',
      playCount: 0,
      playCountDaily: 0,
      reviewCount: 0,
      recommendCount: 0,
      featuredAt: null,
      user: { id: 0, username: '', avatarFilename: null },
    }),
  ).map((key) => [key, null]),
);
