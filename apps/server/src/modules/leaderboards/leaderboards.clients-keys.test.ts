import { describe, expect, it } from 'vitest';
import { useCompetition } from './leaderboards.test-helpers.ts';

// The RailGrinder guard (formats.md §6.2; docs/decisions/0054 "Boards"): for each of RailGrinder
// V1.2.2's four requests, sent verbatim, the exact key set of every object in the answer — the
// envelope, each row and each nested profile, user, leaderboard and beatmap — as it was when the
// site's boards were built. A field added to any of them fails here: the site's richer views get
// their own endpoints (`/api/leaderboards/{id}/board`) or an opt-in parameter instead.
const c = useCompetition();
const s = (value: unknown) => encodeURIComponent(JSON.stringify(value));
type Json = Record<string, unknown>;

const ENVELOPE = ['count', 'data', 'page', 'pageCount', 'total'];
const USER = ['avatar_filename', 'avatar_url', 'id', 'username'];
const PROFILE = ['created_at', 'id', 'name', 'user', 'user_id'];
const PROFILE_WITHOUT_USER = ['created_at', 'id', 'name', 'user_id'];
const BEATMAP = ['artist', 'cover_url', 'cover_version', 'id', 'mapper', 'ost', 'published', 'title', 'user'];
const LEADERBOARD = [
  'beatmap',
  'beatmap_id',
  'bpm',
  'challenge',
  'created_at',
  'difficulty',
  'hash',
  'id',
  'level_author_name',
  'max_combo',
  'max_score',
  'mode',
  'rank_combined',
  'scores',
  'song_author_name',
  'song_name',
  'song_sub_name',
  'updated_at',
];
const BOARD_SCORE_ROW = [
  'baseScore',
  'createdAt',
  'goodHitPercent',
  'hmd',
  'id',
  'maxCombo',
  'modifiedScore',
  'modifiers',
  'notesHit',
  'perfectHitPercent',
  'poorHitPercent',
  'profile',
  'punchIntensityAvg',
  'rank',
];
const SCORE = [
  'base_score',
  'created_at',
  'good_hit_percent',
  'hmd',
  'id',
  'leaderboard',
  'leaderboard_id',
  'max_combo',
  'modified_score',
  'modifiers',
  'notes_hit',
  'perfect_hit_percent',
  'poor_hit_percent',
  'profile',
  'profile_id',
  'punch_intensity_avg',
  'rank',
  'rank_combined',
];
const RANKING = [
  'difficulty',
  'good_hit_percent',
  'id',
  'mode',
  'modifiers',
  'perfect_hit_percent',
  'plays',
  'points',
  'poor_hit_percent',
  'profile',
  'rank',
  'rank_avg',
  'season_id',
  'updated_at',
];

/** Expects `value`'s keys to be exactly `keys` (any order); `what` names it in a failure. */
function expectKeys(value: unknown, keys: string[], what: string) {
  expect(value, what).toBeTypeOf('object');
  expect(Object.keys(value as Json).sort(), what).toEqual([...keys].sort());
}

/** A nullable user: null, or exactly {@link USER}. */
function expectUser(user: unknown, what: string) {
  if (user !== null) expectKeys(user, USER, what);
}

function expectBeatmap(beatmap: unknown, what: string) {
  if (beatmap === null) return;
  expectKeys(beatmap, BEATMAP, what);
  expectUser((beatmap as Json).user, `${what}.user`);
}

function expectProfile(profile: unknown, what: string) {
  expectKeys(profile, PROFILE, what);
  expectUser((profile as Json).user, `${what}.user`);
}

/** Sends `url` and checks the envelope; answers its rows, of which there must be some. */
async function rowsOf(url: string): Promise<Json[]> {
  const body = await c.get(url);
  expectKeys(body, ENVELOPE, 'envelope');
  expect(body.data.length, url).toBeGreaterThan(0);
  return body.data;
}

describe('RailGrinder answers keep exactly their fields (formats.md §6.2)', () => {
  it('GET /api/leaderboards: envelope, leaderboard, beatmap, uploader', async () => {
    for (const ost of [false, true]) {
      const filter = {
        $and: [
          { 'beatmap.published': true },
          { mode: 0 },
          { difficulty: 4 },
          ...(ost ? [{ 'beatmap.ost': true }] : []),
          { challenge: 0 },
        ],
      };
      const rows = await rowsOf(`/api/leaderboards?join[]=beatmap&page=1&limit=100&s=${s(filter)}`);
      for (const row of rows) {
        expectKeys(row, LEADERBOARD, 'leaderboard');
        expectBeatmap(row.beatmap, 'leaderboard.beatmap');
      }
    }
  });

  it('GET /api/leaderboards/{id}/scores: a bare array of camelCase rows with profile and user', async () => {
    for (const modifiers of [0, -1, 16]) {
      const url = `/api/leaderboards/${c.w.boards.aMaster}/scores?limit=10&page=1&modifiers=${modifiers}&sort=rank,ASC`;
      const rows = (await c.get(url)) as Json[];
      expect(Array.isArray(rows)).toBe(true);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expectKeys(row, BOARD_SCORE_ROW, 'score row');
        expectProfile(row.profile, 'score row.profile');
      }
    }
  });

  it('GET /api/scores with every join: score, leaderboard, beatmap, profile, user', async () => {
    const joins = 'join[]=leaderboard&join[]=leaderboard.beatmap&join[]=profile&join[]=profile.user';
    for (const [modifiers, sort] of [
      [0, 'rank,ASC'],
      [{}, 'rank,ASC'],
      [{ $in: [0, 16] }, 'modified_score,DESC'],
    ] as const) {
      const filter = {
        $and: [
          { 'beatmap.published': true },
          { 'profile.id': c.w.profiles.kai },
          { 'leaderboard.mode': 0 },
          { 'leaderboard.difficulty': 4 },
          { modifiers },
          { 'leaderboard.challenge': 0 },
        ],
      };
      const rows = await rowsOf(`/api/scores?${joins}&sort=${sort}&page=1&limit=100&s=${s(filter)}`);
      for (const row of rows) {
        expectKeys(row, SCORE, 'score');
        expectKeys(row.leaderboard, LEADERBOARD, 'score.leaderboard');
        expectBeatmap((row.leaderboard as Json).beatmap, 'score.leaderboard.beatmap');
        expectProfile(row.profile, 'score.profile');
      }
    }
  });

  it('GET /api/rankings: envelope, ranking, profile without user', async () => {
    for (const filter of [
      { mode: 0, difficulty: 4, modifiers: 0, 'profile.id': c.w.profiles.kai },
      { mode: 0, difficulty: 4, modifiers: {}, 'profile.id': c.w.profiles.kai },
      { mode: 0, difficulty: 4, modifiers: 0, 'profile.name': 'Rider' },
      { mode: 0, difficulty: 4, modifiers: 0 },
    ]) {
      const rows = await rowsOf(`/api/rankings?s=${s(filter)}&page=1&limit=10&sort=rank,ASC`);
      for (const row of rows) {
        expectKeys(row, RANKING, 'ranking');
        expectKeys(row.profile, PROFILE_WITHOUT_USER, 'ranking.profile');
      }
    }
  });
});
