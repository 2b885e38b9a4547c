import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  challenges,
  dethrones,
  leaderboardProfiles,
  leaderboards,
  rankings,
  scores,
  seasons,
} from '../../db/schema/index.ts';
import { insertBeatmap, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

const DAY = 86_400_000;

/** Inserts a leaderboard row directly; returns its id. */
export async function insertLeaderboard(
  app: FastifyInstance,
  values: Partial<typeof leaderboards.$inferInsert> & { hash: string },
): Promise<number> {
  const [row] = await app.db
    .insert(leaderboards)
    .values({ difficulty: 4, mode: 0, maxScore: 1_000_000, maxCombo: 500, songName: 'Song', ...values })
    .returning({ id: leaderboards.id });
  return row!.id;
}

/** Inserts a score row directly (ranks as given, no job); percents default to 90/6/2. */
export async function insertScore(
  app: FastifyInstance,
  values: Partial<typeof scores.$inferInsert> & {
    leaderboardId: number;
    profileId: number;
    modifiedScore: number;
  },
): Promise<number> {
  const [row] = await app.db
    .insert(scores)
    .values({
      baseScore: values.modifiedScore,
      notesHit: 400,
      perfectHitPercent: 90.5,
      goodHitPercent: 6.25,
      poorHitPercent: 2,
      punchIntensityAvg: 0.5,
      maxCombo: 300,
      hmd: 'Quest 3',
      ...values,
    })
    .returning({ id: scores.id });
  return row!.id;
}

/**
 * A small competitive world with known answers, every rank written directly:
 * - beatmaps: `published` (A), `ost` (B, published OST), `draft` (C, unpublished);
 * - leaderboards: A Master Rhythm (`aMaster`), A Easy Rhythm (`aEasy`), A Master Force (`aForce`),
 *   B Master Rhythm (`ost`), C Master Rhythm (`draft`), A Master Rhythm challenge 7 (`challenge`);
 * - profiles: Kai (linked to user KaiRider), Mika, Rider, rider;
 * - on aMaster: Kai 900 (mods 0, rank 1; an older 800 kept as history), Kai 950 NoFail (16, rank 1,
 *   combined 1), Mika 850 (rank 2, combined 2), Rider 700 (rank 3, combined 3);
 *   on ost: Mika 600 (1/1), Kai 500 (2/2); on draft: Kai 400; on challenge: Kai 300;
 * - seasons `season-1` (past) and `season-2` (current); challenge 7; one dethrone (Kai's 950 over Mika);
 * - rankings Master Rhythm all time: mods 0 Kai 1 (140.5) / Mika 2 (120) / Rider 3 (30), combined Kai 1 / Mika 2 /
 *   Rider 3; season-2 mods 0: Mika 1.
 */
export async function seedCompetition(app: FastifyInstance) {
  const kaiUser = await insertUser(app, `KaiRider${process.pid}`);
  const uploader = await insertUser(app);
  const mapA = await insertBeatmap(app, uploader.id, { title: 'Alpha Song', artist: 'Alpha Artist' });
  const mapB = await insertBeatmap(app, uploader.id, { title: 'Official Song', artist: 'Kluge', ost: true });
  const mapC = await insertBeatmap(app, uploader.id, {
    title: 'Secret Draft',
    published: false,
    publishedAt: null,
  });
  const hashOf = async (id: number) =>
    (await app.db.query.beatmaps.findFirst({ where: (b, { eq }) => eq(b.id, id) }))!.hash;
  const [hA, hB, hC] = [await hashOf(mapA), await hashOf(mapB), await hashOf(mapC)];
  const boards = {
    aMaster: await insertLeaderboard(app, {
      hash: hA,
      beatmapId: mapA,
      maxCombo: 777,
      scoreCount: 3,
      songName: 'Alpha Song',
    }),
    aEasy: await insertLeaderboard(app, { hash: hA, beatmapId: mapA, difficulty: 0 }),
    aForce: await insertLeaderboard(app, { hash: hA, beatmapId: mapA, mode: 1 }),
    ost: await insertLeaderboard(app, { hash: hB, beatmapId: mapB, scoreCount: 2 }),
    draft: await insertLeaderboard(app, { hash: hC, beatmapId: mapC }),
    challenge: await insertLeaderboard(app, { hash: hA, beatmapId: mapA, challenge: 7 }),
  };
  const [kai, mika, rider, riderLower] = (
    await app.db
      .insert(leaderboardProfiles)
      .values([{ name: 'Kai', userId: kaiUser.id }, { name: 'Mika' }, { name: 'Rider' }, { name: 'rider' }])
      .returning({ id: leaderboardProfiles.id })
  ).map((r) => r.id) as [number, number, number, number];
  const old = new Date(Date.now() - 200 * DAY);
  const recent = new Date(Date.now() - DAY);
  const s = {
    kaiOld: await insertScore(app, {
      leaderboardId: boards.aMaster,
      profileId: kai,
      modifiedScore: 800,
      createdAt: old,
    }),
    kai: await insertScore(app, {
      leaderboardId: boards.aMaster,
      profileId: kai,
      modifiedScore: 900,
      best: true,
      rank: 1,
      createdAt: old,
    }),
    kaiNoFail: await insertScore(app, {
      leaderboardId: boards.aMaster,
      profileId: kai,
      modifiedScore: 950,
      modifiers: 16,
      best: true,
      bestCombined: true,
      rank: 1,
      rankCombined: 1,
      createdAt: recent,
    }),
    mika: await insertScore(app, {
      leaderboardId: boards.aMaster,
      profileId: mika,
      modifiedScore: 850,
      best: true,
      bestCombined: true,
      rank: 2,
      rankCombined: 2,
      perfectHitPercent: 80,
      goodHitPercent: 10,
      poorHitPercent: 5,
      createdAt: recent,
    }),
    rider: await insertScore(app, {
      leaderboardId: boards.aMaster,
      profileId: rider,
      modifiedScore: 700,
      best: true,
      bestCombined: true,
      rank: 3,
      rankCombined: 3,
      createdAt: old,
    }),
    ostMika: await insertScore(app, {
      leaderboardId: boards.ost,
      profileId: mika,
      modifiedScore: 600,
      best: true,
      bestCombined: true,
      rank: 1,
      rankCombined: 1,
    }),
    ostKai: await insertScore(app, {
      leaderboardId: boards.ost,
      profileId: kai,
      modifiedScore: 500,
      best: true,
      bestCombined: true,
      rank: 2,
      rankCombined: 2,
    }),
    draftKai: await insertScore(app, {
      leaderboardId: boards.draft,
      profileId: kai,
      modifiedScore: 400,
      best: true,
      bestCombined: true,
      rank: 1,
      rankCombined: 1,
    }),
    challengeKai: await insertScore(app, {
      leaderboardId: boards.challenge,
      profileId: kai,
      modifiedScore: 300,
      best: true,
      bestCombined: true,
      rank: 1,
      rankCombined: 1,
    }),
  };
  const [season1, season2] = (
    await app.db
      .insert(seasons)
      .values([
        {
          slug: 'season-1',
          name: 'Season 1',
          startsAt: new Date(Date.now() - 270 * DAY),
          endsAt: new Date(Date.now() - 90 * DAY),
        },
        {
          slug: 'season-2',
          name: 'Season 2',
          startsAt: new Date(Date.now() - 90 * DAY),
          endsAt: new Date(Date.now() + 90 * DAY),
        },
      ])
      .returning({ id: seasons.id })
  ).map((r) => r.id) as [number, number];
  await app.db.insert(challenges).values({
    id: 7,
    name: 'Weekly 7',
    description: 'Beat the week',
    startsAt: new Date(Date.now() - 3 * DAY),
    endsAt: new Date(Date.now() + 4 * DAY),
  });
  const [dethrone] = await app.db
    .insert(dethrones)
    .values({
      leaderboardId: boards.aMaster,
      scoreId: s.kaiNoFail,
      profileId: kai,
      dethronedProfileId: mika,
      dethronedScoreId: s.mika,
    })
    .returning({ id: dethrones.id });
  const row = (profileId: number, rank: number, points: number, modifiers: number, seasonId = 0) => ({
    seasonId,
    mode: 0,
    difficulty: 4,
    modifiers,
    profileId,
    rank,
    points,
    rankAvg: rank + 0.5,
    plays: 2,
    perfectHitPercent: 90.5,
    goodHitPercent: 6.25,
    poorHitPercent: 2,
  });
  await app.db
    .insert(rankings)
    .values([
      row(kai, 1, 140.5, 0),
      row(mika, 2, 120, 0),
      row(rider, 3, 30, 0),
      row(kai, 1, 160, -1),
      row(mika, 2, 125, -1),
      row(rider, 3, 31, -1),
      row(mika, 1, 90, 0, season2),
    ]);
  return {
    kaiUser,
    maps: { mapA, mapB, mapC },
    boards,
    profiles: { kai, mika, rider, riderLower },
    scores: s,
    seasons: { season1, season2 },
    dethrone: dethrone!.id,
  };
}

/** The seeded world of {@link seedCompetition}: its ids, for assertions. */
export type Competition = Awaited<ReturnType<typeof seedCompetition>>;

/** What {@link useCompetition} hands a test file; `t` and `w` are set once its `beforeAll` ran. */
export interface CompetitionContext {
  t: TestApp;
  w: Competition;
  /** `GET url` on the app; expects `status` (default 200) and answers the parsed JSON body. */
  get(url: string, status?: number): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Registers the file's `beforeAll`/`afterAll`: a test app on a fresh database with
 * {@link seedCompetition}'s world, closed after the file. Call at the top level of a test file.
 */
export function useCompetition(): CompetitionContext {
  const c = {
    async get(url: string, status = 200) {
      const res = await c.t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    },
  } as CompetitionContext;
  beforeAll(async () => {
    c.t = await buildTestApp();
    c.w = await seedCompetition(c.t.app);
  });
  afterAll(async () => c.t?.close());
  return c;
}
