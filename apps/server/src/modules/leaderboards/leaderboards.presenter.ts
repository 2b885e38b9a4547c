import type {
  Leaderboard,
  LeaderboardBeatmap,
  LeaderboardScoreRow,
  Ranking,
  Score,
  ScoreProfile,
} from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { leaderboards, rankings, scores } from '../../db/schema/index.ts';

type LeaderboardRow = typeof leaderboards.$inferSelect;
type ScoreRow = typeof scores.$inferSelect;
type RankingRow = typeof rankings.$inferSelect;

/**
 * The one place a leaderboard row becomes its API shape (formats.md §6.2 `/api/leaderboards`):
 * `scores` is the kept count of ranked profiles; `rank_combined` is null (no profile is asked
 * about in a leaderboard list). `beatmap` is added only when given (joined).
 */
export function presentLeaderboard(row: LeaderboardRow, beatmap?: LeaderboardBeatmap | null): Leaderboard {
  return {
    id: row.id,
    hash: row.hash,
    difficulty: row.difficulty,
    mode: row.mode,
    challenge: row.challenge,
    beatmap_id: row.beatmapId,
    song_name: row.songName,
    song_sub_name: row.songSubName,
    song_author_name: row.songAuthorName,
    level_author_name: row.levelAuthorName,
    bpm: row.bpm,
    max_score: row.maxScore,
    max_combo: row.maxCombo,
    scores: row.scoreCount,
    rank_combined: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(beatmap === undefined ? {} : { beatmap }),
  };
}

/**
 * A score row as `GET /api/scores` answers it (formats.md §6.2): snake_case, percents as JSON
 * numbers (RailGrinder compares them with `== 0`); relations only when given (joined).
 */
export function presentScore(
  row: ScoreRow,
  related: { leaderboard?: Leaderboard; profile?: ScoreProfile } = {},
): Score {
  return {
    id: row.id,
    leaderboard_id: row.leaderboardId,
    profile_id: row.profileId,
    base_score: row.baseScore,
    modified_score: row.modifiedScore,
    notes_hit: row.notesHit,
    modifiers: row.modifiers,
    poor_hit_percent: row.poorHitPercent,
    good_hit_percent: row.goodHitPercent,
    perfect_hit_percent: row.perfectHitPercent,
    punch_intensity_avg: row.punchIntensityAvg,
    max_combo: row.maxCombo,
    hmd: row.hmd,
    rank: row.rank,
    rank_combined: row.rankCombined,
    created_at: row.createdAt.toISOString(),
    ...related,
  };
}

/**
 * A row of `GET /api/leaderboards/{id}/scores` (formats.md §6.2): camelCase like the game's
 * `scoreInfo`; `rank` is the combined rank when `combined` (the `modifiers=-1` list).
 */
export function presentScoreRow(
  row: ScoreRow,
  profile: ScoreProfile,
  combined: boolean,
): LeaderboardScoreRow {
  return {
    id: row.id,
    rank: combined ? row.rankCombined : row.rank,
    baseScore: row.baseScore,
    modifiedScore: row.modifiedScore,
    notesHit: row.notesHit,
    modifiers: row.modifiers,
    poorHitPercent: row.poorHitPercent,
    goodHitPercent: row.goodHitPercent,
    perfectHitPercent: row.perfectHitPercent,
    punchIntensityAvg: row.punchIntensityAvg,
    maxCombo: row.maxCombo,
    hmd: row.hmd,
    createdAt: row.createdAt.toISOString(),
    profile,
  };
}

/** A ranking row (formats.md §6.2 `/api/rankings`): percents and `rank_avg` as JSON numbers. */
export function presentRanking(row: RankingRow, profile?: ScoreProfile): Ranking {
  return {
    id: row.id,
    season_id: row.seasonId,
    mode: row.mode,
    difficulty: row.difficulty,
    modifiers: row.modifiers,
    rank: row.rank,
    rank_avg: row.rankAvg,
    points: row.points,
    plays: row.plays,
    poor_hit_percent: row.poorHitPercent,
    good_hit_percent: row.goodHitPercent,
    perfect_hit_percent: row.perfectHitPercent,
    updated_at: row.updatedAt.toISOString(),
    ...(profile === undefined ? {} : { profile }),
  };
}
