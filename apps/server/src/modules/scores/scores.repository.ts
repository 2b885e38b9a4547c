import type { LeaderboardInfo } from '@synthhub/shared/leaderboards/score-submission.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, beatmapVersions } from '../../db/schema/beatmaps.ts';
import { leaderboardProfiles } from '../../db/schema/leaderboards.ts';
import { challenges, leaderboards, scores } from '../../db/schema/scores.ts';

/** A leaderboard row as stored. */
export type LeaderboardRow = typeof leaderboards.$inferSelect;
/** A score row as stored. */
export type ScoreRow = typeof scores.$inferSelect;
/** A new score row (the ranks and flags are set by {@link insertScore} and the rank job). */
export type NewScore = typeof scores.$inferInsert;

/**
 * The chart a map hash names: a beatmap version with that hash (its beatmap's publish state, the
 * version's production mode — off is "draft mode", no scores — and its note counts per
 * difficulty name), or an OST beatmap whose `hash` it is. Null when neither exists. `song` is the
 * version's (the OST beatmap's) title, artist, mapper and BPM: what a new leaderboard shows
 * (docs/decisions/0046), never what a submission claims.
 */
export interface Chart {
  beatmapId: number;
  ost: boolean;
  published: boolean;
  productionMode: boolean;
  difficulties: string[];
  noteCounts: Record<string, number>;
  song: ChartSong;
}

/** A chart's song fields as a leaderboard stores them (`leaderboards.song_name` …). */
export interface ChartSong {
  songName: string;
  songSubName: string;
  songAuthorName: string;
  levelAuthorName: string;
  bpm: number | null;
}

/** `ost`, except for a soft-deleted OST beatmap (docs/decisions/0030), which takes no scores. */
const liveOst = sql<boolean>`(${beatmaps.ost} and ${beatmaps.deletedAt} is null)`;

const songOf = (row: { title: string; artist: string; mapper: string; bpm: string }): ChartSong => {
  const bpm = Number(row.bpm);
  return {
    songName: row.title,
    songSubName: '',
    songAuthorName: row.artist,
    levelAuthorName: row.mapper,
    bpm: Number.isFinite(bpm) && bpm > 0 ? bpm : null,
  };
};

/**
 * Looks a canonical map hash up (`mapHashSchema` made it so where it entered, and the columns
 * hold only that form: docs/decisions/0046): a version first, then an OST beatmap.
 */
export async function findChart(db: Db, hash: string): Promise<Chart | null> {
  const [version] = await db
    .select({
      beatmapId: beatmaps.id,
      ost: liveOst,
      published: beatmaps.published,
      productionMode: beatmapVersions.productionMode,
      difficulties: beatmapVersions.difficulties,
      noteCounts: beatmapVersions.noteCounts,
      title: beatmapVersions.title,
      artist: beatmapVersions.artist,
      mapper: beatmapVersions.mapper,
      bpm: beatmapVersions.bpm,
    })
    .from(beatmapVersions)
    .innerJoin(beatmaps, eq(beatmaps.id, beatmapVersions.beatmapId))
    .where(eq(beatmapVersions.hash, hash))
    .limit(1);
  const [found] = version
    ? [version]
    : await db
        .select({
          beatmapId: beatmaps.id,
          ost: liveOst,
          published: beatmaps.published,
          productionMode: beatmaps.productionMode,
          difficulties: beatmaps.difficulties,
          noteCounts: beatmaps.noteCounts,
          title: beatmaps.title,
          artist: beatmaps.artist,
          mapper: beatmaps.mapper,
          bpm: beatmaps.bpm,
        })
        .from(beatmaps)
        .where(and(eq(beatmaps.ost, true), eq(beatmaps.hash, hash)))
        .orderBy(beatmaps.id)
        .limit(1);
  if (!found) return null;
  const { title, artist, mapper, bpm, ...chart } = found;
  return { ...chart, song: songOf({ title, artist, mapper, bpm }) };
}

/** Whether the game's challenge `id` is known (table `challenges`). */
export async function challengeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, id));
  return row !== undefined;
}

/** The user's leaderboard profile id, created (name = username) on the first score. */
export async function ensureProfile(tx: Db, user: { id: number; username: string }): Promise<number> {
  await tx
    .insert(leaderboardProfiles)
    .values({ name: user.username, userId: user.id })
    .onConflictDoNothing({ target: leaderboardProfiles.userId });
  const [row] = await tx
    .select({ id: leaderboardProfiles.id })
    .from(leaderboardProfiles)
    .where(eq(leaderboardProfiles.userId, user.id));
  return row!.id;
}

/** The stored score of a replayed submission, if any. */
export async function findBySubmissionKey(db: Db, key: string): Promise<ScoreRow | undefined> {
  const [row] = await db.select().from(scores).where(eq(scores.submissionDigest, key));
  return row;
}

/** A leaderboard by id. */
export async function findLeaderboard(db: Db, id: number): Promise<LeaderboardRow | undefined> {
  const [row] = await db.select().from(leaderboards).where(eq(leaderboards.id, id));
  return row;
}

/**
 * The leaderboard of (hash, difficulty, mode, challenge) — `info.songHash` canonical — created when
 * missing with the chart's song fields (not the submission's), `info.maxScore` and `maxCombo` (the
 * chart's note count when known), and locked (`FOR UPDATE`) until the transaction ends, so one
 * board's submissions are applied one at a time.
 */
export async function lockLeaderboard(
  tx: Db,
  info: LeaderboardInfo,
  chart: Pick<Chart, 'beatmapId' | 'song'>,
  maxCombo: number,
): Promise<LeaderboardRow> {
  await tx
    .insert(leaderboards)
    .values({
      hash: info.songHash,
      difficulty: info.difficulty,
      mode: info.mode,
      challenge: info.challenge,
      beatmapId: chart.beatmapId,
      ...chart.song,
      maxScore: info.maxScore,
      maxCombo,
    })
    .onConflictDoNothing({
      target: [leaderboards.hash, leaderboards.difficulty, leaderboards.mode, leaderboards.challenge],
    });
  const [row] = await tx
    .select()
    .from(leaderboards)
    .where(
      and(
        eq(leaderboards.hash, info.songHash),
        eq(leaderboards.difficulty, info.difficulty),
        eq(leaderboards.mode, info.mode),
        eq(leaderboards.challenge, info.challenge),
      ),
    )
    .for('update');
  return row!;
}

/**
 * Inserts a score and keeps the `best` (profile × leaderboard × modifiers) and `best_combined`
 * (profile × leaderboard) flags: the new score takes a flag only when its modified score beats
 * the holder's (an equal score stays with the earlier one, as the rank order says). Bumps the
 * leaderboard's `updated_at`. The caller holds the leaderboard's lock.
 */
export async function insertScore(tx: Db, values: NewScore): Promise<ScoreRow> {
  const mine = and(eq(scores.leaderboardId, values.leaderboardId), eq(scores.profileId, values.profileId));
  const [best] = await tx
    .select({ id: scores.id, modifiedScore: scores.modifiedScore })
    .from(scores)
    .where(and(mine, eq(scores.modifiers, values.modifiers ?? 0), eq(scores.best, true)));
  const [combined] = await tx
    .select({ id: scores.id, modifiedScore: scores.modifiedScore })
    .from(scores)
    .where(and(mine, eq(scores.bestCombined, true)));
  const isBest = !best || values.modifiedScore > best.modifiedScore;
  const isBestCombined = !combined || values.modifiedScore > combined.modifiedScore;
  if (best && isBest) await tx.update(scores).set({ best: false }).where(eq(scores.id, best.id));
  if (combined && isBestCombined)
    await tx.update(scores).set({ bestCombined: false }).where(eq(scores.id, combined.id));
  const [row] = await tx
    .insert(scores)
    .values({ ...values, best: isBest, bestCombined: isBestCombined })
    .returning();
  await tx
    .update(leaderboards)
    .set({ updatedAt: sql`now()` })
    .where(eq(leaderboards.id, values.leaderboardId));
  return row!;
}

/**
 * Inserts a score held for review (docs/decisions/0054 "Honest scores"): `held` true with its
 * reason, never `best`/`best_combined`, rank 0. Touches no other score's flags and not the
 * leaderboard's `updated_at` (a held score is not a "recent" one). The caller holds the board lock.
 */
export async function insertHeldScore(tx: Db, values: NewScore, heldReason: string): Promise<ScoreRow> {
  const [row] = await tx
    .insert(scores)
    .values({ ...values, best: false, bestCombined: false, rank: 0, rankCombined: 0, held: true, heldReason })
    .returning();
  return row!;
}
