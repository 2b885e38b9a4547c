import type { ScoreSubmission } from '@synthhub/shared/leaderboards/score-submission.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { beatmaps, beatmapVersions, users } from '../../db/schema/index.ts';
import { rowsOf } from './sql-rows.ts';

let seq = 0;

/** A user made straight in the database and an access token for them. */
export async function makeUser(app: FastifyInstance, prefix = 'player') {
  seq++;
  const username = `${prefix}${process.pid}n${seq}`;
  const [row] = await app.db
    .insert(users)
    .values({ username, email: `${username}@example.test` })
    .returning();
  const token = await app.signAccessToken({ id: row!.id, username, admin: false });
  return { id: row!.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

/** Options of {@link makeChart}: defaults are a published, production-mode map with 100 Expert and 80 Hard notes. */
export interface ChartOptions {
  published?: boolean;
  productionMode?: boolean;
  ost?: boolean;
  noteCounts?: Record<string, number>;
  /** The version's map hash (default: made from a counter, 64 hex digits). */
  hash?: string;
}

/**
 * A beatmap with one version, made straight in the database: its hash (64 hex digits), id and
 * title (what its leaderboards show as the song name).
 */
export async function makeChart(
  app: FastifyInstance,
  options: ChartOptions = {},
): Promise<{ hash: string; beatmapId: number; title: string }> {
  const owner = await makeUser(app, 'mapper');
  seq++;
  const hash = options.hash ?? seq.toString(16).padStart(8, '0').repeat(8);
  const noteCounts = options.noteCounts ?? { Hard: 80, Expert: 100 };
  const difficulties = Object.keys(noteCounts);
  const common = { title: `Song ${seq}`, artist: 'Artist', mapper: 'Mapper', hash, difficulties, noteCounts };
  const [map] = await app.db
    .insert(beatmaps)
    .values({
      ...common,
      userId: owner.id,
      published: options.published ?? true,
      productionMode: options.productionMode ?? true,
      ost: options.ost ?? false,
    })
    .returning({ id: beatmaps.id });
  if (!options.ost) {
    await app.db.insert(beatmapVersions).values({
      ...common,
      beatmapId: map!.id,
      version: 1,
      hashSource: 'test',
      fileKey: `k${seq}`,
      downloadKey: `d${seq}`,
      downloadSize: 1,
      filesize: 1,
      filenameOriginal: 'x.synth',
      productionMode: options.productionMode ?? true,
      published: options.published ?? true,
    });
  }
  return { hash, beatmapId: map!.id, title: common.title };
}

/** A valid submission on `hash` (Expert, Rhythm; max score 100 000), with `score` overrides. */
export function submission(
  hash: string,
  score: Partial<ScoreSubmission['scoreInfo']> = {},
  board: Partial<ScoreSubmission['leaderboardInfo']> = {},
): ScoreSubmission {
  return {
    leaderboardInfo: {
      songHash: hash,
      songName: 'Test Song',
      songSubName: '',
      songAuthorName: 'Artist',
      levelAuthorName: 'Mapper',
      bpm: 120,
      difficulty: 3,
      mode: 0,
      maxScore: 100_000,
      maxCombo: 100,
      challenge: 0,
      ...board,
    },
    scoreInfo: {
      baseScore: 50_000,
      modifiedScore: 50_000,
      notesHit: 90,
      modifiers: 0,
      goodHitPercent: 20,
      poorHitPercent: 10,
      perfectHitPercent: 60,
      punchIntensityAvg: 0.5,
      maxCombo: 40,
      hmd: 'Quest 3',
      ...score,
    },
  };
}

/** Row counts of the tables a submission writes, for "nothing was stored" checks. */
export async function counts(db: Db) {
  const [row] = rowsOf(
    await db.execute(sql`select (select count(*)::int from scores) as scores,
      (select count(*)::int from leaderboards) as leaderboards,
      (select count(*)::int from leaderboard_profiles) as profiles,
      (select count(*)::int from jobs where kind = 'leaderboard-ranks') as jobs`),
  );
  return row;
}

/** The raw rows of a SQL query (test reads). */
export async function rows(db: Db, query: ReturnType<typeof sql>) {
  return rowsOf(await db.execute(query));
}
