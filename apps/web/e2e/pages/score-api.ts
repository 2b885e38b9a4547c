import { expect, type APIRequestContext } from '@playwright/test';

/** A leaderboard as `GET /api/leaderboards` answers it (the fields the specs read). */
export interface ApiLeaderboard {
  id: number;
  hash: string;
  difficulty: number;
  mode: number;
  challenge: number;
  beatmap_id: number | null;
  song_name: string;
  song_sub_name: string;
  song_author_name: string;
  level_author_name: string;
  bpm: number | null;
  max_score: number;
  max_combo: number;
  scores: number;
  beatmap?: { id: number; title: string } | null;
  charts?: { id: number; difficulty: number; mode: number; scores: number }[];
}

/** Reads JSON from the API and fails the test with the body on a non-2xx answer. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The most played leaderboards of published beatmaps (demo content), most played first. */
export async function topLeaderboards(request: APIRequestContext, limit = 10): Promise<ApiLeaderboard[]> {
  const s = encodeURIComponent(JSON.stringify({ $and: [{ 'beatmap.published': true }, { challenge: 0 }] }));
  const page = await getJson<{ data: ApiLeaderboard[] }>(
    request,
    `/api/leaderboards?join=beatmap&s=${s}&sort=scores,DESC&limit=${limit}&page=1`,
  );
  expect(page.data.length, 'the demo content has leaderboards').toBeGreaterThan(0);
  return page.data;
}

/** Registers an account through the API and answers its access token. */
export async function registerApi(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password: 'a long enough password' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).token as string;
}

/** Makes a personal API token (profile settings) with an access token and answers its secret. */
export async function createApiToken(
  request: APIRequestContext,
  accessToken: string,
  name: string,
): Promise<string> {
  const res = await request.post('/api/user/tokens', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).secret as string;
}

/**
 * Posts a perfect score (every note perfect, full combo, no modifiers) on `leaderboard` as the
 * game mod would: `POST /api/scores` with `leaderboardInfo` + `scoreInfo` (formats.md §6.2).
 */
export async function postPerfectScore(
  request: APIRequestContext,
  secret: string,
  leaderboard: ApiLeaderboard,
) {
  const res = await request.post('/api/scores', {
    headers: { authorization: `Bearer ${secret}` },
    data: {
      leaderboardInfo: {
        songHash: leaderboard.hash,
        songName: leaderboard.song_name,
        songSubName: leaderboard.song_sub_name,
        songAuthorName: leaderboard.song_author_name,
        levelAuthorName: leaderboard.level_author_name,
        bpm: leaderboard.bpm ?? 120,
        difficulty: leaderboard.difficulty,
        mode: leaderboard.mode,
        maxScore: leaderboard.max_score,
        maxCombo: leaderboard.max_combo,
        challenge: leaderboard.challenge,
      },
      scoreInfo: {
        baseScore: leaderboard.max_score,
        notesHit: leaderboard.max_combo,
        modifiers: 0,
        goodHitPercent: 0,
        poorHitPercent: 0,
        perfectHitPercent: 100,
        punchIntensityAvg: 0.8,
        maxCombo: leaderboard.max_combo,
        hmd: 'Quest 3',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { score: { id: number; profile_id: number }; leaderboard: ApiLeaderboard };
}
