import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { integer, jsonb, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import * as schema from '../../db/schema/index.ts';
import { avatars, beatmapVersions, playlists, stageFiles } from '../../db/schema/index.ts';
import { postAvatar } from '../../modules/avatars/avatars.test-helpers.ts';
import { fileForm, uploadPlaylistAs } from '../../modules/playlists/playlists.fixtures.ts';
import { putFile, requestTicket, uploadStage } from '../../modules/stages/stage-test-kit.ts';
import type { ListedObject } from './storage.ts';
import { STORAGE_KEY_COLUMNS, sweepUnreferencedFiles } from './sweep.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const auth = () => ({ authorization: `Bearer ${token}` });
/** Runs the queued jobs (cover sizes), then one sweep. */
const sweep = async (options: Parameters<typeof sweepUnreferencedFiles>[1]) => {
  await t.app.jobs.drained();
  return sweepUnreferencedFiles({ db: t.app.db, storage: t.storage }, options);
};

async function listed(): Promise<Map<string, ListedObject>> {
  const out = new Map<string, ListedObject>();
  for await (const object of t.storage.list()) out.set(object.key, object);
  return out;
}

async function uploadBeatmap(seed: number): Promise<{ id: number; keys: string[] }> {
  const form = uploadForm(await makeSynth({ seed }), uploadRecordForMode('default', { published: true }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, ...auth() },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const [version] = await t.app.db.select().from(beatmapVersions).where(eq(beatmapVersions.beatmapId, id));
  return { id, keys: [version!.fileKey, version!.downloadKey] };
}

/** Backdates a stored file's modification time by two hours (older than the default minimum age). */
async function age(key: string): Promise<void> {
  const old = new Date(Date.now() - 2 * 3_600_000);
  await utimes(join(t.storage.root, key), old, old);
}

describe('sweepUnreferencedFiles', () => {
  it("deletes a deleted beatmap's files and keeps every file a row still references", async () => {
    const gone = await uploadBeatmap(7001);
    const kept = await uploadBeatmap(7002);

    // A stage whose PC bundle serves two stage files (normal and spin): one stored object.
    const stage = await uploadStage(
      t.app,
      token,
      buildStagepkg({ name: 'Shared Hall', pc: { normal: true, spin: true }, android: false }).bytes,
    );
    expect(stage.statusCode).toBe(201);
    const files = await t.app.db.select().from(stageFiles).where(eq(stageFiles.stageId, stage.json().id));
    expect(files).toHaveLength(2);
    expect(files[0]!.storageKey).toBe(files[1]!.storageKey);

    // A playlist cover made from an image nothing else uses.
    const playlistId = await uploadPlaylistAs(t.app, token);
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = fileForm(png, 'cover.png');
    const cover = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${playlistId}/cover`,
      ...form,
      headers: { ...form.headers, ...auth() },
    });
    expect(cover.statusCode).toBe(200);
    await t.app.jobs.drained(); // the cover sizes are made by a queued job
    const [playlist] = await t.app.db.select().from(playlists).where(eq(playlists.id, playlistId));
    const coverKeys = Object.values(playlist!.coverKeys);
    expect(coverKeys).toHaveLength(4);

    const avatar = await postAvatar(
      t.app,
      token,
      buildVrm({ specVersion: '1.0', name: 'Sweep Fox', authors: ['Kit'] }),
    );
    expect(avatar.statusCode).toBe(201);
    const [avatarRow] = await t.app.db.select().from(avatars).where(eq(avatars.id, avatar.json().id));

    // A received stage upload not used yet (its file is referenced by its pending row).
    const ticket = await requestTicket(t.app, token);
    expect((await putFile(t.app, ticket.cdn_url, new Uint8Array([1, 2, 3]))).statusCode).toBe(200);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/beatmaps/${gone.id}`, headers: auth() });
    expect(del.statusCode).toBe(204);
    const before = await listed();
    for (const key of gone.keys) expect(before.has(key)).toBe(true);

    const result = await sweep({ minAgeMs: 0 });

    const after = await listed();
    const removed = [...before.keys()].filter((key) => !after.has(key)).sort();
    // Its covers are the same image as the other beatmap's, so they stay with it.
    expect(removed).toEqual([...gone.keys].sort());
    expect(result).toEqual({
      scanned: before.size,
      deleted: 2,
      bytesFreed: gone.keys.reduce((sum, key) => sum + before.get(key)!.size, 0),
      keptYoung: 0,
      referenced: before.size - 2,
    });
    for (const key of [
      ...kept.keys,
      files[0]!.storageKey,
      ...coverKeys,
      avatarRow!.fileKey,
      `uploads/pending/${ticket.id}.stagepkg`,
    ]) {
      expect(after.has(key), key).toBe(true);
    }
    expect(listFiles(t.storage.root).sort()).toEqual([...after.keys()].sort());
  });

  it('keeps an unreferenced file younger than the minimum age (default one hour)', async () => {
    await t.storage.put('junk/young.bin', new Uint8Array(5));
    const result = await sweep({});
    expect(result.keptYoung).toBe(1);
    expect(result.deleted).toBe(0);
    expect((await listed()).has('junk/young.bin')).toBe(true);
    await t.storage.delete('junk/young.bin');
  });

  it('with dryRun deletes nothing but counts what would go; a real sweep then removes it', async () => {
    await t.storage.put('junk/old.bin', new Uint8Array(11));
    await age('junk/old.bin');
    const before = await listed();

    const dry = await sweep({ dryRun: true });
    expect(dry).toMatchObject({ scanned: before.size, deleted: 1, bytesFreed: 11, keptYoung: 0 });
    expect([...(await listed()).keys()].sort()).toEqual([...before.keys()].sort());

    const real = await sweep({});
    expect(real).toMatchObject({ deleted: 1, bytesFreed: 11 });
    expect((await listed()).has('junk/old.bin')).toBe(false);
  });

  it('spares an old file that an upload puts again (put refreshes its time)', async () => {
    const bytes = new Uint8Array([9, 9, 9]);
    await t.storage.put('junk/again.bin', bytes);
    await age('junk/again.bin');
    expect(await t.storage.put('junk/again.bin', bytes)).toEqual({ created: false });
    const result = await sweep({});
    expect(result).toMatchObject({ deleted: 0, keptYoung: 1 });
    await t.storage.delete('junk/again.bin');
  });

  it('refuses a negative minimum age', async () => {
    await expect(sweep({ minAgeMs: -1 })).rejects.toThrow(/minAgeMs/);
  });
});

/** `table.column` names of the `*_key` / `*_keys` columns of `tables` that the sweep does not read. */
function uncoveredKeyColumns(tables: unknown[]): string[] {
  const covered = new Set(
    STORAGE_KEY_COLUMNS.map(({ table, column }) => `${getTableName(table)}.${column.name}`),
  );
  const out: string[] = [];
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    for (const column of Object.values(getTableColumns(table))) {
      const name = `${getTableName(table)}.${column.name}`;
      if (/_keys?$/.test(column.name) && !covered.has(name)) out.push(name);
    }
  }
  return out;
}

describe('STORAGE_KEY_COLUMNS (schema coverage)', () => {
  it('names every column of the schema called *_key or *_keys', () => {
    expect(uncoveredKeyColumns(Object.values(schema))).toEqual([]);
  });

  it('names only real columns of the schema tables', () => {
    const tables = Object.values(schema).filter((v) => is(v, PgTable));
    for (const { table, column } of STORAGE_KEY_COLUMNS) {
      expect(tables).toContain(table);
      expect(Object.values(getTableColumns(table))).toContain(column);
    }
  });

  it('catches a new key column the sweep does not read', () => {
    const thumbnails = pgTable('thumbnails', {
      id: integer('id'),
      thumbKey: text('thumb_key'),
      altKeys: jsonb('alt_keys'),
      title: text('title'),
    });
    expect(uncoveredKeyColumns([...Object.values(schema), thumbnails])).toEqual([
      'thumbnails.thumb_key',
      'thumbnails.alt_keys',
    ]);
  });
});
