import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, postBeatmapUpload, registerUser } from '../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../test/helpers.ts';
import { beatmaps, jobs } from '../db/schema/index.ts';
import { coverSizesJob } from './cover-sizes-job.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // The worker polls rarely here: the test runs the queue itself (jobs.drained()).
  t = await buildTestApp({ jobsPollMs: 600_000 });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t.close());

async function upload(seed: number): Promise<number> {
  const res = await postBeatmapUpload(
    t.app,
    { authorization: `Bearer ${token}` },
    await makeSynth({ seed, title: `Cover ${seed}` }),
    uploadRecordForMode('default', { published: true }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const coverKeys = async (id: number) =>
  (await t.db.db.select().from(beatmaps).where(eq(beatmaps.id, id)))[0]!.coverKeys;

describe('cover sizes made by a queued job', () => {
  it('stores the original at upload and queues the sizes; until they exist they are made on the fly', async () => {
    const id = await upload(8301);
    expect(Object.keys(await coverKeys(id))).toEqual(['orig']);
    // One sizes job (a published upload also queues its followers' notice, notify-published).
    const queued = await t.db.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.kind, 'cover-sizes'));
    expect(queued).toHaveLength(1);
    const early = await t.app.inject({ url: `/api/beatmaps/${id}/cover?size=150` });
    expect(early.statusCode).toBe(200);
    expect((await sharp(early.rawPayload).metadata()).width).toBe(150);

    await t.app.jobs.drained();
    const keys = await coverKeys(id);
    expect(Object.keys(keys).sort()).toEqual(['150', '250', '500', 'orig']);
    expect(await t.db.db.select().from(jobs)).toEqual([]);
    const late = await t.app.inject({ url: `/api/beatmaps/${id}/cover?size=150` });
    expect(late.headers.etag).toBe(early.headers.etag); // the same bytes under the same key
    expect(late.rawPayload.equals(early.rawPayload)).toBe(true);
  });

  it('is idempotent, and gives every item with the same original its sizes', async () => {
    const first = await upload(8302);
    const second = await upload(8303); // the same 1×1 cover as the first
    await t.app.jobs.drained();
    const keys = await coverKeys(first);
    expect(await coverKeys(second)).toEqual(keys);
    const files = listFiles(t.dataDir).sort();
    await coverSizesJob(t.app).run({ orig: keys.orig! });
    expect(await coverKeys(first)).toEqual(keys);
    expect(listFiles(t.dataDir).sort()).toEqual(files);
  });
});
