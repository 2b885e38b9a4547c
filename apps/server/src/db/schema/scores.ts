import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { leaderboardProfiles } from './leaderboards.ts';
import { createdAt, timestamps, timestamptz, updatedAt } from './timestamps.ts';

/**
 * A leaderboard (spec §3; formats.md §6.2 "leaderboardInfo"): one per map hash × difficulty
 * (0 Easy … 4 Master) × mode (0 Rhythm, 1 Force) × challenge (0 = not a challenge). The map hash is
 * the game's (formats.md §1.6); `beatmapId` is the beatmap whose version carries that hash, or an
 * OST beatmap (`beatmaps.ost`), and stays null only if that beatmap is deleted later.
 *
 * - The song fields are the game's `leaderboardInfo` as first submitted (shown when the beatmap is gone).
 * - `maxScore`/`maxCombo`: the chart's maximum score and combo (the cap a submission is checked against).
 * - `scoreCount`: profiles with a ranked score here, any modifiers (RailGrinder reads it as `scores`).
 * - `updatedAt`: when the last score arrived (the "recent" order).
 *
 * `hash` holds only the canonical form, 64 lower-case hex digits (CHECK `leaderboards_hash_canonical_ck`),
 * so the unique chart index is one board per chart whatever spelling a client sent (docs/decisions/0046).
 */
export const leaderboards = pgTable(
  'leaderboards',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    difficulty: smallint('difficulty').notNull(),
    mode: smallint('mode').notNull(),
    challenge: integer('challenge').notNull().default(0),
    beatmapId: integer('beatmap_id').references(() => beatmaps.id, { onDelete: 'set null' }),
    songName: text('song_name').notNull().default(''),
    songSubName: text('song_sub_name').notNull().default(''),
    songAuthorName: text('song_author_name').notNull().default(''),
    levelAuthorName: text('level_author_name').notNull().default(''),
    bpm: doublePrecision('bpm'),
    maxScore: integer('max_score').notNull().default(0),
    maxCombo: integer('max_combo').notNull().default(0),
    scoreCount: integer('score_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('leaderboards_chart_uq').on(t.hash, t.difficulty, t.mode, t.challenge),
    check('leaderboards_hash_canonical_ck', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
    index('leaderboards_beatmap_idx').on(t.beatmapId, t.mode, t.difficulty),
    index('leaderboards_challenge_idx')
      .on(t.challenge, t.id)
      .where(sql`${t.challenge} <> 0`),
    index('leaderboards_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);

/**
 * A score (formats.md §6.2 "scoreInfo"): every field the game submits, plus the ranks kept by the
 * rank job (docs/decisions/0019). Percents are 0–100 doubles; scores are points.
 *
 * - `best`: the profile's best score on this leaderboard with these exact modifiers (the ranked one;
 *   the others stay as history with `rank` 0).
 * - `bestCombined`: the profile's best score on this leaderboard across all modifiers.
 * - `rank`: position among `best` scores with the same modifiers (1-based; 0 = not ranked or not yet).
 * - `rankCombined`: position among `bestCombined` scores of the leaderboard (0 likewise).
 * - `submissionDigest`: a digest of the profile and the payload, so a replayed submission is stored once.
 * - `held`: the score looked implausible at submission and waits for an admin's review (a `reports`
 *   row of kind 'score'); a held score is never `best`, never ranked and counts in no ranking
 *   until released. `heldReason` says which check held it (docs/decisions/0054 "Honest scores").
 */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    baseScore: integer('base_score').notNull(),
    modifiedScore: integer('modified_score').notNull(),
    notesHit: integer('notes_hit').notNull(),
    modifiers: integer('modifiers').notNull().default(0),
    poorHitPercent: doublePrecision('poor_hit_percent').notNull(),
    goodHitPercent: doublePrecision('good_hit_percent').notNull(),
    perfectHitPercent: doublePrecision('perfect_hit_percent').notNull(),
    punchIntensityAvg: doublePrecision('punch_intensity_avg').notNull().default(0),
    maxCombo: integer('max_combo').notNull(),
    hmd: text('hmd').notNull().default(''),
    best: boolean('best').notNull().default(false),
    bestCombined: boolean('best_combined').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    rankCombined: integer('rank_combined').notNull().default(0),
    submissionDigest: text('submission_digest'),
    held: boolean('held').notNull().default(false),
    heldReason: text('held_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('scores_board_rank_idx')
      .on(t.leaderboardId, t.modifiers, t.rank)
      .where(sql`${t.best}`),
    index('scores_board_combined_idx')
      .on(t.leaderboardId, t.rankCombined)
      .where(sql`${t.bestCombined}`),
    index('scores_board_profile_idx').on(t.leaderboardId, t.profileId, t.modifiers),
    index('scores_profile_recent_idx').on(t.profileId, t.createdAt.desc(), t.id.desc()),
    index('scores_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('scores_submission_uq').on(t.submissionDigest),
    index('scores_held_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.held}`),
  ],
);

/**
 * A season (spec §2 `/rankings/season/{slug}`): rankings that count only scores set in
 * [`startsAt`, `endsAt`). The current season (now inside its range) is the default of `/rankings`.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique('seasons_slug_uq'),
    name: text('name').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  // Lower-case only, so `seasons_slug_uq` is case-insensitive (docs/decisions/0046).
  (t) => [check('seasons_slug_lower_ck', sql`${t.slug} = lower(${t.slug})`)],
);

/**
 * A ranking row (formats.md §6.2 `/api/rankings`): one profile's standing in one list, kept by the
 * rankings job (docs/decisions/0019). A list is season × mode × difficulty × modifiers set, where
 * `seasonId` 0 is all time and `modifiers` is 0 (no modifiers) or −1 (combined: every modifier set).
 *
 * - `points`: what orders the list (see the decision); `rank` 1-based position by `points`.
 * - `rankAvg`: the average of the profile's leaderboard ranks in this list.
 * - `plays`: leaderboards counted; the percents are the averages of the counted scores (0–100).
 */
export const rankings = pgTable(
  'rankings',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id').notNull().default(0),
    mode: smallint('mode').notNull(),
    difficulty: smallint('difficulty').notNull(),
    modifiers: integer('modifiers').notNull(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    rankAvg: doublePrecision('rank_avg').notNull(),
    points: doublePrecision('points').notNull(),
    plays: integer('plays').notNull(),
    poorHitPercent: doublePrecision('poor_hit_percent').notNull(),
    goodHitPercent: doublePrecision('good_hit_percent').notNull(),
    perfectHitPercent: doublePrecision('perfect_hit_percent').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rankings_list_profile_uq').on(t.seasonId, t.mode, t.difficulty, t.modifiers, t.profileId),
    index('rankings_list_rank_idx').on(t.seasonId, t.mode, t.difficulty, t.modifiers, t.rank),
    index('rankings_profile_idx').on(t.profileId),
  ],
);

/**
 * A dethrone (spec §2 `/leaderboards/dethrones`): a score that took the combined #1 of a leaderboard
 * from another profile, written by the rank job; the dethroned player's user is notified.
 */
export const dethrones = pgTable(
  'dethrones',
  {
    id: serial('id').primaryKey(),
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    scoreId: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    dethronedProfileId: integer('dethroned_profile_id')
      .notNull()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    dethronedScoreId: integer('dethroned_score_id').references(() => scores.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('dethrones_recent_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * A challenge (spec §2 `/leaderboards/challenges/{id}`): the game's timed challenge a leaderboard
 * belongs to when `leaderboards.challenge` is its id (the game sends the id; 0 = none).
 */
export const challenges = pgTable('challenges', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The overall ranking (docs/decisions/0054): one row per profile with a ranked score, across every
 * mode and difficulty, kept by the overall-ranking job. `points` is the weighted sum of the
 * profile's best per-leaderboard points (the decision gives the weighting and a worked example);
 * `rank` orders every profile, `countryRank` orders those whose linked user chose the same
 * `country` (null when none). `accuracy` is the average accuracy (0–100) of the counted scores,
 * `plays` the leaderboards counted, `firstPlaces` the leaderboards where the profile is combined #1.
 */
export const overallRankings = pgTable(
  'overall_rankings',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    country: text('country'),
    countryRank: integer('country_rank'),
    points: doublePrecision('points').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    plays: integer('plays').notNull(),
    firstPlaces: integer('first_places').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('overall_rankings_rank_idx').on(t.rank),
    index('overall_rankings_country_idx').on(t.country, t.countryRank),
  ],
);

/**
 * A day's snapshot of a profile's overall standing (docs/decisions/0054), written once per UTC
 * `day` by the daily snapshot job: what the rank history and accuracy charts draw and what the
 * rank change since yesterday and last week (▲/▼) compares against.
 */
export const rankSnapshots = pgTable(
  'rank_snapshots',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => leaderboardProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    countryRank: integer('country_rank'),
    points: doublePrecision('points').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] }), index('rank_snapshots_day_idx').on(t.day)],
);
