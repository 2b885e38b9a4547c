import type {
  Leaderboard,
  LeaderboardDetail,
  Ranking,
  Score,
  ScoreProfile,
  Season,
} from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Board, BoardRow } from '@synthhub/shared/leaderboards/board.schemas';
import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/test-utils.tsx';

/** A paged envelope of `data` (formats.md §6.1), one page unless told. */
export const envelope = (data: unknown[], total = data.length, pageCount = 1, page = 1) => ({
  data,
  count: data.length,
  total,
  page,
  pageCount,
});

/** A leaderboard profile: linked to user `Dubu` unless `user: null`. */
export function profileFixture(overrides: Partial<ScoreProfile> = {}): ScoreProfile {
  return {
    id: 7,
    name: 'DubuVR',
    user_id: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { id: 3, username: 'Dubu', avatar_filename: null, avatar_url: null },
    ...overrides,
  } as ScoreProfile;
}

/** A leaderboard of beatmap 41 "Shelter", Master Rhythm, with its beatmap joined. */
export function leaderboardFixture(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    id: 11,
    hash: 'a'.repeat(64),
    difficulty: 4,
    mode: 0,
    challenge: 0,
    beatmap_id: 41,
    song_name: 'Shelter',
    song_sub_name: '',
    song_author_name: 'Porter Robinson',
    level_author_name: 'KuritsaDBS',
    bpm: 100,
    max_score: 1_000_000,
    max_combo: 900,
    scores: 120,
    rank_combined: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    beatmap: {
      id: 41,
      title: 'Shelter',
      artist: 'Porter Robinson',
      mapper: 'KuritsaDBS',
      cover_url: '/api/beatmaps/41/cover',
      cover_version: 1,
      published: true,
      ost: false,
      user: null,
    },
    ...overrides,
  };
}

/** `GET /api/leaderboards/11`: Master and Expert Rhythm, Master Force. */
export function detailFixture(overrides: Partial<LeaderboardDetail> = {}): LeaderboardDetail {
  return {
    ...leaderboardFixture(),
    charts: [
      { id: 11, difficulty: 4, mode: 0, scores: 120 },
      { id: 12, difficulty: 3, mode: 0, scores: 80 },
      { id: 13, difficulty: 4, mode: 1, scores: 5 },
    ],
    ...overrides,
  };
}

/** A ranked score of profile 7 on leaderboard 11: 95 % perfect, 4 % good, 1 % poor (accuracy 97.3 %). */
export function scoreFixture(overrides: Partial<Score> = {}): Score {
  return {
    id: 100,
    leaderboard_id: 11,
    profile_id: 7,
    base_score: 912_345,
    modified_score: 912_345,
    notes_hit: 880,
    modifiers: 0,
    poor_hit_percent: 1,
    good_hit_percent: 4,
    perfect_hit_percent: 95,
    punch_intensity_avg: 0.5,
    max_combo: 850,
    hmd: 'Quest 3',
    rank: 1,
    rank_combined: 1,
    created_at: '2026-03-01T12:00:00.000Z',
    profile: profileFixture(),
    ...overrides,
  };
}

/**
 * A board row (`GET /api/leaderboards/{id}/board`): score 100 of profile 7 "Dubu" (DE), rank 1,
 * 912,345, 95/4/1 % (accuracy 97.25), 97.25 points, no modifiers, combo 850, Quest.
 */
export function boardRowFixture(overrides: Partial<BoardRow> = {}): BoardRow {
  return {
    id: 100,
    rank: 1,
    points: 97.25,
    modified_score: 912_345,
    accuracy: 97.25,
    perfect_hit_percent: 95,
    good_hit_percent: 4,
    poor_hit_percent: 1,
    modifiers: 0,
    max_combo: 850,
    platform: 'quest',
    created_at: '2026-03-01T12:00:00.000Z',
    player: {
      id: 7,
      name: 'Dubu',
      user: { id: 3, username: 'Dubu', avatar_filename: null, avatar_url: null },
      country: 'DE',
    },
    ...overrides,
  };
}

/** A board of leaderboard 11 holding `rows` on one page (unless told), no own row. */
export function boardFixture(rows: BoardRow[], overrides: Partial<Board> = {}): Board {
  return {
    leaderboard: leaderboardFixture(),
    modifiers: 0,
    entrants: rows.length,
    total: rows.length,
    page: 1,
    pageCount: rows.length ? 1 : 0,
    limit: 25,
    rows,
    me: null,
    ...overrides,
  };
}

/** A ranking row of profile 7: rank 3 with 4,321 points. */
export function rankingFixture(overrides: Partial<Ranking> = {}): Ranking {
  return {
    id: 500,
    season_id: 0,
    mode: 0,
    difficulty: 4,
    modifiers: 0,
    rank: 3,
    rank_avg: 12.5,
    points: 4321.4,
    plays: 42,
    poor_hit_percent: 2,
    good_hit_percent: 6,
    perfect_hit_percent: 90,
    updated_at: '2026-03-01T00:00:00.000Z',
    profile: profileFixture(),
    ...overrides,
  };
}

/** Season 2 "Winter 2026" (current) and season 1 "Autumn 2025". */
export const seasonsFixture: Season[] = [
  {
    id: 2,
    slug: 'winter-2026',
    name: 'Winter 2026',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2027-01-31T00:00:00.000Z',
    current: true,
  },
  {
    id: 1,
    slug: 'autumn-2025',
    name: 'Autumn 2025',
    starts_at: '2025-09-01T00:00:00.000Z',
    ends_at: '2025-11-30T00:00:00.000Z',
    current: false,
  },
];

/** One request the stubbed API saw; `s` is the parsed `s` parameter (or undefined). */
export interface Call {
  url: URL;
  s: unknown;
}

/**
 * Stubs `fetch` with `handler` (a JSON answer per request, undefined for a 404) and records every
 * call; `/api/auth/user` is answered signed out.
 */
export function stubApi(handler: (call: Call) => Response | object | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const s = url.searchParams.get('s');
      const call = { url, s: s ? JSON.parse(s) : undefined };
      calls.push(call);
      const answer = handler(call);
      if (answer instanceof Response) return answer;
      return answer === undefined
        ? jsonResponse(404, { statusCode: 404, message: 'Not found' })
        : jsonResponse(200, answer);
    }),
  );
  return calls;
}

/** The calls to one API path. */
export const callsTo = (calls: Call[], pathname: string) => calls.filter((c) => c.url.pathname === pathname);
