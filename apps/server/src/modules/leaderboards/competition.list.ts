import type { Challenge, Dethrone } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { and, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { challenges, dethrones, leaderboards, scores } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import { presentLeaderboard, presentScore } from './leaderboards.presenter.ts';
import { beatmapsById, profilesById } from './leaderboards.related.ts';
import type { ReadContext } from './leaderboards.service.ts';

/**
 * `GET /api/challenges` whitelist (formats.md §6.1): id, name, starts_at, ends_at; newest start first.
 */
export const challengesResource = defineResource({
  name: 'challenges',
  fields: {
    id: { sql: challenges.id, type: 'number' },
    name: { sql: challenges.name, type: 'string' },
    starts_at: { sql: challenges.startsAt, type: 'date' },
    ends_at: { sql: challenges.endsAt, type: 'date' },
  },
  sorts: ['id', 'starts_at', 'ends_at', 'name'],
  defaultSort: [{ field: 'starts_at', order: 'DESC' }],
  tieBreaker: challenges.id,
});

/** Leaderboards carrying the challenge's id (`leaderboards.challenge`). */
// Written with explicit qualifiers: drizzle leaves a single-table select's columns unqualified.
const boardCount =
  sql<number>`(select count(*) from ${leaderboards} as l where l.challenge = "challenges"."id")`.mapWith(
    Number,
  );

function presentChallenge(row: typeof challenges.$inferSelect & { boards: number }): Challenge {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    leaderboards: row.boards,
  };
}

/** `GET /api/challenges`: the game's challenges in the envelope, each with its leaderboard count. */
export async function listChallenges(
  ctx: ReadContext,
  query: Record<string, unknown>,
): Promise<Paginated<Partial<Challenge>> | Partial<Challenge>[]> {
  const { request, compiled } = await readListRequest(query, challengesResource, { db: ctx.db });
  const { rows, total } = await pageWithTotal(
    ctx.db.select({ n: count() }).from(challenges).where(compiled.where),
    compiled,
    (totalColumn) =>
      ctx.db
        .select({ ...getTableColumns(challenges), boards: boardCount, total: totalColumn })
        .from(challenges)
        .where(compiled.where)
        .orderBy(...compiled.orderBy)
        .limit(compiled.limit)
        .offset(compiled.offset),
  );
  return answerList(rows.map(presentChallenge), total, request, challengesResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}

/** `GET /api/challenges/{id}`. Throws NotFound for an unknown id. */
export async function getChallenge(db: Db, id: number): Promise<Challenge> {
  const [row] = await db
    .select({ ...getTableColumns(challenges), boards: boardCount })
    .from(challenges)
    .where(eq(challenges.id, id));
  if (!row) throw new NotFound(`Challenge ${id} not found.`);
  return presentChallenge(row);
}

/**
 * `GET /api/dethrones` whitelist: newest first (index `dethrones_recent_idx`); the extra
 * `profile_id` keeps the dethrones a profile made or suffered.
 */
export const dethronesResource = defineResource({
  name: 'dethrones',
  fields: {
    id: { sql: dethrones.id, type: 'number' },
    leaderboard_id: { sql: dethrones.leaderboardId, type: 'number' },
    profile_id: { sql: dethrones.profileId, type: 'number' },
    dethroned_profile_id: { sql: dethrones.dethronedProfileId, type: 'number' },
    created_at: { sql: dethrones.createdAt, type: 'date' },
  },
  sorts: ['created_at', 'id'],
  defaultSort: [{ field: 'created_at', order: 'DESC' }],
  tieBreaker: dethrones.id,
  extras: z.object({ profile_id: z.coerce.number().int().positive().optional() }),
});

/**
 * `GET /api/dethrones` (spec §2 `/leaderboards/dethrones`): who took whose combined #1, newest
 * first, with the leaderboard (and its beatmap), the score and both profiles (with users).
 */
export async function listDethrones(
  ctx: ReadContext,
  query: Record<string, unknown>,
): Promise<Paginated<Partial<Dethrone>> | Partial<Dethrone>[]> {
  const { request, compiled } = await readListRequest(query, dethronesResource, { db: ctx.db });
  const who = request.extras.profile_id;
  const where = and(
    who === undefined ? undefined : or(eq(dethrones.profileId, who), eq(dethrones.dethronedProfileId, who)),
    compiled.where,
  );
  const { rows, total } = await pageWithTotal(
    ctx.db.select({ n: count() }).from(dethrones).where(where),
    compiled,
    (totalColumn) =>
      ctx.db
        .select({ ...getTableColumns(dethrones), total: totalColumn })
        .from(dethrones)
        .where(where)
        .orderBy(...compiled.orderBy)
        .limit(compiled.limit)
        .offset(compiled.offset),
  );
  const boardIds = [...new Set(rows.map((r) => r.leaderboardId))];
  const scoreIds = [...new Set(rows.map((r) => r.scoreId))];
  const boardRows = boardIds.length
    ? await ctx.db.select().from(leaderboards).where(inArray(leaderboards.id, boardIds))
    : [];
  const scoreRows = scoreIds.length
    ? await ctx.db.select().from(scores).where(inArray(scores.id, scoreIds))
    : [];
  const maps = await beatmapsById(
    ctx.db,
    boardRows.map((b) => b.beatmapId),
  );
  const boards = new Map(
    boardRows.map((b) => [
      b.id,
      presentLeaderboard(b, (b.beatmapId !== null && maps.get(b.beatmapId)) || null),
    ]),
  );
  const scoreById = new Map(scoreRows.map((s) => [s.id, presentScore(s)]));
  const profiles = await profilesById(
    ctx.db,
    rows.flatMap((r) => [r.profileId, r.dethronedProfileId]),
    true,
  );
  const items = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    leaderboard: boards.get(r.leaderboardId)!,
    score: scoreById.get(r.scoreId)!,
    profile: profiles.get(r.profileId)!,
    dethroned_profile: profiles.get(r.dethronedProfileId)!,
  }));
  return answerList(items, total, request, dethronesResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
