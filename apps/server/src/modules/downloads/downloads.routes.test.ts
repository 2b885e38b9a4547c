import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectBeatmapShape, insertBeatmap } from '../beatmaps/beatmaps.test-helpers.ts';
import { recordDownload } from './downloads.repository.ts';

// GET /api/downloads: the signed-in user's download history (spec §1 /beatmaps/downloads).
let t: TestApp;
let uploader: { token: string; user: { id: number } };
let player: { token: string; user: { id: number } };
let first: number, second: number;

async function upload(title: string, seed: number): Promise<number> {
  const form = uploadForm(
    await makeSynth({ title, artist: 'History', mapper: 'Dubu', seed }),
    uploadRecordForMode('default', { published: true }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${uploader.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const download = async (id: number, token?: string) => {
  const res = await t.app.inject({
    url: `/api/beatmaps/${id}/download`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  await t.app.jobs.drained();
};

async function history(query = '', token = player.token, status = 200) {
  const res = await t.app.inject({
    url: `/api/downloads${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  uploader = await registerUser(t.app, 'HistoryMapper');
  player = await registerUser(t.app, 'HistoryPlayer');
  first = await upload('First Song', 301);
  second = await upload('Second Song', 302);
});
afterAll(async () => t?.close());

describe('GET /api/downloads', () => {
  it('is 401 signed out, and empty before any download', async () => {
    expect((await history('', '', 401)).message).toMatch(/sign in/i);
    expect(await history()).toEqual({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
  });

  it("lists the user's downloads newest first, one entry per beatmap; anonymous ones are not recorded", async () => {
    await download(first, player.token);
    await download(second, player.token);
    await download(second); // anonymous: counted on the beatmap only
    let body = await history();
    expect(body.data.map((e: { beatmap: { id: number } }) => e.beatmap.id)).toEqual([second, first]);
    expect(body).toMatchObject({ count: 2, total: 2, page: 1, pageCount: 1 });
    for (const entry of body.data) {
      expectBeatmapShape(entry.beatmap);
      expect(new Date(entry.downloaded_at).toISOString()).toBe(entry.downloaded_at);
    }
    await download(first, player.token);
    body = await history();
    expect(body.data.map((e: { beatmap: { id: number }; times: number }) => [e.beatmap.id, e.times])).toEqual(
      [
        [first, 2],
        [second, 1],
      ],
    );
    expect((await history('', uploader.token)).total).toBe(0);
  });

  it('pages, and names a bad page or limit', async () => {
    const body = await history('?limit=1&page=2');
    expect(body).toMatchObject({ count: 1, total: 2, page: 2, pageCount: 2 });
    expect(body.data[0].beatmap.id).toBe(second);
    expect((await history('?limit=500', player.token, 400)).message).toContain('limit');
    expect((await history('?page=0', player.token, 400)).message).toContain('page');
  });

  it("leaves out beatmaps that are no longer published, except the user's own", async () => {
    const hidden = await insertBeatmap(t.app, uploader.user.id, { published: false, publishedAt: null });
    await recordDownload(t.app.db, player.user.id, hidden);
    await recordDownload(t.app.db, uploader.user.id, hidden);
    expect((await history()).data.map((e: { beatmap: { id: number } }) => e.beatmap.id)).not.toContain(
      hidden,
    );
    expect(
      (await history('', uploader.token)).data.map((e: { beatmap: { id: number } }) => e.beatmap.id),
    ).toEqual([hidden]);
  });
});
