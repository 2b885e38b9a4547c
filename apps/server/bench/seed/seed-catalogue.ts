import { desc, getTableColumns, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import {
  avatars,
  beatmaps,
  leaderboardProfiles,
  playlistItems,
  playlists,
  stageFiles,
  stages,
  stageTags,
  users,
} from '../../src/db/schema/index.ts';
import type { DbOrTx } from '../../src/modules/beatmaps/index.ts';
import { beatmapRows, userRows } from './beatmap-rows.ts';
import { createRng } from './catalogue-text.ts';
import { avatarRows, playlistRows, profileRows, stageRows } from './collection-rows.ts';

/** How many rows of each kind a catalogue of `beatmaps` beatmaps gets (docs/performance.md). */
export interface CatalogueSize {
  beatmaps: number;
  users: number;
  playlists: number;
  stages: number;
  avatars: number;
  leaderboardProfiles: number;
}

/** 100,000 beatmaps → 2,000 users, 5,000 playlists, 1,000 stages, 1,000 avatars, 5,000 profiles. */
export function catalogueSize(beatmapCount: number): CatalogueSize {
  const scaled = (per: number, min: number) => Math.max(min, Math.round(beatmapCount / per));
  return {
    beatmaps: beatmapCount,
    users: scaled(50, 20),
    playlists: scaled(20, 10),
    stages: scaled(100, 10),
    avatars: scaled(100, 10),
    leaderboardProfiles: scaled(20, 10),
  };
}

/** PostgreSQL binds at most 65,535 parameters per statement: rows per INSERT for `table`. */
function chunkSizeOf(table: PgTable): number {
  return Math.max(1, Math.floor(60_000 / Object.keys(getTableColumns(table)).length));
}

/** Multi-row INSERTs of `rows` in chunks; returns the new ids in row order when `withIds`. */
async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  withIds = false,
): Promise<number[]> {
  const ids: number[] = [];
  const size = chunkSizeOf(table);
  for (let start = 0; start < rows.length; start += size) {
    const insert = db.insert(table as never).values(rows.slice(start, start + size) as never);
    if (!withIds) {
      await insert;
      continue;
    }
    const returned = (await insert.returning({ id: sql<number>`id` })) as { id: number }[];
    ids.push(...returned.map((r) => r.id));
  }
  return ids;
}

/**
 * One version row per beatmap (its primary, version 1, with the beatmap's id, which the beatmap
 * already names as `primary_version_id`), copied in SQL from the beatmaps: the shape an upload
 * leaves (spec §4 upload modes). Setting the ids up front spares an UPDATE of every beatmap, which would
 * leave the table half dead tuples.
 */
async function insertPrimaryVersions(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into beatmap_versions (id, beatmap_id, version, hash, hash_source, file_key, download_key,
      download_size, filesize, filename_original, title, artist, mapper, bpm, duration_s, difficulties,
      note_counts, custom_difficulty_name, cover_keys, explicit, beat_saber_convert, production_mode,
      published, description, created_at)
    select id, id, 1, hash, 'meta', 'bench/' || hash || '.synth', 'bench/' || hash || '-dl.synth',
      200000 + (id % 5000000), 200000 + (id % 5000000), filename_original, title, artist, mapper, bpm,
      duration_s, difficulties, note_counts, custom_difficulty_name, cover_keys, explicit,
      beat_saber_convert, production_mode, published, description, created_at
    from beatmaps`);
  for (const table of ['beatmaps', 'beatmap_versions']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/**
 * Fills an empty, migrated database with a generated catalogue (bench only; docs/performance.md):
 * users, beatmaps (with primary versions), playlists with songs, stages with files and tags,
 * avatars and leaderboard profiles, by multi-row INSERTs in one transaction (not the upload path:
 * no files are written, covers are keys the presenters turn into URLs). Deterministic for a given
 * `seed`. Ends with VACUUM ANALYZE, so plans and index-only scans are those of a settled database.
 * Returns the sizes it made.
 */
export async function seedCatalogue(db: Db, beatmapCount: number, seed = 4): Promise<CatalogueSize> {
  const size = catalogueSize(beatmapCount);
  const rng = createRng(seed);
  await db.transaction(async (tx) => {
    const userData = userRows(rng, size.users);
    const userIds = await insertRows(tx, users, userData, true);
    const names = userData.map((u) => u.username);
    const firstId = ((await tx.select({ id: max(beatmaps.id) }).from(beatmaps))[0]?.id ?? 0) + 1;
    await insertRows(tx, beatmaps, beatmapRows(rng, size.beatmaps, userIds, names, firstId));
    await insertPrimaryVersions(tx);
    // Popular songs are the ones playlists pick most (pickSkewed favours the first).
    const songs = await tx
      .select({
        id: beatmaps.id,
        hash: beatmaps.hash,
        title: beatmaps.title,
        artist: beatmaps.artist,
        mapper: beatmaps.mapper,
      })
      .from(beatmaps)
      .orderBy(desc(beatmaps.downloadCount))
      .limit(Math.min(size.beatmaps, 20_000));
    const lists = playlistRows(rng, size.playlists, userIds, songs);
    const playlistIds = await insertRows(tx, playlists, lists.playlists, true);
    await insertRows(
      tx,
      playlistItems,
      playlistIds.flatMap((id, i) => lists.items(id, i)),
    );
    const stageData = stageRows(rng, size.stages, userIds);
    const stageIds = await insertRows(tx, stages, stageData.stages, true);
    await insertRows(
      tx,
      stageFiles,
      stageIds.flatMap((id, i) => stageData.files[i]!(id)),
    );
    await insertRows(
      tx,
      stageTags,
      stageIds.flatMap((id, i) => stageData.tags[i]!(id)),
    );
    await insertRows(tx, avatars, avatarRows(rng, size.avatars, userIds));
    const linked = Math.min(userIds.length, Math.round(size.leaderboardProfiles * 0.3));
    const profileUsers = userIds.map((id, i) => ({ id, username: names[i]! }));
    await insertRows(
      tx,
      leaderboardProfiles,
      profileRows(rng, size.leaderboardProfiles, profileUsers, linked),
    );
  });
  await db.execute(sql`vacuum analyze`);
  return size;
}
