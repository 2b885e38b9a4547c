import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbHandle, MIGRATIONS_DIR, openDb } from '../src/db/client.ts';
import { boolean, doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { beatmaps, beatmapVersions, dethrones, events, leaderboards } from '../src/db/schema/index.ts';
import { recomputeLeaderboardRanks } from '../src/modules/scores/index.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

// Migration 0021 (docs/decisions/0046) on a database that holds what the old code let in: boards
// whose hash differs only in case, a forged maximum, an upper-case beatmap hash. The database is
// migrated up to the migration before 0021, seeded, then migrated to the end. PGlite, or
// PostgreSQL with TEST_DATABASE_URL.

const MIGRATION = '0021_canonical_keys';

// The tables the seed writes whose later migrations added columns (0022: users.country, the
// profile's provider account, held scores), as 0021 found them: Drizzle names every column of a
// table in an insert, so the current schema's objects cannot write to the older tables.
const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email'),
});
const leaderboardProfiles = pgTable('leaderboard_profiles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
const scores = pgTable('scores', {
  id: serial('id').primaryKey(),
  leaderboardId: integer('leaderboard_id').notNull(),
  profileId: integer('profile_id').notNull(),
  baseScore: integer('base_score').notNull(),
  modifiedScore: integer('modified_score').notNull(),
  notesHit: integer('notes_hit').notNull(),
  poorHitPercent: doublePrecision('poor_hit_percent').notNull(),
  goodHitPercent: doublePrecision('good_hit_percent').notNull(),
  perfectHitPercent: doublePrecision('perfect_hit_percent').notNull(),
  maxCombo: integer('max_combo').notNull(),
  best: boolean('best').notNull(),
  bestCombined: boolean('best_combined').notNull(),
  rank: integer('rank').notNull(),
  rankCombined: integer('rank_combined').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A copy of the migrations folder whose journal stops before {@link MIGRATION}. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'synthhub-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let handle: DbHandle;
let scratch: ScratchDatabase | undefined;
let migrateTo: (folder: string) => Promise<void>;
let db: Db;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    scratch = await createScratchDatabase(url, 'synthhub_migration');
    handle = await openDb({ databaseUrl: scratch.url, migrate: false });
    migrateTo = (folder) => migrateNodePg(handle.db as never, { migrationsFolder: folder });
  } else {
    handle = await openDb({ migrate: false });
    migrateTo = (folder) => migratePglite(handle.db as never, { migrationsFolder: folder });
  }
  db = handle.db;
  await db.execute(sql`create extension if not exists pg_trgm`);
  const before = migrationsBefore();
  try {
    await migrateTo(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await scratch?.drop({ force: true });
});

const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
};

describe(`migration ${MIGRATION}`, () => {
  it('merges case-variant boards, drops forged scores, lower-cases hashes and queues the ranks', async () => {
    const hash = `abcdef${randomBytes(29).toString('hex')}`;
    const upper = hash.toUpperCase();
    const mixed = `${upper.slice(0, 32)}${hash.slice(32)}`;
    const [owner] = await db
      .insert(users)
      .values({ username: 'mapper', email: 'mapper@example.test' })
      .returning();
    const [map] = await db
      .insert(beatmaps)
      .values({
        userId: owner!.id,
        title: 'Real Title',
        artist: 'Real Artist',
        mapper: 'Real Mapper',
        hash,
        bpm: '128',
        published: true,
        productionMode: true,
      })
      .returning();
    await db.insert(beatmapVersions).values({
      beatmapId: map!.id,
      version: 1,
      hash,
      hashSource: 'meta',
      fileKey: 'k',
      downloadKey: 'd',
      downloadSize: 1,
      filesize: 1,
      filenameOriginal: 'x.synth',
      title: 'Real Title',
      artist: 'Real Artist',
      mapper: 'Real Mapper',
      bpm: '128',
      productionMode: true,
      published: true,
    });
    // A beatmap stored under an upper-case hash (no code path wrote one, the column allowed it).
    const otherHash = `fedcba${randomBytes(29).toString('hex')}`;
    const [other] = await db
      .insert(beatmaps)
      .values({ userId: owner!.id, title: 'O', artist: 'A', mapper: 'M', hash: otherHash.toUpperCase() })
      .returning();

    const profile = async (name: string) =>
      (await db.insert(leaderboardProfiles).values({ name }).returning())[0]!.id;
    const [honest, second, forger] = [
      await profile('honest'),
      await profile('second'),
      await profile('forger'),
    ];
    const board = async (h: string, maxScore: number, difficulty = 3) =>
      (
        await db
          .insert(leaderboards)
          .values({
            hash: h,
            difficulty,
            mode: 0,
            beatmapId: map!.id,
            songName: 'FREE SKINS',
            songAuthorName: 'spam',
            levelAuthorName: 'spam',
            bpm: 999,
            maxScore,
            maxCombo: 100,
          })
          .returning()
      )[0]!.id;
    const forged = await board(upper, 2_147_483_647);
    const real = await board(hash, 100_000);
    const variant = await board(mixed, 100_000);
    const lonely = await board(upper, 50_000, 2); // no lower-case twin: kept, renamed
    const score = async (leaderboardId: number, profileId: number, points: number, at: number) =>
      (
        await db
          .insert(scores)
          .values({
            leaderboardId,
            profileId,
            baseScore: points,
            modifiedScore: points,
            notesHit: 90,
            poorHitPercent: 0,
            goodHitPercent: 0,
            perfectHitPercent: 100,
            maxCombo: 90,
            best: true,
            bestCombined: true,
            rank: 1,
            rankCombined: 1,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, at)),
          })
          .returning()
      )[0]!.id;
    const kept = [
      await score(real, honest, 50_000, 1),
      await score(forged, honest, 80_000, 2), // moves: the same player's better score
      await score(variant, second, 60_000, 3),
    ];
    const forgedScore = await score(forged, forger, 2_000_000_000, 4);
    await db.insert(dethrones).values({
      leaderboardId: forged,
      scoreId: forgedScore,
      profileId: forger,
      dethronedProfileId: honest,
    });

    // A slug in capitals (no schema let one in; the column did).
    const legacySlug = `Legacy-${randomBytes(3).toString('hex')}`;
    const [event] = await db
      .insert(events)
      .values({ title: 'Legacy', slug: legacySlug, votingStartDate: new Date(0), votingEndDate: new Date(0) })
      .returning();

    await migrateTo(MIGRATIONS_DIR);

    const [eventRow] = await rows(sql`select slug from events where id = ${event!.id}`);
    expect(eventRow!.slug).toBe(legacySlug.toLowerCase());

    const boards = await rows(
      sql`select id, hash, difficulty, max_score, song_name, song_sub_name, song_author_name,
            level_author_name, bpm from leaderboards where lower(hash) = ${hash} order by id`,
    );
    expect(boards.map((b) => [Number(b.id), b.hash, Number(b.difficulty)])).toEqual([
      [real, hash, 3],
      [lonely, hash, 2],
    ]);
    expect(Number(boards[0]!.max_score)).toBe(100_000);
    for (const b of boards)
      expect(b).toMatchObject({
        song_name: 'Real Title',
        song_sub_name: '',
        song_author_name: 'Real Artist',
        level_author_name: 'Real Mapper',
        bpm: 128,
      });
    const moved = await rows(sql`select id, leaderboard_id from scores order by id`);
    expect(moved.map((s) => [Number(s.id), Number(s.leaderboard_id)])).toEqual(kept.map((id) => [id, real]));
    expect(await rows(sql`select id from dethrones`)).toEqual([]);
    const [otherRow] = await rows(sql`select hash from beatmaps where id = ${other!.id}`);
    expect(otherRow!.hash).toBe(otherHash);
    const jobs = await rows(sql`select payload, singleton from jobs where kind = 'leaderboard-ranks'`);
    expect(jobs).toEqual([{ payload: { leaderboardId: real }, singleton: `leaderboard-ranks:${real}` }]);

    // What the queued job does: each player's best on the kept board, ranked once.
    await recomputeLeaderboardRanks(db, [real]);
    const ranked = await rows(
      sql`select profile_id, modified_score, rank_combined from scores
          where leaderboard_id = ${real} and best_combined order by rank_combined`,
    );
    expect(
      ranked.map((r) => [Number(r.profile_id), Number(r.modified_score), Number(r.rank_combined)]),
    ).toEqual([
      [honest, 80_000, 1],
      [second, 60_000, 2],
    ]);
    const [count] = await rows(sql`select score_count from leaderboards where id = ${real}`);
    expect(Number(count!.score_count)).toBe(2);
  });

  it('leaves the columns refusing a hash or a slug that is not canonical', async () => {
    const hash = `abcdef${randomBytes(29).toString('hex')}`;
    const insertBoard = (h: string) =>
      db.insert(leaderboards).values({ hash: h, difficulty: 0, mode: 0, maxScore: 1, maxCombo: 1 });
    await expect(insertBoard(hash.toUpperCase())).rejects.toThrow();
    await expect(insertBoard('abc')).rejects.toThrow();
    await insertBoard(hash);
    const [owner] = await rows(sql`select id from users limit 1`);
    await expect(
      db.insert(beatmaps).values({
        userId: Number(owner!.id),
        title: 'T',
        artist: 'A',
        mapper: 'M',
        hash: hash.toUpperCase(),
      }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(events)
        .values({ title: 'T', slug: 'Upper-Case', votingStartDate: new Date(0), votingEndDate: new Date(0) }),
    ).rejects.toThrow();
  });
});
