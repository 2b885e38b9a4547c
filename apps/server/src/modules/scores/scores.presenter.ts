import type { Leaderboard, Score } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { LeaderboardRow, ScoreRow } from './scores.repository.ts';

/** A stored score as the API shows it (`Score`, snake_case; formats.md §6.2). */
export function presentScore(row: ScoreRow): Score {
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
  };
}

/** A stored leaderboard as the API shows it (`Leaderboard`; `scores` is `score_count`, `rank_combined` null). */
export function presentLeaderboard(row: LeaderboardRow): Leaderboard {
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
  };
}
