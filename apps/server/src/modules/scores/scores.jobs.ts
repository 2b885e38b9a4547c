import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { insertJob } from '../../lib/jobs/jobs.repository.ts';
import { leaderboardProfiles } from '../../db/schema/leaderboards.ts';
import { leaderboards } from '../../db/schema/scores.ts';
import { NOTIFY_JOB } from '../notifications/index.ts';
import { type Dethrone, recomputeLeaderboardRanks } from './leaderboard-ranks.ts';
import { recomputeRankings } from './rankings.ts';
import { hasSnapshot, recomputeOverallRankings, snapshotRanks, utcDay } from './overall-rankings.ts';
import { rowsOf } from './sql-rows.ts';

/** Job kind: recompute one leaderboard's ranks (payload `{leaderboardId}`; one pending job per board). */
export const LEADERBOARD_RANKS_JOB = 'leaderboard-ranks';
/** Job kind: rebuild the rankings of one (mode, difficulty) family (payload `{mode, difficulty}`). */
export const RANKINGS_JOB = 'rankings';
/**
 * Rankings jobs are grouped in windows of this many ms (the job's singleton names its window) and
 * run {@link RANKINGS_DELAY_MS} after the window ends, so a burst of scores makes one recount and a
 * score ranked while a recount runs always lands in a later window (docs/decisions/0019).
 */
export const RANKINGS_WINDOW_MS = 5_000;
/** The wait (ms) after a rankings window closes before its recount runs. */
export const RANKINGS_DELAY_MS = 1_000;

/**
 * Writes a coalesced job: at most one live row per `singleton` (insertJob's one-off singleton:
 * never waits on a running job; a given-up row does not block the key).
 */
export const enqueueCoalesced = (db: Db, kind: string, payload: unknown, singleton: string, runAt?: Date) =>
  insertJob(db, kind, payload, { singleton, runAt });

/** Queues the rank job of a leaderboard (in the caller's transaction). */
export const enqueueLeaderboardRanks = (db: Db, leaderboardId: number) =>
  enqueueCoalesced(db, LEADERBOARD_RANKS_JOB, { leaderboardId }, `${LEADERBOARD_RANKS_JOB}:${leaderboardId}`);

/** Queues the rankings recount of a family for the end of the current window (see {@link RANKINGS_WINDOW_MS}). */
export function enqueueRankings(db: Db, mode: number, difficulty: number, now = Date.now()): Promise<void> {
  const window = Math.floor(now / RANKINGS_WINDOW_MS);
  const runAt = new Date((window + 1) * RANKINGS_WINDOW_MS + RANKINGS_DELAY_MS);
  return enqueueCoalesced(
    db,
    RANKINGS_JOB,
    { mode, difficulty },
    `${RANKINGS_JOB}:${mode}:${difficulty}:${window}`,
    runAt,
  );
}

/** Job kind: rebuild the overall ranking (payload `{}`; docs/decisions/0054). */
export const OVERALL_RANKINGS_JOB = 'overall-rankings';
/** Job kind: the daily rank snapshot (a recurring task, payload `{}`; docs/decisions/0054 "Snapshots"). */
export const RANK_SNAPSHOT_JOB = 'rank-snapshot';
/** How often {@link RANK_SNAPSHOT_JOB} runs, in ms (daily). */
export const RANK_SNAPSHOT_EVERY_MS = 24 * 3600_000;

/**
 * Queues a rebuild of the overall ranking (in the caller's transaction) for the end of the current
 * window, coalesced like {@link enqueueRankings} (singleton `overall-rankings:<window>`): a burst of
 * rank jobs makes one rebuild, and a change committed while a rebuild runs lands in a later
 * window's job, so none is lost. Call it after anything that changes a profile's overall standing:
 * the rank jobs do; a country change or a released held score should (docs/decisions/0054).
 */
export function enqueueOverallRankings(db: Db, now = Date.now()): Promise<void> {
  const window = Math.floor(now / RANKINGS_WINDOW_MS);
  const runAt = new Date((window + 1) * RANKINGS_WINDOW_MS + RANKINGS_DELAY_MS);
  return enqueueCoalesced(db, OVERALL_RANKINGS_JOB, {}, `${OVERALL_RANKINGS_JOB}:${window}`, runAt);
}

/**
 * Queues today's snapshot (UTC) when there is none yet (server start; docs/decisions/0054
 * "Snapshots"), so the ▲/▼ of tomorrow has something to compare with even when the daily job's
 * turn comes later in the day. Coalesced per day (singleton `rank-snapshot:<day>`).
 */
export async function enqueueMissingSnapshot(app: FastifyInstance, now = new Date()): Promise<void> {
  const day = utcDay(now);
  if (await hasSnapshot(app.db, day)) return;
  await app.jobs.enqueue(RANK_SNAPSHOT_JOB, {}, { singleton: `${RANK_SNAPSHOT_JOB}:${day}` });
}

/** "<name> took your #1 on <song> (<difficulty>, <mode>)" notifications, one per dethroned linked user. */
async function notifyDethroned(db: Db, list: Dethrone[]): Promise<void> {
  for (const d of list) {
    const rows = rowsOf(
      await db.execute(sql`select winner.name as winner, loser.user_id as user_id, l.song_name,
          l.difficulty, l.mode
        from ${leaderboards} l, ${leaderboardProfiles} winner, ${leaderboardProfiles} loser
        where l.id = ${d.leaderboardId} and winner.id = ${d.profileId} and loser.id = ${d.dethronedProfileId}`),
    );
    const row = rows[0];
    if (!row || row.user_id === null || row.user_id === undefined) continue;
    const difficulty = LEADERBOARD_DIFFICULTIES[Number(row.difficulty)] ?? String(row.difficulty);
    const mode = LEADERBOARD_MODES[Number(row.mode)] ?? String(row.mode);
    const song = String(row.song_name) || `leaderboard ${d.leaderboardId}`;
    await enqueueCoalesced(
      db,
      NOTIFY_JOB,
      {
        userId: Number(row.user_id),
        text: `${String(row.winner)} took your #1 on ${song} (${difficulty}, ${mode})`.slice(0, 500),
        url: `/leaderboards/${d.leaderboardId}`,
        groupTag: `dethrone:${d.id}`,
      },
      `dethrone-notify:${d.id}`,
    );
  }
}

const id = z.number().int().positive();

/**
 * Registers the score job kinds (docs/decisions/0012, 0019, 0054). The first three are batch jobs,
 * applied in the transaction that deletes them:
 * - `leaderboard-ranks`: {@link recomputeLeaderboardRanks} for the batch's boards, then a notify
 *   job per dethroned linked user, a delayed `rankings` job per touched family and a delayed
 *   `overall-rankings` job;
 * - `rankings`: {@link recomputeRankings} for the batch's families;
 * - `overall-rankings`: {@link recomputeOverallRankings} (one rebuild whatever the batch);
 * - `rank-snapshot` (a task, recurring daily from server.ts, and at start when today's is
 *   missing): {@link snapshotRanks} for the current UTC day.
 */
export function registerScoreJobs(app: FastifyInstance): void {
  app.jobs.defineBatch(LEADERBOARD_RANKS_JOB, {
    schema: z.object({ leaderboardId: id }),
    batchSize: 200,
    apply: async (tx, payloads) => {
      const ids = [...new Set(payloads.map((p) => p.leaderboardId))].sort((a, b) => a - b);
      const done = await recomputeLeaderboardRanks(tx, ids);
      await notifyDethroned(tx, done.dethrones);
      for (const list of done.lists) await enqueueRankings(tx, list.mode, list.difficulty);
      if (done.leaderboards > 0) await enqueueOverallRankings(tx);
    },
  });
  app.jobs.defineBatch(RANKINGS_JOB, {
    schema: z.object({ mode: z.number().int().min(0), difficulty: z.number().int().min(0) }),
    batchSize: 20,
    apply: async (tx, payloads) => void (await recomputeRankings(tx, payloads)),
  });
  app.jobs.defineBatch(OVERALL_RANKINGS_JOB, {
    schema: z.object({}),
    batchSize: 50,
    apply: async (tx) => void (await recomputeOverallRankings(tx)),
  });
  app.jobs.defineTask(RANK_SNAPSHOT_JOB, {
    schema: z.object({}),
    run: async () => void (await snapshotRanks(app.db, utcDay(new Date()))),
  });
}
