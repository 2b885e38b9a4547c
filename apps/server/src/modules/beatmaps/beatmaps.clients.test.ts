import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectBeatmapShape, expectEnvelope, insertBeatmap, insertUser } from './beatmaps.test-helpers.ts';

// Replays the beatmap requests that community tools send to synthriderz.com (formats.md §6.2) and
// checks each answer against the shapes those tools read (§6.1 envelope, §6.3 Beatmap).
let t: TestApp;
let hanSolo: number,
  amerika: number,
  triforce: number,
  ostPublished: number,
  ostHidden: number,
  draft: number;
let hanSoloHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  const dubu = await insertUser(t.app, 'Dubu');
  const moon = await insertUser(t.app, 'Moonshine');
  hanSolo = await insertBeatmap(t.app, dubu.id, {
    title: 'Im Han Solo',
    artist: 'Kevin Afflack',
    mapper: 'Dubu',
    bpm: '94',
    durationS: 203,
    difficulties: ['Hard', 'Expert', 'Master'],
    score: '0.8123',
    rating: '0.75',
    upvoteCount: 12,
    downvoteCount: 2,
    publishedAt: new Date('2023-01-20T04:54:13.807Z'),
  });
  amerika = await insertBeatmap(t.app, moon.id, {
    title: 'Amerika',
    artist: 'Rammstein',
    mapper: 'Moon',
    difficulties: ['Master'],
    beatSaberConvert: true,
    publishedAt: new Date('2023-02-01T00:00:00.000Z'),
  });
  triforce = await insertBeatmap(t.app, moon.id, {
    title: 'Power of the Triforce',
    artist: 'Dragonforce',
    mapper: 'Moonshine',
    version: 6,
    difficulties: ['Expert'],
    publishedAt: new Date('2024-03-01T12:00:00.000Z'),
  });
  ostPublished = await insertBeatmap(t.app, dubu.id, { title: 'Official One', ost: true });
  ostHidden = await insertBeatmap(t.app, dubu.id, { title: 'Official Two', ost: true, published: false });
  draft = await insertBeatmap(t.app, dubu.id, { title: 'Han Draft', published: false, publishedAt: null });
  hanSoloHash = (await t.app.inject({ url: `/api/beatmaps/${hanSolo}` })).json().hash;
});
afterAll(async () => t?.close());

/** GET /api/beatmaps with the query given as [name, value] pairs, encoded as a browser would. */
async function list(params: [string, string][], app = t) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await app.app.inject({ url: `/api/beatmaps${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((b) => b.id);

const NOODLE_SELECT =
  'id,cover_url,download_url,published_at,download_count,upvote_count,downvote_count,score,rating,vote_diff,user,filename,filename_original,title,artist,mapper,duration,difficulties,hash,youtube_url,beat_saber_convert';

describe('NoodleManagerX (Models/GenericHandler.cs, MapHandler.cs)', () => {
  const search = (q: string) =>
    JSON.stringify({
      $and: [
        { $or: [{ text_search: { $tsQuery: q } }, { 'user.username': { $contL: q } }] },
        { difficulties: { $jsonContainsAny: ['Master'] } },
        { beat_saber_convert: { $ne: true } },
      ],
    });

  it('searches with its full select/s/join/sort and gets the selected §6.3 fields', async () => {
    const body = await list([
      ['select', NOODLE_SELECT],
      ['limit', '10'],
      ['page', '1'],
      ['s', search('han solo')],
      ['join', ''],
      ['sort', 'published_at,DESC'],
    ]);
    expectEnvelope(body, 10);
    expect(idsOf(body)).toEqual([hanSolo]);
    const item = body.data[0];
    expect(Object.keys(item).sort()).toEqual(NOODLE_SELECT.split(',').sort());
    expectBeatmapShape(item, false);
    expect(item).toMatchObject({ score: '0.8123', rating: '0.75', vote_diff: 10, duration: '03:23' });
    expect(item.published_at).toBe('2023-01-20T04:54:13.807Z');
    // Searching the uploader's name finds their maps through user.username $contL.
    expect(
      idsOf(
        await list([
          ['select', NOODLE_SELECT],
          ['limit', '10'],
          ['page', '1'],
          ['s', search('dub')],
        ]),
      ),
    ).toEqual([hanSolo]);
  });

  it('sends s={}, empty objects inside $and, join= and each of its sort keys', async () => {
    for (const sort of ['published_at', 'score', 'rating', 'vote_diff', 'download_count']) {
      const body = await list([
        ['select', NOODLE_SELECT],
        ['limit', '10'],
        ['page', '1'],
        ['s', '{"$and":[{},{},{"beat_saber_convert":{"$ne":true}}]}'],
        ['join', ''],
        ['sort', `${sort},DESC`],
      ]);
      expectEnvelope(body, 10);
      expect(idsOf(body).sort()).toEqual([hanSolo, triforce, ostPublished].sort());
      for (const item of body.data) expectBeatmapShape(item, false);
    }
    const all = await list([
      ['s', '{}'],
      ['limit', '10'],
      ['page', '1'],
    ]);
    expect(all.total).toBe(4);
    for (const item of all.data) expectBeatmapShape(item);
    // The same s sent unencoded, as a hand-built URL would.
    const raw = await t.app.inject({
      url: '/api/beatmaps?s={"$and":[{},{},{"beat_saber_convert":{"$ne":true}}]}',
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().total).toBe(3);
  });

  it('searches per field with $contL on title, artist, mapper and user.username', async () => {
    for (const [field, q, expected] of [
      ['title', 'han', [hanSolo]],
      ['artist', 'RAMM', [amerika]],
      ['mapper', 'moon', [amerika, triforce]],
      ['user.username', 'moonsh', [amerika, triforce]],
    ] as const) {
      const s = JSON.stringify({ $and: [{ [field]: { $contL: q } }] });
      const body = await list([
        ['select', NOODLE_SELECT],
        ['limit', '10'],
        ['page', '1'],
        ['s', s],
        ['join', ''],
      ]);
      expect(idsOf(body).sort(), field).toEqual([...expected].sort());
    }
  });
});

describe('SRTimestampManager (DownloadManagerZ.cs, MapMetadataRepo.cs)', () => {
  it('lists maps published after a date, sorted newest first', async () => {
    const s = JSON.stringify({
      $and: [
        { published_at: { $gt: '2023-01-25T00:00:00.000Z' } },
        { beat_saber_convert: { $ne: true } },
        { difficulties: { $jsonContainsAny: ['Expert', 'Master'] } },
      ],
    });
    const body = await list([
      ['sort', 'published_at,DESC'],
      ['limit', '50'],
      ['page', '1'],
      ['s', s],
    ]);
    expectEnvelope(body, 50);
    expect(idsOf(body)).toEqual([ostPublished, triforce]);
    for (const item of body.data) expectBeatmapShape(item);
  });

  it('looks a map up by its file name, versioned names included', async () => {
    const name = `${hanSolo}-Kevin-Afflack-Im-Han-Solo-Dubu.synth`;
    const body = await list([['s', JSON.stringify({ filename: name })]]);
    expect(idsOf(body)).toEqual([hanSolo]);
    expect(body.data[0].filename).toBe(name);
    const v6 = `${triforce}-v6-Dragonforce-Power-of-the-Triforce-Moonshine.synth`;
    expect(idsOf(await list([['s', JSON.stringify({ filename: v6 })]]))).toEqual([triforce]);
    const old = `${triforce}-v5-Dragonforce-Power-of-the-Triforce-Moonshine.synth`;
    expect(idsOf(await list([['s', JSON.stringify({ filename: old })]]))).toEqual([]);
  });
});

describe('silphendio/synthriders-beatmaps-updater (sr-update.py)', () => {
  it('pages title, filename, hash and published_at', async () => {
    const body = await list([
      ['select', 'title,filename,hash,published_at'],
      ['limit', '100'],
      ['page', '1'],
      ['sort', 'published_at,DESC'],
    ]);
    expectEnvelope(body, 100);
    expect(body.data.map((b: { id: number }) => b.id)).toContain(hanSolo);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['filename', 'hash', 'id', 'published_at', 'title']);
      expectBeatmapShape(item, false);
    }
  });
});

describe('GoSynthriderz / SynthriderzMapUpdateTool', () => {
  it('?page=N reads data[].filename, data[].download_url and pageCount', async () => {
    const body = await list([['page', '1']]);
    expectEnvelope(body, 24);
    expect(body).toMatchObject({ page: 1, total: 4, pageCount: 1 });
    for (const item of body.data) expectBeatmapShape(item);
    expect((await list([['page', '2']])).data).toEqual([]);
  });

  it('no parameters at all is still paginated by default', async () => {
    const body = await list([]);
    expectEnvelope(body, 24);
    expect(idsOf(body)).not.toContain(draft);
  });
});

describe('srz.py', () => {
  it('finds a map by hash, searches with $tsQuery, and pages a select list', async () => {
    const byHash = await list([
      ['select', 'id,hash,title,download_url'],
      ['s', JSON.stringify({ hash: hanSoloHash })],
    ]);
    expect(byHash.data[0]).toMatchObject({ id: hanSolo, hash: hanSoloHash });
    const found = await list([['s', JSON.stringify({ text_search: { $tsQuery: 'rammstein' } })]]);
    expect(found.count).toBe(1);
    expect(idsOf(found)).toEqual([amerika]);
    expectBeatmapShape(found.data[0]);
    const paged = await list([
      ['select', 'id,title,hash,download_url'],
      ['page', '1'],
    ]);
    expect(paged).toMatchObject({ total: 4, page: 1, pageCount: 1 });
  });
});

describe('Goinn/SongBrowserZAPI and MultiplayerSongGrabber', () => {
  it('searches with $cont on title, artist, mapper and difficulties', async () => {
    const s = JSON.stringify({
      title: { $cont: 'Han' },
      artist: { $cont: 'Kevin' },
      mapper: { $cont: 'Dubu' },
      difficulties: { $cont: 'Master' },
    });
    const body = await list([
      ['s', s],
      ['sort', 'published_at,DESC'],
      ['limit', '50'],
      ['page', '1'],
    ]);
    expectEnvelope(body, 50);
    expect(idsOf(body)).toEqual([hanSolo]);
    expectBeatmapShape(body.data[0]);
  });

  it('gets a bare array for s={"title":t,"artist":a,"mapper":m} when the server is set for old clients', async () => {
    const old = await buildTestApp({ listBareArrayWithoutPaging: true });
    try {
      const user = await insertUser(old.app, 'OldMapper');
      const id = await insertBeatmap(old.app, user.id, {
        title: 'Amerika',
        artist: 'Rammstein',
        mapper: 'Moon',
      });
      const body = await list(
        [['s', JSON.stringify({ title: 'Amerika', artist: 'Rammstein', mapper: 'Moon' })]],
        old,
      );
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((b: { id: number }) => b.id)).toEqual([id]);
      expectBeatmapShape(body[0]);
      // flok/synthriderz_autodl: GET /api/beatmaps with nothing, a bare array too; paging brings the envelope back.
      expect(Array.isArray(await list([], old))).toBe(true);
      expectEnvelope(await list([['page', '1']], old), 24);
    } finally {
      await old.close();
    }
  });
});

describe('NovasFabulousFavoritesFixerV2', () => {
  it('s={"published":{"$or":[true,false]},"ost":true} includes unpublished OST entries, never drafts', async () => {
    const body = await list([['s', '{"published":{"$or":[true,false]},"ost":true}']]);
    expectEnvelope(body, 24);
    expect(idsOf(body).sort()).toEqual([ostPublished, ostHidden].sort());
    for (const item of body.data) {
      expectBeatmapShape(item);
      expect(item.ost).toBe(true);
    }
    const everything = await list([
      ['s', '{"published":{"$or":[true,false]}}'],
      ['limit', '100'],
    ]);
    expect(idsOf(everything)).not.toContain(draft);
  });
});
