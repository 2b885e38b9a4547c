import { beatmapFilename } from '@synthhub/formats/synth/beatmap-filename';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBeatmap, insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';

// The grammar compiled to SQL on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// through GET /api/beatmaps: every operator on every field type of the beatmaps whitelist.
let t: TestApp;
let b1: number, b2: number, b3: number, draft: number, ost: number, u2: number;
const EVIL = `O'Brien; drop table users; --`;

beforeAll(async () => {
  t = await buildTestApp();
  const u = await insertUser(t.app, 'XMapper');
  u2 = (await insertUser(t.app, 'Zed_Mapper')).id;
  b1 = await insertBeatmap(t.app, u.id, {
    title: 'Han Solo',
    artist: 'Kevin Afflack',
    mapper: 'Dubu',
    description: 'A fast map',
    bpm: '128.5',
    durationS: 95,
    difficulties: ['Hard', 'Expert', 'Master'],
    publishedAt: new Date('2023-01-10T10:00:00.000Z'),
    downloadCount: 10,
    upvoteCount: 5,
    downvoteCount: 1,
    score: '1.5',
    rating: '1',
  });
  b2 = await insertBeatmap(t.app, u2, {
    title: '100% Pure_Love',
    artist: 'Back\\Slash',
    mapper: 'Moon',
    description: null,
    bpm: '90',
    durationS: 200,
    difficulties: ['Easy', 'Normal'],
    explicit: true,
    beatSaberConvert: true,
    publishedAt: new Date('2023-06-01T00:00:00.000Z'),
    downloadCount: 3,
    upvoteCount: 1,
    downvoteCount: 4,
    score: '0.2',
    rating: '0.2',
  });
  b3 = await insertBeatmap(t.app, u.id, {
    title: EVIL,
    artist: 'Amerika',
    mapper: 'dubu',
    description: 'Solo in Han style',
    bpm: '140',
    durationS: null,
    difficulties: ['Custom'],
    publishedAt: new Date('2024-02-02T00:00:00.000Z'),
    downloadCount: 50,
    score: '3',
    rating: '1',
  });
  draft = await insertBeatmap(t.app, u.id, { title: 'Han Draft', published: false, publishedAt: null });
  ost = await insertBeatmap(t.app, u.id, {
    title: 'Official',
    ost: true,
    published: false,
    publishedAt: null,
  });
});
afterAll(async () => t?.close());

async function get(query: string) {
  return t.app.inject({ url: `/api/beatmaps?limit=100&${query}` });
}

/** Ids matched by an `s` search, sorted; fails on anything but 200. */
async function ids(s: unknown): Promise<number[]> {
  const res = await get(`s=${encodeURIComponent(JSON.stringify(s))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.map((b: { id: number }) => b.id)
    .sort((a: number, b: number) => a - b);
}
const set = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('string fields', () => {
  it('compares, matches patterns case-sensitively and with the L variants', async () => {
    expect(await ids({ title: 'Han Solo' })).toEqual([b1]);
    expect(await ids({ title: { $ne: 'Han Solo' } })).toEqual(set(b2, b3));
    expect(await ids({ title: { $gt: 'I' } })).toEqual([b3]);
    expect(await ids({ title: { $lt: 'I' } })).toEqual(set(b1, b2));
    expect(await ids({ title: { $gte: 'Han Solo', $lte: 'Han Solo' } })).toEqual([b1]);
    expect(await ids({ title: { $between: ['A', 'I'] } })).toEqual([b1]);
    expect(await ids({ title: { $starts: 'Han' } })).toEqual([b1]);
    expect(await ids({ title: { $starts: 'han' } })).toEqual([]);
    expect(await ids({ title: { $ends: 'Love' } })).toEqual([b2]);
    expect(await ids({ title: { $cont: 'Solo' } })).toEqual([b1]);
    expect(await ids({ description: { $cont: 'Solo' } })).toEqual([b3]);
    expect(await ids({ title: { $excl: 'Solo' } })).toEqual(set(b2, b3));
    expect(await ids({ title: { $in: ['Han Solo', 'nope'] } })).toEqual([b1]);
    expect(await ids({ title: { $notin: ['Han Solo'] } })).toEqual(set(b2, b3));
    expect(await ids({ description: { $isnull: true } })).toEqual([b2]);
    expect(await ids({ description: { $notnull: true } })).toEqual(set(b1, b3));
    expect(await ids({ title: { $eqL: 'HAN SOLO' } })).toEqual([b1]);
    expect(await ids({ title: { $neL: 'han solo' } })).toEqual(set(b2, b3));
    expect(await ids({ title: { $startsL: 'HAN' } })).toEqual([b1]);
    expect(await ids({ title: { $endsL: 'LOVE' } })).toEqual([b2]);
    expect(await ids({ title: { $contL: 'SOLO' } })).toEqual([b1]);
    expect(await ids({ mapper: { $contL: 'DUBU' } })).toEqual(set(b1, b3));
    expect(await ids({ title: { $exclL: 'solo' } })).toEqual(set(b2, b3));
    expect(await ids({ title: { $inL: ['HAN SOLO'] } })).toEqual([b1]);
    expect(await ids({ title: { $notinL: ['han solo'] } })).toEqual(set(b2, b3));
  });

  it('treats SQL and LIKE metacharacters in values as data', async () => {
    expect(await ids({ title: EVIL })).toEqual([b3]);
    expect(await ids({ title: { $contL: `'; drop table users; --` } })).toEqual([]);
    expect(await ids({ title: { $contL: `'brien; DROP table users; --` } })).toEqual([b3]);
    expect(await ids({ title: { $eq: `x'); drop table beatmaps; --` } })).toEqual([]);
    expect(await ids({ title: { $contL: '%' } })).toEqual([b2]);
    expect(await ids({ title: { $contL: '_' } })).toEqual([b2]);
    expect(await ids({ artist: { $contL: '\\' } })).toEqual([b2]);
    expect(await ids({ title: { $starts: '%' } })).toEqual([]);
    expect(await ids({ 'user.username': { $contL: '_mapper' } })).toEqual([b2]);
    const filtered = await get(`filter=${encodeURIComponent(`title||$in||${EVIL},x`)}`);
    expect(filtered.json().data.map((b: { id: number }) => b.id)).toEqual([b3]);
    // Both tables are still there and intact.
    expect(await ids({ 'user.username': 'XMapper' })).toEqual(set(b1, b3));
  });
});

describe('number fields', () => {
  it('compares numeric, integer, computed and duration fields', async () => {
    expect(await ids({ bpm: 90 })).toEqual([b2]);
    expect(await ids({ bpm: '128.5' })).toEqual([b1]);
    expect(await ids({ bpm: { $ne: 90 } })).toEqual(set(b1, b3));
    expect(await ids({ bpm: { $gt: 100 } })).toEqual(set(b1, b3));
    expect(await ids({ bpm: { $lt: 100 } })).toEqual([b2]);
    expect(await ids({ bpm: { $gte: 128.5 } })).toEqual(set(b1, b3));
    expect(await ids({ bpm: { $lte: 128.5 } })).toEqual(set(b1, b2));
    expect(await ids({ bpm: { $between: [100, 130] } })).toEqual([b1]);
    expect(await ids({ bpm: { $in: [90, '140'] } })).toEqual(set(b2, b3));
    expect(await ids({ bpm: { $notin: [90] } })).toEqual(set(b1, b3));
    expect(await ids({ duration: { $gt: '02:00' } })).toEqual([b2]);
    expect(await ids({ duration: { $lte: 95 } })).toEqual([b1]);
    expect(await ids({ duration: { $isnull: true } })).toEqual([b3]);
    expect(await ids({ duration: { $notnull: true } })).toEqual(set(b1, b2));
    expect(await ids({ vote_diff: { $gt: 0 } })).toEqual([b1]);
    expect(await ids({ vote_diff: { $lt: 0 } })).toEqual([b2]);
    expect(await ids({ vote_diff: 0 })).toEqual([b3]);
    expect(await ids({ download_count: { $gt: 9.5 } })).toEqual(set(b1, b3));
    expect(await ids({ download_count: { $lt: 1e30 } })).toEqual(set(b1, b2, b3));
    expect(await ids({ score: { $gt: 1 } })).toEqual(set(b1, b3));
    expect(await ids({ rating: 1 })).toEqual(set(b1, b3));
    expect(await ids({ upvote_count: 5, downvote_count: 1 })).toEqual([b1]);
    expect(await ids({ id: b1 })).toEqual([b1]);
    expect(await ids({ 'user.id': u2 })).toEqual([b2]);
  });
});

describe('boolean, date, JSON array and full-text fields', () => {
  it('compares booleans', async () => {
    expect(await ids({ explicit: true })).toEqual([b2]);
    expect(await ids({ explicit: { $ne: true } })).toEqual(set(b1, b3));
    expect(await ids({ beat_saber_convert: { $in: [false] } })).toEqual(set(b1, b3));
    expect(await ids({ beat_saber_convert: { $notin: ['false'] } })).toEqual([b2]);
    expect(await ids({ production_mode: { $isnull: true } })).toEqual([]);
    expect(await ids({ explicit: { $or: [true, false] } })).toEqual(set(b1, b2, b3));
  });

  it('compares dates', async () => {
    expect(await ids({ published_at: { $gt: '2023-03-01T00:00:00Z' } })).toEqual(set(b2, b3));
    expect(await ids({ published_at: { $lt: '2023-03-01T00:00:00Z' } })).toEqual([b1]);
    expect(await ids({ published_at: { $gte: '2023-06-01T00:00:00.000Z' } })).toEqual(set(b2, b3));
    expect(await ids({ published_at: { $lte: '2023-06-01T00:00:00.000Z' } })).toEqual(set(b1, b2));
    expect(await ids({ published_at: { $between: ['2023-01-01', '2023-12-31'] } })).toEqual(set(b1, b2));
    expect(await ids({ published_at: '2023-01-10T10:00:00.000Z' })).toEqual([b1]);
    expect(await ids({ published_at: { $ne: '2023-01-10T10:00:00.000Z' } })).toEqual(set(b2, b3));
    expect(await ids({ published_at: { $in: ['2023-01-10T10:00:00Z', '2024-02-02T00:00:00Z'] } })).toEqual(
      set(b1, b3),
    );
    expect(await ids({ published_at: { $notin: ['2023-01-10T10:00:00Z'] } })).toEqual(set(b2, b3));
    expect(await ids({ created_at: { $notnull: true }, updated_at: { $gt: '2000-01-01' } })).toEqual(
      set(b1, b2, b3),
    );
  });

  it('searches the difficulties JSON array', async () => {
    expect(await ids({ difficulties: { $jsonContainsAny: ['Master'] } })).toEqual([b1]);
    expect(await ids({ difficulties: { $jsonContainsAny: ['Easy', 'Custom'] } })).toEqual(set(b2, b3));
    expect(await ids({ difficulties: 'Custom' })).toEqual([b3]);
    expect(await ids({ difficulties: { $ne: 'Custom' } })).toEqual(set(b1, b2));
    expect(await ids({ difficulties: { $in: ['Easy'] } })).toEqual([b2]);
    expect(await ids({ difficulties: { $notin: ['Easy', 'Custom'] } })).toEqual([b1]);
    expect(await ids({ difficulties: { $cont: 'Mast' } })).toEqual([b1]);
    expect(await ids({ difficulties: { $contL: 'mast' } })).toEqual([b1]);
    expect(await ids({ difficulties: { $excl: 'a' } })).toEqual([b3]);
    expect(await ids({ difficulties: { $exclL: 'E' } })).toEqual([b3]);
    expect(await ids({ difficulties: { $isnull: true } })).toEqual([]);
    expect(await ids({ difficulties: { $notnull: true } })).toEqual(set(b1, b2, b3));
  });

  it('searches text_search with websearch syntax', async () => {
    expect(await ids({ text_search: { $tsQuery: 'han solo' } })).toEqual(set(b1, b3));
    expect(await ids({ text_search: { $tsQuery: '"han solo"' } })).toEqual([b1]);
    expect(await ids({ text_search: { $tsQuery: 'solo -afflack' } })).toEqual([b3]);
    expect(await ids({ text_search: { $tsQuery: 'amerika or moon' } })).toEqual(set(b2, b3));
    expect(await ids({ text_search: { $tsQuery: 'DUBU' } })).toEqual(set(b1, b3));
    expect(await ids({ text_search: { $tsQuery: '' } })).toEqual([]);
    expect(await ids({ text_search: { $tsQuery: `'); drop table beatmaps; -- & | ! :*` } })).toEqual([]);
    expect(await ids({ text_search: { $tsQuery: `'); drop table users; --` } })).toEqual([b3]);
  });

  it('looks beatmaps up by their computed filename', async () => {
    const name1 = beatmapFilename({ id: b1, artist: 'Kevin Afflack', title: 'Han Solo', mapper: 'Dubu' });
    const name3 = beatmapFilename({ id: b3, artist: 'Amerika', title: EVIL, mapper: 'dubu' });
    expect(name1).toBe(`${b1}-Kevin-Afflack-Han-Solo-Dubu.synth`);
    expect(await ids({ filename: name1 })).toEqual([b1]);
    expect(await ids({ filename: name1.replace(/\.synth$/, '') })).toEqual([b1]);
    expect(await ids({ filename: `${b1}-Someone-Else.synth` })).toEqual([]);
    expect(await ids({ filename: `${b1}-v2-Kevin-Afflack-Han-Solo-Dubu.synth` })).toEqual([]);
    expect(await ids({ filename: 'Han-Solo.synth' })).toEqual([]);
    expect(await ids({ filename: { $in: [name1, name3] } })).toEqual(set(b1, b3));
    expect(await ids({ filename: `${draft}-Artist-Han-Draft-Mapper.synth` })).toEqual([]);
    expect((await get('s={"filename":{"$cont":"Han"}}')).statusCode).toBe(400);
  });
});

describe('visibility, sorting and paging', () => {
  it('never lists drafts; naming `published` adds OST entries only', async () => {
    expect(await ids({})).toEqual(set(b1, b2, b3));
    expect(await ids({ title: { $cont: 'Draft' } })).toEqual([]);
    expect(await ids({ published: { $or: [true, false] } })).toEqual(set(b1, b2, b3, ost));
    expect(await ids({ published: false })).toEqual([ost]);
  });

  it('sorts by every whitelisted field with a stable id tie-breaker', async () => {
    const order = async (sort: string) =>
      (await get(`sort=${sort}`)).json().data.map((b: { id: number }) => b.id) as number[];
    expect(await order('rating,DESC')).toEqual([Math.max(b1, b3), Math.min(b1, b3), b2]);
    expect(await order('rating,ASC')).toEqual([b2, Math.min(b1, b3), Math.max(b1, b3)]);
    expect(await order('published_at,DESC')).toEqual([b3, b2, b1]);
    expect(await order('created_at,ASC')).toEqual([b1, b2, b3]);
    expect(await order('score,DESC')).toEqual([b3, b1, b2]);
    expect(await order('vote_diff,DESC')).toEqual([b1, b3, b2]);
    expect(await order('download_count,ASC')).toEqual([b2, b1, b3]);
    expect(await order('upvote_count,DESC')).toEqual([b1, b2, b3]);
    expect(await order('id,DESC')).toEqual([b3, b2, b1]);
    for (const field of ['title', 'artist']) {
      expect(await order(`${field},ASC`)).toEqual((await order(`${field},DESC`)).reverse());
    }
  });

  it('pages by page or offset', async () => {
    const page2 = (await t.app.inject({ url: '/api/beatmaps?limit=1&page=2' })).json();
    expect(page2).toEqual(expect.objectContaining({ count: 1, total: 3, page: 2, pageCount: 3 }));
    expect(page2.data[0].id).toBe(b2);
    const byOffset = (await t.app.inject({ url: '/api/beatmaps?limit=1&offset=2' })).json();
    expect(byOffset).toMatchObject({ page: 3, total: 3 });
    expect(byOffset.data[0].id).toBe(b1);
  });
});

describe('rejections', () => {
  it('answers 400 in the spec shape for anything outside the whitelist, never 500', async () => {
    const bad: Record<string, string>[] = [
      { s: '{"password_hash":"x"}' },
      { s: '{"user.email":{"$contL":"@"}}' },
      { s: '{"$or":[{"title":"a"},{"users.password_hash":{"$notnull":true}}]}' },
      { filter: 'user.email||$cont||a' },
      { sort: 'password_hash,ASC' },
      { sort: 'id; drop table users,ASC' },
      { join: 'secrets' },
      { s: '{"title":{"$regex":"."}}' },
      { s: 'not json' },
      { limit: '101' },
      { limit: 'abc' },
      { fields: 'id', evil: '1' },
    ];
    for (const params of bad) {
      const query = new URLSearchParams(params).toString();
      const res = await t.app.inject({ url: `/api/beatmaps?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.any(String),
      });
    }
  });
});
